// libFuzzer target for the CSV import of rule tables. Beyond "no crash, no
// sanitizer report", it checks properties that must hold for every input:
// every change lies inside the table, every error names a line, applying an
// accepted import and exporting again gives a CSV that imports with no change,
// and any text RowKey accepts formats back to the same key.

#include <cstddef>
#include <cstdint>
#include <cstdlib>

#include <QByteArray>
#include <QString>

#include "tables/rowkey.h"
#include "tables/ruletable.h"
#include "tables/tablecsv.h"
#include "util/failure.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

namespace {

void check(bool condition)
{
    if (!condition)
        std::abort();
}

/// A small fixed table: open ends, a range, a negative row, ratio columns, some cells missing.
const RuleTable &fixedTable()
{
    static const RuleTable table = [] {
        RuleTable t(u"generic.fuzz"_s, u"generic"_s, RuleTable::Kind::TwoDimensional,
                    {RowKey::atMost(-1), RowKey::single(0), RowKey::range(1, 3), RowKey::range(4, 5),
                     RowKey::atLeast(6)},
                    {u"1/2"_s, u"1/1"_s, u"1.5/1"_s, u"2/1"_s}, RuleTable::ColumnKind::Ratio);
        t.setDice(u"d6"_s);
        for (int row = 0; row < t.rowCount(); ++row) {
            for (int column = 0; column < t.columnCount(); ++column) {
                if ((row + column) % 3 == 0)
                    t.setCell(row, column, row * 10 + column, Provenance::Printed);
                else if ((row + column) % 3 == 1)
                    t.setCell(row, column, u"R%1"_s.arg(row + column), Provenance::Text);
            }
        }
        return t;
    }();
    return table;
}

void checkResult(const RuleTable &table, const TableCsv::ImportResult &result)
{
    for (const TableCsv::CellChange &change : result.changes) {
        check(change.row >= 0 && change.row < table.rowCount());
        check(change.column >= 0 && change.column < table.columnCount());
        check(change.value.isDouble() || change.value.isString());
    }
    check(result.errors.size() <= TableCsv::MaxErrors + 1 + 100);
    for (const TableCsv::Error &error : result.errors) {
        check(error.line >= 1);
        check(error.message.startsWith(u"Line "_s));
    }
}

void checkRowKey(const QByteArray &data)
{
    if (data.size() > 64)
        return;
    const auto key = RowKey::parse(QString::fromUtf8(data));
    if (!key)
        return;
    check(RowKey::parse(key->toString()) == key);
    check(RowKey::parse(key->toString(RowKey::Notation::Ascii)) == key);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    checkRowKey(bytes);
    try {
        const RuleTable &table = fixedTable();
        const TableCsv::ImportResult result = TableCsv::importCsv(table, bytes);
        checkResult(table, result);
        if (!result.isOk())
            return 0;
        RuleTable edited = table;
        TableCsv::apply(edited, result.changes);
        for (const TableCsv::CellChange &change : result.changes)
            check(edited.cell(change.row, change.column).provenance == Provenance::House);
        const QString exported = TableCsv::exportCsv(edited);
        const TableCsv::ImportResult again = TableCsv::importCsv(edited, QStringView(exported));
        check(again.isOk());
        check(again.changes.isEmpty());
        check(TableCsv::importCsv(edited, bytes).changes.isEmpty());
    } catch (const Failure &) {
    }
    return 0;
}
