#pragma once

#include <functional>
#include <map>

#include <QSet>
#include <QStringList>

#include "log/logentry.h"

namespace Reeve {

/**
 * Which logged actions are in effect after the log's undos and redos, for the readers that derive
 * their figures from log entries rather than state tables (the ledger, spy reports). An undo of a
 * step's closing entry takes back every entry of the step (docs/ARCHITECTURE.md, "One step, one
 * action"); a redo puts them all back.
 */
class ActionsInEffect
{
public:
    /// The kinds a reader must fetch besides its own: "undo", "redo" and the closing "step" entries.
    static QStringList followedKinds();
    /// The seqs of the entries \a ofInterest accepts that are in effect; \a bySeq holds those entries
    /// and the followed kinds, by seq.
    static QSet<qint64> follow(const std::map<qint64, LogEntry> &bySeq,
                               const std::function<bool(const LogEntry &)> &ofInterest);
};

} // namespace Reeve
