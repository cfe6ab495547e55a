#pragma once

namespace Reeve {

class StepRegistry;

/**
 * The 1066 step "trade-markers" (§8.12, §22.2-22.4): in the negotiations phase two players trade campaign
 * markers, or one gives markers to the other (take left empty). The markers move from hand to hand in one
 * action; a player's two powers cannot trade with each other (§22.4), a neutral holds no hand (§4.3), and a
 * hand that would pass the holding limit must return the surplus first (§8.7). Hands are private (§8.2):
 * the public log says that the two traded, each of them reads what it gave and received, the referee both.
 */
class TradeMarkers1066
{
public:
    static void registerStep(StepRegistry &registry);
};

} // namespace Reeve
