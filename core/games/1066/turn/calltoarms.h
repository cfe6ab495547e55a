#pragma once

namespace Reeve {

class StepRegistry;

/**
 * The 1066 step "call-to-arms" (§10.3): once a game, in one of its own recruiting phases, a power rolls one
 * die, one more when enemy units hold a town its forces held at the start of play (read from the 1066
 * scenario's set-up squares, §27.5-27.8), and adds its king's leader value when the king is on the map
 * (not in an off-map box, not eliminated). The total is spent at once as gold points on recruits (the
 * 1066.recruit procedure with source=call-to-arms); what is left is lost. The step records the call on
 * the power's side ("call_to_arms": the game turn), which Attrition reads (§10.4), and refuses a second.
 */
class CallToArms1066
{
public:
    static void registerStep(StepRegistry &registry);
};

} // namespace Reeve
