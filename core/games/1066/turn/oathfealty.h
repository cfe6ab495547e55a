#pragma once

namespace Reeve {

class StepRegistry;

/**
 * The 1066 step "oath-of-fealty" (§8.13 Oath of Fealty, Spy): in its own campaign-marker phase a power plays
 * Oath of Fealty against another player and takes one marker from that player's hand, at random; the Oath
 * goes back to the pool. Played together with a Spy, the Spy first turns the target's whole hand face up to
 * the power, which then takes the marker it chooses. An enemy may cancel that Spy with a Spy of his own
 * (§8.13 Spy, third use): both Spies go back to the pool and the Oath still takes a marker, at random (Reeve's
 * reading). The public log names the two powers and whether a Spy was played, never a marker taken: the power
 * reads what it took (and the hand it saw), the target what it lost.
 */
class OathOfFealty1066
{
public:
    static void registerStep(StepRegistry &registry);
};

} // namespace Reeve
