#include "campaignreader.h"

#include <algorithm>

#include <QCoreApplication>
#include <QJsonDocument>

#include "storage/database.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QJsonObject jsonObject(const QVariant &text)
{
    return QJsonDocument::fromJson(text.toString().toUtf8()).object();
}

Side toSide(const QVariantMap &row)
{
    return Side{row.value(u"id"_s).toLongLong(), row.value(u"name"_s).toString(), row.value(u"colour"_s).toString(),
                row.value(u"player"_s).toString(), !row.value(u"pin_hash"_s).toString().isEmpty(),
                jsonObject(row.value(u"attributes"_s))};
}

Unit toUnit(const QVariantMap &row)
{
    return Unit{row.value(u"id"_s).toLongLong(),       row.value(u"side_id"_s).toLongLong(),
                row.value(u"location_id"_s).toString(), row.value(u"type"_s).toString(),
                row.value(u"name"_s).toString(),        jsonObject(row.value(u"attributes"_s)),
                row.value(u"status"_s).toString()};
}

Location toLocation(const QVariantMap &row)
{
    return Location{row.value(u"id"_s).toString(), row.value(u"name"_s).toString(), row.value(u"kind"_s).toString(),
                    jsonObject(row.value(u"attributes"_s))};
}

int editDistance(const QString &a, const QString &b)
{
    QList<int> previous(b.size() + 1), current(b.size() + 1);
    for (qsizetype j = 0; j <= b.size(); ++j)
        previous[j] = int(j);
    for (qsizetype i = 1; i <= a.size(); ++i) {
        current[0] = int(i);
        for (qsizetype j = 1; j <= b.size(); ++j) {
            const int cost = a.at(i - 1).toLower() == b.at(j - 1).toLower() ? 0 : 1;
            current[j] = std::min({previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost});
        }
        std::swap(previous, current);
    }
    return previous[b.size()];
}

} // namespace

CampaignReader::CampaignReader(Database &db)
    : m_db(db)
{
}

QList<Side> CampaignReader::sides()
{
    QList<Side> result;
    for (const QVariantMap &row : m_db.select(u"SELECT * FROM sides ORDER BY id"_s))
        result << toSide(row);
    return result;
}

Side CampaignReader::side(qint64 id)
{
    const QList<QVariantMap> rows = m_db.select(u"SELECT * FROM sides WHERE id = ?"_s, {id});
    if (rows.isEmpty())
        throw Failure::badInput(QCoreApplication::translate("Reeve::Campaign", "There is no side %1.").arg(id));
    return toSide(rows.first());
}

Side CampaignReader::sideByName(const QString &name)
{
    const QList<Side> all = sides();
    QStringList names;
    for (const Side &s : all) {
        if (s.name.compare(name, Qt::CaseInsensitive) == 0)
            return s;
        names << s.name;
    }
    const QString hint = names.isEmpty()
                             ? QCoreApplication::translate("Reeve::Campaign", "the campaign has no sides yet")
                             : QCoreApplication::translate("Reeve::Campaign", "did you mean %1?")
                                   .arg(closest(name, names).join(u", "_s));
    throw Failure::badInput(
        QCoreApplication::translate("Reeve::Campaign", "There is no side named \"%1\"; %2").arg(name, hint));
}

QList<Location> CampaignReader::locations()
{
    QList<Location> result;
    for (const QVariantMap &row : m_db.select(u"SELECT * FROM locations ORDER BY id"_s))
        result << toLocation(row);
    return result;
}

bool CampaignReader::hasLocation(const QString &id)
{
    return m_db.scalar(u"SELECT count(*) FROM locations WHERE id = ?"_s, {id}).toInt() > 0;
}

Location CampaignReader::location(const QString &id)
{
    const QList<QVariantMap> rows = m_db.select(u"SELECT * FROM locations WHERE id = ?"_s, {id});
    if (rows.isEmpty())
        throw Failure::badInput(
            QCoreApplication::translate("Reeve::Campaign", "There is no location \"%1\"; register it first.").arg(id));
    return toLocation(rows.first());
}

QList<Unit> CampaignReader::units()
{
    QList<Unit> result;
    for (const QVariantMap &row : m_db.select(u"SELECT * FROM units ORDER BY id"_s))
        result << toUnit(row);
    return result;
}

QHash<qint64, QPair<int, int>> CampaignReader::unitCountsBySide()
{
    QHash<qint64, QPair<int, int>> result;
    for (const QVariantMap &row :
         m_db.select(u"SELECT side_id, sum(status IS NOT 'eliminated') AS active, "
                     u"sum(status IS 'eliminated') AS eliminated FROM units GROUP BY side_id"_s)) {
        result.insert(row.value(u"side_id"_s).toLongLong(),
                      {row.value(u"active"_s).toInt(), row.value(u"eliminated"_s).toInt()});
    }
    return result;
}

Unit CampaignReader::unit(qint64 id)
{
    const QList<QVariantMap> rows = m_db.select(u"SELECT * FROM units WHERE id = ?"_s, {id});
    if (rows.isEmpty())
        throw Failure::badInput(QCoreApplication::translate("Reeve::Campaign", "There is no unit %1.").arg(id));
    return toUnit(rows.first());
}

QList<PlacedMarker> CampaignReader::markers()
{
    QList<PlacedMarker> result;
    for (const QVariantMap &row : m_db.select(u"SELECT * FROM placed_markers ORDER BY id"_s))
        result << PlacedMarker{row.value(u"id"_s).toLongLong(), row.value(u"location_id"_s).toString(),
                               row.value(u"kind"_s).toString(), row.value(u"side_id"_s).toLongLong(),
                               jsonObject(row.value(u"attributes"_s))};
    return result;
}

QList<Account> CampaignReader::accounts()
{
    QList<Account> result;
    for (const QVariantMap &row : m_db.select(u"SELECT * FROM accounts ORDER BY side_id"_s))
        result << Account{row.value(u"side_id"_s).toLongLong(), row.value(u"currency"_s).toString(),
                          row.value(u"balance"_s).toLongLong()};
    return result;
}

Account CampaignReader::account(qint64 sideId)
{
    const QList<QVariantMap> rows = m_db.select(u"SELECT * FROM accounts WHERE side_id = ?"_s, {sideId});
    if (rows.isEmpty())
        return Account{sideId, meta(u"currency"_s), 0};
    return Account{sideId, rows.first().value(u"currency"_s).toString(),
                   rows.first().value(u"balance"_s).toLongLong()};
}

ClockState CampaignReader::clock()
{
    const QList<QVariantMap> rows = m_db.select(u"SELECT * FROM clock WHERE id = 1"_s);
    if (rows.isEmpty())
        return {};
    const QVariantMap &row = rows.first();
    return ClockState{row.value(u"turn"_s).toInt(), row.value(u"year"_s).toInt(), row.value(u"period"_s).toString(),
                      row.value(u"phase"_s).toString(), row.value(u"active_side"_s).toLongLong()};
}

QString CampaignReader::meta(const QString &key)
{
    return m_db.scalar(u"SELECT value FROM meta WHERE key = ?"_s, {key}).toString();
}

QStringList CampaignReader::closest(const QString &wanted, const QStringList &candidates, int count)
{
    QList<QPair<int, QString>> scored;
    for (const QString &c : candidates)
        scored.append({editDistance(wanted, c), c});
    std::stable_sort(scored.begin(), scored.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    QStringList result;
    for (qsizetype i = 0; i < scored.size() && i < count; ++i)
        result << scored.at(i).second;
    return result;
}

} // namespace Reeve
