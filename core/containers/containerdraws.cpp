#include "containerdraws.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

#include "campaign/campaign.h"
#include "campaign/campaignrandom.h"
#include "campaign/campaignreader.h"
#include "containers/containereditor.h"
#include "containers/containerreader.h"
#include "containers/containerstore.h"
#include "containers/markercatalog.h"
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

QString withCategory(ContainerStore &store, const ContainerMarker &m)
{
    return u"%1 (%2)"_s.arg(m.kind, store.kind(m.kind).category);
}

QString privateList(ContainerStore &store, const QList<ContainerMarker> &markers)
{
    QStringList parts;
    for (const ContainerMarker &m : markers)
        parts << (store.kind(m.kind).isEvent() ? withCategory(store, m) : m.kind);
    return parts.isEmpty() ? tr("none") : parts.join(u", "_s);
}

QString markersWord(int n)
{
    return n == 1 ? tr("1 marker") : tr("%1 markers").arg(n);
}

void requireCount(int count)
{
    if (count < 0)
        throw Failure::badInput(tr("The number of markers cannot be negative."));
    ContainerEditor::requireBounded(count, tr("The number of markers"));
}

/// Neutral powers receive no markers (1066 §4.3): refused before anything is drawn.
void requirePlayed(Database &db, qint64 sideId)
{
    const Side side = CampaignReader(db).side(sideId);
    if (side.attributes.value(u"neutral"_s).toBool())
        throw Failure::badInput(
                tr("%1 is a neutral power nobody plays: neutral powers receive no markers (1066 §4.3). "
                   "A power that enters play becomes belligerent first.")
                        .arg(side.name));
}

/// Where the game's rules make the drawer say where a leader goes (MarkerCatalog::leaderPlacementRule),
/// a place named must hold a unit of the drawing side: refused before anything is drawn.
void requireLeaderPlace(Database &db, const QString &rule, qint64 sideId, const QString &at)
{
    if (rule.isEmpty() || at.isEmpty())
        return;
    CampaignReader reader(db);
    reader.location(at); // throws for an unknown location
    for (const Unit &unit : reader.units()) {
        if (unit.sideId == sideId && !unit.isEliminated() && unit.locationId == at)
            return;
    }
    throw Failure::badInput(tr("%1 has no unit at %2: a drawn leader is placed over units of its own side "
                               "(%3). Name a place where one of them stands.")
                                    .arg(reader.side(sideId).name, at, rule),
                            {{u"rule"_s, rule}});
}

} // namespace

ContainerDraws::ContainerDraws(Campaign &campaign)
    : m_campaign(campaign)
{ }

int ContainerDraws::surplus(qint64 sideId, int count, const QString &container)
{
    ContainerReader reader(m_campaign.database());
    const ContainerInfo info = reader.find(container);
    const int limit = reader.holdingLimit(info.id, sideId);
    if (limit <= 0)
        return 0;
    const int held = int(reader.state(info.id).hand(sideId).size());
    return std::clamp(held + count - limit, 0, held);
}

int ContainerDraws::openingCount(qint64 sideId)
{
    const QString name = CampaignReader(m_campaign.database()).side(sideId).name;
    const MarkerCatalog catalog = MarkerCatalog::forGame(m_campaign.game().id);
    for (const auto &[side, count] : catalog.openingDraws()) {
        if (side.compare(name, Qt::CaseInsensitive) == 0)
            return count;
    }
    return -1;
}

int ContainerDraws::makeRoom(ContainerStore &store, qint64 sideId, int count, const QStringList &returns,
                             QList<ContainerMarker> &returned)
{
    const int limit = ContainerReader(store.writer().database()).holdingLimit(store.containerId(), sideId);
    QList<ContainerMarker> hand = store.state().hand(sideId);
    const int held = int(hand.size());
    const int need = limit > 0 ? std::clamp(held + count - limit, 0, held) : 0;
    if (returns.size() < need) {
        throw Failure::badInput(tr("%1 hold %2 of at most %3; before drawing %4 they must return %5 to the "
                                   "pool (1066 §8.7). Name "
                                   "them: --return KIND for each (or return them first).")
                                        .arg(store.sideName(sideId))
                                        .arg(held)
                                        .arg(limit)
                                        .arg(count)
                                        .arg(need));
    }
    for (const QString &kindName : returns) {
        const MarkerKind kind = store.kind(kindName);
        for (const ContainerMarker &m : ContainerStore::takeKind(hand, kind.name, 1, tr("that hand"))) {
            store.toPool(m);
            returned.append(m);
        }
    }
    return limit > 0 ? std::min(count, limit - int(hand.size())) : count;
}

