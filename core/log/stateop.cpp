#include "stateop.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QStringList>

#include "storage/database.h"
#include "storage/schema.h"
#include "util/failure.h"
#include "util/jsonsql.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString checked(const QString &name)
{
    if (!JsonSql::isIdentifier(name))
        throw Failure::badInput(u"invalid identifier in an action payload: %1"_s.arg(name));
    return name;
}

QString whereClause(const QJsonObject &key, QVariantList &binds)
{
    QStringList parts;
    for (auto it = key.begin(); it != key.end(); ++it) {
        parts << checked(it.key()) + u" = ?"_s;
        binds << JsonSql::toSql(it.value());
    }
    return parts.join(u" AND "_s);
}

QString describe(const StateOp &op)
{
    return u"%1 %2"_s.arg(op.table(), QString::fromUtf8(QJsonDocument(op.key()).toJson(QJsonDocument::Compact)));
}

[[noreturn]] void conflict(const StateOp &op, const QString &why)
{
    throw Failure::badInput(QCoreApplication::translate("Reeve::StateOp",
                                                        "The campaign has changed since this action (%1: %2); "
                                                        "it cannot be applied or undone here.")
                                .arg(describe(op), why));
}

/// Throws unless the row \a where names holds the values \a op (an update or delete) expects.
void checkHeld(const StateOp &op, Database &db, const QString &where, const QVariantList &keyBinds)
{
    const bool update = op.kind() == StateOp::Kind::Update;
    const QStringList checkColumns = (update ? op.newValues() : op.oldValues()).keys();
    QStringList selected;
    for (const QString &column : checkColumns)
        selected << checked(column);
    const QList<QVariantMap> rows = db.select(u"SELECT %1 FROM %2 WHERE %3"_s.arg(selected.join(u", "_s),
                                                                                  op.table(), where),
                                              keyBinds);
    if (rows.size() != 1)
        conflict(op, QCoreApplication::translate("Reeve::StateOp", "the row is not there"));
    for (const QString &column : checkColumns) {
        if (update && !op.oldValues().contains(column))
            continue;
        if (!JsonSql::same(JsonSql::fromSql(rows.first().value(column)), op.oldValues().value(column)))
            conflict(op, QCoreApplication::translate("Reeve::StateOp", "%1 holds another value").arg(column));
    }
}

} // namespace

StateOp StateOp::insert(const QString &table, const QJsonObject &row)
{
    StateOp op;
    op.m_kind = Kind::Insert;
    op.m_table = table;
    for (const QString &column : Schema::keyColumns(table))
        op.m_key.insert(column, row.value(column));
    op.m_new = row;
    return op;
}

StateOp StateOp::update(const QString &table, const QJsonObject &key, const QJsonObject &oldValues,
                        const QJsonObject &newValues)
{
    StateOp op;
    op.m_kind = Kind::Update;
    op.m_table = table;
    op.m_key = key;
    op.m_old = oldValues;
    op.m_new = newValues;
    return op;
}

StateOp StateOp::remove(const QString &table, const QJsonObject &key, const QJsonObject &oldRow)
{
    StateOp op;
    op.m_kind = Kind::Delete;
    op.m_table = table;
    op.m_key = key;
    op.m_old = oldRow;
    return op;
}

StateOp StateOp::inverse() const
{
    StateOp op;
    op.m_table = m_table;
    op.m_key = m_key;
    op.m_sticky = m_sticky;
    switch (m_kind) {
    case Kind::Insert:
        op.m_kind = Kind::Delete;
        op.m_old = m_new;
        break;
    case Kind::Update:
        op.m_kind = Kind::Update;
        op.m_old = m_new;
        op.m_new = m_old;
        break;
    case Kind::Delete:
        op.m_kind = Kind::Insert;
        op.m_new = m_old;
        break;
    }
    return op;
}

void StateOp::apply(Database &db) const
{
    applyTo(db, true);
}

void StateOp::applyJustRead(Database &db) const
{
    applyTo(db, false);
}

void StateOp::applyTo(Database &db, bool checkRow) const
{
    checked(m_table);
    Schema::keyColumns(m_table); // throws for a table that is not campaign state
    if (m_kind == Kind::Insert) {
        QStringList columns, marks;
        QVariantList binds;
        for (auto it = m_new.begin(); it != m_new.end(); ++it) {
            columns << checked(it.key());
            marks << u"?"_s;
            binds << JsonSql::toSql(it.value());
        }
        db.exec(u"INSERT INTO %1 (%2) VALUES (%3)"_s.arg(m_table, columns.join(u", "_s), marks.join(u", "_s)),
                binds);
        return;
    }
    QVariantList keyBinds;
    const QString where = whereClause(m_key, keyBinds);
    if (checkRow)
        checkHeld(*this, db, where, keyBinds);
    if (m_kind == Kind::Delete) {
        db.exec(u"DELETE FROM %1 WHERE %2"_s.arg(m_table, where), keyBinds);
        return;
    }
    QStringList sets;
    QVariantList binds;
    for (auto it = m_new.begin(); it != m_new.end(); ++it) {
        sets << checked(it.key()) + u" = ?"_s;
        binds << JsonSql::toSql(it.value());
    }
    db.exec(u"UPDATE %1 SET %2 WHERE %3"_s.arg(m_table, sets.join(u", "_s), where), binds + keyBinds);
}

QJsonObject StateOp::toJson() const
{
    static const QString names[] = {u"insert"_s, u"update"_s, u"delete"_s};
    QJsonObject json{{u"op"_s, names[int(m_kind)]}, {u"table"_s, m_table}, {u"key"_s, m_key}};
    if (!m_old.isEmpty())
        json.insert(u"old"_s, m_old);
    if (!m_new.isEmpty())
        json.insert(u"new"_s, m_new);
    if (m_sticky)
        json.insert(u"sticky"_s, true);
    return json;
}

StateOp StateOp::fromJson(const QJsonObject &json)
{
    StateOp op;
    const QString kind = json.value(u"op"_s).toString();
    if (kind == u"insert"_s)
        op.m_kind = Kind::Insert;
    else if (kind == u"update"_s)
        op.m_kind = Kind::Update;
    else if (kind == u"delete"_s)
        op.m_kind = Kind::Delete;
    else
        throw Failure::badInput(u"unknown state op: %1"_s.arg(kind));
    op.m_table = json.value(u"table"_s).toString();
    op.m_key = json.value(u"key"_s).toObject();
    op.m_old = json.value(u"old"_s).toObject();
    op.m_new = json.value(u"new"_s).toObject();
    op.m_sticky = json.value(u"sticky"_s).toBool();
    return op;
}

} // namespace Reeve
