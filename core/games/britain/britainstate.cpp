#include "britainstate.h"

#include <QJsonArray>
#include <QJsonDocument>

#include "britaincommon.h"
#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "campaign/campaignreader.h"
#include "campaign/campaigntables.h"
#include "log/actionlog.h"
#include "log/actionwriter.h"
#include "procedures/procedureregistry.h"
#include "procedures/procedurerunner.h"
#include "tables/tablelibrary.h"
#include "util/failure.h"

namespace Reeve::Britain {

using namespace Qt::StringLiterals;

namespace {

const QString Strategic = u"Britain, STRATEGIC MOVEMENT"_s;
const QString Morale = u"Britain, MORALE"_s;
const QString Band = u"band"_s;
const QString District = u"district"_s;
const QString Ready = u"ready"_s;

QString jsonText(const QJsonObject &object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

} // namespace

QStringList troopKeys()
{
    return {u"foot"_s, u"horsemen"_s, u"bowmen"_s, u"peasant_spearmen"_s};
}

BritainState::BritainState(Campaign &campaign)
    : m_campaign(campaign)
{ }

int BritainState::warriors(const Unit &band)
{
    int total = 0;
    for (const QString &key : troopKeys())
        total += band.attributes.value(key).toInt();
    return total;
}

QJsonObject BritainState::clockAt(int year) const
{
    // One turn a year from 440: the turn moves with the year, so the status bar and the log's
    // turn column (which count turns) show the same year as the campaign.
    return {{u"year"_s, year}, {u"turn"_s, qMax(1, year - m_campaign.game().firstYear + 1)}};
}

int BritainState::year()
{
    const int y = CampaignReader(m_campaign.database()).clock().year;
    return y >= 440 ? y : 440;
}

QList<Location> BritainState::districts()
{
    QList<Location> out;
    for (const Location &l : CampaignReader(m_campaign.database()).locations())
        if (l.kind == District)
            out << l;
    return out;
}

QList<Unit> BritainState::bands(const QString &side)
{
    CampaignReader reader(m_campaign.database());
    const qint64 sideId = side.isEmpty() ? 0 : reader.sideByName(side).id;
    QList<Unit> out;
    for (const Unit &u : reader.units())
        if (u.type == Band && !u.isEliminated() && (sideId == 0 || u.sideId == sideId))
            out << u;
    return out;
}

Unit BritainState::band(const QString &name)
{
    QStringList names;
    for (const Unit &u : bands()) {
        if (u.name.compare(name, Qt::CaseInsensitive) == 0)
            return u;
        if (!u.name.isEmpty())
            names << u.name;
    }
    throw Failure::badInput(tr("No band named \"%1\"; closest: %2.")
                                    .arg(name, CampaignReader::closest(name, names).join(u", "_s)));
}

Location BritainState::district(const QString &name)
{
    for (const Location &l : districts())
        if (l.id.compare(name, Qt::CaseInsensitive) == 0)
            return l;
    throw Failure::badInput(tr("No British district named \"%1\" (enter it with: district NAME).").arg(name));
}

qint64 BritainState::addDistrict(const QString &name, int warriors, int strongholds, const QString &heldBy,
                                 bool withBand)
{
    CampaignReader reader(m_campaign.database());
    const QString key = name.trimmed();
    if (key.isEmpty())
        throw Failure::badInput(tr("A district needs a name."));
    if (reader.hasLocation(key))
        return updateDistrict(reader.location(key), warriors, strongholds);
    warriors = qMax(warriors, 0); // not given: none yet
    strongholds = qMax(strongholds, 0);
    const Side holder = reader.sideByName(heldBy.isEmpty() ? u"Britons"_s : heldBy);
    const QJsonObject attributes{{u"held_by"_s, holder.name},
                                 {u"warriors"_s, warriors},
                                 {u"strongholds"_s, strongholds},
                                 {u"settled"_s, false},
                                 {u"last_pillaged"_s, 0}};
    ActionWriter writer(m_campaign.log());
    writer.insert(u"locations"_s, {{u"id"_s, key},
                                   {u"name"_s, key},
                                   {u"kind"_s, District},
                                   {u"attributes"_s, jsonText(attributes)}});
    if (withBand) {
        const QJsonObject band{{u"district"_s, key},
                               {u"foot"_s, warriors},
                               {u"original"_s, warriors},
                               {u"casualties"_s, 0},
                               {u"state"_s, Ready}};
        writer.insert(u"units"_s, {{u"id"_s, writer.nextId(u"units"_s)},
                                   {u"side_id"_s, holder.id},
                                   {u"location_id"_s, key},
                                   {u"type"_s, Band},
                                   {u"name"_s, tr("Band of %1").arg(key)},
                                   {u"attributes"_s, jsonText(band)},
                                   {u"status"_s, u"active"_s}});
    }
    return writer.commit(u"britain.district"_s, tr("District %1 entered, held by %2: %3 warriors, %4 "
                                                   "stronghold(s)%5 (Britain, STRATEGIC MOVEMENT)")
                                                        .arg(key, holder.name)
                                                        .arg(warriors)
                                                        .arg(strongholds)
                                                        .arg(withBand ? tr(", with its band") : QString()));
}

qint64 BritainState::updateDistrict(const Location &d, int warriors, int strongholds)
{
    if (d.kind != District)
        throw Failure::badInput(tr("%1 is not a district.").arg(d.id));
    if (warriors < 0 && strongholds < 0)
        throw Failure::badInput(
                tr("%1 is already entered: give warriors=N or strongholds=N to change it.").arg(d.id));
    QJsonObject a = d.attributes;
    if (warriors >= 0)
        a.insert(u"warriors"_s, warriors);
    if (strongholds >= 0)
        a.insert(u"strongholds"_s, strongholds);
    ActionWriter writer(m_campaign.log());
    writer.update(u"locations"_s, {{u"id"_s, d.id}}, {{u"attributes"_s, jsonText(a)}});
    return writer.commit(u"britain.district"_s, tr("District %1 now counts %2 warriors and %3 stronghold(s)")
                                                        .arg(d.id)
                                                        .arg(a.value(u"warriors"_s).toInt())
                                                        .arg(a.value(u"strongholds"_s).toInt()));
}

qint64 BritainState::writeBand(const Unit &band, const QJsonObject &attributes, const QString &kind,
                               const QString &text)
{
    ActionWriter writer(m_campaign.log());
    writer.update(u"units"_s, {{u"id"_s, band.id}}, {{u"attributes"_s, jsonText(attributes)}});
    return writer.commit(kind, text);
}

qint64 BritainState::enterBand(const BandEntry &entry)
{
    CampaignReader reader(m_campaign.database());
    const Side side = reader.sideByName(entry.side);
    if (entry.name.trimmed().isEmpty())
        throw Failure::badInput(tr("A band needs a name."));
    if (!entry.location.isEmpty())
        reader.location(entry.location);
    const std::optional<Unit> existing = entered(side.name, entry.name);
    QJsonObject a = existing ? existing->attributes : QJsonObject{};
    if (!entry.chieftain.isEmpty() && entry.chieftain != a.value(u"chieftain"_s).toString()) {
        a.insert(u"chieftain"_s, entry.chieftain);
        a.remove(u"leader_status"_s); // a new chieftain starts unhurt
    }
    if (entry.ability)
        a.insert(u"ability"_s, *entry.ability);
    if (entry.movement)
        a.insert(u"movement"_s, *entry.movement);
    for (auto it = entry.troops.cbegin(); it != entry.troops.cend(); ++it) {
        if (!troopKeys().contains(it.key()) || it.value() < 0)
            throw Failure::badInput(
                    tr("Warriors are foot, horsemen, bowmen or peasant_spearmen, 0 or more."));
        a.insert(it.key(), it.value());
    }
    Unit probe;
    probe.attributes = a;
    a.insert(u"original"_s, warriors(probe));
    for (const char *key : {"casualties", "next_wave", "victories", "defeats", "years_active"})
        if (!a.contains(QLatin1StringView(key)))
            a.insert(QLatin1StringView(key), 0);
    if (!a.contains(u"state"_s))
        a.insert(u"state"_s, Ready);
    const QString where = entry.location.isEmpty() ? (existing ? existing->locationId : QString())
                                                   : entry.location;
    ActionWriter writer(m_campaign.log());
    const QJsonObject row{{u"name"_s, entry.name.trimmed()},
                          {u"attributes"_s, jsonText(a)},
                          {u"location_id"_s, where.isEmpty() ? QJsonValue() : QJsonValue(where)}};
    if (existing) {
        writer.update(u"units"_s, {{u"id"_s, existing->id}}, row);
    } else {
        QJsonObject full = row;
        full.insert(u"id"_s, writer.nextId(u"units"_s));
        full.insert(u"side_id"_s, side.id);
        full.insert(u"type"_s, Band);
        full.insert(u"status"_s, u"active"_s);
        writer.insert(u"units"_s, full);
    }
    return writer.commit(u"britain.band"_s,
                         tr("%1: %2 under %3 (ability %4), %5 warriors%6")
                                 .arg(side.name, entry.name.trimmed(),
                                      a.value(u"chieftain"_s).toString(tr("no chieftain")))
                                 .arg(a.value(u"ability"_s).toInt())
                                 .arg(warriors(probe))
                                 .arg(where.isEmpty() ? QString() : tr(" at %1").arg(where)));
}

std::optional<Unit> BritainState::entered(const QString &side, const QString &name)
{
    CampaignReader reader(m_campaign.database());
    const qint64 sideId = reader.sideByName(side).id;
    const QString wanted = name.trimmed();
    std::optional<Unit> unnamed;
    for (const Unit &u : bands()) {
        // A band whose chieftain changed sides is found under its people as well as its new side.
        const bool ofSide = u.sideId == sideId || u.attributes.value(u"people"_s).toString() == side;
        if (ofSide && !wanted.isEmpty() && u.name.compare(wanted, Qt::CaseInsensitive) == 0)
            return u;
        if (u.sideId == sideId && !unnamed && u.name.isEmpty())
            unnamed = u;
    }
    return unnamed;
}

qint64 BritainState::setBandState(const QString &name, const QString &state, const QString &why)
{
    static const QStringList states{Ready, u"broken"_s, u"driven back"_s};
    if (!states.contains(state))
        throw Failure::badInput(tr("A band is ready, broken or driven back (got \"%1\").").arg(state));
    const Unit b = band(name);
    QJsonObject a = b.attributes;
    a.insert(u"state"_s, state);
    QString text = tr("%1 is now %2").arg(b.name, state);
    if (!why.isEmpty())
        text += u" ("_s + why + u")"_s;
    return writeBand(b, a, u"britain.band-state"_s, text);
}

qint64 BritainState::addCasualties(const QString &name, int lost, const QString &why, bool thisTurn)
{
    const Unit b = band(name);
    if (lost < 0
        || b.attributes.value(u"casualties"_s).toInt() + lost > b.attributes.value(u"original"_s).toInt())
        throw Failure::badInput(tr("%1 cannot lose %2 more warriors (original %3, already lost %4).")
                                        .arg(b.name)
                                        .arg(lost)
                                        .arg(b.attributes.value(u"original"_s).toInt())
                                        .arg(b.attributes.value(u"casualties"_s).toInt()));
    QJsonObject a = b.attributes;
    a.insert(u"casualties"_s, a.value(u"casualties"_s).toInt() + lost);
    // Lost this turn, until the band's morale step counts them (Britain, MORALE): the check then
    // takes them as part of the turn's losses instead of adding them a second time.
    if (thisTurn)
        a.insert(u"turn_losses"_s, a.value(u"turn_losses"_s).toInt() + lost);
    QString text = (thisTurn ? tr("%1 loses %2 warriors this turn (%3 lost this battle)")
                             : tr("%1 lost %2 warriors in an earlier turn (%3 lost this battle)"))
                           .arg(b.name)
                           .arg(lost)
                           .arg(a.value(u"casualties"_s).toInt());
    if (!why.isEmpty())
        text += u" ("_s + why + u")"_s;
    return writeBand(b, a, u"britain.casualties"_s, text);
}

qint64 BritainState::setYear(int year)
{
    if (year < 440 || year > 700)
        throw Failure::badInput(tr("The year runs from 440 (got %1).").arg(year));
    ActionWriter writer(m_campaign.log());
    writer.update(u"clock"_s, {{u"id"_s, 1}}, clockAt(year));
    return writer.commit(u"britain.year"_s, tr("The year is now %1 (Britain, STRATEGIC MOVEMENT)").arg(year));
}

QJsonObject BritainState::toJson()
{
    CampaignReader reader(m_campaign.database());
    QJsonArray districtArray;
    for (const Location &d : districts())
        districtArray.append(QJsonObject{{u"name"_s, d.id}, {u"attributes"_s, d.attributes}});
    QJsonArray bandArray;
    for (const Unit &b : bands())
        bandArray.append(QJsonObject{{u"name"_s, b.name},
                                     {u"side"_s, reader.side(b.sideId).name},
                                     {u"location"_s, b.locationId},
                                     {u"warriors"_s, warriors(b)},
                                     {u"attributes"_s, b.attributes}});
    QJsonObject leaders, leaderYears, omens;
    for (const Side &s : reader.sides()) {
        if (s.attributes.contains(u"war_leader"_s))
            leaders.insert(s.name, s.attributes.value(u"war_leader"_s));
        // An older campaign recorded no year for its war leader: null, never a guess.
        if (s.attributes.contains(u"war_leader"_s))
            leaderYears.insert(s.name, s.attributes.value(u"war_leader_year"_s).isUndefined()
                                               ? QJsonValue()
                                               : s.attributes.value(u"war_leader_year"_s));
        if (s.attributes.contains(u"omens"_s))
            omens.insert(s.name, s.attributes.value(u"omens"_s));
    }
    return {{u"year"_s, year()},         {u"districts"_s, districtArray},      {u"bands"_s, bandArray},
            {u"war_leaders"_s, leaders}, {u"war_leader_years"_s, leaderYears}, {u"omens"_s, omens}};
}

ProcedureResult BritainState::resolveIn(ActionWriter &writer, ActionDraft &draft, const QString &id,
                                        const QJsonObject &inputs, const std::optional<QList<int>> &dice)
{
    const Procedure &p = ProcedureRegistry::standard().get(id);
    const TableLibrary tables = CampaignTables::forCampaign(m_campaign);
    return ProcedureRunner(tables).resolveInto(writer, p, ProcedureRunner::completeInputs(p, inputs), dice,
                                               draft);
}

qint64 BritainState::finish(ActionWriter &writer, ActionDraft &draft, ProcedureResult result,
                            const QString &consequence)
{
    if (!consequence.isEmpty())
        draft.publicText = tr("%1 — %2").arg(draft.publicText, consequence);
    result.loggedAs = writer.commit(draft);
    m_results << result;
    return result.loggedAs;
}

const ProcedureResult &BritainState::lastResult() const
{
    if (m_results.isEmpty())
        throw Failure::badInput(tr("No procedure was run."));
    return m_results.last();
}

} // namespace Reeve::Britain
