#include "tablelayout.h"

#include <algorithm>

#include <QCoreApplication>
#include <QJsonArray>

#include "tables/csvreader.h"
#include "tables/rowkey.h"
#include "tables/ruletable.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::Tables", text);
}

QStringList strings(const QJsonValue &value)
{
    QStringList out;
    for (const QJsonValue &v : value.toArray())
        out << v.toString();
    return out;
}

/// A CSV field as a label or key: trimmed, without the apostrophe an export puts before a field a spreadsheet
/// would take for a formula ("'-1").
QString fieldText(const QString &field)
{
    const QString text = field.trimmed();
    return text.startsWith(u'\'') ? text.mid(1).trimmed() : text;
}

QList<RowKey> keysOf(const RuleTable &table, const QStringList &texts, const QString &what)
{
    QList<RowKey> keys;
    for (const QString &text : texts) {
        const auto key = RowKey::parse(text);
        if (!key)
            throw Failure::badInput(tr("Table %1: %2 \"%3\" is not a key (write 4, 2-3, <=1 or 7+).")
                                            .arg(table.id(), what, text));
        keys << *key;
    }
    return keys;
}

QString rangeText(qint64 low, qint64 high)
{
    if (low == -RowKey::Unbounded)
        return RowKey::atMost(int(high)).toString(RowKey::Notation::Ascii);
    if (high == RowKey::Unbounded)
        return RowKey::atLeast(int(low)).toString(RowKey::Notation::Ascii);
    return (low == high ? RowKey::single(int(low)) : RowKey::range(int(low), int(high)))
            .toString(RowKey::Notation::Ascii);
}

/// The values some key of \a before accepts and no key of \a after does, written as keys.
QStringList uncovered(const QList<RowKey> &before, const QList<RowKey> &after)
{
    QStringList gaps;
    for (const RowKey &old : before) {
        qint64 at = old.low();
        while (at <= old.high()) {
            const auto holder = std::find_if(after.cbegin(), after.cend(), [at](const RowKey &k) {
                return at >= k.low() && at <= k.high();
            });
            if (holder != after.cend()) {
                if (holder->high() == RowKey::Unbounded)
                    break;
                at = qint64(holder->high()) + 1;
                continue;
            }
            qint64 next = old.high();
            for (const RowKey &k : after) {
                if (k.low() > at && k.low() - 1 < next)
                    next = k.low() - 1;
            }
            gaps << rangeText(at, next);
            if (next == RowKey::Unbounded)
                break;
            at = next + 1;
        }
    }
    return gaps;
}

} // namespace

QString TableLayout::overrideKey()
{
    return u"(layout)"_s;
}

QJsonObject TableLayout::toJson(const QStringList &rowKeys, const QStringList &columns)
{
    return {{u"rows"_s, QJsonArray::fromStringList(rowKeys)},
            {u"columns"_s, QJsonArray::fromStringList(columns)}};
}

RuleTable TableLayout::relaid(const RuleTable &table, const QJsonObject &layout)
{
    const QStringList rowTexts = strings(layout.value(u"rows"_s));
    const QStringList columns = strings(layout.value(u"columns"_s));
    const QList<RowKey> rows = keysOf(table, rowTexts, tr("row key"));
    QStringList gaps = uncovered(table.rowKeys(), rows);
    if (!gaps.isEmpty())
        throw Failure::badInput(tr("Table %1: the new rows leave the roll(s) %2 without a row; a new layout "
                                   "must read every roll the table read before (its rows were %3).")
                                        .arg(table.id(), gaps.join(u", "_s))
                                        .arg([&] {
                                            QStringList keys;
                                            for (const RowKey &k : table.rowKeys())
                                                keys << k.toString(RowKey::Notation::Ascii);
                                            return keys.join(u", "_s);
                                        }()));
    if (table.columnKind() == RuleTable::ColumnKind::Differential) {
        gaps = uncovered(keysOf(table, table.columns(), tr("column")), keysOf(table, columns, tr("column")));
        if (!gaps.isEmpty())
            throw Failure::badInput(
                    tr("Table %1: the new columns leave the differential(s) %2 without a "
                       "column; a new layout must read every differential the table read "
                       "before (its columns were %3).")
                            .arg(table.id(), gaps.join(u", "_s), table.columns().join(u", "_s)));
    } else if (columns != table.columns()) {
        throw Failure::badInput(tr("Table %1: only the rows of this table can be laid out anew; its columns "
                                   "stay %2.")
                                        .arg(table.id(), table.columns().join(u", "_s)));
    }
    RuleTable out(table.id(), table.game(), table.kind(), rows, columns, table.columnKind());
    out.setTitle(table.title());
    out.setRuleRefs(table.ruleRefs());
    out.setDice(table.dice());
    out.setNote(table.note());
    return out;
}

std::optional<QJsonObject> TableLayout::fromCsv(QStringView csv)
{
    if (csv.startsWith(QChar::ByteOrderMark))
        csv = csv.mid(1);
    const CsvReader::Result parsed = CsvReader::read(csv);
    if (!parsed.errors.isEmpty())
        return std::nullopt;
    QStringList columns, rows;
    bool header = false;
    for (const CsvReader::Record &record : parsed.records) {
        if (std::all_of(record.fields.cbegin(), record.fields.cend(),
                        [](const QString &f) { return f.trimmed().isEmpty(); }))
            continue;
        if (!header) {
            header = true;
            for (qsizetype i = 1; i < record.fields.size(); ++i)
                columns << fieldText(record.fields.at(i));
            continue;
        }
        rows << fieldText(record.fields.value(0));
    }
    if (!header || columns.isEmpty() || rows.isEmpty())
        return std::nullopt;
    return toJson(rows, columns);
}

bool TableLayout::fitsIn(const RuleTable &table, const QJsonObject &layout)
{
    for (const QString &label : strings(layout.value(u"columns"_s))) {
        if (table.columnIndex(label) < 0)
            return false;
    }
    for (const QString &text : strings(layout.value(u"rows"_s))) {
        const auto key = RowKey::parse(text);
        if (key && table.rowIndexOf(*key) < 0)
            return false;
    }
    return true;
}

} // namespace Reeve
