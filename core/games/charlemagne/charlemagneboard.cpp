#include "charlemagneboard.h"

#include <QJsonDocument>
#include <QJsonValue>

#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "campaign/campaignreader.h"
#include "campaign/campaigntables.h"
#include "games/charlemagne/charlemagneallegiance.h"
#include "games/charlemagne/charlemagnecommon.h"
#include "log/actionlog.h"
#include "log/actionwriter.h"
#include "tables/ruletable.h"
#include "tables/tablelibrary.h"
#include "util/failure.h"

namespace Reeve::Charlemagne {

using namespace Qt::StringLiterals;

namespace {

/// \a word matched case-insensitively against \a allowed (returns the allowed spelling).
QString pick(const QString &word, const QStringList &allowed, const QString &what)
{
    for (const QString &a : allowed)
        if (a.compare(word.trimmed(), Qt::CaseInsensitive) == 0)
            return a;
    throw Failure::badInput(tr("%1 must be one of %2 (got \"%3\").").arg(what, allowed.join(u", "_s), word));
}

/// Whether \a unit is face down: as its "face" attribute says, else (a leader the stratagem container placed
/// carries none) face up only for the Empire, whose units are the only ones played face up (§2, §21.1).
bool faceDown(CampaignReader &reader, const Unit &unit)
{
    const QString face = unit.attributes.value(u"face"_s).toString();
    if (!face.isEmpty())
        return face == u"down"_s;
    return reader.side(unit.sideId).name != u"Empire"_s;
}

QString attributesText(const QJsonObject &attributes)
{
    return QString::fromUtf8(QJsonDocument(attributes).toJson(QJsonDocument::Compact));
}

} // namespace

CharlemagneBoard::CharlemagneBoard(Campaign &campaign)
    : m_campaign(campaign)
{ }

QStringList CharlemagneBoard::controls()
{
    return {u"Empire"_s, u"Tribal"_s, u"Neutral"_s};
}

QStringList CharlemagneBoard::religions()
{
    return {u"christian"_s, u"pagan"_s, u"muslim"_s};
}

QStringList CharlemagneBoard::markerKinds()
{
    return {u"burg"_s, u"civilization"_s, u"pillage"_s};
}

QStringList CharlemagneBoard::unitTypes()
{
    return {u"leader"_s, u"field army"_s, u"warrior host"_s, u"nomad horde"_s, u"militia"_s, u"fleet"_s};
}

QString CharlemagneBoard::region(const QString &name)
{
    CampaignReader reader(m_campaign.database());
    const Location l = reader.location(name.trimmed());
    if (l.kind != u"region"_s)
        throw Failure::badInput(tr("%1 is a %2, not a region.").arg(l.id, l.kind));
    return l.id;
}

qint64 CharlemagneBoard::commitRegion(const Location &region, const QString &kind, const QString &text)
{
    ActionWriter writer(m_campaign.log());
    writer.update(u"locations"_s, {{u"id"_s, region.id}},
                  {{u"attributes"_s, attributesText(region.attributes)}});
    ActionDraft draft;
    draft.kind = kind;
    draft.publicText = text;
    return writer.commit(draft);
}

qint64 CharlemagneBoard::setControl(const QString &name, const QString &control)
{
    const QString id = region(name);
    const QString who = pick(control, controls(), tr("Control"));
    Location l = CampaignReader(m_campaign.database()).location(id);
    if (l.attributes.value(u"control"_s).toString() == who)
        throw Failure::badInput(tr("%1 is already %2.").arg(id, who));
    const QString before = l.attributes.value(u"control"_s).toString();
    l.attributes.insert(u"control"_s, who);
    ActionWriter writer(m_campaign.log());
    writer.update(u"locations"_s, {{u"id"_s, l.id}}, {{u"attributes"_s, attributesText(l.attributes)}});
    const QString units = CharlemagneAllegiance(writer).transfer(id, before, who).text();
    ActionDraft draft;
    draft.kind = u"charlemagne.control"_s;
    draft.publicText = tr("%1 passes from %2 to %3 (Charlemagne §4)")
                               .arg(id, before.isEmpty() ? tr("nobody") : before, who);
    if (!units.isEmpty())
        draft.publicText += u"; "_s + units;
    return writer.commit(draft);
}

qint64 CharlemagneBoard::setReligion(const QString &name, const QString &religion)
{
    const QString id = region(name);
    Location l = CampaignReader(m_campaign.database()).location(id);
    const QString now = pick(religion, religions(), tr("Religion"));
    l.attributes.insert(u"religion"_s, now);
    return commitRegion(l, u"charlemagne.religion"_s, tr("%1 is now %2 (Charlemagne §18)").arg(id, now));
}

qint64 CharlemagneBoard::setHex(const QString &hex, const QString &regionName, const QString &terrain,
                                const QString &port)
{
    const QString id = hex.trimmed();
    if (id.isEmpty())
        throw Failure::badInput(tr("A hex needs a name or number."));
    CampaignReader reader(m_campaign.database());
    const bool known = reader.hasLocation(id);
    Location l = known ? reader.location(id) : Location{id, id, u"hex"_s, {}};
    if (known && l.kind != u"hex"_s)
        throw Failure::badInput(tr("%1 is a %2, not a hex.").arg(id, l.kind));
    if (!regionName.isEmpty())
        l.attributes.insert(u"region"_s, region(regionName));
    if (!terrain.isEmpty())
        l.attributes.insert(u"terrain"_s, terrain.trimmed().toLower());
    if (!port.isEmpty())
        l.attributes.insert(u"port"_s, pick(port, {u"true"_s, u"false"_s}, tr("port")) == u"true"_s);
    CampaignEditor editor(m_campaign);
    return known ? editor.editLocation(id, l.name, l.kind, l.attributes)
                 : editor.addLocation(id, id, l.kind, l.attributes);
}

qint64 CharlemagneBoard::addMarker(const QString &hex, const QString &kind)
{
    const QString k = pick(kind, markerKinds(), tr("The marker"));
    CampaignReader reader(m_campaign.database());
    const Location l = reader.location(hex.trimmed());
    if (l.kind != u"hex"_s)
        throw Failure::badInput(
                tr("%1 is a %2: markers go on hexes (register it with the hex command).").arg(l.id, l.kind));
    for (const PlacedMarker &m : reader.markers())
        if (m.locationId == l.id && m.kind == k)
            throw Failure::badInput(
                    tr("%1 already has a %2 marker (one of each per hex, Charlemagne §10.2b).").arg(l.id, k));
    return CampaignEditor(m_campaign).placeMarker(l.id, k);
}

qint64 CharlemagneBoard::removeMarker(const QString &hex, const QString &kind)
{
    const QString k = pick(kind, markerKinds(), tr("The marker"));
    for (const PlacedMarker &m : CampaignReader(m_campaign.database()).markers())
        if (m.locationId == hex.trimmed() && m.kind == k)
            return CampaignEditor(m_campaign).removeMarker(m.id);
    throw Failure::badInput(tr("There is no %1 marker at %2.").arg(k, hex));
}

qint64 CharlemagneBoard::commitHidden(ActionWriter &writer, const QString &kind, const Unit &unit,
                                      const QString &publicText, const QString &privateText)
{
    ActionDraft draft;
    draft.kind = kind;
    draft.publicText = publicText;
    draft.privateText = privateText;
    draft.audience = Audience::Side;
    draft.audienceSide = unit.sideId;
    return writer.commit(draft);
}

qint64 CharlemagneBoard::addUnit(const QString &side, const QString &type, const QString &location,
                                 const QString &name, qint64 *newId, bool levy)
{
    CampaignReader reader(m_campaign.database());
    const Side s = reader.sideByName(pick(side, controls(), tr("The side")));
    const QString t = pick(type, unitTypes(), tr("The unit type"));
    QJsonObject attributes{{u"face"_s, s.name == u"Empire"_s ? u"up"_s : u"down"_s}};
    if (levy)
        attributes.insert(u"levied_turn"_s, reader.clock().turn);
    const QString nation = CharlemagneAllegiance::regionAt(reader, location.trimmed());
    if (t != u"leader"_s && !nation.isEmpty())
        attributes.insert(u"region"_s, nation); // the region named on the counter, which its control follows (§4.2a)
    if (s.name == u"Empire"_s)
        return CampaignEditor(m_campaign).addUnit(s.id, t, name, location.trimmed(), attributes, newId);
    const Location where = reader.location(location.trimmed());
    ActionWriter writer(m_campaign.log());
    const qint64 id = writer.nextId(u"units"_s);
    writer.insert(u"units"_s, {{u"id"_s, id},
                               {u"side_id"_s, s.id},
                               {u"location_id"_s, where.id},
                               {u"type"_s, t},
                               {u"name"_s, name},
                               {u"attributes"_s, attributesText(attributes)},
                               {u"status"_s, u"active"_s}});
    if (newId)
        *newId = id;
    const Unit unit{id, s.id, where.id, t, name, attributes, u"active"_s};
    return commitHidden(writer, u"unit.add"_s, unit,
                        tr("%1: a face-down unit (#%2) placed at %3").arg(s.name).arg(id).arg(where.id),
                        tr("%1: %2 #%3 placed at %4").arg(s.name, t).arg(id).arg(where.id));
}

qint64 CharlemagneBoard::setStrength(qint64 unitId, int strength)
{
    if (strength < 0)
        throw Failure::badInput(tr("A combat strength cannot be negative (got %1).").arg(strength));
    CampaignReader reader(m_campaign.database());
    Unit u = reader.unit(unitId);
    u.attributes.insert(u"strength"_s, strength);
    if (!faceDown(reader, u))
        return CampaignEditor(m_campaign).editUnit(u.id, u.type, u.name, u.attributes);
    ActionWriter writer(m_campaign.log());
    writer.update(u"units"_s, {{u"id"_s, u.id}}, {{u"attributes"_s, attributesText(u.attributes)}});
    const QString side = reader.side(u.sideId).name;
    return commitHidden(writer, u"unit.edit"_s, u, tr("%1 unit #%2 re-valued").arg(side).arg(u.id),
                        tr("%1 %2 #%3: combat strength %4").arg(side, u.type).arg(u.id).arg(strength));
}

qint64 CharlemagneBoard::moveUnit(qint64 unitId, const QString &location)
{
    CampaignReader reader(m_campaign.database());
    const Unit u = reader.unit(unitId);
    if (!faceDown(reader, u))
        return CampaignEditor(m_campaign).moveUnit(unitId, location.trimmed());
    const Location where = reader.location(location.trimmed());
    ActionWriter writer(m_campaign.log());
    writer.update(u"units"_s, {{u"id"_s, u.id}}, {{u"location_id"_s, where.id}});
    const QString side = reader.side(u.sideId).name;
    return commitHidden(writer, u"unit.move"_s, u,
                        tr("%1 unit #%2 moved to %3").arg(side).arg(u.id).arg(where.id),
                        tr("%1 %2 #%3 moved to %4").arg(side, u.type).arg(u.id).arg(where.id));
}

qint64 CharlemagneBoard::eliminateUnit(qint64 unitId)
{
    CampaignReader reader(m_campaign.database());
    const Unit u = reader.unit(unitId);
    if (u.isEliminated())
        throw Failure::badInput(tr("Unit #%1 is already eliminated.").arg(u.id));
    if (!faceDown(reader, u))
        return CampaignEditor(m_campaign).eliminateUnit(unitId);
    ActionWriter writer(m_campaign.log());
    writer.update(u"units"_s, {{u"id"_s, u.id}}, {{u"status"_s, u"eliminated"_s}});
    const QString side = reader.side(u.sideId).name;
    return commitHidden(writer, u"unit.eliminate"_s, u, tr("%1 unit #%2 eliminated").arg(side).arg(u.id),
                        tr("%1 %2 #%3 eliminated").arg(side, u.type).arg(u.id));
}

qint64 CharlemagneBoard::setRegionFigure(const QString &regionName, const QString &what, const QString &value)
{
    const QString column = regionName.trimmed();
    const QString kind = pick(what, {u"levy"_s, u"religion"_s}, tr("The figure"));
    if (kind == u"levy"_s) {
        bool ok = false;
        const int levy = value.toInt(&ok);
        if (!ok || levy < 0)
            throw Failure::badInput(tr("A levy is a whole number from 0 (got \"%1\").").arg(value));
        return CampaignTables::setCell(m_campaign, u"charlemagne.region-control"_s, u"1"_s, column, levy);
    }
    return CampaignTables::setCell(m_campaign, u"charlemagne.region-control"_s, u"2"_s, column,
                                   pick(value, religions(), tr("Religion")));
}

QStringList CharlemagneBoard::missingRegionFigures(Campaign &campaign)
{
    const TableLibrary tables = CampaignTables::forCampaign(campaign);
    const RuleTable &table = tables.table(u"charlemagne.region-control"_s);
    QStringList regions;
    for (const Location &l : CampaignReader(campaign.database()).locations())
        if (l.kind == u"region"_s)
            regions << l.id;
    QStringList missing[2]; // row 1 levy, row 2 religion (the table's layout, §11.1)
    for (const QString &region : regions) {
        const int column = table.columnIndex(region);
        for (int row = 0; row < 2; ++row)
            if (column < 0 || row >= table.rowCount() || table.cell(row, column).isMissing())
                missing[row] << region;
    }
    QStringList out;
    if (!missing[0].isEmpty())
        out << tr("The Region Control Table's levy is not entered for %1 of %2 regions (%3): enter each from "
                  "the printed chart (reeve-cli charlemagne FILE region-levy REGION N, or the Charlemagne "
                  "board's Region Control Table figures); until then a levy there and the victory-point "
                  "count stop and ask for it (Charlemagne §11.1, §27.1a).")
                        .arg(missing[0].size())
                        .arg(regions.size())
                        .arg(missing[0].join(u", "_s));
    if (!missing[1].isEmpty())
        out << tr("The Region Control Table's original religion is not entered for %1 of %2 regions (%3): "
                  "enter each from the printed chart (reeve-cli charlemagne FILE region-religion REGION "
                  "christian|pagan|muslim); the victory-point count reads it for conversions (Charlemagne "
                  "§27.1).")
                        .arg(missing[1].size())
                        .arg(regions.size())
                        .arg(missing[1].join(u", "_s));
    return out;
}

} // namespace Reeve::Charlemagne
