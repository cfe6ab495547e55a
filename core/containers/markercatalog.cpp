#include "markercatalog.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

MarkerKind toKind(const QJsonObject &json)
{
    MarkerKind kind;
    kind.name = json.value(u"name"_s).toString();
    kind.category = json.value(u"category"_s).toString(u"other"_s);
    kind.value = json.value(u"value"_s).toInt();
    kind.count = json.value(u"count"_s).isDouble() ? json.value(u"count"_s).toInt() : -1;
    kind.provenance = json.value(u"provenance"_s).toString(kind.count < 0 ? u"missing"_s : u"text"_s);
    kind.rule = json.value(u"rule"_s).toString();
    kind.afterPlay = json.value(u"after_play"_s).toString();
    kind.onDraw = json.value(u"on_draw"_s).toString();
    kind.option = json.value(u"option"_s).toString();
    return kind;
}

QJsonObject readCatalog(const QString &gameId)
{
    for (const QString &name : {u"markers.json"_s, u"stratagems.json"_s}) {
        QFile file(u":/rules/%1/%2"_s.arg(gameId, name));
        if (file.open(QIODevice::ReadOnly))
            return QJsonDocument::fromJson(file.readAll()).object();
    }
    return {};
}

} // namespace

MarkerCatalog MarkerCatalog::forGame(const QString &gameId)
{
    MarkerCatalog catalog;
    catalog.m_game = gameId;
    const QJsonObject root = readCatalog(gameId);
    catalog.m_containerName = root.value(u"container"_s).toString(u"Container"_s);
    catalog.m_markerWord = root.value(u"marker_word"_s).toString(u"marker"_s);
    for (const QJsonValue &value : root.value(u"kinds"_s).toArray())
        catalog.m_kinds.append(toKind(value.toObject()));
    const QJsonObject limits = root.value(u"holding_limits"_s).toObject();
    catalog.m_limitRule = limits.value(u"rule"_s).toString();
    const QJsonObject byPlayers = limits.value(u"by_players"_s).toObject();
    for (auto it = byPlayers.begin(); it != byPlayers.end(); ++it)
        catalog.m_limits.insert(it.key().toInt(), it.value().toInt());
    const QJsonObject opening = root.value(u"opening_draws"_s).toObject();
    for (const QJsonValue &value : opening.value(u"counts"_s).toArray()) {
        const QJsonObject entry = value.toObject();
        catalog.m_opening.append({entry.value(u"side"_s).toString(), entry.value(u"count"_s).toInt()});
    }
    catalog.m_openingReplace = opening.value(u"events"_s).toString() == u"return-and-replace"_s;
    catalog.m_eventsAfterPlay = root.value(u"events_after_play"_s).toString(u"pool"_s);
    const QJsonObject leaders = root.value(u"leader_placement"_s).toObject();
    if (leaders.value(u"over"_s).toString() == u"own-units"_s)
        catalog.m_leaderPlacementRule = leaders.value(u"rule"_s).toString();
    return catalog;
}

QStringList MarkerCatalog::kindNames() const
{
    QStringList names;
    for (const MarkerKind &k : m_kinds)
        names << k.name;
    return names;
}

const MarkerKind *MarkerCatalog::kind(const QString &name) const
{
    for (const MarkerKind &k : m_kinds) {
        if (k.name.compare(name, Qt::CaseInsensitive) == 0)
            return &k;
    }
    return nullptr;
}

int MarkerCatalog::holdingLimit(int players) const
{
    if (m_limits.isEmpty())
        return 0;
    if (m_limits.contains(players))
        return m_limits.value(players);
    // Fewer players than the table lists: the largest limit; more: the smallest.
    return players < m_limits.firstKey() ? m_limits.first() : m_limits.last();
}

} // namespace Reeve
