#include "campaigntables.h"

#include <optional>

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QStringList>

#include "campaign/campaign.h"
#include "log/actionlog.h"
#include "log/actionwriter.h"
#include "storage/database.h"
#include "tables/tablecsv.h"
#include "tables/tablelayout.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::CampaignTables", text);
}

QString encode(const QJsonValue &value)
{
    return QString::fromUtf8(QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact));
}

QJsonValue decode(const QString &text)
{
    return QJsonDocument::fromJson(text.toUtf8()).array().at(0);
}

void writeCell(ActionWriter &writer, const QString &tableId, const QString &rowKey, const QString &column,
               const QJsonValue &value)
{
    const QJsonObject key{{u"table_id"_s, tableId}, {u"row_key"_s, rowKey}, {u"column_label"_s, column}};
    if (writer.row(u"table_overrides"_s, key).isEmpty()) {
        QJsonObject row = key;
        row.insert(u"value"_s, encode(value));
        writer.insert(u"table_overrides"_s, row);
    } else {
        writer.update(u"table_overrides"_s, key, {{u"value"_s, encode(value)}});
    }
}

QString errorLines(const TableCsv::ImportResult &result)
{
    QStringList lines;
    for (const TableCsv::Error &e : result.errors)
        lines << e.message;
    return lines.join(u'\n');
}

/// The figures of \a table that came from the rules (printed, text or example), as "row 2, column 0".
QStringList ruleFigures(const RuleTable &table)
{
    QStringList found;
    for (int row = 0; row < table.rowCount(); ++row) {
        for (int column = 0; column < table.columnCount(); ++column) {
            const Provenance p = table.cell(row, column).provenance;
            if (p != Provenance::Missing && p != Provenance::House)
                found << table.cellName(row, column);
        }
    }
    return found;
}

/// The table laid out as \a csv gives it, with the campaign's house figures that still have their row
/// and column; throws Failure::badInput (with the import's \a errors) when the CSV is not a new layout
/// or may not be one.
RuleTable newLayout(Campaign &campaign, const RuleTable &table, const QByteArray &csv,
                    const TableCsv::ImportResult &errors)
{
    const QString refused = tr("The CSV for %1 was not imported:\n%2").arg(table.id(), errorLines(errors));
    const std::optional<QJsonObject> layout = TableLayout::fromCsv(QString::fromUtf8(csv));
    if (!layout || TableLayout::fitsIn(table, *layout))
        throw Failure::badInput(refused);
    const QStringList printed = ruleFigures(table);
    if (!printed.isEmpty())
        throw Failure::badInput(
                refused
                + tr("\nIts columns and rows are not the table's, and %1 holds figures from the "
                     "rules (%2), so it keeps the layout they were printed in: use its columns "
                     "(%3).")
                          .arg(table.id(), printed.first(), table.columns().join(u", "_s)));
    RuleTable relaid;
    try {
        relaid = TableLayout::relaid(table, *layout);
    } catch (const Failure &f) {
        throw Failure::badInput(
                refused + tr("\nRead as a new layout of the table it is refused too: %1").arg(f.message()));
    }
    QStringList lost; // figures already entered that the new layout has no row or column for
    for (const QVariantMap &row :
         campaign.database()
                 .select(u"SELECT row_key, column_label, value FROM table_overrides WHERE table_id = ?"_s,
                         {table.id()})) {
        const QString rowKey = row.value(u"row_key"_s).toString();
        if (rowKey == TableLayout::overrideKey())
            continue;
        const auto key = RowKey::parse(rowKey);
        const int r = key ? relaid.rowIndexOf(*key) : -1;
        const int c = relaid.columnIndex(row.value(u"column_label"_s).toString());
        if (r >= 0 && c >= 0)
            relaid.setCell(r, c, decode(row.value(u"value"_s).toString()), Provenance::House);
        else
            lost << tr("row %1, column %2 (%3)")
                            .arg(rowKey, row.value(u"column_label"_s).toString(),
                                 decode(row.value(u"value"_s).toString()).toVariant().toString());
    }
    // A layout lists every row and column of the printed chart: one that leaves out where a figure was
    // entered would lose it without a word.
    if (!lost.isEmpty())
        throw Failure::badInput(
                refused
                + tr("\nRead as a new layout of the table it is refused too: it has no row or column for the "
                     "figure(s) already entered at %1. List every row and column of the printed chart, those "
                     "included, or undo the import that entered them first.")
                          .arg(lost.join(u"; "_s)));
    return relaid;
}

