#pragma once

#include <functional>
#include <map>
#include <memory>

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <QVariant>

namespace Reeve {

/**
 * One named Qt Sql connection to a campaign file, with the pragmas Reeve needs
 * (WAL, foreign keys, full sync) and small helpers that throw Failure on error.
 * Prepared statements are cached per SQL text. Not copyable; one per thread.
 *
 * Everything SQLite-specific lives in this class and in CampaignFile, so the rest
 * of core speaks portable SQL.
 */
class Database
{
public:
    /// FileAlone: read-only, and only the file's own pages: a write-ahead log beside it is not read
    /// (SQLite's immutable open; only while no one can be writing, under the writer's lock).
    enum class Mode { ReadWrite, ReadOnly, FileAlone };

    Database(const QString &path, Mode mode);
    ~Database();
    Database(const Database &) = delete;
    Database &operator=(const Database &) = delete;

    const QString &path() const { return m_path; }
    Mode mode() const { return m_mode; }
    bool isReadOnly() const { return m_mode != Mode::ReadWrite; }

    /// Runs a statement with positional bindings; throws Failure on error.
    QSqlQuery &exec(const QString &sql, const QVariantList &binds = {});
    /// Runs a statement and returns every row as a column→value map.
    QList<QVariantMap> select(const QString &sql, const QVariantList &binds = {});
    /// Runs a statement and returns the first column of the first row (or an invalid QVariant).
    QVariant scalar(const QString &sql, const QVariantList &binds = {});

    /// Begins a transaction, or a savepoint inside the open one (levels nest).
    void begin();
    /// Commits the innermost level (the transaction itself at the outermost).
    void commit();
    /// Rolls back the innermost level only (the whole transaction at the outermost).
    void rollback();
    /// Rolls back the whole transaction, whatever the level.
    void rollbackAll();
    bool inTransaction() const { return m_depth > 0; }
    /// How many times a transaction was rolled back: a scope spanning several writers (ActionGroup)
    /// compares it to see that no inner writer rolled the whole transaction back under it.
    quint64 rollbackCount() const { return m_rollbacks; }

    /// Full durability (the default: every commit reaches the disk) or fast bulk
    /// writing for generators and imports that can simply be run again.
    enum class Durability { Full, Bulk };
    void setDurability(Durability durability);

    /// Copies the whole database as last committed into a new file (used for rolling backups).
    void copyTo(const QString &targetPath);

    /// Runs \a hook once, just before the first outermost COMMIT on this connection, while the
    /// transaction still holds the write lock and other connections still read the file as it was.
    /// A transaction that rolls back (a refused or failed command) does not run it.
    void setBeforeFirstCommit(std::function<void()> hook) { m_beforeFirstCommit = std::move(hook); }

    QSqlDatabase &connection() { return m_db; }

private:
    QSqlQuery &prepared(const QString &sql);
    void finishAll();
    [[noreturn]] void fail(const QString &what, const QSqlError &error) const;

    QString m_path;
    QString m_name;
    Mode m_mode;
    QSqlDatabase m_db;
    std::map<QString, std::unique_ptr<QSqlQuery>> m_statements;
    int m_depth = 0;
    quint64 m_rollbacks = 0;
    std::function<void()> m_beforeFirstCommit;
};

/** Scoped transaction: commits on commit(), rolls back if left without it. */
class Transaction
{
public:
    explicit Transaction(Database &db) : m_db(db) { m_db.begin(); }
    ~Transaction()
    {
        if (!m_done)
            m_db.rollback();
    }
    void commit()
    {
        m_db.commit();
        m_done = true;
    }
    Transaction(const Transaction &) = delete;
    Transaction &operator=(const Transaction &) = delete;

private:
    Database &m_db;
    bool m_done = false;
};

} // namespace Reeve
