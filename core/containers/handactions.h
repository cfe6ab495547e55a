#pragma once

#include <QString>
#include <QStringList>

#include "containers/containeroutcome.h"

namespace Reeve {

class Campaign;

/**
 * What sides do with the markers they hold, each one logged action: return
 * chosen markers or the whole hand (privately), play a marker (publicly: it goes
 * back to the pool, or aside until the next player turn, or out of the game),
 * reveal a hand to one side or to all, set a marker aside, bring back what is
 * due, and send an eliminated leader's stratagem back to the container.
 */
class HandActions
{
public:
    explicit HandActions(Campaign &campaign);

    /// Returns the named markers from the hand to the pool; an empty list returns the whole hand.
    ContainerOutcome returnMarkers(qint64 sideId, const QStringList &kinds, const QString &container = QString());
    /// Plays a marker from the hand: it goes where its kind goes after play (1066 §8.9).
    ContainerOutcome play(qint64 sideId, const QString &kind, const QString &container = QString());
    /// Shows \a sideId's hand to \a toSide (1066 Spy), or to everyone when \a toSide is 0.
    ContainerOutcome reveal(qint64 sideId, qint64 toSide, const QString &container = QString());
    /**
     * Sets a marker of \a kind aside, from \a fromSide's hand (0: from the pool). \a releaseAt is
     * "forever", "turn:N", or empty for the start of the next player turn (1066 §8.9).
     */
    ContainerOutcome setAside(const QString &kind, qint64 fromSide, const QString &releaseAt,
                              const QString &container = QString());
    /// Returns to the pool what is due: set-aside markers whose time has come, leaders no longer in play.
    ContainerOutcome release(const QString &container = QString());
    /// Eliminates the leader unit \a unitId and returns its stratagem to the container (Charlemagne §21.3).
    ContainerOutcome leaderLost(qint64 unitId, const QString &container = QString());

private:
    Campaign &m_campaign;
};

} // namespace Reeve
