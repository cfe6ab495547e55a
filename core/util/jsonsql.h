#pragma once

#include <QJsonValue>
#include <QVariant>

namespace Reeve {

/**
 * Conversions between the JSON values stored in action payloads and the values
 * bound to or read from SQL. Integral numbers stay integers; objects and arrays
 * are stored as compact JSON text.
 */
class JsonSql
{
public:
    static QVariant toSql(const QJsonValue &value);
    static QJsonValue fromSql(const QVariant &value);
    /// Equality that treats 3 and 3.0 alike.
    static bool same(const QJsonValue &a, const QJsonValue &b);
    /// True for a safe SQL identifier (lowercase letters, digits, underscores).
    static bool isIdentifier(const QString &name);
};

} // namespace Reeve
