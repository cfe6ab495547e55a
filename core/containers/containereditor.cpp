#include "containereditor.h"

#include <algorithm>

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "campaign/ruleoptions.h"
#include "containers/containerreader.h"
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

const QStringList &categories()
{
    static const QStringList list{u"event"_s, u"action"_s, u"battle"_s, u"leader"_s, u"other"_s};
    return list;
}

QJsonValue textOrNull(const QString &text)
{
    return text.isEmpty() ? QJsonValue() : QJsonValue(text);
}

} // namespace

ContainerEditor::ContainerEditor(Campaign &campaign)
    : m_campaign(campaign)
{
}

MarkerKind ContainerEditor::parseDefinition(const QString &text)
{
    const QStringList parts = text.split(u':');
    MarkerKind kind;
    kind.name = parts.value(0).trimmed();
    kind.category = parts.value(1, u"other"_s).trimmed().toLower();
    kind.value = parts.value(2).toInt();
    if (kind.name.isEmpty() || !categories().contains(kind.category))
        throw Failure::badInput(tr("\"%1\" does not define a marker kind; write NAME:CATEGORY[:VALUE] with CATEGORY "
                                   "one of %2, e.g. \"Relic:other\" or \"Vassalage 2:action:2\".")
                                    .arg(text, categories().join(u", "_s)));
    kind.provenance = u"house"_s;
    return kind;
}

qint64 ContainerEditor::createContainer(ActionWriter &writer, const QString &name)
{
    const MarkerCatalog catalog = MarkerCatalog::forGame(m_campaign.game().id);
    const qint64 id = writer.nextId(u"containers"_s);
    const QJsonObject attributes{{u"events_after_play"_s, catalog.eventsAfterPlay()}};
    writer.insert(u"containers"_s,
                  {{u"id"_s, id},
                   {u"name"_s, name.isEmpty() ? catalog.containerName() : name},
                   {u"catalog"_s, m_campaign.game().id},
                   {u"marker_word"_s, catalog.markerWord()},
                   {u"hold_limit"_s, QJsonValue()},
                   {u"attributes"_s, QString::fromUtf8(QJsonDocument(attributes).toJson(QJsonDocument::Compact))}});
    int position = 0;
    for (const MarkerKind &kind : catalog.kinds())
        addKind(writer, id, kind, ++position);
    return id;
}

qint64 ContainerEditor::containerFor(ActionWriter &writer, const QString &name, bool create)
{
    ContainerReader reader(writer.database());
    if (create && !reader.hasContainer())
        return createContainer(writer, name);
    return reader.find(name).id;
}

void ContainerEditor::addKind(ActionWriter &writer, qint64 containerId, const MarkerKind &kind, int position)
{
    writer.insert(u"container_kinds"_s, {{u"container_id"_s, containerId},
                                         {u"kind"_s, kind.name},
                                         {u"category"_s, kind.category},
                                         {u"value"_s, kind.value > 0 ? QJsonValue(kind.value) : QJsonValue()},
                                         {u"count"_s, QJsonValue()},
                                         {u"provenance"_s, u"missing"_s},
                                         {u"rule_ref"_s, textOrNull(kind.rule)},
                                         {u"after_play"_s, textOrNull(kind.afterPlay)},
                                         {u"on_draw"_s, textOrNull(kind.onDraw)},
                                         {u"position"_s, position}});
    if (kind.count >= 0) // a kind of an optional rule not in play is there, but none of its markers
        setCount(writer, containerId, kind,
                 kind.option.isEmpty() || RuleOptions::isChosen(writer.database(), kind.option) ? kind.count : 0);
}

void ContainerEditor::followOption(ActionWriter &writer, const QString &optionId, bool inPlay)
{
    ContainerReader reader(writer.database());
    if (!reader.hasContainer())
        return;
    const qint64 id = reader.find().id;
    const MarkerCatalog catalog = MarkerCatalog::forGame(m_campaign.game().id); // kept: kinds() refers into it
    for (const MarkerKind &kind : catalog.kinds()) {
        if (kind.option == optionId && kind.count >= 0
            && !writer.row(u"container_kinds"_s, {{u"container_id"_s, id}, {u"kind"_s, kind.name}}).isEmpty())
            setCount(writer, id, kind, inPlay ? kind.count : 0);
    }
}

void ContainerEditor::requireBounded(qint64 count, const QString &what)
{
    if (count > kMaxMarkers)
        throw Failure::badInput(tr("%1 is %2: a container holds at most %3 markers.")
                                        .arg(what)
                                        .arg(count)
                                        .arg(kMaxMarkers),
                                QJsonObject{{u"kind"_s, u"too-many"_s}, {u"limit"_s, kMaxMarkers}});
}

