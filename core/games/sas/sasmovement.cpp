#include "sasmovement.h"

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "games/sas/sasboard.h"
#include "games/sas/sasborders.h"
#include "games/sas/sascommon.h"
#include "games/sas/saslogline.h"
#include "games/sas/sassteps.h"
#include "games/sas/sasstraits.h"
#include "log/actionwriter.h"

namespace Reeve::Sas {

using namespace Qt::StringLiterals;

namespace {

bool isLand(const Location &place)
{
    return place.kind == QLatin1StringView(kTerritory);
}

bool isSea(const Location &place)
{
    return place.kind == QLatin1StringView(kSeaZone);
}

bool friendly(Campaign &campaign, const Side &side, const QString &holder)
{
    if (holder == side.name)
        return true;
    const QString team = side.attributes.value(u"alliance"_s).toString();
    if (team.isEmpty() || holder.isEmpty())
        return false;
    return CampaignReader(campaign.database()).sideByName(holder).attributes.value(u"alliance"_s).toString()
           == team;
}

bool hasPort(Campaign &campaign, const QString &territory)
{
    for (const PlacedMarker &m : SasBoard(campaign).cities(territory))
        if (m.attributes.value(u"port"_s).toBool())
            return true;
    return false;
}

/// The fleets of \a side standing in \a zone whose recorded cargo names \a army.
bool carried(Campaign &campaign, const Side &side, const Unit &army, const QString &zone)
{
    for (const Unit &f : SasBoard(campaign).forces(side.id, QString::fromLatin1(kFleet))) {
        if (f.locationId != zone)
            continue;
        const QStringList cargo = f.attributes.value(u"cargo"_s).toString().split(u", "_s, Qt::SkipEmptyParts);
        if (cargo.contains(army.name))
            return true;
    }
    return false;
}

/// The strait control reading of the move step: "fleets" when fleets_control is on, else "recorded".
QString controlReading(const QJsonObject &fields)
{
    return fields.value(u"fleets_control"_s).toBool() ? u"fleets"_s : u"recorded"_s;
}

QString rule5()
{
    return SasSteps::phase(5);
}

QStringList cargoOf(const Unit &fleet)
{
    return fleet.attributes.value(u"cargo"_s).toString().split(u", "_s, Qt::SkipEmptyParts);
}

/// The other fleets that carry an army together with \a fleet: they sail with it.
QList<Unit> partners(Campaign &c, const Unit &fleet)
{
    QList<Unit> group = SasBoard(c).carriers(fleet);
    group.removeFirst();
    return group;
}

QList<StepRefusal> armyMove(Campaign &c, const Side &side, const Unit &army, const Location &from,
                            const Location &to, int turn)
{
    const bool moved = army.attributes.value(u"moved"_s).toInt() == turn;
    if (isSea(from) && isSea(to))
        return {{tr("%1 is at sea in %2: an army moves with the fleet that carries it, not from sea zone to "
                    "sea "
                    "zone (move the fleet).")
                         .arg(SasBoard::shownName(army), from.id),
                 rule5()}};
    if (isSea(from)) { // landing from a fleet
        if (army.attributes.value(u"landed"_s).toInt() == turn)
            return {{tr("%1 has already landed this season.").arg(SasBoard::shownName(army)), rule5()}};
        return {};
    }
    if (moved)
        return {{tr("%1 has already made its move this season: an army moves one territory a season and "
                    "stops "
                    "on entering neutral or enemy land (a retreat after battle is entered as a retreat).")
                         .arg(SasBoard::shownName(army)),
                 rule5()}};
    if (isSea(to) && !carried(c, side, army, to.id))
        return {{tr("No fleet of %1 in %2 carries %3: an army goes to sea only aboard a fleet (record the "
                    "load "
                    "first with the fleet's cargo).")
                         .arg(side.name, to.id, SasBoard::shownName(army)),
                 SasSteps::phase(4)}};
    return {};
}

QList<StepRefusal> fleetMove(Campaign &c, const Side &side, const Unit &fleet, const Location &from,
                             const Location &to, int turn)
{
    if (fleet.attributes.value(u"moved"_s).toInt() == turn)
        return {{tr("%1 has already made its move this season: a fleet moves one sea zone a season.")
                         .arg(SasBoard::shownName(fleet)),
                 rule5()}};
    for (const Unit &other : partners(c, fleet)) {
        if (other.attributes.value(u"moved"_s).toInt() == turn || other.locationId != from.id)
            return {{tr("%1 carries an army together with %2, which has already moved this season or stands "
                        "elsewhere: fleets carrying one army sail together (record the cargo again first).")
                             .arg(SasBoard::shownName(fleet), SasBoard::shownName(other)),
                     SasSteps::phase(4)}};
    }
    if (isLand(to)) {
        if (isLand(from))
            return {{tr("%1 is in port in %2: a fleet leaves port for the sea, it does not go overland to "
                        "%3.")
                             .arg(SasBoard::shownName(fleet), from.id, to.id),
                     rule5()}};
        if (!hasPort(c, to.id))
            return {{tr("%1 has no port city: fleets move on sea zones and dock only in a port.").arg(to.id),
                     rule5()}};
        if (!friendly(c, side, to.attributes.value(u"control"_s).toString()))
            return {{tr("%1 is not held by %2 or an ally: a fleet docks only in a friendly port.")
                             .arg(to.id, side.name),
                     SasSteps::phase(4)}};
    }
    return {};
}

/// The strait \a from and \a to are the shores of, when they are not land neighbours (phase 5, straits).
Location straitCrossed(Campaign &c, const Location &from, const Location &to)
{
    if (!isLand(from) || !isLand(to) || SasBorders::border(from, to).value_or(false))
        return {};
    return SasStraits::between(c, from, to);
}

bool friendlyLand(Campaign &c, const Side &side, const Location &l)
{
    return isLand(l) && !l.attributes.value(u"closed"_s).toBool()
           && friendly(c, side, l.attributes.value(u"control"_s).toString());
}

/// Where \a army of \a side may retreat from \a at: the recorded neighbours it or an ally holds, and the
/// far shore of a strait it may cross now (phase 5, straits).
QStringList friendlyNeighbours(Campaign &c, const Side &side, const Unit &army, const Location &at,
                               const QString &reading)
{
    CampaignReader reader(c.database());
    QStringList list;
    for (const QString &name : SasBorders::of(at))
        if (reader.hasLocation(name) && friendlyLand(c, side, reader.location(name)))
            list << name;
    for (const Location &strait : reader.locations()) {
        const QStringList shores = SasStraits::shores(strait);
        if (!SasStraits::isStrait(strait) || !shores.contains(at.id))
            continue;
        const Location other = reader.location(shores.value(shores.indexOf(at.id) == 0 ? 1 : 0));
        if (friendlyLand(c, side, other) && !list.contains(other.id)
            && SasStraits::crossingRefusal(c, side, army, strait, QString(), reader.clock().turn, reading)
                       .isEmpty())
            list << tr("%1 (across %2)").arg(other.id, strait.id);
    }
    return list;
}

/// A move with no destination: only an army's retreat with no friendly land beside it, which removes it.
QList<StepRefusal> nowhereRefusal(Campaign &c, const Side &side, const Unit &force, bool retreat,
                                  const QString &reading)
{
    if (!retreat)
        return {{tr("Name where %1 moves in To.").arg(SasBoard::shownName(force)), rule5()}};
    if (force.type == QLatin1StringView(kFleet))
        return {{tr("A fleet always has the sea to fall back to: name the sea zone or friendly port %1 "
                    "retreats to in To.")
                         .arg(SasBoard::shownName(force)),
                 SasSteps::ruleText("phase 6 (fleet combat)")}};
    const QStringList open = friendlyNeighbours(c, side, force,
                                                CampaignReader(c.database()).location(force.locationId),
                                                reading);
    if (!open.isEmpty())
        return {{tr("%1 can fall back to %2, land that %3 or an ally holds beside %4: name it in To. An army "
                    "is removed only when no such territory borders it.")
                         .arg(SasBoard::shownName(force), open.join(u", "_s), side.name, force.locationId),
                 SasSteps::ruleText("phase 6 (land combat)")}};
    return {};
}

/// A retreating army with no friendly territory beside it is removed (phase 6): one action.
qint64 removeCutOff(Campaign &c, const Side &side, const Unit &army)
{
    ActionWriter writer(c.log());
    writer.update(u"units"_s, {{u"id"_s, army.id}}, {{u"status"_s, u"eliminated"_s}});
    const QString name = SasBoard::shownName(army); // looked up before the line (SasBoard::moveForce)
    return SasBoard::commit(
            writer, u"unit.move"_s,
            tr("%1's %2 has no territory of its own or an ally's to retreat to from %3 and is "
               "removed (Swords & Sails, phase 6)")
                    .arg(side.name, name, army.locationId),
            QString(), 0, {{u"removed"_s, army.name}});
}
} // namespace

QList<StepRefusal> SasMovement::check(Campaign &campaign, const QJsonObject &fields)
{
    CampaignReader reader(campaign.database());
    SasBoard board(campaign);
    const Side side = board.side(fields.value(u"side"_s).toString());
    const Unit force = board.force(side.id, fields.value(u"type"_s).toString(),
                                   fields.value(u"number"_s).toInt());
    if (fields.value(u"to"_s).toString().trimmed().isEmpty())
        return nowhereRefusal(campaign, side, force, fields.value(u"retreat"_s).toBool(),
                              controlReading(fields));
    const Location to = reader.location(fields.value(u"to"_s).toString());
    const Location from = reader.location(force.locationId);
    if (to.attributes.value(u"closed"_s).toBool())
        return {{tr("%1 belongs to a faction nobody plays: nothing enters it or is placed there.").arg(to.id),
                 SasSteps::ruleText("setup")}};
    if (!isLand(to) && !isSea(to))
        return {{tr("%1 is neither a territory nor a sea zone of the map.").arg(to.id), rule5()}};
    if (to.id == from.id)
        return {{tr("%1 already stands in %2.").arg(SasBoard::shownName(force), to.id), rule5()}};
    // One territory or sea zone a season, to a neighbour, retreats included: by the borders the
    // referee recorded (SasBorders); with none recorded at either end, the move notes the referee's check.
    const int turn = reader.clock().turn;
    const bool fleet = force.type == QLatin1StringView(kFleet);
    // An army crossing a strait between two shores (phase 5, straits): not a border, its own rule.
    const Location strait = fleet ? Location() : straitCrossed(campaign, from, to);
    if (strait.id.isEmpty())
        if (const QList<StepRefusal> far = SasBorders::moveRefusal(from, to, SasBoard::shownName(force));
            !far.isEmpty())
            return far;
    if (fields.value(u"retreat"_s).toBool()) {
        if (fleet)
            return isLand(to) && !hasPort(campaign, to.id)
                           ? QList<StepRefusal>{{tr("%1 has no port city: a fleet retreats to sea or into a "
                                                    "friendly port.")
                                                         .arg(to.id),
                                                 SasSteps::ruleText("phase 6 (fleet combat)")}}
                           : QList<StepRefusal>{};
        if (!isLand(to) || !friendly(campaign, side, to.attributes.value(u"control"_s).toString()))
            return {{tr("%1 is not land that %2 or an ally holds: a retreating army falls back to a "
                        "controlled territory. Name one in To, or leave To empty when none borders it: "
                        "the army is then removed.")
                             .arg(to.id, side.name),
                     SasSteps::ruleText("phase 6 (land combat)")}};
    } else {
        const QList<StepRefusal> refused = fleet ? fleetMove(campaign, side, force, from, to, turn)
                                                 : armyMove(campaign, side, force, from, to, turn);
        if (!refused.isEmpty())
            return refused;
    }
    if (strait.id.isEmpty())
        return {};
    return SasStraits::crossingRefusal(campaign, side, force, strait, fields.value(u"raider"_s).toString(),
                                       turn, controlReading(fields));
}

QString SasMovement::bordersNote(Campaign &campaign, const QJsonObject &fields)
{
    CampaignReader reader(campaign.database());
    SasBoard board(campaign);
    const Unit force = board.force(board.side(fields.value(u"side"_s).toString()).id,
                                   fields.value(u"type"_s).toString(), fields.value(u"number"_s).toInt());
    const Location from = reader.location(force.locationId);
    if (fields.value(u"to"_s).toString().trimmed().isEmpty()) // a removal: Reeve checked its neighbours, or cannot
        return SasBorders::of(from).isEmpty()
                       ? tr("No borders are recorded for %1, so Reeve cannot tell whether land %2 or an ally "
                            "holds borders it: the referee checks it on the map (Swords & Sails, phase 6).")
                                 .arg(from.id, fields.value(u"side"_s).toString())
                       : QString();
    const Location to = reader.location(fields.value(u"to"_s).toString());
    if (force.type != QLatin1StringView(kFleet) && !straitCrossed(campaign, from, to).id.isEmpty())
        return {}; // across a recorded strait: its shores are the check
    return SasBorders::unchecked(from, to);
}

qint64 SasMovement::apply(Campaign &campaign, const QJsonObject &fields)
{
    CampaignReader reader(campaign.database());
    SasBoard board(campaign);
    const Side side = board.side(fields.value(u"side"_s).toString());
    const Unit force = board.force(side.id, fields.value(u"type"_s).toString(),
                                   fields.value(u"number"_s).toInt());
    if (fields.value(u"to"_s).toString().trimmed().isEmpty())
        return removeCutOff(campaign, side, force);
    const Location to = reader.location(fields.value(u"to"_s).toString());
    const Location from = reader.location(force.locationId);
    const bool retreat = fields.value(u"retreat"_s).toBool();
    const int turn = reader.clock().turn;
    const bool fleet = force.type == QLatin1StringView(kFleet);
    const Location strait = fleet ? Location() : straitCrossed(campaign, from, to);
    const QString crossing = strait.id.isEmpty()
                                     ? QString()
                                     : SasStraits::crossingText(campaign, side, force, strait,
                                                                fields.value(u"raider"_s).toString(), turn);
    ActionWriter writer(campaign.log());
    QJsonObject attributes = force.attributes;
    if (!retreat) {
        attributes.insert(u"moved"_s, turn);
        if (isSea(from) && isLand(to))
            attributes.insert(u"landed"_s, turn);
    }
    if (!strait.id.isEmpty()) { // counted against the strait's load limit for the rest of the season
        attributes.insert(u"strait"_s, strait.id);
        attributes.insert(u"crossed"_s, turn);
    }
    writer.update(u"units"_s, {{u"id"_s, force.id}},
                  {{u"location_id"_s, to.id}, {u"attributes"_s, SasBoard::jsonText(attributes)}});
    if (force.type == QLatin1StringView(kArmy) && isSea(from) && isLand(to)) { // ashore: off its fleet's cargo
        for (const Unit &f : board.forces(side.id, QString::fromLatin1(kFleet))) {
            QStringList cargo = f.attributes.value(u"cargo"_s).toString().split(u", "_s, Qt::SkipEmptyParts);
            if (f.locationId != from.id || !cargo.removeAll(force.name))
                continue;
            QJsonObject a = f.attributes;
            if (cargo.isEmpty())
                a.remove(u"cargo"_s);
            else
                a.insert(u"cargo"_s, cargo.join(u", "_s));
            writer.update(u"units"_s, {{u"id"_s, f.id}}, {{u"attributes"_s, SasBoard::jsonText(a)}});
        }
    }
    QList<SasLogLine> aboard;
    QList<SasLogLine> with;
    if (force.type
        == QLatin1StringView(kFleet)) { // the armies it carries go with it, and the fleets sharing them
        QStringList cargo = cargoOf(force);
        for (const Unit &other : retreat ? QList<Unit>() : partners(campaign, force)) {
            QJsonObject a = other.attributes;
            a.insert(u"moved"_s, turn);
            writer.update(u"units"_s, {{u"id"_s, other.id}},
                          {{u"location_id"_s, to.id}, {u"attributes"_s, SasBoard::jsonText(a)}});
            cargo += cargoOf(other);
            with << SasLogLine::force(other);
        }
        for (const Unit &army : board.forces(side.id, QString::fromLatin1(kArmy))) {
            if (!cargo.contains(army.name) || army.locationId != from.id)
                continue;
            writer.update(u"units"_s, {{u"id"_s, army.id}}, {{u"location_id"_s, to.id}});
            aboard << SasLogLine::force(army);
        }
    }
    // The line goes to the log with its recipe (SasLogLine): in German it starts with the force's name,
    // and with parts appended reading it back would take it for the name's message.
    using L = SasLogLine;
    const L who = L::plain(side.name), name = L::force(force), where = L::plain(to.id);
    L line;
    if (!strait.id.isEmpty())
        line = L::message(retreat ? QT_TR_NOOP("%1's %2 retreats across %3 to %4 (Swords & Sails, phase 5, "
                                               "straits; phase 6)")
                                  : QT_TR_NOOP("%1's %2 crosses %3 to %4 (Swords & Sails, phase 5, straits)"),
                          {who, name, L::plain(strait.id), where});
    else
        line = L::message(retreat ? QT_TR_NOOP("%1's %2 retreats to %3 (Swords & Sails, phase 6)")
                                  : QT_TR_NOOP("%1's %2 moves to %3 (Swords & Sails, phase 5)"),
                          {who, name, where});
    if (!with.isEmpty())
        line += L::message(QT_TR_NOOP(", with %1"), {L::joined(with, u", "_s)});
    if (!aboard.isEmpty())
        line += L::message(QT_TR_NOOP(", carrying %1"), {L::joined(aboard, u", "_s)});
    QJsonObject data;
    if (const QString holder = fleet ? SasStraits::hostileController(campaign, side, to,
                                                                     controlReading(fields))
                                     : QString();
        !holder.isEmpty()) {
        line += L::message(QT_TR_NOOP("; %1 controls the strait %2, so it does not pass without a battle "
                                      "there (Swords & Sails, phase 5, straits; phase 6)"),
                           {L::plain(holder), where});
        data.insert(u"battle"_s, to.id);
    }
    if (!strait.id.isEmpty())
        data.insert(u"strait"_s, strait.id);
    return SasBoard::commit(writer, u"unit.move"_s, line.text, crossing, crossing.isEmpty() ? 0 : side.id,
                            data, line.recipe);
}

} // namespace Reeve::Sas
