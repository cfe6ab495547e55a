#pragma once

#include <optional>

#include <QList>
#include <QString>
#include <QStringList>

#include "campaign/location.h"
#include "steps/stepspec.h"

namespace Reeve {

class Campaign;

namespace Sas {

/**
 * Which territories and sea zones border each other, as the referee enters them from the map
 * (Swords & Sails, phase 5: a force moves to a neighbouring territory or sea zone; Reeve's copy of
 * the rules has no map, so nothing is assumed). Kept on each location as the attribute "borders"
 * and always written both ways. Where a place has borders recorded, a move from or to it must
 * follow them; where neither end has any, Reeve says the referee checks the move. A strait is not
 * a border here: the referee rules its crossing (phase 5, straits).
 */
class SasBorders
{
public:
    /// The places \a place borders as recorded; empty when none are recorded.
    static QStringList of(const Location &place);
    /// Whether \a a and \a b border: true or false from what either records, nullopt when neither
    /// records any borders (the referee's check).
    static std::optional<bool> border(const Location &a, const Location &b);
    /// The refusal of a move of \a what from \a from to \a to that the recorded borders forbid.
    static QList<StepRefusal> moveRefusal(const Location &from, const Location &to, const QString &what);
    /// The note a move makes when no borders are recorded at either end; empty when they were checked.
    static QString unchecked(const Location &from, const Location &to);
    /// Records that \a place borders \a neighbours and nothing else, on both sides; one action.
    static qint64 set(Campaign &campaign, const QString &place, const QStringList &neighbours);
    /// The refusals of a borders entry: an unregistered neighbour, the place itself.
    static QList<StepRefusal> check(Campaign &campaign, const QString &place, const QStringList &neighbours);
    /// The borders \a place has after adding \a added to and taking \a removed from what it records.
    static QStringList edited(Campaign &campaign, const QString &place, const QStringList &added,
                              const QStringList &removed);
    /// The refusals of an edit by \a added and \a removed: given with a whole list (\a neighbours), a
    /// place both added and removed, a border removed that is not recorded, or an edit that changes nothing.
    static QList<StepRefusal> checkEdit(Campaign &campaign, const QString &place,
                                        const QStringList &neighbours, const QStringList &added,
                                        const QStringList &removed);
};

} // namespace Sas
} // namespace Reeve
