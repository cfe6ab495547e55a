#pragma once

#include <QList>
#include <QSet>

#include "ledger/ledgerentry.h"
#include "ledger/ledgerreader.h"
#include "ledger/progress.h"
#include "log/logquery.h"

namespace Reeve {

/**
 * The ledger as one audience can rebuild it from the log alone, through
 * LogQuery (so privacy is the log's): the entries and tracked values of every
 * ledger action still in effect (undo and redo followed). Reports use it; the
 * reconciliation test compares the referee's view with the state tables.
 */
class LedgerLog
{
public:
    explicit LedgerLog(const LogQuery &query);

    /// Reads the log a page at a time; returns false when \a progress was cancelled.
    bool load(Progress &progress);
    bool load();

    /// Entries in effect, in the order they were written; each balanceAfter is the running sum of the
    /// entries this audience reads (public: of the public entries only).
    const QList<LedgerEntry> &entries() const { return m_entries; }
    /// Latest value per side, quantity and turn.
    const QList<LedgerReader::Point> &values() const { return m_values; }
    /// Ledger actions in effect whose detail this audience may not read.
    int hiddenActions() const { return m_hidden; }
    /// Sequence numbers of the ledger actions in effect.
    const QSet<qint64> &activeActions() const { return m_active; }

private:
    QList<LogEntry> fetch(const QString &kind, Progress &progress, qint64 &done);

    LogQuery m_query;
    QList<LedgerEntry> m_entries;
    QList<LedgerReader::Point> m_values;
    QSet<qint64> m_active;
    int m_hidden = 0;
};

} // namespace Reeve
