#include "campaigntables.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QStringList>

#include "campaign/campaign.h"
#include "log/actionlog.h"
#include "log/actionwriter.h"
#include "storage/database.h"
#include "tables/tablecsv.h"
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

qint64 CampaignTables::importCsv(Campaign &campaign, const QString &tableId, const QByteArray &csv, int *changed)
{
    const TableLibrary library = forCampaign(campaign);
    const RuleTable &table = library.table(tableId);
    const TableCsv::ImportResult result = TableCsv::importCsv(table, csv);
    if (!result.isOk()) {
        QStringList lines;
        for (const TableCsv::Error &e : result.errors)
            lines << e.message;
        throw Failure::badInput(tr("The CSV for %1 was not imported:\n%2").arg(tableId, lines.join(u'\n')));
    }
    ActionWriter writer(campaign.log());
    for (const TableCsv::CellChange &change : result.changes)
        writeCell(writer, tableId, table.rowKey(change.row).toString(RowKey::Notation::Ascii),
                  table.columnLabel(change.column), change.value);
    if (changed)
        *changed = int(result.changes.size());
    ActionDraft draft;
    draft.kind = u"table.import"_s;
    draft.publicText = tr("Imported %1 house figure(s) into %2 from CSV").arg(result.changes.size()).arg(tableId);
    return writer.commit(draft);
}

} // namespace Reeve
