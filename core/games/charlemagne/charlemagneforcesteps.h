#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>

#include "steps/stepspec.h"

namespace Reeve {

class Campaign;

namespace Charlemagne {

/**
 * The Charlemagne steps that read a force on the board and write what its rule makes follow
 * (docs/ARCHITECTURE.md, "Steps"):
 *
 * - `supply` (§20): the side's units in one hex against the hex's forage value (pillaged 0,
 *   peripheral 10, else the Terrain Effects Table for the hex's terrain, which the rules text lacks:
 *   exit 3 until it is entered, or `forage=` names it); the units paid for and those disbanded are
 *   named, the cost comes off the side's secret treasure (§25), the disbanded leave the map.
 * - `recruit` (§11.2, §11.5b, §29): a mercenary bought in an occupied friendly burg of its own
 *   region, one a hex a turn, a fleet only in a port; the Scara in a burg with a Frankish leader.
 * - `pillage` (§17, §4.4a(4)): the pillage marker, placed by a named side's force standing in the
 *   hex; in a neutral region it brings the region into the war on the other player's side.
 *
 * and the `battle` step's check of its column against the ratio of the forces it names (§16.6).
 */
class CharlemagneForceSteps
{
public:
    static QList<StepSpec> steps();

    /// The Battle Table column the named forces give (the ratio step's reckoning, nothing logged);
    /// empty when the step names no forces.
    static QString columnOf(Campaign &campaign, const QJsonObject &fields);
    /// The battle step's check: its column agrees with the forces' ratio unless `override` is set.
    static QList<StepRefusal> battleCheck(Campaign &campaign, const QJsonObject &fields);
    /// The battle step's fields that say how its column was checked (ratio flags and the override).
    static QList<StepField> battleFields();
    /// A refusal when the clock names the player to play and it is not \a side: the step belongs to that
    /// side's own phase (§3.1; \a rule cites the phase). None while the clock names nobody.
    static QList<StepRefusal> ownTurn(Campaign &campaign, const QString &side, const QString &what,
                                      const QString &rule);
    /// What the battle step's result says of its column: checked, overridden or not checked.
    static QString columnNote(Campaign &campaign, const QJsonObject &fields);
};

} // namespace Charlemagne
} // namespace Reeve
