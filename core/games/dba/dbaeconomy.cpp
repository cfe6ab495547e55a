#include "dbaeconomy.h"

#include <cmath>

#include "games/dba/dbacommon.h"
#include "procedures/procedurecontext.h"
#include "procedures/procedureregistry.h"
#include "tables/ruletable.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;
using namespace Dba;

namespace {

const QString Table1Ref = u"DBA campaign, Table 1"_s;
const QString RevenueRef = u"DBA campaign, REVENUE"_s;
const QString TownsRef = u"DBA campaign, REVENUE (Building Towns)"_s;
const QString SupplyRef = u"DBA campaign, SUPPLY"_s;

Procedure troopCost()
{
    Procedure p = makeProcedure(u"dba.troop-cost"_s, tr("Troop cost (Table 1)"), {Table1Ref, u"DBA campaign, RAISING AN ARMY"_s},
                                tr("The point value and cost in £ of one element of a troop type and grade; "
                                   "a combination Table 1 marks as unavailable is refused."));
    p.parameters = {ParameterSpec::choice(u"type"_s, tr("Troop type"), troopTypes()),
                    ParameterSpec::choice(u"grade"_s, tr("Grade"), grades()),
                    ParameterSpec::boolean(u"mounted_infantry"_s, tr("Mounted infantry"), false,
                                           tr("Infantry raised mounted cost £1 more."))};
    p.diceText = tr("none");
    p.body = [](ProcedureContext &c) {
        const QString type = c.text(u"type"_s);
        const QString grade = c.text(u"grade"_s);
        const TroopValue v = troopValue(c, type, grade);
        if (!v.available)
            throw Failure::badInput(tr("Table 1 marks %1 grade %2 as not available (\"%3\").")
                                            .arg(v.typeLabel, grade.toUpper(), v.printed));
        qint64 cost = v.value;
        c.step(tr("%1, grade %2: %3.").arg(v.typeLabel, grade.toUpper(), v.printed), Table1Ref);
        if (v.bracketed)
            c.step(tr("The figure is printed in brackets; the text does not explain them, so Reeve reads %1.")
                           .arg(v.value),
                   Table1Ref);
        if (c.boolean(u"mounted_infantry"_s)) {
            if (type == u"kn"_s || type == u"cv"_s || type == u"lh"_s)
                throw Failure::badInput(tr("Only infantry can be made mounted infantry."));
            const qint64 extra = figure(c, u"mounted_infantry_cost"_s);
            cost += extra;
            c.step(tr("Mounted infantry: +£%1, £%2 in all; their combat value stays %3.").arg(extra).arg(cost).arg(v.value),
                   u"DBA campaign, ARMY COMPOSITION"_s);
        }
        c.set(u"cost"_s, cost);
        c.set(u"points"_s, v.value);
        c.set(u"bracketed"_s, v.bracketed);
    };
    return p;
}

Procedure taxes()
{
    Procedure p = makeProcedure(u"dba.taxes"_s, tr("Autumn taxes"), {u"DBA campaign, REVENUE (Taxation)"_s},
                                tr("A province's revenue at the end of Autumn, less a share for every move "
                                   "hostile forces spent in it during the year."));
    p.parameters = {ParameterSpec::integer(u"revenue"_s, tr("Revenue (£)"), 0, 1000, QJsonValue::Null),
                    ParameterSpec::integer(u"invaded_moves"_s, tr("Moves with hostile forces"), 0, 1000,
                                           QJsonValue::Null),
                    ParameterSpec::choice(u"rounding"_s, tr("Rounding"), {u"none"_s, u"down"_s, u"nearest"_s, u"up"_s},
                                          u"none"_s,
                                          tr("The text does not say how a fractional income is rounded; none "
                                             "keeps the fraction."))};
    p.diceText = tr("none");
    p.body = [](ProcedureContext &c) {
        const QString ref = u"DBA campaign, REVENUE (Taxation)"_s;
        const qint64 revenue = c.integer(u"revenue"_s);
        const qint64 moves = c.integer(u"invaded_moves"_s);
        const qint64 each = figure(c, u"tax_loss_pct_per_move"_s);
        const qint64 kept = std::max<qint64>(0, 100 - each * moves);
        double income = double(revenue) * double(kept) / 100.0;
        c.step(tr("%1 move(s) of hostile presence cost %2% each: %3% of £%4 is £%5.")
                       .arg(moves).arg(each).arg(kept).arg(revenue).arg(numberText(income)),
               ref);
        const QString rounding = c.text(u"rounding"_s);
        if (rounding != u"none"_s && income != std::floor(income)) {
            income = rounding == u"down"_s ? std::floor(income)
                                           : (rounding == u"up"_s ? std::ceil(income) : std::round(income));
            c.step(tr("Rounded %1 as the umpire set: £%2.").arg(rounding, numberText(income)), ref);
        }
        c.set(u"income"_s, numberValue(income));
    };
    return p;
}

Procedure townCost()
{
    Procedure p = makeProcedure(u"dba.town-cost"_s, tr("Cost of a new town"), {TownsRef},
                                tr("The price of building a town: a base, less twice the province value, plus "
                                   "three for each town already there."));
    p.parameters = {ParameterSpec::integer(u"province_value"_s, tr("Province value (£)"), 0, 1000, QJsonValue::Null),
                    ParameterSpec::integer(u"towns"_s, tr("Towns already there"), 0, 1000, QJsonValue::Null)};
    p.diceText = tr("none");
    p.body = [](ProcedureContext &c) {
        const qint64 value = c.integer(u"province_value"_s);
        const qint64 towns = c.integer(u"towns"_s);
        const qint64 base = figure(c, u"town_cost_base"_s);
        const qint64 perValue = figure(c, u"town_cost_per_value"_s);
        const qint64 perTown = figure(c, u"town_cost_per_town"_s);
        const qint64 cost = base - perValue * value + perTown * towns;
        c.step(tr("£%1 − %2 × %3 + %4 × %5 = £%6.").arg(base).arg(perValue).arg(value).arg(perTown).arg(towns).arg(cost),
               TownsRef);
        if (cost < 0)
            throw Failure::badInput(tr("The formula gives a negative cost (£%1); the text does not cover a province "
                                       "this rich, so the umpire must rule.").arg(cost));
        c.set(u"cost"_s, cost);
    };
    return p;
}

/// Cost, chance and increase figures of one revenue project.
struct Project
{
    qint64 cost = 0;
    qint64 chance = 0;
    QString increaseFigure;
};

Project project(ProcedureContext &c, const QString &kind)
{
    if (kind == u"build-town"_s)
        return {figure(c, u"town_cost_base"_s) - figure(c, u"town_cost_per_value"_s) * c.integer(u"province_value"_s)
                        + figure(c, u"town_cost_per_town"_s) * c.integer(u"towns"_s),
                figure(c, u"town_revenue_chance_pct"_s), u"town_revenue_increase"_s};
    if (kind == u"fortify"_s)
        return {figure(c, u"fortify_cost"_s), figure(c, u"fortify_revenue_chance_pct"_s), u"fortify_revenue_increase"_s};
    return {figure(c, u"invest_cost"_s), figure(c, u"invest_revenue_chance_pct"_s), u"invest_revenue_increase"_s};
}

Procedure townProject()
{
    Procedure p = makeProcedure(u"dba.town-project"_s, tr("Town building, fortifying, investing"), {TownsRef},
                                tr("What a Spring project costs and whether it raises the province's revenue when it "
                                   "completes unmolested at the end of Autumn; investing may be added to another "
                                   "project."));
    p.parameters = {
            ParameterSpec::choice(u"project"_s, tr("Project"), {u"build-town"_s, u"fortify"_s, u"invest"_s}),
            ParameterSpec::integer(u"province_value"_s, tr("Province value (£)"), 0, 1000, 0),
            ParameterSpec::integer(u"towns"_s, tr("Towns already there"), 0, 1000, 0),
            ParameterSpec::boolean(u"also_invest"_s, tr("Also invest £5"), false),
            ParameterSpec::choice(u"combine"_s, tr("Investing with another project"),
                                  {u"separate-rolls"_s, u"added-chances"_s}, u"separate-rolls"_s,
                                  tr("The text calls investing cumulative with building or fortifying without "
                                     "saying how: a roll for each, or one roll at the chances added."))};
    p.diceText = tr("a d100 for the project, then a d100 for the investment if separate; one d100 if added");
    p.oddsFields = {u"revenue_increase"_s};
    p.body = [](ProcedureContext &c) {
        QList<Project> projects{project(c, c.text(u"project"_s))};
        if (c.boolean(u"also_invest"_s)) {
            if (c.text(u"project"_s) == u"invest"_s)
                throw Failure::badInput(tr("also_invest adds an investment to building or fortifying."));
            projects << project(c, u"invest"_s);
        }
        qint64 cost = 0;
        for (const Project &pr : projects)
            cost += pr.cost;
        c.step(tr("Cost £%1, paid in Spring.").arg(cost), TownsRef);
        const bool added = projects.size() > 1 && c.text(u"combine"_s) == u"added-chances"_s;
        qint64 increase = 0;
        if (added) {
            const qint64 chance = projects[0].chance + projects[1].chance;
            const int roll = c.roll(100, tr("revenue"));
            c.step(tr("Chances added: %1%; d100 %2.").arg(chance).arg(roll), TownsRef);
            if (roll <= chance)
                increase = figure(c, projects[0].increaseFigure);
        } else {
            for (const Project &pr : projects) {
                const int roll = c.roll(100, tr("revenue"));
                const bool raised = roll <= pr.chance;
                c.step(tr("%1% chance; d100 %2: %3.").arg(pr.chance).arg(roll).arg(raised ? tr("raised") : tr("not raised")),
                       TownsRef);
                if (raised)
                    increase += figure(c, pr.increaseFigure);
            }
        }
        c.step(tr("Revenue value rises by £%1 if the work is not attacked before the end of Autumn.").arg(increase),
               TownsRef);
        // Only a town not built gives money back; the ledger keeps whole pounds, so the share is rounded down.
        qint64 refund = 0;
        if (c.text(u"project"_s) == u"build-town"_s) {
            const qint64 pct = figure(c, u"town_attacked_refund_pct"_s);
            refund = projects[0].cost * pct / 100;
            c.step(tr("If the town is attacked before then it is not built, and %1% of its £%2 comes back, in whole "
                      "pounds: £%3.")
                           .arg(pct)
                           .arg(projects[0].cost)
                           .arg(refund),
                   TownsRef);
        }
        c.set(u"refund_if_attacked"_s, refund);
        c.set(u"cost"_s, cost);
        c.set(u"revenue_increase"_s, increase);
    };
    return p;
}

Procedure supplyUnits()
{
    Procedure p = makeProcedure(u"dba.supply-units"_s, tr("Buying supply units"), {SupplyRef},
                                tr("The price of new supply units, made in any controlled province at any time."));
    p.parameters = {ParameterSpec::integer(u"units"_s, tr("Supply units"), 1, 10000, QJsonValue::Null)};
    p.diceText = tr("none");
    p.body = [](ProcedureContext &c) {
        const qint64 each = figure(c, u"supply_unit_cost"_s);
        const qint64 cost = each * c.integer(u"units"_s);
        c.step(tr("%1 × £%2 = £%3.").arg(c.integer(u"units"_s)).arg(each).arg(cost), SupplyRef);
        c.set(u"cost"_s, cost);
    };
    return p;
}

Procedure alliedSupply()
{
    Procedure p = makeProcedure(u"dba.allied-supply"_s, tr("Supply in friendly territory"), {SupplyRef},
                                tr("A force in a vassal's, ally's or (with leave) overlord's territory: free up to a "
                                   "size, a flat £1 above it."));
    p.parameters = {ParameterSpec::integer(u"ee"_s, tr("EE of the force"), 0, 10000, QJsonValue::Null,
                                           tr("Element equivalents, not counting supply or naval units."))};
    p.diceText = tr("none");
    p.body = [](ProcedureContext &c) {
        const qint64 ee = c.integer(u"ee"_s);
        const qint64 free = figure(c, u"allied_supply_free_ee"_s);
        const qint64 cost = ee <= free ? 0 : figure(c, u"allied_supply_cost"_s);
        c.step(ee <= free ? tr("%1 EE is within %2 EE: no supply needed.").arg(ee).arg(free)
                          : tr("%1 EE is above %2 EE: £%3 keeps it supplied (or a supply unit).").arg(ee).arg(free).arg(cost),
               SupplyRef);
        c.set(u"cost"_s, cost);
    };
    return p;
}

Procedure neutralDefence()
{
    Procedure p = makeProcedure(u"dba.neutral-defence"_s, tr("Neutral province's army"), {u"DBA campaign, PROVINCES"_s},
                                tr("The points of the army a neutral province fields when attacked: a multiple of "
                                   "its revenue. Give the revenue or the province's name from Table 4."));
    p.parameters = {ParameterSpec::integer(u"revenue"_s, tr("Revenue (£)"), 0, 1000, 0),
                    ParameterSpec::text(u"province"_s, tr("Province (Table 4)"), u""_s)};
    p.diceText = tr("none");
    p.body = [](ProcedureContext &c) {
        qint64 revenue = c.integer(u"revenue"_s);
        const QString name = c.text(u"province"_s).trimmed();
        if (!name.isEmpty()) {
            const RuleTable &t = c.table(u"dba.provinces"_s);
            int found = -1;
            for (int row = 0; row < t.rowCount() && found < 0; ++row)
                if (t.cell(row, 0).value.toString().compare(name, Qt::CaseInsensitive) == 0)
                    found = row;
            if (found < 0)
                throw Failure::badInput(tr("Table 4 has no province named %1.").arg(name));
            revenue = t.require(found, t.columnIndex(u"revenue")).value.toInteger();
            c.step(tr("%1: revenue £%2 (Table 4).").arg(name).arg(revenue), u"DBA campaign, Table 4"_s);
        }
        const qint64 factor = figure(c, u"neutral_defence_per_revenue"_s);
        c.step(tr("%1 × £%2 = %3 points.").arg(factor).arg(revenue).arg(factor * revenue), u"DBA campaign, PROVINCES"_s);
        c.set(u"points"_s, factor * revenue);
    };
    return p;
}

Procedure defortify()
{
    Procedure p = makeProcedure(u"dba.defortify"_s, tr("Slighting a town's defences"), {TownsRef},
                                tr("Moves needed to defortify a town: four EE-moves of work, so one EE takes four "
                                   "moves and four EE one move; repairing later takes a season and £1."));
    p.parameters = {ParameterSpec::integer(u"ee"_s, tr("EE at work"), 1, 10000, QJsonValue::Null)};
    p.diceText = tr("none");
    p.body = [](ProcedureContext &c) {
        const qint64 ee = c.integer(u"ee"_s);
        const qint64 work = figure(c, u"defortify_ee_moves"_s);
        const qint64 moves = (work + ee - 1) / ee;
        c.step(tr("%1 EE-moves of work by %2 EE: %3 move(s). Repair costs £%4 and a season.")
                       .arg(work).arg(ee).arg(moves).arg(figure(c, u"town_repair_cost"_s)),
               TownsRef);
        c.set(u"moves"_s, moves);
        c.set(u"repair_cost"_s, figure(c, u"town_repair_cost"_s));
    };
    return p;
}

} // namespace

void DbaEconomy::registerAll(ProcedureRegistry &registry)
{
    registry.add(finish(troopCost()));
    registry.add(finish(taxes()));
    registry.add(finish(townCost()));
    registry.add(finish(townProject()));
    registry.add(finish(supplyUnits()));
    registry.add(finish(alliedSupply()));
    registry.add(finish(neutralDefence()));
    registry.add(finish(defortify()));
}

} // namespace Reeve
