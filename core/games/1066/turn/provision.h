#pragma once

namespace Reeve {

class StepRegistry;

/**
 * The 1066 step "provision" (§9): in its own provisioning phase a power feeds its units in one square. The
 * forage value is read from the square (its entered "forage", a town's feudal value + 2), with summer from the
 * clock, a Castle marker adding one and a Pillaged marker making it 0 (§9.3, §9.7, §9.9). The units beyond it
 * are fed by one Gold Point returned from the hand to the pool (§9.4) or removed, the owner choosing which
 * (§9.6). Counters stay face down (§7.1): the public log says only that a force was provisioned and how.
 */
class Provision1066
{
public:
    static void registerStep(StepRegistry &registry);
};

} // namespace Reeve
