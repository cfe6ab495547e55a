#pragma once

#include <QHash>
#include <QJsonObject>
#include <QString>

namespace Reeve {

class Database;
class StateOp;

/**
 * The state tables as the log alone builds them, held in memory: every op of
 * every action applied to rows keyed by their key columns, starting from the
 * rows a fresh file holds. Much faster than replaying through SQL, so verify can
 * compare the whole state with the log of a large campaign. Values are kept as
 * SQL would store them (JsonSql), so they compare with what the file holds.
 */
class StateImage
{
public:
    /// Starts from the state tables of a freshly made file (schema defaults and rows included).
    StateImage();

    /// Applies \a op as StateOp::apply() would; returns "" or why it cannot apply (the row is not
    /// there, already there, or holds other values than the op expects).
    QString apply(const StateOp &op);
    /// Compares with the state tables of \a db; returns "" when equal, else the first difference,
    /// and sets \a table to the table that differs.
    QString compare(Database &db, QString *table = nullptr) const;

private:
    struct Table
    {
        QStringList keys;
        QJsonObject defaults; ///< each column's value when an insert leaves it out
        QHash<QString, QJsonObject> rows;
    };
    static QString keyText(const QStringList &keys, const QJsonObject &values);
    static QString compareTable(Database &db, const QString &name, const Table &table);

    QHash<QString, Table> m_tables;
};

} // namespace Reeve
