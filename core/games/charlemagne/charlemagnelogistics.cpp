#include "charlemagnelogistics.h"

#include <algorithm>

#include "charlemagnecommon.h"
#include "procedures/procedurecontext.h"
#include "procedures/procedureregistry.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;
using namespace Charlemagne;

namespace {

constexpr int FleetCapacity = 3; // §19.4a

Procedure navalTransport()
{
    Procedure p = make(u"naval-transport"_s, tr("Naval transport"), {u"Charlemagne §19.4"_s});
    p.summary = tr("Checks that the fleets can carry the land units (three each, leaders free) and costs the voyage: "
                   "one operation point per sea hex from a friendly port, two from a coast without a port.");
    p.parameters = {ParameterSpec::integer(u"fleets"_s, tr("Fleets"), 1, 100),
                    ParameterSpec::integer(u"land_units"_s, tr("Land units carried (leaders excluded)"), 0, 1000),
                    ParameterSpec::choice(u"start"_s, tr("Voyage begins in"), {u"port"_s, u"coast"_s}, u"port"_s,
                                          tr("A friendly port (or peripheral area with a port) or a coastal hex "
                                             "without one.")),
                    ParameterSpec::integer(u"sea_hexes"_s, tr("Sea hexes entered"), 0, 1000, 0)};
    p.body = [](ProcedureContext &c) {
        const qint64 fleets = c.integer(u"fleets"_s);
        const qint64 units = c.integer(u"land_units"_s);
        const qint64 capacity = fleets * FleetCapacity;
        const bool fits = units <= capacity;
        c.set(u"capacity"_s, capacity);
        c.set(u"fits"_s, fits);
        c.step(tr("%1 fleets carry up to %2 land units; %3 aboard: %4. Leaders ride free.")
                       .arg(fleets)
                       .arg(capacity)
                       .arg(units)
                       .arg(fits ? tr("it fits") : tr("too many")),
               u"Charlemagne §19.4a"_s);
        const bool port = c.text(u"start"_s) == u"port"_s;
        const qint64 cost = c.integer(u"sea_hexes"_s) * (port ? 1 : 2);
        c.set(u"operation_point_cost"_s, cost);
        c.step(tr("%1 sea hexes at %2 each = %3 operation points, drawn from the fleet's operation points; "
                  "embarking and landing are free.")
                       .arg(c.integer(u"sea_hexes"_s))
                       .arg(port ? 1 : 2)
                       .arg(cost),
               port ? u"Charlemagne §19.4b(1)"_s : u"Charlemagne §19.4b(2)"_s);
    };
    return p;
}

struct SupplyPlan
{
    qint64 over = 0;
    qint64 paid = 0;
    qint64 cost = 0;
};

/// Costs the units the player pays for, type by type (a missing supply cost stops with exit 3).
SupplyPlan paySupply(ProcedureContext &c, qint64 over)
{
    static const QStringList types{u"field-army"_s, u"warrior-host"_s, u"nomad-horde"_s, u"militia"_s, u"fleet"_s};
    SupplyPlan plan;
    plan.over = over;
    for (const QString &type : types) {
        const qint64 count = c.integer(u"pay_"_s + QString(type).replace(u'-', u'_'));
        if (count == 0)
            continue;
        const int each = figure(c, u"charlemagne.treasure-points"_s, 2, type);
        plan.paid += count;
        plan.cost += count * each;
        c.step(tr("Supply for %1 %2 at %3 TP each = %4 TP.").arg(count).arg(type).arg(each).arg(count * each),
               u"Charlemagne §20.2"_s);
    }
    return plan;
}

Procedure supply()
{
    Procedure p = make(u"supply"_s, tr("Supply and disbanding"), {u"Charlemagne §20"_s});
    p.summary = tr("In the Supply Phase each hex feeds as many units as its forage value (pillaged 0, peripheral 10); "
                   "the player pays treasure to supply units over that, and the rest are disbanded. Leaders and "
                   "neutral units need nothing.");
    QList<ParameterSpec> params{
            ParameterSpec::integer(u"units"_s, tr("Units in the hex (fleets and embarked units count)"), 0, 1000),
            ParameterSpec::integer(u"forage"_s, tr("Forage value of the hex"), -1, 100, -1,
                                   tr("From the printed Terrain Effects Table, which the rules text lacks; left "
                                      "out (-1) it is asked for, unless the hex is pillaged or peripheral.")),
            ParameterSpec::boolean(u"pillaged"_s, tr("The hex is pillaged"), false),
            ParameterSpec::boolean(u"peripheral"_s, tr("A peripheral area"), false),
            ParameterSpec::integer(u"treasure"_s, tr("Treasure points on hand"), 0, 100000, 0)};
    for (const QString &type : {u"field_army"_s, u"warrior_host"_s, u"nomad_horde"_s, u"militia"_s, u"fleet"_s})
        params << ParameterSpec::integer(u"pay_"_s + type,
                                         tr("Supply paid for this many %1 units").arg(QString(type).replace(u'_', u' ')),
                                         0, 1000, 0);
    p.parameters = params;
    p.body = [](ProcedureContext &c) {
        qint64 forage = c.integer(u"forage"_s);
        if (c.boolean(u"peripheral"_s)) {
            forage = figure(c, u"charlemagne.terrain-effects"_s, 2, u"peripheral-area"_s);
            c.step(tr("Areas off the map forage %1 units.").arg(forage), u"Charlemagne §22.6"_s);
        } else if (c.boolean(u"pillaged"_s)) {
            forage = figure(c, u"charlemagne.terrain-effects"_s, 2, u"pillaged"_s);
            c.step(tr("A pillaged hex forages %1.").arg(forage), u"Charlemagne §20.4"_s);
        } else if (forage < 0) {
            // Never assumed: a forage of 0 would disband every unit over it (issue 23, 11).
            throw Failure::missingFigure(u"charlemagne.terrain-effects"_s, u"2/forage"_s,
                                         tr("The hex's forage value is on the printed Terrain Effects Table only: "
                                            "give forage=N (Charlemagne §20.1)."));
        }
        const qint64 units = c.integer(u"units"_s);
        const qint64 over = std::max<qint64>(0, units - forage);
        c.step(tr("%1 units against a forage value of %2: %3 over.").arg(units).arg(forage).arg(over),
               u"Charlemagne §20.1"_s);
        const SupplyPlan plan = paySupply(c, over);
        if (plan.paid > over)
            throw Failure::badInput(tr("Only %1 units need supply; %2 were paid for.").arg(over).arg(plan.paid));
        if (plan.cost > c.integer(u"treasure"_s))
            throw Failure::badInput(tr("Supply costs %1 TP but only %2 are on hand (Charlemagne §20.3).")
                                            .arg(plan.cost)
                                            .arg(c.integer(u"treasure"_s)));
        const qint64 disbanded = over - plan.paid;
        c.set(u"over_limit"_s, over);
        c.set(u"supplied"_s, plan.paid);
        c.set(u"supply_cost"_s, plan.cost);
        c.set(u"disbanded"_s, disbanded);
        c.step(tr("%1 units are taken off the map; the player chooses which.").arg(disbanded), u"Charlemagne §20.3"_s);
    };
    return p;
}

Procedure peripheralEntry()
{
    Procedure p = make(u"peripheral-entry"_s, tr("Entering a peripheral area"), {u"Charlemagne §22"_s});
    p.summary = tr("Only an area's own nationals enter it, from its map edge, at 5 operation points; the Norse area "
                   "only by sea and the Slavic only by land.");
    p.parameters = {
            ParameterSpec::choice(u"area"_s, tr("Area"), {u"caliphate"_s, u"byzantium"_s, u"slavs"_s, u"norse"_s}),
            ParameterSpec::boolean(u"same_nationality"_s, tr("Every unit is of the area's nationality"), true),
            ParameterSpec::choice(u"by"_s, tr("Entering by"), {u"land"_s, u"sea"_s}, u"land"_s)};
    p.body = [](ProcedureContext &c) {
        const QString area = c.text(u"area"_s);
        const bool sea = c.text(u"by"_s) == u"sea"_s;
        bool allowed = c.boolean(u"same_nationality"_s);
        QString why = allowed ? QString() : tr("only the area's own units may enter it (§22.3)");
        if (allowed && area == u"norse"_s && !sea) {
            allowed = false;
            why = tr("the Norse area is reached by sea hexes only (§22.2)");
        } else if (allowed && area == u"slavs"_s && sea) {
            allowed = false;
            why = tr("the Slavic area is reached by land hexes only (§22.2)");
        }
        const int cost = figure(c, u"charlemagne.terrain-effects"_s, 1, u"peripheral-area"_s);
        c.set(u"allowed"_s, allowed);
        c.set(u"operation_point_cost"_s, allowed ? cost : 0);
        c.step(allowed ? tr("Entering costs %1 operation points; leaving onto the map costs the hex entered.").arg(cost)
                       : tr("Not allowed: %1.").arg(why),
               u"Charlemagne §22.2a"_s);
    };
    return p;
}

} // namespace

void registerCharlemagneLogistics(ProcedureRegistry &registry)
{
    registry.add(withHelp(navalTransport()));
    registry.add(withHelp(supply()));
    registry.add(withHelp(peripheralEntry()));
}

} // namespace Reeve
