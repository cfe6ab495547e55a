#pragma once

namespace Reeve {

class StepRegistry;

/**
 * The 1066 battle board's verbs as registered steps of game "1066" (docs/ARCHITECTURE.md, "Steps"):
 * start, new, values, place, remove, commander, contact, length, move, marker, attack, roll, save,
 * end-round, end-pursuit, spoils, step (the next step that needs no choice) and apply. Each runs the
 * same BattleBoard or BattleCampaign call `reeve-cli battle FILE VERB` runs, inside one action.
 */
class BattleSteps
{
public:
    static void registerAll(StepRegistry &registry);
};

} // namespace Reeve
