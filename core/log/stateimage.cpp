#include "stateimage.h"

#include <charconv>
#include <cmath>
#include <cstring>

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QVariant>

#include "storage/database.h"
#include "storage/schema.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

using Cell = StateImage::Cell;
using Kind = StateImage::Cell::Kind;

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::StateImage", text);
}

bool fitsWhole(double d)
{
    return std::floor(d) == d && std::fabs(d) < 9.0e15; // what JsonSql::toSql keeps as an integer
}

/// A number as JsonSql::toSql stores it: an integer when it is whole and small enough, else a real.
Cell number(double d)
{
    Cell cell;
    if (fitsWhole(d)) {
        cell.kind = Kind::Integer;
        cell.integer = qint64(d);
    } else {
        cell.kind = Kind::Real;
        cell.real = d;
    }
    return cell;
}

/// \a value as the file would give it back (JsonSql::fromSql(JsonSql::toSql(value))): booleans as
/// 0/1, objects and arrays as their compact JSON text, nothing as NULL.
Cell stored(const JsonTape::Value &value)
{
    Cell cell;
    switch (value.type()) {
    case JsonTape::Type::String:
        cell.kind = Kind::Text;
        cell.text = value.text().toByteArray();
        break;
    case JsonTape::Type::Number:
        return number(value.toDouble());
    case JsonTape::Type::Bool:
        cell.kind = Kind::Integer;
        cell.integer = value.toBool() ? 1 : 0;
        break;
    case JsonTape::Type::Array:
    case JsonTape::Type::Object:
        cell.kind = Kind::Text;
        cell.text = value.isArray() ? QJsonDocument(value.toQt().toArray()).toJson(QJsonDocument::Compact)
                                    : QJsonDocument(value.toQt().toObject()).toJson(QJsonDocument::Compact);
        break;
    case JsonTape::Type::Null:
    case JsonTape::Type::Undefined:
        break;
    }
    return cell;
}

/// A value read through Qt Sql, as JsonSql::fromSql reads it.
Cell fromSql(const QVariant &value)
{
    Cell cell;
    if (value.isNull() || !value.isValid())
        return cell;
    switch (value.typeId()) {
    case QMetaType::Int:
    case QMetaType::LongLong:
    case QMetaType::UInt:
    case QMetaType::ULongLong:
        cell.kind = Kind::Integer;
        cell.integer = value.toLongLong();
        break;
    case QMetaType::Double:
        cell.kind = Kind::Real;
        cell.real = value.toDouble();
        break;
    case QMetaType::Bool:
        cell.kind = Kind::Integer;
        cell.integer = value.toBool() ? 1 : 0;
        break;
    default:
        cell.kind = Kind::Text;
        cell.text = value.toString().toUtf8();
        break;
    }
    return cell;
}

bool isNumber(const Cell &cell)
{
    return cell.kind == Kind::Integer || cell.kind == Kind::Real;
}

double numberOf(const Cell &cell)
{
    return cell.kind == Kind::Integer ? double(cell.integer) : cell.real;
}

/// JsonSql::same: NULL only equals NULL, numbers compare by value (3 and 3.0 alike), texts by text,
/// a number never equals a text.
bool same(const Cell &a, const Cell &b)
{
    if (a.kind == Kind::Null || b.kind == Kind::Null)
        return a.kind == b.kind;
    if (isNumber(a) && isNumber(b))
        return numberOf(a) == numberOf(b);
    return a.kind == Kind::Text && b.kind == Kind::Text && a.text == b.text;
}

void appendInteger(QByteArray &out, qint64 value)
{
    char digits[24];
    const auto end = std::to_chars(digits, digits + sizeof digits, value).ptr;
    out.append(digits, end - digits);
}

/// Appends \a cell as JsonSql::toSql(value).toString() gives it, the text its key is made of.
void appendKeyPart(QByteArray &out, const Cell &cell)
{
    switch (cell.kind) {
    case Kind::Null:
        break;
    case Kind::Text:
        out.append(cell.text);
        break;
    case Kind::Integer:
    case Kind::Real: {
        const double d = numberOf(cell);
        if (fitsWhole(d))
            appendInteger(out, cell.kind == Kind::Integer ? cell.integer : qint64(d));
        else
            out.append(QVariant(d).toString().toUtf8());
        break;
    }
    }
}

/// appendKeyPart(stored(value)), without a copy of a string or a whole number.
void appendKeyPart(QByteArray &out, const JsonTape::Value &value)
{
    if (value.isString())
        out.append(value.text());
    else if (value.isNumber() && fitsWhole(value.toDouble()))
        appendInteger(out, qint64(value.toDouble()));
    else
        appendKeyPart(out, stored(value));
}

