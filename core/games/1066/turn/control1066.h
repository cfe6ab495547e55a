#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace Reeve {

class ActionWriter;
class Campaign;
class Database;
struct Unit;

/**
 * Who controls what in a 1066 campaign (§4, §11.8). A unit is controlled by its own power unless a
 * vassalage won it (§11.8): then its record carries "controlled_by" (the controlling side's id) and
 * "vassal_since" (the game turn), and every later step that asks who commands a unit (movement, the
 * battle's sides, the markers due) reads it here. Its owner stays its side (an eliminated vassal is
 * recruited again only by its owner, §11.8). A neutral power that turns belligerent records the player
 * side that now plays it (§4.5) in its side's "controlled_by".
 */
namespace Control1066 {

/// The side id that controls \a unit now (§11.8).
qint64 controller(const Unit &unit);
/// The units in play in \a square that \a side controls.
QList<Unit> controlledIn(Database &db, const QString &square, qint64 side);
/// The player side that plays \a side: itself, or the player a violated neutral went to (§4.5).
qint64 playerOf(Database &db, qint64 side);
/// Writes \a units as controlled by \a side from game turn \a turn (§11.8); returns their names.
QStringList takeControl(ActionWriter &writer, const QList<Unit> &units, qint64 side, int turn);
/// "Harold" or "fyrd #12".
QString unitName(const Unit &unit);

/// §4.5: the player who takes a violated neutral; with two others a d6 chooses (1-3 the first in
/// seating order, 4-6 the second: Reeve's reading). \a dice may hold an entered "takeover" face.
qint64 takeover(ActionWriter &writer, qint64 violator, const QJsonObject &dice, QJsonObject &record,
                QString &why);
/// §4.4–4.7: each of \a neutrals becomes belligerent for good under a player other than \a violator, one
/// logged entry each saying \a how it was violated; returns their names.
QStringList makeBelligerent(Campaign &campaign, const QList<qint64> &neutrals, qint64 violator,
                            const QJsonObject &dice, const QString &how);

} // namespace Control1066
} // namespace Reeve
