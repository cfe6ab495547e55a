#pragma once

#include <optional>

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include "campaign/unit.h"

namespace Reeve {

class ActionWriter;
class Campaign;
class Database;

/**
 * What the 1066 event steps (Troops Demand More Pay, Attrition: §8.13) share. An event drawn from the pool
 * is set aside until the next player turn (§8.9); the step that applies it finds it there, and a note in the
 * campaign's meta table ("1066.event-applied.ID", the player turn) says it was applied, so no event is
 * applied twice. The forces a power has are read from the campaign: the units it controls (§11.8), square
 * by square and box by box, kings counted (a unit with "king": true).
 */
namespace EventKit1066 {

/// The marker of \a kind drawn as an event in the current player turn and not applied yet, or 0.
qint64 pendingEvent(Database &db, const QString &kind);
/// Why \a kind cannot be applied now (no pool, not drawn, already applied), or empty.
QString pendingRefusal(Database &db, const QString &kind);
/// Records that the drawn marker \a markerId was applied in this player turn.
void markApplied(ActionWriter &writer, qint64 markerId);

/// The units in play \a side controls, by square or box id (sorted by id), where it has at least \a minimum.
QMap<QString, QList<Unit>> forcesOf(Database &db, qint64 side, int minimum);
bool isKing(const Unit &unit);
/// "fyrd #12 (12)".
QString unitLabel(const Unit &unit);
QStringList unitLabels(const QList<Unit> &units);

/// Gold Point markers \a side holds.
int goldHeld(Database &db, qint64 side);
/// The faces entered for the roll \a name, or nothing when the step rolls.
std::optional<QList<int>> facesOf(const QJsonObject &dice, const QString &name);
/// The ids a list field names (a unit by name or number); 0 where nothing matches.
QList<qint64> unitIds(Database &db, const QJsonValue &list);

} // namespace EventKit1066
} // namespace Reeve