/// same(cell, stored(value)), without making the stored cell (no copy of a string).
bool sameAsStored(const Cell &cell, const JsonTape::Value &value)
{
    switch (value.type()) {
    case JsonTape::Type::String:
        return cell.kind == Kind::Text && cell.text == value.text();
    case JsonTape::Type::Number: // stored as number(d), whose value is d itself
        return isNumber(cell) && numberOf(cell) == value.toDouble();
    case JsonTape::Type::Bool:
        return isNumber(cell) && numberOf(cell) == (value.toBool() ? 1.0 : 0.0);
    case JsonTape::Type::Null:
    case JsonTape::Type::Undefined:
        return cell.kind == Kind::Null;
    case JsonTape::Type::Array:
    case JsonTape::Type::Object:
        break;
    }
    return same(cell, stored(value));
}

/// cell = stored(value), a string copied into the cell's own bytes where they can hold it.
void assignStored(Cell &cell, const JsonTape::Value &value)
{
    if (!value.isString()) {
        cell = stored(value);
        return;
    }
    const QByteArrayView text = value.text();
    cell.kind = Kind::Text;
    cell.text.resize(text.size()); // keeps the capacity of a text the cell held alone
    if (!text.isEmpty())
        std::memcpy(cell.text.data(), text.data(), size_t(text.size()));
}

const Cell &cellAt(const StateImage::Row &row, int index)
{
    static const Cell null;
    return index >= 0 && index < row.size() ? row.at(index) : null;
}

QJsonValue toJson(const Cell &cell)
{
    switch (cell.kind) {
    case Kind::Null:
        break;
    case Kind::Integer:
        return QJsonValue(cell.integer);
    case Kind::Real:
        return QJsonValue(cell.real);
    case Kind::Text:
        return QJsonValue(QString::fromUtf8(cell.text));
    }
    return QJsonValue(QJsonValue::Null);
}

QString jsonText(const QJsonObject &object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

/// An op's key as its message names it (an object, or {} when it is none).
QString keyText(const JsonTape::Value &key)
{
    return jsonText(key.isObject() ? key.toQt().toObject() : QJsonObject());
}

/// \a value when it is an object, else nothing (as QJsonValue::toObject() gives an empty object).
JsonTape::Value objectOrNothing(const JsonTape::Value &value)
{
    return value.isObject() ? value : JsonTape::Value();
}

} // namespace

int StateImage::Table::column(QByteArrayView columnName)
{
    for (int i = 0; i < columns.size(); ++i) {
        if (columns.at(i) == columnName)
            return i;
    }
    columns << columnName.toByteArray(); // not in the schema: kept, and found by compare unless NULL
    defaults << Cell();
    return int(columns.size() - 1);
}

StateImage::StateImage()
{
    Database fresh(u":memory:"_s, Database::Mode::ReadWrite);
    Schema::migrate(fresh);
    for (const QString &name : Schema::stateTables()) {
        Table table;
        table.name = name;
        table.id = name.toUtf8();
        for (const QVariantMap &column : fresh.select(u"PRAGMA table_info(%1)"_s.arg(name))) {
            const QString defaultSql = column.value(u"dflt_value"_s).toString();
            table.columns << column.value(u"name"_s).toString().toUtf8();
            table.defaults << (defaultSql.isEmpty() ? Cell()
                                                    : fromSql(fresh.scalar(u"SELECT "_s + defaultSql)));
        }
        for (const QString &key : Schema::keyColumns(name))
            table.keys << table.column(key.toUtf8());
        for (const QVariantMap &values : fresh.select(u"SELECT * FROM %1"_s.arg(name))) {
            Row row = table.defaults;
            for (auto it = values.begin(); it != values.end(); ++it)
                row[table.column(it.key().toUtf8())] = fromSql(it.value());
            QByteArray key;
            for (int index : std::as_const(table.keys))
                appendKeyPart(key, cellAt(row, index)), key.append('\x1f');
            table.rows.insert(key, row);
        }
        m_tables << table;
    }
}

StateImage::Table *StateImage::table(QByteArrayView name)
{
    if (m_last && m_last->id == name)
        return m_last; // ops of one table come in runs
    for (Table &table : m_tables) {
        if (table.id == name)
            return m_last = &table;
    }
    return nullptr;
}

QString StateImage::apply(const JsonTape::Value &op)
{
    const QByteArrayView kind = op.value("op").text();
    const bool insert = kind == "insert", update = kind == "update", remove = kind == "delete";
    if (!insert && !update && !remove)
        return u"unknown state op: %1"_s.arg(QString::fromUtf8(kind)); // StateOp::fromJson's words
    const QByteArrayView name = op.value("table").text();
    Table *table = this->table(name);
    if (!table)
        return tr("%1 is not a state table").arg(QString::fromUtf8(name));
    const JsonTape::Value key = objectOrNothing(op.value("key"));
    m_key.resize(0);
    for (int index : std::as_const(table->keys))
        appendKeyPart(m_key, key.value(table->columns.at(index))), m_key.append('\x1f');
    const JsonTape::Value values = objectOrNothing(op.value("new"));
    if (insert)
        return this->insert(*table, key, values);
    return change(*table, remove, key, objectOrNothing(op.value("old")), values);
}

