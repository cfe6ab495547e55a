#include "markeractions.h"

#include <algorithm>

#include <QJsonArray>
#include <QJsonObject>

#include "procedures/procedurecontext.h"
#include "procedures/procedureregistry.h"
#include "rules1066.h"
#include "tables/ruletable.h"
#include "util/failure.h"

namespace Reeve::Events1066 {

using namespace Qt::StringLiterals;
using namespace Rules1066;

namespace {

int rebellionTarget(ProcedureContext &c, const QList<int> &feudal)
{
    const int best = *std::max_element(feudal.begin(), feudal.end());
    QList<int> tied;
    for (int i = 0; i < feudal.size(); ++i)
        if (feudal.at(i) == best)
            tied << i;
    c.step(tied.size() > 1 ? tr("Feudal totals %1: %2 players tie at %3; they roll, the highest roll is struck "
                                "(Reeve's reading of the tie roll).").arg(joinFaces(feudal)).arg(tied.size()).arg(best)
                           : tr("Feudal totals %1: player %2 holds the most (%3).").arg(joinFaces(feudal))
                                 .arg(tied.first() + 1).arg(best),
           ref("8.13"));
    return rollOff(c, tied, ref("8.13"));
}

Procedure rebellionProcedure()
{
    Procedure p = base("rebellion", tr("Rebellion (event)"), {ref("8.13")},
                       tr("Strikes the player with the most feudal points from occupied towns and controlled boxes (a "
                          "tie is rolled off): he rolls a die and returns that many markers from his hand at random, "
                          "unless he cancels it by spending a Vassalage marker."));
    p.parameters = {
        ParameterSpec::integerList(u"feudal"_s, tr("Feudal totals per player"), 0, 500, QJsonValue::Null,
                                   tr("Towns occupied plus off-map boxes controlled, per player in seating order.")),
        ParameterSpec::integerList(u"hands"_s, tr("Markers in hand per player"), 0, 100, QJsonArray{},
                                   tr("Optional; caps the loss at the hand.")),
        ParameterSpec::boolean(u"negated"_s, tr("Cancelled with a Vassalage marker"), false),
    };
    p.diceText = tr("on a tie, one d6 per tied player (repeated while tied); then one d6 for the markers lost");
    p.oddsFields = {u"affected"_s};
    p.body = [](ProcedureContext &c) {
        const QList<int> feudal = c.integers(u"feudal"_s);
        const QList<int> hands = c.integers(u"hands"_s);
        if (!hands.isEmpty() && hands.size() != feudal.size())
            throw Failure::badInput(tr("hands needs one value per player, like feudal."));
        const int affected = rebellionTarget(c, feudal);
        c.set(u"affected"_s, affected + 1);
        if (c.boolean(u"negated"_s)) {
            c.step(tr("Player %1 spends a Vassalage marker: the rebellion is put down.").arg(affected + 1), ref("8.13"));
            c.set(u"markers_lost"_s, 0);
            return;
        }
        const int die = c.roll(6, tr("rebellion"));
        const int lost = hands.isEmpty() ? die : std::min(die, hands.at(affected));
        c.step(tr("Player %1 rolls %2 and returns %3 marker(s) at random.").arg(affected + 1).arg(die).arg(lost),
               ref("8.13"));
        c.set(u"markers_lost"_s, lost);
    };
    return p;
}

Procedure assassinProcedure()
{
    Procedure p = base("assassin", tr("Assassin"), {ref("8.13"), ref("18.7")},
                       tr("Against one revealed enemy leader: a 6 kills him, anything else lets him live and gives his "
                          "player a free marker. An enemy Spy can cancel it first."));
    p.parameters = {ParameterSpec::boolean(u"spy_negates"_s, tr("Cancelled by a Spy"), false),
                    ParameterSpec::boolean(u"king"_s, tr("Target is a king"), false),
                    ParameterSpec::choice(u"king_reading"_s, tr("A king assassinated"), {u"combat"_s, u"any"_s},
                                          u"combat"_s,
                                          tr("combat: §18.7 returns the hand only for a king eliminated in combat, "
                                             "so an assassinated king's player keeps it (the literal reading); any: "
                                             "the hand goes back however the king falls."))};
    p.diceText = tr("one d6 unless cancelled");
    p.oddsFields = {u"eliminated"_s};
    p.body = [](ProcedureContext &c) {
        if (c.boolean(u"spy_negates"_s)) {
            c.step(tr("A Spy cancels the Assassin before it takes effect."), ref("8.13"));
            c.set(u"eliminated"_s, false);
            c.set(u"target_draws"_s, 0);
            return;
        }
        const int die = c.roll(6, tr("assassin"));
        const bool killed = cellText(lookup(c.table(u"1066.assassin"_s), die)) == u"eliminated"_s;
        c.step(killed ? tr("Rolled %1: the leader is eliminated.").arg(die)
                      : tr("Rolled %1: the leader survives and his player draws one free marker.").arg(die),
               ref("8.13"));
        const bool anyReading = c.text(u"king_reading"_s) == u"any"_s;
        const bool returned = killed && c.boolean(u"king"_s) && anyReading;
        if (killed && c.boolean(u"king"_s))
            c.step(anyReading ? tr("A king has fallen: his player returns every marker in hand to the pool (reading: "
                                   "any king eliminated, chosen by the referee).")
                              : tr("A king has fallen, but not in combat: his player keeps his hand (reading: §18.7 "
                                   "returns it only for a king eliminated in combat)."),
                   ref("18.7"));
        c.set(u"eliminated"_s, killed);
        c.set(u"target_draws"_s, killed ? 0 : 1);
        c.set(u"hand_returned"_s, returned);
        c.set(u"king_reading"_s, c.text(u"king_reading"_s));
    };
    return p;
}

Procedure rallyKingProcedure()
{
    Procedure p = base("rally-king", tr("Rally an eliminated king"), {ref("8.13"), ref("18.8"), ref("18.10")},
                       tr("A Rally marker may bring back an eliminated king: he returns only if a die beats his leader "
                          "value; otherwise the marker is spent and nothing else is rallied. Tostig never returns."));
    p.parameters = {ParameterSpec::integer(u"king_value"_s, tr("King's leader value"), 0, 6, QJsonValue::Null),
                    ParameterSpec::boolean(u"tostig"_s, tr("The leader is Tostig"), false)};
    p.diceText = tr("one d6");
    p.oddsFields = {u"restored"_s};
    p.body = [](ProcedureContext &c) {
        if (c.boolean(u"tostig"_s))
            throw Failure::badInput(tr("Tostig, once eliminated, is out of the game for good (1066 §18.10)."));
        const int value = int(c.integer(u"king_value"_s));
        const int die = c.roll(6, tr("rally"));
        const bool restored = die > value;
        c.step(restored ? tr("Rolled %1, above leader value %2: the king returns.").arg(die).arg(value)
                        : tr("Rolled %1, not above leader value %2: the king stays out and the Rally marker is spent; "
                             "no other unit may be rallied with it.").arg(die).arg(value),
               ref("8.13"));
        if (restored)
            c.step(tr("The markers returned when he fell are not given back."), ref("18.8"));
        c.set(u"restored"_s, restored);
    };
    return p;
}

Procedure hreProcedure()
{
    Procedure p = base("hre-intervenes", tr("Holy Roman Empire Intervenes"), {ref("8.13"), ref("8.7")},
                       tr("Played in one's campaign marker phase: roll a die and draw that many more markers; events "
                          "among them do nothing and go back to the pool."));
    p.parameters = {ParameterSpec::integer(u"hand"_s, tr("Markers in hand"), 0, 100, 0),
                    ParameterSpec::integer(u"players"_s, tr("Players"), 2, 4, 4)};
    p.diceText = tr("one d6");
    p.oddsFields = {u"draws"_s};
    p.body = [](ProcedureContext &c) {
        const int die = c.roll(6, tr("intervention"));
        c.step(tr("Rolled %1: draw %1 marker(s); any event drawn counts as no event and returns to the pool.").arg(die),
               ref("8.13"));
        const int limit = lookupInt(c.table(u"1066.holding-limits"_s), int(c.integer(u"players"_s)), u"limit"_s);
        const int surplus = std::max(0, int(c.integer(u"hand"_s)) + die - limit);
        if (surplus > 0)
            c.step(tr("The hand limit is %1: return %2 marker(s) to the pool before drawing.").arg(limit).arg(surplus),
                   ref("8.7"));
        c.set(u"draws"_s, die);
        c.set(u"return_first"_s, surplus);
    };
    return p;
}

Procedure cometProcedure()
{
    Procedure p = base("comet", tr("Comet (event)"), {ref("8.13"), ref("27.3"), ref("8.9")},
                       tr("Once per game: every hand goes back to the pool and each power redraws its starting number "
                          "of markers, the current first player last; events drawn now do nothing and go back after "
                          "everyone has drawn. The Comet itself leaves the game."));
    p.parameters = {
        ParameterSpec::boolean(u"anglo_saxons"_s, tr("Anglo-Saxons belligerent"), true),
        ParameterSpec::boolean(u"normans"_s, tr("Normans belligerent"), true),
        ParameterSpec::boolean(u"vikings"_s, tr("Vikings belligerent"), true),
        ParameterSpec::boolean(u"britons"_s, tr("Britons belligerent"), true),
        ParameterSpec::boolean(u"already_happened"_s, tr("Comet already happened"), false),
    };
    p.body = [](ProcedureContext &c) {
        if (c.boolean(u"already_happened"_s))
            throw Failure::badInput(tr("The Comet happens once per game; it should have been set aside (1066 §8.9)."));
        const RuleTable &t = c.table(u"1066.starting-markers"_s);
        QJsonObject draws;
        QStringList shown;
        for (const QString &power : powers()) {
            QString param = power;
            param.replace(u'-', u'_');
            if (!c.boolean(param))
                continue;
            const int n = lookupInt(t, 1, power);
            draws.insert(power, n);
            shown << tr("%1 %2").arg(powerName(power)).arg(n);
        }
        c.step(tr("All hands return to the pool; new hands: %1, drawn with the current first player last.")
                   .arg(shown.join(u", "_s)), ref("8.13"));
        c.step(tr("Events drawn in this redraw are ignored and returned once all have drawn; the Comet is set aside "
                  "for good."), ref("8.9"));
        c.set(u"draws"_s, draws);
    };
    return p;
}

} // namespace

void registerMarkerActions(ProcedureRegistry &registry)
{
    registry.add(rebellionProcedure());
    registry.add(assassinProcedure());
    registry.add(rallyKingProcedure());
    registry.add(hreProcedure());
    registry.add(cometProcedure());
}

} // namespace Reeve::Events1066
