#include "recruitprocedures.h"

#include <algorithm>
#include <cmath>

#include <QJsonArray>

#include "procedures/procedurecontext.h"
#include "procedures/procedureregistry.h"
#include "rules1066.h"
#include "tables/ruletable.h"
#include "util/failure.h"

namespace Reeve::Supply1066 {

using namespace Qt::StringLiterals;
using namespace Rules1066;

namespace {

struct Purchase
{
    const char *parameter;
    const char *column;
};

const QList<Purchase> &purchases()
{
    static const QList<Purchase> list{{"knights", "knight"},       {"housecarls", "housecarl"}, {"thegns", "thegn"},
                                      {"fyrd", "fyrd"},           {"berserkers", "berserkers"}, {"fleets", "fleet"},
                                      {"castles", "castle"}};
    return list;
}

void checkRecruitLimits(ProcedureContext &c)
{
    if (c.integer(u"housecarls"_s) > 0 && c.text(u"power"_s) != u"anglo-saxons"_s)
        throw Failure::badInput(tr("Only the Anglo-Saxons may recruit housecarls (1066 §10.5)."));
    if (c.integer(u"castles"_s) > 1)
        throw Failure::badInput(tr("At most one castle may be placed per player turn (1066 §20.2)."));
}

double recruitCost(ProcedureContext &c)
{
    const RuleTable &t = c.table(u"1066.recruit-costs"_s);
    double cost = 0;
    for (const Purchase &item : purchases()) {
        const int count = int(c.integer(QString::fromUtf8(item.parameter)));
        if (count == 0)
            continue;
        const double each = lookupNumber(t, 1, QString::fromUtf8(item.column));
        cost += count * each;
        c.step(tr("%1 %2 × %3 = %4 gold.").arg(count).arg(QString::fromUtf8(item.parameter)).arg(each)
                   .arg(count * each), ref("10.2"));
    }
    const double removeBase = lookupNumber(t, 1, u"remove-pillage"_s);
    for (int feudal : c.integers(u"pillage_removals"_s)) {
        cost += removeBase + feudal;
        c.step(tr("Removing a Pillage marker from a square of feudal value %1: %2 + %1 = %3 gold.").arg(feudal)
                   .arg(removeBase).arg(removeBase + feudal), ref("10.2"));
    }
    return cost;
}

Procedure recruitCostProcedure()
{
    Procedure p = base("recruit-cost", tr("Recruiting cost"), {ref("10.2"), ref("10.3"), ref("10.5"), ref("20.2")},
                       tr("Prices a recruitment on the Gold Recruiting Expenditure Table, checks housecarls (Anglo-"
                          "Saxons only) and the one-castle-per-turn limit, and compares with the gold or call-to-arms "
                          "points available. Leaders come only through Rally."));
    p.parameters = {ParameterSpec::choice(u"power"_s, tr("Power"), powers(), QJsonValue::Null)};
    for (const Purchase &item : purchases())
        p.parameters << ParameterSpec::integer(QString::fromUtf8(item.parameter), QString::fromUtf8(item.parameter),
                                               0, 50, 0);
    p.parameters << ParameterSpec::integerList(u"pillage_removals"_s, tr("Pillage markers removed"), 0, 10,
                                               QJsonArray{}, tr("The feudal value of each square cleared."))
                 << ParameterSpec::choice(u"source"_s, tr("Paid from"), {u"gold"_s, u"call-to-arms"_s}, u"gold"_s)
                 << ParameterSpec::integer(u"budget"_s, tr("Gold or points available"), -1, 500, -1,
                                           tr("-1: not checked."));
    p.body = [](ProcedureContext &c) {
        checkRecruitLimits(c);
        const double cost = recruitCost(c);
        const bool callToArms = c.text(u"source"_s) == u"call-to-arms"_s;
        const int markers = int(std::ceil(cost));
        if (!callToArms && markers > cost)
            c.step(tr("Gold markers are whole points: %1 costs %2 marker(s); the fyrd half point is not refunded "
                      "(reading of the 0.5 price).").arg(cost).arg(markers), ref("10.2"));
        const int budget = int(c.integer(u"budget"_s));
        const bool affordable = budget < 0 || (callToArms ? cost <= budget : markers <= budget);
        if (budget >= 0)
            c.step(affordable ? tr("Within the %1 available.").arg(budget)
                              : tr("More than the %1 available: not allowed (no deficit spending).").arg(budget),
                   ref(callToArms ? "10.3" : "9.4"));
        const double forfeit = callToArms && budget >= 0 && affordable ? budget - cost : 0;
        if (forfeit > 0)
            c.step(tr("%1 call-to-arms point(s) left unspent are lost.").arg(forfeit), ref("10.3"));
        c.set(u"cost"_s, cost);
        c.set(u"gold_markers"_s, callToArms ? 0 : markers);
        c.set(u"affordable"_s, affordable);
        c.set(u"forfeit"_s, forfeit);
    };
    return p;
}

Procedure recruitPlacementProcedure()
{
    Procedure p = base("recruit-placement", tr("Placing recruits"), {ref("10.5"), ref("10.6"), ref("10.7"),
        ref("20.3")}, tr("New land units go one per friendly-occupied, unpillaged town, fleets one per friendly "
                         "port, castles in friendly-occupied squares without a castle; a friendly off-map box takes "
                         "any number. Recruits with no square left are not received."));
    p.parameters = {
        ParameterSpec::integer(u"land_units"_s, tr("Land units to place"), 0, 100, 0),
        ParameterSpec::integer(u"fleets"_s, tr("Fleets to place"), 0, 100, 0),
        ParameterSpec::integer(u"castles"_s, tr("Castles to place"), 0, 1, 0),
        ParameterSpec::integer(u"town_squares"_s, tr("Eligible town squares"), 0, 100, 0,
                               tr("Unpillaged towns and large towns holding a friendly unit, not already used.")),
        ParameterSpec::integer(u"port_squares"_s, tr("Eligible port squares"), 0, 100, 0,
                               tr("Unpillaged ports holding a friendly unit, not counted among the towns.")),
        ParameterSpec::integer(u"castle_squares"_s, tr("Squares open to a castle"), 0, 100, 0,
                               tr("Friendly-occupied squares without a castle (pillaged ones allowed).")),
        ParameterSpec::boolean(u"off_map"_s, tr("Friendly off-map box available"), false),
    };
    p.body = [](ProcedureContext &c) {
        const bool box = c.boolean(u"off_map"_s);
        const auto place = [&](const char *wanted, const char *room, const char *section) {
            const int want = int(c.integer(QString::fromUtf8(wanted)));
            const int placed = box ? want : std::min(want, int(c.integer(QString::fromUtf8(room))));
            if (want > 0)
                c.step(box ? tr("%1 %2 go to the off-map box, which has no limit.").arg(want).arg(
                                 QString::fromUtf8(wanted))
                           : tr("%1 %2 for %3 %4: %5 placed, one per square.").arg(want).arg(QString::fromUtf8(wanted))
                                 .arg(c.integer(QString::fromUtf8(room))).arg(QString::fromUtf8(room)).arg(placed),
                       ref(section));
            return placed;
        };
        const int land = place("land_units", "town_squares", "10.6");
        const int fleets = place("fleets", "port_squares", "10.5");
        const int castles = place("castles", "castle_squares", "20.3");
        const int lost = int(c.integer(u"land_units"_s) + c.integer(u"fleets"_s) + c.integer(u"castles"_s)) - land
                         - fleets - castles;
        if (lost > 0)
            c.step(tr("%1 recruit(s) have nowhere to go and are not received.").arg(lost), ref("10.6"));
        c.step(tr("Recruits also need counters left in the power's mix."), ref("10.7"));
        c.set(u"placed_land"_s, land);
        c.set(u"placed_fleets"_s, fleets);
        c.set(u"placed_castles"_s, castles);
        c.set(u"not_received"_s, lost);
    };
    return p;
}

Procedure castlePlacementProcedure()
{
    Procedure p = base("castle-placement", tr("May a castle be placed here?"), {ref("20.2"), ref("20.3"), ref("12.5")},
                       tr("A castle needs a friendly unit in the square, no castle already there, one gold point, "
                          "and no other castle placed by this player this turn; pillaged squares are allowed."));
    p.parameters = {
        ParameterSpec::integer(u"friendly_units"_s, tr("Friendly units in the square"), 0, 200, QJsonValue::Null),
        ParameterSpec::boolean(u"castle_present"_s, tr("Castle already there"), false),
        ParameterSpec::integer(u"placed_this_turn"_s, tr("Castles placed this player turn"), 0, 10, 0),
        ParameterSpec::integer(u"gold"_s, tr("Gold points available"), 0, 500, QJsonValue::Null),
        ParameterSpec::boolean(u"pillaged"_s, tr("Square pillaged"), false),
    };
    p.body = [](ProcedureContext &c) {
        const int cost = lookupInt(c.table(u"1066.recruit-costs"_s), 1, u"castle"_s);
        QString reason;
        if (c.integer(u"friendly_units"_s) == 0)
            reason = tr("No friendly unit occupies the square (1066 §20.3).");
        else if (c.boolean(u"castle_present"_s))
            reason = tr("The square already has a castle; never more than one (1066 §12.5).");
        else if (c.integer(u"placed_this_turn"_s) > 0)
            reason = tr("This player has already placed a castle this turn (1066 §20.2).");
        else if (c.integer(u"gold"_s) < cost)
            reason = tr("A castle costs %1 gold point(s) (1066 §10.2).").arg(cost);
        if (reason.isEmpty() && c.boolean(u"pillaged"_s))
            c.step(tr("Castles, unlike units, may go into a pillaged square."), ref("20.3"));
        c.step(reason.isEmpty() ? tr("Allowed: spend %1 gold and place the castle.").arg(cost) : reason, ref("20.2"));
        c.set(u"allowed"_s, reason.isEmpty());
        c.set(u"gold_spent"_s, reason.isEmpty() ? cost : 0);
    };
    return p;
}

void checkPillageAllowed(const ProcedureContext &c)
{
    if (c.boolean(u"already_pillaged"_s))
        throw Failure::badInput(tr("The square is already pillaged and stays so for the game (1066 §19.5, §19.7)."));
    if (c.boolean(u"all_sea"_s))
        throw Failure::badInput(tr("An all-sea square cannot be pillaged (1066 §19.5)."));
    if (c.boolean(u"enemy_present"_s))
        throw Failure::badInput(tr("A square holding enemy or neutral units cannot be pillaged (1066 §19.5)."));
}

Procedure pillageProcedure()
{
    Procedure p = base("pillage", tr("Pillage a square"), {ref("19.2"), ref("19.3"), ref("19.5"), ref("19.6")},
                       tr("Roll a die: at most the friendly attack factors in the square pillages it (feudal and "
                          "forage become 0, a castle there may be destroyed). Pillaging a town brings loot draws equal "
                          "to its feudal value, and every other player draws one marker."));
    p.parameters = {
        ParameterSpec::integer(u"attack_factors"_s, tr("Friendly attack factors"), 0, 500, QJsonValue::Null),
        ParameterSpec::integer(u"feudal"_s, tr("Town feudal value"), 0, 10, 0, tr("0 if the square has no town.")),
        ParameterSpec::integer(u"other_players"_s, tr("Other players"), 0, 3, 0),
        ParameterSpec::boolean(u"castle"_s, tr("Castle in the square"), false),
        ParameterSpec::boolean(u"already_pillaged"_s, tr("Already pillaged"), false),
        ParameterSpec::boolean(u"all_sea"_s, tr("All-sea square"), false),
        ParameterSpec::boolean(u"enemy_present"_s, tr("Enemy or neutral units present"), false),
        ParameterSpec::choice(u"reaction"_s, tr("Reaction draws"), {u"after-success"_s, u"every-attempt"_s},
                              u"after-success"_s, tr("§19.2 lists the other players' draw as a step of the procedure; "
                                                     "read it as following a success, or every attempt.")),
    };
    p.diceText = tr("one d6");
    p.oddsFields = {u"pillaged"_s};
    p.body = [](ProcedureContext &c) {
        checkPillageAllowed(c);
        const int factors = int(c.integer(u"attack_factors"_s));
        const int die = c.roll(6, tr("pillage"));
        const bool pillaged = die <= factors;
        c.step(tr("Rolled %1 against %2 attack factor(s): %3.").arg(die).arg(factors)
                   .arg(pillaged ? tr("pillaged, feudal and forage now 0, any port ignored") : tr("not pillaged")),
               ref("19.2"));
        const int feudal = int(c.integer(u"feudal"_s));
        const int loot = pillaged ? feudal : 0;
        if (loot > 0)
            c.step(tr("Loot: the pillager draws %1 marker(s), the town's feudal value.").arg(loot), ref("19.2"));
        const bool react = pillaged || c.text(u"reaction"_s) == u"every-attempt"_s;
        const int others = int(c.integer(u"other_players"_s));
        if (others > 0)
            c.step(react ? tr("Each of the %1 other player(s) draws one marker (reading: %2).").arg(others)
                               .arg(c.text(u"reaction"_s))
                         : tr("No reaction draws after a failed attempt (reading: after-success)."), ref("19.2"));
        if (pillaged && c.boolean(u"castle"_s))
            c.step(tr("The pillager may also destroy the castle in the square."), ref("20.6"));
        c.set(u"pillaged"_s, pillaged);
        c.set(u"loot_draws"_s, loot);
        c.set(u"reaction_draws"_s, react ? 1 : 0);
        c.set(u"castle_may_be_destroyed"_s, pillaged && c.boolean(u"castle"_s));
    };
    return p;
}

Procedure counterMixProcedure()
{
    Procedure p = base("counter-mix", tr("Counters left to recruit"), {ref("10.7"), ref("10.2")},
                       tr("A power can never have more units of a kind than its counters: reads the counter mix and "
                          "says how many more of that kind can be recruited."));
    p.parameters = {
        ParameterSpec::choice(u"power"_s, tr("Power"), powers(), QJsonValue::Null),
        ParameterSpec::choice(u"unit"_s, tr("Unit kind"), {u"knight"_s, u"housecarl"_s, u"thegn"_s, u"fyrd"_s,
                              u"berserkers"_s, u"fleet"_s}, QJsonValue::Null),
        ParameterSpec::integer(u"in_play"_s, tr("Counters of that kind in play"), 0, 100, QJsonValue::Null),
        ParameterSpec::integer(u"wanted"_s, tr("Units to recruit"), 0, 100, 1),
    };
    p.body = [](ProcedureContext &c) {
        const int row = int(powers().indexOf(c.text(u"power"_s))) + 1;
        const int mix = lookupInt(c.table(u"1066.counter-mix"_s), row, c.text(u"unit"_s));
        const int left = std::max(0, mix - int(c.integer(u"in_play"_s)));
        const int wanted = int(c.integer(u"wanted"_s));
        c.step(tr("%1 own %2 %3 counter(s), %4 in play: %5 left; %6 wanted.").arg(powerName(c.text(u"power"_s)))
                   .arg(mix).arg(c.text(u"unit"_s)).arg(c.integer(u"in_play"_s)).arg(left).arg(wanted), ref("10.7"));
        c.set(u"available"_s, left);
        c.set(u"recruitable"_s, std::min(left, wanted));
    };
    return p;
}

} // namespace

void registerRecruiting(ProcedureRegistry &registry)
{
    registry.add(recruitCostProcedure());
    registry.add(recruitPlacementProcedure());
    registry.add(castlePlacementProcedure());
    registry.add(pillageProcedure());
    registry.add(counterMixProcedure());
}

} // namespace Reeve::Supply1066
