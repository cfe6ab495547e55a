#include "charlemagnestepchecks.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QSet>

#include <tuple>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "campaign/campaigntables.h"
#include "containers/containerreader.h"
#include "games/charlemagne/charlemagneforcesteps.h"
#include "games/charlemagne/charlemagnemarkers.h"
#include "games/charlemagne/charlemagneturn.h"
#include "tables/ruletable.h"
#include "tables/tablelibrary.h"
#include "util/failure.h"

namespace Reeve::Charlemagne {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::CharlemagneSteps", text);
}

/// A refusal when \a id is not a location of kind region.
void requireRegion(CampaignReader &reader, const QString &id, QList<StepRefusal> &out)
{
    if (id.isEmpty() || !reader.hasLocation(id))
        return;
    const Location l = reader.location(id);
    if (l.kind != u"region"_s)
        out << StepRefusal{tr("%1 is a %2, not a region: name one of the regions of the board.")
                                   .arg(l.id, l.kind),
                           u"Charlemagne §3"_s};
}

QSet<QString> markerKindsAt(CampaignReader &reader, const QString &hex)
{
    QSet<QString> kinds;
    for (const PlacedMarker &m : reader.markers()) {
        if (m.locationId == hex)
            kinds.insert(m.kind);
    }
    return kinds;
}

} // namespace

qint64 CharlemagneStepChecks::unitId(Campaign &campaign, const QJsonValue &value)
{
    if (value.isDouble())
        return value.toInteger();
    const QString name = value.toString();
    for (const Unit &u : CampaignReader(campaign.database()).units()) {
        if (!u.isEliminated()
            && (u.name.compare(name, Qt::CaseInsensitive) == 0 || QString::number(u.id) == name))
            return u.id;
    }
    return 0;
}

QString CharlemagneStepChecks::regionOf(Campaign &campaign, const QString &locationId)
{
    CampaignReader reader(campaign.database());
    if (locationId.isEmpty() || !reader.hasLocation(locationId))
        return {};
    const Location l = reader.location(locationId);
    if (l.kind == u"region"_s)
        return l.id;
    return l.attributes.value(u"region"_s).toString();
}

QList<StepRefusal> CharlemagneStepChecks::control(Campaign &campaign, const QJsonObject &fields)
{
    QList<StepRefusal> out = region(campaign, fields);
    const QString id = fields.value(u"region"_s).toString();
    const QString now
            = CampaignReader(campaign.database()).location(id).attributes.value(u"control"_s).toString();
    if (out.isEmpty() && now == fields.value(u"control"_s).toString())
        out << StepRefusal{tr("%1 is already %2: name the side that takes it.").arg(id, now),
                           u"Charlemagne §4"_s};
    return out;
}

QList<StepRefusal> CharlemagneStepChecks::region(Campaign &campaign, const QJsonObject &fields)
{
    CampaignReader reader(campaign.database());
    QList<StepRefusal> out;
    requireRegion(reader, fields.value(u"region"_s).toString(), out);
    return out;
}

QList<StepRefusal> CharlemagneStepChecks::hex(Campaign &campaign, const QJsonObject &fields)
{
    CampaignReader reader(campaign.database());
    QList<StepRefusal> out;
    const QString id = fields.value(u"hex"_s).toString().trimmed();
    if (id.isEmpty())
        out << StepRefusal{tr("A hex needs a name or number."), u"Charlemagne §3"_s};
    else if (reader.hasLocation(id) && reader.location(id).kind != u"hex"_s)
        out << StepRefusal{tr("%1 is a %2, not a hex: give the hex another name.")
                                   .arg(id, reader.location(id).kind),
                           u"Charlemagne §3"_s};
    requireRegion(reader, fields.value(u"region"_s).toString(), out);
    return out;
}

