#include "markerprocedures.h"

#include <algorithm>
#include <numeric>

#include <QJsonArray>

#include "procedures/procedurecontext.h"
#include "procedures/procedureregistry.h"
#include "rules1066.h"
#include "tables/ruletable.h"
#include "util/failure.h"

namespace Reeve::Markers1066 {

using namespace Qt::StringLiterals;
using namespace Rules1066;

namespace {

int total(const QList<int> &values)
{
    return std::accumulate(values.begin(), values.end(), 0);
}

Procedure campaignMarkersProcedure()
{
    Procedure p = base("campaign-markers", tr("Campaign markers due"), {ref("8.5"), ref("8.4"), ref("18.2")},
                       tr("In the campaign marker phase a player draws one marker per five points (rounded up) of "
                          "his leaders' values plus the feudal values of the squares he occupies."));
    p.parameters = {
        ParameterSpec::integer(u"leadership"_s, tr("Leadership values"), 0, 500, QJsonValue::Null,
                               tr("Total of the leader values of every leader the player controls.")),
        ParameterSpec::integer(u"feudal"_s, tr("Feudal values"), 0, 500, QJsonValue::Null,
                               tr("Total feudal value of occupied squares (pillaged or shared squares count 0).")),
    };
    p.body = [](ProcedureContext &c) {
        const int leadership = int(c.integer(u"leadership"_s));
        const int feudal = int(c.integer(u"feudal"_s));
        const int markers = ceilDiv(leadership + feudal, 5);
        c.step(tr("(%1 leadership + %2 feudal) ÷ 5, remainder rounded up = %3 marker(s), drawn free.").arg(leadership)
                   .arg(feudal).arg(markers), ref("8.5"));
        c.set(u"markers"_s, markers);
    };
    return p;
}

Procedure handLimitProcedure()
{
    Procedure p = base("hand-limit", tr("Campaign marker holding limit"), {ref("8.6"), ref("8.7")},
                       tr("How many campaign markers a player may hold, by the number of players. With a hand given, "
                          "also how many must go back before drawing more."));
    p.parameters = {
        ParameterSpec::integer(u"players"_s, tr("Players"), 2, 4, QJsonValue::Null),
        ParameterSpec::integer(u"hand"_s, tr("Markers in hand"), 0, 100, 0),
        ParameterSpec::integer(u"gaining"_s, tr("Markers about to be drawn"), 0, 100, 0),
    };
    p.body = [](ProcedureContext &c) {
        const int players = int(c.integer(u"players"_s));
        const int limit = lookupInt(c.table(u"1066.holding-limits"_s), players, u"limit"_s);
        c.step(tr("With %1 players a hand holds at most %2 markers.").arg(players).arg(limit), ref("8.6"));
        const int hand = int(c.integer(u"hand"_s));
        const int gaining = int(c.integer(u"gaining"_s));
        const int surplus = std::max(0, hand + gaining - limit);
        if (gaining > 0)
            c.step(surplus > 0 ? tr("%1 in hand + %2 to draw exceeds the limit: return %3 to the pool first (they may "
                                    "be drawn again).").arg(hand).arg(gaining).arg(surplus)
                               : tr("%1 in hand + %2 to draw stays within the limit.").arg(hand).arg(gaining),
                   ref("8.7"));
        c.set(u"limit"_s, limit);
        c.set(u"return_first"_s, surplus);
    };
    return p;
}

int feudalTotal(ProcedureContext &c)
{
    const int towns = total(c.integers(u"towns"_s));
    c.step(tr("Occupied towns and large towns, unpillaged and not shared: %1 feudal point(s).").arg(towns), ref("8.4"));
    const QList<int> lost = c.integers(u"pillaged_or_shared"_s);
    if (total(lost) > 0)
        c.step(tr("Pillaged or shared squares (%1 printed) count 0.").arg(total(lost)), ref("8.4"));
    const QString box = c.text(u"off_map"_s);
    if (box == u"both"_s)
        throw Failure::badInput(tr("No power controls both off-map boxes: Normandy is always the Normans' and Norway "
                                   "always the Vikings' (1066 §21.1), and a player who controls both powers draws for "
                                   "each separately (§4.6). Give the box of the power drawing: normandy or norway."));
    int offMap = 0;
    if (box != u"none"_s && c.text(u"off_map_reading"_s) == u"count"_s) {
        const RuleTable &t = c.table(u"1066.off-map-feudal"_s);
        if (box == u"normandy"_s || box == u"both"_s)
            offMap += lookupInt(t, 1, u"normandy"_s);
        if (box == u"norway"_s || box == u"both"_s)
            offMap += lookupInt(t, 1, u"norway"_s);
        c.step(tr("Off-map box(es) %1 add %2 (reading: a controlled box counts like an occupied square).").arg(box)
                   .arg(offMap), ref("21.8"));
    } else if (box != u"none"_s) {
        c.step(tr("Off-map box(es) %1 not counted (reading: only squares on the map count).").arg(box), ref("8.4"));
    }
    return towns + offMap;
}

Procedure markersDueProcedure()
{
    Procedure p = base("markers-due", tr("Campaign markers due (detailed)"), {ref("8.4"), ref("8.5"), ref("8.7"),
        ref("21.8")}, tr("Works out the marker draw from each leader and each occupied town, then applies the "
                         "holding limit: markers over the limit go back to the pool before drawing."));
    p.parameters = {
        ParameterSpec::integerList(u"leaders"_s, tr("Leader values"), 0, 10, QJsonArray{0},
                                   tr("Each controlled leader's value, wherever he is.")),
        ParameterSpec::integerList(u"towns"_s, tr("Town feudal values"), 0, 10, QJsonArray{0},
                                   tr("Feudal value of each occupied, unpillaged town not shared with another player.")),
        ParameterSpec::integerList(u"pillaged_or_shared"_s, tr("Pillaged or shared towns"), 0, 10, QJsonArray{0},
                                   tr("Printed feudal values of occupied towns that count 0 (shown for the record).")),
        ParameterSpec::choice(u"off_map"_s, tr("Controlled off-map boxes"), {u"none"_s, u"normandy"_s, u"norway"_s,
                              u"both"_s}, u"none"_s),
        ParameterSpec::choice(u"off_map_reading"_s, tr("Off-map feudal value"), {u"count"_s, u"ignore"_s}, u"count"_s,
                              tr("§8.4 speaks of squares occupied; §21.8 gives the boxes feudal values.")),
        ParameterSpec::integer(u"hand"_s, tr("Markers in hand"), 0, 100, 0),
        ParameterSpec::integer(u"players"_s, tr("Players"), 2, 4, 4),
    };
    p.body = [](ProcedureContext &c) {
        const int leaders = total(c.integers(u"leaders"_s));
        c.step(tr("Leader values: %1.").arg(leaders), ref("8.4"));
        const int feudal = feudalTotal(c);
        const int markers = ceilDiv(leaders + feudal, 5);
        c.step(tr("(%1 + %2) ÷ 5, rounded up = %3.").arg(leaders).arg(feudal).arg(markers), ref("8.5"));
        const int limit = lookupInt(c.table(u"1066.holding-limits"_s), int(c.integer(u"players"_s)), u"limit"_s);
        const int hand = int(c.integer(u"hand"_s));
        const int surplus = std::max(0, hand + markers - limit);
        c.step(tr("Hand %1 + %2 against the limit %3: return %4 first.").arg(hand).arg(markers).arg(limit).arg(surplus),
               ref("8.7"));
        c.set(u"markers"_s, markers);
        c.set(u"return_first"_s, surplus);
        c.set(u"limit"_s, limit);
    };
    return p;
}

/// Exact odds of the first player: Papal Intervention wins outright, tied top bidders share evenly (§6.2).
QList<std::pair<QJsonObject, mpq_class>> initiativeOdds(const QJsonObject &inputs)
{
    QList<std::pair<QJsonObject, mpq_class>> lines;
    const int papal = inputs.value(u"papal_player"_s).toInt();
    QList<int> best;
    int top = -1;
    const QJsonArray bids = inputs.value(u"bids"_s).toArray();
    for (int i = 0; i < bids.size(); ++i) {
        const int b = bids.at(i).toInt();
        if (b > top) {
            top = b;
            best = {i};
        } else if (b == top)
            best << i;
    }
    if (papal > 0)
        best = {papal - 1};
    for (int i : std::as_const(best))
        lines.append({QJsonObject{{u"first_player"_s, i + 1}}, mpq_class(1, int(best.size()))});
    return lines;
}

Procedure initiativeProcedure()
{
    Procedure p = base("initiative", tr("Initiative bids"), {ref("6.1"), ref("6.2"), ref("6.3"), ref("8.13")},
                       tr("Each player secretly bids gold markers; the highest bid takes the first player turn, a tie "
                          "is rolled off, and a Papal Intervention played as a bid takes the initiative whatever the "
                          "gold. All bid gold goes back to the pool."));
    p.parameters = {
        ParameterSpec::integerList(u"bids"_s, tr("Gold bids"), 0, 100, QJsonValue::Null,
                                   tr("Each player's gold bid, in seating order (player 1 first).")),
        ParameterSpec::integer(u"papal_player"_s, tr("Player playing Papal Intervention"), 0, 4, 0,
                               tr("0 if no one; the marker beats any gold.")),
    };
    p.diceText = tr("on a tie, one d6 per tied player in seating order, repeated among those still tied");
    p.oddsFields = {u"first_player"_s};
    p.body = [](ProcedureContext &c) {
        const QList<int> bids = c.integers(u"bids"_s);
        if (bids.size() < 2 || bids.size() > 4)
            throw Failure::badInput(tr("bids takes one value per player, 2 to 4 players (1066 §6.1)."));
        const int papal = int(c.integer(u"papal_player"_s));
        if (papal > bids.size())
            throw Failure::badInput(tr("papal_player %1 is not one of the %2 players.").arg(papal).arg(bids.size()));
        c.step(tr("Bids revealed: %1; all of it goes back to the pool.").arg(joinFaces(bids)), ref("6.1"));
        int first = 0;
        bool tie = false;
        if (papal > 0) {
            first = papal - 1;
            c.step(tr("Player %1 reveals Papal Intervention and takes the initiative whatever the bids.").arg(papal),
                   ref("8.13"));
        } else {
            const int best = *std::max_element(bids.begin(), bids.end());
            QList<int> tied;
            for (int i = 0; i < bids.size(); ++i)
                if (bids.at(i) == best)
                    tied << i;
            tie = tied.size() > 1;
            c.step(tie ? tr("%1 players tie at %2: they roll off.").arg(tied.size()).arg(best)
                       : tr("Player %1 bid the most (%2).").arg(tied.first() + 1).arg(best), ref(tie ? "6.2" : "6.1"));
            first = rollOff(c, tied, ref("6.2"));
        }
        c.step(tr("Player %1 takes the first player turn; the others follow clockwise.").arg(first + 1), ref("6.1"));
        c.set(u"first_player"_s, first + 1);
        c.set(u"tie"_s, tie);
        c.set(u"gold_returned"_s, total(bids));
    };
    p.exactOdds = initiativeOdds;
    return p;
}

Procedure brokenAgreementProcedure()
{
    Procedure p = base("broken-agreement", tr("Broken agreement"), {ref("22.3"), ref("8.11")},
                       tr("A player who breaks an agreement loses half his campaign markers at random; every other "
                          "player rolls a die and draws that many markers."));
    p.parameters = {
        ParameterSpec::integer(u"hand"_s, tr("Violator's markers in hand"), 0, 100, QJsonValue::Null),
        ParameterSpec::integer(u"other_players"_s, tr("Other players"), 1, 3, QJsonValue::Null),
        ParameterSpec::choice(u"rounding"_s, tr("Half of an odd hand"), {u"down"_s, u"up"_s}, u"down"_s,
                              tr("§22.3 does not say how to round half of an odd hand.")),
    };
    p.diceText = tr("one d6 per other player, in seating order after the violator");
    p.oddsFields = {u"violator_loses"_s};
    p.body = [](ProcedureContext &c) {
        const int hand = int(c.integer(u"hand"_s));
        const bool up = c.text(u"rounding"_s) == u"up"_s;
        const int loses = up ? ceilDiv(hand, 2) : hand / 2;
        c.step(tr("Half of %1 markers, rounded %2 (house reading) = %3, returned at random.").arg(hand)
                   .arg(up ? tr("up") : tr("down")).arg(loses), ref("22.3"));
        const QList<int> draws = c.rollMany(int(c.integer(u"other_players"_s)), 6, tr("other player"));
        c.step(tr("The other players draw %1 marker(s) each, in turn.").arg(joinFaces(draws)), ref("22.3"));
        QJsonArray array;
        for (int d : draws)
            array.append(d);
        c.set(u"violator_loses"_s, loses);
        c.set(u"draws"_s, array);
    };
    return p;
}

} // namespace

void registerAll(ProcedureRegistry &registry)
{
    registry.add(campaignMarkersProcedure());
    registry.add(handLimitProcedure());
    registry.add(markersDueProcedure());
    registry.add(initiativeProcedure());
    registry.add(brokenAgreementProcedure());
}

} // namespace Reeve::Markers1066
