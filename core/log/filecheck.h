#pragma once

#include <QString>

namespace Reeve {

class Database;

/**
 * Checks of a campaign file as a file, below the log: SQLite's own integrity
 * check, and a write-ahead log that went missing after a crash. The quick
 * checks (integrity and the hash chain) run before anything writes to a file,
 * so a damaged file is never made worse; refusal() says how to restore it.
 */
class FileCheck
{
public:
    enum class Depth { Quick, Full };
    /// SQLite's PRAGMA quick_check or integrity_check: "" when the file is sound, else its complaints.
    static QString integrity(Database &db, Depth depth = Depth::Full);
    /**
     * Looks beside \a path, before SQLite opens it (opening would rebuild the index and forget):
     * a shared-memory index whose frames are not all copied into the file while the write-ahead
     * log they live in is missing or shorter. That is what deleting the -wal of a crashed writer
     * leaves. Returns "" when nothing is lost that way. Without the -shm index nothing can be told.
     */
    static QString lostWriteAheadLog(const QString &path);
    /// Integrity (quick) and the hash chain: "" when a write may go ahead.
    static QString beforeWriting(Database &db);
    /// "" when the dice seed and draw secret in force are the ones their commitments were made for,
    /// else what is wrong (part of beforeWriting()).
    static QString secretsInForce(Database &db);
    enum class Refused { Writing, Opening };
    /// The message refusing to write to (or open) \a path because of \a problem, naming the newest
    /// backup that passes the same checks (or saying there is none).
    static QString refusal(const QString &path, const QString &problem, Refused what = Refused::Writing);
    /// The newest backup of \a path that passes beforeWriting(), or "".
    static QString goodBackup(const QString &path);
};

} // namespace Reeve
