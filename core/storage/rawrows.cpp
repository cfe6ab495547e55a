#include "rawrows.h"

#include <sqlite3.h>

#include <QCoreApplication>
#include <QSqlDriver>
#include <QVariant>

#include "storage/database.h"
#include "storage/sqlitehandle.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

[[noreturn]] void fail(const Database &db, sqlite3 *connection, const QString &sql)
{
    throw Failure::verification(
            QCoreApplication::translate("Reeve::Database", "Statement failed in %1: %2").arg(db.path(), sql)
            + u" ("_s + QString::fromUtf8(sqlite3_errmsg(connection)) + u")"_s);
}

} // namespace

RawRows::RawRows(Database &db, const QString &sql)
    : m_db(db)
{
    sqlite3 *connection = sqliteHandle(db);
    const QByteArray text = sql.toUtf8();
    if (sqlite3_prepare_v2(connection, text.constData(), int(text.size()), &m_statement, nullptr)
        != SQLITE_OK) {
        sqlite3_finalize(m_statement);
        m_statement = nullptr;
        fail(db, connection, sql);
    }
}

RawRows::~RawRows()
{
    sqlite3_finalize(m_statement);
}

bool RawRows::next()
{
    const int step = sqlite3_step(m_statement);
    if (step == SQLITE_ROW)
        return true;
    if (step == SQLITE_DONE)
        return false;
    fail(m_db, sqlite3_db_handle(m_statement), QString::fromUtf8(sqlite3_sql(m_statement)));
}

qint64 RawRows::integer(int column) const
{
    // A stored whole number is read as it is. Anything else (a row someone edited) converts as the
    // QVariant of Qt's driver would, so a check reading here agrees with the rest of Reeve reading
    // through Qt Sql: 2.5 is 3 there, where SQLite's own conversion would give 2.
    switch (sqlite3_column_type(m_statement, column)) {
    case SQLITE_INTEGER:
        return sqlite3_column_int64(m_statement, column);
    case SQLITE_NULL:
        return 0;
    case SQLITE_FLOAT:
        return QVariant(sqlite3_column_double(m_statement, column)).toLongLong();
    case SQLITE_BLOB:
        return QVariant(bytes(column).toByteArray()).toLongLong();
    default:
        return QVariant(QString::fromUtf8(bytes(column))).toLongLong();
    }
}

QByteArrayView RawRows::bytes(int column) const
{
    const void *data = sqlite3_column_blob(m_statement, column);
    const int size = sqlite3_column_bytes(m_statement, column); // after the blob: its size as a blob
    return data == nullptr ? QByteArrayView() : QByteArrayView(static_cast<const char *>(data), size);
}

} // namespace Reeve
