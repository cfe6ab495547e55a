#include "politicsprocedures.h"

#include <algorithm>
#include <numeric>

#include <QJsonObject>
#include <gmpxx.h>

#include "procedures/procedurecontext.h"
#include "procedures/procedureregistry.h"
#include "rules1066.h"
#include "tables/ruletable.h"
#include "util/failure.h"
#include "victoryprocedure.h"

namespace Reeve::Politics1066 {

using namespace Qt::StringLiterals;
using namespace Rules1066;

namespace {

int sum(const QList<int> &faces)
{
    return std::accumulate(faces.begin(), faces.end(), 0);
}

/// Ways to roll each total with \a dice d6 (index = total).
QList<mpz_class> sumCounts(int dice)
{
    QList<mpz_class> counts{mpz_class(1)};
    for (int d = 0; d < dice; ++d) {
        QList<mpz_class> next(counts.size() + 6, mpz_class(0));
        for (int total = 0; total < counts.size(); ++total)
            for (int face = 1; face <= 6; ++face)
                next[total + face] += counts.at(total);
        counts = next;
    }
    return counts;
}

/// Exact chance that the attacker's dice beat the defender's (§11.2), without enumerating every roll.
QList<std::pair<QJsonObject, mpq_class>> vassalageOdds(const QJsonObject &inputs)
{
    const int a = inputs.value(u"attacker_points"_s).toInt();
    const int d = inputs.value(u"defender_points"_s).toInt() + 1;
    const QList<mpz_class> attack = sumCounts(a), defend = sumCounts(d);
    mpz_class wins = 0, below = 0;
    for (int total = 0; total < attack.size(); ++total) {
        if (total - 1 >= 0 && total - 1 < defend.size())
            below += defend.at(total - 1);
        wins += attack.at(total) * below;
    }
    mpz_class all = 1;
    for (int i = 0; i < a + d; ++i)
        all *= 6;
    mpq_class success(wins, all);
    success.canonicalize();
    return {{QJsonObject{{u"success"_s, true}}, success}, {QJsonObject{{u"success"_s, false}}, mpq_class(1) - success}};
}

Procedure vassalageProcedure()
{
    Procedure p = base("vassalage", tr("Vassalage attempt"), {ref("11.2"), ref("11.3"), ref("11.4")},
                       tr("The phasing player rolls one die per vassalage point committed; the defender rolls one free "
                          "die plus one per point he committed. The attempt succeeds only if the attacker's total is "
                          "higher; a successful defender draws a campaign marker."));
    p.parameters = {
        ParameterSpec::integer(u"attacker_points"_s, tr("Attacker's vassalage points"), 1, 30, QJsonValue::Null,
                               tr("Total strength of the vassalage markers committed (at least one marker).")),
        ParameterSpec::integer(u"defender_points"_s, tr("Defender's vassalage points"), 0, 30, QJsonValue::Null,
                               tr("Total strength committed in defence (0 if none).")),
    };
    p.diceText = tr("one d6 per attacker point, then one d6 plus one per defender point");
    p.oddsFields = {u"success"_s};
    p.body = [](ProcedureContext &c) {
        const int a = int(c.integer(u"attacker_points"_s));
        const int d = int(c.integer(u"defender_points"_s));
        const QList<int> attack = c.rollMany(a, 6, tr("attacker die"));
        const QList<int> defend = c.rollMany(d + 1, 6, tr("defender die"));
        const int at = sum(attack), dt = sum(defend);
        c.step(tr("Attacker: %1 point(s), dice %2 = %3.").arg(a).arg(joinFaces(attack)).arg(at), ref("11.2"));
        c.step(tr("Defender: one free die plus %1 for his point(s), dice %2 = %3.").arg(d).arg(joinFaces(defend))
                   .arg(dt), ref("11.3"));
        const bool success = at > dt;
        c.step(success ? tr("%1 beats %2: the attacker takes control of every unit in the square (place a control "
                            "marker).").arg(at).arg(dt)
                       : tr("%1 does not beat %2 (ties go to the defender): the attempt fails and the defender draws "
                            "one campaign marker.").arg(at).arg(dt),
               ref(success ? "11.8" : "11.2"));
        c.step(tr("All committed vassalage markers go back to the pool."), ref("11.4"));
        c.set(u"attacker_total"_s, at);
        c.set(u"defender_total"_s, dt);
        c.set(u"success"_s, success);
        c.set(u"defender_draws"_s, success ? 0 : 1);
    };
    p.exactOdds = vassalageOdds;
    return p;
}

Procedure vassalageTargetProcedure()
{
    Procedure p = base("vassalage-target", tr("May this force be targeted for vassalage?"), {ref("11.7"),
        ref("21.6"), ref("4.6"), ref("4.4"), ref("11.2")},
        tr("Checks a vassalage target before any markers are spent: a square with a king, a force in an off-map box, "
           "or another power of the same player cannot be targeted; targeting a neutral makes it belligerent."));
    p.parameters = {
        ParameterSpec::boolean(u"king_present"_s, tr("A king in the square"), false,
                               tr("The defender must reveal it; the attempt is cancelled and markers are kept.")),
        ParameterSpec::boolean(u"off_map"_s, tr("Force in an off-map box"), false),
        ParameterSpec::boolean(u"same_player"_s, tr("Another power of the same player"), false),
        ParameterSpec::boolean(u"neutral"_s, tr("Force of a neutral power"), false),
        ParameterSpec::boolean(u"own_phase"_s, tr("In the attacker's own vassalage phase"), true),
    };
    p.body = [](ProcedureContext &c) {
        QString reason, rule;
        if (!c.boolean(u"own_phase"_s)) {
            reason = tr("Vassalage is attempted only in one's own vassalage phase.");
            rule = ref("11.2");
        } else if (c.boolean(u"king_present"_s)) {
            reason = tr("A king is in the square: the attempt is cancelled and the markers stay in hand.");
            rule = ref("11.7");
        } else if (c.boolean(u"off_map"_s)) {
            reason = tr("Units in an off-map box cannot be targeted.");
            rule = ref("21.6");
        } else if (c.boolean(u"same_player"_s)) {
            reason = tr("Powers run by the same player never target each other.");
            rule = ref("4.6");
        }
        const bool allowed = reason.isEmpty();
        c.step(allowed ? tr("The force may be targeted.") : reason, allowed ? ref("11.2") : rule);
        const bool violation = allowed && c.boolean(u"neutral"_s);
        if (violation)
            c.step(tr("Declaring vassalage on a neutral force makes that power belligerent (see 1066.neutral-control)."),
                   ref("4.4"));
        c.set(u"allowed"_s, allowed);
        c.set(u"markers_kept"_s, !allowed);
        c.set(u"neutral_becomes_belligerent"_s, violation);
    };
    return p;
}

Procedure neutralControlProcedure()
{
    Procedure p = base("neutral-control", tr("Who takes over a violated neutral"), {ref("4.5"), ref("4.7")},
                       tr("A neutral power attacked or targeted for vassalage becomes belligerent under a player "
                          "other than the violator: the other player in a 2-player game, one of the two others by a "
                          "die roll in a 3-player game. There are no neutrals with 4 players."));
    p.parameters = {ParameterSpec::integer(u"players"_s, tr("Players"), 2, 4, QJsonValue::Null)};
    p.diceText = tr("one d6 in a 3-player game");
    p.oddsFields = {u"controller"_s};
    p.body = [](ProcedureContext &c) {
        const int players = int(c.integer(u"players"_s));
        if (players == 4)
            throw Failure::badInput(tr("With four players every power is belligerent: there is no neutral (1066 §4.5)."));
        if (players == 2) {
            c.step(tr("Two players: the player who did not violate the neutral takes it."), ref("4.5"));
            c.set(u"controller"_s, u"other-player"_s);
            return;
        }
        const int die = c.roll(6, tr("control"));
        const bool first = die <= 3;
        c.step(tr("Three players: rolled %1; Reeve reads 1–3 as the next player clockwise from the violator and 4–6 "
                  "as the one after.").arg(die), ref("4.5"));
        c.step(tr("The power stays belligerent for the rest of the game."), ref("4.7"));
        c.set(u"controller"_s, first ? u"next-clockwise"_s : u"second-clockwise"_s);
    };
    return p;
}

Procedure commandControlProcedure()
{
    Procedure p = base("command-control", tr("Command control check (optional rule)"), {ref("24.1"), ref("24.2"),
        ref("24.4")}, tr("Before a force moves, roll a die and add the leader value of one leader in it (the king if "
                         "present): 1–2 no move, 3–5 move, 6 or more move with one extra movement point."));
    p.parameters = {ParameterSpec::integer(u"leader_value"_s, tr("Leader value"), 0, 6, QJsonValue::Null,
                                           tr("One leader's value (0 when the force has no leader)."))};
    p.diceText = tr("one d6");
    p.oddsFields = {u"result"_s};
    p.body = [](ProcedureContext &c) {
        const int leader = int(c.integer(u"leader_value"_s));
        const int die = c.roll(6, tr("command control"));
        const RuleTable &t = c.table(u"1066.command-control"_s);
        const int total = die + leader;
        const QString result = cellText(lookup(t, total));
        c.step(tr("Rolled %1 + leader value %2 = %3 on the Command Control Table: %4.").arg(die).arg(leader)
                   .arg(total).arg(result), ref("24.1"));
        if (result == u"no-move"_s)
            c.step(tr("The force stays this phase; a Forced March marker buys another check."), ref("24.4"));
        else if (result == u"enhanced-move"_s)
            c.step(tr("The force moves with its printed movement factor raised by one."), ref("24.1"));
        c.set(u"result"_s, result);
        c.set(u"total"_s, total);
    };
    return p;
}

Procedure overrunProcedure()
{
    Procedure p = base("overrun", tr("Overrun (optional rule)"), {ref("25.1"), ref("25.2"), ref("25.4"), ref("25.5")},
                       tr("A moving force with at least ten times the attack plus leader points of the defenders' "
                          "defence plus leader points destroys them at once, for one extra movement point; a force "
                          "holding a castle cannot be overrun."));
    p.parameters = {
        ParameterSpec::integer(u"attack"_s, tr("Moving force's attack factors"), 0, 1000, QJsonValue::Null),
        ParameterSpec::integer(u"attacker_leaders"_s, tr("Moving force's leader values"), 0, 100, 0),
        ParameterSpec::integer(u"defense"_s, tr("Defenders' defence factors"), 0, 1000, QJsonValue::Null),
        ParameterSpec::integer(u"defender_leaders"_s, tr("Defenders' leader values"), 0, 100, 0),
        ParameterSpec::boolean(u"castle"_s, tr("Defenders hold a castle"), false),
    };
    p.body = [](ProcedureContext &c) {
        const int a = int(c.integer(u"attack"_s) + c.integer(u"attacker_leaders"_s));
        const int d = int(c.integer(u"defense"_s) + c.integer(u"defender_leaders"_s));
        if (d == 0)
            throw Failure::badInput(tr("The defence is empty (no defence or leader points): there is nobody to overrun, "
                                       "and a force entering a square without enemy units simply moves (1066 §25.1)."));
        bool overrun = false;
        if (c.boolean(u"castle"_s))
            c.step(tr("The defenders control a castle: they can never be overrun."), ref("25.4"));
        else {
            overrun = a >= 10 * d;
            c.step(tr("Attacker %1 against 10 × defender %2 = %3: %4.").arg(a).arg(d).arg(10 * d)
                       .arg(overrun ? tr("overrun, the defenders are eliminated") : tr("no overrun")), ref("25.1"));
        }
        if (overrun)
            c.step(tr("It costs one extra movement point and is not a battle: no campaign markers are won."),
                   ref("25.5"));
        c.set(u"overrun"_s, overrun);
        c.set(u"extra_movement"_s, overrun ? 1 : 0);
    };
    return p;
}

Procedure siegeProcedure()
{
    Procedure p = base("siege", tr("Sieges (optional rule)"), {ref("26.1"), ref("26.2"), ref("15.3")},
                       tr("With the siege rule, a force occupying a friendly castle may ignore retreats, and enemy "
                          "forces may share its square without fighting; a town shared that way is controlled by "
                          "neither."));
    p.parameters = {
        ParameterSpec::boolean(u"castle_held"_s, tr("One force occupies a castle in the square"), false),
        ParameterSpec::boolean(u"town"_s, tr("The square is a town or large town"), false),
    };
    p.body = [](ProcedureContext &c) {
        const bool castle = c.boolean(u"castle_held"_s);
        const bool town = c.boolean(u"town"_s);
        if (!castle)
            c.step(tr("No castle is held: the phasing player must attack as usual."), ref("15.3"));
        else
            c.step(tr("A castle is held: neither side has to attack, and the castle's force may ignore any retreat."),
                   ref("26.1"));
        if (castle && town)
            c.step(tr("While both sides stay, neither controls the town."), ref("26.2"));
        c.set(u"must_attack"_s, !castle);
        c.set(u"retreat_optional"_s, castle);
        c.set(u"settlement_controlled"_s, !(castle && town));
    };
    return p;
}

} // namespace

void registerAll(ProcedureRegistry &registry)
{
    registry.add(vassalageProcedure());
    registry.add(vassalageTargetProcedure());
    registry.add(neutralControlProcedure());
    registry.add(commandControlProcedure());
    registry.add(overrunProcedure());
    registry.add(siegeProcedure());
    registry.add(victoryProcedure());
}

} // namespace Reeve::Politics1066
