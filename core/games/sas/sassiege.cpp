#include "sassiege.h"

#include "games/sas/sascommon.h"
#include "procedures/procedurecontext.h"
#include "procedures/procedureregistry.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;
using namespace Sas;

namespace {

const QString lose = u"lose_"_s;

/// The largest number of casualty points that may be paid in gold, and the price per point.
std::pair<int, Figure> payableMax(ProcedureContext &c, int points)
{
    QString provenance;
    const QString share = textFigure(c, u"sas.siege-payment"_s, 1, {}, &provenance);
    const auto [num, den] = fraction(share, u"sas.siege-payment"_s);
    return {points * num / den, figure(c, u"sas.siege-payment"_s, 2)};
}

int rollSiegeDice(ProcedureContext &c, int minor, int major)
{
    const Figure perTerritory = figure(c, u"sas.siege-dice"_s, 1);
    const Figure perMinor = figure(c, u"sas.siege-dice"_s, 2);
    const Figure perMajor = figure(c, u"sas.siege-dice"_s, 3);
    const int count = perTerritory.value + minor * perMinor.value + major * perMajor.value;
    c.step(tr("%1 d6 for the territory + %2 minor × %3 + %4 major × %5 = %6 d6.")
               .arg(perTerritory.shown()).arg(minor).arg(perMinor.shown()).arg(major).arg(perMajor.shown()).arg(count),
           ref("phase 6 (siege warfare)"));
    QList<int> dice = c.rollMany(perTerritory.value, 6, tr("territory die"));
    dice += c.rollMany(minor * perMinor.value, 6, tr("minor city die"));
    dice += c.rollMany(major * perMajor.value, 6, tr("major city die"));
    int sum = 0;
    QStringList faces;
    for (int d : dice) {
        sum += d;
        faces << QString::number(d);
    }
    c.step(tr("Dice %1 add up to %2.").arg(faces.join(u", "_s)).arg(sum));
    return sum;
}

int siegeModifier(ProcedureContext &c)
{
    static const QMap<QString, int> rows{{u"kievan"_s, 1}, {u"england"_s, 2}, {u"nse"_s, 3},
                                         {u"capital"_s, 4}, {u"byzantine-capital"_s, 5}};
    const QString territory = c.text(u"territory"_s);
    const bool capital = c.boolean(u"capital"_s);
    if (territory == u"byzantine-capital"_s && capital)
        throw Failure::badInput(tr("The player-capital bonus is not added in the Byzantine capital; leave capital "
                                   "false there."));
    int modifier = 0;
    if (rows.contains(territory)) {
        const Figure f = figure(c, u"sas.siege-modifiers"_s, rows.value(territory));
        modifier += f.value;
        c.step(tr("Territory kind %1: +%2.").arg(territory, f.shown()), ref("phase 6 (siege warfare)"));
    }
    if (capital && territory != u"capital"_s) {
        const Figure f = figure(c, u"sas.siege-modifiers"_s, 4);
        modifier += f.value;
        c.step(tr("It is also a player's capital: +%1.").arg(f.shown()), ref("phase 6 (siege warfare)"));
    }
    return modifier;
}

Procedure siegeProcedure()
{
    Procedure p;
    p.id = u"sas.siege"_s;
    p.game = u"sas"_s;
    p.title = tr("Siege casualties");
    p.ruleRefs = {ref("phase 6 (siege warfare)")};
    p.summary = tr("Casualty points an army suffers to take a territory by siege: a d6 for the territory, one per "
                   "minor city, three per major city, plus the bonus of hard territories and capitals; up to half "
                   "may be paid in gold.");
    p.parameters = {
        ParameterSpec::integer(u"minor_cities"_s, tr("Minor cities"), 0, 50, QJsonValue::Null,
                               tr("Minor (trade or port) cities in the territory.")),
        ParameterSpec::integer(u"major_cities"_s, tr("Major cities"), 0, 50, QJsonValue::Null,
                               tr("Major cities in the territory; a capital counts as one.")),
        ParameterSpec::choice(u"territory"_s, tr("Territory kind"),
                              {u"plain"_s, u"kievan"_s, u"england"_s, u"nse"_s, u"capital"_s, u"byzantine-capital"_s},
                              QJsonValue::Null,
                              tr("plain: no bonus; kievan, england, nse: that faction's territory; capital: a "
                                 "player's capital; byzantine-capital: Constantinople's own bonus.")),
        ParameterSpec::boolean(u"capital"_s, tr("Also a player capital"), false,
                               tr("For a Kievan, English or North Sea capital: adds the capital bonus to the "
                                  "territory's own."))};
    p.diceText = tr("one d6 for the territory, then one per minor city, then three per major city");
    p.oddsFields = {u"casualty_points"_s};
    p.body = [](ProcedureContext &c) {
        const int modifier = siegeModifier(c);
        const int sum = rollSiegeDice(c, int(c.integer(u"minor_cities"_s)), int(c.integer(u"major_cities"_s)));
        const int points = sum + modifier;
        const auto [payable, price] = payableMax(c, points);
        c.step(tr("%1 + %2 = %3 casualty points; up to %4 of them (half, rounded down) may be paid at %5 gold each.")
                   .arg(sum).arg(modifier).arg(points).arg(payable).arg(price.shown()),
               ref("phase 6 (siege warfare)"));
        c.set(u"casualty_points"_s, points);
        c.set(u"payable_max"_s, payable);
    };
    return p;
}

/// Checks the units the player removes for \a points casualty points; sets removed_points and army_destroyed.
void removeUnits(ProcedureContext &c, int points)
{
    const QMap<QString, int> army = unitCounts(c, armyUnits());
    const QMap<QString, int> removed = unitCounts(c, armyUnits(), lose);
    QMap<QString, int> health;
    int armyPoints = 0;
    int removedPoints = 0;
    for (const QString &unit : armyUnits()) {
        if (removed.value(unit) > army.value(unit))
            throw Failure::badInput(tr("The army has %1 %2; it cannot lose %3.")
                                        .arg(army.value(unit)).arg(unit).arg(removed.value(unit)));
        if (army.value(unit) == 0)
            continue;
        health.insert(unit, figure(c, u"sas.casualty-points"_s, 1, unit).value);
        armyPoints += army.value(unit) * health.value(unit);
        removedPoints += removed.value(unit) * health.value(unit);
    }
    c.step(tr("Casualty points per unit (KN 6 … PS 1); the army (%1) is worth %2.")
               .arg(countsText(army, armyUnits())).arg(armyPoints),
           ref("phase 6 (siege warfare)"));
    const bool destroyed = armyPoints <= points && points > 0;
    if (destroyed) {
        c.step(tr("%1 points take the whole army.").arg(points));
        removedPoints = armyPoints;
    } else {
        if (removedPoints < points)
            throw Failure::badInput(tr("Removing %1 covers %2 of %3 casualty points: every point must be taken.")
                                        .arg(countsText(removed, armyUnits())).arg(removedPoints).arg(points));
        for (const QString &unit : armyUnits())
            if (removed.value(unit) > 0 && removedPoints - health.value(unit) >= points)
                throw Failure::badInput(tr("Removing %1 covers %2 points; one %3 fewer would still cover the %4 "
                                           "needed.").arg(countsText(removed, armyUnits())).arg(removedPoints).arg(unit).arg(points));
        c.step(tr("Removing %1 covers %2 of the %3 points (a larger unit may absorb more than is left).")
                   .arg(countsText(removed, armyUnits())).arg(removedPoints).arg(points),
               ref("phase 6 (siege warfare)"));
    }
    c.set(u"removed_points"_s, removedPoints);
    c.set(u"army_destroyed"_s, destroyed);
}

QList<ParameterSpec> removalParameters()
{
    return unitCountParameters(armyUnits(), {}, tr("%1 units in the army before losses."))
           + unitCountParameters(armyUnits(), lose, tr("%1 units the player chooses to remove."));
}

Procedure paymentProcedure()
{
    Procedure p;
    p.id = u"sas.siege-payment"_s;
    p.game = u"sas"_s;
    p.title = tr("Siege casualty payment");
    p.ruleRefs = {ref("phase 6 (siege warfare)")};
    p.summary = tr("Settles a siege's casualty points: the gold for the part paid (at most half, 15 gold a point) "
                   "and a check that the units the player removes cover the rest without a spare unit.");
    p.parameters = {ParameterSpec::integer(u"casualty_points"_s, tr("Casualty points"), 0, 10000, QJsonValue::Null,
                                           tr("The siege roll's result.")),
                    ParameterSpec::integer(u"paid"_s, tr("Points paid in gold"), 0, 10000, 0,
                                           tr("Casualty points bought off with gold (at most half)."))};
    p.parameters += removalParameters();
    p.body = [](ProcedureContext &c) {
        const int points = int(c.integer(u"casualty_points"_s));
        const int paid = int(c.integer(u"paid"_s));
        const auto [payable, price] = payableMax(c, points);
        if (paid > payable)
            throw Failure::badInput(tr("Only %1 of %2 casualty points (half, rounded down) may be paid in gold, not %3.")
                                        .arg(payable).arg(points).arg(paid));
        c.step(tr("%1 points paid × %2 = %3 gold; %4 points come from the troops.")
                   .arg(paid).arg(price.shown()).arg(paid * price.value).arg(points - paid),
               ref("phase 6 (siege warfare)"));
        c.set(u"gold"_s, paid * price.value);
        c.set(u"payable_max"_s, payable);
        c.set(u"troop_points"_s, points - paid);
        removeUnits(c, points - paid);
    };
    return p;
}

Procedure removalProcedure()
{
    Procedure p;
    p.id = u"sas.casualty-removal"_s;
    p.game = u"sas"_s;
    p.title = tr("Casualty removal check");
    p.ruleRefs = {ref("phase 6 (siege warfare)"), ref("phase 6 (alternative quick combat)")};
    p.summary = tr("Checks the units a player removes to absorb casualty points (quick-combat damage after armour, "
                   "or siege losses): every point taken, no unit to spare.");
    p.parameters = {ParameterSpec::integer(u"points"_s, tr("Casualty points"), 0, 10000, QJsonValue::Null,
                                           tr("Points the army must absorb."))};
    p.parameters += removalParameters();
    p.body = [](ProcedureContext &c) { removeUnits(c, int(c.integer(u"points"_s))); };
    return p;
}

} // namespace

void SasSiege::registerAll(ProcedureRegistry &registry)
{
    registry.add(siegeProcedure());
    registry.add(paymentProcedure());
    registry.add(removalProcedure());
}

} // namespace Reeve
