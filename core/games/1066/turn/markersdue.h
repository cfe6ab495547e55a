#pragma once

namespace Reeve {

class StepRegistry;

/**
 * The 1066 step "campaign-markers" (§3.2a, §8.3–8.7): in its own campaign-marker phase the phasing power
 * draws the markers its leaders and occupied feudal squares are worth, every figure read from the
 * campaign: the leader values of the leaders it controls wherever they are (vassals included, §11.8),
 * the feudal values of the town squares only its units occupy (a pillaged square or one shared with
 * another player's units gives 0, §8.4), the off-map boxes it holds (§21.8), the number of players for
 * the holding limit and the hand it already holds (§8.6–8.7). 1066.markers-due does the sum; the draw
 * follows, the kinds named in "return" going back first when the hand would pass the limit.
 */
class MarkersDue1066
{
public:
    static void registerStep(StepRegistry &registry);
};

} // namespace Reeve
