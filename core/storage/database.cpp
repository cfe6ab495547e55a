#include "database.h"

#include <atomic>

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QLoggingCategory>
#include <QSqlError>
#include <QSqlRecord>

#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {
std::atomic<int> s_connectionCounter{0};

// Every statement with its time, for finding slow queries:
// QT_LOGGING_RULES="reeve.sql.debug=true" reeve ...
Q_LOGGING_CATEGORY(lcSql, "reeve.sql", QtWarningMsg)

// A reader of a file in WAL mode needs the -shm index beside it, creating it when it is missing. In
// a folder nobody may write to (a CD, a shared read-only folder) that fails, so a file without a
// write-ahead log there is opened as immutable: nobody can be writing to it, as a writer would need
// its -wal in that same folder.
bool readsAsImmutable(const QString &path)
{
    const QFileInfo file(path);
    if (!file.exists() || QFileInfo(file.absolutePath()).isWritable())
        return false;
    const QFileInfo wal(path + u"-wal"_s);
    return !QFileInfo::exists(path + u"-shm"_s) && (!wal.exists() || wal.size() == 0);
}

QString immutableUri(const QString &path)
{
    QString encoded = QFileInfo(path).absoluteFilePath();
    encoded.replace(u"%"_s, u"%25"_s).replace(u"?"_s, u"%3f"_s).replace(u"#"_s, u"%23"_s);
    return u"file:"_s + encoded + u"?mode=ro&immutable=1"_s;
}
} // namespace

Database::Database(const QString &path, Mode mode)
    : m_path(path)
    , m_name(u"reeve-%1"_s.arg(++s_connectionCounter))
    , m_mode(mode)
{
    m_db = QSqlDatabase::addDatabase(u"QSQLITE"_s, m_name);
    QString options = u"QSQLITE_BUSY_TIMEOUT=5000"_s;
    if (mode != Mode::ReadWrite)
        options += u";QSQLITE_OPEN_READONLY"_s;
    if (mode == Mode::FileAlone || (mode == Mode::ReadOnly && readsAsImmutable(path))) {
        m_db.setDatabaseName(immutableUri(path));
        options += u";QSQLITE_OPEN_URI"_s;
    } else {
        m_db.setDatabaseName(path);
    }
    m_db.setConnectOptions(options);
    if (!m_db.open())
        fail(QCoreApplication::translate("Reeve::Database", "Cannot open %1").arg(path), m_db.lastError());
    if (mode == Mode::ReadWrite) {
        exec(u"PRAGMA journal_mode=WAL"_s);
        exec(u"PRAGMA synchronous=FULL"_s);
    }
    exec(u"PRAGMA foreign_keys=ON"_s);
    finishAll();
}

Database::~Database()
{
    m_statements.clear();
    if (m_depth > 0)
        m_db.rollback();
    m_db.close();
    m_db = QSqlDatabase();
    QSqlDatabase::removeDatabase(m_name);
}

QSqlQuery &Database::prepared(const QString &sql)
{
    auto it = m_statements.find(sql);
    if (it == m_statements.end()) {
        auto query = std::make_unique<QSqlQuery>(m_db);
        query->setForwardOnly(true);
        if (!query->prepare(sql))
            fail(QCoreApplication::translate("Reeve::Database", "Cannot prepare: %1").arg(sql),
                 query->lastError());
        it = m_statements.emplace(sql, std::move(query)).first;
    }
    QSqlQuery &query = *it->second;
    if (query.isActive())
        query.finish();
    return query;
}

QSqlQuery &Database::exec(const QString &sql, const QVariantList &binds)
{
    QSqlQuery &query = prepared(sql);
    for (int i = 0; i < binds.size(); ++i)
        query.bindValue(i, binds.at(i));
    QElapsedTimer timer;
    if (lcSql().isDebugEnabled())
        timer.start();
    if (!query.exec())
        fail(QCoreApplication::translate("Reeve::Database", "Statement failed in %1: %2").arg(m_path, sql),
             query.lastError());
    if (timer.isValid())
        qCDebug(lcSql, "%.2f ms %s", double(timer.nsecsElapsed()) / 1e6, qPrintable(sql.simplified()));
    return query;
}

QList<QVariantMap> Database::select(const QString &sql, const QVariantList &binds)
{
    QSqlQuery &query = exec(sql, binds);
    QList<QVariantMap> rows;
    const QSqlRecord record = query.record();
    QStringList names;
    for (int i = 0; i < record.count(); ++i)
        names << record.fieldName(i); // once, not per row: the names' strings are then shared
    while (query.next()) {
        QVariantMap row;
        for (int i = 0; i < names.size(); ++i)
            row.insert(names.at(i), query.value(i));
        rows.append(row);
    }
    query.finish();
    return rows;
}

QVariant Database::scalar(const QString &sql, const QVariantList &binds)
{
    QSqlQuery &query = exec(sql, binds);
    QVariant value;
    if (query.next())
        value = query.value(0);
    query.finish();
    return value;
}

void Database::begin()
{
    // The outermost level is the transaction; each level inside it is a savepoint, so a writer that
    // gives up inside a step's group (ActionGroup) takes back only its own changes.
    if (m_depth == 0) {
        exec(u"BEGIN IMMEDIATE"_s);
    } else {
        // SQLite opens no savepoint while a statement that wrote is still active: reset the cached
        // ones first, as a commit does.
        finishAll();
        exec(u"SAVEPOINT reeve_level_%1"_s.arg(m_depth));
    }
    ++m_depth;
}

void Database::commit()
{
    if (m_depth <= 0)
        throw Failure::internal(u"commit without a transaction"_s);
    if (--m_depth == 0) {
        finishAll();
        if (m_beforeFirstCommit) {
            const std::function<void()> hook = std::move(m_beforeFirstCommit);
            m_beforeFirstCommit = nullptr;
            hook();
        }
        exec(u"COMMIT"_s);
    } else {
        exec(u"RELEASE reeve_level_%1"_s.arg(m_depth));
    }
}

void Database::setDurability(Durability durability)
{
    exec(durability == Durability::Full ? u"PRAGMA synchronous=FULL"_s : u"PRAGMA synchronous=OFF"_s);
    finishAll();
}

void Database::finishAll()
{
    for (auto &entry : m_statements) {
        if (entry.second->isActive())
            entry.second->finish();
    }
}

void Database::rollback()
{
    if (m_depth <= 0)
        return;
    if (m_depth == 1) {
        rollbackAll();
        return;
    }
    --m_depth;
    finishAll();
    QSqlQuery query(m_db);
    query.exec(u"ROLLBACK TO reeve_level_%1"_s.arg(m_depth));
    query.exec(u"RELEASE reeve_level_%1"_s.arg(m_depth));
}

void Database::rollbackAll()
{
    if (m_depth <= 0)
        return;
    m_depth = 0;
    ++m_rollbacks;
    finishAll();
    QSqlQuery query(m_db);
    query.exec(u"ROLLBACK"_s);
}

void Database::copyTo(const QString &targetPath)
{
    QString quoted = targetPath;
    quoted.replace(u"'"_s, u"''"_s);
    QSqlQuery query(m_db);
    if (!query.exec(u"VACUUM INTO '%1'"_s.arg(quoted)))
        fail(QCoreApplication::translate("Reeve::Database", "Cannot copy %1 to %2").arg(m_path, targetPath),
             query.lastError());
}

void Database::fail(const QString &what, const QSqlError &error) const
{
    throw Failure::internal(u"%1: %2"_s.arg(what, error.text()));
}

} // namespace Reeve
