#include "dbaseasonend.h"

#include <QJsonArray>
#include <QJsonDocument>

#include "games/dba/dbacommon.h"
#include "procedures/procedurecontext.h"
#include "procedures/procedureregistry.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;
using namespace Dba;

namespace {

const QString SupplyRef = u"DBA campaign, SUPPLY (Supply Elements)"_s;
const QString WinterRef = u"DBA campaign, SUPPLY (Winter Attrition)"_s;
const QString LossesRef = u"DBA campaign, Calculating Troop Losses"_s;

ParameterSpec count(const QString &name, const QString &label, const QJsonValue &def = 0, const QString &help = {})
{
    return ParameterSpec::integer(name, label, 0, 100000, def, help);
}

Procedure supplyNeeded()
{
    Procedure p = makeProcedure(u"dba.supply-needed"_s, tr("Supply units needed"), {SupplyRef},
                                tr("Supply units an army consumes at the end of a season: one per twelve elements "
                                   "or part of twelve, psiloi counting half, mounted double, naval not at all."));
    p.parameters = {count(u"foot"_s, tr("Foot elements"), 0, tr("Foot other than psiloi (hordes count in full).")),
                    count(u"psiloi"_s, tr("Psiloi elements")),
                    count(u"mounted"_s, tr("Mounted elements"), 0, tr("Mounted troops and mounted infantry.")),
                    count(u"naval"_s, tr("Naval elements"), 0, tr("Not counted."))};
    p.diceText = tr("none");
    p.body = [](ProcedureContext &c) {
        const qint64 halves = 2 * c.integer(u"foot"_s) + c.integer(u"psiloi"_s) + 4 * c.integer(u"mounted"_s);
        const qint64 per = figure(c, u"supply_elements_per_unit"_s);
        const qint64 units = (halves + 2 * per - 1) / (2 * per);
        c.step(tr("%1 foot + %2 psiloi × ½ + %3 mounted × 2 = %4 elements to feed (%5 naval not counted); one unit "
                  "per %6 or part of %6: %7.")
                       .arg(c.integer(u"foot"_s)).arg(c.integer(u"psiloi"_s)).arg(c.integer(u"mounted"_s))
                       .arg(numberText(halves / 2.0)).arg(c.integer(u"naval"_s)).arg(per).arg(units),
               SupplyRef);
        c.set(u"supply_units"_s, units);
    };
    return p;
}

void attritionBody(ProcedureContext &c, qint64 extra, const QString &ref)
{
    const QList<int> dice = c.rollMany(2, 10, tr("attrition d10"));
    const qint64 pct = dice[0] + dice[1] + extra;
    c.step(extra ? tr("2d10 + %1: %2 + %3 + %1 = %4%.").arg(extra).arg(dice[0]).arg(dice[1]).arg(pct)
                 : tr("2d10: %1 + %2 = %3%.").arg(dice[0]).arg(dice[1]).arg(pct),
           ref);
    c.set(u"attrition_pct"_s, pct);
    const qint64 points = c.integer(u"points"_s);
    if (points > 0) {
        c.step(tr("%1% of %2 points is %3 points, before rounding up to whole elements.")
                       .arg(pct).arg(points).arg(numberText(points * pct / 100.0)),
               LossesRef);
        c.set(u"points_lost"_s, numberValue(points * pct / 100.0));
    }
}

Procedure supplyAttrition()
{
    Procedure p = makeProcedure(u"dba.supply-attrition"_s, tr("Attrition out of supply"), {SupplyRef},
                                tr("The loss suffered by unsupplied elements at the end of a season, as a percentage "
                                   "of their points; it may be met by taking away horses."));
    p.parameters = {count(u"points"_s, tr("Points of the unsupplied elements"), 0, tr("Optional: 0 gives the percentage only."))};
    p.diceText = tr("two d10");
    p.oddsFields = {u"attrition_pct"_s};
    p.body = [](ProcedureContext &c) { attritionBody(c, 0, SupplyRef); };
    return p;
}

Procedure winterAttrition()
{
    Procedure p = makeProcedure(u"dba.winter-attrition"_s, tr("Winter attrition"), {WinterRef},
                                tr("The loss of land elements outside a friendly town (or dispersal) at the end of "
                                   "Winter, on top of any supply attrition."));
    p.parameters = {count(u"points"_s, tr("Points exposed"), 0, tr("Optional: 0 gives the percentage only."))};
    p.diceText = tr("two d10");
    p.oddsFields = {u"attrition_pct"_s};
    p.body = [](ProcedureContext &c) { attritionBody(c, 5, WinterRef); };
    return p;
}

Procedure dispersal()
{
    Procedure p = makeProcedure(u"dba.dispersal"_s, tr("Winter dispersal and reassembly"), {WinterRef},
                                tr("Troops dispersed into a controlled province avoid winter attrition; in Spring "
                                   "each element is delayed 0 to 2 moves before it can act."));
    p.parameters = {count(u"elements"_s, tr("Elements (full EE)"), 0),
                    count(u"half_elements"_s, tr("Psiloi and horde elements"), 0)};
    p.diceText = tr("one d3 per element, full elements first");
    p.oddsFields = {u"max_delay"_s};
    p.body = [](ProcedureContext &c) {
        const qint64 n = c.integer(u"elements"_s) + c.integer(u"half_elements"_s);
        const qint64 halves = 2 * c.integer(u"elements"_s) + c.integer(u"half_elements"_s);
        const qint64 cap = figure(c, u"dispersal_max_ee"_s);
        if (halves > 2 * cap)
            throw Failure::badInput(tr("%1 EE is more than the %2 EE a province can take.").arg(numberText(halves / 2.0)).arg(cap));
        if (n == 0)
            throw Failure::badInput(tr("Give at least one element."));
        QJsonArray delays;
        int worst = 0;
        for (const int d3 : c.rollMany(int(n), 3, tr("reassembly d3"))) {
            delays.append(d3 - 1);
            worst = std::max(worst, d3 - 1);
        }
        c.step(tr("Delays (d3 − 1) per element: %1 move(s); the army is whole after %2.")
                       .arg(QString::fromUtf8(QJsonDocument(delays).toJson(QJsonDocument::Compact)))
                       .arg(worst),
               WinterRef);
        c.set(u"delays"_s, delays);
        c.set(u"max_delay"_s, worst);
    };
    return p;
}

void sequentialStep(ProcedureContext &c, const QList<int> &pcts, qint64 total)
{
    double remaining = 100.0;
    for (int pct : pcts)
        remaining *= (100.0 - pct) / 100.0;
    c.set(u"sequential_pct"_s, numberValue(100.0 - remaining));
    c.step(tr("Losses arising together are added: %1%. Applied one after another they would come to only %2%; "
              "the rules forbid that.")
                   .arg(total).arg(numberText(100.0 - remaining)),
           LossesRef);
}

Procedure losses()
{
    Procedure p = makeProcedure(u"dba.losses"_s, tr("Summing losses"), {LossesRef},
                                tr("Adds the percentages lost at the same time (battle, harrying, attrition), takes "
                                   "them from the actual points, and rounds up to whole elements given up in the "
                                   "owner's order."));
    p.parameters = {ParameterSpec::integerList(u"percentages"_s, tr("Loss percentages"), 0, 100, QJsonValue::Null,
                                               tr("Every loss arising at once, e.g. 20,18.")),
                    count(u"points"_s, tr("Actual points"), 0, tr("Total actual points (knights 9, ships 3, ...).")),
                    ParameterSpec::integerList(u"elements"_s, tr("Element values in order of loss"), 0, 1000,
                                               QJsonArray{},
                                               tr("Actual points of each element in the order the owner gives them up; "
                                                  "when given, the points are their sum.")),
                    ParameterSpec::integer(u"share_hundredths"_s, tr("Share of a side's loss (hundredths of a point)"), 0,
                                           10000000, 0,
                                           tr("Points this force bears, at the same time, of a loss its side took as "
                                              "one army (several armies besieging together), in hundredths of a "
                                              "point: 150 is 1.5 points.")),
                    ParameterSpec::integer(u"part_hundredths"_s,
                                           tr("Loss of part of the force (in hundredths)"), 0, 10000000, 0,
                                           tr("Points lost at the same time by some of its elements only "
                                              "(the unsupplied ones' supply attrition), in hundredths of a "
                                              "point."))};
    p.diceText = tr("none");
    p.body = [](ProcedureContext &c) {
        const QList<int> pcts = c.integers(u"percentages"_s);
        if (pcts.isEmpty())
            throw Failure::badInput(tr("Give at least one percentage."));
        qint64 total = 0;
        for (int pct : pcts)
            total += pct;
        total = std::min<qint64>(total, 100);
        c.set(u"total_pct"_s, total);
        sequentialStep(c, pcts, total);
        const QList<int> elements = c.integers(u"elements"_s);
        qint64 points = c.integer(u"points"_s);
        if (!elements.isEmpty()) {
            points = 0;
            for (int v : elements)
                points += v;
        }
        if (points == 0)
            return;
        const qint64 share = c.integer(u"share_hundredths"_s);
        const qint64 part = c.integer(u"part_hundredths"_s);
        const qint64 lostHundredths = points * total + share + part;
        if (part > 0)
            c.step(tr("%1% of %2 points, %3 points lost by part of the force and a share of %4 points of the "
                      "side's loss, all arising at the same time: %5 points.")
                           .arg(total)
                           .arg(points)
                           .arg(numberText(part / 100.0), numberText(share / 100.0),
                                numberText(lostHundredths / 100.0)),
                   LossesRef);
        else if (share > 0)
            c.step(tr("%1% of %2 points, and a share of %3 points of the side's loss arising at the same time: %4 "
                      "points.")
                           .arg(total)
                           .arg(points)
                           .arg(numberText(share / 100.0), numberText(lostHundredths / 100.0)),
                   LossesRef);
        else
            c.step(tr("%1% of %2 points: %3 points.").arg(total).arg(points).arg(numberText(lostHundredths / 100.0)),
                   LossesRef);
        c.set(u"points_lost"_s, numberValue(lostHundredths / 100.0));
        if (elements.isEmpty())
            return;
        qint64 removed = 0;
        int given = 0;
        while (removed * 100 < lostHundredths && given < elements.size())
            removed += elements[given++];
        c.step(tr("Rounded up to whole elements: the first %1 element(s), %2 points (downgrades may be offered "
                  "instead where allowed).").arg(given).arg(removed),
               LossesRef);
        c.set(u"elements_lost"_s, given);
        c.set(u"points_removed"_s, removed);
    };
    return p;
}

Procedure defection()
{
    Procedure p = makeProcedure(u"dba.defection"_s, tr("Defection of foreign troops"), {u"DBA campaign, After the Battle"_s},
                                tr("Foreign troops in a beaten army go over to an enemy whose main contingent is of "
                                   "their own nationality."));
    p.parameters = {count(u"foreign_points"_s, tr("Points of the loser's foreign troops"), QJsonValue::Null),
                    requiredBoolean(u"same_nationality"_s, tr("Enemy's main contingent is their nation"),
                                    tr("The winner's major contingent is of the foreign troops' nationality.")),
                    ParameterSpec::boolean(u"abstract"_s, tr("Abstract battle"), false)};
    p.diceText = tr("none");
    p.body = [](ProcedureContext &c) {
        const QString ref = u"DBA campaign, After the Battle"_s;
        const bool defects = c.integer(u"foreign_points"_s) > 0 && c.boolean(u"same_nationality"_s);
        c.step(defects ? tr("The foreign troops defect at once and may not join any harrying of their former side.")
                       : tr("No defection."),
               ref);
        if (defects && c.boolean(u"abstract"_s))
            c.step(tr("In an abstract battle they still count in the loser's total for losses, but none of the "
                      "losses may fall on them."), ref);
        c.set(u"defects"_s, defects);
        c.set(u"defecting_points"_s, defects ? c.integer(u"foreign_points"_s) : 0);
    };
    return p;
}

} // namespace

void DbaSeasonEnd::registerAll(ProcedureRegistry &registry)
{
    registry.add(finish(supplyNeeded()));
    registry.add(finish(supplyAttrition()));
    registry.add(finish(winterAttrition()));
    registry.add(finish(dispersal()));
    registry.add(finish(losses()));
    registry.add(finish(defection()));
}

} // namespace Reeve
