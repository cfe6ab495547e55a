#pragma once

#include <optional>

#include <QByteArray>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringView>

#include "tables/rowkey.h"

namespace Reeve {

class RuleTable;

/**
 * CSV export and import of a rule table's values (RFC 4180, see CsvReader).
 *
 * Layout: a header row whose first field names the roll (ignored on import) and
 * whose other fields are column labels; then one row per table row, its key
 * first (ranges and open ends allowed). Export writes every value, missing cells
 * as empty fields. Import compares a CSV with an existing table and returns the
 * cells it would change: a non-empty value that differs from the cell's becomes
 * `house`, an equal value keeps its provenance, an empty field leaves the cell
 * alone. Header columns may come in any order and may be a subset; each data row
 * must have as many fields as the header. Values: integers stay integers, decimal
 * numbers stay numbers, anything else is text ("AE", "DR", "2/1").
 */
class TableCsv
{
public:
    TableCsv() = delete;

    enum class LineEnding { CrLf, Lf };

    struct CellChange
    {
        int row = -1;
        int column = -1;
        QJsonValue value;
        friend bool operator==(const CellChange &a, const CellChange &b)
        {
            return a.row == b.row && a.column == b.column && a.value == b.value;
        }
    };

    struct Error
    {
        int line = 0;    ///< 1-based line of the CSV text
        int column = 0;  ///< 1-based field number, 0 when the whole line is at fault
        QString message; ///< starts with "Line N" (and ", column C")
    };

    struct ImportResult
    {
        QList<CellChange> changes; ///< only to be applied when errors is empty
        QList<Error> errors;
        bool isOk() const { return errors.isEmpty(); }
    };

    /// Imports stop collecting errors after this many.
    static constexpr int MaxErrors = 100;
    /// Longest text accepted as one value.
    static constexpr int MaxValueLength = 200;

    static QString exportCsv(const RuleTable &table, LineEnding lineEnding = LineEnding::CrLf,
                             RowKey::Notation notation = RowKey::Notation::Ascii);
    static ImportResult importCsv(const RuleTable &table, QStringView text);
    /// Decodes UTF-8 (a byte order mark is skipped) and imports; invalid UTF-8 is an error.
    static ImportResult importCsv(const RuleTable &table, const QByteArray &utf8);
    /// Applies the changes of a successful import, each as a `house` figure.
    static void apply(RuleTable &table, const QList<CellChange> &changes);

    /// How a value is written in a CSV field (empty for a missing or null value).
    static QString formatValue(const QJsonValue &value);
    /// Reads one non-empty field; std::nullopt with `error` set when it cannot be a figure.
    static std::optional<QJsonValue> parseValue(QStringView field, QString *error = nullptr);
};

} // namespace Reeve
