#include "dbabattles.h"

#include "games/dba/dbacommon.h"
#include "procedures/procedurecontext.h"
#include "procedures/procedureregistry.h"
#include "tables/columnselector.h"
#include "tables/ruletable.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;
using namespace Dba;

namespace {

const QString ScoutingRef = u"DBA campaign, SCOUTING AND CHOOSING YOUR BATTLEGROUND"_s;
const QString Table2Ref = u"DBA campaign, Table 2"_s;
const QString Table3Ref = u"DBA campaign, Table 3"_s;
constexpr int MaxPoints = int(ColumnSelector::MaxStrength);

ParameterSpec points(const QString &name, const QString &label, const QString &help)
{
    return ParameterSpec::integer(name, label, 1, MaxPoints, QJsonValue::Null, help);
}

ParameterSpec count(const QString &name, const QString &label, const QString &help)
{
    return ParameterSpec::integer(name, label, 0, 10000, 0, help);
}

Procedure scoutingPoints()
{
    Procedure p = makeProcedure(u"dba.scouting-points"_s, tr("Scouting points"), {ScoutingRef},
                                tr("Adds up an army's scouting points: the base, the home-province bonus, the "
                                   "elements that scout and the penalty for having no general."));
    p.parameters = {requiredBoolean(u"home"_s, tr("In a home province"), tr("The army is in one of its home provinces.")),
                    requiredBoolean(u"general"_s, tr("Has a general"), tr("The army has a general with it.")),
                    count(u"lh"_s, tr("LH elements"), tr("Light Horse elements.")),
                    count(u"cv"_s, tr("Cv elements"), tr("Cavalry elements.")),
                    count(u"kn_f"_s, tr("Kn(F) elements"), tr("Knights (F) elements.")),
                    count(u"ps"_s, tr("Ps elements"), tr("Psiloi elements.")),
                    count(u"ax"_s, tr("Ax elements"), tr("Auxilia elements.")),
                    count(u"wb_f"_s, tr("Wb(F) elements"), tr("Warband (F) elements.")),
                    count(u"bd_f"_s, tr("Bd(F) elements"), tr("Blades (F) elements."))};
    p.diceText = tr("none");
    p.body = [](ProcedureContext &c) {
        qint64 total = figure(c, u"scouting_base"_s);
        QStringList parts{QString::number(total)};
        if (c.boolean(u"home"_s)) {
            total += figure(c, u"scouting_home"_s);
            parts << tr("home %1").arg(figure(c, u"scouting_home"_s));
        }
        // The working names each kind by its DBA troop code as printed (Kn(F)), not by its field id.
        static const QList<std::pair<QString, QString>> kinds{
                {u"lh"_s, u"LH"_s}, {u"cv"_s, u"Cv"_s},       {u"kn_f"_s, u"Kn(F)"_s}, {u"ps"_s, u"Ps"_s},
                {u"ax"_s, u"Ax"_s}, {u"wb_f"_s, u"Wb(F)"_s}, {u"bd_f"_s, u"Bd(F)"_s}};
        for (const auto &[kind, code] : kinds) {
            const qint64 n = c.integer(kind);
            if (n == 0)
                continue;
            const qint64 each = figure(c, u"scouting_"_s + kind);
            total += n * each;
            parts << tr("%1 × %2 (%3)").arg(n).arg(each).arg(code);
        }
        if (!c.boolean(u"general"_s)) {
            total += figure(c, u"scouting_no_general"_s);
            parts << tr("no general %1").arg(figure(c, u"scouting_no_general"_s));
        }
        c.step(tr("Scouting points: %1 = %2.").arg(parts.join(u" + "_s)).arg(total), ScoutingRef);
        c.set(u"scouting_points"_s, total);
    };
    return p;
}

Procedure battleType()
{
    Procedure p = makeProcedure(u"dba.battle-type"_s, tr("Battle type (Table 2)"), {Table2Ref, ScoutingRef},
                                tr("Reads the battle type and set-up from the ratio of scouting points when two "
                                   "hostile armies meet, rolling again on an \"L or N\" result."));
    p.parameters = {points(u"attacker_sp"_s, tr("Attacker scouting points"), tr("From dba.scouting-points.")),
                    points(u"defender_sp"_s, tr("Defender scouting points"), tr("From dba.scouting-points."))};
    p.diceText = tr("one d6 for Table 2; a second d6 only when the first result is \"L or N\"");
    p.oddsFields = {u"battle_type"_s};
    p.body = [](ProcedureContext &c) {
        const RuleTable &table = c.table(u"dba.battle-type"_s);
        const ColumnSelector::Choice column =
                ColumnSelector::byRatio(table, c.integer(u"attacker_sp"_s), c.integer(u"defender_sp"_s),
                                        ColumnSelector::RatioRule::LargerRoundedDown, Table2Ref);
        for (const QString &line : column.explanation)
            c.step(line); // the selector's line already cites Table 2
        const int roll = c.roll(6, tr("Table 2"));
        const int row = table.rowIndexFor(roll);
        QString result = table.require(row, column.column).value.toString();
        c.step(tr("Rolled %1: column %2 reads %3.").arg(roll).arg(column.label, result), Table2Ref);
        c.set(u"table_result"_s, result);
        if (result == u"L or N"_s) {
            const RuleTable &reroll = c.table(u"dba.battle-type-l-or-n"_s);
            const int second = c.roll(6, tr("L or N"));
            result = reroll.require(reroll.rowIndexFor(second), 0).value.toString();
            c.step(tr("\"L or N\" is settled by a second roll: %1 gives %2.").arg(second).arg(result), Table2Ref);
        }
        const bool defenderMay = result == u"A"_s || result == u"B"_s;
        const bool attackerMay = result == u"D"_s;
        if (defenderMay)
            c.step(tr("On %1 the defender may refuse battle: into a town, or next move onto a fleet or into "
                      "another province.").arg(result), Table2Ref);
        if (attackerMay)
            c.step(tr("On D the attacker may refuse battle, leaving the way he came."), Table2Ref);
        c.set(u"battle_type"_s, result);
        c.set(u"column"_s, column.label);
        c.set(u"defender_may_refuse"_s, defenderMay);
        c.set(u"attacker_may_refuse"_s, attackerMay);
    };
    return p;
}

void setAnnihilation(ProcedureContext &c, Annihilation who, bool attackerGeneral, bool defenderGeneral,
                     qint64 ratio)
{
    const bool attackerGone = who == Annihilation::Attacker;
    c.set(u"attacker_casualties_pct"_s, attackerGone ? 100 : 0);
    c.set(u"defender_casualties_pct"_s, attackerGone ? 0 : 100);
    c.set(u"attacker_general_killed"_s, attackerGone && attackerGeneral);
    c.set(u"defender_general_killed"_s, !attackerGone && defenderGeneral);
    c.set(u"column"_s, attackerGone ? u"1:%1"_s.arg(ratio) : u"%1:1"_s.arg(ratio));
    c.set(u"row"_s, QJsonValue::Null);
    c.set(u"annihilated"_s, attackerGone ? u"attacker"_s : u"defender"_s);
}

void setReading(ProcedureContext &c, const Table3Reading &r, bool attackerGeneral, bool defenderGeneral)
{
    c.set(u"attacker_casualties_pct"_s, r.cell.attackerPct);
    c.set(u"defender_casualties_pct"_s, r.cell.defenderPct);
    c.set(u"attacker_general_killed"_s, r.cell.attackerK && attackerGeneral);
    c.set(u"defender_general_killed"_s, r.cell.defenderK && defenderGeneral);
    if ((r.cell.attackerK && !attackerGeneral) || (r.cell.defenderK && !defenderGeneral))
        c.step(tr("A \"k\" against a side without a general kills nobody."), Table3Ref);
    c.set(u"column"_s, r.column);
    c.set(u"row"_s, r.row);
}

QList<ParameterSpec> battleParameters()
{
    return {points(u"attacker_points"_s, tr("Attacker points"), tr("Total Table 1 value of the attacker's troops.")),
            points(u"defender_points"_s, tr("Defender points"),
                   tr("Total Table 1 value of the defender's troops, including any town bonus.")),
            ParameterSpec::boolean(u"attacker_general"_s, tr("Attacker has a general"), true),
            ParameterSpec::boolean(u"defender_general"_s, tr("Defender has a general"), true),
            ParameterSpec::integer(u"modifier"_s, tr("Battle type modifier"), -20, 20, 0,
                                   tr("The land-battle modifier for the battle type: the campaign text refers to "
                                      "it but never gives it, so enter the umpire's ruling (0 if none).")),
            ParameterSpec::boolean(u"fortified"_s, tr("Defender in a fortified town"), false,
                                   tr("A defender in a fortified town escapes annihilation at 10:1."))};
}

/// The battle type modifier: the modifier parameter, plus the house figure for a given Table 2 type.
int battleTypeModifier(ProcedureContext &c)
{
    qint64 modifier = c.integer(u"modifier"_s);
    if (modifier != 0)
        c.step(tr("Battle type modifier entered by the umpire: %1 (the text names it but never gives it).")
                       .arg(modifier),
               Table3Ref);
    const QString type = c.text(u"battle_type"_s);
    if (type != u"none"_s) {
        const RuleTable &table = c.table(u"dba.battle-type-modifier"_s);
        const qint64 house = table.require(0, table.columnIndex(type.toUpper())).value.toInteger();
        c.step(tr("Battle type %1: house modifier %2 from dba.battle-type-modifier.").arg(type.toUpper()).arg(house),
               Table3Ref);
        modifier += house;
    }
    if (modifier == 0 && type == u"none"_s)
        c.step(tr("No battle type modifier applied (the text does not give one; modifier=0)."), Table3Ref);
    return int(modifier);
}

Procedure abstractBattle()
{
    Procedure p = makeProcedure(u"dba.abstract-battle"_s, tr("Abstract battle (Table 3)"),
                                {Table3Ref, u"DBA campaign, BATTLES"_s},
                                tr("Fights a battle without figures: the points ratio picks the column, a d6 "
                                   "with the modifiers picks the row, and the cell gives each side's casualty "
                                   "percentage and whether its general falls."));
    p.parameters = battleParameters();
    p.parameters << ParameterSpec::choice(u"battle_type"_s, tr("Table 2 battle type"),
                                          {u"none"_s, u"a"_s, u"b"_s, u"c"_s, u"d"_s, u"e"_s, u"l"_s, u"n"_s},
                                          u"none"_s,
                                          tr("Adds the umpire's house modifier for this battle type, entered once in "
                                             "table dba.battle-type-modifier (missing until then)."));
    p.diceText = tr("one d6; none when one side has ten times the other's points or more");
    p.body = [](ProcedureContext &c) {
        const qint64 a = c.integer(u"attacker_points"_s);
        const qint64 d = c.integer(u"defender_points"_s);
        const bool ag = c.boolean(u"attacker_general"_s);
        const bool dg = c.boolean(u"defender_general"_s);
        const Annihilation who = checkAnnihilation(c, a, d, c.boolean(u"fortified"_s));
        if (who != Annihilation::None) {
            setAnnihilation(c, who, ag, dg, figure(c, u"annihilation_ratio"_s));
            return;
        }
        c.set(u"annihilated"_s, u"none"_s);
        const int roll = c.roll(6, tr("Table 3"));
        const int modified = roll + generalModifier(c, ag, dg) + battleTypeModifier(c);
        c.step(tr("Rolled %1, modified to %2.").arg(roll).arg(modified), Table3Ref);
        setReading(c, readTable3(c, a, d, modified), ag, dg);
    };
    return p;
}

/// Who won an assault round: Table 3's casualties are in army points, each side's percentage of its own
/// points, and the higher loss in points loses ("attackers-win", "repulsed" or "even").
QString assaultResult(ProcedureContext &c, qint64 a, qint64 d, const Table3Reading &r)
{
    const qint64 attackersLost = a * r.cell.attackerPct; // hundredths of a point
    const qint64 defendersLost = d * r.cell.defenderPct;
    c.step(tr("Casualties in army points: the attackers lose %1% of %2 = %3, the defenders %4% of %5 = %6.")
                   .arg(r.cell.attackerPct)
                   .arg(a)
                   .arg(QString::number(attackersLost / 100.0))
                   .arg(r.cell.defenderPct)
                   .arg(d)
                   .arg(QString::number(defendersLost / 100.0)),
           Table3Ref);
    c.set(u"attacker_points_lost"_s, attackersLost / 100.0);
    c.set(u"defender_points_lost"_s, defendersLost / 100.0);
    if (defendersLost > attackersLost)
        return u"attackers-win"_s;
    return attackersLost > defendersLost ? u"repulsed"_s : u"even"_s;
}

Procedure assault()
{
    Procedure p = makeProcedure(u"dba.assault"_s, tr("Assault round"),
                                {u"DBA campaign, Assaults"_s, Table3Ref},
                                tr("One roll of an assault on Table 3. Attackers who inflict the higher "
                                   "casualties in army points "
                                   "roll again at once with a further +1; attackers who suffer the "
                                   "higher casualties are repulsed for this move."));
    p.parameters = battleParameters();
    p.parameters << ParameterSpec::integer(u"wins_so_far"_s, tr("Wins so far this move"), 0, 100, 0,
                                           tr("How many rounds the attackers have already won in this move; each "
                                              "adds +1."));
    p.diceText = tr("one d6; none when one side has ten times the other's points or more");
    p.oddsFields = {u"result"_s};
    p.body = [](ProcedureContext &c) {
        const QString ref = u"DBA campaign, Assaults"_s;
        const qint64 a = c.integer(u"attacker_points"_s);
        const qint64 d = c.integer(u"defender_points"_s);
        const bool ag = c.boolean(u"attacker_general"_s);
        const bool dg = c.boolean(u"defender_general"_s);
        const qint64 wins = c.integer(u"wins_so_far"_s);
        const Annihilation who = checkAnnihilation(c, a, d, c.boolean(u"fortified"_s));
        if (who != Annihilation::None) {
            setAnnihilation(c, who, ag, dg, figure(c, u"annihilation_ratio"_s));
            c.set(u"result"_s, who == Annihilation::Defender ? u"attackers-win"_s : u"repulsed"_s);
            c.set(u"roll_again"_s, false);
            c.set(u"next_wins_so_far"_s, 0);
            return;
        }
        c.set(u"annihilated"_s, u"none"_s);
        const int roll = c.roll(6, tr("Table 3"));
        int modified = roll + generalModifier(c, ag, dg) + int(c.integer(u"modifier"_s));
        const qint64 bonus = wins * figure(c, u"assault_win_bonus"_s);
        if (bonus != 0)
            c.step(tr("%1 earlier wins this move: +%2.").arg(wins).arg(bonus), ref);
        modified += int(bonus);
        c.step(tr("Rolled %1, modified to %2.").arg(roll).arg(modified), Table3Ref);
        const Table3Reading r = readTable3(c, a, d, modified);
        setReading(c, r, ag, dg);
        const QString result = assaultResult(c, a, d, r);
        if (result == u"attackers-win"_s)
            c.step(tr("The attackers inflict the higher casualties: after applying losses they roll again this "
                      "move with %1 wins behind them.").arg(wins + 1), ref);
        else if (result == u"repulsed"_s)
            c.step(tr("The attackers suffer the higher casualties: the assault is repulsed; a new attempt next "
                      "move starts without the bonus."), ref);
        else
            c.step(tr("Equal casualties: neither side won, so there is no immediate further roll this move "
                      "(the text only grants one to winners)."), ref);
        c.set(u"result"_s, result);
        c.set(u"roll_again"_s, result == u"attackers-win"_s);
        c.set(u"next_wins_so_far"_s, result == u"attackers-win"_s ? wins + 1 : 0);
    };
    return p;
}

} // namespace

void DbaBattles::registerAll(ProcedureRegistry &registry)
{
    registry.add(finish(scoutingPoints()));
    registry.add(finish(battleType()));
    registry.add(finish(abstractBattle()));
    registry.add(finish(assault()));
}

} // namespace Reeve
