#include "charlemagnecombat.h"

#include "charlemagnecommon.h"
#include "procedures/procedurecontext.h"
#include "procedures/procedureregistry.h"
#include "tables/columnselector.h"
#include "tables/ruletable.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;
using namespace Charlemagne;

namespace {

const QString BattleTable = u"charlemagne.battle"_s;

/// Applies one side's multiplier, explains it and returns the multiplied strength.
qint64 multiplied(ProcedureContext &c, const QString &side, qint64 base, const QString &leader, bool terrain,
                  bool advance)
{
    const int m = strengthMultiplier(leader, terrain, advance);
    const qint64 strength = base * m;
    if (m == 1) {
        c.step(tr("%1: %2 strength points, nothing multiplies them.").arg(side).arg(base), u"Charlemagne §16.6d"_s);
        return strength;
    }
    c.step(tr("%1: %2 × %3 = %4 (%5: %6).")
                   .arg(side)
                   .arg(base)
                   .arg(m)
                   .arg(strength)
                   .arg(multiplierReason(leader, terrain, advance), multiplierRule(leader, terrain, advance)),
           u"Charlemagne §16.6d"_s);
    return strength;
}

Procedure combatRatio()
{
    Procedure p = make(u"combat-ratio"_s, tr("Combat ratio"), {u"Charlemagne §16.6"_s, u"Charlemagne §21.2b"_s,
                                                                u"Charlemagne §21.4c"_s});
    p.summary = tr("Totals each side's strength with its multipliers and finds the Battle Table column: fractions "
                   "dropped when the attacker is stronger, rounded up for the defender, 1.5/1 from half as strong "
                   "again, and 1/3 to 4/1 at most.");
    p.parameters = {
            ParameterSpec::integer(u"attacker"_s, tr("Attacker strength"), 1, 100000, QJsonValue::Null,
                                   tr("Printed combat strengths of the attacking force, added up.")),
            ParameterSpec::integer(u"defender"_s, tr("Defender strength"), 1, 100000, QJsonValue::Null,
                                   tr("Printed combat strengths of the defending force, added up.")),
            ParameterSpec::choice(u"attacker_leader"_s, tr("Attacker's leader"), leaderChoices(), u"none"_s,
                                  tr("A leader doubles, Charlemagne triples (§16.6d(1)).")),
            ParameterSpec::boolean(u"attacker_advance"_s, tr("Attacker plays a military advance"), false),
            ParameterSpec::choice(u"defender_leader"_s, tr("Defender's leader"), leaderChoices(), u"none"_s),
            ParameterSpec::boolean(u"defender_terrain"_s, tr("Defender in burg, rugged, pass or marsh"), false,
                                   tr("Rivers do not count (§16.6d(2)).")),
            ParameterSpec::boolean(u"defender_advance"_s, tr("Defender plays a military advance"), false)};
    p.body = [](ProcedureContext &c) {
        const QString aLeader = c.text(u"attacker_leader"_s);
        const QString dLeader = c.text(u"defender_leader"_s);
        if (aLeader == u"charlemagne"_s && dLeader == u"charlemagne"_s)
            throw Failure::badInput(tr("Charlemagne serves only the Empire, so he cannot be on both sides "
                                       "(§21.4a)."));
        const qint64 a = multiplied(c, tr("Attacker"), c.integer(u"attacker"_s), aLeader, false,
                                    c.boolean(u"attacker_advance"_s));
        const qint64 d = multiplied(c, tr("Defender"), c.integer(u"defender"_s), dLeader,
                                    c.boolean(u"defender_terrain"_s), c.boolean(u"defender_advance"_s));
        const ColumnSelector::Choice choice = ColumnSelector::byRatio(
                c.table(BattleTable), a, d, ColumnSelector::RatioRule::DefenderFavoured, u"Charlemagne §16.6"_s);
        for (const QString &line : choice.explanation)
            stepCiting(c, line, u"Charlemagne §16.6"_s);
        c.set(u"column"_s, choice.label);
        c.set(u"attacker_strength"_s, a);
        c.set(u"defender_strength"_s, d);
    };
    return p;
}

Procedure retreatAllowed()
{
    Procedure p = make(u"retreat-allowed"_s, tr("Retreat before combat"), {u"Charlemagne §16.5"_s});
    p.summary = tr("The defender may retreat one or two hexes instead of fighting only when every one of its units "
                   "has more printed operation points than the attacker's fastest unit.");
    p.parameters = {ParameterSpec::integer(u"defender_min_op"_s, tr("Defender's lowest printed OP"), 0, 100),
                    ParameterSpec::integer(u"attacker_max_op"_s, tr("Attacker's highest printed OP"), 0, 100)};
    p.body = [](ProcedureContext &c) {
        const qint64 d = c.integer(u"defender_min_op"_s);
        const qint64 a = c.integer(u"attacker_max_op"_s);
        const bool allowed = d > a;
        c.set(u"allowed"_s, allowed);
        c.step(allowed ? tr("The defender's slowest unit has %1 OP, more than the attacker's best %2: it may "
                            "retreat 1 or 2 hexes at no cost, but not into a hex that contains an enemy or neutral "
                            "force or an enemy ZOC, nor across a river or into rugged terrain (except by a pass) "
                            "(§16.5f).")
                                 .arg(d)
                                 .arg(a)
                       : tr("The defender's slowest unit has %1 OP, not more than the attacker's best %2: it must "
                            "stand and fight.")
                                 .arg(d)
                                 .arg(a),
               u"Charlemagne §16.5a"_s);
    };
    return p;
}

Procedure battle()
{
    Procedure p = make(u"battle"_s, tr("Battle Table"), {u"Charlemagne §16.1"_s, u"Charlemagne §16.8"_s});
    p.summary = tr("Rolls a die on the Battle Table column found by the combat ratio and gives the printed result.");
    p.parameters = {
            ParameterSpec::choice(u"column"_s, tr("Ratio column"),
                                  {u"1/3"_s, u"1/2"_s, u"1/1"_s, u"1.5/1"_s, u"2/1"_s, u"3/1"_s, u"4/1"_s},
                                  QJsonValue::Null, tr("From charlemagne.combat-ratio.")),
            ParameterSpec::boolean(u"in_burg"_s, tr("A side fights in a burg"), false,
                                   tr("Such a side may ignore a retreat result (§16.8a)."))};
    p.diceText = tr("one d6");
    p.oddsFields = {u"result"_s};
    p.body = [](ProcedureContext &c) {
        const RuleTable &table = c.table(BattleTable);
        const QString label = c.text(u"column"_s);
        const int die = c.roll(6, tr("battle die"));
        c.set(u"roll"_s, die);
        const int row = table.rowIndexFor(die);
        const int col = table.columnIndex(label);
        if (col < 0)
            throw Failure::badInput(tr("The Battle Table has no column %1; check the table's columns.").arg(label));
        c.step(tr("Die %1 on column %2.").arg(die).arg(label), u"Charlemagne §16.1a(5)"_s);
        const TableCell &cell = table.require(row, col);
        c.set(u"result"_s, cell.value);
        c.step(tr("Result: %1 (%2); it is applied at once, in the order it gives.")
                       .arg(cell.value.toVariant().toString(), provenanceToString(cell.provenance)),
               u"Charlemagne §16.7"_s);
        if (c.boolean(u"in_burg"_s))
            c.step(tr("A side fighting in a burg may ignore a retreat in this result."), u"Charlemagne §16.8a"_s);
    };
    return p;
}

Procedure survival()
{
    Procedure p = make(u"charlemagne-survival"_s, tr("Charlemagne eliminated?"), {u"Charlemagne §21.4e"_s});
    p.summary = tr("When a result would remove Charlemagne a die decides: 1 to 3 he lives and joins the nearest "
                   "friendly force, 4 to 6 he dies, with the loss of the Empire's stratagems and 3 victory points.");
    p.diceText = tr("one d6");
    p.oddsFields = {u"survives"_s};
    p.body = [](ProcedureContext &c) {
        const int die = c.roll(6, tr("Charlemagne's fate"));
        const bool survives = die <= 3;
        c.set(u"roll"_s, die);
        c.set(u"survives"_s, survives);
        if (survives) {
            c.step(tr("Die %1 (1 to 3): Charlemagne is unhurt; place him with the nearest friendly force.").arg(die),
                   u"Charlemagne §21.4e"_s);
            return;
        }
        c.step(tr("Die %1 (4 to 6): Charlemagne dies and leaves the game for good.").arg(die), u"Charlemagne §21.4e"_s);
        c.step(tr("The Empire returns every stratagem it holds, leaders excepted, to the Container at once."),
               u"Charlemagne §21.4e(1)"_s);
        c.step(tr("At the end the Empire's victory total loses 3 points."), u"Charlemagne §27.1a"_s);
    };
    return p;
}

Procedure personalCombat()
{
    Procedure p = make(u"personal-combat"_s, tr("Personal combat"), {u"Charlemagne §28"_s});
    p.summary = tr("Optional rule: two champions each roll a die, Charlemagne adding 1; the higher total lives and "
                   "the other leader is eliminated, and on equal totals both die.");
    const QStringList champions{u"leader"_s, u"charlemagne"_s};
    p.parameters = {ParameterSpec::choice(u"attacker_champion"_s, tr("Attacker's champion"), champions),
                    ParameterSpec::choice(u"defender_champion"_s, tr("Defender's champion"), champions)};
    p.diceText = tr("two d6: the attacker's die first, then the defender's");
    p.oddsFields = {u"winner"_s};
    p.body = [](ProcedureContext &c) {
        const bool aCharles = c.text(u"attacker_champion"_s) == u"charlemagne"_s;
        const bool dCharles = c.text(u"defender_champion"_s) == u"charlemagne"_s;
        if (aCharles && dCharles)
            throw Failure::badInput(tr("Charlemagne fights only for the Empire, so both champions cannot be "
                                       "Charlemagne (§21.4a)."));
        const int a = c.roll(6, tr("attacker's champion")) + (aCharles ? 1 : 0);
        const int d = c.roll(6, tr("defender's champion")) + (dCharles ? 1 : 0);
        c.step(tr("Attacker's champion totals %1, defender's %2 (Charlemagne adds 1 to his die).").arg(a).arg(d),
               u"Charlemagne §28.1"_s);
        const QString winner = a > d ? u"attacker"_s : (d > a ? u"defender"_s : u"both-die"_s);
        c.set(u"attacker_total"_s, a);
        c.set(u"defender_total"_s, d);
        c.set(u"winner"_s, winner);
        if (winner == u"both-die"_s)
            c.step(tr("Equal totals: both leaders die of their wounds and are eliminated."), u"Charlemagne §28.1"_s);
        else
            c.step(tr("The %1's champion wins; the other leader is eliminated (a leader returns to the Container; "
                      "Charlemagne rolls for survival, §21.4e).")
                           .arg(winner == u"attacker"_s ? tr("attacker") : tr("defender")),
                   u"Charlemagne §28.1"_s);
    };
    return p;
}

Procedure zoneOfControl()
{
    Procedure p = make(u"zone-of-control"_s, tr("Zones of control"), {u"Charlemagne §14"_s});
    p.summary = tr("Checks one action of a force against enemy zones of control: stopping on entry, no move from "
                   "one zone straight into another, no pillage, conversion or levy inside one, and elimination for "
                   "a force forced to retreat into one.");
    p.parameters = {
            ParameterSpec::choice(u"action"_s, tr("Action"),
                                  {u"move"_s, u"retreat"_s, u"pillage"_s, u"convert"_s, u"levy"_s}),
            ParameterSpec::boolean(u"from_enemy_zoc"_s, tr("The force's hex is in an enemy ZOC"), false),
            ParameterSpec::boolean(u"to_enemy_zoc"_s, tr("The hex entered is in an enemy ZOC"), false),
            ParameterSpec::boolean(u"to_own_burg"_s, tr("The hex entered is a burg the force's side occupies"), false,
                                   tr("Zones of control do not reach into a burg held by the other side (§14.2a).")),
            ParameterSpec::boolean(u"other_retreat"_s, tr("Another retreat hex is free of enemy ZOC"), true)};
    p.body = [](ProcedureContext &c) {
        const QString action = c.text(u"action"_s);
        const bool from = c.boolean(u"from_enemy_zoc"_s);
        const bool to = c.boolean(u"to_enemy_zoc"_s) && !c.boolean(u"to_own_burg"_s);
        if (c.boolean(u"to_enemy_zoc"_s) && !to)
            c.step(tr("The burg is held by the force's side, so enemy zones do not extend into it."),
                   u"Charlemagne §14.2a"_s);
        bool allowed = true;
        bool stop = false;
        bool eliminated = false;
        QString why;
        if (action == u"move"_s) {
            allowed = !(from && to);
            stop = allowed && to;
            why = !allowed ? tr("a force may not move from one enemy zone straight into another (§14.4a)")
                           : (stop ? tr("entering an enemy zone ends the move unless every enemy exerting it is "
                                        "removed (§14.4)")
                                   : tr("no enemy zone is entered (§14.4b lets a force leave one it began in)"));
        } else if (action == u"retreat"_s) {
            allowed = !to;
            eliminated = to && !c.boolean(u"other_retreat"_s);
            why = eliminated ? tr("the only way left leads into an enemy zone, so the force is eliminated (§14.5b)")
                             : (to ? tr("a retreat may not enter an enemy zone (§14.5b)")
                                   : tr("the hex is free of enemy zones (§14.5b)"));
        } else {
            const bool here = action == u"levy"_s ? to : from;
            allowed = !here;
            why = allowed ? tr("no enemy zone covers the hex") : tr("an enemy zone covers the hex (§14.6, §11.1c(1))");
        }
        c.set(u"allowed"_s, allowed);
        c.set(u"must_stop"_s, stop);
        c.set(u"eliminated"_s, eliminated);
        c.step(tr("%1: %2, %3.").arg(action, allowed ? tr("allowed") : tr("not allowed"), why), u"Charlemagne §14"_s);
    };
    return p;
}

} // namespace

void registerCharlemagneCombat(ProcedureRegistry &registry)
{
    registry.add(withHelp(combatRatio()));
    registry.add(withHelp(retreatAllowed()));
    registry.add(withHelp(battle()));
    registry.add(withHelp(survival()));
    registry.add(withHelp(personalCombat()));
    registry.add(withHelp(zoneOfControl()));
}

} // namespace Reeve
