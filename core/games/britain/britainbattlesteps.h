#pragma once

#include <QJsonObject>
#include <QList>

#include "steps/stepspec.h"

namespace Reeve {

class Campaign;

namespace Britain {

/**
 * Archery and the horse charge as campaign steps (Dark Age Britain, MISSILE FIRE and SPECIAL HORSEMAN
 * RULES; issue 23): both bands are read from the campaign, the fragment's prerequisites are checked
 * before any die (who may shoot or ride foot down, how many bowmen or horsemen the band has, the range,
 * the length of the charge, the target's order and depth, both bands in the same district), and the
 * men killed or ridden down go on the target band as this turn's losses, for its morale step to count.
 * Each step is one action with its roll, undone whole.
 */
class BritainBattleSteps
{
public:
    static QList<StepSpec> steps();

    static QList<StepRefusal> archeryCheck(Campaign &campaign, const QJsonObject &fields);
    static QList<StepRefusal> chargeCheck(Campaign &campaign, const QJsonObject &fields);
    static StepOutcome archeryApply(Campaign &campaign, const QJsonObject &fields, const QJsonObject &dice);
    static StepOutcome chargeApply(Campaign &campaign, const QJsonObject &fields, const QJsonObject &dice);
};

} // namespace Britain
} // namespace Reeve