qint64 ContainerDraws::placeLeader(ContainerStore &store, qint64 sideId, const ContainerMarker &marker,
                                   const Options &options, QString &where)
{
    ActionWriter &writer = store.writer();
    CampaignReader reader(writer.database());
    QString location = options.leaderAt;
    const QString rule = MarkerCatalog::forGame(m_campaign.game().id).leaderPlacementRule();
    if (location.isEmpty() && !rule.isEmpty()) // the whole draw rolls back: the same draw comes again
        throw Failure::badInput(tr("%1 drew a leader, who goes over units of their own (%2): say where (%3) "
                                   "and draw again; the draw comes out the same.")
                                        .arg(store.sideName(sideId), rule,
                                             options.leaderAsk.isEmpty()
                                                     ? tr("--at LOCATION with reeve-cli container FILE draw, "
                                                          "or the place a drawn leader joins in the Draw "
                                                          "dialog")
                                                     : options.leaderAsk),
                                {{u"rule"_s, rule}});
    if (location.isEmpty()) {
        // With the side's largest force on the board, as the referee would by default.
        QHash<QString, int> sizes;
        for (const Unit &unit : reader.units()) {
            if (unit.sideId == sideId && !unit.isEliminated() && !unit.locationId.isEmpty())
                ++sizes[unit.locationId];
        }
        for (auto it = sizes.cbegin(); it != sizes.cend(); ++it) {
            if (location.isEmpty() || it.value() > sizes.value(location)
                || (it.value() == sizes.value(location) && it.key() < location))
                location = it.key();
        }
    } else {
        reader.location(location); // throws for an unknown location
    }
    // A side whose units stand face down (Charlemagne's Tribal player, §2) gets its leader face
    // down too: the others see a counter arrive, not what it is.
    bool faceDown = false;
    for (const Unit &unit : reader.units()) {
        if (unit.sideId == sideId && unit.attributes.value(u"face"_s).toString() == u"down"_s)
            faceDown = true;
    }
    const qint64 unitId = writer.nextId(u"units"_s);
    const QString attributes = faceDown ? u"{\"stratagem_marker\":%1,\"face\":\"down\"}"_s.arg(marker.id)
                                        : u"{\"stratagem_marker\":%1}"_s.arg(marker.id);
    writer.insert(u"units"_s, {{u"id"_s, unitId},
                               {u"side_id"_s, sideId},
                               {u"location_id"_s, location.isEmpty() ? QJsonValue() : QJsonValue(location)},
                               {u"type"_s, u"leader"_s},
                               {u"name"_s, tr("Leader (stratagem %1)").arg(marker.id)},
                               {u"attributes"_s, attributes},
                               {u"status"_s, u"active"_s}});
    store.toUnit(marker, sideId, unitId);
    const QString place = location.isEmpty() ? tr("off the board (move it to a friendly force)")
                                             : tr("at %1").arg(location);
    where = faceDown ? tr("a face-down unit placed %1").arg(place) : tr("a leader placed %1").arg(place);
    return unitId;
}

