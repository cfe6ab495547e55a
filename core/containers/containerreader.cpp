#include "containerreader.h"

#include <QCoreApplication>

#include "campaign/campaignreader.h"
#include "campaign/pinhash.h"
#include "containers/markercatalog.h"
#include "storage/database.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::Containers", text);
}

ContainerInfo toInfo(const QVariantMap &row)
{
    ContainerInfo info;
    info.id = row.value(u"id"_s).toLongLong();
    info.name = row.value(u"name"_s).toString();
    info.catalog = row.value(u"catalog"_s).toString();
    info.markerWord = row.value(u"marker_word"_s).toString();
    info.holdLimit = row.value(u"hold_limit"_s).isNull() ? -1 : row.value(u"hold_limit"_s).toInt();
    return info;
}

MarkerKind toKind(const QVariantMap &row)
{
    MarkerKind kind;
    kind.name = row.value(u"kind"_s).toString();
    kind.category = row.value(u"category"_s).toString();
    kind.value = row.value(u"value"_s).toInt();
    kind.count = row.value(u"count"_s).isNull() ? -1 : row.value(u"count"_s).toInt();
    kind.provenance = row.value(u"provenance"_s).toString();
    kind.rule = row.value(u"rule_ref"_s).toString();
    kind.afterPlay = row.value(u"after_play"_s).toString();
    kind.onDraw = row.value(u"on_draw"_s).toString();
    return kind;
}

} // namespace

ContainerReader::ContainerReader(Database &db)
    : m_db(db)
{
}

QList<ContainerInfo> ContainerReader::containers()
{
    QList<ContainerInfo> result;
    for (const QVariantMap &row : m_db.select(u"SELECT * FROM containers ORDER BY id"_s))
        result << toInfo(row);
    return result;
}

QString ContainerReader::exampleKind()
{
    const QList<MarkerKind> kinds = MarkerCatalog::forGame(CampaignReader(m_db).meta(u"game"_s)).kinds();
    return kinds.isEmpty() ? tr("KIND") : kinds.first().name;
}

bool ContainerReader::hasContainer()
{
    return m_db.scalar(u"SELECT count(*) FROM containers"_s).toInt() > 0;
}

ContainerInfo ContainerReader::find(const QString &name)
{
    const QList<ContainerInfo> all = containers();
    if (all.isEmpty())
        throw Failure::badInput(tr("This campaign has no container yet; enter its composition from the counter "
                                   "sheet first, e.g. reeve-cli container FILE compose \"%1=N\" ...")
                                    .arg(exampleKind()));
    if (name.isEmpty())
        return all.first();
    QStringList names;
    for (const ContainerInfo &info : all) {
        if (info.name.compare(name, Qt::CaseInsensitive) == 0)
            return info;
        names << info.name;
    }
    throw Failure::badInput(tr("There is no container named \"%1\"; did you mean %2?")
                                .arg(name, CampaignReader::closest(name, names).join(u", "_s)));
}

ContainerInfo ContainerReader::container(qint64 id)
{
    const QList<QVariantMap> rows = m_db.select(u"SELECT * FROM containers WHERE id = ?"_s, {id});
    if (rows.isEmpty())
        throw Failure::badInput(tr("There is no container %1.").arg(id));
    return toInfo(rows.first());
}

QList<MarkerKind> ContainerReader::kinds(qint64 containerId)
{
    QList<MarkerKind> result;
    for (const QVariantMap &row : m_db.select(
             u"SELECT * FROM container_kinds WHERE container_id = ? ORDER BY position, kind"_s, {containerId}))
        result << toKind(row);
    return result;
}

MarkerKind ContainerReader::kind(qint64 containerId, const QString &name)
{
    QStringList names;
    for (const MarkerKind &k : kinds(containerId)) {
        if (k.name.compare(name.trimmed(), Qt::CaseInsensitive) == 0)
            return k;
        names << k.name;
    }
    throw Failure::badInput(tr("There is no marker kind \"%1\" in this container; did you mean %2?")
                                .arg(name, CampaignReader::closest(name, names).join(u", "_s)));
}

QStringList ContainerReader::missingKinds(qint64 containerId)
{
    QStringList names;
    for (const MarkerKind &k : kinds(containerId)) {
        if (k.isMissing())
            names << k.name;
    }
    return names;
}

ContainerState ContainerReader::state(qint64 containerId)
{
    QList<ContainerMarker> markers;
    for (const QVariantMap &row :
         m_db.select(u"SELECT * FROM container_markers WHERE container_id = ? ORDER BY id"_s, {containerId})) {
        markers.append(ContainerMarker{row.value(u"id"_s).toLongLong(), row.value(u"kind"_s).toString(),
                                       row.value(u"place"_s).toString(), row.value(u"side_id"_s).toLongLong(),
                                       row.value(u"release_at"_s).toString(), row.value(u"unit_id"_s).toLongLong()});
    }
    return ContainerState(markers);
}

int ContainerReader::holdingLimit(qint64 containerId, qint64 sideId)
{
    const QVariant own = m_db.scalar(
        u"SELECT hold_limit FROM container_limits WHERE container_id = ? AND side_id = ?"_s, {containerId, sideId});
    if (own.isValid() && !own.isNull())
        return own.toInt();
    const ContainerInfo info = container(containerId);
    if (info.holdLimit >= 0)
        return info.holdLimit;
    // Neutral powers nobody plays are not players (1066 §8.6 scales the limit by players), nor is a power
    // a player took over (1066 §4.5-4.6: "controlled_by" names the player side that plays it).
    const int players = m_db.scalar(u"SELECT count(*) FROM sides WHERE coalesce(CASE WHEN json_valid(attributes)"
                                     " THEN json_extract(attributes, '$.neutral') END, 0) = 0 AND coalesce(CASE WHEN"
                                     " json_valid(attributes) THEN json_extract(attributes, '$.controlled_by') END, '')"
                                     " = ''"_s)
                                .toInt();
    return MarkerCatalog::forGame(info.catalog).holdingLimit(players);
}

bool ContainerReader::checkPin(qint64 sideId, const QString &pin)
{
    CampaignReader(m_db).side(sideId); // throws for an unknown side
    const QString stored = m_db.scalar(u"SELECT pin_hash FROM sides WHERE id = ?"_s, {sideId}).toString();
    return PinHash::check(stored, pin);
}

} // namespace Reeve
