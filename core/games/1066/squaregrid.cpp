#include "squaregrid.h"

#include <QJsonArray>
#include <QRegularExpression>

#include "campaign/location.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

bool acrossAllSea(const Location &from, const QString &to)
{
    const QJsonValue listed = from.attributes.value(u"all_sea_sides"_s);
    QStringList ids;
    if (listed.isArray()) {
        for (const QJsonValue &v : listed.toArray())
            ids << v.toString().trimmed();
    } else {
        for (const QString &id : listed.toString().split(u',', Qt::SkipEmptyParts))
            ids << id.trimmed();
    }
    return ids.contains(to, Qt::CaseInsensitive);
}

} // namespace

std::optional<QPoint> SquareGrid::coordinates(const QString &id)
{
    static const QRegularExpression pattern(u"^([A-Za-z]{1,2})([0-9]{1,3})$"_s);
    const QRegularExpressionMatch m = pattern.match(id.trimmed());
    if (!m.hasMatch())
        return std::nullopt;
    int column = 0;
    for (const QChar c : m.captured(1).toUpper())
        column = column * 26 + (c.unicode() - u'A' + 1);
    return QPoint(column, m.captured(2).toInt());
}

std::optional<bool> SquareGrid::landAdjacent(const Location &a, const Location &b)
{
    const std::optional<QPoint> p = coordinates(a.id);
    const std::optional<QPoint> q = coordinates(b.id);
    if (!p || !q)
        return std::nullopt;
    const QPoint d = *q - *p;
    if (d.manhattanLength() != 1)
        return false; // the same square, a corner, or further away (§14.2)
    return !acrossAllSea(a, b.id) && !acrossAllSea(b, a.id); // §14.12
}

} // namespace Reeve
