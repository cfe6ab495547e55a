#include "containerview.h"

#include <QCoreApplication>
#include <QJsonArray>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "containers/containerreader.h"
#include "containers/containerstore.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::Containers", text);
}

QString untilText(const QString &releaseAt)
{
    if (releaseAt == u"forever"_s)
        return tr("for the rest of the game");
    if (releaseAt.startsWith(u"turn:"_s))
        return tr("until turn %1").arg(releaseAt.mid(5));
    return tr("until the next player turn");
}

QJsonArray kindArray(const QList<ContainerMarker> &markers)
{
    QJsonArray array;
    for (const ContainerMarker &m : markers)
        array.append(m.kind);
    return array;
}

} // namespace

ContainerView::ContainerView(Database &db, Audience audience, qint64 side)
    : m_db(db)
    , m_audience(audience)
    , m_side(side)
{
}

ContainerView ContainerView::forAudience(Campaign &campaign, const QString &spec)
{
    if (spec == u"public"_s)
        return ContainerView(campaign.database(), Audience::Public);
    if (spec == u"referee"_s)
        return ContainerView(campaign.database(), Audience::Referee);
    if (spec.startsWith(u"side="_s))
        return ContainerView(campaign.database(), Audience::Side,
                             CampaignReader(campaign.database()).sideByName(spec.mid(5)).id);
    throw Failure::badInput(tr("Unknown audience \"%1\"; use public, referee or side=NAME.").arg(spec));
}

QString ContainerView::audienceLabel()
{
    if (m_audience == Audience::Side)
        return u"side:"_s + CampaignReader(m_db).side(m_side).name;
    return audienceName(m_audience);
}

bool ContainerView::mayRead(qint64 handSide) const
{
    return m_audience == Audience::Referee || (m_audience == Audience::Side && handSide == m_side);
}

QJsonObject ContainerView::toJson(const QString &container)
{
    ContainerReader reader(m_db);
    CampaignReader campaign(m_db);
    const ContainerInfo info = reader.find(container);
    const ContainerState state = reader.state(info.id);
    const QStringList missing = reader.missingKinds(info.id);
    QJsonObject json{{u"container"_s, info.name},
                     {u"audience"_s, audienceLabel()},
                     {u"pool_remaining"_s, int(state.pool().size())},
                     {u"composition_complete"_s, missing.isEmpty()}};
    if (m_audience == Audience::Referee) {
        QJsonArray composition;
        const QList<ContainerMarker> pool = state.pool();
        for (const MarkerKind &k : reader.kinds(info.id)) {
            const auto inPool = std::count_if(pool.begin(), pool.end(),
                                              [&](const ContainerMarker &m) { return m.kind == k.name; });
            composition.append(QJsonObject{{u"kind"_s, k.name}, {u"category"_s, k.category}, {u"value"_s, k.value},
                                           {u"count"_s, k.isMissing() ? QJsonValue() : QJsonValue(k.count)},
                                           {u"provenance"_s, k.provenance}, {u"in_pool"_s, int(inPool)}});
        }
        json.insert(u"composition"_s, composition);
    }
    QJsonArray hands;
    for (const Side &side : campaign.sides()) {
        const QList<ContainerMarker> hand = state.hand(side.id);
        QJsonObject entry{{u"side"_s, side.name}, {u"count"_s, int(hand.size())},
                          {u"limit"_s, reader.holdingLimit(info.id, side.id)}};
        if (mayRead(side.id))
            entry.insert(u"markers"_s, kindArray(hand));
        hands.append(entry);
    }
    json.insert(u"hands"_s, hands);
    QJsonArray aside;
    for (const ContainerMarker &m : state.aside())
        aside.append(QJsonObject{{u"kind"_s, m.kind}, {u"until"_s, untilText(m.releaseAt)}});
    json.insert(u"aside"_s, aside);
    QJsonArray inPlay;
    for (const ContainerMarker &m : state.inPlay()) {
        // Which face-down counter is the leader is for its own side (and the referee) to know.
        if (!mayRead(m.sideId) && m.unitId > 0
            && campaign.unit(m.unitId).attributes.value(u"face"_s).toString() == u"down"_s)
            continue;
        inPlay.append(QJsonObject{{u"kind"_s, m.kind}, {u"side"_s, campaign.side(m.sideId).name}, {u"unit"_s, m.unitId}});
    }
    json.insert(u"in_play"_s, inPlay);
    return json;
}

QStringList ContainerView::toLines(const QString &container)
{
    const QJsonObject json = toJson(container);
    QStringList lines{tr("%1 (%2 view): %3 left in the pool")
                          .arg(json.value(u"container"_s).toString(), json.value(u"audience"_s).toString())
                          .arg(json.value(u"pool_remaining"_s).toInt())};
    if (!json.value(u"composition_complete"_s).toBool())
        lines << tr("  composition incomplete: enter the missing counts before drawing");
    for (const QJsonValue &value : json.value(u"composition"_s).toArray()) {
        const QJsonObject k = value.toObject();
        const QString count = k.value(u"count"_s).isNull() ? tr("missing") : QString::number(k.value(u"count"_s).toInt());
        lines << tr("  %1 (%2): %3, %4 in the pool")
                     .arg(k.value(u"kind"_s).toString(), k.value(u"category"_s).toString(), count)
                     .arg(k.value(u"in_pool"_s).toInt());
    }
    for (const QJsonValue &value : json.value(u"hands"_s).toArray()) {
        const QJsonObject h = value.toObject();
        const int limit = h.value(u"limit"_s).toInt();
        QString line = tr("  hand of %1: %2").arg(h.value(u"side"_s).toString()).arg(h.value(u"count"_s).toInt());
        if (limit > 0)
            line += tr(" (limit %1)").arg(limit);
        if (h.contains(u"markers"_s)) {
            QStringList names;
            for (const QJsonValue &name : h.value(u"markers"_s).toArray())
                names << name.toString();
            line += u": "_s + (names.isEmpty() ? tr("empty") : names.join(u", "_s));
        }
        lines << line;
    }
    for (const QJsonValue &value : json.value(u"aside"_s).toArray())
        lines << tr("  set aside: %1 %2").arg(value[u"kind"_s].toString(), value[u"until"_s].toString());
    for (const QJsonValue &value : json.value(u"in_play"_s).toArray())
        lines << tr("  in play: %1 of %2 (unit %3)")
                     .arg(value[u"kind"_s].toString(), value[u"side"_s].toString())
                     .arg(value[u"unit"_s].toInteger());
    return lines;
}

} // namespace Reeve
