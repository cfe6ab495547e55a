#include "eventprocedures.h"

#include <algorithm>

#include <QJsonArray>

#include "markeractions.h"
#include "procedures/procedurecontext.h"
#include "procedures/procedureregistry.h"
#include "rules1066.h"
#include "tables/ruletable.h"
#include "util/failure.h"

namespace Reeve::Events1066 {

using namespace Qt::StringLiterals;
using namespace Rules1066;

namespace {

Procedure stormsProcedure()
{
    Procedure p = base(
            "storms", tr("Storms (event)"), {ref("8.13")},
            tr("Every fleet on the map and in the boxes, of every power, rolls a die: in winter fleets at "
               "sea sink on 4–6 and others on a 6; in summer fleets at sea sink on a 6 and coastal fleets "
               "are safe. Carried units share their fleet's fate."));
    p.parameters = {
            ParameterSpec::choice(u"season"_s, tr("Season"), {u"winter"_s, u"summer"_s}, QJsonValue::Null),
            ParameterSpec::integer(u"all_sea_fleets"_s, tr("Fleets in all-sea squares"), 0, 50, 0),
            ParameterSpec::integer(u"coastal_fleets"_s, tr("Fleets in coastal, port or river squares"), 0, 50,
                                   0),
            ParameterSpec::integer(u"off_map_fleets"_s, tr("Fleets in off-map boxes"), 0, 50, 0),
    };
    p.diceText = tr("one d6 per fleet: all-sea fleets first, then coastal, then off-map");
    p.oddsFields = {u"eliminated"_s};
    p.body = [](ProcedureContext &c) {
        const RuleTable &t = c.table(u"1066.storms"_s);
        const QString season = c.text(u"season"_s);
        int total = 0;
        for (const char *place : {"all-sea", "coastal", "off-map"}) {
            const QString where = QString::fromUtf8(place);
            QString param = where + u"_fleets"_s;
            param.replace(u'-', u'_');
            const int fleets = int(c.integer(param));
            c.set(u"eliminated_"_s + param.chopped(7), 0);
            if (fleets == 0)
                continue;
            const QList<int> faces = c.rollMany(fleets, 6, tr("%1 fleet").arg(where));
            int lost = 0;
            for (int face : faces)
                lost += cellText(lookup(t, face, season + u'-' + where)) == u"eliminated"_s ? 1 : 0;
            c.step(tr("%1 fleet(s) %2 in %3: dice %4; %5 eliminated with their cargo.")
                           .arg(fleets)
                           .arg(where)
                           .arg(season)
                           .arg(joinFaces(faces))
                           .arg(lost),
                   ref("8.13"));
            c.set(u"eliminated_"_s + param.chopped(7), lost);
            total += lost;
        }
        c.set(u"eliminated"_s, total);
    };
    return p;
}

/// The event's procedure only works out and logs the losses: the campaign step \a step applies them to the map
/// (issue 21). Says so, naming the step, unless the step itself runs the procedure (\a applied).
void recordsOnly(ProcedureContext &c, const char *step)
{
    if (c.boolean(u"applied"_s))
        return;
    c.step(tr("Recorded only: the map is unchanged. The step %1 applies this event to the campaign "
              "(reeve-cli step "
              "FILE %1, or the Steps dock), reading the forces there and taking off the units lost.")
                   .arg(QString::fromLatin1(step)),
           ref("8.13"));
}

/// The parameter the campaign step sets when it runs the procedure itself.
ParameterSpec appliedParameter()
{
    return ParameterSpec::boolean(
            u"applied"_s, tr("Run by the campaign step"), false,
            tr("Set by the step that applies the event to the campaign; alone, the procedure "
               "only records."));
}

Procedure attritionProcedure()
{
    Procedure p = base(
            "attrition", tr("Attrition (event)"), {ref("8.13"), ref("10.4")},
            tr("The drawing player rolls for each square or box where he has two or more units (kings "
               "count but are never lost): one unit is lost there on a 1, or on a 1–2 once he has called "
               "to arms."));
    p.parameters = {
            ParameterSpec::integer(u"squares"_s, tr("Squares with two or more units"), 0, 100,
                                   QJsonValue::Null),
            requiredBoolean(u"called_to_arms"_s, tr("Call to arms already made")),
            appliedParameter(),
    };
    p.diceText = tr("one d6 per square or box with two or more friendly units");
    p.oddsFields = {u"losses"_s};
    p.body = [](ProcedureContext &c) {
        const QString column = c.boolean(u"called_to_arms"_s) ? u"after-call"_s : u"before-call"_s;
        const QList<int> faces = c.rollMany(int(c.integer(u"squares"_s)), 6, tr("square"));
        QJsonArray hit;
        for (int i = 0; i < faces.size(); ++i)
            if (cellText(lookup(c.table(u"1066.attrition"_s), faces.at(i), column)) == u"lose-one"_s)
                hit.append(i + 1);
        c.step(tr("Dice %1 (%2): one unit of the owner's choice (not a king) lost in %3 square(s).")
                       .arg(faces.isEmpty() ? tr("none") : joinFaces(faces), column)
                       .arg(hit.size()),
               ref(c.boolean(u"called_to_arms"_s) ? "10.4" : "8.13"));
        c.set(u"losses"_s, int(hit.size()));
        c.set(u"squares_hit"_s, hit);
        if (!hit.isEmpty())
            recordsOnly(c, "attrition");
    };
    return p;
}

/// The highest bidder, or -1 when no one bids; a tie at the top is a bad input (the open bidding goes on).
int highestBidder(const QList<int> &bids)
{
    const int best = bids.isEmpty() ? 0 : *std::max_element(bids.begin(), bids.end());
    if (best <= 0)
        return -1;
    if (bids.count(best) > 1)
        throw Failure::badInput(
                tr("Two enemy players bid %1: the open bidding goes on until one bid is highest "
                   "(1066 §8.13).")
                        .arg(best));
    return int(bids.indexOf(best));
}

Procedure troopsDemandPayProcedure()
{
    Procedure p = base(
            "troops-demand-pay", tr("Troops Demand More Pay (event)"), {ref("8.13")},
            tr("For one square or box holding five or more of the power's units (kings counted) whose gold "
               "point the owner did not pay: an enemy may buy it by open bidding (not with a king in it, "
               "not in an off-map box); otherwise each unit but a king rolls and deserts on 1–3."));
    p.parameters = {
            ParameterSpec::integer(
                    u"units"_s, tr("Units in the square or box, kings included"), 1, 200, QJsonValue::Null,
                    tr("Every unit the power has in that one square or off-map box, kings counted: the "
                       "event reaches only those with five or more (1066 §8.13).")),
            ParameterSpec::integer(
                    u"kings"_s, tr("Kings among them"), 0, 4, 0,
                    tr("They count toward the five but never mutiny, and no enemy may buy a force with "
                       "one.")),
            ParameterSpec::boolean(u"king_in_force"_s, tr("A king is in the force"), false,
                                   tr("The same as kings=1 when kings is not given.")),
            ParameterSpec::boolean(u"off_map"_s, tr("Force in an off-map box"), false),
            ParameterSpec::integerList(u"bids"_s, tr("Enemy bids"), 0, 100, QJsonArray{0},
                                       tr("Final open bid of each enemy player, 0 for none.")),
            ParameterSpec::choice(u"winner_pays"_s, tr("The winning bidder pays"), {u"bid"_s, u"one"_s},
                                  u"bid"_s, tr("His bid, or just the one gold point the owner declined.")),
            appliedParameter(),
    };
    p.diceText = tr("if no enemy buys the force, one d6 per unit in it");
    p.oddsFields = {u"eliminated"_s};
    p.body = [](ProcedureContext &c) {
        const int all = int(c.integer(u"units"_s));
        const int kings = std::max(int(c.integer(u"kings"_s)), c.boolean(u"king_in_force"_s) ? 1 : 0);
        if (all < 5)
            throw Failure::badInput(
                    tr("Troops Demand More Pay reaches only a square or off-map box where the power has "
                       "five or more units, kings counted; %1 is fewer, so this force pays nothing and "
                       "is not affected (1066 §8.13).")
                            .arg(all));
        if (kings > all)
            throw Failure::badInput(
                    tr("kings (%1) cannot be more than the units in the square (%2).").arg(kings).arg(all));
        const int units = all - kings;
        c.step(tr("%1 unit(s) in the square, %2 of them king(s): it is reached (five or more); %3 unit(s) "
                  "may mutiny, "
                  "kings never do.")
                       .arg(all)
                       .arg(kings)
                       .arg(units),
               ref("8.13"));
        const QList<int> bids = c.integers(u"bids"_s);
        const bool biddable = kings == 0 && !c.boolean(u"off_map"_s);
        const int bidder = biddable ? highestBidder(bids) : -1;
        if (!biddable && *std::max_element(bids.begin(), bids.end()) > 0)
            c.step(tr("No one may buy a force with a king or in an off-map box: the bids lapse."),
                   ref("8.13"));
        if (bidder >= 0) {
            const int paid = c.text(u"winner_pays"_s) == u"bid"_s ? bids.at(bidder) : 1;
            c.step(tr("Enemy %1 bids highest and pays %2 gold (reading: %3); the force comes under his "
                      "control, the "
                      "other bidders pay nothing.")
                           .arg(bidder + 1)
                           .arg(paid)
                           .arg(c.text(u"winner_pays"_s)),
                   ref("8.13"));
            c.set(u"controller"_s, bidder + 1);
            c.set(u"gold_spent"_s, paid);
            c.set(u"eliminated"_s, 0);
            c.set(u"remaining"_s, units);
            return;
        }
        const QList<int> faces = c.rollMany(units, 6, tr("mutiny"));
        int lost = 0;
        for (int face : faces)
            lost += cellText(lookup(c.table(u"1066.mutiny"_s), face)) == u"eliminated"_s ? 1 : 0;
        c.step(tr("The force mutinies: dice %1; %2 unit(s) eliminated, %3 stay; kings are untouched.")
                       .arg(joinFaces(faces))
                       .arg(lost)
                       .arg(units - lost),
               ref("8.13"));
        c.set(u"controller"_s, 0);
        c.set(u"gold_spent"_s, 0);
        c.set(u"eliminated"_s, lost);
        c.set(u"remaining"_s, units - lost);
        if (lost > 0)
            recordsOnly(c, "troops-demand-pay");
    };
    return p;
}

} // namespace

void registerAll(ProcedureRegistry &registry)
{
    registry.add(stormsProcedure());
    registry.add(attritionProcedure());
    registry.add(troopsDemandPayProcedure());
    registerMarkerActions(registry);
}

} // namespace Reeve::Events1066
