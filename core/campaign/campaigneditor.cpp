#include "campaigneditor.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QRegularExpression>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "campaign/gametexts.h"
#include "campaign/pinhash.h"
#include "log/actionlog.h"
#include "log/actionwriter.h"
#include "steps/stepregistry.h"
#include "steps/steprunner.h"
#include "storage/database.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::CampaignEditor", text);
}

QString jsonText(const QJsonObject &object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

QString checkedColour(const QString &colour)
{
    if (colour.isEmpty())
        return {};
    static const QRegularExpression hex(u"^#[0-9a-fA-F]{6}$"_s);
    if (!hex.match(colour).hasMatch())
        throw Failure::badInput(tr("\"%1\" is not a colour; write it as #rrggbb, e.g. #8b0000.").arg(colour));
    return colour.toLower();
}

} // namespace

CampaignEditor::CampaignEditor(Campaign &campaign)
    : m_campaign(campaign)
{ }

void CampaignEditor::requireSide(qint64 id)
{
    CampaignReader(m_campaign.database()).side(id);
}

void CampaignEditor::requireLocation(const QString &id)
{
    // The cheap check first (every move asks it); location() throws with the closest names.
    CampaignReader reader(m_campaign.database());
    if (!id.isEmpty() && !reader.hasLocation(id))
        reader.location(id);
}

QString CampaignEditor::sideName(qint64 id)
{
    return CampaignReader(m_campaign.database()).side(id).name;
}

qint64 CampaignEditor::commitUnit(ActionWriter &writer, const QString &kind, qint64 unitId,
                                  const QString &text, const QString &faceDown)
{
    if (!m_campaign.game().faceDownCounters)
        return writer.commit(kind, text);
    // Face-down counters (1066 §7.1): the public line says whose counter changed; its owner reads which and where.
    const qint64 owner = CampaignReader(m_campaign.database()).unit(unitId).sideId;
    ActionDraft draft;
    draft.kind = kind;
    draft.publicText = faceDown.arg(sideName(owner));
    draft.privateText = text;
    draft.audience = Audience::Side;
    draft.audienceSide = owner;
    return writer.commit(draft);
}

QString CampaignEditor::unitLabel(qint64 id)
{
    const Unit unit = CampaignReader(m_campaign.database()).unit(id);
    return unit.name.isEmpty() ? u"%1 #%2"_s.arg(unit.type).arg(unit.id) : unit.name;
}

qint64 CampaignEditor::addSide(const QString &name, const QString &colour, const QString &player,
                               const QString &pin)
{
    const QString trimmed = name.trimmed();
    if (trimmed.isEmpty())
        throw Failure::badInput(tr("A side needs a name."));
    const QString hex = checkedColour(colour);
    ActionWriter writer(m_campaign.log());
    if (writer.database()
                .scalar(u"SELECT count(*) FROM sides WHERE lower(name) = lower(?)"_s, {trimmed})
                .toInt()
        > 0)
        throw Failure::badInput(tr("There is already a side named \"%1\"; choose another name.").arg(trimmed));
    const qint64 id = writer.nextId(u"sides"_s);
    writer.insert(u"sides"_s, {{u"id"_s, id},
                               {u"name"_s, trimmed},
                               {u"colour"_s, hex},
                               {u"player"_s, player},
                               {u"pin_hash"_s, PinHash::make(pin)},
                               {u"attributes"_s, u"{}"_s}});
    writer.insert(u"accounts"_s,
                  {{u"side_id"_s, id}, {u"currency"_s, m_campaign.game().currency}, {u"balance"_s, 0}});
    return writer.commit(u"side.add"_s, tr("Side %1 added").arg(trimmed));
}

qint64 CampaignEditor::editSide(qint64 id, const QString &name, const QString &colour, const QString &player)
{
    const QString old = sideName(id);
    const QString trimmed = name.trimmed();
    if (trimmed.isEmpty())
        throw Failure::badInput(tr("A side needs a name."));
    ActionWriter writer(m_campaign.log());
    if (writer.database()
                .scalar(u"SELECT count(*) FROM sides WHERE lower(name) = lower(?) AND id <> ?"_s,
                        {trimmed, id})
                .toInt()
        > 0)
        throw Failure::badInput(tr("There is already a side named \"%1\"; choose another name.").arg(trimmed));
    writer.update(u"sides"_s, {{u"id"_s, id}},
                  {{u"name"_s, trimmed}, {u"colour"_s, checkedColour(colour)}, {u"player"_s, player}});
    return writer.commit(u"side.edit"_s,
                         tr("Side %1 edited").arg(old == trimmed ? old : old + u" → "_s + trimmed));
}

