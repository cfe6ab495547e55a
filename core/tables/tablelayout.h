#pragma once

#include <optional>

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QStringView>

namespace Reeve {

class RuleTable;

/**
 * A table's columns and rows as the referee's printed chart gives them, when the
 * source text did not (Charlemagne's vassalage, conversion, revolt and pillage
 * charts were printed as pictures). A campaign keeps one layout per table as a
 * house entry; applying it replaces the table's columns and rows, with every cell
 * missing, before the campaign's house figures are laid over it. A new layout must
 * accept every roll and every differential the table accepted before, so a typo in
 * a label is refused instead of silently narrowing the table; label columns (unit
 * types, terrain) and die tables' single result column stay as they are.
 */
class TableLayout
{
public:
    TableLayout() = delete;

    /// The row key under which a campaign stores a table's layout (no real row key looks like it).
    static QString overrideKey();

    /// {"rows": [...], "columns": [...]}, as stored with the campaign.
    static QJsonObject toJson(const QStringList &rowKeys, const QStringList &columns);

    /// \a table with the layout \a layout (toJson()'s form) and every cell missing; keeps its
    /// title, rules, dice and note. Throws Failure::badInput naming what to change.
    static RuleTable relaid(const RuleTable &table, const QJsonObject &layout);

    /// The columns (header labels after the first) and row keys (first fields) a CSV gives;
    /// std::nullopt when the text cannot be read that far.
    static std::optional<QJsonObject> fromCsv(QStringView csv);

    /// True when every column and row \a layout names is one of \a table's (a CSV of a subset fits).
    static bool fitsIn(const RuleTable &table, const QJsonObject &layout);
};

} // namespace Reeve
