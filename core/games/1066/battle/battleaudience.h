#pragma once

#include <QString>

#include "log/action.h"

namespace Reeve {

class Campaign;
struct BattleState;

/**
 * Who reads the battle board's entries (1066 §7.1, §7.2, §15.2). A battle fought in a campaign square
 * between two campaign sides names units, boxes and losses: those go to the two sides involved (and the
 * referee, who reads everything); the public line says only that a battle is being fought in that square
 * between those two powers, which the table sees anyway (§15.2 marks the square on the map). A battle
 * opened by name only belongs to no campaign side and stays public, as a standalone calculator.
 */
namespace BattleAudience {

/// The kind of the defender's copy of a battle entry ("1066.battle-view"): no state change of its own.
extern const QString CopyKind;

/// Whether \a state's entries are for its two sides only.
bool isPrivate(const BattleState &state);
/// The public line of a battle step \a stepName ("place", "attack", ...): the square and the powers only.
QString publicLine(const BattleState &state, const QString &stepName);
/// Turns \a draft (public text = the board's full summary) into the attacker's entry: the summary
/// becomes its private text, the public text the step's public line. Does nothing for a public battle.
void address(ActionDraft &draft, const BattleState &state, const QString &stepName);
/// Writes the defender's copy of \a draft (its private text and data, no state change, no dice).
/// Does nothing for a public battle. Call inside the ActionGroup that holds \a draft.
void copyForDefender(Campaign &campaign, const ActionDraft &draft, const BattleState &state);

} // namespace BattleAudience
} // namespace Reeve