ContainerDraws::Placed ContainerDraws::place(ContainerStore &store, qint64 sideId,
                                             const QList<ContainerMarker> &drawn, const Options &options,
                                             ContainerOutcome &outcome)
{
    Placed placed;
    for (const ContainerMarker &m : drawn) {
        const MarkerKind kind = store.kind(m.kind);
        if (kind.isEvent() && options.eventsVoid) {
            placed.voided.append(m); // still in the pool: drawn as no event and put back
        } else if (kind.isEvent()) {
            placed.events.append(m);
            const QString release = store.afterPlay(kind);
            if (!release.isEmpty())
                store.toAside(m, release);
            outcome.prompts << tr("%1 (event) drawn by %2: resolve it now (%3).")
                                       .arg(m.kind, store.sideName(sideId), kind.rule);
            if (kind.onDraw == u"redraw-all"_s)
                outcome.prompts
                        << tr("%1: every hand goes back to the pool and is redrawn; in 1066 run the comet "
                              "step (reeve-cli step FILE comet, or the Steps dock), which deals the new "
                              "hands in the rules' order.")
                                   .arg(m.kind);
        } else if (kind.isLeader()) {
            QString where;
            placeLeader(store, sideId, m, options, where);
            placed.leaders << where;
            outcome.prompts << tr("A leader joins %1: %2 (%3).").arg(store.sideName(sideId), where, kind.rule);
        } else {
            store.toHand(m, sideId);
            placed.toHand.append(m);
        }
    }
    return placed;
}

void ContainerDraws::describeDraw(ContainerStore &store, qint64 sideId, const Placed &placed,
                                  const QList<ContainerMarker> &returned,
                                  const QList<ContainerMarker> &released, ContainerOutcome &outcome)
{
    const QString side = store.sideName(sideId);
    const int total = int(placed.toHand.size() + placed.events.size() + placed.voided.size()
                          + placed.leaders.size());
    QStringList pub{tr("%1 drew %2").arg(side, markersWord(total))};
    QStringList priv{
            tr("%1 drew: %2").arg(side, privateList(store, placed.toHand + placed.events + placed.voided))};
    if (!returned.isEmpty()) {
        pub << tr("%1 returned to the pool first (holding limit, 1066 §8.7)")
                        .arg(markersWord(int(returned.size())));
        priv << tr("returned first: %1").arg(ContainerStore::listText(returned));
    }
    for (const ContainerMarker &m : placed.events)
        pub << tr("%1 announced").arg(withCategory(store, m));
    pub << placed.leaders;
    if (!placed.voided.isEmpty())
        pub << tr("%1 drawn as no event and put back")
                        .arg(placed.voided.size() == 1 ? tr("1 event")
                                                       : tr("%1 events").arg(placed.voided.size()));
    if (!released.isEmpty())
        pub << tr("back in the pool: %1").arg(ContainerStore::listText(released));
    outcome.publicText = pub.join(u"; "_s);
    outcome.privateText = priv.join(u"; "_s);
    outcome.audience = Audience::Side;
    outcome.audienceSide = sideId;
    outcome.data.insert(u"side"_s, sideId);
    outcome.data.insert(u"drawn"_s, ContainerStore::idsOf(placed.toHand + placed.events + placed.voided));
    outcome.data.insert(u"returned_first"_s, ContainerStore::idsOf(returned));
}

ContainerOutcome ContainerDraws::draw(qint64 sideId, int count)
{
    return draw(sideId, count, Options());
}

ContainerOutcome ContainerDraws::draw(qint64 sideId, int count, const Options &options)
{
    requireCount(count);
    requirePlayed(m_campaign.database(), sideId);
    requireLeaderPlace(m_campaign.database(),
                       MarkerCatalog::forGame(m_campaign.game().id).leaderPlacementRule(), sideId,
                       options.leaderAt);
    CampaignRandom(m_campaign).ensureDrawSecret(); // a file from before the draw secret gets one first
    ActionWriter writer(m_campaign.log());
    ContainerStore store(writer, ContainerStore::containerId(writer, options.container));
    store.requireComposition();
    ContainerOutcome outcome;
    const QList<ContainerMarker> released = store.releaseDue();
    if (options.countDie > 0) {
        count = store.rollDie(options.countDie);
        outcome.data.insert(u"count_roll"_s, count);
    }
    QList<ContainerMarker> returned;
    count = makeRoom(store, sideId, count, options.returnFirst, returned);
    QList<ContainerMarker> pool = store.state().pool();
    outcome.data.insert(u"pool_hash"_s, ContainerState::contentHash(pool));
    outcome.data.insert(u"pool_size"_s, int(pool.size()));
    if (pool.size() < count)
        outcome.prompts << tr("Only %1 left in the pool.").arg(markersWord(int(pool.size())));
    // One at a time: an event that redraws every hand (1066 Comet) takes effect the instant it is picked,
    // so the draw stops there and the rest of the batch stays in the pool.
    QList<ContainerMarker> drawn;
    QString stopper;
    while (drawn.size() < count && stopper.isEmpty()) {
        const QList<ContainerMarker> one = store.drawRandom(pool, 1);
        if (one.isEmpty())
            break;
        drawn << one;
        const MarkerKind kind = store.kind(one.first().kind);
        if (kind.onDraw == u"redraw-all"_s && !options.eventsVoid)
            stopper = kind.name;
    }
    const Placed placed = place(store, sideId, drawn, options, outcome);
    describeDraw(store, sideId, placed, returned, released, outcome);
    if (!stopper.isEmpty()) {
        outcome.data.insert(u"redraw_all"_s, stopper);
        if (drawn.size() < count) {
            const int left = count - int(drawn.size());
            outcome.data.insert(u"not_drawn"_s, left);
            outcome.publicText += tr("; the draw stopped at the %1, %2 not drawn")
                                          .arg(stopper, markersWord(left));
        }
    }
    if (options.countDie > 0)
        outcome.publicText += tr("; the die for how many said %1")
                                      .arg(outcome.data.value(u"count_roll"_s).toInt());
    store.commit(u"container.draw"_s, outcome);
    return outcome;
}

