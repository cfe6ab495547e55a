#pragma once

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>

#include "log/jsontape.h"

namespace Reeve {

class Database;

/**
 * The state tables as the log alone builds them, held in memory: every op of
 * every action applied to rows keyed by their key columns, starting from the
 * rows a fresh file holds. Much faster than replaying through SQL, so verify can
 * compare the whole state with the log of a large campaign. Values are kept as
 * SQL would store them (JsonSql: a whole number as an integer, true as 1, an
 * object as its JSON text), in cells of their own rather than Qt's JSON objects,
 * so they compare with what the file holds as JsonSql::same() compares.
 */
class StateImage
{
public:
    /// Starts from the state tables of a freshly made file (schema defaults and rows included).
    StateImage();
    StateImage(const StateImage &) = delete;
    StateImage &operator=(const StateImage &) = delete;

    /// Applies the op \a op (as a payload stores it) as StateOp::apply() would; returns "" or why it
    /// cannot apply (an unknown op, the row is not there, already there, or holds other values than
    /// the op expects).
    QString apply(const JsonTape::Value &op);
    /// Compares with the state tables of \a db; returns "" when equal, else the first difference,
    /// and sets \a table to the table that differs.
    QString compare(Database &db, QString *table = nullptr) const;

    /// One value as SQL holds it.
    struct Cell
    {
        enum class Kind : quint8 { Null, Integer, Real, Text };
        Kind kind = Kind::Null;
        qint64 integer = 0;
        double real = 0;
        QByteArray text; ///< UTF-8
    };
    using Row = QList<Cell>;

private:
    struct Table
    {
        QString name;
        QByteArray id;             ///< the name in UTF-8, as an op gives it
        QList<QByteArray> columns; ///< the schema's, then any other an op names
        QList<int> keys;           ///< indexes of the key columns
        Row defaults;              ///< each column's value when an insert leaves it out
        QHash<QByteArray, Row> rows;
        int column(QByteArrayView columnName);
    };
    Table *table(QByteArrayView name);
    QString insert(Table &table, const JsonTape::Value &key, const JsonTape::Value &values);
    QString change(Table &table, bool remove, const JsonTape::Value &key, const JsonTape::Value &old,
                   const JsonTape::Value &values);
    static QString compareTable(Database &db, const Table &table);

    QList<Table> m_tables;
    QByteArray m_key;        ///< the key being looked up, kept from op to op
    Table *m_last = nullptr; ///< the table the last op named
};

} // namespace Reeve
