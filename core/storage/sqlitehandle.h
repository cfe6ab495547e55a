#pragma once

struct sqlite3;

namespace Reeve {

class Database;

/// The SQLite connection under \a db (Qt's driver hands it out as "sqlite3*"); throws Failure::internal
/// when the connection is not SQLite's or is closed. Only core/storage uses SQLite's own calls.
sqlite3 *sqliteHandle(Database &db);

} // namespace Reeve
