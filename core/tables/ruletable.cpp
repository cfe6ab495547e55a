#include "ruletable.h"

#include <algorithm>

#include <QCoreApplication>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>

#include "campaign/gamecatalog.h"
#include "tables/columnselector.h"
#include "tables/ruletablejson.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

[[noreturn]] void invalid(const QString &id, const QString &message)
{
    throw Failure::badInput(message, QJsonObject{{u"kind"_s, u"bad-table"_s}, {u"table"_s, id}});
}

bool isD66Key(const RowKey &key)
{
    if (key.low() != key.high())
        return false;
    const int tens = key.low() / 10;
    const int units = key.low() % 10;
    return tens >= 1 && tens <= 6 && units >= 1 && units <= 6;
}

void checkRows(const QString &id, RuleTable::Kind kind, const QList<RowKey> &rows)
{
    if (rows.isEmpty())
        invalid(id, QCoreApplication::translate("Reeve::Tables", "Table %1 has no rows.").arg(id));
    for (qsizetype i = 0; i < rows.size(); ++i) {
        if (!rows[i].isValid())
            invalid(id, QCoreApplication::translate("Reeve::Tables", "Table %1: row %2 has no key.")
                                .arg(id)
                                .arg(i + 1));
        if (kind == RuleTable::Kind::D66List && !isD66Key(rows[i]))
            invalid(id, QCoreApplication::translate(
                                "Reeve::Tables",
                                "Table %1 is a d66 table, so row key %2 must be a single value 11..66 "
                                "made of two digits 1-6.")
                                .arg(id, rows[i].toString()));
        for (qsizetype j = 0; j < i; ++j) {
            if (rows[i].overlaps(rows[j]))
                invalid(id, QCoreApplication::translate("Reeve::Tables",
                                                        "Table %1: row key %2 overlaps row key %3.")
                                    .arg(id, rows[i].toString(), rows[j].toString()));
        }
    }
}

void checkColumns(const QString &id, RuleTable::Kind kind, RuleTable::ColumnKind columnKind,
                  const QStringList &columns)
{
    if (columns.isEmpty())
        invalid(id, QCoreApplication::translate("Reeve::Tables", "Table %1 has no columns.").arg(id));
    if (kind != RuleTable::Kind::TwoDimensional && columns.size() != 1)
        invalid(id,
                QCoreApplication::translate(
                        "Reeve::Tables",
                        "Table %1 is indexed by the die alone, so it has exactly one result column, not %2.")
                        .arg(id)
                        .arg(columns.size()));
    QSet<QString> seen;
    QList<RowKey> differentials;
    for (const QString &label : columns) {
        if (label.trimmed().isEmpty() || label.trimmed() != label)
            invalid(id, QCoreApplication::translate(
                                "Reeve::Tables",
                                "Table %1: column label \"%2\" is empty or has surrounding spaces.")
                                .arg(id, label));
        if (seen.contains(label))
            invalid(id,
                    QCoreApplication::translate("Reeve::Tables", "Table %1: column label %2 appears twice.")
                            .arg(id, label));
        seen.insert(label);
        if (columnKind == RuleTable::ColumnKind::Ratio && !ColumnSelector::parseRatio(label))
            invalid(id,
                    QCoreApplication::translate(
                            "Reeve::Tables", "Table %1: column %2 is not a ratio such as 1/2, 3:2 or 1.5/1.")
                            .arg(id, label));
        if (columnKind == RuleTable::ColumnKind::Differential) {
            const auto key = RowKey::parse(label);
            if (!key)
                invalid(id, QCoreApplication::translate(
                                    "Reeve::Tables",
                                    "Table %1: column %2 is not a differential such as -2, +3, <=-4 or 5+.")
                                    .arg(id, label));
            for (const RowKey &other : std::as_const(differentials)) {
                if (key->overlaps(other))
                    invalid(id,
                            QCoreApplication::translate(
                                    "Reeve::Tables", "Table %1: differential column %2 overlaps column %3.")
                                    .arg(id, label, other.toString()));
            }
            differentials.append(*key);
        }
    }
}

