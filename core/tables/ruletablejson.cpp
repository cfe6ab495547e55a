#include "ruletablejson.h"

#include <array>

#include <QCoreApplication>
#include <QJsonArray>
#include <QSet>

#include "tables/ruletable.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

[[noreturn]] void fail(const QString &path, const QString &message)
{
    throw Failure::badInput(u"%1: %2"_s.arg(path, message),
                            QJsonObject{{u"kind"_s, u"bad-table-json"_s}, {u"path"_s, path}});
}

void checkKeys(const QJsonObject &object, const QStringList &allowed, const QString &path)
{
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (!allowed.contains(it.key()))
            fail(path,
                 QCoreApplication::translate("Reeve::Tables", "unknown key \"%1\" (expected one of %2).")
                         .arg(it.key(), allowed.join(u", "_s)));
    }
}

QString requireString(const QJsonObject &object, const QString &key, const QString &path, bool required)
{
    const QJsonValue value = object.value(key);
    if (value.isUndefined() && !required)
        return {};
    if (!value.isString() || (required && value.toString().trimmed().isEmpty()))
        fail(path + u'.' + key,
             QCoreApplication::translate("Reeve::Tables", "expected a non-empty text, found %1.")
                     .arg(RuleTableJson::describe(value)));
    return value.toString();
}

std::optional<Provenance> readProvenance(const QJsonObject &object, const QString &path,
                                         std::optional<Provenance> inherited)
{
    const QJsonValue value = object.value(u"provenance"_s);
    if (value.isUndefined())
        return inherited;
    const auto provenance = provenanceFromString(value.toString());
    if (!value.isString() || !provenance)
        fail(path + u".provenance"_s,
             QCoreApplication::translate("Reeve::Tables",
                                         "expected one of printed, text, example, house, missing; found %1.")
                     .arg(value.isString() ? u"\"%1\""_s.arg(value.toString())
                                           : RuleTableJson::describe(value)));
    return provenance;
}

TableCell readCell(const QJsonValue &json, const QString &path, std::optional<Provenance> inherited)
{
    TableCell cell;
    QJsonValue value = json;
    std::optional<Provenance> provenance = inherited;
    if (json.isObject()) {
        const QJsonObject object = json.toObject();
        checkKeys(object, {u"value"_s, u"provenance"_s, u"note"_s}, path);
        value = object.value(u"value"_s);
        provenance = readProvenance(object, path, inherited);
        cell.note = requireString(object, u"note"_s, path, false);
    }
    if (value.isUndefined() || value.isNull()) {
        if (json.isObject() && json.toObject().contains(u"provenance"_s) && provenance != Provenance::Missing)
            fail(path,
                 QCoreApplication::translate("Reeve::Tables",
                                             "a cell without a value must have provenance \"missing\"."));
        cell.value = QJsonValue(QJsonValue::Null);
        cell.provenance = Provenance::Missing;
        return cell;
    }
    if (!value.isDouble() && !value.isString())
        fail(path, QCoreApplication::translate("Reeve::Tables", "a figure is a number or a text, not %1.")
                           .arg(RuleTableJson::describe(value)));
    if (!provenance)
        fail(path,
             QCoreApplication::translate("Reeve::Tables", "the figure %1 has no provenance: give the cell as "
                                                          "{\"value\": ..., \"provenance\": ...} "
                                                          "or set \"provenance\" on its row or table.")
                     .arg(value.isString() ? value.toString() : QString::number(value.toDouble())));
    if (*provenance == Provenance::Missing)
        fail(path,
             QCoreApplication::translate("Reeve::Tables", "a cell marked missing cannot have a value."));
    cell.value = value;
    cell.provenance = *provenance;
    return cell;
}

QStringList readStringList(const QJsonObject &object, const QString &key, const QString &path, bool required)
{
    const QJsonValue value = object.value(key);
    if (value.isUndefined() && !required)
        return {};
    if (!value.isArray())
        fail(path + u'.' + key,
             QCoreApplication::translate("Reeve::Tables", "expected a list of texts, found %1.")
                     .arg(RuleTableJson::describe(value)));
    QStringList list;
    const QJsonArray array = value.toArray();
    for (qsizetype i = 0; i < array.size(); ++i) {
        if (!array[i].isString())
            fail(u"%1.%2[%3]"_s.arg(path, key).arg(i),
                 QCoreApplication::translate("Reeve::Tables", "expected a text, found %1.")
                         .arg(RuleTableJson::describe(array[i])));
        list.append(array[i].toString());
    }
    return list;
}

