#include "charlemagneboard.h"

#include <QJsonValue>

#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "campaign/campaignreader.h"
#include "campaign/campaigntables.h"
#include "games/charlemagne/charlemagnecommon.h"
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

} // namespace

CharlemagneBoard::CharlemagneBoard(Campaign &campaign)
    : m_campaign(campaign)
{
}

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

qint64 CharlemagneBoard::setControl(const QString &name, const QString &control)
{
    const QString id = region(name);
    const QString who = pick(control, controls(), tr("Control"));
    Location l = CampaignReader(m_campaign.database()).location(id);
    if (l.attributes.value(u"control"_s).toString() == who)
        throw Failure::badInput(tr("%1 is already %2.").arg(id, who));
    l.attributes.insert(u"control"_s, who);
    return CampaignEditor(m_campaign).editLocation(id, l.name, l.kind, l.attributes);
}

qint64 CharlemagneBoard::setReligion(const QString &name, const QString &religion)
{
    const QString id = region(name);
    Location l = CampaignReader(m_campaign.database()).location(id);
    l.attributes.insert(u"religion"_s, pick(religion, religions(), tr("Religion")));
    return CampaignEditor(m_campaign).editLocation(id, l.name, l.kind, l.attributes);
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
    return known ? editor.editLocation(id, l.name, l.kind, l.attributes) : editor.addLocation(id, id, l.kind, l.attributes);
}

qint64 CharlemagneBoard::addMarker(const QString &hex, const QString &kind)
{
    const QString k = pick(kind, markerKinds(), tr("The marker"));
    CampaignReader reader(m_campaign.database());
    const Location l = reader.location(hex.trimmed());
    if (l.kind != u"hex"_s)
        throw Failure::badInput(tr("%1 is a %2: markers go on hexes (register it with the hex command).").arg(l.id, l.kind));
    for (const PlacedMarker &m : reader.markers())
        if (m.locationId == l.id && m.kind == k)
            throw Failure::badInput(tr("%1 already has a %2 marker (one of each per hex, Charlemagne §10.3b).").arg(l.id, k));
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

qint64 CharlemagneBoard::addUnit(const QString &side, const QString &type, const QString &location,
                                 const QString &name, qint64 *newId)
{
    CampaignReader reader(m_campaign.database());
    const Side s = reader.sideByName(pick(side, controls(), tr("The side")));
    const QString t = pick(type, unitTypes(), tr("The unit type"));
    const QJsonObject attributes{{u"face"_s, s.name == u"Empire"_s ? u"up"_s : u"down"_s}};
    return CampaignEditor(m_campaign).addUnit(s.id, t, name, location.trimmed(), attributes, newId);
}

qint64 CharlemagneBoard::setStrength(qint64 unitId, int strength)
{
    if (strength < 0)
        throw Failure::badInput(tr("A combat strength cannot be negative (got %1).").arg(strength));
    Unit u = CampaignReader(m_campaign.database()).unit(unitId);
    u.attributes.insert(u"strength"_s, strength);
    return CampaignEditor(m_campaign).editUnit(u.id, u.type, u.name, u.attributes);
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

} // namespace Reeve::Charlemagne
