#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QList>

#include "log/action.h"
#include "log/stateop.h"
#include "storage/database.h"

namespace Reeve {

class ActionLog;

/**
 * Builds one action: opens a transaction, applies each change at once (so later
 * reads in the same command see it), records it as a StateOp with the values it
 * replaced, and on commit() appends the log entry in the same transaction. If the
 * writer is destroyed without commit(), everything is rolled back.
 */
class ActionWriter
{
public:
    explicit ActionWriter(ActionLog &log);
    ~ActionWriter();
    ActionWriter(const ActionWriter &) = delete;
    ActionWriter &operator=(const ActionWriter &) = delete;

    Database &database() { return m_db; }

    void insert(const QString &table, const QJsonObject &row);
    /// Sets the given columns, recording their current values for undo. No-op when nothing changes.
    void update(const QString &table, const QJsonObject &key, const QJsonObject &values);
    void remove(const QString &table, const QJsonObject &key);
    /// Like update(), but never inverted by undo (the randomness counter, session records).
    void updateSticky(const QString &table, const QJsonObject &key, const QJsonObject &values);
    void apply(const StateOp &op);

    /// Reads one row of a state table as JSON (empty object when absent).
    QJsonObject row(const QString &table, const QJsonObject &key);
    /// The next free integer id of a table.
    qint64 nextId(const QString &table, const QString &column = QStringLiteral("id"));

    const QList<StateOp> &ops() const { return m_ops; }
    /// Appends the action; returns its sequence number.
    qint64 commit(const ActionDraft &draft);
    /// The common case: a public action of \a kind with \a publicText (and machine-readable \a data).
    qint64 commit(const QString &kind, const QString &publicText, const QJsonObject &data = {});

private:
    /// Applies an op made from the row just read (update, remove): no second read to check it.
    void applyJustRead(const StateOp &op);
    StateOp makeUpdate(const QString &table, const QJsonObject &key, const QJsonObject &values, bool &changed);

    ActionLog &m_log;
    Database &m_db;
    Transaction m_tx;
    QList<StateOp> m_ops;
    bool m_committed = false;
};

} // namespace Reeve