QString StateImage::insert(Table &table, const JsonTape::Value &key, const JsonTape::Value &values)
{
    if (table.rows.contains(m_key))
        return tr("%1 already holds the row %2").arg(table.name, keyText(key));
    Row row = table.defaults;
    for (const JsonTape::Member &member : values) {
        const int index = table.column(member.key.text());
        row.resize(std::max(row.size(), qsizetype(index + 1)));
        row[index] = stored(member.value);
    }
    table.rows.insert(m_key, row);
    return {};
}

QString StateImage::change(Table &table, bool remove, const JsonTape::Value &key, const JsonTape::Value &old,
                           const JsonTape::Value &values)
{
    const auto row = table.rows.find(m_key);
    if (row == table.rows.end())
        return tr("%1 has no row %2").arg(table.name, keyText(key));
    for (const JsonTape::Member &member : old) {
        if (!sameAsStored(cellAt(*row, table.column(member.key.text())), member.value))
            return tr("%1 %2: %3 holds another value").arg(table.name, keyText(key), member.key.toString());
    }
    if (remove) {
        table.rows.erase(row);
        return {};
    }
    for (const JsonTape::Member &member : values) {
        const int index = table.column(member.key.text());
        row->resize(std::max(row->size(), qsizetype(index + 1)));
        assignStored((*row)[index], member.value);
    }
    return {};
}

QString StateImage::compareTable(Database &db, const Table &table)
{
    // Read column by column, straight from the query: a row becomes JSON only to be named in a message.
    QSqlQuery &query = db.exec(u"SELECT * FROM %1"_s.arg(table.name));
    const QSqlRecord record = query.record();
    QList<int> imageIndex; // the image's column of each stored column (-1: none)
    QStringList names;
    for (int i = 0; i < record.count(); ++i) {
        names << record.fieldName(i);
        imageIndex << int(table.columns.indexOf(record.fieldName(i).toUtf8()));
    }
    QList<int> storedKey, onlyInImage;
    for (int index : table.keys)
        storedKey << int(imageIndex.indexOf(index));
    for (int i = 0; i < table.columns.size(); ++i) {
        if (!imageIndex.contains(i))
            onlyInImage << i;
    }
    const auto rowText = [&](const Row &row, bool image) {
        QJsonObject json;
        if (image) {
            for (int i = 0; i < table.columns.size(); ++i)
                json.insert(QString::fromUtf8(table.columns.at(i)), toJson(cellAt(row, i)));
        } else {
            for (int i = 0; i < names.size(); ++i)
                json.insert(names.at(i), toJson(row.at(i)));
        }
        return jsonText(json);
    };
    QSet<QByteArray> seen;
    QString problem;
    Row storedRow(names.size());
    QByteArray key;
    while (problem.isEmpty() && query.next()) {
        for (int i = 0; i < names.size(); ++i)
            storedRow[i] = fromSql(query.value(i));
        key.resize(0);
        for (int index : std::as_const(storedKey))
            appendKeyPart(key, cellAt(storedRow, index)), key.append('\x1f');
        seen.insert(key);
        const auto replayed = table.rows.constFind(key);
        if (replayed == table.rows.cend()) {
            problem = tr("table %1 holds %2, which the log does not give")
                              .arg(table.name, rowText(storedRow, false));
            break;
        }
        bool equal = true;
        for (int i = 0; equal && i < names.size(); ++i)
            equal = same(storedRow.at(i), cellAt(*replayed, imageIndex.at(i)));
        for (int i = 0; equal && i < onlyInImage.size(); ++i)
            equal = cellAt(*replayed, onlyInImage.at(i)).kind == Kind::Null;
        if (!equal)
            problem = tr("table %1 holds %2 where the log gives %3")
                              .arg(table.name, rowText(storedRow, false), rowText(*replayed, true));
    }
    query.finish();
    for (auto it = table.rows.cbegin(); problem.isEmpty() && it != table.rows.cend(); ++it) {
        if (!seen.contains(it.key()))
            problem = tr("table %1 lacks %2, which the log gives").arg(table.name, rowText(it.value(), true));
    }
    return problem;
}

QString StateImage::compare(Database &db, QString *tableName) const
{
    for (const Table &table : m_tables) {
        const QString problem = compareTable(db, table);
        if (!problem.isEmpty()) {
            if (tableName)
                *tableName = table.name;
            return problem;
        }
    }
    return {};
}

} // namespace Reeve
