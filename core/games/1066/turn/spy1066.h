#pragma once

namespace Reeve {

class StepRegistry;

/**
 * Counters turned face up in 1066 (§7.2–7.3, §8.13), recorded on the units (Reveal1066):
 * - "spy": a power plays a Spy from its hand to examine the units in every enemy square on the map, or the
 *   campaign markers of one enemy; an enemy may cancel it with a Spy of his own. The units seen are recorded as
 *   revealed to it (the Assassin reads this), and its own log lists them; the public log names none.
 * - "reveal": a power shows units to one player or to every other (§7.3), or the referee records units a
 *   vassalage spying showed (§7.2 (3)); each viewer's log lists them.
 */
class Spy1066
{
public:
    static void registerSteps(StepRegistry &registry);
};

} // namespace Reeve