qint64 CampaignEditor::setSidePin(qint64 id, const QString &pin)
{
    const QString name = sideName(id);
    ActionWriter writer(m_campaign.log());
    writer.update(u"sides"_s, {{u"id"_s, id}}, {{u"pin_hash"_s, PinHash::make(pin)}});
    return writer.commit(u"side.pin"_s,
                         pin.isEmpty() ? tr("PIN of %1 removed").arg(name) : tr("PIN of %1 set").arg(name));
}

qint64 CampaignEditor::setAlliance(qint64 id, const QString &team)
{
    const QString name = sideName(id);
    QJsonObject attributes = CampaignReader(m_campaign.database()).side(id).attributes;
    const QString trimmed = team.trimmed();
    if (trimmed.isEmpty())
        attributes.remove(u"alliance"_s);
    else
        attributes.insert(u"alliance"_s, trimmed);
    ActionWriter writer(m_campaign.log());
    writer.update(u"sides"_s, {{u"id"_s, id}}, {{u"attributes"_s, jsonText(attributes)}});
    return writer.commit(u"side.alliance"_s, trimmed.isEmpty()
                                                     ? tr("%1 leaves its alliance").arg(name)
                                                     : tr("%1 joins alliance %2").arg(name, trimmed));
}

qint64 CampaignEditor::setNeutral(qint64 id, bool neutral)
{
    const QString name = sideName(id);
    QJsonObject attributes = CampaignReader(m_campaign.database()).side(id).attributes;
    if (neutral)
        attributes.insert(u"neutral"_s, true);
    else
        attributes.remove(u"neutral"_s);
    ActionWriter writer(m_campaign.log());
    writer.update(u"sides"_s, {{u"id"_s, id}}, {{u"attributes"_s, jsonText(attributes)}});
    return writer.commit(u"side.neutral"_s, neutral ? tr("%1 is a neutral power, played by nobody").arg(name)
                                                    : tr("%1 is played again").arg(name));
}

qint64 CampaignEditor::removeSide(qint64 id)
{
    const QString name = sideName(id);
    Database &db = m_campaign.database();
    if (db.scalar(u"SELECT count(*) FROM units WHERE side_id = ?"_s, {id}).toInt() > 0
        || db.scalar(u"SELECT count(*) FROM placed_markers WHERE side_id = ?"_s, {id}).toInt() > 0)
        throw Failure::badInput(tr("%1 still has units or markers; remove them first.").arg(name));
    ActionWriter writer(m_campaign.log());
    writer.remove(u"accounts"_s, {{u"side_id"_s, id}});
    writer.remove(u"sides"_s, {{u"id"_s, id}});
    return writer.commit(u"side.remove"_s, tr("Side %1 removed").arg(name));
}

qint64 CampaignEditor::addLocation(const QString &id, const QString &name, const QString &kind,
                                   const QJsonObject &attributes)
{
    const QString key = id.trimmed();
    if (key.isEmpty())
        throw Failure::badInput(tr("A location needs an id such as C6 or Wessex."));
    if (CampaignReader(m_campaign.database()).hasLocation(key))
        throw Failure::badInput(tr("Location %1 is already registered; edit it instead.").arg(key));
    ActionWriter writer(m_campaign.log());
    writer.insert(u"locations"_s, {{u"id"_s, key},
                                   {u"name"_s, name.isEmpty() ? key : name},
                                   {u"kind"_s, kind},
                                   {u"attributes"_s, jsonText(attributes)}});
    return writer.commit(u"location.add"_s, tr("Location %1 registered").arg(key));
}

qint64 CampaignEditor::editLocation(const QString &id, const QString &name, const QString &kind,
                                    const QJsonObject &attributes)
{
    requireLocation(id);
    ActionWriter writer(m_campaign.log());
    writer.update(u"locations"_s, {{u"id"_s, id}},
                  {{u"name"_s, name}, {u"kind"_s, kind}, {u"attributes"_s, jsonText(attributes)}});
    return writer.commit(u"location.edit"_s, tr("Location %1 edited").arg(id));
}

qint64 CampaignEditor::removeLocation(const QString &id)
{
    requireLocation(id);
    Database &db = m_campaign.database();
    if (db.scalar(u"SELECT count(*) FROM units WHERE location_id = ?"_s, {id}).toInt() > 0
        || db.scalar(u"SELECT count(*) FROM placed_markers WHERE location_id = ?"_s, {id}).toInt() > 0)
        throw Failure::badInput(tr("Units or markers are still at %1; move them first.").arg(id));
    ActionWriter writer(m_campaign.log());
    writer.remove(u"locations"_s, {{u"id"_s, id}});
    return writer.commit(u"location.remove"_s, tr("Location %1 removed").arg(id));
}

