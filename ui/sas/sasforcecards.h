#pragma once

#include <QHash>
#include <QList>
#include <QString>

#include "campaign/unit.h"
#include "log/action.h"

namespace Reeve {

class Campaign;

/**
 * What one viewer may know of each Swords & Sails army and fleet. Where a force
 * stands is public; its units and cargo are shown to its owner and the banker
 * (the referee) as they are now, and to another faction only as the card its
 * spy saw in a successful attempt still in effect (undo and redo followed). The
 * spy results are read from the log through LogQuery for the viewer's audience,
 * so a faction reads exactly the private results the log lets it read — the
 * same rule the season reports apply — and nothing else.
 */
class SasForceCards
{
public:
    enum class Shown { Hidden, Owner, Banker, Spied };

    struct View
    {
        Unit force;
        QString owner;
        Shown shown = Shown::Hidden;
        QString units;    ///< "2 KN, 3 HC" (owner, banker) or the card seen (spied); empty when hidden
        QString cargo;    ///< owner and banker only
        int seenTurn = 0; ///< the season of the spy attempt (spied only)
    };

    SasForceCards(Campaign &campaign, Audience audience, qint64 side);

    /// Every army and fleet in play, faction by faction.
    QList<View> views();
    /// A card seen by a successful spy attempt.
    struct Seen
    {
        qint64 seq = 0;
        int turn = 0;
        QString card;
    };
    /// The successful spy attempts the viewer may read that are still in effect, by target unit id.
    QHash<qint64, Seen> spied();

private:
    Campaign &m_campaign;
    Audience m_audience;
    qint64 m_side;
};

} // namespace Reeve
