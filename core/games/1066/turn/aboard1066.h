#pragma once

#include <QList>
#include <QString>

namespace Reeve {

class ActionWriter;
class Database;
struct Unit;

/**
 * Who is aboard which fleet in a 1066 campaign (§17.5–17.16). A land unit embarked carries "aboard" (the
 * fleet's unit id) in its record; the embark and disembark steps write it, a fleet's move takes its cargo
 * along, and the battle (§17.16: one combined unit, its leaders' values and crowns kept, §15.16, §15.18,
 * §18.4, §18.7) and Storms (§8.13) read it. The record counts only while it still holds: the fleet in play,
 * in the same square, under the same controller; otherwise the unit is ashore. "landed_turn" (the game turn
 * it came ashore) keeps a unit just landed from moving on in that movement phase (§17.10).
 */
namespace Aboard1066 {

inline const QString AboardKey = QStringLiteral("aboard");
inline const QString LandedKey = QStringLiteral("landed_turn");

bool isFleet(const Unit &unit);
/// The fleet \a unit is aboard now, or 0 (a stale record, left by a fleet gone or a unit moved, reads 0).
qint64 fleetOf(Database &db, const Unit &unit);
/// The land units aboard the fleet \a fleetId now, by id.
QList<Unit> cargoOf(Database &db, qint64 fleetId);
/// Writes \a unit as aboard \a fleetId (0: ashore, with \a landedTurn when it debarks in a move).
void write(ActionWriter &writer, const Unit &unit, qint64 fleetId, int landedTurn = 0);

} // namespace Aboard1066
} // namespace Reeve
