#pragma once

#include <QList>
#include <QString>

namespace Reeve {

class ActionWriter;
struct Unit;

/**
 * Which 1066 counters another player has seen face up (§7.1–7.3). A unit revealed carries "revealed_to" (the
 * side ids that saw it) in its record: a force entering a square of enemy units and the units it meets there
 * (§7.2), a Spy on the enemy squares (§8.13), a unit shown (§7.3). Reeve's reading of how long it lasts: until
 * the counter moves on the map, where it is face down again for whoever did not see it arrive. The Assassin
 * reads it (§8.13: a revealed enemy leader). Public texts never name a counter for being in this record.
 */
namespace Reveal1066 {

inline const QString RevealedKey = QStringLiteral("revealed_to");

bool isRevealedTo(const Unit &unit, qint64 side);
/// Adds \a viewer to the sides each of \a units is revealed to (units already revealed to it are left as they are).
void reveal(ActionWriter &writer, const QList<Unit> &units, qint64 viewer);
/// Turns \a unit face down again for everyone (it moved).
void hide(ActionWriter &writer, const Unit &unit);

} // namespace Reveal1066
} // namespace Reeve
