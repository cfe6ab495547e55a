#include "textfunction.h"

#include <sqlite3.h>

#include "storage/sqlitehandle.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QByteArrayView argument(sqlite3_value *value)
{
    const auto *text = reinterpret_cast<const char *>(sqlite3_value_text(value));
    return text ? QByteArrayView(text, sqlite3_value_bytes(value)) : QByteArrayView();
}

void call(sqlite3_context *context, int count, sqlite3_value **values)
{
    const auto *body = static_cast<const TextFunction::Body *>(sqlite3_user_data(context));
    if (count != 2) {
        sqlite3_result_null(context);
        return;
    }
    const QByteArray result = (*body)(argument(values[0]), argument(values[1])).toUtf8();
    if (result.isEmpty())
        sqlite3_result_null(context);
    else
        sqlite3_result_text(context, result.constData(), int(result.size()), SQLITE_TRANSIENT);
}

void release(void *body)
{
    delete static_cast<TextFunction::Body *>(body);
}

} // namespace

void TextFunction::define(Database &db, const char *name, Body body)
{
    auto *kept = new Body(std::move(body)); // SQLite owns it from here: release() deletes it
    const int rc = sqlite3_create_function_v2(sqliteHandle(db), name, 2, SQLITE_UTF8, kept, &call, nullptr,
                                              nullptr, &release);
    if (rc != SQLITE_OK)
        throw Failure::internal(u"SQLite refused the function %1"_s.arg(QString::fromLatin1(name)));
}

} // namespace Reeve
