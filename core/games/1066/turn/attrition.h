#pragma once

namespace Reeve {

class StepRegistry;

/**
 * The 1066 step "attrition" (§8.13 Attrition, §10.4): the power that drew the event rolls a d6 per stack:
 * every square or off-map box holding at least two units it controls (kings counted, never lost). A 1 loses one unit
 * there, a 1 or 2 once the power has called to arms (read from the campaign). The owner picks which unit
 * (not a king) in each square hit; a square with one such unit loses it without asking. The dice and the
 * squares are the power's (§7.1): the public log says the event was applied and how many units it cost.
 */
class Attrition1066
{
public:
    static void registerStep(StepRegistry &registry);
};

} // namespace Reeve
