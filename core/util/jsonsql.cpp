#include "jsonsql.h"

#include <cmath>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace Reeve {

QVariant JsonSql::toSql(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        return QVariant(QMetaType::fromType<QString>());
    case QJsonValue::Bool:
        return value.toBool() ? 1 : 0;
    case QJsonValue::Double: {
        const double d = value.toDouble();
        if (std::floor(d) == d && std::fabs(d) < 9.0e15)
            return qint64(d);
        return d;
    }
    case QJsonValue::String:
        return value.toString();
    case QJsonValue::Array:
        return QString::fromUtf8(QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact));
    case QJsonValue::Object:
        return QString::fromUtf8(QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact));
    }
    return {};
}

QJsonValue JsonSql::fromSql(const QVariant &value)
{
    if (value.isNull() || !value.isValid())
        return QJsonValue::Null;
    switch (value.typeId()) {
    case QMetaType::Int:
    case QMetaType::LongLong:
    case QMetaType::UInt:
    case QMetaType::ULongLong:
        return QJsonValue(value.toLongLong());
    case QMetaType::Double:
        return QJsonValue(value.toDouble());
    case QMetaType::Bool:
        return QJsonValue(value.toBool() ? 1 : 0);
    default:
        return QJsonValue(value.toString());
    }
}

bool JsonSql::same(const QJsonValue &a, const QJsonValue &b)
{
    const bool aNull = a.isNull() || a.isUndefined();
    const bool bNull = b.isNull() || b.isUndefined();
    if (aNull || bNull)
        return aNull == bNull;
    if (a.isDouble() && b.isDouble())
        return a.toDouble() == b.toDouble();
    if (a.isBool() || b.isBool())
        return toSql(a) == toSql(b);
    return toSql(a).toString() == toSql(b).toString() && a.type() == b.type();
}

bool JsonSql::isIdentifier(const QString &name)
{
    if (name.isEmpty() || name.size() > 64)
        return false;
    for (qsizetype i = 0; i < name.size(); ++i) {
        const QChar c = name.at(i);
        const bool ok = (c >= u'a' && c <= u'z') || c == u'_' || (i > 0 && c >= u'0' && c <= u'9');
        if (!ok)
            return false;
    }
    return true;
}

} // namespace Reeve
