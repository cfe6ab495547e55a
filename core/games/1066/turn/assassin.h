#pragma once

namespace Reeve {

class StepRegistry;

/**
 * The 1066 Assassin marker (§8.13) as a campaign step: in its own player turn a power plays it against one
 * revealed leader of another player; a 6 eliminates him, anything else lets him live and gives his power a
 * free draw. An enemy Spy or a Papal Intervention can cancel it first (both back to the pool, nothing else).
 * A king assassinated returns his hand only on the referee's wider reading of §18.7 ("in combat").
 */
class Assassin1066
{
public:
    static void registerStep(StepRegistry &registry);
};

} // namespace Reeve
