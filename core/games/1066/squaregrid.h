#pragma once

#include <optional>

#include <QPoint>
#include <QString>

namespace Reeve {

struct Location;

/**
 * The 1066 map's squares by their coordinates (column letter, row number: "C6").
 * Land units move and retreat only across the sides of squares, never across
 * corners (1066 §14.2) nor across an all-sea side between coastal squares
 * (§14.12). The map itself is not in our sources: a square's id gives its
 * place, and the referee lists the neighbours across all-sea sides in the
 * square's "all_sea_sides" attribute (an array, or ids separated by commas).
 */
class SquareGrid
{
public:
    /// Column and row of a coordinate id ("C6" -> (3, 6)); nothing for other ids (an
    /// off-map box such as Normandy, or a square registered by name).
    static std::optional<QPoint> coordinates(const QString &id);
    /// Whether a land unit may step from \a a to \a b; nothing when either has no coordinates.
    static std::optional<bool> landAdjacent(const Location &a, const Location &b);
};

} // namespace Reeve