/// Stores \a relaid's layout and drops the house figures whose row or column it no longer has.
void writeLayout(ActionWriter &writer, const RuleTable &relaid)
{
    QStringList rows;
    for (const RowKey &key : relaid.rowKeys())
        rows << key.toString(RowKey::Notation::Ascii);
    for (const QVariantMap &row :
         writer.database().select(u"SELECT row_key, column_label FROM table_overrides WHERE table_id = ?"_s,
                                  {relaid.id()})) {
        const QString rowKey = row.value(u"row_key"_s).toString();
        const auto key = RowKey::parse(rowKey);
        if (rowKey == TableLayout::overrideKey()
            || (key && relaid.rowIndexOf(*key) >= 0
                && relaid.columnIndex(row.value(u"column_label"_s).toString()) >= 0))
            continue;
        writer.remove(u"table_overrides"_s, {{u"table_id"_s, relaid.id()},
                                             {u"row_key"_s, rowKey},
                                             {u"column_label"_s, row.value(u"column_label"_s).toString()}});
    }
    const QJsonObject key{{u"table_id"_s, relaid.id()},
                          {u"row_key"_s, TableLayout::overrideKey()},
                          {u"column_label"_s, QString()}};
    const QString value = encode(TableLayout::toJson(rows, relaid.columns()));
    if (writer.row(u"table_overrides"_s, key).isEmpty()) {
        QJsonObject row = key;
        row.insert(u"value"_s, value);
        writer.insert(u"table_overrides"_s, row);
    } else {
        writer.update(u"table_overrides"_s, key, {{u"value"_s, value}});
    }
}

} // namespace

const TableLibrary &CampaignTables::builtIn()
{
    static const TableLibrary library = [] {
        TableLibrary l;
        l.loadDefault();
        return l;
    }();
    return library;
}

TableLibrary CampaignTables::forCampaign(Campaign &campaign)
{
    TableLibrary library = builtIn();
    QList<TableLibrary::Override> overrides;
    for (const QVariantMap &row : campaign.database().select(
                 u"SELECT table_id, row_key, column_label, value FROM table_overrides ORDER BY table_id"_s)) {
        TableLibrary::Override o;
        o.tableId = row.value(u"table_id"_s).toString();
        o.rowKey = row.value(u"row_key"_s).toString();
        o.columnLabel = row.value(u"column_label"_s).toString();
        o.value = decode(row.value(u"value"_s).toString());
        if (library.contains(o.tableId))
            overrides << o;
    }
    library.applyOverrides(overrides);
    return library;
}

qint64 CampaignTables::setCell(Campaign &campaign, const QString &tableId, const QString &rowKey,
                               const QString &columnLabel, const QJsonValue &value)
{
    TableLibrary probe = forCampaign(campaign);
    probe.applyOverride({tableId, rowKey, columnLabel, value, {}}); // validates table, row, column and value
    ActionWriter writer(campaign.log());
    writeCell(writer, tableId, rowKey, columnLabel, value);
    ActionDraft draft;
    draft.kind = u"table.edit"_s;
    draft.publicText = tr("House figure: %1, row %2, column %3 = %4")
                               .arg(tableId, rowKey, columnLabel, value.toVariant().toString());
    return writer.commit(draft);
}

qint64 CampaignTables::importCsv(Campaign &campaign, const QString &tableId, const QByteArray &csv,
                                 int *changed)
{
    const TableLibrary library = forCampaign(campaign);
    const RuleTable &table = library.table(tableId);
    TableCsv::ImportResult result = TableCsv::importCsv(table, csv);
    std::optional<RuleTable> relaid;
    if (!result.isOk()) {
        relaid = newLayout(campaign, table, csv, result);
        result = TableCsv::importCsv(*relaid, csv);
        if (!result.isOk())
            throw Failure::badInput(
                    tr("The CSV for %1 was not imported:\n%2").arg(tableId, errorLines(result)));
    }
    const RuleTable &target = relaid ? *relaid : table;
    ActionWriter writer(campaign.log());
    if (relaid)
        writeLayout(writer, *relaid);
    for (const TableCsv::CellChange &change : result.changes)
        writeCell(writer, tableId, target.rowKey(change.row).toString(RowKey::Notation::Ascii),
                  target.columnLabel(change.column), change.value);
    if (changed)
        *changed = int(result.changes.size());
    ActionDraft draft;
    draft.kind = u"table.import"_s;
    draft.publicText
            = tr("Imported %1 house figure(s) into %2 from CSV").arg(result.changes.size()).arg(tableId);
    if (relaid) {
        QStringList rows;
        for (const RowKey &key : relaid->rowKeys())
            rows << key.toString(RowKey::Notation::Ascii);
        draft.publicText += tr(", laid out as the CSV gives it: columns %1; rows %2")
                                    .arg(relaid->columns().join(u", "_s), rows.join(u", "_s));
        draft.data.insert(u"layout"_s, TableLayout::toJson(rows, relaid->columns()));
    }
    return writer.commit(draft);
}

} // namespace Reeve
