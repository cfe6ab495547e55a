#pragma once

#include <QString>

namespace Reeve {

class Campaign;
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
    /// The season of the campaign's month (1066 §9.9: April to September are summer turns, the rest
    /// winter); empty when the clock's period is not a month.
    static QString seasonOfClock(Campaign &campaign);
    /// The season of \a month ("july", any case) by the same rule; empty for a word that is no month.
    static QString seasonOfMonth(const QString &month);
};

} // namespace Reeve
