#include "sascombat.h"

#include <algorithm>

#include <QRegularExpression>

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

QStringList lower(const QStringList &labels)
{
    QStringList result;
    for (const QString &label : labels)
        result << label.toLower();
    return result;
}

/// The faction special that raises this attacker's number, as a sas.combat-specials row (0: none).
int specialRow(const QString &faction, const QString &unit)
{
    if (faction == u"england"_s && unit == u"LI"_s)
        return 1;
    if (faction == u"kievan"_s && unit == u"PS"_s)
        return 2;
    if (faction == u"nse"_s && unit == u"HI"_s)
        return 3;
    return 0;
}

Procedure landCombatProcedure()
{
    Procedure p = base(u"sas.land-combat"_s, tr("Land combat attack"), {ref("phase 6 (land combat tables)")},
                       tr("One unit's attack on the unit it faces: two dice at or under the table figure for "
                          "attacker against defender destroy the defender."));
    p.parameters = {
        ParameterSpec::choice(u"attacker"_s, tr("Attacking unit"), lower(armyUnits()), QJsonValue::Null,
                              tr("The unit making the attack roll.")),
        ParameterSpec::choice(u"defender"_s, tr("Defending unit"), lower(armyUnits()), QJsonValue::Null,
                              tr("The unit it attacks.")),
        ParameterSpec::choice(u"faction"_s, tr("Attacker's faction"), QStringList{u"any"_s} + factions(), u"any"_s,
                              tr("Applies the attack specials of England (LI), Kievan Rus' (PS) and the North Sea "
                                 "Empire (HI); any: none."))};
    p.diceText = tr("two d6");
    p.oddsFields = {u"destroyed"_s};
    p.body = [](ProcedureContext &c) {
        const QString attacker = c.text(u"attacker"_s).toUpper();
        const QString defender = c.text(u"defender"_s).toUpper();
        const Figure cell = figure(c, u"sas.land-combat"_s, int(armyUnits().indexOf(attacker)) + 1, defender);
        int needed = cell.value;
        c.step(tr("%1 attacking %2 needs %3 or less on two dice.").arg(attacker, defender, cell.shown()),
               ref("phase 6 (land combat tables)"));
        if (const int row = specialRow(c.text(u"faction"_s), attacker)) {
            const Figure bonus = figure(c, u"sas.combat-specials"_s, row);
            needed += bonus.value;
            c.step(tr("%1's special adds %2 to the number needed (reading: a better attack means a higher target): "
                      "%3.").arg(factionName(c.text(u"faction"_s)), bonus.shown()).arg(needed),
                   ref("setup (faction specials)"));
        }
        const QList<int> dice = c.rollMany(2, 6, tr("attack die"));
        const int roll = dice[0] + dice[1];
        const bool destroyed = roll <= needed;
        c.step(destroyed ? tr("Rolled %1 + %2 = %3, not above %4: the %5 is destroyed.")
                               .arg(dice[0]).arg(dice[1]).arg(roll).arg(needed).arg(defender)
                         : tr("Rolled %1 + %2 = %3, above %4: the %5 survives.")
                               .arg(dice[0]).arg(dice[1]).arg(roll).arg(needed).arg(defender),
               ref("phase 6 (land combat procedure)"));
        c.set(u"roll"_s, roll);
        c.set(u"needed"_s, needed);
        c.set(u"destroyed"_s, destroyed);
    };
    return p;
}

