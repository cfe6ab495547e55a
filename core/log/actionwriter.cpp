#include "actionwriter.h"

#include <QStringList>

#include "log/actionlog.h"
#include "util/failure.h"
#include "util/jsonsql.h"

namespace Reeve {

using namespace Qt::StringLiterals;

ActionWriter::ActionWriter(ActionLog &log)
    : m_log(log)
    , m_db(log.database())
    , m_tx(log.database())
{
}

ActionWriter::~ActionWriter() = default;

void ActionWriter::apply(const StateOp &op)
{
    op.apply(m_db);
    m_ops.append(op);
}

void ActionWriter::insert(const QString &table, const QJsonObject &row)
{
    apply(StateOp::insert(table, row));
}

StateOp ActionWriter::makeUpdate(const QString &table, const QJsonObject &key, const QJsonObject &values,
                                 bool &changed)
{
    const QJsonObject current = row(table, key);
    if (current.isEmpty())
        throw Failure::internal(u"update of a missing row in %1"_s.arg(table));
    QJsonObject oldValues, newValues;
    for (auto it = values.begin(); it != values.end(); ++it) {
        if (JsonSql::same(current.value(it.key()), it.value()))
            continue;
        oldValues.insert(it.key(), current.value(it.key()));
        newValues.insert(it.key(), it.value());
    }
    changed = !newValues.isEmpty();
    return StateOp::update(table, key, oldValues, newValues);
}

void ActionWriter::applyJustRead(const StateOp &op)
{
    op.applyJustRead(m_db);
    m_ops.append(op);
}

void ActionWriter::update(const QString &table, const QJsonObject &key, const QJsonObject &values)
{
    bool changed = false;
    StateOp op = makeUpdate(table, key, values, changed);
    if (changed)
        applyJustRead(op);
}

void ActionWriter::updateSticky(const QString &table, const QJsonObject &key, const QJsonObject &values)
{
    bool changed = false;
    StateOp op = makeUpdate(table, key, values, changed);
    op.setSticky(true);
    if (changed)
        applyJustRead(op);
}

void ActionWriter::remove(const QString &table, const QJsonObject &key)
{
    const QJsonObject current = row(table, key);
    if (current.isEmpty())
        throw Failure::internal(u"delete of a missing row in %1"_s.arg(table));
    applyJustRead(StateOp::remove(table, key, current));
}

QJsonObject ActionWriter::row(const QString &table, const QJsonObject &key)
{
    if (!JsonSql::isIdentifier(table))
        throw Failure::internal(u"bad table name"_s);
    QStringList parts;
    QVariantList binds;
    for (auto it = key.begin(); it != key.end(); ++it) {
        if (!JsonSql::isIdentifier(it.key()))
            throw Failure::internal(u"bad column name"_s);
        parts << it.key() + u" = ?"_s;
        binds << JsonSql::toSql(it.value());
    }
    const QList<QVariantMap> rows =
        m_db.select(u"SELECT * FROM %1 WHERE %2"_s.arg(table, parts.join(u" AND "_s)), binds);
    QJsonObject result;
    if (rows.isEmpty())
        return result;
    const QVariantMap &first = rows.first();
    for (auto it = first.begin(); it != first.end(); ++it)
        result.insert(it.key(), JsonSql::fromSql(it.value()));
    return result;
}

qint64 ActionWriter::nextId(const QString &table, const QString &column)
{
    if (!JsonSql::isIdentifier(table) || !JsonSql::isIdentifier(column))
        throw Failure::internal(u"bad identifier"_s);
    return m_db.scalar(u"SELECT COALESCE(MAX(%1), 0) + 1 FROM %2"_s.arg(column, table)).toLongLong();
}

qint64 ActionWriter::commit(const QString &kind, const QString &publicText, const QJsonObject &data)
{
    ActionDraft draft;
    draft.kind = kind;
    draft.publicText = publicText;
    draft.data = data;
    return commit(draft);
}

qint64 ActionWriter::commit(const ActionDraft &draft)
{
    if (m_committed)
        throw Failure::internal(u"action committed twice"_s);
    const qint64 seq = m_log.append(draft, m_ops);
    m_tx.commit();
    m_committed = true;
    m_log.notifyCommitted(seq, draft);
    return seq;
}

} // namespace Reeve
