#include "dbaforces.h"

#include "games/dba/dbacommon.h"
#include "procedures/procedurecontext.h"
#include "procedures/procedureregistry.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;
using namespace Dba;

namespace {

const QString RaisingRef = u"DBA campaign, RAISING AN ARMY"_s;
const QString PromotingRef = u"DBA campaign, RAISING AN ARMY (Promoting Troops)"_s;
const QString NavalRef = u"DBA campaign, RAISING AN ARMY (Naval Elements)"_s;

ParameterSpec count(const QString &name, const QString &label, const QJsonValue &def = 0, const QString &help = {})
{
    return ParameterSpec::integer(name, label, 0, 100000, def, help);
}

Procedure raiseTroops()
{
    Procedure p = makeProcedure(u"dba.raise-troops"_s, tr("Raising troops: limits"), {RaisingRef},
                                tr("Checks a raising against the limits: one EE per province per year, an army of "
                                   "at most four EE per controlled province, and outside Spring only where the "
                                   "C-in-C and the treasury both are."));
    p.parameters = {count(u"provinces"_s, tr("Controlled provinces"), QJsonValue::Null),
                    count(u"army_elements"_s, tr("Elements now (full EE)"), 0),
                    count(u"army_half_elements"_s, tr("Psiloi and horde elements now"), 0),
                    count(u"raise_elements"_s, tr("Elements to raise (full EE)"), 0),
                    count(u"raise_half_elements"_s, tr("Psiloi or horde elements to raise"), 0),
                    count(u"raised_elements"_s, tr("Already raised there this year (full EE)"), 0),
                    count(u"raised_half_elements"_s,
                          tr("Psiloi or horde elements already raised there this year"), 0),
                    count(u"raising_provinces"_s, tr("Provinces raising them"), 1,
                          tr("Distinct provinces the new troops come from this year.")),
                    ParameterSpec::choice(u"season"_s, tr("Season"), seasons(), u"spring"_s),
                    ParameterSpec::boolean(u"cinc_and_treasury"_s, tr("C-in-C and treasury present"), false)};
    p.diceText = tr("none");
    p.body = [](ProcedureContext &c) {
        const qint64 nowHalves = 2 * c.integer(u"army_elements"_s) + c.integer(u"army_half_elements"_s);
        const qint64 raiseHalves = 2 * c.integer(u"raise_elements"_s) + c.integer(u"raise_half_elements"_s);
        const qint64 raisedHalves = 2 * c.integer(u"raised_elements"_s)
                                    + c.integer(u"raised_half_elements"_s);
        const qint64 maxEe = figure(c, u"max_ee_per_province"_s) * c.integer(u"provinces"_s);
        const qint64 perProvince = figure(c, u"raise_ee_per_province_year"_s) * c.integer(u"raising_provinces"_s);
        QStringList refusals;
        if (nowHalves + raiseHalves > 2 * maxEe)
            refusals << tr("the army would have %1 EE, above %2").arg(numberText((nowHalves + raiseHalves) / 2.0)).arg(maxEe);
        if (raisedHalves > 0)
            c.step(tr("Already raised there this year: %1 EE.").arg(numberText(raisedHalves / 2.0)),
                   RaisingRef);
        if (raiseHalves + raisedHalves > 2 * perProvince)
            refusals << tr("%1 EE from %2 province(s) this year is more than one EE each")
                                .arg(numberText((raiseHalves + raisedHalves) / 2.0))
                                .arg(c.integer(u"raising_provinces"_s));
        if (c.text(u"season"_s) != u"spring"_s && !c.boolean(u"cinc_and_treasury"_s))
            refusals << tr("outside Spring the C-in-C and the treasury must both be in the province");
        c.step(tr("Limit %1 EE (four per controlled province); army %2 EE, raising %3 EE.")
                       .arg(maxEe).arg(numberText(nowHalves / 2.0)).arg(numberText(raiseHalves / 2.0)),
               RaisingRef);
        c.step(refusals.isEmpty() ? tr("Allowed.") : tr("Not allowed: %1.").arg(refusals.join(u"; "_s)), RaisingRef);
        c.set(u"max_ee"_s, maxEe);
        c.set(u"ee_after"_s, numberValue((nowHalves + raiseHalves) / 2.0));
        c.set(u"allowed"_s, refusals.isEmpty());
    };
    return p;
}

Procedure promotion()
{
    Procedure p = makeProcedure(u"dba.promotion"_s, tr("Promoting an element"), {PromotingRef, u"DBA campaign, Table 1"_s},
                                tr("The cost of promoting an element to a better grade or class, the difference of "
                                   "the Table 1 values, and whether it may be done this year."));
    p.parameters = {ParameterSpec::choice(u"from_type"_s, tr("Current type"), troopTypes()),
                    ParameterSpec::choice(u"from_grade"_s, tr("Current grade"), grades()),
                    ParameterSpec::choice(u"to_type"_s, tr("New type"), troopTypes()),
                    ParameterSpec::choice(u"to_grade"_s, tr("New grade"), grades()),
                    ParameterSpec::boolean(u"fought_battle"_s, tr("Army fought a battle last year"), true),
                    ParameterSpec::boolean(u"promoted_this_year"_s, tr("Already promoted this year"), false)};
    p.diceText = tr("none");
    p.body = [](ProcedureContext &c) {
        const TroopValue from = troopValue(c, c.text(u"from_type"_s), c.text(u"from_grade"_s));
        const TroopValue to = troopValue(c, c.text(u"to_type"_s), c.text(u"to_grade"_s));
        if (!from.available || !to.available)
            throw Failure::badInput(tr("Table 1 marks %1 as not available.")
                                            .arg(!from.available ? from.typeLabel + u" "_s + c.text(u"from_grade"_s).toUpper()
                                                                 : to.typeLabel + u" "_s + c.text(u"to_grade"_s).toUpper()));
        const qint64 cost = to.value - from.value;
        if (cost <= 0)
            throw Failure::badInput(tr("From %1 to %2 is not a promotion (values %3 and %4).")
                                            .arg(from.printed, to.printed).arg(from.value).arg(to.value));
        c.step(tr("Value %1 to value %2: £%3.").arg(from.value).arg(to.value).arg(cost), PromotingRef);
        const bool allowed = c.boolean(u"fought_battle"_s) && !c.boolean(u"promoted_this_year"_s);
        if (!allowed)
            c.step(tr("Not this year: an element is promoted at most once a year, and only after its army fought "
                      "a battle the year before."), PromotingRef);
        c.set(u"cost"_s, cost);
        c.set(u"allowed"_s, allowed);
    };
    return p;
}

Procedure navalElements()
{
    Procedure p = makeProcedure(u"dba.naval-elements"_s, tr("Building naval elements"), {NavalRef},
                                tr("The cost of new naval elements and the limits: one a year per coastal province "
                                   "controlled, at most twice the coastal provinces in all."));
    p.parameters = {count(u"coastal_provinces"_s, tr("Coastal provinces controlled"), QJsonValue::Null),
                    count(u"naval_elements"_s, tr("Naval elements now"), 0),
                    count(u"build"_s, tr("Naval elements to build"), QJsonValue::Null),
                    count(u"built_this_year"_s, tr("Already built this year"), 0)};
    p.diceText = tr("none");
    p.body = [](ProcedureContext &c) {
        const qint64 coastal = c.integer(u"coastal_provinces"_s);
        const qint64 build = c.integer(u"build"_s);
        const qint64 cost = build * figure(c, u"naval_element_cost"_s);
        const qint64 maxTotal = coastal * figure(c, u"naval_max_per_coastal"_s);
        const qint64 maxYear = coastal * figure(c, u"naval_built_per_coastal_year"_s);
        const bool withinTotal = c.integer(u"naval_elements"_s) + build <= maxTotal;
        const bool withinYear = c.integer(u"built_this_year"_s) + build <= maxYear;
        c.step(tr("%1 × £%2 = £%3. At most %4 naval elements in all and %5 built this year.")
                       .arg(build).arg(figure(c, u"naval_element_cost"_s)).arg(cost).arg(maxTotal).arg(maxYear),
               NavalRef);
        c.set(u"cost"_s, cost);
        c.set(u"max_naval_elements"_s, maxTotal);
        c.set(u"allowed"_s, withinTotal && withinYear);
    };
    return p;
}

Procedure capturedShip()
{
    Procedure p = makeProcedure(u"dba.captured-ship"_s, tr("Captured naval element"), {NavalRef},
                                tr("What a captured naval element costs to re-crew, to win over its captured crew, or "
                                   "brings when sold uncrewed in a controlled or allied province with a town."));
    p.parameters = {ParameterSpec::choice(u"action"_s, tr("Action"), {u"recrew"_s, u"pay-crew"_s, u"sell"_s}),
                    count(u"crews_this_year"_s, tr("Crews already supplied by the province this year"), 0)};
    p.diceText = tr("none");
    p.body = [](ProcedureContext &c) {
        const QString action = c.text(u"action"_s);
        if (action == u"sell"_s) {
            c.set(u"amount"_s, figure(c, u"uncrewed_sale"_s));
            c.step(tr("Sold uncrewed for £%1.").arg(figure(c, u"uncrewed_sale"_s)), NavalRef);
            c.set(u"allowed"_s, true);
            return;
        }
        const qint64 amount = figure(c, action == u"recrew"_s ? u"recrew_cost"_s : u"captured_crew_pay"_s);
        const bool allowed = action == u"pay-crew"_s
                             || c.integer(u"crews_this_year"_s) < figure(c, u"crews_per_province_year"_s);
        c.step(action == u"recrew"_s ? tr("Re-crewing costs £%1; a province supplies at most %2 crews a year.")
                                               .arg(amount).arg(figure(c, u"crews_per_province_year"_s))
                                     : tr("Paying the captured crew £%1 makes them a foreign unit.").arg(amount),
               NavalRef);
        c.set(u"amount"_s, amount);
        c.set(u"allowed"_s, allowed);
    };
    return p;
}

} // namespace

void DbaForces::registerAll(ProcedureRegistry &registry)
{
    registry.add(finish(raiseTroops()));
    registry.add(finish(promotion()));
    registry.add(finish(navalElements()));
    registry.add(finish(capturedShip()));
}

} // namespace Reeve
