#include "battleprocedures.h"

#include <algorithm>

#include <QJsonArray>

#include "procedures/procedurecontext.h"
#include "procedures/procedureregistry.h"
#include "battleaftermath.h"
#include "rules1066.h"
#include "tables/ruletable.h"
#include "util/failure.h"

namespace Reeve::Battle1066 {

using namespace Qt::StringLiterals;
using namespace Rules1066;

namespace {

constexpr int DefenseCap = 4;

const QStringList &terrainChoices()
{
    static const QStringList list{u"none"_s,  u"clear"_s, u"forest"_s, u"mountain"_s, u"swamp"_s,
                                  u"town"_s,  u"large-town"_s, u"river"_s, u"coastal"_s, u"castle"_s};
    return list;
}

/// The defence the target uses: printed value, one terrain bonus, capped at four (§15.13–15.14, §17.17).
int effectiveDefense(ProcedureContext &c)
{
    const int defense = int(c.integer(u"defense"_s));
    int bonus = int(c.integer(u"terrain_bonus"_s));
    const QString terrain = c.text(u"terrain"_s);
    if (terrain != u"none"_s) {
        if (bonus != 0)
            throw Failure::badInput(tr("Give either terrain or terrain_bonus, not both: a defender takes only one "
                                       "terrain bonus per battle (1066 §15.13)."));
        bonus = lookupInt(c.table(u"1066.terrain"_s), 2, terrain);
        c.step(tr("The Terrain Effects Chart gives %1 a defence bonus of %2.").arg(terrain).arg(bonus), ref("15.13"));
    }
    if (bonus > 0 && c.boolean(u"fleet"_s)) {
        c.step(tr("The target is a fleet: terrain and castles never raise a fleet's defence, so the bonus of %1 is "
                  "ignored.").arg(bonus), ref("17.17"));
        bonus = 0;
    }
    const int raised = defense + bonus;
    const int used = bonus > 0 ? std::min(raised, std::max(defense, DefenseCap)) : defense;
    if (bonus > 0 && used < raised)
        c.step(tr("Defence %1 + terrain %2 = %3, but terrain can never lift a defence above %4: the target defends "
                  "at %5.").arg(defense).arg(bonus).arg(raised).arg(DefenseCap).arg(used), ref("15.14"));
    else if (bonus > 0)
        c.step(tr("Defence %1 + terrain %2 = %3 (one bonus only, the defender's choice).").arg(defense).arg(bonus)
                   .arg(used), ref("15.13"));
    else
        c.step(tr("The target defends at its printed %1 with no terrain bonus.").arg(defense), ref("15.8"));
    return used;
}

int pursuitDice(ProcedureContext &c, int attack, bool knight)
{
    if (c.boolean(u"flank"_s) || c.boolean(u"reserve"_s) || c.boolean(u"charge"_s) || c.boolean(u"maneuver"_s))
        throw Failure::badInput(tr("In the pursuit round positions do not matter and no battle marker may be played: "
                                   "drop flank, reserve, charge and maneuver (1066 §15.17, §15.21)."));
    if (c.boolean(u"target_panicking_knight"_s)) {
        if (!knight)
            throw Failure::badInput(tr("Only knights may attack panicking knights in pursuit (1066 §15.17)."));
        const bool twoDice = c.text(u"pursuit_vs_knights"_s) == u"two-dice"_s;
        const int count = twoDice ? 2 : 2 * attack;
        c.step(twoDice ? tr("A knight pursuing panicking knights rolls two dice (reading: exactly two dice).")
                       : tr("A knight pursuing panicking knights rolls double, %1 × 2 = %2 dice (reading: twice its "
                            "attack instead of three times).").arg(attack).arg(count),
               ref("15.17"));
        return count;
    }
    const int factor = knight ? 3 : 2;
    c.step(tr("Pursuit round: a %1 rolls %2 times its dice, %3 × %2 = %4.")
               .arg(knight ? tr("knight") : tr("non-knight")).arg(factor).arg(attack).arg(attack * factor),
           ref("15.17"));
    return attack * factor;
}

/// Dice for one attacking unit: one per attack point plus flank, reserve, Charge and Maneuver bonuses.
int attackDiceCount(ProcedureContext &c)
{
    const int attack = int(c.integer(u"attack"_s));
    const bool knight = c.boolean(u"knight"_s);
    if (c.boolean(u"pursuit"_s))
        return pursuitDice(c, attack, knight);
    if (c.boolean(u"target_panicking_knight"_s))
        throw Failure::badInput(tr("Panicking units are attacked only in the pursuit round: add pursuit=true "
                                   "(1066 §15.17)."));
    if (c.boolean(u"flank"_s) && c.boolean(u"reserve"_s))
        throw Failure::badInput(tr("An attack is either a flank attack or an attack on the reserve, not both "
                                   "(1066 §15.11–15.12)."));
    if (c.boolean(u"charge"_s) && c.boolean(u"maneuver"_s))
        throw Failure::badInput(tr("Only one battle marker may be played in a combat round (1066 §15.21)."));
    int count = attack;
    c.step(tr("One die per attack point: %1.").arg(attack), ref("15.8"));
    if (c.boolean(u"flank"_s)) {
        ++count;
        c.step(tr("Flank attack: one extra die (%1).").arg(count), ref("15.11"));
    }
    if (c.boolean(u"reserve"_s)) {
        ++count;
        c.step(tr("Attack on the reserve: one extra die (%1).").arg(count), ref("15.12"));
    }
    if (c.boolean(u"charge"_s)) {
        ++count;
        c.step(tr("Charge marker: one extra die (%1); it adds to a flank bonus.").arg(count), ref("15.22"));
    }
    if (c.boolean(u"maneuver"_s)) {
        count += knight ? 2 : 1;
        c.step(tr("Maneuver marker: %1 extra for a %2 (%3).").arg(knight ? 2 : 1)
                   .arg(knight ? tr("knight") : tr("non-knight")).arg(count), ref("8.13"));
    }
    return count;
}

QList<ParameterSpec> attackParameters()
{
    return {
        ParameterSpec::integer(u"attack"_s, tr("Attack strength"), 1, 20, QJsonValue::Null,
                               tr("The attacking unit's attack strength (§15.8).")),
        ParameterSpec::integer(u"defense"_s, tr("Defence strength"), 1, 4, QJsonValue::Null,
                               tr("The target's printed defence strength.")),
        ParameterSpec::integer(u"terrain_bonus"_s, tr("Terrain bonus"), 0, 4, 0,
                               tr("The one terrain or castle bonus the defender chose (§15.13); the result is capped "
                                  "at 4 (§15.14).")),
        ParameterSpec::choice(u"terrain"_s, tr("Terrain"), terrainChoices(), u"none"_s,
                              tr("Read the bonus from the Terrain Effects Chart instead of giving terrain_bonus.")),
        ParameterSpec::boolean(u"fleet"_s, tr("Target is a fleet"), false,
                               tr("Fleets never gain terrain or castle bonuses (§17.17).")),
        ParameterSpec::boolean(u"knight"_s, tr("Attacker is a knight"), false,
                               tr("Knights get two Maneuver dice and triple dice in pursuit.")),
        ParameterSpec::boolean(u"flank"_s, tr("Flank attack"), false, tr("One extra die (§15.11).")),
        ParameterSpec::boolean(u"reserve"_s, tr("Attack on the reserve"), false, tr("One extra die (§15.12).")),
        ParameterSpec::boolean(u"charge"_s, tr("Charge"), false, tr("One extra die this round (§8.13).")),
        ParameterSpec::boolean(u"maneuver"_s, tr("Maneuver"), false,
                               tr("Two extra dice for a knight, one for others (§8.13).")),
        ParameterSpec::boolean(u"pursuit"_s, tr("Pursuit round"), false, tr("Double dice, triple for knights (§15.17).")),
        ParameterSpec::boolean(u"target_panicking_knight"_s, tr("Target is a panicking knight"), false,
                               tr("Only knights may attack it in pursuit (§15.17).")),
        ParameterSpec::choice(u"pursuit_vs_knights"_s, tr("Knights against panicking knights"),
                              {u"two-dice"_s, u"double"_s}, u"two-dice"_s,
                              tr("§15.17 says two dice: read as exactly two dice, or as double instead of triple.")),
    };
}

void resolveAttack(ProcedureContext &c)
{
    const int defense = effectiveDefense(c);
    const int count = attackDiceCount(c);
    const RuleTable &crt = c.table(u"1066.crt"_s);
    const QString column = QString::number(defense);
    const QList<int> faces = c.rollMany(count, 6, tr("attack die"));
    int eResults = 0, dResults = 0;
    QJsonArray results;
    for (int face : faces) {
        const QString result = cellText(lookup(crt, face, column)).trimmed().toUpper();
        if (result == u"E"_s)
            ++eResults;
        else if (result == u"D"_s)
            ++dResults;
        else if (!(result.isEmpty() || result == u"-"_s || result == u"0"_s || result == u"—"_s))
            throw Failure::badInput(tr("Combat Results Table, roll %1, defence %2: \"%3\" is not E, D or -; "
                                       "correct it in the Tables panel.").arg(face).arg(defense).arg(result));
        results.append(result.isEmpty() || result == u"0"_s || result == u"—"_s ? u"-"_s : result);
    }
    const int hits = eResults + dResults;
    c.step(tr("Dice %1 read under defence %2: %3 E and %4 D result(s).").arg(joinFaces(faces)).arg(defense)
               .arg(eResults).arg(dResults), crt.ruleRefs().value(0));
    c.step(hits > 0 ? tr("A result lands, so the target is eliminated unless a saving roll (leader rally, castle, "
                         "Shield Wall) cancels it; the attacker may not switch to another target.")
                    : tr("No result: the target is unharmed."),
           ref("15.10"));
    c.set(u"eliminated"_s, hits > 0);
    c.set(u"hits"_s, hits);
    c.set(u"e_results"_s, eResults);
    c.set(u"d_results"_s, dResults);
    c.set(u"dice_count"_s, count);
    c.set(u"defense_used"_s, defense);
    c.set(u"results"_s, results);
}

Procedure attackProcedure()
{
    Procedure p = base("attack", tr("Attack one unit (Combat Results Table)"), {ref("15.8"), ref("15.10"),
        ref("15.11"), ref("15.12"), ref("15.13"), ref("15.14"), ref("15.17"), ref("15.22"), ref("17.17")},
        tr("One attacking unit rolls its dice against one target; each die is read on the Combat Results Table "
           "under the target's defence (one terrain bonus, never above 4, none for fleets). Stops with a missing "
           "figure until the referee has entered the table's cells."));
    p.parameters = attackParameters();
    p.diceText = tr("one d6 per attack point, then one per bonus die (flank, reserve, Charge, Maneuver); in pursuit "
                    "the multiplied count");
    p.oddsFields = {u"eliminated"_s};
    p.body = resolveAttack;
    return p;
}

Procedure savingRollProcedure()
{
    Procedure p = base("saving-roll", tr("Saving rolls against an E or D result"), {ref("18.6"), ref("20.5"),
        ref("8.13")}, tr("A unit hit by an E or D result may be saved by its own leader rally, by a friendly castle "
                         "in the square, or by Shield Wall (unless Feigned Flight cancelled it). Rolls each that "
                         "applies in that order until one saves the unit."));
    p.parameters = {
        ParameterSpec::integer(u"leader_value"_s, tr("Leader value"), 0, 6, 0,
                               tr("The hit unit's own leader value (0: not a leader); a die at most this saves it.")),
        ParameterSpec::boolean(u"castle"_s, tr("Friendly castle"), false, tr("A 4–6 saves the unit (§20.5).")),
        ParameterSpec::boolean(u"shield_wall"_s, tr("Shield Wall"), false,
                               tr("Housecarl, thegn or fyrd under Shield Wall this round: a 1–3 saves it (§8.13).")),
        ParameterSpec::boolean(u"feigned_flight"_s, tr("Feigned Flight played"), false,
                               tr("Cancels the Shield Wall (§8.13).")),
    };
    p.diceText = tr("one d6 for leader rally (if a leader), then one for the castle (if any), then one for Shield Wall "
                    "(if in force); rolling stops once the unit is saved");
    p.oddsFields = {u"saved"_s};
    p.body = [](ProcedureContext &c) {
        const int leader = int(c.integer(u"leader_value"_s));
        QString savedBy;
        if (leader > 0) {
            const int die = c.roll(6, tr("leader rally"));
            const bool saved = die <= leader;
            c.step(tr("Leader rally: %1 against leader value %2: %3.").arg(die).arg(leader)
                       .arg(saved ? tr("saved") : tr("not saved")), ref("18.6"));
            if (saved)
                savedBy = u"leader-rally"_s;
        }
        const RuleTable &saves = c.table(u"1066.saving-rolls"_s);
        if (savedBy.isEmpty() && c.boolean(u"castle"_s)) {
            const int die = c.roll(6, tr("castle"));
            const QString r = cellText(lookup(saves, die, u"castle"_s));
            c.step(tr("Friendly castle: %1 gives %2.").arg(die).arg(r), ref("20.5"));
            if (r == u"saved"_s)
                savedBy = u"castle"_s;
        }
        if (c.boolean(u"shield_wall"_s) && c.boolean(u"feigned_flight"_s))
            c.step(tr("Feigned Flight cancels the Shield Wall: no roll for it."), ref("8.13"));
        else if (savedBy.isEmpty() && c.boolean(u"shield_wall"_s)) {
            const int die = c.roll(6, tr("Shield Wall"));
            const QString r = cellText(lookup(saves, die, u"shield-wall"_s));
            c.step(tr("Shield Wall: %1 gives %2.").arg(die).arg(r), ref("8.13"));
            if (r == u"saved"_s)
                savedBy = u"shield-wall"_s;
        }
        if (savedBy.isEmpty())
            c.step(tr("No saving roll succeeded: the result takes effect."), ref("15.15"));
        c.set(u"saved"_s, !savedBy.isEmpty());
        c.set(u"eliminated"_s, savedBy.isEmpty());
        c.set(u"saved_by"_s, savedBy.isEmpty() ? u"none"_s : savedBy);
    };
    return p;
}

Procedure panicLevelProcedure()
{
    Procedure p = base("panic-level", tr("Panic level of a force"), {ref("15.16"), ref("20.5")},
                       tr("Half the force's starting attack strength plus leader values, rounded up; a force in a "
                          "castle has none. With losses given, says whether the force has panicked."));
    p.parameters = {
        ParameterSpec::integer(u"attack"_s, tr("Starting attack"), 0, 1000, QJsonValue::Null,
                               tr("Total starting attack strength of the force.")),
        ParameterSpec::integer(u"leaders"_s, tr("Leader values"), 0, 100, QJsonValue::Null,
                               tr("Total leader values in the force.")),
        ParameterSpec::boolean(u"castle"_s, tr("Defending in a castle"), false, tr("No panic level (§20.5).")),
        ParameterSpec::integer(u"losses"_s, tr("Losses so far"), 0, 1000, 0,
                               tr("Running total of losses, counted as the rules count them for panic.")),
    };
    p.body = [](ProcedureContext &c) {
        const int attack = int(c.integer(u"attack"_s));
        const int leaders = int(c.integer(u"leaders"_s));
        const int losses = int(c.integer(u"losses"_s));
        if (c.boolean(u"castle"_s)) {
            c.step(tr("Defenders in a castle have no panic level: they fight until destroyed or the battle ends."),
                   ref("20.5"));
            c.set(u"panic_level"_s, QJsonValue::Null);
            c.set(u"panicked"_s, false);
            return;
        }
        const int level = ceilDiv(attack + leaders, 2);
        c.step(tr("(%1 attack + %2 leader) ÷ 2, rounded up = %3.").arg(attack).arg(leaders).arg(level), ref("15.16"));
        if (level == 0) {
            // Losses are counted in attack and leader values, so a force worth nothing never adds to them.
            c.step(tr("A force with no attack or leader values (fleets carrying nobody) has panic level 0 and no "
                      "losses to count toward it: it cannot panic, and fights until destroyed or the battle ends."),
                   ref("15.16"));
            c.set(u"panic_level"_s, 0);
            c.set(u"panicked"_s, false);
            return;
        }
        const bool panicked = losses >= level;
        c.step(panicked ? tr("Losses %1 have reached the panic level: the force panics and a pursuit round follows.")
                              .arg(losses)
                        : tr("Losses %1 are below the panic level.").arg(losses),
               ref("15.17"));
        c.set(u"panic_level"_s, level);
        c.set(u"panicked"_s, panicked);
    };
    return p;
}

Procedure battleSpoilsProcedure()
{
    Procedure p = base("battle-spoils", tr("Battle spoils"), {ref("15.18")},
                       tr("After a victory, the winner draws and the loser gives up campaign markers according to the "
                          "defeated force's starting attack strength plus leader values. A draw gives no spoils."));
    p.parameters = {
        ParameterSpec::integer(u"defeated_strength"_s, tr("Defeated force's strength"), 0, 1000, QJsonValue::Null,
                               tr("Starting attack strength plus leader values of the losing force.")),
        ParameterSpec::choice(u"result"_s, tr("Battle result"), {u"victory"_s, u"draw"_s}, u"victory"_s,
                              tr("A drawn battle gives no markers.")),
    };
    p.body = [](ProcedureContext &c) {
        const int strength = int(c.integer(u"defeated_strength"_s));
        if (c.text(u"result"_s) == u"draw"_s) {
            c.step(tr("The battle was a draw: the attacker retreats and no markers change hands."), ref("15.18"));
            c.set(u"winner_draws"_s, 0);
            c.set(u"loser_loses"_s, 0);
            return;
        }
        const RuleTable &t = c.table(u"1066.battle-spoils"_s);
        const int draws = lookupInt(t, strength, u"winner_draws"_s);
        const int loses = lookupInt(t, strength, u"loser_loses"_s);
        c.step(tr("Defeated strength %1 falls in the row %2: the winner draws %3, the loser returns %4 at random.")
                   .arg(strength).arg(t.rowKey(t.rowIndexFor(strength)).toString()).arg(draws).arg(loses),
               ref("15.18"));
        c.set(u"winner_draws"_s, draws);
        c.set(u"loser_loses"_s, loses);
    };
    return p;
}

Procedure battleLengthProcedure()
{
    Procedure p = base("battle-length", tr("Battle length"), {ref("15.2"), ref("9.9")},
                       tr("The attacker rolls a die for the number of battle turns; summer adds one, and no battle "
                          "lasts more than six turns."));
    p.parameters = {ParameterSpec::choice(u"season"_s, tr("Season"), {u"winter"_s, u"summer"_s}, QJsonValue::Null,
                                          tr("Summer is April to September (§9.9)."))};
    p.diceText = tr("one d6");
    p.oddsFields = {u"battle_turns"_s};
    p.body = [](ProcedureContext &c) {
        const RuleTable &summer = c.table(u"1066.summer-effects"_s);
        const int die = c.roll(6, tr("battle length"));
        const bool isSummer = c.text(u"season"_s) == u"summer"_s;
        const int bonus = isSummer ? lookupInt(summer, 1, u"battle-turns"_s) : 0;
        const int cap = lookupInt(summer, 1, u"battle-turns-max"_s);
        const int turns = std::min(die + bonus, cap);
        c.step(isSummer ? tr("Rolled %1, +%2 in summer = %3.").arg(die).arg(bonus).arg(die + bonus)
                        : tr("Rolled %1 in winter.").arg(die), ref(isSummer ? "9.9" : "15.2"));
        if (die + bonus > cap)
            c.step(tr("No battle lasts more than %1 turns.").arg(cap), ref("9.9"));
        c.set(u"battle_turns"_s, turns);
    };
    return p;
}

} // namespace

void registerAll(ProcedureRegistry &registry)
{
    registry.add(attackProcedure());
    registry.add(savingRollProcedure());
    registry.add(panicLevelProcedure());
    registry.add(battleSpoilsProcedure());
    registry.add(battleLengthProcedure());
    registerAftermath(registry);
}

} // namespace Reeve::Battle1066
