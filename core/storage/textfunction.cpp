#include "textfunction.h"

#include <sqlite3.h>

#include <QByteArray>
#include <QMutex>
#include <QSet>

#include "storage/sqlitehandle.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

/// What SQLite keeps for one function: its body, and where it is defined (to forget it again).
struct Kept
{
    TextFunction::Body body;
    sqlite3 *connection = nullptr;
    QByteArray name;
};

/// The functions defined, by connection and name. An entry goes when SQLite releases the function
/// (the connection closes, or the name is defined again), so a new connection at a freed address
/// is never taken for the old one.
QMutex g_mutex;
QSet<QPair<sqlite3 *, QByteArray>> g_defined;

QByteArrayView argument(sqlite3_value *value)
{
    const auto *text = reinterpret_cast<const char *>(sqlite3_value_text(value));
    return text ? QByteArrayView(text, sqlite3_value_bytes(value)) : QByteArrayView();
}

void call(sqlite3_context *context, int count, sqlite3_value **values)
{
    const auto *kept = static_cast<const Kept *>(sqlite3_user_data(context));
    if (count != 2) {
        sqlite3_result_null(context);
        return;
    }
    const QByteArray result = kept->body(argument(values[0]), argument(values[1])).toUtf8();
    if (result.isEmpty())
        sqlite3_result_null(context);
    else
        sqlite3_result_text(context, result.constData(), int(result.size()), SQLITE_TRANSIENT);
}

void release(void *data)
{
    auto *kept = static_cast<Kept *>(data);
    {
        QMutexLocker lock(&g_mutex);
        g_defined.remove({kept->connection, kept->name});
    }
    delete kept;
}

} // namespace

void TextFunction::define(Database &db, const char *name, Body body)
{
    sqlite3 *connection = sqliteHandle(db);
    // SQLite owns it from here: release() deletes it (and releases the one defined before, if any).
    auto *kept = new Kept{std::move(body), connection, QByteArray(name)};
    const int rc = sqlite3_create_function_v2(connection, name, 2, SQLITE_UTF8, kept, &call, nullptr, nullptr,
                                              &release);
    if (rc != SQLITE_OK)
        throw Failure::internal(u"SQLite refused the function %1"_s.arg(QString::fromLatin1(name)));
    QMutexLocker lock(&g_mutex);
    g_defined.insert({connection, QByteArray(name)});
}

bool TextFunction::ensure(Database &db, const char *name, Body body)
{
    if (defined(db, name))
        return false;
    define(db, name, std::move(body));
    return true;
}

bool TextFunction::defined(Database &db, const char *name)
{
    sqlite3 *connection = sqliteHandle(db);
    QMutexLocker lock(&g_mutex);
    return g_defined.contains({connection, QByteArray(name)});
}

} // namespace Reeve
