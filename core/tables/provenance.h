#pragma once

#include <optional>

#include <QString>
#include <QStringView>

namespace Reeve {

/**
 * Where a rule figure comes from (DESIGN.md §4). Every cell of a rule table
 * carries one, so a ruling can say whether it rests on a printed table, on the
 * prose, on a worked example, on the referee's own entry, or on nothing at all.
 */
enum class Provenance {
    Printed, ///< printed in a rules table
    Text,    ///< stated in the rules prose
    Example, ///< derived from a worked example
    House,   ///< entered by the user (in the app or by CSV import)
    Missing, ///< not known: the cell's value is null and a procedure needing it must stop
};

/// The lowercase name used in JSON and CSV: "printed", "text", "example", "house", "missing".
QString provenanceToString(Provenance provenance);

/// The provenance as a reader sees it in an explanation, in the current language ("printed", "imprimé").
QString provenanceLabel(Provenance provenance);

/// Parses a lowercase provenance name; std::nullopt when the text is not one of the five names.
std::optional<Provenance> provenanceFromString(QStringView text);

} // namespace Reeve
