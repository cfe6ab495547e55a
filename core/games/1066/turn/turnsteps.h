#pragma once

namespace Reeve {

class StepRegistry;

/**
 * The 1066 campaign turn as registered steps of game "1066" (docs/ARCHITECTURE.md, "Steps"):
 * next-phase (the sequence of play of §3.2, each player's turn in the initiative order, twelve turns
 * of §27.2), initiative (the gold bids of §6, spent from the hands) and map-move (a force moves face
 * down, §7, and a neutral it enters becomes belligerent, §4.4–4.5).
 */
class TurnSteps1066
{
public:
    static void registerAll(StepRegistry &registry);
};

} // namespace Reeve
