#pragma once

#include <QString>

namespace Reeve {

class Database;

/**
 * Rebuilds campaign state from the log alone: applies the ops of every action,
 * in order, to a fresh file at the current schema. Used to prove that the log is
 * complete (the rebuilt state must equal the stored state) and to recover a file
 * whose state tables were damaged.
 */
class Replayer
{
public:
    /// Replays every action of \a source into a new file at \a targetPath.
    static void replayInto(Database &source, const QString &targetPath);
    /// Canonical text of every state table of \a db (sorted rows, sorted columns).
    static QString dumpState(Database &db);
};

} // namespace Reeve
