#include "ledgerhistory.h"

#include <cmath>
#include <limits>

#include <QCoreApplication>
#include <QMap>

#include "campaign/campaignreader.h"
#include "ledger/ledgerreader.h"
#include "storage/database.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString teamOf(const Side &side)
{
    const QString alliance = side.attributes.value(u"alliance"_s).toString();
    return alliance.isEmpty() ? side.attributes.value(u"team"_s).toString() : alliance;
}

} // namespace

LedgerHistory::LedgerHistory(Database &db)
    : m_db(db)
{
}

void LedgerHistory::load(Audience audience, qint64 side)
{
    CampaignReader reader(m_db);
    m_sides = reader.sides();
    m_lastTurn = reader.clock().turn;
    m_money.clear();
    m_values.clear();
    QVariantList binds;
    const QString visible = LedgerReader::visibility(u"e"_s, audience, side, binds);
    const QString sql = u"SELECT e.side_id AS side_id, e.turn AS turn, COALESCE(o.category, e.category) AS cat,"
                        " SUM(e.amount) AS total FROM ledger_entries e LEFT JOIN ledger_entries o ON o.id = e.reverses"
                        " WHERE %1 GROUP BY e.side_id, e.turn, cat"_s.arg(visible);
    QSqlQuery &query = m_db.exec(sql, binds);
    while (query.next()) {
        const int turn = query.value(1).toInt();
        m_money[query.value(0).toLongLong()][turn][query.value(2).toString()] += query.value(3).toLongLong();
        m_lastTurn = std::max(m_lastTurn, turn);
    }
    query.finish();
    // Tracked values are public figures (recorded by public actions).
    QSqlQuery &values = m_db.exec(u"SELECT quantity, side_id, turn, value FROM tracked_values"_s);
    while (values.next()) {
        const int turn = values.value(2).toInt();
        m_values[values.value(0).toString()][values.value(1).toLongLong()][turn] = values.value(3).toLongLong();
        m_lastTurn = std::max(m_lastTurn, turn);
    }
    values.finish();
}

QList<double> LedgerHistory::sideValues(qint64 sideId, Measure measure, const QString &quantity) const
{
    QList<double> result;
    result.reserve(m_lastTurn);
    const double nan = std::numeric_limits<double>::quiet_NaN();
    if (measure == Measure::Quantity) {
        const QHash<int, qint64> byTurn = m_values.value(quantity).value(sideId);
        double last = nan;
        for (int turn = 1; turn <= m_lastTurn; ++turn) {
            const auto it = byTurn.constFind(turn);
            if (it != byTurn.constEnd())
                last = double(it.value());
            result << last;
        }
        return result;
    }
    const QHash<int, QHash<QString, qint64>> byTurn = m_money.value(sideId);
    qint64 balance = 0; // exact integer accumulation; converted per point
    for (int turn = 1; turn <= m_lastTurn; ++turn) {
        const QHash<QString, qint64> cats = byTurn.value(turn);
        qint64 net = 0;
        for (auto it = cats.cbegin(); it != cats.cend(); ++it)
            net += it.value();
        balance += net;
        switch (measure) {
        case Measure::Balance:
            result << double(balance);
            break;
        case Measure::Income:
            result << double(cats.value(u"income"_s));
            break;
        case Measure::Maintenance:
            result << double(-cats.value(u"maintenance"_s));
            break;
        case Measure::Quantity:
            break;
        }
    }
    return result;
}

QList<LedgerHistory::Series> LedgerHistory::series(Measure measure, const QString &quantity) const
{
    QList<Series> result;
    for (const Side &side : m_sides)
        result << Series{side.id, side.name, side.colour, false, sideValues(side.id, measure, quantity)};
    return result;
}

QList<LedgerHistory::Series> LedgerHistory::teamSeries(Measure measure, const QString &quantity) const
{
    QMap<QString, Series> teams;
    QMap<QString, QStringList> members;
    for (const Side &side : m_sides) {
        const QString team = teamOf(side);
        if (team.isEmpty())
            continue;
        members[team] << side.name;
        const QList<double> values = sideValues(side.id, measure, quantity);
        auto it = teams.find(team);
        if (it == teams.end()) {
            teams.insert(team, Series{0, team, side.colour, true, values});
            continue;
        }
        for (qsizetype i = 0; i < values.size(); ++i) {
            const double v = values.at(i);
            double &sum = it->values[i];
            if (std::isnan(sum))
                sum = v;
            else if (!std::isnan(v))
                sum += v;
        }
    }
    QList<Series> result = teams.values();
    for (Series &series : result) // a legend says who is in the team, not just its letter
        series.name = QCoreApplication::translate("Reeve::LedgerHistory", "Alliance %1 (%2)")
                              .arg(series.name, members.value(series.name).join(u", "));
    return result;
}

} // namespace Reeve
