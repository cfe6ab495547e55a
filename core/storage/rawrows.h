#pragma once

#include <QByteArrayView>
#include <QString>

struct sqlite3_stmt;

namespace Reeve {

class Database;

/**
 * One SELECT read straight from SQLite: each value is a view of SQLite's own
 * bytes, valid until the next row, with no QVariant or copy per value. For the
 * passes of verify (and of the check before a write) over every action of a
 * large log, where Qt Sql's copy of each value cost more than SQLite's reading
 * of the file. Everything SQLite-specific stays in core/storage.
 */
class RawRows
{
public:
    /// Prepares \a sql on \a db's connection; throws Failure when SQLite refuses it.
    RawRows(Database &db, const QString &sql);
    ~RawRows();
    RawRows(const RawRows &) = delete;
    RawRows &operator=(const RawRows &) = delete;

    /// Steps to the next row: false after the last; throws Failure when SQLite cannot read on.
    bool next();
    /// The value of \a column as a whole number (0 for NULL); a value of another type converts as
    /// Qt Sql's QVariant would convert it.
    qint64 integer(int column) const;
    /// The bytes of \a column (select text as CAST(x AS BLOB) for its stored UTF-8); empty for NULL.
    QByteArrayView bytes(int column) const;

private:
    const Database &m_db;
    sqlite3_stmt *m_statement = nullptr;
};

} // namespace Reeve