int ContainerEditor::setCount(ActionWriter &writer, qint64 containerId, const MarkerKind &kind, int count)
{
    if (count < 0)
        throw Failure::badInput(tr("The count of %1 cannot be negative.").arg(kind.name));
    requireBounded(count, tr("The count of %1").arg(kind.name));
    const ContainerState state = ContainerReader(writer.database()).state(containerId);
    const int total = state.total(kind.name);
    requireBounded(qint64(state.markers().size()) - total + count, tr("The container's total"));
    for (int i = total; i < count; ++i) {
        writer.insert(u"container_markers"_s, {{u"id"_s, writer.nextId(u"container_markers"_s)},
                                               {u"container_id"_s, containerId},
                                               {u"kind"_s, kind.name},
                                               {u"place"_s, u"pool"_s}});
    }
    if (count < total) {
        QList<ContainerMarker> inPool;
        for (const ContainerMarker &m : state.pool()) {
            if (m.kind == kind.name)
                inPool.prepend(m); // highest ids first
        }
        if (inPool.size() < total - count)
            throw Failure::badInput(tr("Cannot lower %1 to %2: %3 of them are out of the pool (in hands, set aside or "
                                       "in play); return them first.")
                                        .arg(kind.name)
                                        .arg(count)
                                        .arg(total - inPool.size()));
        for (int i = 0; i < total - count; ++i)
            writer.remove(u"container_markers"_s, {{u"id"_s, inPool.at(i).id}});
    }
    writer.update(u"container_kinds"_s, {{u"container_id"_s, containerId}, {u"kind"_s, kind.name}},
                  {{u"count"_s, count}, {u"provenance"_s, kind.provenance == u"text"_s ? u"text"_s : u"house"_s}});
    return count;
}

ContainerOutcome ContainerEditor::compose(const QList<QPair<QString, int>> &counts, const QString &containerName,
                                          const QList<MarkerKind> &definitions)
{
    if (counts.isEmpty() && definitions.isEmpty())
        throw Failure::badInput(tr("Give at least one KIND=COUNT, e.g. \"%1=N\".")
                                    .arg(ContainerReader(m_campaign.database()).exampleKind()));
    qint64 asked = 0;
    for (const auto &entry : counts) {
        requireBounded(entry.second, tr("The count of %1").arg(entry.first));
        asked += std::max(0, entry.second);
    }
    requireBounded(asked, tr("The composition's total"));
    ActionWriter writer(m_campaign.log());
    const qint64 id = containerFor(writer, containerName, true);
    ContainerReader reader(writer.database());
    int position = int(reader.kinds(id).size());
    for (const MarkerKind &definition : definitions) {
        if (writer.row(u"container_kinds"_s, {{u"container_id"_s, id}, {u"kind"_s, definition.name}}).isEmpty())
            addKind(writer, id, definition, ++position);
    }
    QStringList entered;
    for (const auto &[name, count] : counts) {
        const MarkerKind kind = reader.kind(id, name);
        setCount(writer, id, kind, count);
        entered << u"%1=%2"_s.arg(kind.name).arg(count);
    }
    const ContainerInfo info = reader.container(id);
    const int total = int(reader.state(id).markers().size());
    const QStringList missing = reader.missingKinds(id);
    ContainerOutcome outcome;
    outcome.publicText = QCoreApplication::translate("Reeve::Containers",
                                                     "Referee entered the composition of the %1 (%n marker(s) in all)",
                                                     nullptr, total)
                             .arg(info.name);
    outcome.privateText = tr("Composition: %1").arg(entered.join(u", "_s));
    if (!missing.isEmpty())
        outcome.prompts << tr("Still missing: %1.").arg(missing.join(u", "_s));
    outcome.audience = Audience::Referee;
    outcome.data = {{u"total"_s, total}, {u"missing"_s, int(missing.size())}};
    ActionDraft draft{u"container.compose"_s, outcome.publicText, outcome.privateText, outcome.audience, 0,
                      outcome.data, QJsonValue(), QString(), true, 0};
    outcome.seq = writer.commit(draft);
    return outcome;
}

ContainerOutcome ContainerEditor::setHoldingLimit(qint64 sideId, int limit, const QString &containerName)
{
    requireBounded(limit, tr("A holding limit"));
    ActionWriter writer(m_campaign.log());
    const qint64 id = containerFor(writer, containerName, false);
    const QJsonValue value = limit < 0 ? QJsonValue() : QJsonValue(limit);
    ContainerOutcome outcome;
    const QString amount = limit < 0 ? tr("as the rules set it") : limit == 0 ? tr("none") : QString::number(limit);
    if (sideId > 0) {
        const QString side = CampaignReader(writer.database()).side(sideId).name;
        const QJsonObject key{{u"container_id"_s, id}, {u"side_id"_s, sideId}};
        if (writer.row(u"container_limits"_s, key).isEmpty())
            writer.insert(u"container_limits"_s, {{u"container_id"_s, id}, {u"side_id"_s, sideId}, {u"hold_limit"_s, value}});
        else
            writer.update(u"container_limits"_s, key, {{u"hold_limit"_s, value}});
        outcome.publicText = tr("Holding limit of %1: %2").arg(side, amount);
    } else {
        writer.update(u"containers"_s, {{u"id"_s, id}}, {{u"hold_limit"_s, value}});
        outcome.publicText = tr("Holding limit for every side: %1").arg(amount);
    }
    outcome.data = {{u"container"_s, id}, {u"side"_s, sideId}, {u"limit"_s, limit}};
    ActionDraft draft{u"container.limit"_s, outcome.publicText, QString(), Audience::Public, 0,
                      outcome.data, QJsonValue(), QString(), true, 0};
    outcome.seq = writer.commit(draft);
    return outcome;
}

} // namespace Reeve
