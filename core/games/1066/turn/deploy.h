#pragma once

namespace Reeve {

class StepRegistry;

/**
 * The 1066 step "deploy" (§27.4–27.8): before the first game turn, a power places a counter the scenario
 * leaves for its owner to place, in one of the squares §27.5–27.8 allow it (the unit's "setup_in"). The
 * powers set up in the order of §27.5–27.8 (Normans, Anglo-Saxons, Vikings, Britons: the scenario's order
 * of powers), a neutral one by the Normans; §27.4's other reading, simultaneous set-up by agreement, is
 * the field simultaneous=true. The counter goes down face down (§7.1): the public log says only that
 * the power set up a counter; its own log names it and the square.
 */
class Deploy1066
{
public:
    static void registerStep(StepRegistry &registry);
};

} // namespace Reeve
