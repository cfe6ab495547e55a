#pragma once

namespace Reeve {

class StepRegistry;

/**
 * The 1066 step "recruit" (§10.2, §10.5–10.7, §20.2–20.3): in its own recruiting phase a power buys one
 * kind of recruit for the squares named, at the Gold Recruiting Expenditure Table's price. Gold Point
 * markers go from the hand back to the pool (a fraction costs a whole marker; Reeve's reading of the fyrd's
 * half point), or the points of this phase's call to arms are spent (§10.3). Land units go one per
 * friendly-held unpillaged town, fleets one per such port, any number in the power's own off-map area; an
 * eliminated counter comes back before a new one is taken from the counter mix (§10.2, §10.7). A castle
 * (one per player turn) and the removal of a Pillaged marker are placed on the map publicly; recruited
 * counters go down face down (§7.1).
 */
class Recruit1066
{
public:
    static void registerStep(StepRegistry &registry);
};

} // namespace Reeve
