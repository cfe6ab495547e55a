#pragma once

namespace Reeve {

class StepRegistry;

/**
 * The 1066 Storms event (§8.13) as a campaign step: all fleets roll, a neutral's as well as a player's, at sea,
 * on a coast or in a box off the map; the season comes from the clock (§9.9) and each fleet's water from
 * its square (all-sea, or coastal, port and river). A fleet lost takes the land units it carries (§17.16);
 * who is aboard comes from the campaign's record (the embark step, Aboard1066), the "aboard" field overriding it
 * for the fleets it names, and at sea, where land units can only be aboard, from the one fleet there. Each power's dice and losses are its own (§7.1).
 */
class Storms1066
{
public:
    static void registerStep(StepRegistry &registry);
};

} // namespace Reeve
