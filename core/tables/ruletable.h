#pragma once

#include <optional>

#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>

#include "tables/provenance.h"
#include "tables/rowkey.h"
#include "tables/tablecell.h"

/*
 * JSON format of the files resources/rules/<game>/<name>.json (full description with examples
 * in core/tables/FORMAT.md). One file holds one game's tables:
 *
 *   {"game": "charlemagne",
 *    "tables": [
 *      {"id": "charlemagne.battle",            // "<game>.<name>", unique over all games
 *       "title": "Battle Table",
 *       "rule_refs": ["Charlemagne §16"],
 *       "kind": "two-dimensional",             // "die" | "two-dimensional" | "d66"
 *       "dice": "d6",                          // the dice read for the row
 *       "column_kind": "ratio",                // "label" (default) | "ratio" | "differential"
 *       "columns": ["1/3", "1/2", "1/1", "1.5/1", "2/1", "3/1", "4/1"],
 *       "provenance": "missing",               // optional default for every cell of the table
 *       "note": "free text",                   // optional
 *       "rows": [
 *         {"key": "1", "provenance": "printed",   // optional default for the row's cells
 *          "cells": [5, "AE", null,               // bare values take the row's (else the table's) provenance
 *                    {"value": 3, "provenance": "example", "note": "Charlemagne §16.6"}]},
 *         {"key": "2-3"},                         // no "cells": every cell missing
 *         {"key": "7+", "cells": [...]}]}]}
 *
 * Row keys: see RowKey. A bare null, or a cell without a value, is missing. A
 * non-null value must end up with an explicit provenance other than "missing"
 * (from the cell, its row or the table), so no figure is ever of unknown origin.
 * Values are integers, other numbers or strings. A "game" key inside a table
 * object is allowed and must agree with the file's.
 */

namespace Reeve {

/**
 * A rule table as data: rows keyed by a (modified) die roll, columns by label,
 * ratio or differential, and cells that each carry their provenance. Plain
 * value type; the lookups throw Failure (badInput for a roll or label that fits
 * no row or column, missingFigure for a cell marked missing).
 */
class RuleTable
{
public:
    enum class Kind {
        DieIndexed,     ///< "die": one result column, rows keyed by the roll
        TwoDimensional, ///< "two-dimensional": rows are the roll, columns ratios, differentials or labels
        D66List,        ///< "d66": rows keyed 11..66 (tens die, units die)
    };

    enum class ColumnKind {
        Label,        ///< columns are names (unit types, terrain, ...)
        Ratio,        ///< columns are combat ratios written a/b or a:b (decimals allowed: 1.5/1)
        Differential, ///< columns are differentials written as row keys (-3, 0, +2, ≤-4, 5+)
    };

    /// A cell's place in the table (zero-based).
    struct CellPosition
    {
        int row = -1;
        int column = -1;
        friend bool operator==(const CellPosition &a, const CellPosition &b)
        {
            return a.row == b.row && a.column == b.column;
        }
    };

    RuleTable() = default;
    /// A table with every cell missing. Throws Failure::badInput when the shape is invalid.
    RuleTable(const QString &id, const QString &game, Kind kind, const QList<RowKey> &rows,
              const QStringList &columns, ColumnKind columnKind = ColumnKind::Label);

    /// The game ids a table may belong to: 1066, dba, sas, charlemagne, britain, generic.
    static const QStringList &gameIds();

    const QString &id() const { return m_id; }
    const QString &game() const { return m_game; }
    const QString &title() const { return m_title; }
    void setTitle(const QString &title) { m_title = title; }
    const QStringList &ruleRefs() const { return m_ruleRefs; }
    void setRuleRefs(const QStringList &refs) { m_ruleRefs = refs; }
    const QString &note() const { return m_note; }
    void setNote(const QString &note) { m_note = note; }
    Kind kind() const { return m_kind; }
    ColumnKind columnKind() const { return m_columnKind; }
    /// The dice read for the row, e.g. "d6", "2d6", "d66".
    const QString &dice() const { return m_dice; }
    void setDice(const QString &dice) { m_dice = dice; }

    int rowCount() const { return int(m_rows.size()); }
    int columnCount() const { return int(m_columns.size()); }
    const QList<RowKey> &rowKeys() const { return m_rows; }
    const RowKey &rowKey(int row) const;
    const QStringList &columns() const { return m_columns; }
    const QString &columnLabel(int column) const;

    /// The row whose key contains the roll; throws Failure::badInput when none does.
    int rowIndexFor(int roll) const;
    /// The row whose key equals the given key, or -1.
    int rowIndexOf(const RowKey &key) const;
    /// The lowest and highest roll any row accepts (±RowKey::Unbounded for open ends).
    int lowestRoll() const;
    int highestRoll() const;
    /// The roll moved into lowestRoll()..highestRoll(), for tables whose rolls clamp.
    int clampRoll(int roll) const;
    /// The column with this label, or -1.
    int columnIndex(QStringView label) const;

    /// The cell; throws Failure::internal for a position outside the table.
    const TableCell &cell(int row, int column) const;
    /// The cell, which must not be missing: throws Failure::missingFigure naming the table,
    /// the row and the column and saying how to enter the figure.
    const TableCell &require(int row, int column) const;
    /// Sets a cell. A null value makes the cell missing; a non-null value needs a provenance
    /// other than Missing. Only integers, other numbers and strings are accepted.
    void setCell(int row, int column, const QJsonValue &value, Provenance provenance = Provenance::House,
                 const QString &note = {});
    void setCell(int row, int column, const TableCell &cell);
    QList<CellPosition> missingCells() const;
    /// "row 2-3, column 1/1": how messages name a cell.
    QString cellName(int row, int column) const;

    /// Reads one table object (see the format above). `game` is the file's game (empty when
    /// the object carries its own); `jsonPath` prefixes error messages, e.g. "$.tables[2]".
    static RuleTable fromJson(const QJsonObject &object, const QString &game = {},
                              const QString &jsonPath = QString());
    /// Writes the table object, including "game", in the compact per-row form.
    QJsonObject toJson() const;

    static QString kindToString(Kind kind);
    static std::optional<Kind> kindFromString(QStringView text);
    static QString columnKindToString(ColumnKind kind);
    static std::optional<ColumnKind> columnKindFromString(QStringView text);

    friend bool operator==(const RuleTable &a, const RuleTable &b);
    friend bool operator!=(const RuleTable &a, const RuleTable &b) { return !(a == b); }

private:
    qsizetype indexOf(int row, int column) const;

    QString m_id;
    QString m_game;
    QString m_title;
    QStringList m_ruleRefs;
    QString m_note;
    Kind m_kind = Kind::DieIndexed;
    ColumnKind m_columnKind = ColumnKind::Label;
    QString m_dice;
    QList<RowKey> m_rows;
    QStringList m_columns;
    QList<TableCell> m_cells; ///< row-major
};

} // namespace Reeve