QList<StepRefusal> CharlemagneStepChecks::marker(Campaign &campaign, const QJsonObject &fields,
                                                 const QString &kind)
{
    CampaignReader reader(campaign.database());
    const Location l = reader.location(fields.value(u"hex"_s).toString());
    if (l.kind != u"hex"_s)
        return {StepRefusal{tr("%1 is a %2: markers go on hexes (register the hex with the hex step first).")
                                    .arg(l.id, l.kind),
                            u"Charlemagne §10.2b"_s}};
    const bool there = markerKindsAt(reader, l.id).contains(kind);
    if (fields.value(u"remove"_s).toBool() && !there)
        return {StepRefusal{tr("There is no %1 marker at %2 to remove.").arg(kind, l.id),
                            u"Charlemagne §10.2b"_s}};
    if (!fields.value(u"remove"_s).toBool() && there)
        return {StepRefusal{tr("%1 already has a %2 marker: a hex holds one of each kind.").arg(l.id, kind),
                            u"Charlemagne §10.2b"_s}};
    return {};
}

int CharlemagneStepChecks::levyFigure(Campaign &campaign, const QString &region)
{
    const TableLibrary tables = CampaignTables::forCampaign(campaign);
    const RuleTable &table = tables.table(u"charlemagne.region-control"_s);
    const int column = table.columnIndex(region);
    if (column < 0 || table.rowCount() < 1 || table.cell(0, column).isMissing())
        throw Failure::missingFigure(
                u"charlemagne.region-control"_s, u"1/%1"_s.arg(region),
                tr("The levy of %1 (Region Control Table, Levy row) is not in the rules text: enter it from "
                   "the "
                   "printed chart with reeve-cli charlemagne FILE region-levy %1 N, or in the Tables panel "
                   "(Charlemagne §11.1a).")
                        .arg(region));
    return table.cell(0, column).value.toInt();
}

QList<StepRefusal> CharlemagneStepChecks::levyPlace(Campaign &campaign, const QJsonObject &fields,
                                                    const QString &region)
{
    CampaignReader reader(campaign.database());
    const QString where = fields.value(u"location"_s).toString();
    const qint64 sideId = reader.sideByName(fields.value(u"side"_s).toString()).id;
    const int turn = reader.clock().turn;
    QList<StepRefusal> out;
    if (reader.location(where).kind == u"hex"_s && markerKindsAt(reader, where).contains(u"pillage"_s))
        out << StepRefusal{tr("%1 carries a pillage marker: place the levy in another hex of %2.")
                                   .arg(where, region),
                           u"Charlemagne §11.1c(1)"_s};
    int levied = 0;
    for (const Unit &u : reader.units()) {
        const bool thisTurn = u.attributes.value(u"levied_turn"_s).toInt() == turn;
        if (thisTurn && regionOf(campaign, u.locationId) == region)
            ++levied;
        if (reader.location(where).kind != u"hex"_s || u.locationId != where)
            continue;
        if (!u.isEliminated() && u.sideId != sideId)
            out << StepRefusal{tr("%1 holds a unit of another side: a levy goes into a hex without enemy or "
                                  "neutral units.")
                                       .arg(where),
                               u"Charlemagne §11.1c(1)"_s};
        else if (thisTurn)
            out << StepRefusal{tr("%1 already received a levy this turn: place this one in another hex.")
                                       .arg(where),
                               u"Charlemagne §11.1c"_s};
    }
    if (!out.isEmpty())
        return out.mid(0, 1);
    const int figure = levyFigure(campaign, region);
    if (levied >= figure)
        out << StepRefusal{
                tr("%1 has received its %2 levy unit(s) this turn (the Region Control Table's levy).")
                        .arg(region)
                        .arg(figure),
                u"Charlemagne §11.1a"_s};
    return out;
}

QStringList CharlemagneStepChecks::levyLeftToReferee(Campaign &campaign, const QJsonObject &fields)
{
    CampaignReader reader(campaign.database());
    const Location where = reader.location(fields.value(u"location"_s).toString());
    const bool hex = where.kind == u"hex"_s;
    QStringList out;
    if (!hex)
        out << tr("Only the region was named: the referee picks the hex, one without enemy or neutral units, "
                  "a pillage marker or another levy this phase (Charlemagne §11.1c).");
    out << tr("The hex lies outside every enemy zone of control: Reeve has no map of hex neighbours "
              "(Charlemagne §11.1c(1), §14).");
    const QString terrain = where.attributes.value(u"terrain"_s).toString();
    const bool coast = where.attributes.value(u"port"_s).toString() == u"true"_s
                       || terrain.compare(u"coastal"_s, Qt::CaseInsensitive) == 0;
    if (fields.value(u"type"_s).toString() == u"fleet"_s && !(hex && coast))
        out << tr("A fleet's hex is a coastal or port hex of its region: %1 records no coast or port "
                  "(Charlemagne §11.5a).")
                        .arg(where.id);
    return out;
}

