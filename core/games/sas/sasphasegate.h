#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>

#include "steps/stepspec.h"

namespace Reeve {

class ActionWriter;
class Campaign;

namespace Sas {

/**
 * The season's order (Swords & Sails, turn sequence, phases 1 to 9) held against the clock: each step
 * of the season is taken in the phase its rule puts it in, and refused, with nothing written, when the
 * clock stands in another. The refusal names the step's phase, the phase the clock is on and the season.
 *
 * | step | phases |
 * |---|---|
 * | income | 1 |
 * | counter, spy, close-espionage | 2 |
 * | alliance | 3 |
 * | orders | 4 |
 * | move | 5; a retreat in 5 (fleet combat before landing) and 6, and in 3 after an alliance broke |
 * | cargo | 5 (loading and unloading), and at setup |
 * | losses, capture | 5 (fleet combat) and 6 |
 * | siege | 6, and in 3 after an alliance broke this season (additional notes) |
 * | control | 6, in 3 after an alliance broke, and at setup |
 * | build, raise | 7 |
 * | city | 8 |
 * | round | its round's phase (3, 4, 7 or 8) to start or extend; a pause, resume or end any time |
 * | place | setup only: the first season's first phase |
 *
 * Setup is the clock on the first season's first phase (play opens there). The map's record (territory,
 * cities, sea, borders, strait), the game length and the points count are the referee's record of the
 * board and go at any time; the advance has its own check (phase 9). A clock naming no phase of the game
 * (an older file) is not held to the order.
 */
class SasPhaseGate
{
public:
    /// The phase the clock stands on, 1 to 9; 0 when the clock names none of the game's phases.
    static int current(Campaign &campaign);
    /// Whether the clock stands on the first season's first phase, where the board is set up.
    static bool setup(Campaign &campaign);
    /// Whether an alliance broke in the current season (additional notes: armies left in enemy land may
    /// siege or retreat at once).
    static bool allianceBrokeThisSeason(Campaign &campaign);
    /// Records, in \a writer's action, that an alliance broke in season \a turn.
    static void markBreak(ActionWriter &writer, int turn);

    /// The phases (1 to 9) the clock may stand on for step \a id with \a fields; empty for a step of setup
    /// alone or one bound to no phase (see setupStep()).
    static QList<int> phases(Campaign &campaign, const QString &id, const QJsonObject &fields);
    /// Whether setup (the first season's first phase) takes step \a id too.
    static bool setupStep(const QString &id);
    /// The refusal of step \a id (\a title, as shown) with \a fields when the clock is not in one of its
    /// phases; empty when it is, or when the step is not bound to a phase.
    static QList<StepRefusal> check(Campaign &campaign, const QString &id, const QString &title,
                                    const QJsonObject &fields);
    /// Puts the phase check in front of every bound step's own check.
    static void bind(QList<StepSpec> &specs);
};

} // namespace Sas
} // namespace Reeve
