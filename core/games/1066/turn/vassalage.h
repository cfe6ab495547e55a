#pragma once

namespace Reeve {

class StepRegistry;

/**
 * The 1066 step "vassalage" (§11): the phasing power spends vassalage markers from its hand against an
 * enemy-occupied square, the targeted power may spend its own in defence, the dice of 1066.vassalage
 * decide, every committed marker goes back to the pool (§11.4), a defender who holds draws one marker
 * (§11.2), and a success records the attacker's control of every unit in the square (§11.8, read by
 * Control1066). Refused with nothing spent: outside the phasing power's vassalage phase, a square with a
 * king (§11.7), an off-map box (§21.6), another power of the same player (§4.6), markers not in hand.
 * A neutral targeted becomes belligerent first (§4.4–4.5). The public log says who tried where and
 * whether it took (the control marker is on the map); the markers and dice go to the two players.
 */
class Vassalage1066
{
public:
    static void registerStep(StepRegistry &registry);
};

} // namespace Reeve