ContainerOutcome ContainerDraws::pick(qint64 sideId, const QString &kindName, const QString &exchange,
                                      const QString &container)
{
    requirePlayed(m_campaign.database(), sideId);
    ActionWriter writer(m_campaign.log());
    ContainerStore store(writer, ContainerStore::containerId(writer, container));
    store.requireComposition();
    const QList<ContainerMarker> released = store.releaseDue();
    const MarkerKind kind = store.kind(kindName);
    QList<ContainerMarker> returned;
    makeRoom(store, sideId, exchange.isEmpty() ? 1 : 0, {}, returned);
    QList<ContainerMarker> pool = store.state().pool();
    const QList<ContainerMarker> taken = ContainerStore::takeKind(pool, kind.name, 1, tr("the pool"));
    QList<ContainerMarker> given;
    if (!exchange.isEmpty()) {
        QList<ContainerMarker> hand = store.state().hand(sideId);
        given = ContainerStore::takeKind(hand, store.kind(exchange).name, 1, tr("that hand"));
        store.toPool(given.first());
    }
    store.toHand(taken.first(), sideId);
    const QString side = store.sideName(sideId);
    ContainerOutcome outcome;
    outcome.publicText = given.isEmpty()
                                 ? tr("%1 looked through the pool and took one marker").arg(side)
                                 : tr("%1 looked through the pool and exchanged one of their markers for "
                                      "another")
                                           .arg(side);
    if (!released.isEmpty())
        outcome.publicText += tr("; back in the pool: %1").arg(ContainerStore::listText(released));
    outcome.privateText = given.isEmpty() ? tr("%1 took %2 from the pool").arg(side, kind.name)
                                          : tr("%1 gave %2 for %3").arg(side, given.first().kind, kind.name);
    outcome.audience = Audience::Side;
    outcome.audienceSide = sideId;
    outcome.data = {{u"side"_s, sideId},
                    {u"taken"_s, ContainerStore::idsOf(taken)},
                    {u"given"_s, ContainerStore::idsOf(given)}};
    store.commit(u"container.pick"_s, outcome);
    return outcome;
}

