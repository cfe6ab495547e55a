#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>

#include "steps/stepspec.h"

namespace Reeve {

class Campaign;

namespace Charlemagne {

/**
 * The military-advance stratagems a battle plays (Charlemagne §16.6d(3)): at most one for each player,
 * the attacker's and the defender's, each taken from the player's own hand and returned to the Container
 * once played (§8.4b; the Stratagem Marker Sheet, which may say otherwise, is not in the rules text).
 * The attacker is the side of the attacking units (else the player to play), the defender the side of
 * the defending ones (else the other player). A campaign that keeps no Container has no hands to check.
 */
class CharlemagneAdvance
{
public:
    /// The marker kind a military advance is in the Container.
    static QString kind();
    /// The refusals when a side playing an advance (fields attacker_advance, defender_advance) holds none.
    static QList<StepRefusal> check(Campaign &campaign, const QJsonObject &fields);
    /// Returns the advances played to the Container as one action; its seq, or 0 when none was played
    /// (or the campaign keeps no Container).
    static qint64 spend(Campaign &campaign, const QJsonObject &fields);
};

} // namespace Charlemagne
} // namespace Reeve
