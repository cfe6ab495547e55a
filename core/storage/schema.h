#pragma once

#include <QStringList>

namespace Reeve {

class Database;

/**
 * The campaign file's schema as a list of forward migrations. Version N is
 * reached by running migrations 1..N in order, each in its own transaction;
 * a file is never migrated backwards. Portable SQL only.
 */
class Schema
{
public:
    /// The version this build writes.
    static int currentVersion();
    /// The version stored in a file (0 for an empty file).
    static int version(Database &db);
    /// Runs the migrations from the file's version up to \a target (default: current).
    static void migrate(Database &db, int target = -1);
    /// The SQL statements of one migration step (1-based).
    static QStringList migrationStatements(int step);
    /// Tables holding campaign state (replayed from the log), in dependency order.
    static QStringList stateTables();
    /// Primary-key columns of a state table.
    static QStringList keyColumns(const QString &table);

    /// SQLite's application id of a campaign file (PRAGMA application_id, the big-endian 32-bit
    /// integer at byte 68 of the header): "REEV" in ASCII. Desktops recognise *.reeve files by it
    /// (packaging/org.reeve.Reeve.mime.xml).
    static constexpr int kApplicationId = 0x52454556;
    /// Sets the application id unless the file already has it: on a new file, and on an older one
    /// inside its next write (a writable open stamps it just before that write commits).
    static void stampApplicationId(Database &db);
};

} // namespace Reeve