QList<RowKey> readRowKeys(const QJsonArray &rows, const QString &path)
{
    QList<RowKey> keys;
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const QString rowPath = u"%1.rows[%2]"_s.arg(path).arg(i);
        if (!rows[i].isObject())
            fail(rowPath, QCoreApplication::translate("Reeve::Tables", "expected a row object, found %1.")
                                  .arg(RuleTableJson::describe(rows[i])));
        const QJsonValue key = rows[i].toObject().value(u"key"_s);
        const auto parsed = key.isString()   ? RowKey::parse(key.toString())
                            : key.isDouble() ? RowKey::parse(QString::number(key.toDouble()))
                                             : std::nullopt;
        if (!parsed)
            fail(rowPath + u".key"_s,
                 QCoreApplication::translate("Reeve::Tables",
                                             "expected a row key such as 4, 2-3, <=1 or 7+, found %1.")
                         .arg(key.isString() ? key.toString() : RuleTableJson::describe(key)));
        keys.append(*parsed);
    }
    return keys;
}

void readCells(RuleTable &table, const QJsonArray &rows, const QString &path,
               std::optional<Provenance> tableDefault)
{
    for (int row = 0; row < table.rowCount(); ++row) {
        const QString rowPath = u"%1.rows[%2]"_s.arg(path).arg(row);
        const QJsonObject object = rows[row].toObject();
        checkKeys(object, {u"key"_s, u"provenance"_s, u"cells"_s}, rowPath);
        const std::optional<Provenance> rowDefault = readProvenance(object, rowPath, tableDefault);
        const QJsonValue cells = object.value(u"cells"_s);
        if (cells.isUndefined())
            continue; // every cell stays missing
        if (!cells.isArray() || cells.toArray().size() != table.columnCount())
            fail(rowPath + u".cells"_s,
                 QCoreApplication::translate("Reeve::Tables",
                                             "expected a list of %1 cells (one per column), found %2.")
                         .arg(table.columnCount())
                         .arg(cells.isArray() ? QCoreApplication::translate("Reeve::Tables", "%1 cells")
                                                        .arg(cells.toArray().size())
                                              : RuleTableJson::describe(cells)));
        const QJsonArray array = cells.toArray();
        for (int column = 0; column < table.columnCount(); ++column)
            table.setCell(row, column,
                          readCell(array[column], u"%1.cells[%2]"_s.arg(rowPath).arg(column), rowDefault));
    }
}

} // namespace

RuleTable RuleTableJson::read(const QJsonObject &object, const QString &game, const QString &path)
{
    checkKeys(object,
              {u"id"_s, u"game"_s, u"title"_s, u"rule_refs"_s, u"kind"_s, u"dice"_s, u"column_kind"_s,
               u"columns"_s, u"provenance"_s, u"note"_s, u"rows"_s},
              path);
    const QString id = requireString(object, u"id"_s, path, true);
    QString tableGame = requireString(object, u"game"_s, path, false);
    if (!game.isEmpty() && !tableGame.isEmpty() && game != tableGame)
        fail(path + u".game"_s,
             QCoreApplication::translate("Reeve::Tables",
                                         "the table says game %1 but its file is for game %2.")
                     .arg(tableGame, game));
    if (tableGame.isEmpty())
        tableGame = game;
    const QString kindText = requireString(object, u"kind"_s, path, true);
    const auto kind = RuleTable::kindFromString(kindText);
    if (!kind)
        fail(path + u".kind"_s,
             QCoreApplication::translate("Reeve::Tables",
                                         "expected die, two-dimensional or d66, found \"%1\".")
                     .arg(kindText));
    const QString columnKindText = requireString(object, u"column_kind"_s, path, false);
    const auto columnKind = columnKindText.isEmpty() ? RuleTable::ColumnKind::Label
                                                     : RuleTable::columnKindFromString(columnKindText);
    if (!columnKind)
        fail(path + u".column_kind"_s,
             QCoreApplication::translate("Reeve::Tables",
                                         "expected label, ratio or differential, found \"%1\".")
                     .arg(columnKindText));
    const QStringList columns = readStringList(object, u"columns"_s, path, true);
    const QJsonValue rows = object.value(u"rows"_s);
    if (!rows.isArray())
        fail(path + u".rows"_s,
             QCoreApplication::translate("Reeve::Tables", "expected a list of rows, found %1.")
                     .arg(describe(rows)));
    const QList<RowKey> keys = readRowKeys(rows.toArray(), path);

    RuleTable table;
    try {
        table = RuleTable(id, tableGame, *kind, keys, columns, *columnKind);
    } catch (const Failure &failure) {
        fail(path, failure.message());
    }
    table.setTitle(requireString(object, u"title"_s, path, true));
    table.setRuleRefs(readStringList(object, u"rule_refs"_s, path, false));
    table.setNote(requireString(object, u"note"_s, path, false));
    const QString dice = requireString(object, u"dice"_s, path, *kind != RuleTable::Kind::D66List);
    if (!dice.isEmpty())
        table.setDice(dice);
    readCells(table, rows.toArray(), path, readProvenance(object, path, std::nullopt));
    return table;
}

