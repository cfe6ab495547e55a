#pragma once

#include <optional>

#include <QJsonObject>
#include <QList>
#include <QString>

namespace Reeve {

class ActionWriter;
class Campaign;
class Database;
struct Location;
struct PlacedMarker;

/**
 * What a 1066 square records for the turn's steps (§9, §10, §19, §20): its printed values as the referee
 * entered them on the location ("forage", "feudal", "town", "large_town", "port", "terrain"), and the
 * Castle and Pillaged markers placed on it. Also the per-player-turn notes the recruiting and pillage
 * steps keep (squares used, castle placed, call-to-arms points left) in the campaign's meta table.
 */
namespace Square1066 {

bool isOffMap(const Location &square);
/// An all-sea square (§17.18): terrain "all-sea", or "all_sea": true.
bool isAllSea(const Location &square);
bool isTown(const Location &square);
/// The off-map box \a sideName always controls, garrisoned or not (§21.1): "normandy" for the Normans, "norway"
/// for the Vikings, empty for the others.
QString ownBox(const QString &sideName);
/// The printed feudal value (0 for a square with no town; nothing when a town's value is not entered).
std::optional<int> feudal(const Location &square);
/// The printed forage value: "forage", else a town's feudal value + 2 (the Terrain Effects Chart erratum).
std::optional<int> forage(const Location &square);
/// The id of the placed marker of \a kind ("Castle", "Pillaged") in \a square, or 0.
qint64 markerIn(Database &db, const QString &square, const QString &kind);

/// The note \a key ("recruiting", "pillage") of \a side for the current player turn (empty when the
/// note is from an earlier one).
QJsonObject turnNote(Database &db, const QString &key, qint64 side);
/// Writes \a note (stamped with the current turn) as \a side's \a key note.
void writeTurnNote(ActionWriter &writer, const QString &key, qint64 side, QJsonObject note);

} // namespace Square1066
} // namespace Reeve
