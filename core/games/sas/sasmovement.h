#pragma once

#include <QJsonObject>
#include <QList>

#include "steps/stepspec.h"

namespace Reeve {

class Campaign;

namespace Sas {

/**
 * Movement of armies and fleets (Swords & Sails, phases 4 and 5) read from what Reeve records,
 * without a map: land from sea zones, the port cities, each force's moves this season (kept on
 * the force: "moved" and "landed" hold the season's turn) and the cargo its fleets carry.
 *
 * - An army makes one move a season: to another territory, or aboard a fleet of its faction in a
 *   sea zone that carries it (sas cargo); from the sea it lands once. It never goes from sea zone to
 *   sea zone by itself: it moves with its fleet. Entering neutral or enemy land ends its move, which
 *   the one move a season already gives.
 * - A fleet makes one move a season: sea zone to sea zone, into a port city of its own or an ally's
 *   land (docking), or out of port to the sea; never inland, nor into land without a port. The armies
 *   it carries move with it.
 * - A retreat after a battle (phase 6) is not the season's move: an army falls back to land its
 *   faction or an ally holds.
 * - Every move, a retreat too, goes to a neighbour by the borders the referee recorded
 *   (SasBorders); where neither end has any recorded, the referee checks it and the step says so.
 */
class SasMovement
{
public:
    /// The rule's refusals for the move step's fields (side, type, number, to, retreat).
    static QList<StepRefusal> check(Campaign &campaign, const QJsonObject &fields);
    /// What the referee must check of the move, before it is made: that the two places are neighbours
    /// when no borders are recorded at either end (SasBorders); empty when Reeve checked it.
    static QString bordersNote(Campaign &campaign, const QJsonObject &fields);
    /// Moves the force, the armies its fleet carries with it, and records the season's move. One action.
    static qint64 apply(Campaign &campaign, const QJsonObject &fields);
};

} // namespace Sas
} // namespace Reeve
