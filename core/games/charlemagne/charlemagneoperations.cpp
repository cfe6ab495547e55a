#include "charlemagneoperations.h"

#include <algorithm>

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

constexpr int StackLimit = 10;    // §12.1
constexpr int PeripheralLimit = 10; // §11.3

Procedure operationPoints()
{
    Procedure p = make(u"operation-points"_s, tr("Operation points of a force"), {u"Charlemagne §13.2"_s,
                                                                                   u"Charlemagne §21.2a"_s});
    p.summary = tr("A force gets the operation points of its slowest unit plus a die, the die doubled with a leader "
                   "and tripled with Charlemagne.");
    p.parameters = {ParameterSpec::integer(u"lowest_op"_s, tr("Lowest OP in the force"), 0, 100, QJsonValue::Null,
                                           tr("The printed OP of the force's slowest unit; for a force carried by "
                                              "ships, the fleet's (§19.4b).")),
                    ParameterSpec::choice(u"leader"_s, tr("Leader"), leaderChoices(), u"none"_s)};
    p.diceText = tr("one d6");
    p.oddsFields = {u"operation_points"_s};
    p.body = [](ProcedureContext &c) {
        const qint64 lowest = c.integer(u"lowest_op"_s);
        const QString leader = c.text(u"leader"_s);
        const int die = c.roll(6, tr("operation die"));
        const int factor = leader == u"charlemagne"_s ? 3 : (leader == u"leader"_s ? 2 : 1);
        const qint64 total = lowest + qint64(die) * factor;
        c.set(u"roll"_s, die);
        c.set(u"operation_points"_s, total);
        if (factor > 1)
            c.step(tr("Die %1 × %2 (%3) = %4.")
                           .arg(die)
                           .arg(factor)
                           .arg(factor == 3 ? tr("Charlemagne triples") : tr("a leader doubles"))
                           .arg(die * factor),
                   factor == 3 ? u"Charlemagne §21.4b"_s : u"Charlemagne §21.2a"_s);
        c.step(tr("%1 (slowest unit) + %2 = %3 operation points.").arg(lowest).arg(die * factor).arg(total),
               u"Charlemagne §13.2a"_s);
    };
    return p;
}

Procedure stacking()
{
    Procedure p = make(u"stacking"_s, tr("Stacking check"), {u"Charlemagne §12.1"_s, u"Charlemagne §22.5"_s});
    p.summary = tr("At most ten units share a hex, leaders not counted; the Tribal player never mixes regions in a "
                   "hex, and peripheral areas hold any number.");
    p.parameters = {ParameterSpec::choice(u"side"_s, tr("Side"), {u"empire"_s, u"tribal"_s}),
                    ParameterSpec::integer(u"units"_s, tr("Units, leaders excluded"), 0, 1000),
                    ParameterSpec::integer(u"regions"_s, tr("Regions the units come from"), 1, 100, 1),
                    ParameterSpec::boolean(u"peripheral"_s, tr("In a peripheral area"), false)};
    p.body = [](ProcedureContext &c) {
        const qint64 units = c.integer(u"units"_s);
        const bool peripheral = c.boolean(u"peripheral"_s);
        const qint64 excess = peripheral ? 0 : std::max<qint64>(0, units - StackLimit);
        const bool mixed = c.text(u"side"_s) == u"tribal"_s && c.integer(u"regions"_s) > 1;
        c.set(u"excess"_s, excess);
        c.set(u"mixed_regions"_s, mixed);
        c.set(u"allowed"_s, excess == 0 && !mixed);
        if (peripheral)
            c.step(tr("A peripheral area has no stacking limit."), u"Charlemagne §22.5"_s);
        else
            c.step(excess > 0 ? tr("%1 units against a limit of %2: the %3 over it are eliminated.")
                                        .arg(units)
                                        .arg(StackLimit)
                                        .arg(excess)
                              : tr("%1 units, within the limit of %2 (leaders are free).").arg(units).arg(StackLimit),
                   u"Charlemagne §12.1"_s);
        if (mixed)
            c.step(tr("Tribal units of different regions may not share a hex."), u"Charlemagne §12.1d"_s);
    };
    return p;
}

