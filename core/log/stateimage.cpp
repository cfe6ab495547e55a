#include "stateimage.h"

#include <cmath>

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QStringList>

#include "log/stateop.h"
#include "storage/database.h"
#include "storage/schema.h"
#include "util/jsonsql.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::StateImage", text);
}

/// \a value as the file would give it back: booleans as 0/1, objects and arrays as JSON text.
/// The common kinds skip the round trip through QVariant and give what it gives.
QJsonValue stored(const QJsonValue &value)
{
    if (value.isString())
        return value;
    if (value.isDouble()) {
        const double d = value.toDouble();
        if (std::floor(d) == d && std::fabs(d) < 9.0e15)
            return QJsonValue(qint64(d));
        return QJsonValue(d);
    }
    return JsonSql::fromSql(JsonSql::toSql(value));
}

/// JsonSql::same, with two strings compared at once (what it would find through its conversions).
bool same(const QJsonValue &a, const QJsonValue &b)
{
    if (a.isString() && b.isString())
        return a.toString() == b.toString();
    return JsonSql::same(a, b);
}

/// JsonSql::toSql(value).toString(), without the QVariant for a string or a whole number.
QString sqlText(const QJsonValue &value)
{
    if (value.isString())
        return value.toString();
    if (value.isDouble()) {
        const double d = value.toDouble();
        if (std::floor(d) == d && std::fabs(d) < 9.0e15)
            return QString::number(qint64(d));
    }
    return JsonSql::toSql(value).toString();
}

QString rowText(const QJsonObject &row)
{
    return QString::fromUtf8(QJsonDocument(row).toJson(QJsonDocument::Compact));
}

} // namespace

StateImage::StateImage()
{
    Database fresh(u":memory:"_s, Database::Mode::ReadWrite);
    Schema::migrate(fresh);
    for (const QString &name : Schema::stateTables()) {
        Table table;
        table.keys = Schema::keyColumns(name);
        for (const QVariantMap &column : fresh.select(u"PRAGMA table_info(%1)"_s.arg(name))) {
            const QString defaultSql = column.value(u"dflt_value"_s).toString();
            table.defaults.insert(column.value(u"name"_s).toString(),
                                  defaultSql.isEmpty()
                                          ? QJsonValue()
                                          : JsonSql::fromSql(fresh.scalar(u"SELECT "_s + defaultSql)));
        }
        for (const QVariantMap &row : fresh.select(u"SELECT * FROM %1"_s.arg(name))) {
            QJsonObject json;
            for (auto it = row.begin(); it != row.end(); ++it)
                json.insert(it.key(), JsonSql::fromSql(it.value()));
            table.rows.insert(keyText(table.keys, json), json);
        }
        m_tables.insert(name, table);
    }
}

QString StateImage::keyText(const QStringList &keys, const QJsonObject &values)
{
    QString text;
    for (const QString &key : keys)
        text += sqlText(values.value(key)) + u'\x1f';
    return text;
}

QString StateImage::apply(const StateOp &op)
{
    const auto table = m_tables.find(op.table());
    if (table == m_tables.end())
        return tr("%1 is not a state table").arg(op.table());
    const QString key = keyText(table->keys, op.key());
    const auto row = table->rows.find(key);
    if (op.kind() == StateOp::Kind::Insert) {
        if (row != table->rows.end())
            return tr("%1 already holds the row %2").arg(op.table(), rowText(op.key()));
        QJsonObject inserted = table->defaults;
        for (auto it = op.newValues().begin(); it != op.newValues().end(); ++it)
            inserted.insert(it.key(), stored(it.value()));
        table->rows.insert(key, inserted);
        return {};
    }
    if (row == table->rows.end())
        return tr("%1 has no row %2").arg(op.table(), rowText(op.key()));
    const QJsonObject &expected = op.oldValues();
    for (auto it = expected.begin(); it != expected.end(); ++it) {
        if (!same(row->value(it.key()), stored(it.value())))
            return tr("%1 %2: %3 holds another value").arg(op.table(), rowText(op.key()), it.key());
    }
    if (op.kind() == StateOp::Kind::Delete) {
        table->rows.erase(row);
        return {};
    }
    for (auto it = op.newValues().begin(); it != op.newValues().end(); ++it)
        row->insert(it.key(), stored(it.value()));
    return {};
}

QString StateImage::compareTable(Database &db, const QString &name, const Table &table)
{
    // Read column by column, straight from the query: a row becomes JSON only to be named in a
    // message, so a large state compares without building an object per stored row.
    QSqlQuery &query = db.exec(u"SELECT * FROM %1"_s.arg(name));
    const QSqlRecord record = query.record();
    QStringList columns;
    QList<int> keyIndex;
    for (int i = 0; i < record.count(); ++i)
        columns << record.fieldName(i);
    for (const QString &key : table.keys)
        keyIndex << int(columns.indexOf(key));
    const auto storedRow = [&] {
        QJsonObject json;
        for (int i = 0; i < columns.size(); ++i)
            json.insert(columns.at(i), JsonSql::fromSql(query.value(i)));
        return json;
    };
    QSet<QString> seen;
    QString problem;
    while (problem.isEmpty() && query.next()) {
        QString key;
        for (int index : std::as_const(keyIndex))
            key += JsonSql::toSql(JsonSql::fromSql(query.value(index))).toString() + u'\x1f';
        seen.insert(key);
        const auto replayed = table.rows.constFind(key);
        if (replayed == table.rows.cend()) {
            problem = tr("table %1 holds %2, which the log does not give").arg(name, rowText(storedRow()));
            break;
        }
        bool same = true;
        for (int i = 0; same && i < columns.size(); ++i)
            same = JsonSql::same(JsonSql::fromSql(query.value(i)), replayed->value(columns.at(i)));
        for (auto it = replayed->begin(); same && it != replayed->end(); ++it)
            same = columns.contains(it.key()) || JsonSql::same(QJsonValue(), it.value());
        if (!same)
            problem = tr("table %1 holds %2 where the log gives %3")
                              .arg(name, rowText(storedRow()), rowText(*replayed));
    }
    query.finish();
    for (auto it = table.rows.cbegin(); problem.isEmpty() && it != table.rows.cend(); ++it) {
        if (!seen.contains(it.key()))
            problem = tr("table %1 lacks %2, which the log gives").arg(name, rowText(it.value()));
    }
    return problem;
}

QString StateImage::compare(Database &db, QString *tableName) const
{
    for (const QString &name : Schema::stateTables()) {
        const QString problem = compareTable(db, name, m_tables[name]);
        if (!problem.isEmpty()) {
            if (tableName)
                *tableName = name;
            return problem;
        }
    }
    return {};
}

} // namespace Reeve
