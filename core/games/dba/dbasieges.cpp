#include "dbasieges.h"

#include "games/dba/dbacommon.h"
#include "procedures/procedurecontext.h"
#include "procedures/procedureregistry.h"
#include "tables/columnselector.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;
using namespace Dba;

namespace {

const QString SiegeRef = u"DBA campaign, Seiges"_s;
const QString Table3Ref = u"DBA campaign, Table 3"_s;

/// The defender's strength against which the attacker's and the defender's casualties are read.
struct SiegeStrengths
{
    qint64 forAttacker = 0;
    qint64 forDefender = 0;
};

SiegeStrengths siegeStrengths(ProcedureContext &c, qint64 defender, bool fortified)
{
    const QString kind = fortified ? u"fortified"_s : u"unfortified"_s;
    const qint64 bonus = figure(c, u"siege_%1_bonus_points"_s.arg(kind));
    const qint64 multiplier = figure(c, u"siege_%1_multiplier"_s.arg(kind));
    SiegeStrengths s;
    s.forAttacker = defender + bonus;
    s.forDefender = s.forAttacker * multiplier;
    c.step(tr("The %1 town adds %2 troop point(s): the defender counts %3 + %2 = %4 when the attacker's "
              "casualties are read.")
                   .arg(fortified ? tr("fortified") : tr("unfortified"))
                   .arg(bonus)
                   .arg(defender)
                   .arg(s.forAttacker),
           SiegeRef);
    c.step(tr("For the defender's own casualties the town's defensive bonus multiplies that by %1: %2 "
              "(both figures as read from the Earl Robert and Earl Gyrth example).")
                   .arg(multiplier)
                   .arg(s.forDefender),
           SiegeRef);
    return s;
}

Procedure siege()
{
    Procedure p = makeProcedure(u"dba.siege"_s, tr("Siege battle"), {SiegeRef, Table3Ref},
                                tr("The single Table 3 roll of a siege at the season's end: the attacker's losses "
                                   "are read against the defender's plain strength, the defender's against its "
                                   "strength with the town's defensive bonus."));
    p.parameters = {
            ParameterSpec::integer(u"attacker_points"_s, tr("Besieger's points"), 1, 1000000),
            ParameterSpec::integer(u"defender_points"_s, tr("Garrison's points"), 1, 1000000, QJsonValue::Null,
                                   tr("The garrison's Table 1 value without any town bonus.")),
            ParameterSpec::boolean(u"fortified"_s, tr("Fortified town"), true,
                                   tr("The bonus of an unfortified town is not in the text: a missing figure "
                                      "until the umpire enters it.")),
            ParameterSpec::boolean(u"attacker_general"_s, tr("Besieger has a general"), true),
            ParameterSpec::boolean(u"defender_general"_s, tr("Garrison has a general"), true),
            ParameterSpec::integer(u"modifier"_s, tr("Other modifier"), -20, 20, 0,
                                   tr("Any further Table 3 modifier the umpire rules."))};
    p.diceText = tr("one d6, read on two columns; none at 10:1 or more against an unfortified town");
    p.body = [](ProcedureContext &c) {
        const qint64 a = c.integer(u"attacker_points"_s);
        const bool fortified = c.boolean(u"fortified"_s);
        const bool ag = c.boolean(u"attacker_general"_s);
        const bool dg = c.boolean(u"defender_general"_s);
        const SiegeStrengths s = siegeStrengths(c, c.integer(u"defender_points"_s), fortified);
        if (s.forDefender > ColumnSelector::MaxStrength)
            throw Failure::badInput(tr("The garrison's modified strength %1 is too large.").arg(s.forDefender));
        const Annihilation who = checkAnnihilation(c, a, s.forDefender, fortified);
        if (who != Annihilation::None) {
            const bool attackerGone = who == Annihilation::Attacker;
            c.set(u"attacker_casualties_pct"_s, attackerGone ? 100 : 0);
            c.set(u"defender_casualties_pct"_s, attackerGone ? 0 : 100);
            c.set(u"attacker_general_killed"_s, attackerGone && ag);
            c.set(u"defender_general_killed"_s, !attackerGone && dg);
            c.set(u"annihilated"_s, attackerGone ? u"attacker"_s : u"defender"_s);
            return;
        }
        c.set(u"annihilated"_s, u"none"_s);
        const int roll = c.roll(6, tr("Table 3"));
        const int modified = roll + generalModifier(c, ag, dg) + int(c.integer(u"modifier"_s));
        c.step(tr("Rolled %1, modified to %2; the same row is read on two columns.").arg(roll).arg(modified),
               SiegeRef);
        c.step(tr("The besieger's casualties: %1 against %2.").arg(a).arg(s.forAttacker), SiegeRef);
        const Table3Reading forAttacker = readTable3(c, a, s.forAttacker, modified);
        c.step(tr("The garrison's casualties: %1 against %2.").arg(a).arg(s.forDefender), SiegeRef);
        const Table3Reading forDefender = readTable3(c, a, s.forDefender, modified);
        c.step(tr("Besieger loses %1% (column %2), garrison loses %3% (column %4).")
                       .arg(forAttacker.cell.attackerPct)
                       .arg(forAttacker.column)
                       .arg(forDefender.cell.defenderPct)
                       .arg(forDefender.column),
               SiegeRef);
        c.set(u"attacker_casualties_pct"_s, forAttacker.cell.attackerPct);
        c.set(u"defender_casualties_pct"_s, forDefender.cell.defenderPct);
        c.set(u"attacker_general_killed"_s, forAttacker.cell.attackerK && ag);
        c.set(u"defender_general_killed"_s, forDefender.cell.defenderK && dg);
        c.set(u"attacker_column"_s, forAttacker.column);
        c.set(u"defender_column"_s, forDefender.column);
        c.set(u"row"_s, forAttacker.row);
    };
    return p;
}

struct SurrenderModifier
{
    const char16_t *parameter;
    const char16_t *figure;
    const char *label;
};

const SurrenderModifier SurrenderModifiers[] = {
        {u"fortified", u"siege_fortified", QT_TRANSLATE_NOOP("Reeve::DbaProcedures", "fortified town")},
        {u"ruler_in_town", u"siege_ruler_in_town",
         QT_TRANSLATE_NOOP("Reeve::DbaProcedures", "the ruler commands in the town")},
        {u"other_general", u"siege_other_general",
         QT_TRANSLATE_NOOP("Reeve::DbaProcedures", "another general commands in the town")},
        {u"out_of_supply", u"siege_out_of_supply",
         QT_TRANSLATE_NOOP("Reeve::DbaProcedures", "the town is out of supply this season")},
        {u"field_won", u"siege_field_won",
         QT_TRANSLATE_NOOP("Reeve::DbaProcedures", "the defender's nation won in the field this season")},
        {u"field_lost", u"siege_field_lost",
         QT_TRANSLATE_NOOP("Reeve::DbaProcedures", "the defender's nation lost in the field this season")},
        {u"home_town", u"siege_home_town",
         QT_TRANSLATE_NOOP("Reeve::DbaProcedures",
                           "a home town of the besieger, or his own nationality's troops inside")},
};

Procedure siegeSurrender()
{
    Procedure p = makeProcedure(u"dba.siege-surrender"_s, tr("Siege surrender check"), {SiegeRef},
                                tr("After a whole season of siege the besieger rolls a d6 with the listed "
                                   "modifiers; on 7 or more the town surrenders."));
    for (const SurrenderModifier &m : SurrenderModifiers)
        p.parameters << ParameterSpec::boolean(QString::fromUtf16(m.parameter), tr(m.label), false);
    p.parameters << ParameterSpec::integer(u"seasons"_s, tr("Entire seasons besieged"), 1, 1000, QJsonValue::Null,
                                           tr("Entire seasons of continuous siege, this one included."));
    p.diceText = tr("one d6");
    p.oddsFields = {u"surrenders"_s};
    p.body = [](ProcedureContext &c) {
        if (c.boolean(u"ruler_in_town"_s) && c.boolean(u"other_general"_s))
            throw Failure::badInput(tr("Only one general commands in the town: give ruler_in_town or "
                                       "other_general, not both."));
        const int roll = c.roll(6, tr("surrender"));
        qint64 total = roll;
        c.step(tr("The besieger rolls %1.").arg(roll), SiegeRef);
        for (const SurrenderModifier &m : SurrenderModifiers) {
            if (!c.boolean(QString::fromUtf16(m.parameter)))
                continue;
            const qint64 value = figure(c, QString::fromUtf16(m.figure));
            total += value;
            c.step(tr("%1: %2.").arg(tr(m.label), value > 0 ? u"+"_s + QString::number(value) : QString::number(value)),
                   SiegeRef);
        }
        const qint64 seasons = c.integer(u"seasons"_s);
        const qint64 perSeason = figure(c, u"siege_per_season"_s);
        total += seasons * perSeason;
        c.step(tr("%1 entire season(s) besieged: +%2.").arg(seasons).arg(seasons * perSeason), SiegeRef);
        const qint64 needed = figure(c, u"siege_surrender_at"_s);
        const bool surrenders = total >= needed;
        c.step(surrenders ? tr("Modified roll %1, at least %2: the town surrenders; any general inside is "
                               "captured.").arg(total).arg(needed)
                          : tr("Modified roll %1, below %2: the town holds.").arg(total).arg(needed),
               SiegeRef);
        c.set(u"modified_roll"_s, total);
        c.set(u"surrenders"_s, surrenders);
    };
    return p;
}

} // namespace

void DbaSieges::registerAll(ProcedureRegistry &registry)
{
    registry.add(finish(siege()));
    registry.add(finish(siegeSurrender()));
}

} // namespace Reeve
