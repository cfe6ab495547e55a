#pragma once

#include <QList>

#include "steps/stepspec.h"

namespace Reeve {

class StepRegistry;

/**
 * Every change `reeve-cli britain FILE ...` and the Britain year dock make, as registered steps of
 * the game "britain" (docs/ARCHITECTURE.md, "Steps"): the entries (districts, bands, states,
 * losses, the year) and the rule steps that run a britain.* procedure and record its outcome
 * (incursion, war leader, morale, rally, melee, divine favour, a leader struck, pillage, the year's
 * end). Checks are in BritainStepChecks; each apply calls BritainState, so the verb family,
 * `reeve-cli step` and the dock run the same code, each step one action. An outcome holds
 * "actions" (the entries written, as the verb family prints them) and, for a rule step,
 * "procedure" (the britain.* result).
 */
class BritainSteps
{
public:
    static void registerAll(StepRegistry &registry);

private:
    static QList<StepSpec> entrySteps();
    static QList<StepSpec> recordSteps();
    static QList<StepSpec> yearSteps();
    static QList<StepSpec> battleSteps();
    static QList<StepSpec> leaderSteps();
    /// move and home (britainmovesteps.cpp).
    static QList<StepSpec> moveSteps();
};

} // namespace Reeve
