#pragma once

namespace Reeve {

class StepRegistry;

/**
 * The 1066 steps "embark" and "disembark" (§17.5–17.11): in its movement phase a power puts up to two of its land
 * units aboard one of its fleets in the same port or coastal square, and puts them ashore again on a coastal,
 * port or river square (never at sea). The campaign records it on the units (Aboard1066): the fleet's moves
 * take them along, the battle and Storms read who is aboard. The public log says only that a power embarked or
 * landed units (§7.1); its own log names them.
 */
class Embark1066
{
public:
    static void registerSteps(StepRegistry &registry);
};

} // namespace Reeve