void checkIdentity(const QString &id, const QString &game)
{
    if (!RuleTable::gameIds().contains(game))
        invalid(id,
                QCoreApplication::translate("Reeve::Tables", "Table %1: \"%2\" is not a game id (one of %3).")
                        .arg(id, game, RuleTable::gameIds().join(u", "_s)));
    static const QRegularExpression idPattern(u"^[a-z0-9]+(\\.[a-z0-9][a-z0-9-]*)+$"_s);
    if (!idPattern.match(id).hasMatch() || !id.startsWith(game + u'.'))
        invalid(id, QCoreApplication::translate(
                            "Reeve::Tables",
                            "\"%1\" is not a table id: write <game>.<name> in lowercase, e.g. %2.battle.")
                            .arg(id, game));
}

} // namespace

RuleTable::RuleTable(const QString &id, const QString &game, Kind kind, const QList<RowKey> &rows,
                     const QStringList &columns, ColumnKind columnKind)
    : m_id(id)
    , m_game(game)
    , m_kind(kind)
    , m_columnKind(columnKind)
    , m_rows(rows)
    , m_columns(columns)
{
    checkIdentity(id, game);
    checkRows(id, kind, rows);
    checkColumns(id, kind, columnKind, columns);
    m_cells.resize(rows.size() * columns.size(),
                   TableCell{QJsonValue(QJsonValue::Null), Provenance::Missing, {}});
    if (kind == Kind::D66List)
        m_dice = u"d66"_s;
}

const QStringList &RuleTable::gameIds()
{
    static const QStringList ids = GameCatalog::ids() + QStringList{u"generic"_s}; // the one list of games
    return ids;
}

const RowKey &RuleTable::rowKey(int row) const
{
    if (row < 0 || row >= rowCount())
        throw Failure::internal(u"RuleTable %1: row index %2 out of range"_s.arg(m_id).arg(row));
    return m_rows[row];
}

const QString &RuleTable::columnLabel(int column) const
{
    if (column < 0 || column >= columnCount())
        throw Failure::internal(u"RuleTable %1: column index %2 out of range"_s.arg(m_id).arg(column));
    return m_columns[column];
}

int RuleTable::rowIndexFor(int roll) const
{
    for (int i = 0; i < rowCount(); ++i) {
        if (m_rows[i].contains(roll))
            return i;
    }
    throw Failure::badInput(QCoreApplication::translate("Reeve::Tables",
                                                        "Table %1 has no row for a roll of %2.")
                                    .arg(m_id)
                                    .arg(roll),
                            QJsonObject{{u"kind"_s, u"no-row"_s}, {u"table"_s, m_id}, {u"roll"_s, roll}});
}

int RuleTable::rowIndexOf(const RowKey &key) const
{
    return int(m_rows.indexOf(key));
}

int RuleTable::lowestRoll() const
{
    int low = RowKey::Unbounded;
    for (const RowKey &key : m_rows)
        low = std::min(low, key.low());
    return low;
}

int RuleTable::highestRoll() const
{
    int high = -RowKey::Unbounded;
    for (const RowKey &key : m_rows)
        high = std::max(high, key.high());
    return high;
}

int RuleTable::clampRoll(int roll) const
{
    if (m_rows.isEmpty())
        return roll;
    return std::clamp(roll, lowestRoll(), highestRoll());
}

int RuleTable::columnIndex(QStringView label) const
{
    for (int i = 0; i < columnCount(); ++i) {
        if (m_columns[i] == label)
            return i;
    }
    return -1;
}

qsizetype RuleTable::indexOf(int row, int column) const
{
    if (row < 0 || row >= rowCount() || column < 0 || column >= columnCount())
        throw Failure::internal(u"RuleTable %1: cell (%2, %3) out of range"_s.arg(m_id).arg(row).arg(column));
    return qsizetype(row) * m_columns.size() + column;
}

const TableCell &RuleTable::cell(int row, int column) const
{
    return m_cells[indexOf(row, column)];
}

