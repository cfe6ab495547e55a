#pragma once

namespace Reeve {

class StepRegistry;

/**
 * The 1066 step "map-move": the phasing power moves one force to a square (§14.1, §14.3, §14.5).
 * Counters stay face down (§7.1): the public log says that a force moved, its side's own log says
 * which counters went where; units meeting enemy units reveal themselves to the two players involved
 * only (§7.2). A force ending its move among a neutral power's units makes it belligerent, under a
 * player other than the mover, a die choosing in a three-player game (§4.4–4.5, §17.4). The map's
 * movement costs are not in Reeve's sources, so the referee judges the distance.
 */
class MapMove1066
{
public:
    static void registerStep(StepRegistry &registry);
};

} // namespace Reeve