qint64 CampaignEditor::addUnit(qint64 sideId, const QString &type, const QString &name,
                               const QString &locationId, const QJsonObject &attributes, qint64 *newId)
{
    requireSide(sideId);
    requireLocation(locationId);
    if (type.trimmed().isEmpty())
        throw Failure::badInput(tr("A unit needs a type such as knight, thegn or field army."));
    ActionWriter writer(m_campaign.log());
    const qint64 id = writer.nextId(u"units"_s);
    writer.insert(u"units"_s,
                  {{u"id"_s, id},
                   {u"side_id"_s, sideId},
                   {u"location_id"_s, locationId.isEmpty() ? QJsonValue() : QJsonValue(locationId)},
                   {u"type"_s, type.trimmed()},
                   {u"name"_s, name},
                   {u"attributes"_s, jsonText(attributes)},
                   {u"status"_s, u"active"_s}});
    if (newId)
        *newId = id;
    const QString label = name.isEmpty() ? type : name;
    const QString where = locationId.isEmpty() ? tr("off the board") : tr("at %1").arg(locationId);
    return writer.commit(u"unit.add"_s, tr("%1: %2 added %3").arg(sideName(sideId), label, where));
}

qint64 CampaignEditor::editUnit(qint64 id, const QString &type, const QString &name,
                                const QJsonObject &attributes)
{
    const QString label = unitLabel(id);
    ActionWriter writer(m_campaign.log());
    writer.update(u"units"_s, {{u"id"_s, id}},
                  {{u"type"_s, type}, {u"name"_s, name}, {u"attributes"_s, jsonText(attributes)}});
    return commitUnit(writer, u"unit.edit"_s, id, tr("%1 edited").arg(label), tr("%1: a counter edited"));
}

qint64 CampaignEditor::moveUnit(qint64 id, const QString &locationId)
{
    requireLocation(locationId);
    const QString label = unitLabel(id);
    ActionWriter writer(m_campaign.log());
    writer.update(u"units"_s, {{u"id"_s, id}},
                  {{u"location_id"_s, locationId.isEmpty() ? QJsonValue() : QJsonValue(locationId)}});
    return commitUnit(writer, u"unit.move"_s, id,
                      locationId.isEmpty() ? tr("%1 taken off the board").arg(label)
                                           : tr("%1 moved to %2").arg(label, locationId),
                      tr("%1: a counter moved"));
}

qint64 CampaignEditor::eliminateUnit(qint64 id)
{
    const QString label = unitLabel(id);
    if (CampaignReader(m_campaign.database()).unit(id).isEliminated())
        throw Failure::badInput(tr("%1 is already eliminated.").arg(label));
    ActionWriter writer(m_campaign.log());
    writer.update(u"units"_s, {{u"id"_s, id}}, {{u"status"_s, u"eliminated"_s}});
    return commitUnit(writer, u"unit.eliminate"_s, id, tr("%1 eliminated").arg(label),
                      tr("%1: a counter eliminated"));
}

qint64 CampaignEditor::restoreUnit(qint64 id)
{
    const QString label = unitLabel(id);
    ActionWriter writer(m_campaign.log());
    writer.update(u"units"_s, {{u"id"_s, id}}, {{u"status"_s, u"active"_s}});
    return commitUnit(writer, u"unit.restore"_s, id, tr("%1 returned to play").arg(label),
                      tr("%1: a counter returned to play"));
}

qint64 CampaignEditor::removeUnit(qint64 id)
{
    const QString label = unitLabel(id);
    ActionWriter writer(m_campaign.log());
    writer.remove(u"units"_s, {{u"id"_s, id}});
    return writer.commit(u"unit.remove"_s, tr("%1 removed").arg(label));
}

qint64 CampaignEditor::placeMarker(const QString &locationId, const QString &kind, qint64 sideId,
                                   const QJsonObject &attributes)
{
    requireLocation(locationId);
    if (locationId.isEmpty() || kind.trimmed().isEmpty())
        throw Failure::badInput(tr("A marker needs a location and a kind (castle, pillaged, ...)."));
    if (sideId)
        requireSide(sideId);
    ActionWriter writer(m_campaign.log());
    const qint64 id = writer.nextId(u"placed_markers"_s);
    writer.insert(u"placed_markers"_s, {{u"id"_s, id},
                                        {u"location_id"_s, locationId},
                                        {u"kind"_s, kind.trimmed()},
                                        {u"side_id"_s, sideId ? QJsonValue(sideId) : QJsonValue()},
                                        {u"attributes"_s, jsonText(attributes)}});
    return writer.commit(u"marker.place"_s, tr("%1 marker placed at %2").arg(kind.trimmed(), locationId));
}

