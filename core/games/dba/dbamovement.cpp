#include "dbamovement.h"

#include <algorithm>

#include <QJsonArray>

#include "games/dba/dbacommon.h"
#include "procedures/procedurecontext.h"
#include "procedures/procedureregistry.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;
using namespace Dba;

namespace {

const QString MoveRef = u"DBA campaign, STRATEGIC MOVEMENT"_s;
const QString SeaRef = u"DBA campaign, STRATEGIC MOVEMENT (Sea Movement)"_s;
const QString TransportRef = u"DBA campaign, Transporting Troops on Naval Elements"_s;

Procedure movesPerSeason()
{
    Procedure p = makeProcedure(u"dba.moves-per-season"_s, tr("Moves per season"), {MoveRef},
                                tr("How many moves a season is divided into."));
    p.parameters = {ParameterSpec::choice(u"season"_s, tr("Season"), seasons())};
    p.diceText = tr("none");
    p.body = [](ProcedureContext &c) {
        const QString season = c.text(u"season"_s);
        const qint64 moves = figure(c, u"moves_"_s + season);
        c.step(tr("%1 has %2 moves.").arg(season).arg(moves), MoveRef);
        c.set(u"moves"_s, moves);
    };
    return p;
}

Procedure moveCost()
{
    Procedure p = makeProcedure(u"dba.move-cost"_s, tr("Land move cost"), {MoveRef},
                                tr("Moves needed to cross one border by land: one, more over marsh, hill or "
                                   "mountain, half for an army that is all mounted; no mounted troops or "
                                   "baggage over mountains in winter."));
    p.parameters = {ParameterSpec::choice(u"border"_s, tr("Border"),
                                          {u"open"_s, u"marsh"_s, u"hill"_s, u"mountain"_s}, u"open"_s),
                    ParameterSpec::choice(u"season"_s, tr("Season"), seasons(), u"summer"_s),
                    ParameterSpec::choice(u"mounted"_s, tr("Mounted troops"), {u"none"_s, u"some"_s, u"all"_s},
                                          u"none"_s, tr("Whether none, some or all of the army is mounted.")),
                    ParameterSpec::boolean(u"baggage"_s, tr("Has baggage"), false,
                                           tr("Baggage, supply units or the treasury travel with the army."))};
    p.diceText = tr("none");
    p.body = [](ProcedureContext &c) {
        const QString border = c.text(u"border"_s);
        QString mounted = c.text(u"mounted"_s);
        const bool baggage = c.boolean(u"baggage"_s);
        if (mounted == u"all"_s && baggage) {
            // An entirely mounted army has no baggage: with baggage or supply it is not one, and marches at
            // the pace of its baggage.
            c.step(tr("Mounted troops with baggage or supply: an entirely mounted army includes none, so "
                      "this "
                      "one moves at foot speed."),
                   MoveRef);
            mounted = u"some"_s;
        }
        if (border == u"mountain"_s && c.text(u"season"_s) == u"winter"_s && (mounted != u"none"_s || baggage)) {
            c.step(tr("Mounted troops and baggage cannot cross mountains in winter."), MoveRef);
            c.set(u"allowed"_s, false);
            c.set(u"moves"_s, QJsonValue::Null);
            return;
        }
        // The season is part of every move's working, even when it changes nothing.
        const QString season = c.text(u"season"_s);
        c.step(season == u"winter"_s && border == u"mountain"_s
                       ? tr("Winter over a mountain border: allowed, as the army is foot without baggage.")
                       : tr("In %1 over a %2 border: the winter ban on mounted troops and baggage in the "
                            "mountains does not apply.")
                                 .arg(season, border),
               MoveRef);
        double moves = 1;
        if (border != u"open"_s) {
            const qint64 extra = figure(c, u"border_%1_extra_moves"_s.arg(border));
            moves += double(extra);
            c.step(tr("A %1 border adds %2: %3 moves.").arg(border).arg(extra).arg(numberText(moves)), MoveRef);
        } else {
            c.step(tr("One province per move."), MoveRef);
        }
        if (mounted == u"all"_s) {
            moves *= 0.5;
            c.step(tr("An entirely mounted army needs half: %1.").arg(numberText(moves)), MoveRef);
        }
        c.set(u"allowed"_s, true);
        c.set(u"moves"_s, numberValue(moves));
    };
    return p;
}

/// A number of moves from a text parameter ("2", "1.5"); refused when it is not one or negative.
double movesParameter(const ProcedureContext &c, const QString &name)
{
    bool ok = false;
    const double value = c.text(name).trimmed().toDouble(&ok);
    if (!ok || value < 0)
        throw Failure::badInput(tr("%1 is a number of moves such as 2 or 1.5, not \"%2\".").arg(name, c.text(name)));
    return value;
}

Procedure moveAllowance()
{
    Procedure p = makeProcedure(
            u"dba.move-allowance"_s, tr("Moves left this season"), {MoveRef, SeaRef},
            tr("Checks a force's next move against the season's moves: a land move must fit in what is left "
               "(half moves count), while a voyage may set out as long as a move is left and may end after "
               "the season's last move, since sea moves are only rounded at the voyage's end (Reeve's "
               "reading)."));
    p.parameters = {ParameterSpec::choice(u"season"_s, tr("Season"), seasons()),
                    ParameterSpec::text(u"used"_s, tr("Moves used"), u"0"_s,
                                        tr("Moves the army or fleet has already spent this season, e.g. 2.5.")),
                    ParameterSpec::text(u"cost"_s, tr("Cost of this move"), u"0"_s,
                                        tr("Moves the next land move costs (dba.move-cost); for a voyage, its "
                                           "timed length once known, or 0 before it sails.")),
                    ParameterSpec::choice(u"kind"_s, tr("Kind of move"), {u"land"_s, u"voyage"_s}, u"land"_s)};
    p.diceText = tr("none");
    p.body = [](ProcedureContext &c) {
        const QString season = c.text(u"season"_s);
        const qint64 moves = figure(c, u"moves_"_s + season);
        const double used = movesParameter(c, u"used"_s);
        const double cost = movesParameter(c, u"cost"_s);
        const bool land = c.text(u"kind"_s) == u"land"_s;
        const QString seasonName = season.left(1).toUpper() + season.mid(1);
        c.step(tr("%1 has %2 moves; this force has used %3 of them.").arg(seasonName).arg(moves).arg(numberText(used)),
               MoveRef);
        bool allowed = false;
        double overrun = 0;
        if (land) {
            allowed = used + cost <= double(moves) + 1e-9;
            c.step(allowed ? tr("The move costs %1: %2 of %3 used, so it fits.")
                                     .arg(numberText(cost), numberText(used + cost))
                                     .arg(moves)
                           : tr("The move costs %1: %2 would exceed the season's %3, so it is not made.")
                                     .arg(numberText(cost), numberText(used + cost))
                                     .arg(moves),
                   MoveRef);
        } else {
            allowed = used < double(moves) - 1e-9;
            c.step(allowed ? tr("A move is left, so the voyage may set out.")
                           : tr("No move is left this season, so the voyage does not set out."),
                   SeaRef);
            overrun = allowed ? std::max(0.0, used + cost - double(moves)) : 0.0;
            if (allowed && cost > 0)
                c.step(overrun > 0 ? tr("The voyage takes %1: it ends %2 move(s) after the season's last move.")
                                             .arg(numberText(cost), numberText(overrun))
                                   : tr("The voyage takes %1: %2 of %3 used.")
                                             .arg(numberText(cost), numberText(used + cost))
                                             .arg(moves),
                       SeaRef);
        }
        const double after = allowed ? used + cost : used;
        c.set(u"allowed"_s, allowed);
        c.set(u"moves_used"_s, numberValue(after));
        c.set(u"moves_left"_s, numberValue(std::max(0.0, double(moves) - after)));
        c.set(u"season_moves"_s, moves);
        c.set(u"overrun"_s, numberValue(overrun));
    };
    return p;
}

Procedure seaMove()
{
    Procedure p = makeProcedure(
            u"dba.sea-move"_s, tr("Sea voyage timing"), {SeaRef, u"DBA campaign, Special Sea Routes"_s},
            tr("Times a voyage leg by leg: half or one move into a coastal or inshore area, one to two moves "
               "into a deep sea area, half a move to embark or disembark; the total is rounded up to whole "
               "moves at the end of the voyage."));
    p.parameters = {ParameterSpec::text(
            u"voyage"_s, tr("Legs in order"), QJsonValue::Null,
            tr("Comma-separated legs in sailing order: coastal (a province or inshore area), deep (a deep sea "
               "area), route (a special sea route, one sea move), embark, disembark."))};
    p.diceText = tr("in voyage order, a d2 for each coastal or route leg and a d3 for each deep leg");
    p.oddsFields = {u"moves"_s};
    p.body = [](ProcedureContext &c) {
        const QStringList legs = c.text(u"voyage"_s).split(u',', Qt::SkipEmptyParts);
        if (legs.isEmpty())
            throw Failure::badInput(tr("Give at least one leg, e.g. voyage=embark,coastal,deep,disembark."));
        int halves = 0;
        for (const QString &raw : legs) {
            const QString leg = raw.trimmed().toLower();
            int add = 0;
            if (leg == u"coastal"_s || leg == u"inshore"_s || leg == u"route"_s) {
                add = c.roll(2, tr("%1 leg").arg(leg));
                c.step(tr("%1: d2 = %2, so %3 move(s).").arg(leg).arg(add).arg(numberText(add / 2.0)), SeaRef);
            } else if (leg == u"deep"_s) {
                const int d3 = c.roll(3, tr("deep leg"));
                add = d3 + 1;
                c.step(tr("deep: (d3 %1 + 1) ÷ 2 = %2 move(s).").arg(d3).arg(numberText(add / 2.0)), SeaRef);
            } else if (leg == u"embark"_s || leg == u"disembark"_s) {
                add = 1;
                c.step(tr("%1: half a move.").arg(leg), SeaRef);
            } else {
                throw Failure::badInput(tr("Unknown leg \"%1\": use coastal, deep, route, embark or disembark.")
                                                .arg(leg));
            }
            halves += add;
        }
        const int moves = (halves + 1) / 2;
        c.step(tr("The voyage takes %1 moves, rounded up at its end to %2.").arg(numberText(halves / 2.0)).arg(moves),
               SeaRef);
        c.set(u"exact_moves"_s, numberValue(halves / 2.0));
        c.set(u"moves"_s, moves);
    };
    return p;
}

Procedure transportSpace()
{
    Procedure p = makeProcedure(u"dba.transport-space"_s, tr("Transport space"), {TransportRef},
                                tr("Checks whether a fleet can carry its land elements: two spaces per naval "
                                   "element; psiloi half, baggage one and a half, light horse one and a half, "
                                   "other mounted two, spare horses one, supply elements one (or none)."));
    p.parameters = {ParameterSpec::integer(u"naval"_s, tr("Naval elements"), 0, 10000, QJsonValue::Null),
                    ParameterSpec::integer(u"foot"_s, tr("Foot elements"), 0, 10000, 0, tr("Other than psiloi.")),
                    ParameterSpec::integer(u"psiloi"_s, tr("Psiloi elements"), 0, 10000, 0),
                    ParameterSpec::integer(u"baggage"_s, tr("Baggage elements"), 0, 10000, 0),
                    ParameterSpec::integer(u"supply"_s, tr("Supply elements"), 0, 10000, 0,
                                           tr("Supply units carried, one element each.")),
                    ParameterSpec::choice(u"supply_space"_s, tr("Space of a supply element"),
                                          {u"element"_s, u"none"_s}, u"element"_s,
                                          tr("element (as written: a supply element is a land element, one "
                                             "space, as the storm rule counts it); none (the transport rule "
                                             "names no space for it).")),
                    ParameterSpec::integer(u"lh"_s, tr("Light Horse elements"), 0, 10000, 0),
                    ParameterSpec::integer(u"mounted"_s, tr("Other mounted elements"), 0, 10000, 0),
                    ParameterSpec::integer(u"horses"_s, tr("Separate horse loads"), 0, 10000, 0,
                                           tr("Horses of one mounted element carried apart from it.")),
                    ParameterSpec::integer(u"treasure"_s, tr("Treasure aboard (£)"), 0, 1000000, 0,
                                           tr("Money carried with the armies aboard; it moves as supply "
                                              "elements do, of the house sum per element."))};
    p.diceText = tr("none");
    p.body = [](ProcedureContext &c) {
        // Space in halves: foot 2, psiloi 1, baggage 3, light horse 3, other mounted 4, horses 2,
        // supply 2 (0 by supply_space none).
        const bool supplySpace = c.text(u"supply_space"_s) != u"none"_s;
        qint64 supply = supplySpace ? 2 * c.integer(u"supply"_s) : 0;
        if (const qint64 treasure = c.integer(u"treasure"_s); treasure > 0 && supplySpace) {
            // The Treasury moves as if it were a supply element; the text gives no sum per element.
            const qint64 per = qMax<qint64>(1, figure(c, u"treasure_per_supply_element"_s));
            const qint64 elements = (treasure + per - 1) / per;
            c.step(tr("£%1 of treasure moves as supply elements of £%2 each (house figure "
                      "treasure_per_supply_element): %3 element(s).")
                           .arg(treasure)
                           .arg(per)
                           .arg(elements),
                   u"DBA campaign, The Treasury"_s);
            supply += 2 * elements;
        }
        const qint64 needed = 2 * c.integer(u"foot"_s) + c.integer(u"psiloi"_s) + 3 * c.integer(u"baggage"_s)
                              + 3 * c.integer(u"lh"_s) + 4 * c.integer(u"mounted"_s)
                              + 2 * c.integer(u"horses"_s) + supply;
        const qint64 capacity = 2 * figure(c, u"naval_element_capacity"_s) * c.integer(u"naval"_s);
        c.step(tr("Space needed %1, space on %2 naval element(s) %3.")
                       .arg(numberText(needed / 2.0))
                       .arg(c.integer(u"naval"_s))
                       .arg(numberText(capacity / 2.0)),
               TransportRef);
        c.set(u"space_needed"_s, numberValue(needed / 2.0));
        c.set(u"space_available"_s, numberValue(capacity / 2.0));
        c.set(u"fits"_s, needed <= capacity);
    };
    return p;
}

Procedure retreat()
{
    const QString ref = u"DBA campaign, After the Battle"_s;
    Procedure p = makeProcedure(u"dba.retreat"_s, tr("Retreat after a lost battle"), {ref},
                                tr("What a beaten army loses on its retreat: its baggage over mountains or marsh or "
                                   "onto ships, its horses over mountains in winter; with nowhere to go it stands "
                                   "for a move and loses its unsupplied troops."));
    p.parameters = {ParameterSpec::choice(u"route"_s, tr("Retreat"),
                                          {u"town"_s, u"open"_s, u"hill"_s, u"marsh"_s, u"mountain"_s, u"fleet"_s,
                                           u"nowhere"_s}),
                    ParameterSpec::choice(u"season"_s, tr("Season"), seasons(), u"summer"_s)};
    p.diceText = tr("none");
    p.body = [ref](ProcedureContext &c) {
        const QString route = c.text(u"route"_s);
        const bool baggage = route == u"marsh"_s || route == u"mountain"_s || route == u"fleet"_s;
        const bool horses = route == u"mountain"_s && c.text(u"season"_s) == u"winter"_s;
        if (route == u"nowhere"_s)
            c.step(tr("With nowhere to go the loser stands still for a move; troops he cannot supply desert, and the "
                      "battle is fought again next move."), ref);
        else if (route == u"town"_s)
            c.step(tr("The loser withdraws into a town he holds."), ref);
        else
            c.step(tr("The loser retreats on his next move (it is not free)."), ref);
        if (baggage)
            c.step(tr("Retreating that way costs all the baggage."), ref);
        if (horses)
            c.step(tr("Over mountains in winter every mounted element also loses its horses."), ref);
        c.step(tr("The winner spends a move recovering before moving on or reducing towns."), ref);
        c.set(u"loses_baggage"_s, baggage);
        c.set(u"loses_horses"_s, horses);
        c.set(u"stands_still"_s, route == u"nowhere"_s);
    };
    return p;
}

Procedure moveOrder()
{
    Procedure p = makeProcedure(u"dba.move-order"_s, tr("Who moves first"), {MoveRef},
                                tr("When the order of moves matters the umpire rolls for it: a d6 per nation, the "
                                   "highest moving first (Reeve's reading; the text only says a die is rolled)."));
    p.parameters = {ParameterSpec::integer(u"nations"_s, tr("Nations involved"), 2, 20, 2)};
    p.diceText = tr("one d6 per nation, in the order the umpire lists them");
    p.oddsFields = {u"first"_s};
    p.body = [](ProcedureContext &c) {
        const QList<int> dice = c.rollMany(int(c.integer(u"nations"_s)), 6, tr("nation"));
        QList<int> order;
        for (int i = 0; i < dice.size(); ++i)
            order << i;
        std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return dice[a] > dice[b]; });
        QJsonArray listed;
        for (int i : order)
            listed.append(i + 1);
        const bool tied = dice.size() > 1 && dice[order[0]] == dice[order[1]];
        c.step(tied ? tr("The highest rolls are tied: roll again between those nations.")
                    : tr("Nation %1 rolled highest (%2) and moves first.").arg(order[0] + 1).arg(dice[order[0]]),
               MoveRef);
        c.set(u"order"_s, listed);
        c.set(u"first"_s, tied ? QJsonValue(QJsonValue::Null) : QJsonValue(order[0] + 1));
        c.set(u"tied"_s, tied);
    };
    return p;
}

} // namespace

void DbaMovement::registerAll(ProcedureRegistry &registry)
{
    registry.add(finish(movesPerSeason()));
    registry.add(finish(moveCost()));
    registry.add(finish(moveAllowance()));
    registry.add(finish(seaMove()));
    registry.add(finish(transportSpace()));
    registry.add(finish(retreat()));
    registry.add(finish(moveOrder()));
}

} // namespace Reeve
