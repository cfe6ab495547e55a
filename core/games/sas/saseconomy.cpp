#include "saseconomy.h"

#include "games/sas/sascommon.h"
#include "procedures/procedurecontext.h"
#include "procedures/procedureregistry.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;
using namespace Sas;

namespace {

Procedure base(const QString &id, const QString &title, const QStringList &refs, const QString &summary)
{
    return Procedure::make(u"sas"_s, id, title, refs, summary);
}

int seasonRow(const QString &season)
{
    return int(QStringList{u"spring"_s, u"summer"_s, u"autumn"_s, u"winter"_s}.indexOf(season)) + 1;
}

/// Harvest plus city income for the season's parameters; sets harvest, city_income and income.
int seasonIncome(ProcedureContext &c)
{
    const int season = seasonRow(c.text(u"season"_s));
    const int territories = int(c.integer(u"territories"_s));
    const int trade = int(c.integer(u"trade_cities"_s));
    const int major = int(c.integer(u"major_cities"_s));
    const Figure harvest = figure(c, u"sas.harvest"_s, season);
    const Figure tradeGold = figure(c, u"sas.city-income"_s, 1);
    const Figure majorGold = figure(c, u"sas.city-income"_s, 2);
    const int harvestTotal = territories * harvest.value;
    const int cityTotal = trade * tradeGold.value + major * majorGold.value;
    c.step(tr("Harvest in %1: %2 territories × %3 = %4 gold.")
               .arg(c.text(u"season"_s)).arg(territories).arg(harvest.shown()).arg(harvestTotal),
           ref("phase 1"));
    c.step(tr("Cities: %1 trade/port × %2 + %3 major × %4 = %5 gold.")
               .arg(trade).arg(tradeGold.shown()).arg(major).arg(majorGold.shown()).arg(cityTotal),
           ref("phase 1"));
    c.step(tr("Income: %1 + %2 = %3 gold.").arg(harvestTotal).arg(cityTotal).arg(harvestTotal + cityTotal));
    c.set(u"harvest"_s, harvestTotal);
    c.set(u"city_income"_s, cityTotal);
    c.set(u"income"_s, harvestTotal + cityTotal);
    return harvestTotal + cityTotal;
}

QList<ParameterSpec> incomeParameters()
{
    return {ParameterSpec::choice(u"season"_s, tr("Season"), {u"spring"_s, u"summer"_s, u"autumn"_s, u"winter"_s},
                                  QJsonValue::Null, tr("The season being played.")),
            ParameterSpec::integer(u"territories"_s, tr("Territories"), 0, 1000, QJsonValue::Null,
                                   tr("Land territories the faction controls.")),
            ParameterSpec::integer(u"trade_cities"_s, tr("Trade or port cities"), 0, 1000, QJsonValue::Null,
                                   tr("Minor (trade or port) cities in those territories.")),
            ParameterSpec::integer(u"major_cities"_s, tr("Major cities"), 0, 1000, QJsonValue::Null,
                                   tr("Major cities in those territories, capitals included."))};
}

Procedure incomeProcedure()
{
    Procedure p = base(u"sas.income"_s, tr("Seasonal income"), {ref("phase 1")},
                       tr("Gold a faction collects this season: the harvest for every controlled territory "
                          "plus the trade of its cities."));
    p.parameters = incomeParameters();
    p.body = [](ProcedureContext &c) { seasonIncome(c); };
    return p;
}

/// Sums count × per-unit figure of \a tableId for the faction; one step per unit type.
int perUnitTotal(ProcedureContext &c, const QString &tableId, const QString &what)
{
    const QString faction = c.text(u"faction"_s);
    const QMap<QString, int> counts = unitCounts(c, allUnits());
    int total = 0;
    for (const QString &unit : allUnits()) {
        const int n = counts.value(unit);
        if (n == 0)
            continue;
        const Figure f = figure(c, tableId, factionRow(faction), unit);
        total += n * f.value;
        c.step(tr("%1 %2 × %3 = %4 gold %5.").arg(n).arg(unit, f.shown()).arg(n * f.value).arg(what),
               ref("phase 1 (unit table) and setup (faction specials)"));
    }
    return total;
}

void maintenanceReading(ProcedureContext &c)
{
    c.step(tr("Reading: the middle column of the printed unit table is maintenance, as its header says "
              "(its numbers equal the casualty points); edit sas.unit-maintenance if the cards differ."),
           ref("phase 1 (unit table)"));
}

Procedure maintenanceProcedure()
{
    Procedure p = base(u"sas.maintenance"_s, tr("Seasonal maintenance"),
                       {ref("phase 1"), ref("setup (faction specials)")},
                       tr("Gold a faction pays each season to keep its army and fleet units, read from its "
                          "own cards (so France's cheaper cavalry and the North Sea Empire's raiders apply)."));
    p.parameters = QList<ParameterSpec>{factionParameter()}
                   + unitCountParameters(allUnits(), {}, tr("Number of %1 units the faction keeps."));
    p.body = [](ProcedureContext &c) {
        maintenanceReading(c);
        const int total = perUnitTotal(c, u"sas.unit-maintenance"_s, tr("upkeep"));
        c.step(tr("Maintenance for %1: %2 gold.").arg(factionName(c.text(u"faction"_s))).arg(total));
        c.set(u"maintenance"_s, total);
    };
    return p;
}

Procedure purchaseProcedure()
{
    Procedure p = base(u"sas.unit-purchase"_s, tr("Unit purchase cost"),
                       {ref("phase 7"), ref("setup (faction specials)")},
                       tr("Gold a faction pays for the units it builds this season, at the prices of its own "
                          "cards. Their upkeep is not part of it: it is paid with each season's income (phase 1)."));
    p.parameters = QList<ParameterSpec>{factionParameter()}
                   + unitCountParameters(allUnits(), {}, tr("Number of %1 units bought."));
    p.body = [](ProcedureContext &c) {
        const int total = perUnitTotal(c, u"sas.unit-costs"_s, tr("to buy"));
        c.step(tr("Purchase for %1: %2 gold.").arg(factionName(c.text(u"faction"_s))).arg(total), ref("phase 7"));
        c.set(u"cost"_s, total);
    };
    return p;
}

Procedure forceCostProcedure(bool fleet)
{
    Procedure p = fleet ? base(u"sas.fleet-cost"_s, tr("Fleet creation cost"), {ref("components (fleets)")},
                               tr("Gold to raise a new fleet (or replace a lost one), by how many fleets the "
                                  "faction still has."))
                        : base(u"sas.army-cost"_s, tr("Army creation cost"), {ref("components (armies)")},
                               tr("Gold to raise a new army (or replace a lost one), by how many armies the "
                                  "faction still has."));
    p.parameters = {ParameterSpec::integer(u"existing"_s, fleet ? tr("Fleets held") : tr("Armies held"), 0, 5,
                                           QJsonValue::Null,
                                           fleet ? tr("Fleets the faction has now (0 to 5).")
                                                 : tr("Armies the faction has now (0 to 5)."))};
    p.body = [fleet](ProcedureContext &c) {
        const int existing = int(c.integer(u"existing"_s));
        if (existing >= 5)
            throw Failure::badInput(fleet ? tr("A faction has at most five fleets (I to V): there is no sixth.")
                                          : tr("A faction has at most five armies (I to V): there is no sixth."));
        const Figure cost = figure(c, u"sas.force-creation"_s, existing, fleet ? u"fleet"_s : u"army"_s);
        c.step(tr("With %1 already held, the next one (number %2) costs %3 gold.")
                   .arg(existing).arg(existing + 1).arg(cost.shown()),
               ref(fleet ? "components (fleets)" : "components (armies)"));
        c.set(u"cost"_s, cost.value);
    };
    return p;
}

Procedure peasantLimitProcedure()
{
    Procedure p = base(u"sas.peasant-limit"_s, tr("Peasant limit"), {ref("phase 7"), ref("setup (faction specials)")},
                       tr("Whether an army may hold this many peasants: at most half its units, two thirds "
                          "for Kievan Rus'."));
    p.parameters = {factionParameter(),
                    ParameterSpec::integer(u"army_size"_s, tr("Army size"), 0, 10000, QJsonValue::Null,
                                           tr("All units in the army after building, peasants included.")),
                    ParameterSpec::integer(u"peasants"_s, tr("Peasants"), 0, 10000, QJsonValue::Null,
                                           tr("PS units in the army after building."))};
    p.body = [](ProcedureContext &c) {
        const QString faction = c.text(u"faction"_s);
        const int size = int(c.integer(u"army_size"_s));
        const int peasants = int(c.integer(u"peasants"_s));
        if (peasants > size)
            throw Failure::badInput(tr("An army of %1 units cannot hold %2 peasants.").arg(size).arg(peasants));
        QString provenance;
        const QString share = textFigure(c, u"sas.peasant-share"_s, factionRow(faction), {}, &provenance);
        const auto [num, den] = fraction(share, u"sas.peasant-share"_s);
        const int maxPeasants = size * num / den;
        const bool allowed = qint64(peasants) * den <= qint64(size) * num;
        c.step(tr("%1 may field peasants up to %2 (%3) of an army: %4 of %5 units.")
                   .arg(factionName(faction), share, provenance).arg(maxPeasants).arg(size),
               ref("phase 7"));
        c.step(allowed ? tr("%1 peasants are within the limit.").arg(peasants)
                       : tr("%1 peasants exceed the limit.").arg(peasants));
        c.set(u"allowed"_s, allowed);
        c.set(u"max_peasants"_s, maxPeasants);
    };
    return p;
}

Procedure accountsProcedure()
{
    Procedure p = base(u"sas.season-accounts"_s, tr("Season's accounts"), {ref("phase 1"), ref("placing starting armies (first game)")},
                       tr("Phase 1 for one faction in one step: income collected, maintenance paid and the "
                          "treasury that results, with the breakdown."));
    p.parameters = QList<ParameterSpec>{factionParameter()} + incomeParameters()
                   + unitCountParameters(allUnits(), {}, tr("Number of %1 units the faction keeps."));
    p.parameters << ParameterSpec::integer(u"treasury"_s, tr("Treasury before"), 0, 10000000, 0,
                                           tr("Gold in the treasury before this phase."))
                 << ParameterSpec::boolean(u"first_turn"_s, tr("First turn"), false,
                                           tr("The opening season, when maintenance counts as already paid."));
    p.body = [](ProcedureContext &c) {
        const int income = seasonIncome(c);
        int upkeep = 0;
        if (c.boolean(u"first_turn"_s))
            c.step(tr("First turn: maintenance is taken as already paid."), ref("placing starting armies (first game)"));
        else {
            maintenanceReading(c);
            upkeep = perUnitTotal(c, u"sas.unit-maintenance"_s, tr("upkeep"));
        }
        const int before = int(c.integer(u"treasury"_s));
        const int after = before + income - upkeep;
        c.step(tr("Treasury: %1 + %2 income − %3 maintenance = %4 gold.").arg(before).arg(income).arg(upkeep).arg(after),
               ref("phase 1"));
        if (after < 0)
            c.step(tr("The treasury cannot cover the upkeep; the rules give no penalty, so the referee rules on it."));
        c.set(u"maintenance"_s, upkeep);
        c.set(u"treasury"_s, after);
    };
    return p;
}

} // namespace

void SasEconomy::registerAll(ProcedureRegistry &registry)
{
    registry.add(incomeProcedure());
    registry.add(maintenanceProcedure());
    registry.add(purchaseProcedure());
    registry.add(forceCostProcedure(false));
    registry.add(forceCostProcedure(true));
    registry.add(peasantLimitProcedure());
    registry.add(accountsProcedure());
}

} // namespace Reeve
