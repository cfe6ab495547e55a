#include "dbaharrying.h"

#include "games/dba/dbacommon.h"
#include "procedures/procedurecontext.h"
#include "procedures/procedureregistry.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;
using namespace Dba;

namespace {

const QString HarryRef = u"DBA campaign, Harrying"_s;

ParameterSpec count(const QString &name, const QString &label, const QJsonValue &def, const QString &help = {})
{
    return ParameterSpec::integer(name, label, 0, 250000, def, help);
}

/// Both sides' strengths in quarter points, after the halvings the rules call for.
struct Strengths
{
    qint64 pursuer = 0;
    qint64 loser = 0;
};

Strengths strengths(ProcedureContext &c)
{
    const qint64 p = c.integer(u"pursuer_points"_s);
    const qint64 pm = c.integer(u"pursuer_mounted_points"_s);
    const qint64 l = c.integer(u"loser_points"_s);
    const qint64 g = c.integer(u"loser_general_points"_s);
    const qint64 lm = c.integer(u"loser_mounted_points"_s);
    const bool rough = c.boolean(u"into_rough"_s);
    const bool goodOrder = c.boolean(u"good_order"_s);
    const bool cumulative = c.text(u"mounted_halving"_s) == u"cumulative"_s;
    if (pm > p || g + lm > l)
        throw Failure::badInput(tr("Mounted or generals' points cannot exceed the side's total."));
    Strengths s;
    s.pursuer = 4 * (p - pm) + (rough ? 2 : 4) * pm;
    const qint64 rest = l - g - lm;
    const qint64 restFactor = goodOrder ? 4 : 2;
    qint64 mountedFactor = restFactor;
    if (rough)
        mountedFactor = (goodOrder || cumulative) ? restFactor / 2 : 2;
    s.loser = 4 * g + restFactor * rest + mountedFactor * lm + 4 * c.integer(u"allied_points"_s);
    c.step(goodOrder ? tr("The loser left the field in good order: his troops count in full.")
                     : tr("The loser's troops count half, except the elements of generals who stayed (%1 points).").arg(g),
           HarryRef);
    if (rough)
        c.step(cumulative ? tr("Retreat into mountains or marsh: mounted troops of both sides count half, on top of "
                               "the loser's halving (reading: cumulative).")
                          : tr("Retreat into mountains or marsh: mounted troops of both sides count half; the loser's "
                               "mounted are halved only once (reading: not cumulative)."),
               HarryRef);
    c.step(tr("Pursuit %1 against %2 points.").arg(numberText(s.pursuer / 4.0), numberText(s.loser / 4.0)), HarryRef);
    if (s.pursuer < 1 || s.loser < 1)
        throw Failure::badInput(tr("Both sides need some points to harry."));
    return s;
}

QList<ParameterSpec> harryingParameters()
{
    return {
            ParameterSpec::integer(u"pursuer_points"_s, tr("Pursuit force points"), 1, 250000, QJsonValue::Null,
                                   tr("Mounted, psiloi, auxilia, Wb(F) and Bd(F) only; light horse only if the "
                                      "loser is all mounted.")),
            count(u"pursuer_mounted_points"_s, tr("of which mounted"), 0),
            ParameterSpec::integer(u"loser_points"_s, tr("Loser's points (full value)"), 1, 250000, QJsonValue::Null),
            count(u"loser_general_points"_s, tr("of which generals who stayed"), 0),
            count(u"loser_mounted_points"_s, tr("of which other mounted"), 0),
            count(u"allied_points"_s, tr("Undefeated allied command joining"), 0, tr("Counts in full if its general agrees.")),
            ParameterSpec::boolean(u"good_order"_s, tr("Loser left in good order"), false),
            ParameterSpec::boolean(u"into_rough"_s, tr("Retreat into mountains or marsh"), false),
            ParameterSpec::choice(u"mounted_halving"_s, tr("Loser's mounted in rough retreat"),
                                  {u"cumulative"_s, u"once"_s}, u"cumulative"_s,
                                  tr("Whether the rough-ground halving of mounted adds to the loser's own halving.")),
            ParameterSpec::boolean(u"pursued_home"_s, tr("In the pursued side's home province"), false),
            ParameterSpec::boolean(u"pursuer_home"_s, tr("In the pursuer's home province"), false),
            ParameterSpec::boolean(u"pursuer_general"_s, tr("Pursuit led by a general"), false),
            ParameterSpec::boolean(u"loser_general"_s, tr("Loser's general with the army"), false),
            ParameterSpec::boolean(u"general_modifiers"_s, tr("Apply no-general modifiers"), true,
                                   tr("Table 3's modifiers for a side without a general; the harrying text does not "
                                      "say whether they apply."))};
}

Procedure harrying()
{
    Procedure p = makeProcedure(u"dba.harrying"_s, tr("Harrying a beaten army"), {HarryRef, u"DBA campaign, Table 3"_s},
                                tr("The winner of an on-table battle pursues the fleeing loser: the pursuit force "
                                   "against the loser's army at reduced value on Table 3, the pursuer as attacker."));
    p.parameters = harryingParameters();
    p.diceText = tr("one d6");
    p.oddsFields = {u"pursuers_win"_s};
    p.body = [](ProcedureContext &c) {
        const Strengths s = strengths(c);
        const int roll = c.roll(6, tr("Table 3"));
        int modified = roll;
        if (c.boolean(u"pursued_home"_s)) {
            modified += int(figure(c, u"harrying_pursued_home"_s));
            c.step(tr("The pursued are in a home province: +%1.").arg(figure(c, u"harrying_pursued_home"_s)), HarryRef);
        }
        if (c.boolean(u"pursuer_home"_s)) {
            modified += int(figure(c, u"harrying_pursuer_home"_s));
            c.step(tr("In the pursuer's home province: %1.").arg(figure(c, u"harrying_pursuer_home"_s)), HarryRef);
        }
        const bool pg = c.boolean(u"pursuer_general"_s);
        const bool lg = c.boolean(u"loser_general"_s);
        if (c.boolean(u"general_modifiers"_s))
            modified += generalModifier(c, pg, lg);
        c.step(tr("Rolled %1, modified to %2 (strengths in quarter points below).").arg(roll).arg(modified), HarryRef);
        const Table3Reading r = readTable3(c, s.pursuer, s.loser, modified);
        const bool win = r.cell.defenderPct > r.cell.attackerPct;
        c.step(tr("The pursuit force loses %1% of itself; the loser loses %2% of his whole army.%3")
                       .arg(r.cell.attackerPct).arg(r.cell.defenderPct)
                       .arg(win ? tr(" The pursuers win and take the loser's supply elements.") : QString()),
               HarryRef);
        c.set(u"pursuer_casualties_pct"_s, r.cell.attackerPct);
        c.set(u"loser_casualties_pct"_s, r.cell.defenderPct);
        c.set(u"pursuer_general_killed"_s, r.cell.attackerK && pg);
        c.set(u"loser_general_killed"_s, r.cell.defenderK && lg);
        c.set(u"column"_s, r.column);
        c.set(u"row"_s, r.row);
        c.set(u"pursuers_win"_s, win);
        c.set(u"captures_supply"_s, win);
    };
    return p;
}

} // namespace

void DbaHarrying::registerAll(ProcedureRegistry &registry)
{
    registry.add(finish(harrying()));
}

} // namespace Reeve
