// What the 1066 event steps share: the event drawn and not yet applied (§8.9), a power's forces (§8.13).
#include "eventkit.h"

#include <QCoreApplication>
#include <QJsonArray>

#include "campaign/campaign.h"
#include "campaign/campaignrandom.h"
#include "campaign/campaignreader.h"
#include "campaign/campaigntables.h"
#include "containers/containerreader.h"
#include "games/1066/turn/control1066.h"
#include "log/actionwriter.h"
#include "procedures/procedureregistry.h"
#include "procedures/procedurerunner.h"

namespace Reeve::EventKit1066 {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::TurnSteps1066", text);
}

QString stamp(Database &db)
{
    const ClockState clock = CampaignReader(db).clock();
    return u"%1:%2"_s.arg(clock.turn).arg(clock.activeSide);
}

QString appliedKey(qint64 markerId)
{
    return u"1066.event-applied.%1"_s.arg(markerId);
}

} // namespace

qint64 pendingEvent(Database &db, const QString &kind)
{
    ContainerReader reader(db);
    if (!reader.hasContainer())
        return 0;
    const QString now = u"player-turn:"_s + stamp(db);
    CampaignReader campaign(db);
    for (const ContainerMarker &m : reader.state(reader.find().id).aside())
        if (m.kind.compare(kind, Qt::CaseInsensitive) == 0 && m.releaseAt == now
            && campaign.meta(appliedKey(m.id)) != stamp(db))
            return m.id;
    return 0;
}

QString pendingRefusal(Database &db, const QString &kind)
{
    if (!ContainerReader(db).hasContainer())
        return tr("The campaign keeps no marker pool yet: enter its composition from the counter sheet first "
                  "(Compose, under Containers and hands); an event is applied once it is drawn from it.");
    if (pendingEvent(db, kind) == 0)
        return tr("No %1 marker waits to be applied: it is applied when drawn from the pool, in the same "
                  "player turn, once (draw it first; one already applied is set aside until the next player "
                  "turn).")
                .arg(kind);
    return {};
}

std::optional<StepRefusal> noPool(Database &db)
{
    if (ContainerReader(db).hasContainer())
        return std::nullopt;
    return StepRefusal{
            tr("The campaign keeps no marker pool yet: enter its composition from the counter sheet "
               "first (Compose, under Containers and hands)."),
            u"1066 §8.2"_s};
}

void markApplied(ActionWriter &writer, qint64 markerId)
{
    const QJsonObject row{{u"key"_s, appliedKey(markerId)}};
    const QString value = stamp(writer.database());
    if (writer.row(u"meta"_s, row).isEmpty())
        writer.insert(u"meta"_s, {{u"key"_s, appliedKey(markerId)}, {u"value"_s, value}});
    else
        writer.update(u"meta"_s, row, {{u"value"_s, value}});
}

QMap<QString, QList<Unit>> forcesOf(Database &db, qint64 side, int minimum)
{
    QMap<QString, QList<Unit>> all;
    for (const Unit &u : CampaignReader(db).units())
        if (!u.isEliminated() && !u.locationId.isEmpty() && Control1066::controller(u) == side)
            all[u.locationId] << u;
    QMap<QString, QList<Unit>> forces;
    for (auto it = all.cbegin(); it != all.cend(); ++it)
        if (it.value().size() >= minimum)
            forces.insert(it.key(), it.value());
    return forces;
}

bool isKing(const Unit &unit)
{
    return unit.attributes.value(u"king"_s).toBool();
}

QString unitLabel(const Unit &unit)
{
    return u"%1 (%2)"_s.arg(Control1066::unitName(unit)).arg(unit.id);
}

QStringList unitLabels(const QList<Unit> &units)
{
    QStringList labels;
    for (const Unit &u : units)
        labels << unitLabel(u);
    return labels;
}

int goldHeld(Database &db, qint64 side)
{
    return held(db, side, u"Gold Point"_s);
}

int held(Database &db, qint64 side, const QString &kind)
{
    ContainerReader reader(db);
    int n = 0;
    if (reader.hasContainer())
        for (const ContainerMarker &m : reader.state(reader.find().id).hand(side))
            n += m.kind.compare(kind, Qt::CaseInsensitive) == 0 ? 1 : 0;
    return n;
}

bool enemies(Database &db, qint64 a, qint64 b)
{
    return a != b && Control1066::playerOf(db, a) != Control1066::playerOf(db, b);
}

QString categoryOf(Database &db, const QString &kind)
{
    ContainerReader reader(db);
    if (!reader.hasContainer())
        return {};
    for (const MarkerKind &k : reader.kinds(reader.find().id))
        if (k.name.compare(kind.trimmed(), Qt::CaseInsensitive) == 0)
            return k.category;
    return {};
}

std::optional<QList<int>> facesOf(const QJsonObject &dice, const QString &name)
{
    if (!dice.contains(name))
        return std::nullopt;
    QList<int> faces;
    for (const QJsonValue &v : dice.value(name).toArray())
        faces << v.toInt();
    return faces;
}

QList<qint64> unitIds(Database &db, const QJsonValue &list)
{
    QList<qint64> ids;
    const QList<Unit> units = CampaignReader(db).units();
    for (const QJsonValue &v : list.toArray()) {
        qint64 found = v.isDouble() ? v.toInteger() : 0;
        for (const Unit &u : units)
            if (!found
                && (u.name.compare(v.toString(), Qt::CaseInsensitive) == 0
                    || QString::number(u.id) == v.toString()))
                found = u.id;
        ids << found;
    }
    return ids;
}

QString givenUnit(const QJsonValue &list, qsizetype index)
{
    const QJsonValue v = list.isArray() ? list.toArray().at(index) : list;
    return tr("\"%1\"").arg(v.toVariant().toString());
}

ProcedureResult publicRoll(Campaign &campaign, const QString &procedure, const QJsonObject &inputs,
                           const QJsonObject &dice, const QString &diceName)
{
    const Procedure &p = ProcedureRegistry::standard().get(procedure);
    const TableLibrary tables = CampaignTables::forCampaign(campaign);
    ActionWriter writer(campaign.log());
    ActionDraft draft;
    ProcedureResult result = ProcedureRunner(tables).resolveInto(writer, p,
                                                                 ProcedureRunner::completeInputs(p, inputs),
                                                                 facesOf(dice, diceName), draft);
    writer.commit(draft);
    return result;
}

ProcedureResult hiddenRoll(Campaign &campaign, const HiddenRoll &roll, const HiddenRollWrite &write)
{
    if (!roll.faces)
        CampaignRandom(campaign).ensureDrawSecret();
    const Procedure &p = ProcedureRegistry::standard().get(roll.procedure);
    const TableLibrary tables = CampaignTables::forCampaign(campaign);
    ActionWriter writer(campaign.log());
    ActionDraft draft;
    ProcedureResult result = ProcedureRunner(tables).resolveInto(writer, p,
                                                                 ProcedureRunner::completeInputs(p,
                                                                                                 roll.inputs),
                                                                 roll.faces, draft,
                                                                 ProcedureRunner::Secrecy::Hidden);
    QStringList working;
    for (const ExplanationStep &e : result.explanation)
        working << e.text;
    draft.privateText = write(writer, result, working.join(u' '));
    draft.kind = roll.kind;
    draft.publicText = roll.publicText;
    draft.audience = Audience::Side;
    draft.audienceSide = roll.side;
    writer.commit(draft);
    return result;
}

} // namespace Reeve::EventKit1066
