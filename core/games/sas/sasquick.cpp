#include "sasquick.h"

#include "games/sas/sascommon.h"
#include "procedures/procedurecontext.h"
#include "procedures/procedureregistry.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;
using namespace Sas;

namespace {

enum QuickRow { DiceRow = 1, HitRow = 2, ArmourRow = 3, RangedRow = 4 };

const QString quickTable = u"sas.quick-combat"_s;

Procedure base(const QString &id, const QString &title, const QString &summary)
{
    return Procedure::make(u"sas"_s, id, title, {ref("phase 6 (alternative quick combat)")}, summary);
}

ParameterSpec armourParameter()
{
    return ParameterSpec::integer(u"armour"_s, tr("Opponent's armour left"), 0, 100000, 0,
                                  tr("What remains of the opponent's armour pool before this damage."));
}

struct Rolled
{
    int damage = 0;
    int ones = 0;
};

/// Rolls each unit type's dice in turn and adds the faces at or under its hit value (minus \a penalty).
Rolled rollUnits(ProcedureContext &c, const QStringList &units, int penalty, bool rangedOnly)
{
    const QMap<QString, int> counts = unitCounts(c, units);
    Rolled total;
    for (const QString &unit : units) {
        const int n = counts.value(unit);
        if (n == 0)
            continue;
        if (rangedOnly && figure(c, quickTable, RangedRow, unit).value == 0)
            throw Failure::badInput(tr("%1 has no ranged attack on its card, so it takes no part in the barrage.").arg(unit));
        const Figure dicePer = figure(c, quickTable, DiceRow, unit);
        if (dicePer.value == 0)
            continue;
        const Figure hit = figure(c, quickTable, HitRow, unit);
        const int threshold = hit.value - penalty;
        const QList<int> dice = c.rollMany(n * dicePer.value, 6, tr("%1 die").arg(unit));
        int scored = 0;
        QStringList faces;
        for (int d : dice) {
            faces << QString::number(d);
            if (d <= threshold)
                scored += d;
            if (d == 1)
                ++total.ones;
        }
        total.damage += scored;
        c.step(tr("%1 %2 × %3 dice: %4; faces at or under %5 (hit value %6%7) add up to %8.")
                   .arg(n).arg(unit, dicePer.shown(), faces.join(u", "_s)).arg(threshold).arg(hit.shown(),
                        penalty ? tr(" minus %1 for ranged fire").arg(penalty) : QString()).arg(scored),
               ref("phase 6 (alternative quick combat)"));
    }
    return total;
}

void applyArmour(ProcedureContext &c, int damage)
{
    const int armour = int(c.integer(u"armour"_s));
    const int absorbed = qMin(armour, damage);
    c.step(tr("%1 damage: the armour pool of %2 absorbs %3, %4 armour left, %5 casualty points to take.")
               .arg(damage).arg(armour).arg(absorbed).arg(armour - absorbed).arg(damage - absorbed),
           ref("phase 6 (alternative quick combat)"));
    c.set(u"damage"_s, damage);
    c.set(u"armour_left"_s, armour - absorbed);
    c.set(u"casualty_points"_s, damage - absorbed);
}

Procedure armourProcedure()
{
    Procedure p = base(u"sas.quick-armour"_s, tr("Quick combat armour pool"),
                       tr("The armour pool an army or fleet brings to a quick combat: every unit's armour (shield) "
                          "value added up. It soaks damage until spent and is not restored within the battle."));
    p.parameters = unitCountParameters(allUnits(), {}, tr("Number of %1 units in the force."));
    p.body = [](ProcedureContext &c) {
        const QMap<QString, int> counts = unitCounts(c, allUnits());
        int armour = 0;
        for (const QString &unit : allUnits()) {
            if (counts.value(unit) == 0)
                continue;
            const Figure f = figure(c, quickTable, ArmourRow, unit);
            armour += counts.value(unit) * f.value;
            c.step(tr("%1 %2 × %3 = %4.").arg(counts.value(unit)).arg(unit, f.shown()).arg(counts.value(unit) * f.value),
                   ref("phase 6 (alternative quick combat)"));
        }
        c.step(tr("Armour pool: %1.").arg(armour));
        c.set(u"armour"_s, armour);
    };
    return p;
}

Procedure barrageProcedure()
{
    Procedure p = base(u"sas.quick-barrage"_s, tr("Quick combat ranged barrage"),
                       tr("The long-range barrage of an army's ranged units: each rolls its card's dice and every "
                          "face at or under its hit value less one counts its face value as damage."));
    p.parameters = unitCountParameters(armyUnits(), {}, tr("Number of ranged %1 units firing."));
    p.parameters << armourParameter();
    p.diceText = tr("each firing unit type in the order KN, HC, LC, HI, LI, PS: its units' dice together");
    p.oddsFields = {u"damage"_s};
    p.body = [](ProcedureContext &c) {
        const Rolled r = rollUnits(c, armyUnits(), 1, true);
        applyArmour(c, r.damage);
    };
    return p;
}

Procedure closeProcedure()
{
    Procedure p = base(u"sas.quick-close"_s, tr("Quick combat close-combat round"),
                       tr("One close-combat round of quick combat: every unit rolls its card's dice and faces at or "
                          "under its hit value count their face value as damage, first against the armour pool."));
    p.parameters = unitCountParameters(armyUnits(), {}, tr("Number of %1 units fighting."));
    p.parameters << armourParameter();
    p.diceText = tr("each unit type in the order KN, HC, LC, HI, LI, PS: its units' dice together");
    p.oddsFields = {u"damage"_s};
    p.body = [](ProcedureContext &c) {
        const Rolled r = rollUnits(c, armyUnits(), 0, false);
        applyArmour(c, r.damage);
    };
    return p;
}

Procedure fleetProcedure()
{
    Procedure p = base(u"sas.quick-fleet"_s, tr("Quick fleet combat round"),
                       tr("One round of quick fleet combat: like a close-combat round, but each pair of ones "
                          "captures an enemy ship of the opponent's choice instead of counting as damage."));
    p.parameters = unitCountParameters(fleetUnits(), {}, tr("Number of %1 ships fighting."));
    p.parameters << armourParameter();
    p.diceText = tr("each ship type in the order WS, RD, TR: its ships' dice together");
    p.oddsFields = {u"damage"_s, u"captured"_s};
    p.body = [](ProcedureContext &c) {
        const Rolled r = rollUnits(c, fleetUnits(), 0, false);
        const int pairs = r.ones / 2;
        c.step(tr("%1 ones rolled: %2 pair(s), each capturing a ship; those %3 ones add no damage.")
                   .arg(r.ones).arg(pairs).arg(2 * pairs),
               ref("phase 6 (quick combat, capturing enemy ships)"));
        c.set(u"captured"_s, pairs);
        applyArmour(c, r.damage - 2 * pairs);
    };
    return p;
}

} // namespace

void SasQuick::registerAll(ProcedureRegistry &registry)
{
    registry.add(armourProcedure());
    registry.add(barrageProcedure());
    registry.add(closeProcedure());
    registry.add(fleetProcedure());
}

} // namespace Reeve
