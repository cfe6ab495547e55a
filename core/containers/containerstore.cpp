#include "containerstore.h"

#include <QCoreApplication>
#include <QJsonDocument>

#include "campaign/campaignrandom.h"
#include "campaign/campaignreader.h"
#include "containers/containerreader.h"
#include "log/actionwriter.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::Containers", text);
}

QJsonValue idOrNull(qint64 id)
{
    return id > 0 ? QJsonValue(id) : QJsonValue();
}

QJsonValue textOrNull(const QString &text)
{
    return text.isEmpty() ? QJsonValue() : QJsonValue(text);
}

} // namespace

ContainerStore::ContainerStore(ActionWriter &writer, qint64 containerId)
    : m_writer(writer)
    , m_container(containerId)
{
    for (const MarkerKind &k : ContainerReader(writer.database()).kinds(containerId))
        m_kinds.insert(k.name, k);
}

ContainerState ContainerStore::state()
{
    return ContainerReader(m_writer.database()).state(m_container);
}

QString ContainerStore::sideName(qint64 sideId)
{
    return CampaignReader(m_writer.database()).side(sideId).name;
}

MarkerKind ContainerStore::kind(const QString &name)
{
    if (m_kinds.contains(name))
        return m_kinds.value(name);
    return ContainerReader(m_writer.database()).kind(m_container, name);
}

void ContainerStore::requireComposition()
{
    ContainerReader reader(m_writer.database());
    const QStringList missing = reader.missingKinds(m_container);
    if (missing.isEmpty())
        return;
    const ContainerInfo info = reader.container(m_container);
    const QString example = u"\"%1=N\""_s.arg(missing.first());
    throw Failure::missingFigure(u"container:%1"_s.arg(info.name), missing.first(),
                                 tr("The composition of the %1 is missing: the rules do not print the "
                                    "counter mix, and %2 of its kinds "
                                    "have no count yet (%3). Count them on your counter sheet and enter them "
                                    "with reeve-cli container FILE "
                                    "compose %4 ... (one KIND=COUNT per kind; KIND=0 for a kind you do not "
                                    "use), or in the Containers panel.")
                                         .arg(info.name)
                                         .arg(missing.size())
                                         .arg(missing.join(u", "_s), example));
}

void ContainerStore::move(const ContainerMarker &marker, const QJsonObject &values)
{
    m_writer.update(u"container_markers"_s, {{u"id"_s, marker.id}}, values);
}

void ContainerStore::toPool(const ContainerMarker &marker)
{
    move(marker, {{u"place"_s, u"pool"_s},
                  {u"side_id"_s, QJsonValue()},
                  {u"release_at"_s, QJsonValue()},
                  {u"unit_id"_s, QJsonValue()}});
}

void ContainerStore::toHand(const ContainerMarker &marker, qint64 sideId)
{
    move(marker, {{u"place"_s, u"hand"_s},
                  {u"side_id"_s, idOrNull(sideId)},
                  {u"release_at"_s, QJsonValue()},
                  {u"unit_id"_s, QJsonValue()}});
}

void ContainerStore::toAside(const ContainerMarker &marker, const QString &releaseAt)
{
    move(marker, {{u"place"_s, u"aside"_s},
                  {u"side_id"_s, QJsonValue()},
                  {u"release_at"_s, textOrNull(releaseAt)},
                  {u"unit_id"_s, QJsonValue()}});
}

void ContainerStore::toUnit(const ContainerMarker &marker, qint64 sideId, qint64 unitId)
{
    move(marker, {{u"place"_s, u"unit"_s},
                  {u"side_id"_s, idOrNull(sideId)},
                  {u"release_at"_s, QJsonValue()},
                  {u"unit_id"_s, idOrNull(unitId)}});
}

QString ContainerStore::untilNextPlayerTurn()
{
    const ClockState clock = CampaignReader(m_writer.database()).clock();
    return u"player-turn:%1:%2"_s.arg(clock.turn).arg(clock.activeSide);
}

QString ContainerStore::afterPlay(const MarkerKind &k)
{
    QString rule = k.afterPlay;
    if (rule.isEmpty() && k.isEvent()) {
        const QString attributes = m_writer.database()
                                           .scalar(u"SELECT attributes FROM containers WHERE id = ?"_s,
                                                   {m_container})
                                           .toString();
        rule = QJsonDocument::fromJson(attributes.toUtf8()).object().value(u"events_after_play"_s).toString();
    }
    if (rule == u"forever"_s)
        return u"forever"_s;
    if (rule == u"next-player-turn"_s)
        return untilNextPlayerTurn();
    return {};
}

