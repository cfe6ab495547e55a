#include "ledgerreader.h"

#include <QCoreApplication>
#include <QStringList>

#include "campaign/gamecatalog.h"
#include "ledger/money.h"
#include "storage/database.h"

namespace Reeve {

using namespace Qt::StringLiterals;

LedgerReader::LedgerReader(Database &db)
    : m_db(db)
{
}

QString LedgerReader::visibility(const QString &alias, Audience audience, qint64 side, QVariantList &binds)
{
    if (audience == Audience::Referee)
        return u"1 = 1"_s;
    if (audience == Audience::Side) {
        binds << side;
        return u"(%1.audience = 'public' OR (%1.audience = 'side' AND %1.audience_side = ?))"_s.arg(alias);
    }
    return u"%1.audience = 'public'"_s.arg(alias);
}

QList<LedgerEntry> LedgerReader::entries(const Filter &filter)
{
    QVariantList binds;
    const QString visible = visibility(u"v"_s, filter.audience, filter.audienceSide, binds);
    QStringList where{u"1 = 1"_s};
    if (filter.sideId) {
        where << u"e.side_id = ?"_s;
        binds << filter.sideId;
    }
    if (filter.fromTurn > 0) {
        where << u"e.turn >= ?"_s;
        binds << filter.fromTurn;
    }
    if (filter.toTurn > 0) {
        where << u"e.turn <= ?"_s;
        binds << filter.toTurn;
    }
    if (!filter.category.isEmpty()) {
        where << u"e.category = ?"_s;
        binds << filter.category;
    }
    // Each entry's balance_after is restated as the running sum of the entries this audience may read, so a
    // public figure never includes a private entry (for the referee it is the stored balance).
    QList<LedgerEntry> result;
    const QString sql
            = u"SELECT e.* FROM (SELECT v.*, SUM(v.amount) OVER (PARTITION BY v.side_id ORDER BY v.id)"
              " AS seen_balance FROM ledger_entries v WHERE %1) e WHERE %2 ORDER BY e.id"_s
                      .arg(visible, where.join(u" AND "_s));
    for (const QVariantMap &row : m_db.select(sql, binds)) {
        LedgerEntry entry = LedgerEntry::fromRow(row);
        entry.balanceAfter = row.value(u"seen_balance"_s).toLongLong();
        result << entry;
    }
    return result;
}

std::optional<LedgerEntry> LedgerReader::entry(qint64 id)
{
    const QList<QVariantMap> rows = m_db.select(u"SELECT * FROM ledger_entries WHERE id = ?"_s, {id});
    if (rows.isEmpty())
        return std::nullopt;
    return LedgerEntry::fromRow(rows.first());
}

qint64 LedgerReader::entryCount()
{
    return m_db.scalar(u"SELECT count(*) FROM ledger_entries"_s).toLongLong();
}

qint64 LedgerReader::sumOfEntries(qint64 sideId)
{
    return m_db.scalar(u"SELECT COALESCE(SUM(amount), 0) FROM ledger_entries WHERE side_id = ?"_s, {sideId})
        .toLongLong();
}

QHash<qint64, qint64> LedgerReader::balances(Audience audience, qint64 side)
{
    QHash<qint64, qint64> result;
    if (audience == Audience::Referee) {
        for (const QVariantMap &row : m_db.select(u"SELECT side_id, balance FROM accounts"_s))
            result.insert(row.value(u"side_id"_s).toLongLong(), row.value(u"balance"_s).toLongLong());
        return result;
    }
    QVariantList binds;
    const QString sql = u"SELECT e.side_id AS side_id, SUM(e.amount) AS total FROM ledger_entries e WHERE %1"
                        " GROUP BY e.side_id"_s.arg(visibility(u"e"_s, audience, side, binds));
    for (const QVariantMap &row : m_db.select(sql, binds))
        result.insert(row.value(u"side_id"_s).toLongLong(), row.value(u"total"_s).toLongLong());
    return result;
}

QString LedgerReader::balanceLabel(Audience audience)
{
    switch (audience) {
    case Audience::Public:
        return QCoreApplication::translate("Reeve::LedgerReader", "Public balance (public entries only)");
    case Audience::Side:
        return QCoreApplication::translate("Reeve::LedgerReader",
                                           "Balance known to the side (public and its own "
                                           "entries)");
    case Audience::Referee:
        break;
    }
    return QCoreApplication::translate("Reeve::LedgerReader", "Balance");
}

bool LedgerReader::balanceSecret(const QString &gameId, Audience audience, qint64 viewerSide, qint64 sideId)
{
    if (audience == Audience::Referee || (audience == Audience::Side && viewerSide == sideId))
        return false;
    return GameCatalog::privateTreasuries(gameId);
}

QString LedgerReader::shownBalance(const QString &gameId, const QString &currency, qint64 amount,
                                   Audience audience, qint64 viewerSide, qint64 sideId)
{
    if (balanceSecret(gameId, audience, viewerSide, sideId))
        return u"–"_s;
    return Money::format(amount, currency);
}

QHash<qint64, qint64> LedgerReader::reversals()
{
    QHash<qint64, qint64> result;
    for (const QVariantMap &row :
         m_db.select(u"SELECT id, reverses FROM ledger_entries WHERE reverses IS NOT NULL AND reverses <> 0"_s))
        result.insert(row.value(u"reverses"_s).toLongLong(), row.value(u"id"_s).toLongLong());
    return result;
}

bool LedgerReader::allowsNegative()
{
    return m_db.scalar(u"SELECT value FROM meta WHERE key = 'ledger.allow_negative'"_s).toString() == u"1"_s;
}

QList<TrackedQuantity> LedgerReader::quantities()
{
    QList<TrackedQuantity> result = TrackedValues::builtIn();
    auto find = [&result](const QString &id) -> TrackedQuantity * {
        for (TrackedQuantity &q : result) {
            if (q.id == id)
                return &q;
        }
        return nullptr;
    };
    for (const QVariantMap &row : m_db.select(u"SELECT * FROM ledger_quantities ORDER BY id"_s)) {
        const QString id = row.value(u"id"_s).toString();
        TrackedQuantity *q = find(id);
        if (!q) {
            result.append({id, id, std::nullopt, {}});
            q = &result.last();
        }
        if (!row.value(u"label"_s).toString().isEmpty())
            q->label = row.value(u"label"_s).toString();
        const QVariant threshold = row.value(u"threshold"_s);
        q->threshold = threshold.isNull() ? std::nullopt : std::optional<qint64>(threshold.toLongLong());
        q->thresholdLabel = row.value(u"threshold_label"_s).toString();
    }
    for (const QVariantMap &row : m_db.select(u"SELECT DISTINCT quantity FROM tracked_values ORDER BY quantity"_s)) {
        const QString id = row.value(u"quantity"_s).toString();
        if (!find(id))
            result.append({id, id, std::nullopt, {}});
    }
    return result;
}

QList<LedgerReader::Point> LedgerReader::values(const QString &quantity)
{
    QString sql = u"SELECT side_id, quantity, turn, value, note FROM tracked_values"_s;
    QVariantList binds;
    if (!quantity.isEmpty()) {
        sql += u" WHERE quantity = ?"_s;
        binds << quantity;
    }
    sql += u" ORDER BY quantity, side_id, turn"_s;
    QList<Point> result;
    for (const QVariantMap &row : m_db.select(sql, binds))
        result << Point{row.value(u"side_id"_s).toLongLong(), row.value(u"quantity"_s).toString(),
                        row.value(u"turn"_s).toInt(), row.value(u"value"_s).toLongLong(),
                        row.value(u"note"_s).toString()};
    return result;
}

QList<LedgerReader::Summary> LedgerReader::summaries(int fromTurn, int toTurn, Audience audience, qint64 side)
{
    QVariantList binds;
    const QString visible = visibility(u"e"_s, audience, side, binds);
    binds << toTurn;
    const QString sql = u"SELECT e.side_id AS side_id, e.turn < %1 AS before, COALESCE(o.category, e.category) AS cat,"
                        " SUM(e.amount) AS total FROM ledger_entries e LEFT JOIN ledger_entries o ON o.id = e.reverses"
                        " WHERE %2 AND e.turn <= ? GROUP BY e.side_id, before, cat ORDER BY e.side_id"_s
                            .arg(fromTurn)
                            .arg(visible);
    QMap<qint64, Summary> bySide;
    for (const QVariantMap &row : m_db.select(sql, binds)) {
        const qint64 id = row.value(u"side_id"_s).toLongLong();
        Summary &s = bySide[id];
        s.sideId = id;
        const qint64 total = row.value(u"total"_s).toLongLong();
        s.closing += total;
        if (row.value(u"before"_s).toInt() != 0)
            s.opening += total;
        else
            s.net[row.value(u"cat"_s).toString()] += total;
    }
    return bySide.values();
}

} // namespace Reeve
