#include "handactions.h"

#include <QCoreApplication>
#include <QJsonArray>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "containers/containerreader.h"
#include "containers/containerstore.h"
#include "log/actionlog.h"
#include "log/actionwriter.h"
#include "storage/database.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::Containers", text);
}

QString releaseText(const QString &releaseAt)
{
    if (releaseAt == u"forever"_s)
        return tr("out of play for the rest of the game");
    if (releaseAt.startsWith(u"turn:"_s))
        return tr("set aside until turn %1").arg(releaseAt.mid(5));
    return tr("set aside until the next player turn (1066 §8.9)");
}

QString releaseSpec(const QString &releaseAt, ContainerStore &store)
{
    if (releaseAt.isEmpty() || releaseAt == u"next-player-turn"_s)
        return store.untilNextPlayerTurn();
    if (releaseAt == u"forever"_s)
        return releaseAt;
    bool ok = false;
    const int turn = releaseAt.startsWith(u"turn:"_s) ? releaseAt.mid(5).toInt(&ok) : releaseAt.toInt(&ok);
    if (!ok || turn < 1)
        throw Failure::badInput(tr("\"%1\" is not a turn; give a turn number, or set it aside for ever.")
                                    .arg(releaseAt));
    return u"turn:%1"_s.arg(turn);
}

} // namespace

HandActions::HandActions(Campaign &campaign)
    : m_campaign(campaign)
{
}

ContainerOutcome HandActions::returnMarkers(qint64 sideId, const QStringList &kinds, const QString &container)
{
    ActionWriter writer(m_campaign.log());
    ContainerStore store(writer, ContainerStore::containerId(writer, container));
    const QString side = store.sideName(sideId);
    QList<ContainerMarker> hand = store.state().hand(sideId);
    QList<ContainerMarker> returned;
    if (kinds.isEmpty()) {
        returned = hand;
    } else {
        for (const QString &kindName : kinds)
            returned += ContainerStore::takeKind(hand, store.kind(kindName).name, 1, tr("the hand of %1").arg(side));
    }
    for (const ContainerMarker &m : returned)
        store.toPool(m);
    ContainerOutcome outcome;
    const int n = int(returned.size());
    outcome.publicText = kinds.isEmpty() ? tr("%1 returned their whole hand (%2) to the pool").arg(side).arg(n)
                                         : tr("%1 returned %2 to the pool").arg(side, n == 1 ? tr("1 marker")
                                                                                             : tr("%1 markers").arg(n));
    outcome.privateText = tr("%1 returned: %2").arg(side, ContainerStore::listText(returned));
    outcome.audience = Audience::Side;
    outcome.audienceSide = sideId;
    outcome.data = {{u"side"_s, sideId}, {u"returned"_s, ContainerStore::idsOf(returned)}};
    store.commit(u"container.return"_s, outcome);
    return outcome;
}

ContainerOutcome HandActions::play(qint64 sideId, const QString &kindName, const QString &container)
{
    ActionWriter writer(m_campaign.log());
    ContainerStore store(writer, ContainerStore::containerId(writer, container));
    const QString side = store.sideName(sideId);
    const MarkerKind kind = store.kind(kindName);
    QList<ContainerMarker> hand = store.state().hand(sideId);
    const ContainerMarker marker = ContainerStore::takeKind(hand, kind.name, 1, tr("the hand of %1").arg(side)).first();
    const QString release = store.afterPlay(kind);
    if (release.isEmpty())
        store.toPool(marker);
    else
        store.toAside(marker, release);
    ContainerOutcome outcome;
    outcome.publicText = tr("%1 played %2 (%3)")
                             .arg(side, kind.name, release.isEmpty() ? tr("back to the pool") : releaseText(release));
    outcome.data = {{u"side"_s, sideId}, {u"played"_s, marker.id}, {u"kind"_s, kind.name}};
    store.commit(u"container.play"_s, outcome);
    return outcome;
}

