#include "charlemagneallegiance.h"

#include <QJsonDocument>
#include <QSet>

#include "campaign/campaignreader.h"
#include "games/charlemagne/charlemagnecommon.h"
#include "log/actionwriter.h"
#include "util/failure.h"

namespace Reeve::Charlemagne {

using namespace Qt::StringLiterals;

namespace {

QString compact(const QJsonObject &object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

qint64 sideIdOf(CampaignReader &reader, const QString &name)
{
    for (const Side &s : reader.sides()) {
        if (s.name == name)
            return s.id;
    }
    return 0;
}

bool isHex(CampaignReader &reader, const QString &locationId)
{
    return !locationId.isEmpty() && reader.hasLocation(locationId)
           && reader.location(locationId).kind == u"hex"_s;
}

} // namespace

QString AllegianceChange::text() const
{
    QStringList parts;
    if (!joined.isEmpty())
        parts << tr("its units change sides: %1").arg(joined.join(u", "_s));
    if (!stayed.isEmpty())
        parts << tr("its units turn neutral where they stand: %1 (§4.5a(1), (3))").arg(stayed.join(u", "_s));
    if (!removed.isEmpty())
        parts << tr("removed from the game, outside their region: %1 (§4.5a(2))").arg(removed.join(u", "_s));
    if (!eliminated.isEmpty())
        parts << tr("eliminated, stacked with units of the other side: %1 (§4.5a(4), §4.6)")
                         .arg(eliminated.join(u", "_s));
    return parts.join(u"; "_s);
}

CharlemagneAllegiance::CharlemagneAllegiance(ActionWriter &writer)
    : m_writer(writer)
{
}

QString CharlemagneAllegiance::regionAt(CampaignReader &reader, const QString &locationId)
{
    if (locationId.isEmpty() || !reader.hasLocation(locationId))
        return {};
    const Location l = reader.location(locationId);
    if (l.kind == u"region"_s)
        return l.id;
    return l.attributes.value(u"region"_s).toString();
}

QString CharlemagneAllegiance::nationality(CampaignReader &reader, const Unit &unit,
                                           const QString &oldControllerOf)
{
    if (unit.type == u"leader"_s)
        return {}; // §21.6: leaders are never neutral and do not defect
    const QString recorded = unit.attributes.value(u"region"_s).toString();
    if (!recorded.isEmpty())
        return recorded;
    // A unit of an older campaign: the region it stands in, when it serves that region's controller.
    const QString here = regionAt(reader, unit.locationId);
    if (here.isEmpty() || oldControllerOf.isEmpty() || reader.side(unit.sideId).name != oldControllerOf)
        return {};
    return here;
}

QList<Unit> CharlemagneAllegiance::unitsOf(CampaignReader &reader, const QString &region, const QString &from)
{
    QList<Unit> out;
    for (const Unit &u : reader.units()) {
        if (!u.isEliminated() && nationality(reader, u, from) == region)
            out << u;
    }
    return out;
}

void CharlemagneAllegiance::setSide(const Unit &unit, qint64 sideId, const QString &face)
{
    QJsonObject attributes = unit.attributes;
    if (!face.isEmpty())
        attributes.insert(u"face"_s, face);
    m_writer.update(u"units"_s, {{u"id"_s, unit.id}}, {{u"side_id"_s, sideId}, {u"attributes"_s, compact(attributes)}});
}

void CharlemagneAllegiance::eliminate(const Unit &unit)
{
    m_writer.update(u"units"_s, {{u"id"_s, unit.id}}, {{u"status"_s, u"eliminated"_s}});
}

QString CharlemagneAllegiance::publicName(CampaignReader &reader, qint64 unitId)
{
    const Unit u = reader.unit(unitId);
    const QString side = reader.side(u.sideId).name;
    QString face = u.attributes.value(u"face"_s).toString();
    if (face.isEmpty())
        face = side == u"Empire"_s ? u"up"_s : u"down"_s;
    if (face == u"down"_s)
        return tr("%1 unit #%2").arg(side).arg(u.id);
    return tr("%1 %2 #%3").arg(side, u.type).arg(u.id);
}

void CharlemagneAllegiance::neutralize(CampaignReader &reader, const QList<Unit> &units, const QString &region,
                                       AllegianceChange &c)
{
    const qint64 neutral = sideIdOf(reader, u"Neutral"_s);
    if (neutral == 0 && !units.isEmpty())
        throw Failure::badInput(tr("This campaign has no Neutral side to hold the units of %1: add it first "
                                   "(reeve-cli side FILE add Neutral) (Charlemagne §4.5).")
                                        .arg(region));
    QSet<QString> burgs;
    for (const PlacedMarker &m : reader.markers()) {
        if (m.kind == u"burg"_s)
            burgs.insert(m.locationId);
    }
    QList<Unit> turned;
    for (const Unit &u : units) {
        const bool inside = regionAt(reader, u.locationId) == region;
        if (!inside && !burgs.contains(u.locationId)) {
            c.removed << publicName(reader, u.id);
            eliminate(u);
            continue;
        }
        setSide(u, neutral, QString());
        turned << u;
    }
    QSet<QString> active; // hexes holding a player's unit, once the region's own have turned
    for (const Unit &u : reader.units()) {
        if (!u.isEliminated() && u.sideId != neutral && isHex(reader, u.locationId))
            active.insert(u.locationId);
    }
    for (const Unit &u : turned) {
        if (active.contains(u.locationId)) {
            c.eliminated << publicName(reader, u.id);
            eliminate(u);
        } else {
            c.stayed << publicName(reader, u.id);
        }
    }
}

void CharlemagneAllegiance::join(CampaignReader &reader, const QList<Unit> &units, const QString &to,
                                 const QString &from, AllegianceChange &c)
{
    const qint64 toId = sideIdOf(reader, to);
    const qint64 fromId = sideIdOf(reader, from);
    if (toId == 0)
        throw Failure::badInput(tr("This campaign has no side named %1.").arg(to));
    const QString face = to == u"Empire"_s ? u"up"_s : u"down"_s;
    QSet<qint64> moved;
    for (const Unit &u : units) {
        setSide(u, toId, face);
        moved.insert(u.id);
    }
    QSet<QString> oldStacks; // hexes where the old controller still has units of its own (§4.6)
    if (fromId != 0 && from != u"Neutral"_s) {
        for (const Unit &u : reader.units()) {
            if (!u.isEliminated() && u.sideId == fromId && !moved.contains(u.id) && isHex(reader, u.locationId))
                oldStacks.insert(u.locationId);
        }
    }
    for (const Unit &u : units) {
        if (oldStacks.contains(u.locationId)) {
            c.eliminated << publicName(reader, u.id);
            eliminate(u);
        } else {
            c.joined << publicName(reader, u.id);
        }
    }
}

AllegianceChange CharlemagneAllegiance::transfer(const QString &region, const QString &from, const QString &to)
{
    CampaignReader reader(m_writer.database());
    AllegianceChange change;
    if (from == to)
        return change;
    const QList<Unit> units = unitsOf(reader, region, from);
    if (to == u"Neutral"_s)
        neutralize(reader, units, region, change);
    else
        join(reader, units, to, from, change);
    return change;
}

} // namespace Reeve::Charlemagne
