#pragma once

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

#include "containers/containeroutcome.h"
#include "containers/containerstate.h"

namespace Reeve {

class Campaign;
class ContainerStore;

/**
 * The random and looked-for draws of a container, each one logged action whose
 * public text never names a hidden marker: draw N into a hand (events announced,
 * leaders placed, surplus over the holding limit returned first), pick a named
 * marker, the opening draw with events returned and replaced, the redraw of
 * every hand, losing N at random and taking one at random from another hand.
 * Every random pick is a logged die roll from the campaign's seeded stream.
 */
class ContainerDraws
{
public:
    struct Options
    {
        QStringList returnFirst; ///< kinds the side returns before drawing (1066 §8.7)
        int countDie = 0;        ///< roll this die for the number to draw (1066 Holy Roman Empire Intervenes)
        bool eventsVoid = false; ///< events drawn are no event and go back (1066 §8.13)
        QString leaderAt;        ///< location of the friendly force a drawn leader joins (Charlemagne §21.1)
        QString leaderAsk;       ///< how the caller names that location, for the refusal when it is missing
        QString container;       ///< container name; empty: the campaign's first
    };

    explicit ContainerDraws(Campaign &campaign);

    ContainerOutcome draw(qint64 sideId, int count);
    ContainerOutcome draw(qint64 sideId, int count, const Options &options);
    /// Looks through the pool for a marker of \a kind (1066 Papal Intervention), optionally giving \a exchange back.
    ContainerOutcome pick(qint64 sideId, const QString &kind, const QString &exchange = QString(),
                          const QString &container = QString());
    /// The opening draw (1066 §27.3): events are returned unplayed and replaced. \a count < 0: the rules' count.
    ContainerOutcome opening(qint64 sideId, int count = -1, const QString &container = QString());
    /// Every hand back to the pool, then each side in the given order draws anew; events drawn count as
    /// no event and go back once all have drawn (1066 Comet). Empty: the rules' opening counts.
    ContainerOutcome redraw(const QList<QPair<qint64, int>> &order = {}, const QString &container = QString());
    /// Loses \a count markers at random from the hand (1066 §8.11); \a countDie > 0 rolls for the number.
    ContainerOutcome loseRandom(qint64 sideId, int count, int countDie = 0, const QString &container = QString());
    /// Takes one marker at random from \a fromSide's hand into \a toSide's (1066 Oath of Fealty).
    ContainerOutcome takeRandom(qint64 fromSide, qint64 toSide, const QString &container = QString());

    /// How many the side must return before drawing \a count (1066 §8.7); 0 when within the limit.
    int surplus(qint64 sideId, int count, const QString &container = QString());
    /// The rules' opening count for a side (by name), or -1.
    int openingCount(qint64 sideId);

private:
    struct Placed
    {
        QList<ContainerMarker> toHand;
        QList<ContainerMarker> events;
        QList<ContainerMarker> voided;
        QStringList leaders; ///< what the public saw of each leader placed ("a leader placed at C6")
    };
    int makeRoom(ContainerStore &store, qint64 sideId, int count, const QStringList &returns,
                 QList<ContainerMarker> &returned);
    Placed place(ContainerStore &store, qint64 sideId, const QList<ContainerMarker> &drawn, const Options &options,
                 ContainerOutcome &outcome);
    qint64 placeLeader(ContainerStore &store, qint64 sideId, const ContainerMarker &marker,
                       const Options &options, QString &where);
    void describeDraw(ContainerStore &store, qint64 sideId, const Placed &placed, const QList<ContainerMarker> &returned,
                      const QList<ContainerMarker> &released, ContainerOutcome &outcome);

    Campaign &m_campaign;
};

} // namespace Reeve
