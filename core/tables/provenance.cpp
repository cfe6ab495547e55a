#include "provenance.h"

#include <array>
#include <utility>

#include <QCoreApplication>

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

constexpr std::array<std::pair<Provenance, QStringView>, 5> provenanceNames{{
        {Provenance::Printed, u"printed"},
        {Provenance::Text, u"text"},
        {Provenance::Example, u"example"},
        {Provenance::House, u"house"},
        {Provenance::Missing, u"missing"},
}};

} // namespace

QString provenanceToString(Provenance provenance)
{
    for (const auto &[value, name] : provenanceNames) {
        if (value == provenance)
            return name.toString();
    }
    return u"missing"_s;
}

QString provenanceLabel(Provenance provenance)
{
    switch (provenance) {
    case Provenance::Printed:
        return QCoreApplication::translate("Reeve::Provenance", "printed");
    case Provenance::Text:
        return QCoreApplication::translate("Reeve::Provenance", "rules text");
    case Provenance::Example:
        return QCoreApplication::translate("Reeve::Provenance", "worked example");
    case Provenance::House:
        return QCoreApplication::translate("Reeve::Provenance", "house figure");
    case Provenance::Missing:
        break;
    }
    return QCoreApplication::translate("Reeve::Provenance", "missing");
}

std::optional<Provenance> provenanceFromString(QStringView text)
{
    for (const auto &[value, name] : provenanceNames) {
        if (name == text)
            return value;
    }
    return std::nullopt;
}

} // namespace Reeve