ContainerOutcome ContainerDraws::opening(qint64 sideId, int count, const QString &container)
{
    requirePlayed(m_campaign.database(), sideId);
    if (count < 0)
        count = openingCount(sideId);
    if (count < 0)
        throw Failure::badInput(tr("The rules give no opening draw for %1; say how many to draw.")
                                        .arg(CampaignReader(m_campaign.database()).side(sideId).name));
    if (!MarkerCatalog::forGame(m_campaign.game().id).openingReplacesEvents()) {
        Options options;
        options.container = container;
        return draw(sideId, count, options);
    }
    CampaignRandom(m_campaign).ensureDrawSecret();
    ActionWriter writer(m_campaign.log());
    ContainerStore store(writer, ContainerStore::containerId(writer, container));
    store.requireComposition();
    ContainerOutcome outcome;
    const QList<ContainerMarker> released = store.releaseDue();
    QList<ContainerMarker> pool = store.state().pool();
    outcome.data.insert(u"pool_hash"_s, ContainerState::contentHash(pool));
    QList<ContainerMarker> kept;
    int eventsReturned = 0;
    while (kept.size() < count) {
        const bool anyKeepable = std::any_of(pool.cbegin(), pool.cend(), [&](const ContainerMarker &m) {
            return !store.kind(m.kind).isEvent();
        });
        const QList<ContainerMarker> drawn = anyKeepable ? store.drawRandom(pool, count - int(kept.size()))
                                                         : QList<ContainerMarker>();
        if (drawn.isEmpty())
            break;
        for (const ContainerMarker &m : drawn) {
            if (store.kind(m.kind).isEvent()) {
                pool.append(m); // returned unplayed, and may come up again (1066 §27.3)
                ++eventsReturned;
            } else {
                kept.append(m);
            }
        }
    }
    if (kept.size() < count)
        outcome.prompts << tr("The pool ran out of markers that are not events.");
    Options options;
    const Placed placed = place(store, sideId, kept, options, outcome);
    describeDraw(store, sideId, placed, {}, released, outcome);
    const QString side = store.sideName(sideId);
    outcome.publicText = tr("%1 drew %2 opening markers").arg(side).arg(kept.size());
    if (eventsReturned > 0)
        outcome.publicText += tr("; %1 returned unplayed and replaced (1066 §27.3)")
                                      .arg(eventsReturned == 1 ? tr("1 event")
                                                               : tr("%1 events").arg(eventsReturned));
    outcome.data.insert(u"events_returned"_s, eventsReturned);
    store.commit(u"container.opening"_s, outcome);
    return outcome;
}

ContainerOutcome ContainerDraws::redraw(const QList<QPair<qint64, int>> &order, const QString &container)
{
    QList<QPair<qint64, int>> sides = order;
    if (sides.isEmpty()) {
        for (const Side &side : CampaignReader(m_campaign.database()).sides()) {
            const int n = openingCount(side.id);
            if (n > 0 && !side.attributes.value(u"neutral"_s).toBool()) // neutrals hold no hand (1066 §4.3)
                sides.append({side.id, n});
        }
    }
    if (sides.isEmpty())
        throw Failure::badInput(
                tr("Say how many each side redraws, e.g. Normans=6 Vikings=3, in drawing order."));
    for (const auto &entry : sides)
        requirePlayed(m_campaign.database(), entry.first);
    CampaignRandom(m_campaign).ensureDrawSecret();
    ActionWriter writer(m_campaign.log());
    ContainerStore store(writer, ContainerStore::containerId(writer, container));
    store.requireComposition();
    ContainerOutcome outcome;
    const QList<ContainerMarker> released = store.releaseDue();
    const ContainerState before = store.state();
    for (const ContainerMarker &m : before.markers()) {
        if (m.place == ContainerMarker::Hand)
            store.toPool(m);
    }
    QList<ContainerMarker> pool = store.state().pool();
    outcome.data.insert(u"pool_hash"_s, ContainerState::contentHash(pool));
    QStringList pub, priv;
    int voided = 0;
    for (const auto &[sideId, n] : sides) {
        QList<ContainerMarker> kept;
        const QList<ContainerMarker> drawn = store.drawRandom(pool, n);
        int sideVoided = 0;
        for (const ContainerMarker &m : drawn) {
            if (store.kind(m.kind).isEvent())
                ++sideVoided; // held aside until everyone has drawn, then back in the pool: no move at all
            else
                kept.append(m);
        }
        voided += sideVoided;
        Options options;
        place(store, sideId, kept, options, outcome);
        // What the hand actually received: events drawn are no event (1066 §8.13), a dry pool gives fewer.
        pub << (int(kept.size()) == n
                        ? u"%1 %2"_s.arg(store.sideName(sideId)).arg(n)
                        : tr("%1 %2 of %3").arg(store.sideName(sideId)).arg(kept.size()).arg(n));
        outcome.data.insert(u"received_"_s + QString::number(sideId), int(kept.size()));
        priv << u"%1: %2"_s.arg(store.sideName(sideId), privateList(store, kept));
    }
    outcome.publicText = tr("Every hand went back to the pool and was redrawn (%1)").arg(pub.join(u", "_s));
    if (voided > 0)
        outcome.publicText += tr("; %1 drawn as no event and put back")
                                      .arg(voided == 1 ? tr("1 event") : tr("%1 events").arg(voided));
    if (!released.isEmpty())
        outcome.publicText += tr("; back in the pool: %1").arg(ContainerStore::listText(released));
    outcome.privateText = priv.join(u"; "_s);
    outcome.audience = Audience::Referee;
    outcome.data.insert(u"events_voided"_s, voided);
    store.commit(u"container.redraw"_s, outcome);
    return outcome;
}