Procedure fleetCombatProcedure()
{
    Procedure p = base(u"sas.fleet-combat"_s, tr("Fleet combat attack"), {ref("phase 6 (fleet combat)")},
                       tr("One ship's attack on the ship it faces: two dice at or under the capture figure take "
                          "the ship, at or under the destroy figure sink it; a loaded transport cannot be taken."));
    p.parameters = {ParameterSpec::choice(u"attacker"_s, tr("Attacking ship"), {u"ws"_s, u"rd"_s}, QJsonValue::Null,
                                          tr("Warship or raider (transports do not attack).")),
                    ParameterSpec::choice(u"defender"_s, tr("Defending ship"),
                                          {u"ws"_s, u"rd"_s, u"tr-loaded"_s, u"tr-unloaded"_s}, QJsonValue::Null,
                                          tr("The ship attacked; say whether a transport carries troops."))};
    p.diceText = tr("two d6");
    p.oddsFields = {u"result"_s};
    p.body = [](ProcedureContext &c) {
        const QString attacker = c.text(u"attacker"_s).toUpper();
        const QString defender = c.text(u"defender"_s).toUpper().replace(u"TR-LOADED"_s, u"TR-loaded"_s)
                                     .replace(u"TR-UNLOADED"_s, u"TR-unloaded"_s);
        QString provenance;
        const QString cell = textFigure(c, u"sas.fleet-combat"_s, attacker == u"WS"_s ? 1 : 2, defender, &provenance);
        static const QRegularExpression pattern(u"^\\s*(\\d+)\\s*-\\s*(\\d+)\\s*$"_s);
        const QRegularExpressionMatch m = pattern.match(cell);
        if (!m.hasMatch())
            throw Failure::badInput(tr("sas.fleet-combat %1 against %2 must read destroy-capture, e.g. 7-2; it "
                                       "holds \"%3\".").arg(attacker, defender, cell));
        const int destroyAt = m.captured(1).toInt();
        int captureAt = m.captured(2).toInt();
        c.step(tr("%1 against %2: %3 (%4) — %5 or less sinks it, %6 or less captures it.")
                   .arg(attacker, defender, cell, provenance).arg(destroyAt).arg(captureAt),
               ref("phase 6 (fleet combat)"));
        if (defender == u"TR-loaded"_s && captureAt > 0) {
            captureAt = 0;
            c.step(tr("A loaded transport cannot be captured."), ref("phase 6 (fleet combat)"));
        }
        const QList<int> dice = c.rollMany(2, 6, tr("attack die"));
        const int roll = dice[0] + dice[1];
        const QString result = roll <= captureAt ? u"captured"_s : roll <= destroyAt ? u"destroyed"_s : u"none"_s;
        c.step(tr("Rolled %1 + %2 = %3: %4 (reading: when both figures are met the ship is captured, not sunk).")
                   .arg(dice[0]).arg(dice[1]).arg(roll).arg(result),
               ref("phase 6 (fleet combat)"));
        c.set(u"roll"_s, roll);
        c.set(u"destroy_at"_s, destroyAt);
        c.set(u"capture_at"_s, captureAt);
        c.set(u"result"_s, result);
    };
    return p;
}

Procedure carryProcedure()
{
    Procedure p = base(u"sas.carry-check"_s, tr("Fleet carrying capacity"),
                       {ref("phase 4"), ref("phase 1 (fleet units)"), ref("components (fleet units)")},
                       tr("Whether one or more fleets can carry the army units ordered aboard: the sum of every "
                          "ship's capacity. The raider's capacity is printed as 3 but described as 2."));
    p.parameters = unitCountParameters(fleetUnits(), {}, tr("Number of %1 ships carrying (all fleets together)."));
    p.parameters << ParameterSpec::integer(u"army_units"_s, tr("Army units aboard"), 0, 10000, QJsonValue::Null,
                                           tr("Army units to be carried."))
                 << ParameterSpec::choice(u"raider_carry"_s, tr("Raider capacity reading"), {u"table"_s, u"prose"_s},
                                          u"table"_s,
                                          tr("table: the fleet table (raider 3); prose: the fleet unit descriptions "
                                             "(raider 2)."));
    p.body = [](ProcedureContext &c) {
        const bool table = c.text(u"raider_carry"_s) == u"table"_s;
        c.step(table ? tr("Reading applied: the fleet table's capacities (raider 3).")
                     : tr("Reading applied: the fleet descriptions' capacities (raider 2)."),
               ref(table ? "phase 1 (fleet units)" : "components (fleet units)"));
        const QMap<QString, int> counts = unitCounts(c, fleetUnits());
        int capacity = 0;
        for (const QString &unit : fleetUnits()) {
            if (counts.value(unit) == 0)
                continue;
            const Figure f = figure(c, u"sas.fleet-carry"_s, table ? 1 : 2, unit);
            capacity += counts.value(unit) * f.value;
            c.step(tr("%1 %2 × %3 = %4.").arg(counts.value(unit)).arg(unit, f.shown()).arg(counts.value(unit) * f.value));
        }
        const int aboard = int(c.integer(u"army_units"_s));
        const bool fits = aboard <= capacity;
        c.step(fits ? tr("%1 army units fit in a capacity of %2.").arg(aboard).arg(capacity)
                    : tr("%1 army units exceed a capacity of %2.").arg(aboard).arg(capacity),
               ref("phase 4"));
        c.set(u"capacity"_s, capacity);
        c.set(u"fits"_s, fits);
    };
    return p;
}

} // namespace

void SasCombat::registerAll(ProcedureRegistry &registry)
{
    registry.add(landCombatProcedure());
    registry.add(fleetCombatProcedure());
    registry.add(carryProcedure());
}

} // namespace Reeve