namespace {

/// The provenance most cells of the row share (Missing when every cell is missing).
Provenance rowProvenance(const RuleTable &table, int row)
{
    std::array<int, 5> counts{};
    Provenance best = Provenance::Missing;
    int bestCount = 0;
    for (int column = 0; column < table.columnCount(); ++column) {
        const TableCell &cell = table.cell(row, column);
        if (cell.isMissing())
            continue;
        const int count = ++counts[std::size_t(cell.provenance)];
        if (count > bestCount) {
            best = cell.provenance;
            bestCount = count;
        }
    }
    return best;
}

QJsonValue writeCell(const TableCell &cell, Provenance rowDefault)
{
    const bool bare = cell.note.isEmpty() && (cell.isMissing() || cell.provenance == rowDefault);
    if (bare)
        return cell.isMissing() ? QJsonValue(QJsonValue::Null) : cell.value;
    QJsonObject object{{u"value"_s, cell.isMissing() ? QJsonValue(QJsonValue::Null) : cell.value},
                       {u"provenance"_s,
                        provenanceToString(cell.isMissing() ? Provenance::Missing : cell.provenance)}};
    if (!cell.note.isEmpty())
        object.insert(u"note"_s, cell.note);
    return object;
}

} // namespace

QJsonObject RuleTableJson::write(const RuleTable &table)
{
    QJsonObject object{
            {u"id"_s, table.id()},
            {u"game"_s, table.game()},
            {u"title"_s, table.title()},
            {u"rule_refs"_s, QJsonArray::fromStringList(table.ruleRefs())},
            {u"kind"_s, RuleTable::kindToString(table.kind())},
            {u"dice"_s, table.dice()},
            {u"column_kind"_s, RuleTable::columnKindToString(table.columnKind())},
            {u"columns"_s, QJsonArray::fromStringList(table.columns())},
    };
    if (!table.note().isEmpty())
        object.insert(u"note"_s, table.note());
    QJsonArray rows;
    for (int row = 0; row < table.rowCount(); ++row) {
        const Provenance rowDefault = rowProvenance(table, row);
        QJsonArray cells;
        for (int column = 0; column < table.columnCount(); ++column)
            cells.append(writeCell(table.cell(row, column), rowDefault));
        rows.append(QJsonObject{{u"key"_s, table.rowKey(row).toString()},
                                {u"provenance"_s, provenanceToString(rowDefault)},
                                {u"cells"_s, cells}});
    }
    object.insert(u"rows"_s, rows);
    return object;
}

QString RuleTableJson::describe(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null:
        return QCoreApplication::translate("Reeve::Tables", "null");
    case QJsonValue::Bool:
        return value.toBool() ? u"true"_s : u"false"_s;
    case QJsonValue::Double:
        return QString::number(value.toDouble());
    case QJsonValue::String:
        return u"\"%1\""_s.arg(value.toString());
    case QJsonValue::Array:
        return QCoreApplication::translate("Reeve::Tables", "a list");
    case QJsonValue::Object:
        return QCoreApplication::translate("Reeve::Tables", "an object");
    case QJsonValue::Undefined:
        break;
    }
    return QCoreApplication::translate("Reeve::Tables", "nothing");
}

} // namespace Reeve