Procedure levies()
{
    Procedure p = make(u"levies"_s, tr("Levies of a region"), {u"Charlemagne §11.1"_s, u"Charlemagne §11.3"_s,
                                                               u"Charlemagne §11.4"_s});
    p.summary = tr("How many free units a controlled region places this Levy Phase: its levy from the Region Control "
                   "Table, limited to one per eligible hex, the counters left, and ten a turn in a peripheral area.");
    p.parameters = {
            ParameterSpec::text(u"region"_s, tr("Region"), QJsonValue::Null,
                                tr("As named on the Region Control Table (charlemagne.region-control).")),
            ParameterSpec::integer(u"free_hexes"_s, tr("Eligible hexes"), 0, 1000, 1000,
                                   tr("Hexes of the region without enemy or neutral units, enemy ZOC or pillage.")),
            ParameterSpec::integer(u"counters"_s, tr("Counters of the region still off the map"), 0, 1000, 1000),
            ParameterSpec::boolean(u"peripheral"_s, tr("Placed in the region's peripheral area"), false),
            ParameterSpec::integer(u"mercenaries_placed"_s, tr("Mercenaries already placed there this turn"), 0,
                                   1000, 0)};
    p.body = [](ProcedureContext &c) {
        QString region;
        const QStringList regions = c.table(u"charlemagne.region-control"_s).columns();
        for (const QString &name : regions)
            if (name.compare(c.text(u"region"_s).trimmed(), Qt::CaseInsensitive) == 0)
                region = name;
        if (region.isEmpty())
            throw Failure::badInput(tr("%1 is not a region of charlemagne.region-control; the regions are: %2.")
                                            .arg(c.text(u"region"_s), regions.join(u", "_s)));
        const int levy = figure(c, u"charlemagne.region-control"_s, 1, region);
        c.step(tr("%1 has a levy of %2.").arg(region).arg(levy), u"Charlemagne §11.1a"_s);
        qint64 placed = std::min<qint64>(levy, c.integer(u"counters"_s));
        if (c.boolean(u"peripheral"_s)) {
            const qint64 room = std::max<qint64>(0, PeripheralLimit - c.integer(u"mercenaries_placed"_s));
            placed = std::min(placed, room);
            c.step(tr("A peripheral area takes at most %1 levies and mercenaries a turn: room for %2.")
                           .arg(PeripheralLimit)
                           .arg(room),
                   u"Charlemagne §11.3"_s);
        } else {
            placed = std::min(placed, c.integer(u"free_hexes"_s));
            c.step(tr("One levy per hex, only where there is no enemy or neutral unit, enemy ZOC or pillage "
                      "marker: %1 eligible hexes.")
                           .arg(c.integer(u"free_hexes"_s)),
                   u"Charlemagne §11.1c"_s);
        }
        c.step(tr("%1 counters are left (the counter sheet is the limit); %2 levies can be placed: warrior hosts, "
                  "nomad hordes or militia, fleets only for Denmark and the Norse.")
                       .arg(c.integer(u"counters"_s))
                       .arg(placed),
               u"Charlemagne §11.4"_s);
        c.set(u"levy"_s, levy);
        c.set(u"levies"_s, placed);
    };
    return p;
}

Procedure pillage()
{
    Procedure p = make(u"pillage"_s, tr("Pillage"), {u"Charlemagne §17"_s});
    p.summary = tr("A force pillages the hex it stands in: its plain combat strength picks the Pillage Table column "
                   "and a die gives the result; not in an enemy ZOC, a hex already pillaged or a peripheral area.");
    p.parameters = {ParameterSpec::integer(u"strength"_s, tr("Combat strength"), 1, 100000, QJsonValue::Null,
                                           tr("Printed strengths added up; leaders, terrain and advances do not "
                                              "multiply it (§17.1a).")),
                    ParameterSpec::boolean(u"in_enemy_zoc"_s, tr("In an enemy ZOC"), false),
                    ParameterSpec::boolean(u"already_pillaged"_s, tr("The hex already has a pillage marker"), false),
                    ParameterSpec::boolean(u"peripheral"_s, tr("In a peripheral area"), false)};
    p.diceText = tr("one d6");
    p.oddsFields = {u"result"_s};
    p.body = [](ProcedureContext &c) {
        if (c.boolean(u"in_enemy_zoc"_s) || c.boolean(u"already_pillaged"_s) || c.boolean(u"peripheral"_s))
            throw Failure::badInput(tr("No pillage in an enemy ZOC, in a hex already pillaged or in a peripheral "
                                       "area (Charlemagne §17.2)."));
        const RuleTable &table = c.table(u"charlemagne.pillage"_s);
        const qint64 strength = c.integer(u"strength"_s);
        const ColumnSelector::Choice col = ColumnSelector::byDifferential(table, strength, 0);
        c.step(tr("Strength %1, unmultiplied → column %2.").arg(strength).arg(col.label), u"Charlemagne §17.1"_s);
        const int die = c.roll(6, tr("pillage die"));
        c.set(u"roll"_s, die);
        const TableCell &cell = table.require(table.rowIndexFor(die), col.column);
        c.set(u"result"_s, cell.value);
        c.step(tr("Die %1: %2. A pillaged hex forages 0 and yields no treasure; pillage can destroy burg and "
                  "civilization markers.")
                       .arg(die)
                       .arg(cell.value.toVariant().toString()),
               u"Charlemagne §17.3"_s);
    };
    return p;
}

} // namespace

void registerCharlemagneOperations(ProcedureRegistry &registry)
{
    registry.add(withHelp(operationPoints()));
    registry.add(withHelp(stacking()));
    registry.add(withHelp(levies()));
    registry.add(withHelp(pillage()));
}

} // namespace Reeve
