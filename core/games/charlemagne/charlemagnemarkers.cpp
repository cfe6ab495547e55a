#include "charlemagnemarkers.h"

#include "campaign/campaignreader.h"
#include "containers/containerreader.h"
#include "containers/containerstore.h"
#include "games/charlemagne/charlemagnecommon.h"
#include "log/actionwriter.h"
#include "util/failure.h"

namespace Reeve::Charlemagne {

using namespace Qt::StringLiterals;

namespace {

/// The hand of \a sideId, empty when the campaign has no container yet.
QList<ContainerMarker> handOf(Database &db, qint64 sideId, qint64 *containerId = nullptr)
{
    ContainerReader reader(db);
    if (!reader.hasContainer())
        return {};
    const qint64 id = reader.find().id;
    if (containerId)
        *containerId = id;
    return reader.state(id).hand(sideId);
}

QString sideName(Database &db, qint64 sideId)
{
    return CampaignReader(db).side(sideId).name;
}

/// The double-count markers in \a sideId's hand (§9.5: the kinds of value 2), one name per marker.
QStringList doublesHeld(Database &db, qint64 sideId)
{
    qint64 containerId = 0;
    const QList<ContainerMarker> hand = handOf(db, sideId, &containerId);
    QStringList held;
    if (!containerId)
        return held;
    QStringList doubleKinds;
    for (const MarkerKind &k : ContainerReader(db).kinds(containerId)) {
        if (k.value == 2)
            doubleKinds << k.name;
    }
    for (const ContainerMarker &m : hand) {
        if (doubleKinds.contains(m.kind, Qt::CaseInsensitive))
            held << m.kind;
    }
    return held;
}

} // namespace

QString CharlemagneMarkers::lacking(Database &db, qint64 sideId, const QString &kind, int count)
{
    if (count <= 0)
        return {};
    int held = 0;
    for (const ContainerMarker &m : handOf(db, sideId))
        held += m.kind.compare(kind, Qt::CaseInsensitive) == 0;
    if (held >= count)
        return {};
    return tr("%1 holds %2 %3 marker(s), not the %4 bid: bid what the hand holds, or leave --spend out to "
              "return them by hand.")
            .arg(sideName(db, sideId))
            .arg(held)
            .arg(kind)
            .arg(count);
}

QStringList CharlemagneMarkers::doubles(Database &db, qint64 sideId, int count, const QStringList &named,
                                        QString *problem)
{
    if (count <= 0)
        return {};
    const QStringList held = doublesHeld(db, sideId);
    const QString who = sideName(db, sideId);
    if (named.isEmpty()) {
        if (held.size() == count)
            return held;
        *problem = tr("%1 holds %2 double-count marker(s) (%3) for %4 bid: name the ones spent, e.g. "
                      "double_stratagems=\"Crown of Pavia\".")
                           .arg(who)
                           .arg(held.size())
                           .arg(held.isEmpty() ? tr("none") : held.join(u", "_s))
                           .arg(count);
        return {};
    }
    if (named.size() != count) {
        *problem = tr("%1 double-count marker(s) are named for a bid of %2: name one per marker.")
                           .arg(named.size())
                           .arg(count);
        return {};
    }
    QStringList left = held;
    for (const QString &n : named) {
        qsizetype found = -1;
        for (qsizetype i = 0; i < left.size(); ++i) {
            if (left.at(i).compare(n.trimmed(), Qt::CaseInsensitive) == 0)
                found = i;
        }
        if (found < 0) {
            *problem = tr("%1 holds no %2 to spend (its double-count markers: %3).")
                               .arg(who, n, held.isEmpty() ? tr("none") : held.join(u", "_s));
            return {};
        }
        left.removeAt(found);
    }
    return named;
}

QString CharlemagneMarkers::doublesLacking(Database &db, qint64 sideId, int count, const QStringList &named)
{
    if (count <= 0)
        return {};
    QString problem;
    if (!named.isEmpty()) {
        doubles(db, sideId, count, named, &problem);
        return problem;
    }
    const QStringList held = doublesHeld(db, sideId);
    if (held.size() >= count)
        return {};
    return tr("%1 holds %2 double-count marker(s) (%3), not the %4 bid: bid what the hand holds.")
            .arg(sideName(db, sideId))
            .arg(held.size())
            .arg(held.isEmpty() ? tr("none") : held.join(u", "_s))
            .arg(count);
}

void CharlemagneMarkers::spend(ActionWriter &writer, qint64 sideId, const QString &kind, int count)
{
    if (count <= 0)
        return;
    ContainerStore store(writer, ContainerStore::containerId(writer, QString()));
    QList<ContainerMarker> hand = store.state().hand(sideId);
    for (const ContainerMarker &m : ContainerStore::takeKind(hand, store.kind(kind).name, count,
                                                             tr("the hand of %1").arg(store.sideName(sideId))))
        store.toPool(m);
}

void CharlemagneMarkers::spendEach(ActionWriter &writer, qint64 sideId, const QStringList &kinds)
{
    for (const QString &kind : kinds)
        spend(writer, sideId, kind.trimmed(), 1);
}

} // namespace Reeve::Charlemagne
