#include "sqlitehandle.h"

#include <sqlite3.h>

#include <QSqlDriver>
#include <QVariant>

#include "storage/database.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

sqlite3 *sqliteHandle(Database &db)
{
    // Qt's SQLite driver hands out its connection as "sqlite3*" (QSqlDriver::handle()).
    const QVariant handle = db.connection().driver()->handle();
    if (!handle.isValid() || qstrcmp(handle.typeName(), "sqlite3*") != 0 || handle.data() == nullptr)
        throw Failure::internal(u"the campaign's connection is not an SQLite one"_s);
    sqlite3 *connection = *static_cast<sqlite3 *const *>(handle.constData());
    if (connection == nullptr)
        throw Failure::internal(u"the campaign's SQLite connection is closed"_s);
    return connection;
}

} // namespace Reeve
