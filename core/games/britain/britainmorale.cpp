#include "britainmorale.h"

#include <algorithm>

#include "britaincommon.h"
#include "procedures/procedurecontext.h"
#include "procedures/procedureregistry.h"
#include "tables/ruletable.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;
using namespace Britain;

namespace {

const QString Morale = u"Britain, MORALE"_s;
const QString Religion = u"Britain, RELIGION"_s;
const QString HouseTable = u"britain.house-settings"_s;

/// The referee's morale-test setting; stops with exit 3, saying what to enter, while it is missing.
QString moraleSetting(const ProcedureContext &c)
{
    const RuleTable &table = c.table(HouseTable);
    const int col = table.columnIndex(u"morale-test"_s);
    const TableCell &cell = table.cell(0, col);
    if (cell.isMissing())
        throw Failure::missingFigure(
                HouseTable, table.cellName(0, col),
                tr("The fragment does not say what a morale roll must reach (Britain, MORALE). Enter the house "
                   "setting once: table britain.house-settings, row 1, column morale-test, in the Tables panel or "
                   "with `reeve-cli table britain.house-settings --import FILE.csv --campaign FILE`. Enter a number "
                   "N (the band holds on a modified roll of N or more), below-ability or at-most-ability."));
    return cell.value.toVariant().toString();
}

/// Sum of the morale modifiers, each explained.
int moraleModifier(ProcedureContext &c, qint64 original)
{
    const QString t = u"britain.morale"_s;
    const qint64 tenths = c.integer(u"lost_in_battle"_s) * 10 / original;
    int total = int(tenths) * figure(c, t, u"per-10pct-lost"_s);
    c.step(tr("%1 of %2 lost in the battle: %3 full tenths, %4.")
                   .arg(c.integer(u"lost_in_battle"_s))
                   .arg(original)
                   .arg(tenths)
                   .arg(signedText(total)),
           Morale);
    auto add = [&](bool on, const QString &column, const QString &what) {
        if (!on)
            return;
        const int m = figure(c, t, column);
        total += m;
        c.step(tr("%1: %2.").arg(what, signedText(m)), Morale);
    };
    add(c.boolean(u"leader_killed_or_wounded"_s), u"leader-killed-or-wounded"_s, tr("leader killed or wounded"));
    add(c.text(u"omens"_s) == u"bad"_s, u"bad-omens"_s, tr("bad omens"));
    add(c.text(u"omens"_s) == u"good"_s, u"good-omens"_s, tr("good omens"));
    add(c.boolean(u"driven_back"_s), u"driven-back"_s, tr("driven back"));
    const qint64 pairs = c.integer(u"breakthroughs"_s) / 2;
    if (pairs > 0) {
        const int m = int(pairs) * figure(c, t, u"per-two-breakthroughs"_s);
        total += m;
        c.step(tr("%1 breakthroughs, %2 full pairs: %3.").arg(c.integer(u"breakthroughs"_s)).arg(pairs).arg(signedText(m)),
               Morale);
    }
    return total;
}

/// Applies the house setting to the die and its modifier: true when the band holds. The modifiers
/// count against the band in every reading: added to the die for a number to reach, taken off the
/// ability for the ability readings (as Reeve's default rally reading does).
bool holds(ProcedureContext &c, const QString &setting, int die, int modifier)
{
    if (setting == u"below-ability"_s || setting == u"at-most-ability"_s) {
        const qint64 target = c.integer(u"ability"_s) + modifier;
        const bool below = setting == u"below-ability"_s;
        const bool ok = below ? die < target : die <= target;
        c.set(u"target"_s, target);
        c.step(tr("House setting %1: the modifiers lower the ability %2 to %3; die %4 %5.")
                       .arg(setting)
                       .arg(c.integer(u"ability"_s))
                       .arg(target)
                       .arg(die)
                       .arg(ok ? tr("holds") : tr("breaks")),
               Morale);
        return ok;
    }
    bool isNumber = false;
    const int target = setting.toInt(&isNumber);
    if (!isNumber)
        throw Failure::badInput(tr("The house setting morale-test reads \"%1\"; enter a number, below-ability or "
                                   "at-most-ability in table britain.house-settings.")
                                        .arg(setting));
    const bool ok = die + modifier >= target;
    c.set(u"target"_s, target);
    c.step(tr("House setting morale-test %1: the band holds on a modified roll of %1 or more; %2 %3.")
                   .arg(target)
                   .arg(die + modifier)
                   .arg(ok ? tr("holds") : tr("breaks")),
           Morale);
    return ok;
}

Procedure moraleCheck()
{
    Procedure p = make(u"morale-check"_s, tr("Morale check"), {Morale});
    p.summary = tr("A band losing a tenth of its original strength in one turn checks morale: a d6 less one per "
                   "tenth lost in the battle, for a fallen leader, bad omens, being driven back and each two "
                   "breakthroughs, plus one for good omens. What it must reach is a house setting.");
    p.parameters = {
            ParameterSpec::integer(u"original"_s, tr("Original strength"), 1, 100000),
            ParameterSpec::integer(u"lost_this_turn"_s, tr("Casualties this turn"), 0, 100000),
            ParameterSpec::integer(u"lost_in_battle"_s, tr("Casualties in the battle so far (this turn included)"),
                                   0, 100000),
            ParameterSpec::boolean(u"leader_killed_or_wounded"_s, tr("Leader killed or wounded"), false),
            ParameterSpec::choice(u"omens"_s, tr("Omens"), {u"none"_s, u"good"_s, u"bad"_s}, u"none"_s),
            ParameterSpec::boolean(u"driven_back"_s, tr("Driven back"), false),
            ParameterSpec::integer(u"breakthroughs"_s, tr("Breakthroughs suffered"), 0, 1000, 0),
            ParameterSpec::integer(u"ability"_s, tr("Chieftain's ability (for ability-based house settings)"), 0, 100,
                                   0)};
    p.diceText = tr("one d6, only when the check is due");
    p.oddsFields = {u"broken"_s};
    p.body = [](ProcedureContext &c) {
        const qint64 original = c.integer(u"original"_s);
        const qint64 lost = c.integer(u"lost_this_turn"_s);
        if (c.integer(u"lost_in_battle"_s) < lost)
            throw Failure::badInput(tr("Casualties in the battle cannot be fewer than those of this turn."));
        const int trigger = figure(c, u"britain.figures"_s, u"morale-trigger-pct"_s);
        const bool due = lost * 100 >= original * trigger;
        c.set(u"check_required"_s, due);
        c.step(tr("%1 lost this turn out of %2: %3 the %4% that calls for a check.")
                       .arg(lost)
                       .arg(original)
                       .arg(due ? tr("at least") : tr("under"))
                       .arg(trigger),
               Morale);
        if (!due) {
            c.set(u"broken"_s, false);
            return;
        }
        const QString setting = moraleSetting(c);
        c.set(u"house_setting"_s, setting);
        const int modifier = moraleModifier(c, original);
        const int die = c.roll(6, tr("morale die"));
        const int modified = die + modifier;
        c.step(tr("Die %1 %2 = %3.").arg(die).arg(signedText(modifier)).arg(modified), Morale);
        const bool broken = !holds(c, setting, die, modifier);
        c.set(u"roll"_s, die);
        c.set(u"modifier"_s, modifier);
        c.set(u"modified_roll"_s, modified);
        c.set(u"broken"_s, broken);
    };
    return p;
}

Procedure rally()
{
    Procedure p = make(u"rally"_s, tr("Rallying a broken band"), {Morale});
    p.summary = tr("The band's leader stands still and at the end of the turn rolls a d6, which must come out lower "
                   "than his ability; a lost standard and bad omens count against him. With the chieftain dead only "
                   "the army commander can rally the band.");
    p.parameters = {
            ParameterSpec::integer(u"ability"_s, tr("Rallying leader's ability"), 0, 100),
            ParameterSpec::boolean(u"standard_lost"_s, tr("Standard lost"), false),
            ParameterSpec::boolean(u"bad_omens"_s, tr("Bad omens"), false),
            ParameterSpec::boolean(u"chieftain_dead"_s, tr("The band's chieftain is dead"), false),
            ParameterSpec::boolean(u"by_commander"_s, tr("The army commander rallies it"), false),
            ParameterSpec::choice(u"penalty"_s, tr("Reading of the -1 penalties"), {u"harder"_s, u"literal"_s},
                                  u"harder"_s,
                                  tr("harder: each -1 counts against the band (taken off the ability to beat); "
                                     "literal: taken off the die, which makes a low roll easier.")),
    };
    p.diceText = tr("one d6");
    p.oddsFields = {u"rallied"_s};
    p.body = [](ProcedureContext &c) {
        if (c.boolean(u"chieftain_dead"_s) && !c.boolean(u"by_commander"_s))
            throw Failure::badInput(tr("With its chieftain dead a band rallies only to the army commander "
                                       "(Britain, MORALE): give his ability and by_commander=true."));
        int penalty = 0;
        if (c.boolean(u"standard_lost"_s))
            penalty += figure(c, u"britain.rally"_s, u"standard-lost"_s);
        if (c.boolean(u"bad_omens"_s))
            penalty += figure(c, u"britain.rally"_s, u"bad-omens"_s);
        const bool literal = c.text(u"penalty"_s) == u"literal"_s;
        const int die = c.roll(6, tr("rally die"));
        const qint64 ability = c.integer(u"ability"_s);
        const qint64 roll = literal ? die + penalty : die;
        const qint64 target = literal ? ability : ability + penalty;
        const bool rallied = roll < target;
        c.set(u"roll"_s, die);
        c.set(u"modified_roll"_s, roll);
        c.set(u"target"_s, target);
        c.set(u"rallied"_s, rallied);
        if (penalty != 0)
            c.step(literal ? tr("Reading \"literal\": %1 applied to the die.").arg(signedText(penalty))
                           : tr("Reading \"harder\": %1 applied to the ability the die must beat.").arg(signedText(penalty)),
                   Morale);
        c.step(rallied ? tr("Roll %1 is lower than %2: the men rejoin their leader; one still turn able to defend "
                            "itself restores the band.")
                                 .arg(roll)
                                 .arg(target)
                       : tr("Roll %1 is not lower than %2: the band stays broken; try again next turn.")
                                 .arg(roll)
                                 .arg(target),
               Morale);
    };
    return p;
}

Procedure divineFavour()
{
    Procedure p = make(u"divine-favour"_s, tr("Divine favour before battle"), {Religion,
                                                                              u"Britain, A FINAL NOTE ON LEADERS"_s});
    p.summary = tr("Before a battle a commander may shrink every band by 10% to 50% for the gods: a d6 of 1, 1–2, "
                   "... up to 1–5 wins favour (good omens). Making no offering brings displeasure (bad omens) on a "
                   "1. A captured pagan leader baptised counts as a 10% offering.");
    p.parameters = {ParameterSpec::integer(u"reduction_pct"_s, tr("Reduction of each band in %"), 0, 50, QJsonValue::Null,
                                           tr("0, 10, 20, 30, 40 or 50.")),
                    ParameterSpec::integer(u"baptised"_s, tr("Captured pagan leaders baptised"), 0, 5, 0)};
    p.diceText = tr("one d6");
    p.oddsFields = {u"result"_s};
    p.body = [](ProcedureContext &c) {
        const qint64 reduction = c.integer(u"reduction_pct"_s);
        if (reduction % 10 != 0)
            throw Failure::badInput(tr("The reduction goes in steps of 10%: 0, 10, 20, 30, 40 or 50 (%1).").arg(Religion));
        const int cap = figure(c, u"britain.figures"_s, u"max-favour-reduction-pct"_s);
        const int each = figure(c, u"britain.figures"_s, u"baptism-contribution-pct"_s);
        const qint64 offered = std::min<qint64>(cap, reduction + each * c.integer(u"baptised"_s));
        if (c.integer(u"baptised"_s) > 0)
            c.step(tr("%1% reduction + %2 baptism(s) at %3% = %4% offered (at most %5%).")
                           .arg(reduction)
                           .arg(c.integer(u"baptised"_s))
                           .arg(each)
                           .arg(offered)
                           .arg(cap),
                   u"Britain, A FINAL NOTE ON LEADERS"_s);
        const int die = c.roll(6, tr("favour die"));
        c.set(u"roll"_s, die);
        c.set(u"offered_pct"_s, offered);
        if (offered == 0) {
            const int bad = figure(c, u"britain.divine-favour"_s, u"no-attempt-displeasure"_s);
            const bool displeased = die <= bad;
            c.set(u"result"_s, displeased ? u"displeasure"_s : u"none"_s);
            c.step(displeased ? tr("No offering and a %1: divine displeasure, the side's omens are bad.").arg(die)
                              : tr("No offering, die %1: nothing happens.").arg(die),
                   Religion);
            return;
        }
        const int upTo = figure(c, u"britain.divine-favour"_s, QString::number(offered));
        const bool favour = die <= upTo;
        c.set(u"result"_s, favour ? u"favour"_s : u"none"_s);
        c.step(favour ? tr("%1% offered wins on 1 to %2; die %3: divine favour, the side's omens are good.")
                                .arg(offered)
                                .arg(upTo)
                                .arg(die)
                      : tr("%1% offered wins on 1 to %2; die %3: no sign either way (the men stay reduced).")
                                .arg(offered)
                                .arg(upTo)
                                .arg(die),
               Religion);
    };
    return p;
}

} // namespace

void registerBritainMorale(ProcedureRegistry &registry)
{
    registry.add(withHelp(moraleCheck()));
    registry.add(withHelp(rally()));
    registry.add(withHelp(divineFavour()));
}

} // namespace Reeve