const TableCell &RuleTable::require(int row, int column) const
{
    const TableCell &found = cell(row, column);
    if (!found.isMissing())
        return found;
    const QString where = cellName(row, column);
    throw Failure::missingFigure(m_id, where,
                                 QCoreApplication::translate("Reeve::Tables",
                                                             "Table %1 has no figure for %2: it is marked "
                                                             "missing. Enter it in the Tables panel "
                                                             "(table %1, %2) or import a CSV with `reeve-cli "
                                                             "table %1 --import FILE.csv --campaign FILE`.")
                                         .arg(m_id, where));
}

void RuleTable::setCell(int row, int column, const QJsonValue &value, Provenance provenance,
                        const QString &note)
{
    const qsizetype index = indexOf(row, column);
    const bool isNull = value.isNull() || value.isUndefined();
    if (!isNull && !value.isDouble() && !value.isString())
        throw Failure::badInput(
                QCoreApplication::translate("Reeve::Tables",
                                            "Table %1, %2: a figure is a number or a text, not %3.")
                        .arg(m_id, cellName(row, column), RuleTableJson::describe(value)));
    if (!isNull && provenance == Provenance::Missing)
        throw Failure::badInput(
                QCoreApplication::translate(
                        "Reeve::Tables", "Table %1, %2: a figure that has a value cannot be marked missing.")
                        .arg(m_id, cellName(row, column)));
    m_cells[index] = isNull ? TableCell{QJsonValue(QJsonValue::Null), Provenance::Missing, note}
                            : TableCell{value, provenance, note};
}

void RuleTable::setCell(int row, int column, const TableCell &newCell)
{
    setCell(row, column, newCell.value, newCell.provenance, newCell.note);
}

QList<RuleTable::CellPosition> RuleTable::missingCells() const
{
    QList<CellPosition> missing;
    for (int row = 0; row < rowCount(); ++row) {
        for (int column = 0; column < columnCount(); ++column) {
            if (cell(row, column).isMissing())
                missing.append({row, column});
        }
    }
    return missing;
}

QString RuleTable::cellName(int row, int column) const
{
    return QCoreApplication::translate("Reeve::Tables", "row %1, column %2")
            .arg(rowKey(row).toString(), columnLabel(column));
}

RuleTable RuleTable::fromJson(const QJsonObject &object, const QString &game, const QString &jsonPath)
{
    return RuleTableJson::read(object, game, jsonPath.isEmpty() ? u"$"_s : jsonPath);
}

QJsonObject RuleTable::toJson() const
{
    return RuleTableJson::write(*this);
}

QString RuleTable::kindToString(Kind kind)
{
    switch (kind) {
    case Kind::DieIndexed:
        return u"die"_s;
    case Kind::TwoDimensional:
        return u"two-dimensional"_s;
    case Kind::D66List:
        return u"d66"_s;
    }
    return u"die"_s;
}

std::optional<RuleTable::Kind> RuleTable::kindFromString(QStringView text)
{
    for (Kind kind : {Kind::DieIndexed, Kind::TwoDimensional, Kind::D66List}) {
        if (kindToString(kind) == text)
            return kind;
    }
    return std::nullopt;
}

QString RuleTable::columnKindToString(ColumnKind kind)
{
    switch (kind) {
    case ColumnKind::Label:
        return u"label"_s;
    case ColumnKind::Ratio:
        return u"ratio"_s;
    case ColumnKind::Differential:
        return u"differential"_s;
    }
    return u"label"_s;
}

std::optional<RuleTable::ColumnKind> RuleTable::columnKindFromString(QStringView text)
{
    for (ColumnKind kind : {ColumnKind::Label, ColumnKind::Ratio, ColumnKind::Differential}) {
        if (columnKindToString(kind) == text)
            return kind;
    }
    return std::nullopt;
}

bool operator==(const RuleTable &a, const RuleTable &b)
{
    return a.m_id == b.m_id && a.m_game == b.m_game && a.m_title == b.m_title && a.m_ruleRefs == b.m_ruleRefs
           && a.m_note == b.m_note && a.m_kind == b.m_kind && a.m_columnKind == b.m_columnKind
           && a.m_dice == b.m_dice && a.m_rows == b.m_rows && a.m_columns == b.m_columns
           && a.m_cells == b.m_cells;
}

} // namespace Reeve
