#include "tablelibrary.h"

#include <algorithm>

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

#include "tables/tablelayout.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

[[noreturn]] void failIn(const QString &source, const QString &jsonPath, const QString &message)
{
    throw Failure::badInput(u"%1: %2"_s.arg(source, message), QJsonObject{{u"kind"_s, u"bad-table-file"_s},
                                                                          {u"file"_s, source},
                                                                          {u"path"_s, jsonPath}});
}

/// 1-based line and column of a byte offset, for JSON syntax errors.
QString position(const QByteArray &json, int offset)
{
    const QByteArray before = json.left(offset);
    const int line = int(before.count('\n')) + 1;
    const int column = int(offset - (before.lastIndexOf('\n') + 1)) + 1;
    return QCoreApplication::translate("Reeve::Tables", "line %1, column %2").arg(line).arg(column);
}

QList<RuleTable> parseDocument(const QByteArray &json, const QString &source)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        failIn(source, u"$"_s,
               QCoreApplication::translate("Reeve::Tables", "$: not valid JSON at %1: %2.")
                       .arg(position(json, parseError.offset), parseError.errorString()));
    // Other readers keep their own JSON under rules/ too (game.json, unit lists): only a root
    // object with a "tables" key is a table document; its other root keys are theirs.
    if (!document.isObject() || !document.object().contains(u"tables"_s))
        return {};
    const QJsonObject root = document.object();
    const QString game = root.value(u"game"_s).toString();
    if (!RuleTable::gameIds().contains(game))
        failIn(source, u"$.game"_s,
               QCoreApplication::translate("Reeve::Tables", "$.game: expected one of %1.")
                       .arg(RuleTable::gameIds().join(u", "_s)));
    if (!root.value(u"tables"_s).isArray())
        failIn(source, u"$.tables"_s,
               QCoreApplication::translate("Reeve::Tables", "$.tables: expected a list of tables."));
    const QJsonArray tables = root.value(u"tables"_s).toArray();
    QList<RuleTable> parsed;
    for (qsizetype i = 0; i < tables.size(); ++i) {
        const QString path = u"$.tables[%1]"_s.arg(i);
        if (!tables[i].isObject())
            failIn(source, path,
                   QCoreApplication::translate("Reeve::Tables", "%1: expected a table object.").arg(path));
        try {
            parsed.append(RuleTable::fromJson(tables[i].toObject(), game, path));
        } catch (const Failure &failure) {
            failIn(source, failure.detail().value(u"path"_s).toString(path), failure.message());
        }
    }
    return parsed;
}

} // namespace

QList<TableLibrary::LoadError> TableLibrary::loadDefault(const QStringList &extraDirectories)
{
    QList<LoadError> errors = loadDirectory(ResourceRoot.toString());
    for (const QString &directory : extraDirectories)
        errors += loadDirectory(directory);
    return errors;
}

QList<TableLibrary::LoadError> TableLibrary::loadDirectory(const QString &directory)
{
    QStringList files;
    QDirIterator it(directory, {u"*.json"_s}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        files.append(it.next());
    std::sort(files.begin(), files.end());
    QList<LoadError> errors;
    for (const QString &file : std::as_const(files)) {
        try {
            loadFile(file);
        } catch (const Failure &failure) {
            errors.append({file, failure.detail().value(u"path"_s).toString(), failure.message()});
        }
    }
    return errors;
}

void TableLibrary::loadFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        failIn(path, u"$"_s,
               QCoreApplication::translate("Reeve::Tables", "cannot be read: %1.").arg(file.errorString()));
    loadDocument(file.readAll(), path);
}

void TableLibrary::loadDocument(const QByteArray &json, const QString &source)
{
    const QList<RuleTable> tables = parseDocument(json, source);
    for (qsizetype i = 0; i < tables.size(); ++i) {
        const QString &id = tables[i].id();
        if (m_tables.contains(id))
            failIn(source, u"$.tables[%1].id"_s.arg(i),
                   QCoreApplication::translate("Reeve::Tables",
                                               "$.tables[%1].id: table %2 is already defined in %3.")
                           .arg(i)
                           .arg(id, m_sources.value(id)));
        for (qsizetype j = 0; j < i; ++j) {
            if (tables[j].id() == id)
                failIn(source, u"$.tables[%1].id"_s.arg(i),
                       QCoreApplication::translate(
                               "Reeve::Tables",
                               "$.tables[%1].id: table %2 is already defined at $.tables[%3].")
                               .arg(i)
                               .arg(id)
                               .arg(j));
        }
    }
    for (const RuleTable &table : tables)
        addTable(table, source);
}

