#pragma once

#include <QHash>
#include <QList>
#include <QString>

#include "campaign/side.h"
#include "log/action.h"

namespace Reeve {

class Database;

/**
 * Series over game time for charts and tables, derived from the ledger entries
 * and tracked values (never typed twice): each side's balance at the end of each
 * turn, its income and maintenance in the turn, and any tracked quantity (the
 * last recorded value carries forward; NaN before the first). Sides sharing an
 * "alliance" (or "team") attribute also get a summed team series.
 */
class LedgerHistory
{
public:
    enum class Measure { Balance, Income, Maintenance, Quantity };
    /// One line of a chart; values[i] is turn i + 1.
    struct Series
    {
        qint64 sideId = 0;     ///< 0 for a team
        QString name;
        QString colour;
        bool isTeam = false;
        QList<double> values;
    };

    explicit LedgerHistory(Database &db);

    /// Reads everything the audience may see, in two grouped queries.
    void load(Audience audience = Audience::Referee, qint64 side = 0);
    /// The last turn shown: the clock's turn or the latest turn with data.
    int lastTurn() const { return m_lastTurn; }
    const QList<Side> &sides() const { return m_sides; }
    QList<Series> series(Measure measure, const QString &quantity = QString()) const;
    /// Team totals for sides with an "alliance" or "team" attribute; empty when there are none.
    QList<Series> teamSeries(Measure measure, const QString &quantity = QString()) const;

private:
    QList<double> sideValues(qint64 sideId, Measure measure, const QString &quantity) const;

    Database &m_db;
    QList<Side> m_sides;
    int m_lastTurn = 0;
    /// side → turn → category → net amount
    QHash<qint64, QHash<int, QHash<QString, qint64>>> m_money;
    /// quantity → side → turn → value
    QHash<QString, QHash<qint64, QHash<int, qint64>>> m_values;
};

} // namespace Reeve
