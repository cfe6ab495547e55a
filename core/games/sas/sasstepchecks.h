#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>

#include "steps/stepspec.h"

namespace Reeve {

class Campaign;

/**
 * The refusals Swords & Sails gives that Reeve reads from the board before any die is rolled or
 * any gold moves (docs/ARCHITECTURE.md, "Steps"): the espionage phase's order (counter-agents
 * before any roll, no attempt once the phase is closed), building and raising only in land the
 * faction holds, a siege of the territory the army stands in where no other faction's army stands, and land
 * closed to absent factions.
 * Each refusal names its rule ("Swords & Sails, phase 2").
 */
class SasStepChecks
{
public:
    /// Whether the espionage phase of the current season has been closed (sas FILE close-espionage).
    static bool espionageClosed(Campaign &campaign);
    /// Whether any faction has made a spy roll this season.
    static bool spiedThisSeason(Campaign &campaign);

    static QList<StepRefusal> counter(Campaign &campaign, const QJsonObject &fields);
    static QList<StepRefusal> spy(Campaign &campaign, const QJsonObject &fields);
    static QList<StepRefusal> closeEspionage(Campaign &campaign, const QJsonObject &fields);
    static QList<StepRefusal> build(Campaign &campaign, const QJsonObject &fields);
    static QList<StepRefusal> raise(Campaign &campaign, const QJsonObject &fields);
    static QList<StepRefusal> city(Campaign &campaign, const QJsonObject &fields);
    static QList<StepRefusal> siege(Campaign &campaign, const QJsonObject &fields);
    /// place and move: the location named by \a key must not be closed land.
    static QList<StepRefusal> enter(Campaign &campaign, const QJsonObject &fields, const QString &key);
};

} // namespace Reeve