QList<StepRefusal> CharlemagneStepChecks::levy(Campaign &campaign, const QJsonObject &fields)
{
    CampaignReader reader(campaign.database());
    const QString side = fields.value(u"side"_s).toString();
    const QString type = fields.value(u"type"_s).toString();
    const QString region = regionOf(campaign, fields.value(u"location"_s).toString());
    if (side != u"Empire"_s && side != u"Tribal"_s)
        return {StepRefusal{tr("Only the Empire and the Tribal player receive levies, not %1.").arg(side),
                            u"Charlemagne §11.1d"_s}};
    if (!QStringList{u"warrior host"_s, u"nomad horde"_s, u"militia"_s, u"fleet"_s}.contains(type))
        return {StepRefusal{
                tr("A %1 is not raised by levy: levies are warrior hosts, nomad hordes, militia and "
                   "(Denmark only) fleets; leaders come from stratagems, other units are recruited.")
                        .arg(type),
                u"Charlemagne §11.1b"_s}};
    const QList<StepRefusal> turn = CharlemagneForceSteps::ownTurn(campaign, side, tr("levies are placed"),
                                                                   u"Charlemagne §11.1a"_s);
    if (!turn.isEmpty())
        return turn;
    if (region.isEmpty())
        return {StepRefusal{tr("%1 is not a region or a hex of one: a levy is placed in its region.")
                                    .arg(fields.value(u"location"_s).toString()),
                            u"Charlemagne §11.1c"_s}};
    if (type == u"fleet"_s && region != u"Denmark"_s)
        return {StepRefusal{
                tr("%1 cannot levy fleets (only Denmark and the Nordic peoples do); recruit one with "
                   "treasure instead.")
                        .arg(region),
                u"Charlemagne §11.1b"_s}};
    const Location where = reader.location(fields.value(u"location"_s).toString());
    if (where.attributes.value(u"terrain"_s).toString().compare(u"all-sea"_s, Qt::CaseInsensitive) == 0)
        return {StepRefusal{
                tr("%1 is an all-sea hex: a levy stands on land, and a levy fleet in a coastal or "
                   "port hex.")
                        .arg(where.id),
                type == u"fleet"_s ? u"Charlemagne §11.5a"_s : u"Charlemagne §11.1c"_s}};
    const QString controller = reader.location(region).attributes.value(u"control"_s).toString();
    if (controller != side)
        return {StepRefusal{tr("%1 is held by %2, not %3: a side levies only in the regions it controls.")
                                    .arg(region, controller.isEmpty() ? tr("nobody") : controller, side),
                            u"Charlemagne §11.1"_s}};
    return levyPlace(campaign, fields, region);
}

QList<StepRefusal> CharlemagneStepChecks::vassalage(Campaign &campaign, const QJsonObject &fields)
{
    QList<StepRefusal> out = region(campaign, fields);
    const QString id = fields.value(u"region"_s).toString();
    const QString side = fields.value(u"side"_s).toString();
    if (out.isEmpty() && side == u"Tribal"_s && id == u"Austrasia"_s)
        out << StepRefusal{tr("The Tribal player never tries vassalage on Austrasia."), u"Charlemagne §9.6"_s};
    if (out.isEmpty()
        && CampaignReader(campaign.database()).location(id).attributes.value(u"control"_s).toString() == side)
        out << StepRefusal{tr("%1 already controls %2: vassalage is tried on a region it does not hold.")
                                   .arg(side, id),
                           u"Charlemagne §9"_s};
    if (out.isEmpty())
        out << (fields.value(u"spend"_s).toBool() ? bidInHand(campaign, fields, u"Vassalage"_s)
                                                  : markersHeld(campaign, fields, u"Vassalage"_s));
    return out;
}

