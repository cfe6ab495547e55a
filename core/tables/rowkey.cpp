#include "rowkey.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QRegularExpression>

#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

std::optional<int> parseBound(QStringView text)
{
    bool ok = false;
    const int value = text.toInt(&ok);
    if (!ok || value < -RowKey::Limit || value > RowKey::Limit)
        return std::nullopt;
    return value;
}

const QRegularExpression &rangePattern()
{
    static const QRegularExpression pattern(u"^([+-]?\\d+)\\s*[-\u2013]\\s*([+-]?\\d+)$"_s);
    return pattern;
}

const QRegularExpression &singlePattern()
{
    static const QRegularExpression pattern(u"^[+-]?\\d+$"_s);
    return pattern;
}

} // namespace

RowKey::RowKey(int low, int high)
    : m_valid(true)
    , m_low(low)
    , m_high(high)
{ }

RowKey RowKey::single(int value)
{
    return RowKey(value, value);
}

RowKey RowKey::range(int low, int high)
{
    return RowKey(low, high);
}

RowKey RowKey::atMost(int value)
{
    return RowKey(-Unbounded, value);
}

RowKey RowKey::atLeast(int value)
{
    return RowKey(value, Unbounded);
}

std::optional<RowKey> RowKey::parse(QStringView text)
{
    text = text.trimmed();
    if (text.isEmpty() || text.size() > 40)
        return std::nullopt;

    if (text.startsWith(u'\u2264') || text.startsWith(u"<=") || text.startsWith(u'\u2265')
        || text.startsWith(u">=")) {
        const bool atMostForm = text.startsWith(u'\u2264') || text.startsWith(u'<');
        const qsizetype skip = text.startsWith(u'\u2264') || text.startsWith(u'\u2265') ? 1 : 2;
        const QStringView rest = text.mid(skip).trimmed();
        if (!singlePattern().match(rest).hasMatch())
            return std::nullopt;
        const auto bound = parseBound(rest);
        if (!bound)
            return std::nullopt;
        return atMostForm ? atMost(*bound) : atLeast(*bound);
    }
    if (text.endsWith(u'+')) {
        const QStringView rest = text.chopped(1).trimmed();
        if (!singlePattern().match(rest).hasMatch())
            return std::nullopt;
        const auto bound = parseBound(rest);
        return bound ? std::optional<RowKey>(atLeast(*bound)) : std::nullopt;
    }
    if (singlePattern().match(text).hasMatch()) {
        const auto value = parseBound(text);
        return value ? std::optional<RowKey>(single(*value)) : std::nullopt;
    }
    const QRegularExpressionMatch match = rangePattern().match(text);
    if (!match.hasMatch())
        return std::nullopt;
    const auto low = parseBound(match.capturedView(1));
    const auto high = parseBound(match.capturedView(2));
    if (!low || !high || *low > *high)
        return std::nullopt;
    return *low == *high ? single(*low) : range(*low, *high);
}

RowKey RowKey::fromString(QStringView text)
{
    if (auto key = parse(text))
        return *key;
    throw Failure::badInput(QCoreApplication::translate(
                                    "Reeve::Tables",
                                    "\"%1\" is not a row key: write a roll (4), an inclusive range (2-3), "
                                    "an open low end (<=1) or an open high end (7+).")
                                    .arg(text.toString()),
                            QJsonObject{{u"kind"_s, u"bad-row-key"_s}, {u"text"_s, text.toString()}});
}

QString RowKey::toString(Notation notation) const
{
    if (!m_valid)
        return {};
    if (isOpenLow())
        return (notation == Notation::Unicode ? u"\u2264"_s : u"<="_s) + QString::number(m_high);
    if (isOpenHigh())
        return QString::number(m_low) + u'+';
    if (m_low == m_high)
        return QString::number(m_low);
    return QString::number(m_low) + u'-' + QString::number(m_high);
}

bool RowKey::overlaps(const RowKey &other) const
{
    return m_valid && other.m_valid && m_low <= other.m_high && other.m_low <= m_high;
}

} // namespace Reeve