qint64 CampaignEditor::removeMarker(qint64 id)
{
    ActionWriter writer(m_campaign.log());
    const QJsonObject row = writer.row(u"placed_markers"_s, {{u"id"_s, id}});
    if (row.isEmpty())
        throw Failure::badInput(tr("There is no marker %1.").arg(id));
    writer.remove(u"placed_markers"_s, {{u"id"_s, id}});
    return writer.commit(u"marker.remove"_s, tr("%1 marker removed from %2")
                                                     .arg(row.value(u"kind"_s).toString(),
                                                          row.value(u"location_id"_s).toString()));
}

qint64 CampaignEditor::advancePhase()
{
    const GameInfo &game = m_campaign.game();
    // A game that registers its own sequence of play as the step "next-phase" (1066 §3.2) moves the clock
    // only through it: the command line's clock and the window's Next Phase run that one implementation.
    if (StepRegistry::standard().contains(game.id, u"next-phase"_s)) {
        const StepResult result = StepRunner(m_campaign)
                                          .run(StepRegistry::standard().get(game.id, u"next-phase"_s), {}, {},
                                               StepRunner::Mode::Apply);
        if (result.refused())
            throw Failure::badInput(result.refusals.first().message);
        return result.seq;
    }
    const ClockState clock = CampaignReader(m_campaign.database()).clock();
    const qsizetype index = game.phases.indexOf(clock.phase);
    if (index >= 0 && index + 1 < game.phases.size())
        return setTurn(clock.turn, game.phases.at(index + 1));
    if (game.playerOrder.size() > 1)
        return nextPlayerTurn(clock);
    return setTurn(clock.turn + 1, game.phases.value(0));
}

qint64 CampaignEditor::nextPlayerTurn(const ClockState &clock)
{
    // Each player plays every phase in turn, the game turn ends after the last (Charlemagne §3.1).
    const GameInfo &game = m_campaign.game();
    CampaignReader reader(m_campaign.database());
    const qsizetype played = clock.activeSide ? game.playerOrder.indexOf(reader.side(clock.activeSide).name)
                                              : 0;
    const bool sameTurn = played >= 0 && played + 1 < game.playerOrder.size();
    const int turn = sameTurn ? clock.turn : clock.turn + 1;
    const QString next = game.playerOrder.at(sameTurn ? played + 1 : 0);
    const QString phase = game.phases.value(0);
    ActionWriter writer(m_campaign.log());
    writer.update(u"clock"_s, {{u"id"_s, 1}},
                  {{u"turn"_s, turn},
                   {u"year"_s, game.yearOf(turn)},
                   {u"period"_s, game.periodOf(turn)},
                   {u"phase"_s, phase},
                   {u"active_side"_s, reader.sideByName(next).id}});
    return writer.commit(u"clock.set"_s, tr("Now %1, %2: player turn of %3")
                                                 .arg(game.describeTurn(turn), GameTexts::label(phase), next));
}

qint64 CampaignEditor::setTurn(int turn, const QString &phase)
{
    const GameInfo &game = m_campaign.game();
    if (turn < 1)
        throw Failure::badInput(tr("Turns are numbered from 1."));
    if (!phase.isEmpty() && !game.phases.contains(phase))
        throw Failure::badInput(tr("\"%1\" is not a phase of %2; the phases are: %3.")
                                        .arg(phase, game.shownTitle(), game.phases.join(u", "_s)));
    const QString newPhase = phase.isEmpty() ? game.phases.value(0) : phase;
    ActionWriter writer(m_campaign.log());
    writer.update(u"clock"_s, {{u"id"_s, 1}},
                  {{u"turn"_s, turn},
                   {u"year"_s, game.yearOf(turn)},
                   {u"period"_s, game.periodOf(turn)},
                   {u"phase"_s, newPhase}});
    return writer.commit(u"clock.set"_s,
                         tr("Now %1, %2").arg(game.describeTurn(turn), GameTexts::label(newPhase)));
}

qint64 CampaignEditor::setActiveSide(qint64 sideId)
{
    QString name = tr("no side");
    if (sideId)
        name = sideName(sideId);
    ActionWriter writer(m_campaign.log());
    writer.update(u"clock"_s, {{u"id"_s, 1}},
                  {{u"active_side"_s, sideId ? QJsonValue(sideId) : QJsonValue(0)}});
    return writer.commit(u"clock.side"_s, tr("Player turn of %1").arg(name));
}

} // namespace Reeve