QList<StepRefusal> CharlemagneStepChecks::bidInHand(Campaign &campaign, const QJsonObject &fields,
                                                    const QString &kind)
{
    // Markers returned to the Container must be in the hands that bid them (§9.2, §9.5, §18.2).
    CampaignReader reader(campaign.database());
    const QString side = fields.value(u"side"_s).toString();
    const qint64 me = reader.sideByName(side).id;
    const qint64 them = reader.sideByName(side == u"Empire"_s ? u"Tribal"_s : u"Empire"_s).id;
    const int single = fields.contains(u"markers"_s)
                               ? fields.value(u"markers"_s).toInt()
                               : (fields.value(u"double_markers"_s).toInt() > 0 ? 0 : 1);
    QStringList problems{CharlemagneMarkers::lacking(campaign.database(), me, kind, single),
                         CharlemagneMarkers::lacking(campaign.database(), them, kind,
                                                     fields.value(u"defender_markers"_s).toInt())};
    const auto names = [&](const QString &key) {
        QStringList list;
        for (const QJsonValue &v : fields.value(key).toArray())
            list << v.toString();
        return list;
    };
    QString problem;
    CharlemagneMarkers::doubles(campaign.database(), me, fields.value(u"double_markers"_s).toInt(),
                                names(u"double_stratagems"_s), &problem);
    problems << problem;
    problem.clear();
    CharlemagneMarkers::doubles(campaign.database(), them, fields.value(u"defender_double_markers"_s).toInt(),
                                names(u"defender_double_stratagems"_s), &problem);
    problems << problem;
    QList<StepRefusal> out;
    for (const QString &p : problems) {
        if (!p.isEmpty())
            out << StepRefusal{p, kind == u"Vassalage"_s ? u"Charlemagne §9.2"_s : u"Charlemagne §18.2"_s};
    }
    return out;
}

QList<StepRefusal> CharlemagneStepChecks::conversion(Campaign &campaign, const QJsonObject &fields)
{
    QList<StepRefusal> out;
    for (const QString &key : {u"double_markers"_s, u"defender_double_markers"_s}) {
        if (fields.value(key).toInt() > 0)
            out << StepRefusal{tr("%1 is for vassalage only: the double-count markers do not count in a "
                                  "conversion; give missionary markers with markers= and defender_markers=.")
                                       .arg(key),
                               u"Charlemagne §9.5"_s};
    }
    out << region(campaign, fields);
    if (!out.isEmpty())
        return out;
    const QString id = fields.value(u"region"_s).toString();
    CampaignReader reader(campaign.database());
    // A conversion changes a region's religion: one already following the religion sought has none to change.
    const QString now = reader.location(id).attributes.value(u"religion"_s).toString();
    if (!now.isEmpty() && now.compare(fields.value(u"religion"_s).toString(), Qt::CaseInsensitive) == 0)
        return {StepRefusal{tr("%1 already follows the %2 religion: a conversion is attempted on a region of "
                               "another religion.")
                                    .arg(id, now),
                            u"Charlemagne §18"_s}};
    const QString side = fields.value(u"side"_s).toString();
    const qint64 sideId = reader.sideByName(side).id;
    const QString other = side == u"Empire"_s ? u"Tribal"_s : u"Empire"_s;
    const qint64 otherId = reader.sideByName(other).id;
    bool mine = false;
    bool theirs = false;
    for (const Unit &u : reader.units()) {
        if (u.isEliminated() || regionOf(campaign, u.locationId) != id)
            continue;
        mine = mine || u.sideId == sideId;
        theirs = theirs || u.sideId == otherId;
    }
    // The other player counters with missionaries only from a force of his in the region (§18.7).
    if (mine && fields.value(u"defender_markers"_s).toInt() > 0 && !theirs)
        return {StepRefusal{
                tr("%1 has no force in %2: the other player counters a conversion with missionary "
                   "markers only from a force in the region.")
                        .arg(other, id),
                u"Charlemagne §18.7"_s}};
    if (mine)
        return fields.value(u"spend"_s).toBool() ? bidInHand(campaign, fields, u"Missionary"_s)
                                                 : markersHeld(campaign, fields, u"Missionary"_s);
    return {StepRefusal{tr("%1 has no unit in %2: a conversion needs a friendly unit in the region.")
                                .arg(fields.value(u"side"_s).toString(), id),
                        u"Charlemagne §18.3"_s}};
}

