#pragma once

#include <memory>

#include <QString>

namespace Reeve {

class Database;
class LoggedRow;
class StateImage;

/**
 * Rebuilds campaign state from the log alone: applies the ops of every action,
 * in order, to a fresh database at the current schema. Used to prove that the log is
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

    struct Comparison
    {
        bool same = true;
        qint64 actions = 0; ///< actions replayed
        QString table;      ///< the first state table that differs
        QString reason;     ///< what differs (a row only one side has), or why the replay stopped
    };
    /// Replays the log of \a stored into memory and compares every state table with the stored one,
    /// so a state table edited behind the log's back (a unit's attack value) is found.
    static Comparison compareWithLog(Database &stored);

    /// The check compareWithLog() makes, fed one action at a time (FileVerifier reads the log once
    /// for every check).
    class LogCheck
    {
    public:
        LogCheck();
        ~LogCheck();
        LogCheck(const LogCheck &) = delete;
        LogCheck &operator=(const LogCheck &) = delete;
        /// Applies the ops of \a row to the state built so far; false once the replay has stopped.
        bool action(const LoggedRow &row);
        /// Compares the state built with the state tables of \a stored (unless the replay stopped).
        Comparison finish(Database &stored);

    private:
        std::unique_ptr<StateImage> m_image;
        Comparison m_result;
        bool m_stopped = false;
    };
};

} // namespace Reeve
