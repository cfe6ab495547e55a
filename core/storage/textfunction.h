#pragma once

#include <functional>

#include <QByteArrayView>
#include <QString>

namespace Reeve {

class Database;

/**
 * An SQL function of two text arguments defined on one campaign's connection, for conditions SQL
 * cannot say by itself: the log's search in the reader's language reads each line's recipe
 * (docs/ARCHITECTURE.md, "Log lines in the reader's language"). The function gets the arguments'
 * UTF-8 bytes (empty for NULL) and gives NULL back for an empty string.
 */
class TextFunction
{
public:
    using Body = std::function<QString(QByteArrayView first, QByteArrayView second)>;
    /// Defines (or redefines) \a name on \a db's connection; throws Failure::internal when SQLite refuses.
    static void define(Database &db, const char *name, Body body);
    /// Defines \a name on \a db's connection unless it already is (a query that needs the function
    /// calls this every time: the connection keeps it until it closes). Returns whether it defined it.
    static bool ensure(Database &db, const char *name, Body body);
    /// Whether \a name is defined on \a db's connection through this class.
    static bool defined(Database &db, const char *name);
};

} // namespace Reeve