ContainerOutcome ContainerDraws::loseRandom(qint64 sideId, int count, int countDie, const QString &container)
{
    requireCount(count);
    CampaignRandom(m_campaign).ensureDrawSecret(); // a file from before the draw secret gets one first
    ActionWriter writer(m_campaign.log());
    ContainerStore store(writer, ContainerStore::containerId(writer, container));
    ContainerOutcome outcome;
    if (countDie > 0) {
        count = store.rollDie(countDie);
        outcome.data.insert(u"count_roll"_s, count);
    }
    QList<ContainerMarker> hand = store.state().hand(sideId);
    outcome.data.insert(u"hand_hash"_s, ContainerState::contentHash(hand));
    const QList<ContainerMarker> lost = store.drawRandom(hand, count);
    for (const ContainerMarker &m : lost)
        store.toPool(m);
    const QString side = store.sideName(sideId);
    outcome.publicText = lost.isEmpty() ? tr("%1 had no markers to lose (1066 §8.11)").arg(side)
                                        : tr("%1 lost %2 at random, back to the pool (1066 §8.11)")
                                                  .arg(side, markersWord(int(lost.size())));
    if (countDie > 0)
        outcome.publicText += tr("; the die said %1").arg(count);
    outcome.privateText = tr("%1 lost: %2").arg(side, ContainerStore::listText(lost));
    outcome.audience = Audience::Side;
    outcome.audienceSide = sideId;
    outcome.data.insert(u"side"_s, sideId);
    outcome.data.insert(u"lost"_s, ContainerStore::idsOf(lost));
    store.commit(u"container.lose"_s, outcome);
    return outcome;
}

ContainerOutcome ContainerDraws::takeRandom(qint64 fromSide, qint64 toSide, const QString &container)
{
    if (fromSide == toSide)
        throw Failure::badInput(tr("A side cannot take a marker from its own hand."));
    CampaignRandom(m_campaign).ensureDrawSecret(); // a file from before the draw secret gets one first
    ActionWriter writer(m_campaign.log());
    ContainerStore store(writer, ContainerStore::containerId(writer, container));
    const QString from = store.sideName(fromSide);
    const QString to = store.sideName(toSide);
    QList<ContainerMarker> hand = store.state().hand(fromSide);
    if (hand.isEmpty())
        throw Failure::badInput(tr("%1 hold no markers to take from.").arg(from));
    ContainerOutcome outcome;
    outcome.data.insert(u"hand_hash"_s, ContainerState::contentHash(hand));
    const QList<ContainerMarker> taken = store.drawRandom(hand, 1);
    store.toHand(taken.first(), toSide);
    const int limit = ContainerReader(writer.database()).holdingLimit(store.containerId(), toSide);
    const int held = int(store.state().hand(toSide).size());
    if (limit > 0 && held > limit)
        outcome.prompts << tr("%1 now hold %2, above their limit of %3: they return the surplus (1066 §8.7).")
                                   .arg(to)
                                   .arg(held)
                                   .arg(limit);
    outcome.publicText = tr("%1 took one marker at random from the hand of %2").arg(to, from);
    outcome.privateText = tr("%1 took %2 from %3").arg(to, taken.first().kind, from);
    outcome.audience = Audience::Side;
    outcome.audienceSide = toSide;
    outcome.data.insert(u"from"_s, fromSide);
    outcome.data.insert(u"to"_s, toSide);
    outcome.data.insert(u"taken"_s, ContainerStore::idsOf(taken));
    store.commit(u"container.take"_s, outcome);
    return outcome;
}

} // namespace Reeve
