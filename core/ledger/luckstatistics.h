#pragma once

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include "ledger/luckgroup.h"
#include "ledger/progress.h"
#include "log/logquery.h"

namespace Reeve {

/**
 * "My dice are cursed", answered with figures: every die of every logged
 * procedure resolution the audience may read ("dice_detail" of procedure.resolve
 * actions, read through LogQuery a page at a time), grouped by procedure, side
 * and die size. The side is the procedure's "side" input when it names a side,
 * else the action's actor. Undone resolutions count: the dice were rolled.
 */
class LuckStatistics
{
public:
    enum class Source { All, Rolled, Entered };

    LuckStatistics(const LogQuery &query, const QStringList &sideNames = {});

    void setSource(Source source) { m_source = source; }
    /// Reads the log; returns false when cancelled.
    bool compute(Progress &progress);
    bool compute();

    const QList<LuckGroup> &groups() const { return m_groups; }
    QStringList procedures() const;
    QStringList sides() const;
    QList<int> dieSizes() const;
    /// Sums groups; an empty procedure or side means all of them.
    LuckGroup aggregate(const QString &procedure, const QString &side, int dieSides) const;
    /// Every group and its figures as CSV.
    /// \a chainHead ("chain head N:HEX at TIME") becomes the last row when given (see LedgerCsv).
    QString csv(const QString &chainHead = QString()) const;
    /// The CSV as the window and reeve-cli export it: ending with the chain head of \a db's log.
    QString exportCsv(Database &db) const;

private:
    void addAction(const LogEntry &entry);

    LogQuery m_query;
    QStringList m_sideNames;
    Source m_source = Source::All;
    QMap<QString, LuckGroup> m_byKey;
    QList<LuckGroup> m_groups;
};

} // namespace Reeve