ContainerOutcome HandActions::reveal(qint64 sideId, qint64 toSide, const QString &container)
{
    ActionWriter writer(m_campaign.log());
    ContainerStore store(writer, ContainerStore::containerId(writer, container));
    const QString side = store.sideName(sideId);
    const QString hand = ContainerStore::listText(store.state().hand(sideId));
    ContainerOutcome outcome;
    if (toSide == 0) {
        outcome.publicText = tr("%1 showed their hand to everyone: %2").arg(side, hand);
    } else {
        const QString to = store.sideName(toSide);
        outcome.publicText = tr("%1 saw the hand of %2").arg(to, side);
        outcome.privateText = tr("The hand of %1: %2").arg(side, hand);
        outcome.audience = Audience::Side;
        outcome.audienceSide = toSide;
    }
    outcome.data = {{u"side"_s, sideId}, {u"to"_s, toSide}};
    store.commit(u"container.reveal"_s, outcome, false);
    return outcome;
}

ContainerOutcome HandActions::setAside(const QString &kindName, qint64 fromSide, const QString &releaseAt,
                                       const QString &container)
{
    ActionWriter writer(m_campaign.log());
    ContainerStore store(writer, ContainerStore::containerId(writer, container));
    const MarkerKind kind = store.kind(kindName);
    const QString release = releaseSpec(releaseAt, store);
    QList<ContainerMarker> from = fromSide > 0 ? store.state().hand(fromSide) : store.state().pool();
    const QString where = fromSide > 0 ? tr("the hand of %1").arg(store.sideName(fromSide)) : tr("the pool");
    const ContainerMarker marker = ContainerStore::takeKind(from, kind.name, 1, where).first();
    store.toAside(marker, release);
    ContainerOutcome outcome;
    outcome.publicText = tr("%1 from %2: %3").arg(kind.name, where, releaseText(release));
    outcome.data = {{u"marker"_s, marker.id}, {u"kind"_s, kind.name}, {u"release_at"_s, release}};
    store.commit(u"container.set-aside"_s, outcome);
    return outcome;
}

ContainerOutcome HandActions::release(const QString &container)
{
    ActionWriter writer(m_campaign.log());
    ContainerStore store(writer, ContainerStore::containerId(writer, container));
    const QList<ContainerMarker> released = store.releaseDue();
    if (released.isEmpty())
        throw Failure::badInput(tr("Nothing set aside is due back yet."));
    ContainerOutcome outcome;
    outcome.publicText = tr("Back in the pool: %1").arg(ContainerStore::listText(released));
    outcome.data = {{u"released"_s, ContainerStore::idsOf(released)}};
    store.commit(u"container.release"_s, outcome);
    return outcome;
}

ContainerOutcome HandActions::leaderLost(qint64 unitId, const QString &container)
{
    ActionWriter writer(m_campaign.log());
    ContainerStore store(writer, ContainerStore::containerId(writer, container));
    ContainerMarker marker;
    for (const ContainerMarker &m : store.state().inPlay()) {
        if (m.unitId == unitId)
            marker = m;
    }
    if (marker.id == 0)
        throw Failure::badInput(tr("Unit %1 is not a leader drawn from this container.").arg(unitId));
    const Unit unit = CampaignReader(writer.database()).unit(unitId);
    writer.update(u"units"_s, {{u"id"_s, unitId}}, {{u"status"_s, u"eliminated"_s}});
    store.toPool(marker);
    ContainerOutcome outcome;
    outcome.publicText = tr("%1 of %2 eliminated; its stratagem goes back to the container (Charlemagne §21.3)")
                             .arg(unit.name, store.sideName(unit.sideId));
    outcome.data = {{u"unit"_s, unitId}, {u"marker"_s, marker.id}};
    store.commit(u"container.leader-lost"_s, outcome);
    return outcome;
}

} // namespace Reeve