QList<ContainerMarker> ContainerStore::releaseDue()
{
    const ClockState clock = CampaignReader(m_writer.database()).clock();
    QList<ContainerMarker> released;
    for (const ContainerMarker &m : state().aside()) {
        const QStringList parts = m.releaseAt.split(u':');
        bool due = false;
        if (parts.value(0) == u"turn"_s)
            due = clock.turn >= parts.value(1).toInt();
        else if (parts.value(0) == u"player-turn"_s)
            due = clock.turn != parts.value(1).toInt() || clock.activeSide != parts.value(2).toLongLong();
        if (due) {
            toPool(m);
            released.append(m);
        }
    }
    // Leaders in play whose unit was eliminated or removed go back (Charlemagne §21.3).
    for (const ContainerMarker &m : state().inPlay()) {
        const QJsonObject unit = m_writer.row(u"units"_s, {{u"id"_s, m.unitId}});
        if (unit.isEmpty() || unit.value(u"status"_s).toString() != u"active"_s) {
            toPool(m);
            released.append(m);
        }
    }
    return released;
}

quint64 ContainerStore::counter()
{
    if (!m_counter)
        m_counter = CampaignRandom::takeCounter(m_writer);
    return *m_counter;
}

RandomStream &ContainerStore::diceStream()
{
    if (!m_diceStream)
        m_diceStream.emplace(CampaignRandom::diceStream(m_writer.database(), counter(), m_record));
    return *m_diceStream;
}

RandomStream &ContainerStore::drawStream()
{
    if (!m_drawStream)
        m_drawStream.emplace(CampaignRandom::drawStream(m_writer.database(), counter(), m_record));
    return *m_drawStream;
}

QList<ContainerMarker> ContainerStore::drawRandom(QList<ContainerMarker> &from, int count)
{
    if (count <= 0 || from.isEmpty())
        return {};
    return ContainerState::drawRandom(from, count, drawStream(), m_hiddenDraws);
}

int ContainerStore::rollDie(int sides)
{
    const int face = diceStream().die(sides);
    m_draws.append(QJsonObject{{u"sides"_s, sides}, {u"face"_s, face}});
    return face;
}

QList<ContainerMarker> ContainerStore::takeKind(QList<ContainerMarker> &from, const QString &kindName,
                                                int count, const QString &where)
{
    QList<ContainerMarker> taken;
    for (qsizetype i = 0; i < from.size() && taken.size() < count;) {
        if (from.at(i).kind.compare(kindName, Qt::CaseInsensitive) == 0)
            taken.append(from.takeAt(i));
        else
            ++i;
    }
    if (taken.size() < count)
        throw Failure::badInput(tr("There is no %1 left in %2.").arg(kindName, where));
    return taken;
}

void ContainerStore::commit(const QString &kind, ContainerOutcome &outcome, bool undoable)
{
    ActionDraft draft;
    draft.kind = kind;
    draft.publicText = outcome.publicText;
    draft.privateText = outcome.privateText;
    draft.audience = outcome.audience;
    draft.audienceSide = outcome.audienceSide;
    outcome.data.insert(u"container"_s, m_container);
    draft.data = outcome.data;
    // A private action's hash is printed as the chain head; a random salt in what it hashes keeps
    // anyone from confirming a guessed hand against it.
    if (draft.audience != Audience::Public)
        draft.data.insert(u"salt"_s, QString::fromLatin1(RandomStream::newSeed().toHex().left(32)));
    draft.undoable = undoable;
    if (m_counter) {
        QJsonObject record = m_record;
        record.insert(u"source"_s, m_diceStream ? u"rolled"_s : u"drawn"_s);
        if (m_diceStream)
            record.insert(u"draws"_s, m_draws);
        if (m_drawStream)
            record.insert(u"hidden_draws"_s, m_hiddenDraws);
        draft.dice = record;
    }
    outcome.seq = m_writer.commit(draft);
}

QString ContainerStore::listText(const QList<ContainerMarker> &markers)
{
    QStringList order;
    QHash<QString, int> counts;
    for (const ContainerMarker &m : markers) {
        if (!counts.contains(m.kind))
            order << m.kind;
        ++counts[m.kind];
    }
    QStringList parts;
    for (const QString &k : order)
        parts << (counts.value(k) > 1 ? u"%1 ×%2"_s.arg(k).arg(counts.value(k)) : k);
    return parts.isEmpty() ? tr("none") : parts.join(u", "_s);
}

QJsonArray ContainerStore::idsOf(const QList<ContainerMarker> &markers)
{
    QJsonArray array;
    for (const ContainerMarker &m : markers)
        array.append(m.id);
    return array;
}

qint64 ContainerStore::containerId(ActionWriter &writer, const QString &name)
{
    return ContainerReader(writer.database()).find(name).id;
}

} // namespace Reeve
