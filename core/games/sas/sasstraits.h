#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include "campaign/location.h"
#include "campaign/side.h"
#include "campaign/unit.h"
#include "steps/stepspec.h"

namespace Reeve {

class ActionWriter;
class Campaign;

namespace Sas {

/**
 * Straits (Swords & Sails, phase 5, straits). Sea areas are not held, but a strait may be: the referee
 * marks a registered sea zone as a strait between two land territories (its "shores") and records who
 * controls it ("control", a side name; none when left out), as the map and the battles leave it.
 *
 * - An army crosses from one shore to the other without a fleet only when its own faction controls the
 *   strait, and no more army units cross in a season than that faction's fleets standing in the strait
 *   can carry: their capacity counts what they already carry and every army of the faction that crossed
 *   there this season (phase 4: the carry limit holds across all units carried). A foreign fleet in the
 *   strait bars the crossing until it is fought.
 * - A fleet entering a strait that another faction (not an ally) controls cannot pass it without combat:
 *   the move stands, and its public line says a battle is due there (phase 6).
 */
class SasStraits
{
public:
    /// Whether \a place is a sea zone recorded as a strait.
    static bool isStrait(const Location &place);
    static QStringList shores(const Location &strait);
    static QString controller(const Location &strait);
    /// The strait whose shores are \a a and \a b; an empty Location when none joins them.
    static Location between(Campaign &campaign, const Location &a, const Location &b);
    /// The refusals of a strait entry: not a sea zone, shores that are not two registered territories.
    static QList<StepRefusal> check(Campaign &campaign, const QString &name, const QStringList &shores);
    /// Marks sea zone \a name as a strait between \a shores, controlled by \a control (empty: none). One action.
    static qint64 set(Campaign &campaign, const QString &name, const QStringList &shores,
                      const QString &control);

    /// Whether \a side controls \a strait now, by \a reading: "recorded" (the referee's record, the
    /// default) or "fleets" (derived: its fleets stand in the strait and no fleet of a faction that is not
    /// its ally does; the rule says straits "may be defended" and crossings go "to the load limit of the
    /// fleets", so control is read from the fleets holding it).
    static bool controls(Campaign &campaign, const Side &side, const Location &strait,
                         const QString &reading = QStringLiteral("recorded"));
    /// The faction controlling \a strait by the fleets reading: the one faction, or team's first faction,
    /// whose fleets alone stand in it; empty when none or rival ones do.
    static QString controllerByFleets(Campaign &campaign, const Location &strait);
    /// The refusals of \a army of \a side crossing \a strait without a fleet this \a turn (phase 5):
    /// control (by \a reading, see controls()), foreign fleets in it, the load limit of the faction's
    /// fleets there (\a raider reading).
    static QList<StepRefusal> crossingRefusal(Campaign &campaign, const Side &side, const Unit &army,
                                              const Location &strait, const QString &raider, int turn,
                                              const QString &reading = QStringLiteral("recorded"));
    /// The private line of a crossing: units crossing, units already carried there this season, capacity.
    static QString crossingText(Campaign &campaign, const Side &side, const Unit &army,
                                const Location &strait, const QString &raider, int turn);
    /// The faction (not \a side nor its ally) controlling \a strait, by \a reading (see controls(): by the
    /// fleets, the faction of a hostile fleet standing in it); empty when none does.
    static QString hostileController(Campaign &campaign, const Side &side, const Location &strait,
                                     const QString &reading = QStringLiteral("recorded"));

private:
    struct Load
    {
        int capacity = 0;
        int used = 0; ///< carried by those fleets, or crossed there this season
        QStringList fleets;
    };
    /// The capacity of \a side's fleets in \a strait and what else they carry or took across this season
    /// (\a crossing, the army about to cross, left out).
    static Load load(Campaign &campaign, const Side &side, const Unit &crossing, const Location &strait,
                     const QString &raider, int turn);
};

} // namespace Sas
} // namespace Reeve
