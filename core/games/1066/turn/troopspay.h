#pragma once

namespace Reeve {

class StepRegistry;

/**
 * The 1066 step "troops-demand-pay" (§8.13 Troops Demand More Pay): the power that drew the event owes a
 * gold point per stack of five or more units it controls (a square, or a box off the map), kings counted. The step
 * reads those forces from the campaign. Each one the power pays for (pay=[...]) costs a Gold Point from its
 * hand; one it leaves unpaid may be bought by the enemy who wins the open bidding (not in an off-map box, not
 * with a king in it), who pays his bid in Gold Points from his hand and takes control of the force (§11.8
 * control); every other unpaid force mutinies: a die for each unit but a king, 1-3 eliminates it. The forces
 * and the dice are the owner's (a bought force's the buyer's too); the public log tells what happened in
 * numbers, and who bought a force, since the bidding is open.
 */
class TroopsPay1066
{
public:
    static void registerStep(StepRegistry &registry);
};

} // namespace Reeve
