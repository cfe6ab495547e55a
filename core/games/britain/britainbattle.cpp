#include "britainbattle.h"

#include "britaincommon.h"
#include "procedures/procedurecontext.h"
#include "procedures/procedureregistry.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;
using namespace Britain;

namespace {

const QString Figures = u"britain.figures"_s;
const QString Fire = u"Britain, MISSILE FIRE"_s;
const QString Horse = u"Britain, SPECIAL HORSEMAN RULES"_s;
const QString Morale = u"Britain, MORALE"_s;

/// Adds one archery modifier when its flag is set and explains it.
int archeryModifier(ProcedureContext &c, const QString &flag, const QString &column, const QString &what)
{
    if (!c.boolean(flag))
        return 0;
    const int m = figure(c, u"britain.archery"_s, column);
    c.step(tr("%1: %2.").arg(what, signedText(m)), Fire);
    return m;
}

/// The modifiers every shot of one volley shares, each explained once (Britain, MISSILE FIRE).
int fireModifiers(ProcedureContext &c)
{
    int total = 0;
    total += archeryModifier(c, u"close_order"_s, u"close-order"_s, tr("target in close order"));
    total += archeryModifier(c, u"peasant_spearmen"_s, u"peasant-spearmen"_s,
                             tr("target is peasant spearmen"));
    total += archeryModifier(c, u"archer_moving"_s, u"archer-moving"_s, tr("archer moving"));
    total += archeryModifier(c, u"target_moved_far"_s, u"target-moved-far"_s,
                             tr("target moved over 9 inches"));
    total += archeryModifier(c, u"indirect"_s, u"indirect"_s, tr("indirect fire"));
    const qint64 group = c.integer(u"group"_s);
    if (group > 1) {
        const int m = figure(c, u"britain.archery"_s, group == 2 ? u"group-of-2"_s : u"group-of-3"_s);
        c.step(tr("%1 bowmen shooting as one: %2.").arg(group).arg(signedText(m)), Fire);
        total += m;
    }
    return total;
}

/// One shot (a bowman or a group), or a volley of several: each die with the shared modifiers, 6 or more kills.
void archeryBody(ProcedureContext &c)
{
    const qint64 range = c.integer(u"range_inches"_s);
    const int maxRange = figure(c, Figures, u"archery-range-inches"_s);
    if (range > maxRange)
        throw Failure::badInput(tr("%1 inches is beyond bow range (%2 inches, Britain, MISSILE FIRE).")
                                        .arg(range)
                                        .arg(maxRange));
    const int shots = int(c.integer(u"shots"_s));
    const QList<int> dice = shots == 1 ? QList<int>{c.roll(6, tr("archery die"))}
                                       : c.rollMany(shots, 6, tr("archery die"));
    QStringList faces;
    for (int d : dice)
        faces << QString::number(d);
    c.step(shots == 1 ? tr("Die %1.").arg(dice.first()) : tr("Dice, one a shot: %1.").arg(faces.join(u", "_s)),
           Fire);
    const int modifier = fireModifiers(c);
    const int killsOn = figure(c, u"britain.archery"_s, u"kills-on"_s);
    int kills = 0;
    for (int d : dice)
        kills += d + modifier >= killsOn ? 1 : 0;
    c.set(u"dice_count"_s, shots);
    c.set(u"modifier"_s, modifier);
    c.set(u"kills"_s, kills);
    if (shots == 1) {
        const int total = dice.first() + modifier;
        c.set(u"roll"_s, dice.first());
        c.set(u"modified_roll"_s, total);
        c.step(kills ? tr("Modified roll %1 reaches %2: one man is killed.").arg(total).arg(killsOn)
                     : tr("Modified roll %1 is under %2: no kill.").arg(total).arg(killsOn),
               Fire);
        return;
    }
    c.step(tr("Each die %1 against %2: %3 of %4 shots kill, %3 men killed.")
                   .arg(signedText(modifier))
                   .arg(killsOn)
                   .arg(kills)
                   .arg(shots),
           Fire);
}

Procedure archery()
{
    Procedure p = make(u"archery"_s, tr("Archery"), {Fire});
    p.summary = tr(
            "One bowman, or a group of two or three shooting as one, rolls a d6 with the fire modifiers; a "
            "6 or better kills. Only Britons and Picts shoot, at up to 12 inches. A volley is several such "
            "shots with the same modifiers, each a die.");
    p.parameters = {ParameterSpec::boolean(u"close_order"_s, tr("Target in close order"), false),
                    ParameterSpec::boolean(u"peasant_spearmen"_s, tr("Target is peasant spearmen"), false),
                    ParameterSpec::boolean(u"archer_moving"_s, tr("Archer moving"), false),
                    ParameterSpec::boolean(u"target_moved_far"_s, tr("Target moved over 9 inches"), false),
                    ParameterSpec::boolean(u"indirect"_s, tr("Indirect fire"), false),
                    ParameterSpec::integer(u"group"_s, tr("Bowmen shooting as one"), 1, 3, 1),
                    ParameterSpec::integer(u"range_inches"_s, tr("Range in inches (0: not checked)"), 0, 1000,
                                           0),
                    ParameterSpec::integer(u"shots"_s,
                                           tr("Shots in the volley (bowmen, or groups, each a die)"), 1, 1000,
                                           1)};
    p.diceText = tr("one d6 a shot");
    p.oddsFields = {u"kills"_s};
    p.body = &archeryBody;
    return p;
}

/// The first man met ridden down on 1 to the chance the target's order and depth leave (Britain, SPECIAL
/// HORSEMAN RULES), for one horseman or each of several charging together.
void rideDownBody(ProcedureContext &c)
{
    const int minimum = figure(c, Figures, u"charge-inches"_s);
    if (c.integer(u"charge_inches"_s) < minimum)
        throw Failure::badInput(
                tr("Only a charge of %1 inches or more can ride foot down (%2).").arg(minimum).arg(Horse));
    if (c.text(u"horse"_s) != u"britons"_s)
        throw Failure::badInput(tr("Only British horse may break through (%1).").arg(Horse));
    const bool open = c.text(u"order"_s) == u"open"_s;
    const qint64 ranks = c.integer(u"ranks"_s);
    if (!open && ranks > 3)
        throw Failure::badInput(tr("A close-order target %1 ranks deep cannot be ridden down: three ranks at "
                                   "most (%2).")
                                        .arg(ranks)
                                        .arg(Horse));
    const QString column = open ? u"open-order"_s
                                : (ranks == 1 ? u"close-1-rank"_s : u"close-%1-ranks"_s.arg(ranks));
    const int chance = figure(c, u"britain.ride-down"_s, column);
    const int riders = int(c.integer(u"horsemen"_s));
    const QList<int> dice = riders == 1 ? QList<int>{c.roll(6, tr("ride-down die"))}
                                        : c.rollMany(riders, 6, tr("ride-down die"));
    int through = 0;
    QStringList faces;
    for (int d : dice) {
        through += d <= chance ? 1 : 0;
        faces << QString::number(d);
    }
    c.set(u"dice_count"_s, riders);
    c.set(u"hits"_s, through); // men ridden down
    c.set(u"rides_down"_s, through > 0);
    c.step(tr("Target %1: rides down on 1 to %2 (open order ignores depth; close order loses one per rank "
              "after the first).")
                   .arg(open ? tr("in open order") : tr("in close order, %1 rank(s)").arg(ranks))
                   .arg(chance),
           Horse);
    if (riders > 1) {
        c.step(tr("Dice, one a horseman: %1. %2 of %3 burst through, each riding down the first man he meets "
                  "and "
                  "pushing the next aside; the others fight the melee normally.")
                       .arg(faces.join(u", "_s))
                       .arg(through)
                       .arg(riders),
               Horse);
        return;
    }
    c.set(u"roll"_s, dice.first());
    c.step(through ? tr("Die %1: the first man met is ridden down, the next pushed aside, and the horseman "
                        "rides "
                        "on to the end of his move.")
                             .arg(dice.first())
                   : tr("Die %1: no break-through; he fights the melee normally.").arg(dice.first()),
           Horse);
}

Procedure rideDown()
{
    Procedure p = make(u"ride-down"_s, tr("Horsemen riding down foot"), {Horse});
    p.summary = tr("A horseman charging 8 inches or more rolls a d6 against foot in open order or at most three "
                   "ranks deep: 1 to 3 rides down the first man and carries on, one less for each rank past the "
                   "first. Only British horse may do it; those who fail fight normally.");
    p.parameters = {ParameterSpec::choice(u"order"_s, tr("Target's order"), {u"open"_s, u"close"_s}),
                    ParameterSpec::integer(u"ranks"_s, tr("Target's ranks"), 1, 100, 1),
                    ParameterSpec::integer(u"charge_inches"_s, tr("Length of the charge in inches"), 0, 1000,
                                           8),
                    ParameterSpec::choice(u"horse"_s, tr("Horsemen of"), {u"britons"_s, u"picts"_s},
                                          u"britons"_s),
                    ParameterSpec::integer(u"horsemen"_s, tr("Horsemen charging (each a die)"), 1, 1000, 1)};
    p.diceText = tr("one d6 a horseman");
    p.oddsFields = {u"rides_down"_s};
    p.body = &rideDownBody;
    return p;
}

Procedure evade()
{
    Procedure p = make(u"evade"_s, tr("Horsemen evading a foot charge"), {Horse});
    p.summary = tr("Horsemen charged by foot may at once move straight away 2d6 inches, on top of their card move; "
                   "they fight only if caught.");
    p.diceText = tr("two d6");
    p.oddsFields = {u"evade_inches"_s};
    p.body = [](ProcedureContext &c) {
        const QList<int> dice = c.rollMany(2, 6, tr("evade die"));
        const int inches = dice[0] + dice[1];
        c.set(u"evade_inches"_s, inches);
        c.step(tr("%1 + %2 = %3 inches directly away from the charging foot.").arg(dice[0]).arg(dice[1]).arg(inches),
               Horse);
    };
    return p;
}

Procedure driveback()
{
    Procedure p = make(u"driveback"_s, tr("Melee drive-back"), {u"Britain, melee (opening paragraph)"_s});
    p.summary = tr("After each melee round each side counts its survivors plus the enemies it slew or drove back; "
                   "a side whose count is at least a quarter larger drives the other back.");
    p.parameters = {ParameterSpec::integer(u"a_survivors"_s, tr("Side A survivors"), 0, 100000),
                    ParameterSpec::integer(u"a_inflicted"_s, tr("Enemies side A slew or drove back"), 0, 100000),
                    ParameterSpec::integer(u"b_survivors"_s, tr("Side B survivors"), 0, 100000),
                    ParameterSpec::integer(u"b_inflicted"_s, tr("Enemies side B slew or drove back"), 0, 100000)};
    p.body = [](ProcedureContext &c) {
        const QString ref = u"Britain, melee (opening paragraph)"_s;
        const qint64 a = c.integer(u"a_survivors"_s) + c.integer(u"a_inflicted"_s);
        const qint64 b = c.integer(u"b_survivors"_s) + c.integer(u"b_inflicted"_s);
        const int margin = figure(c, Figures, u"driveback-margin-pct"_s);
        c.step(tr("Side A counts %1, side B %2.").arg(a).arg(b), ref);
        // "greater by 25%": a ≥ b × (100 + margin) / 100, in integers.
        const bool aWins = a > 0 && a * 100 >= b * (100 + margin);
        const bool bWins = b > 0 && b * 100 >= a * (100 + margin);
        const QString driven = aWins ? u"b"_s : (bWins ? u"a"_s : u"none"_s);
        c.set(u"a_total"_s, a);
        c.set(u"b_total"_s, b);
        c.set(u"driven_back"_s, driven);
        if (driven == u"none"_s)
            c.step(tr("Neither count is %1% above the other: nobody is driven back.").arg(margin), ref);
        else
            c.step(tr("Side %1's count is at least %2% above side %3's: side %3 is driven back.")
                           .arg(aWins ? u"A"_s : u"B"_s)
                           .arg(margin)
                           .arg(aWins ? u"B"_s : u"A"_s),
                   ref);
    };
    return p;
}

Procedure brokenMove()
{
    Procedure p = make(u"broken-move"_s, tr("Broken band's flight"), {Morale});
    p.summary = tr("A band that breaks adds 1d6 to its move and flees to the safest place its owner picks; it "
                   "cannot defend itself until rallied.");
    p.parameters = {ParameterSpec::integer(u"base_move"_s, tr("Normal move in inches"), 0, 1000, 0)};
    p.diceText = tr("one d6");
    p.oddsFields = {u"extra_move"_s};
    p.body = [](ProcedureContext &c) {
        const int die = c.roll(6, tr("flight die"));
        c.set(u"extra_move"_s, die);
        c.set(u"move"_s, c.integer(u"base_move"_s) + die);
        c.step(tr("%1 + %2 = %3 inches of flight; if attacked before it rallies the band cannot fight back.")
                       .arg(c.integer(u"base_move"_s))
                       .arg(die)
                       .arg(c.integer(u"base_move"_s) + die),
               Morale);
    };
    return p;
}

} // namespace


void registerBritainBattle(ProcedureRegistry &registry)
{
    registry.add(withHelp(archery()));
    registry.add(withHelp(rideDown()));
    registry.add(withHelp(evade()));
    registry.add(withHelp(driveback()));
    registry.add(withHelp(brokenMove()));
}

} // namespace Reeve