QList<StepRefusal> CharlemagneStepChecks::markersHeld(Campaign &campaign, const QJsonObject &fields,
                                                      const QString &kind)
{
    // The single markers bid must be in the bidders' hands (§9, §9.4, §18.5a, §18.7), returned in this step or
    // not; a campaign without a container keeps no hands to check.
    if (!ContainerReader(campaign.database()).hasContainer())
        return {};
    CampaignReader reader(campaign.database());
    const bool vassalage = kind == u"Vassalage"_s;
    const QString side = fields.value(u"side"_s).toString();
    const QString other = side == u"Empire"_s ? u"Tribal"_s : u"Empire"_s;
    const int doubles = fields.value(u"double_markers"_s).toInt();
    const int mine = fields.contains(u"markers"_s) ? fields.value(u"markers"_s).toInt()
                                                   : (doubles > 0 ? 0 : 1);
    const QList<std::pair<QString, int>> bids{{side, mine},
                                              {other, fields.value(u"defender_markers"_s).toInt()}};
    for (const auto &[who, count] : bids) {
        if (CharlemagneMarkers::lacking(campaign.database(), reader.sideByName(who).id, kind, count).isEmpty())
            continue;
        const QString rule = who == side ? (vassalage ? u"Charlemagne §9"_s : u"Charlemagne §18.5a"_s)
                                         : (vassalage ? u"Charlemagne §9.4"_s : u"Charlemagne §18.7"_s);
        return {StepRefusal{
                tr("%1 does not hold the %2 %3 marker(s) bid: an attempt is made and countered with "
                   "markers in hand.")
                        .arg(who)
                        .arg(count)
                        .arg(kind),
                rule}};
    }
    return vassalage ? doublesHeld(campaign, fields) : QList<StepRefusal>{};
}

QList<StepRefusal> CharlemagneStepChecks::doublesHeld(Campaign &campaign, const QJsonObject &fields)
{
    // The double-count markers bid (§9.5) are in the bidders' hands too, even when they stay there (§9, §9.4).
    CampaignReader reader(campaign.database());
    const QString side = fields.value(u"side"_s).toString();
    const QString other = side == u"Empire"_s ? u"Tribal"_s : u"Empire"_s;
    const auto names = [&](const QString &key) {
        QStringList list;
        for (const QJsonValue &v : fields.value(key).toArray())
            list << v.toString();
        return list;
    };
    const QList<std::tuple<QString, QString, QString>> bids{{side, u"double_markers"_s,
                                                             u"double_stratagems"_s},
                                                            {other, u"defender_double_markers"_s,
                                                             u"defender_double_stratagems"_s}};
    for (const auto &[who, countKey, namesKey] : bids) {
        const QString problem = CharlemagneMarkers::doublesLacking(campaign.database(),
                                                                   reader.sideByName(who).id,
                                                                   fields.value(countKey).toInt(),
                                                                   names(namesKey));
        if (!problem.isEmpty())
            return {StepRefusal{problem, who == side ? u"Charlemagne §9.5"_s : u"Charlemagne §9.4"_s}};
    }
    return {};
}

QList<StepRefusal> CharlemagneStepChecks::survival(Campaign &campaign, const QJsonObject &)
{
    const qint64 id = CharlemagneTurn(campaign).charlemagneId();
    if (id == 0)
        return {StepRefusal{tr("There is no Charlemagne unit in this campaign."), u"Charlemagne §21.4e"_s}};
    if (CampaignReader(campaign.database()).unit(id).isEliminated())
        return {StepRefusal{tr("Charlemagne is already dead."), u"Charlemagne §21.4e"_s}};
    return {};
}

QList<StepRefusal> CharlemagneStepChecks::forces(Campaign &campaign, const QJsonObject &fields)
{
    const QJsonArray attackers = fields.value(u"attackers"_s).toArray();
    const QJsonArray defenders = fields.value(u"defenders"_s).toArray();
    if (attackers.isEmpty() || defenders.isEmpty())
        return {StepRefusal{tr("Give at least one unit of each force (attackers= and defenders=)."),
                            u"Charlemagne §16.6"_s}};
    QSet<qint64> attacking;
    for (const QJsonValue &v : attackers)
        attacking.insert(unitId(campaign, v));
    for (const QJsonValue &v : defenders) {
        if (attacking.contains(unitId(campaign, v)))
            return {StepRefusal{tr("Unit #%1 is named in both forces.").arg(unitId(campaign, v)),
                                u"Charlemagne §16.6"_s}};
    }
    return {};
}

} // namespace Reeve::Charlemagne
