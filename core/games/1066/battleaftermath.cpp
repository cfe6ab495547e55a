#include "battleaftermath.h"

#include <algorithm>

#include <QJsonArray>

#include "procedures/procedurecontext.h"
#include "procedures/procedureregistry.h"
#include "rules1066.h"
#include "tables/ruletable.h"
#include "util/failure.h"

namespace Reeve::Battle1066 {

using namespace Qt::StringLiterals;
using namespace Rules1066;

namespace {

Procedure retreatLossesProcedure()
{
    Procedure p = base("retreat-losses", tr("Retreat losses"), {ref("15.19"), ref("15.18")},
                       tr("A beaten force retreats together one square. Entering a square with enemy or neutral units "
                          "costs one retreating unit per unit there and forces a further square; if the only way out "
                          "is prohibited terrain, the whole force is lost. Losses count as battle losses."));
    p.parameters = {
        ParameterSpec::integer(u"units"_s, tr("Retreating units"), 1, 200, QJsonValue::Null,
                               tr("Surviving units of the retreating force.")),
        ParameterSpec::integerList(u"enemy_units"_s, tr("Enemy or neutral units per square"), 0, 200, QJsonArray{0},
                                   tr("Enemy or neutral units in each square entered, in order; the retreat ends at "
                                      "the first 0.")),
        ParameterSpec::boolean(u"prohibited"_s, tr("Only prohibited terrain"), false,
                               tr("The only square open to the retreat is prohibited terrain.")),
    };
    p.body = [](ProcedureContext &c) {
        int survivors = int(c.integer(u"units"_s));
        const int start = survivors;
        if (c.boolean(u"prohibited"_s)) {
            c.step(tr("The only square open is prohibited terrain: all %1 retreating units are eliminated.")
                       .arg(survivors), ref("15.19"));
            c.set(u"eliminated"_s, survivors);
            c.set(u"survivors"_s, 0);
            c.set(u"squares"_s, 0);
            return;
        }
        const QList<int> squares = c.integers(u"enemy_units"_s);
        int entered = 0;
        for (int i = 0; i < squares.size(); ++i) {
            const int there = squares.at(i);
            ++entered;
            if (there == 0) {
                if (i != squares.size() - 1)
                    throw Failure::badInput(tr("The retreat ends in the first square without enemy or neutral "
                                               "units (square %1): drop the later entries.").arg(i + 1));
                c.step(tr("Square %1 holds no enemy or neutral units: the retreat ends there.").arg(entered),
                       ref("15.19"));
                break;
            }
            const int lost = std::min(survivors, there);
            survivors -= lost;
            c.step(tr("Square %1 holds %2 enemy or neutral unit(s): %3 retreating unit(s) are eliminated, %4 remain "
                      "and must go one square further.").arg(entered).arg(there).arg(lost).arg(survivors),
                   ref("15.19"));
            if (survivors == 0)
                break;
            if (i == squares.size() - 1)
                throw Failure::badInput(tr("The force still has to retreat past square %1: add the enemy or neutral "
                                           "units of the next square (0 if none).").arg(entered));
        }
        c.step(tr("Units lost in the retreat count as battle losses."), ref("15.18"));
        c.set(u"eliminated"_s, start - survivors);
        c.set(u"survivors"_s, survivors);
        c.set(u"squares"_s, entered);
    };
    return p;
}

Procedure highSeasProcedure()
{
    Procedure p = base("high-seas", tr("High-seas contact"), {ref("17.15")},
                       tr("Before a naval battle in an all-sea square the attacker rolls to see whether the fleets "
                          "find each other; in coastal, port and river squares they always do."));
    p.parameters = {ParameterSpec::choice(u"square"_s, tr("Square"), {u"all-sea"_s, u"coastal"_s, u"port"_s,
                                                                      u"river"_s}, QJsonValue::Null,
                                          tr("Where the naval battle would be fought."))};
    p.diceText = tr("one d6, only in an all-sea square");
    p.oddsFields = {u"combat"_s};
    p.body = [](ProcedureContext &c) {
        if (c.text(u"square"_s) != u"all-sea"_s) {
            c.step(tr("In a %1 square the fleets always meet: no roll, the battle is fought.").arg(c.text(u"square"_s)),
                   ref("17.15"));
            c.set(u"combat"_s, true);
            return;
        }
        const int die = c.roll(6, tr("contact"));
        const bool combat = cellText(lookup(c.table(u"1066.high-seas"_s), die)) == u"combat"_s;
        c.step(combat ? tr("Rolled %1: the fleets meet and fight normally.").arg(die)
                      : tr("Rolled %1: the fleets miss each other; the phasing player moves his fleet to an adjacent "
                           "coastal, port, river or all-sea square free of enemy units.").arg(die),
               ref("17.15"));
        c.set(u"combat"_s, combat);
    };
    return p;
}

Procedure battleMarkerProcedure()
{
    Procedure p = base("battle-marker", tr("May a battle marker be played?"), {ref("15.21"), ref("18.3"),
        ref("18.5")}, tr("Checks the limits on battle markers: no more over the battle than the commander's leader "
                         "value, at most one per combat round for each side (its own round or the enemy's: the reading "
                         "the battle board uses, since Feigned Flight and Maneuver answer an enemy marker in the same "
                         "round), none once the commander has fallen and none in the pursuit round."));
    p.parameters = {
        ParameterSpec::integer(u"leader_value"_s, tr("Commander's leader value"), 0, 6, QJsonValue::Null),
        ParameterSpec::integer(u"played"_s, tr("Markers already played this battle"), 0, 50, 0),
        ParameterSpec::boolean(u"played_this_round"_s, tr("This side already played a marker this round"), false,
                               tr("By the side that wants to play; the enemy's marker does not count (reading of "
                                  "1066 §15.21 \"friendly or enemy\" as either side's combat round).")),
        ParameterSpec::boolean(u"commander_eliminated"_s, tr("Commander eliminated"), false),
        ParameterSpec::boolean(u"pursuit"_s, tr("Pursuit round"), false),
    };
    p.body = [](ProcedureContext &c) {
        const int limit = int(c.integer(u"leader_value"_s));
        const int played = int(c.integer(u"played"_s));
        QString reason;
        if (c.boolean(u"pursuit"_s))
            reason = tr("No battle marker may be played in the pursuit round (1066 §15.21).");
        else if (c.boolean(u"commander_eliminated"_s))
            reason = tr("The commander has been eliminated: no further battle markers (1066 §18.5).");
        else if (c.boolean(u"played_this_round"_s))
            reason = tr("This side has already played a battle marker this combat round (1066 §15.21, read as one "
                        "per side in each combat round).");
        else if (played >= limit)
            reason = tr("%1 marker(s) played already, the commander's leader value %2 allows no more (1066 §15.21).")
                         .arg(played).arg(limit);
        const bool allowed = reason.isEmpty();
        c.step(allowed ? tr("Allowed: %1 of %2 used so far.").arg(played).arg(limit) : reason, ref("15.21"));
        c.set(u"allowed"_s, allowed);
        c.set(u"remaining"_s, c.boolean(u"commander_eliminated"_s) ? 0 : std::max(0, limit - played));
    };
    return p;
}

} // namespace

void registerAftermath(ProcedureRegistry &registry)
{
    registry.add(retreatLossesProcedure());
    registry.add(highSeasProcedure());
    registry.add(battleMarkerProcedure());
}

} // namespace Reeve::Battle1066
