#pragma once

namespace Reeve {

class StepRegistry;

/**
 * The 1066 Rebellion event (§8.13) as a campaign step: the feudal points of each playing power are read from
 * the campaign (the towns its units occupy, unpillaged, and the off-map box it always controls, §21.1, §21.8);
 * the power with the most is struck (a tie rolled off), and it rolls a die and returns that many markers from
 * its hand at random, unless it spends a Vassalage marker to put the rebellion down. Which markers went back
 * is for the struck power alone.
 */
class Rebellion1066
{
public:
    static void registerStep(StepRegistry &registry);
};

} // namespace Reeve