void TableLibrary::addTable(const RuleTable &table, const QString &source)
{
    if (table.id().isEmpty())
        throw Failure::badInput(
                QCoreApplication::translate("Reeve::Tables", "A table without an id cannot be added."));
    if (m_tables.contains(table.id()))
        throw Failure::badInput(
                QCoreApplication::translate("Reeve::Tables", "Table %1 is already defined in %2.")
                        .arg(table.id(), m_sources.value(table.id())));
    m_tables.insert(table.id(), table);
    m_sources.insert(table.id(), source);
}

const RuleTable *TableLibrary::find(const QString &id) const
{
    const auto it = m_tables.constFind(id);
    return it == m_tables.cend() ? nullptr : &it.value();
}

const RuleTable &TableLibrary::table(const QString &id) const
{
    if (const RuleTable *found = find(id))
        return *found;
    throw Failure::badInput(QCoreApplication::translate("Reeve::Tables", "There is no rule table %1.").arg(id),
                            QJsonObject{{u"kind"_s, u"unknown-table"_s}, {u"table"_s, id}});
}

QStringList TableLibrary::tableIds() const
{
    QStringList ids = m_tables.keys();
    ids.sort();
    return ids;
}

QStringList TableLibrary::tableIds(const QString &game) const
{
    QStringList ids;
    for (auto it = m_tables.cbegin(); it != m_tables.cend(); ++it) {
        if (it.value().game() == game)
            ids.append(it.key());
    }
    ids.sort();
    return ids;
}

QStringList TableLibrary::games() const
{
    QStringList games;
    for (const RuleTable &table : m_tables) {
        if (!games.contains(table.game()))
            games.append(table.game());
    }
    games.sort();
    return games;
}

void TableLibrary::applyOverride(const Override &figure)
{
    const auto it = m_tables.find(figure.tableId);
    if (it == m_tables.end())
        throw Failure::badInput(
                QCoreApplication::translate("Reeve::Tables",
                                            "A house figure names table %1, which does not exist.")
                        .arg(figure.tableId));
    RuleTable &table = it.value();
    if (figure.rowKey == TableLayout::overrideKey()) { // the referee's own columns and rows, all cells missing
        table = TableLayout::relaid(table, figure.value.toObject());
        return;
    }
    const auto key = RowKey::parse(figure.rowKey);
    const int row = key ? table.rowIndexOf(*key) : -1;
    if (row < 0)
        throw Failure::badInput(
                QCoreApplication::translate("Reeve::Tables",
                                            "A house figure names row %1 of table %2, which has no such row.")
                        .arg(figure.rowKey, table.id()));
    const int column = table.columnIndex(figure.columnLabel);
    if (column < 0)
        throw Failure::badInput(
                QCoreApplication::translate(
                        "Reeve::Tables",
                        "A house figure names column %1 of table %2, which has no such column.")
                        .arg(figure.columnLabel, table.id()));
    if (figure.value.isNull() || figure.value.isUndefined())
        throw Failure::badInput(
                QCoreApplication::translate("Reeve::Tables", "A house figure for table %1, %2 has no value.")
                        .arg(table.id(), table.cellName(row, column)));
    table.setCell(row, column, figure.value, Provenance::House, figure.note);
}

void TableLibrary::applyOverrides(const QList<Override> &overrides)
{
    // Layouts first: a table's house figures are keyed by the rows and columns its layout gives.
    for (const Override &figure : overrides) {
        if (figure.rowKey == TableLayout::overrideKey())
            applyOverride(figure);
    }
    for (const Override &figure : overrides) {
        if (figure.rowKey != TableLayout::overrideKey())
            applyOverride(figure);
    }
}

} // namespace Reeve
