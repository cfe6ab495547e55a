#include "sasbank.h"

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "games/sas/sasboard.h"
#include "games/sas/sascommon.h"
#include "log/actionwriter.h"
#include "util/failure.h"

// The forces half of SasBank: units and new forces built (phase 7), cities (phase 8), sieges paid in
// gold and troops, battle losses and captured ships (phase 6). Income and espionage are in sasbank.cpp.
namespace Reeve::Sas {

using namespace Qt::StringLiterals;

namespace {

/// Procedure inputs for unit counts: {"kn": 2, ...}; \a prefix for "lose_kn".
QJsonObject countInputs(const QMap<QString, int> &counts, const QString &prefix = {})
{
    QJsonObject inputs;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        inputs.insert(prefix + it.key().toLower(), it.value());
    return inputs;
}

QJsonObject merged(QJsonObject a, const QJsonObject &b)
{
    for (auto it = b.begin(); it != b.end(); ++it)
        a.insert(it.key(), it.value());
    return a;
}

void checkLabels(const QMap<QString, int> &counts, const QStringList &labels, const QString &what)
{
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        if (!labels.contains(it.key()) || it.value() < 0)
            throw Failure::badInput(tr("%1 takes %2 only (got %3 %4).")
                                            .arg(what, labels.join(u", "_s))
                                            .arg(it.value())
                                            .arg(it.key()));
}

int total(const QMap<QString, int> &counts)
{
    int n = 0;
    for (int v : counts)
        n += v;
    return n;
}

/// Checks the peasant share of an army after building (phase 7).
void checkPeasants(Campaign &campaign, const QString &faction, const QMap<QString, int> &after)
{
    if (after.value(u"PS"_s) == 0)
        return;
    const ProcedureResult r = SasBank::run(campaign, u"sas.peasant-limit"_s,
                                           {{u"faction"_s, faction},
                                            {u"army_size"_s, total(after)},
                                            {u"peasants"_s, after.value(u"PS"_s)}});
    if (!r.outcome.value(u"allowed"_s).toBool())
        throw Failure::badInput(
                tr("%1 peasants in an army of %2 is over the limit of %3 (Swords & Sails, phase 7).")
                        .arg(after.value(u"PS"_s))
                        .arg(total(after))
                        .arg(r.outcome.value(u"max_peasants"_s).toInt()));
}

/// Fleets are built only beside a port the faction holds; Reeve has no map, so it checks the faction holds a port.
void checkPort(const Holdings &h, const QString &type, const QString &sideName)
{
    if (type == QLatin1StringView(kFleet) && h.ports == 0)
        throw Failure::badInput(
                tr("%1 holds no port city, so it cannot build ships (Swords & Sails, phase 7).").arg(sideName));
}

} // namespace

qint64 SasBank::buildUnits(qint64 sideId, const QString &type, int number, const QMap<QString, int> &added)
{
    SasBoard board(m_campaign);
    const Side side = CampaignReader(m_campaign.database()).side(sideId);
    const Unit force = board.force(sideId, type, number);
    const QString name = SasBoard::shownName(force); // looked up before the lines (SasBoard::moveForce)
    checkLabels(added, type == QLatin1StringView(kArmy) ? armyUnits() : fleetUnits(), name);
    if (total(added) == 0)
        throw Failure::badInput(
                tr("Name the units to build: a count of 1 or more for at least one unit type."));
    checkPort(board.holdings(side), type, side.name);
    QMap<QString, int> after = SasBoard::counts(force);
    for (auto it = added.cbegin(); it != added.cend(); ++it)
        after[it.key()] += it.value();
    if (type == QLatin1StringView(kArmy))
        checkPeasants(m_campaign, factionOf(side), after);
    const int cost = run(m_campaign, u"sas.unit-purchase"_s,
                         merged({{u"faction"_s, factionOf(side)}}, countInputs(added)))
                             .outcome.value(u"cost"_s)
                             .toInt();
    ActionWriter writer(m_campaign.log());
    QJsonArray entries;
    SasBoard::writeCounts(writer, force, after);
    post(m_campaign, writer, entries, sideId, -cost, LedgerCategory::Purchase, tr("units for %1").arg(name));
    // Public action: what was built stays off the log (the owner's card is secret); only the gold shows.
    return SasBoard::commit(writer, u"ledger.sas-build"_s,
                            tr("%1 builds units for %2 at %3 gold (Swords & Sails, phase 7)")
                                    .arg(side.name, name)
                                    .arg(cost),
                            {}, 0, {{u"entries"_s, entries}, {u"unit"_s, force.id}, {u"cost"_s, cost}});
}

qint64 SasBank::raiseForce(qint64 sideId, const QString &type, const QString &location,
                           const QMap<QString, int> &units)
{
    SasBoard board(m_campaign);
    const Side side = CampaignReader(m_campaign.database()).side(sideId);
    const QList<Unit> held = board.forces(sideId, type);
    const bool fleet = type == QLatin1StringView(kFleet);
    const int creation = run(m_campaign, fleet ? u"sas.fleet-cost"_s : u"sas.army-cost"_s,
                             {{u"existing"_s, int(held.size())}})
                                 .outcome.value(u"cost"_s)
                                 .toInt();
    checkLabels(units, fleet ? fleetUnits() : armyUnits(), fleet ? tr("A fleet") : tr("An army"));
    if (total(units) == 0)
        throw Failure::badInput(tr("A new force needs at least one unit: an empty one does not exist (Swords "
                                   "& Sails, components)."));
    checkPort(board.holdings(side), type, side.name);
    if (!fleet)
        checkPeasants(m_campaign, factionOf(side), units);
    const int unitCost = run(m_campaign, u"sas.unit-purchase"_s,
                             merged({{u"faction"_s, factionOf(side)}}, countInputs(units)))
                                 .outcome.value(u"cost"_s)
                                 .toInt();
    int number = 1;
    for (bool taken = true; taken; ++number) {
        taken = false;
        for (const Unit &u : held)
            taken = taken || u.attributes.value(u"number"_s).toInt() == number;
        if (!taken)
            break;
    }
    CampaignReader(m_campaign.database()).location(location);
    QJsonObject attributes{{u"number"_s, number}};
    for (auto it = units.cbegin(); it != units.cend(); ++it)
        if (it.value() > 0)
            attributes.insert(it.key(), it.value());
    const QString stored = SasBoard::storedName(type, number); // English whatever the language (issue 25)
    const QString name = SasBoard::shownName({0, sideId, location, type, stored, attributes, {}});
    ActionWriter writer(m_campaign.log());
    QJsonArray entries;
    const qint64 id = writer.nextId(u"units"_s);
    writer.insert(u"units"_s, {{u"id"_s, id},
                               {u"side_id"_s, sideId},
                               {u"location_id"_s, location},
                               {u"type"_s, type},
                               {u"name"_s, stored},
                               {u"attributes"_s, SasBoard::jsonText(attributes)},
                               {u"status"_s, u"active"_s}});
    post(m_campaign, writer, entries, sideId, -creation, LedgerCategory::Purchase, tr("raising %1").arg(name));
    post(m_campaign, writer, entries, sideId, -unitCost, LedgerCategory::Purchase,
         tr("units for %1").arg(name));
    return SasBoard::commit(writer, u"ledger.sas-raise"_s,
                            tr("%1 raises %2 at %3 for %4 gold and its units for %5 gold (Swords & Sails, "
                               "components and phase 7)")
                                    .arg(side.name, name, location)
                                    .arg(creation)
                                    .arg(unitCost),
                            {}, 0,
                            {{u"entries"_s, entries}, {u"unit"_s, id}, {u"cost"_s, creation + unitCost}});
}

qint64 SasBank::buildCity(qint64 sideId, const QString &territory, const QString &kind, bool port)
{
    SasBoard board(m_campaign);
    CampaignReader reader(m_campaign.database());
    const Side side = reader.side(sideId);
    const Location place = reader.location(territory);
    if (place.attributes.value(u"control"_s).toString() != side.name)
        throw Failure::badInput(
                tr("%1 does not hold %2, so it cannot build there.").arg(side.name, territory));
    if (kind != u"minor"_s && kind != u"major"_s)
        throw Failure::badInput(tr("A city is minor or major (got \"%1\").").arg(kind));
    const QList<PlacedMarker> here = board.cities(territory);
    const PlacedMarker *upgrade = nullptr;
    int majors = 0;
    for (const PlacedMarker &m : here) {
        majors += m.kind == QLatin1StringView(kMajorCity) ? 1 : 0;
        if (!upgrade && m.kind == QLatin1StringView(kMinorCity) && m.attributes.value(u"built"_s).toBool())
            upgrade = &m;
    }
    if (kind == u"major"_s && !upgrade)
        throw Failure::badInput(
                tr("%1 has no player-built minor city to upgrade; printed cities cannot become major "
                   "(Swords & Sails, phase 8).")
                        .arg(territory));
    if (kind == u"minor"_s) {
        int built = 0;
        for (const PlacedMarker &m : reader.markers())
            built += m.sideId == sideId && m.attributes.value(u"built"_s).toBool() ? 1 : 0;
        const int limit = run(m_campaign, u"sas.city-limit"_s,
                              {{u"territories"_s, board.holdings(side).territories}})
                                  .outcome.value(u"limit"_s)
                                  .toInt();
        if (built >= limit)
            throw Failure::badInput(
                    tr("%1 has built %2 cities, its limit (1 + a third of its territories) is %3 "
                       "(Swords & Sails, phase 8).")
                            .arg(side.name)
                            .arg(built)
                            .arg(limit));
    }
    const int existing = kind == u"major"_s ? majors : int(here.size());
    const int cost = run(m_campaign, u"sas.city-cost"_s,
                         {{u"existing"_s, existing}, {u"kind"_s, kind}, {u"faction"_s, factionOf(side)}})
                             .outcome.value(u"cost"_s)
                             .toInt();
    ActionWriter writer(m_campaign.log());
    QJsonArray entries;
    QJsonObject attributes{{u"built"_s, true}};
    if (upgrade && kind == u"major"_s) {
        if (upgrade->attributes.value(u"port"_s).toBool())
            attributes.insert(u"port"_s, true);
        writer.remove(u"placed_markers"_s, {{u"id"_s, upgrade->id}});
    } else if (port) {
        attributes.insert(u"port"_s, true);
    }
    writer.insert(u"placed_markers"_s,
                  {{u"id"_s, writer.nextId(u"placed_markers"_s)},
                   {u"location_id"_s, territory},
                   {u"kind"_s, QString::fromLatin1(kind == u"major"_s ? kMajorCity : kMinorCity)},
                   {u"side_id"_s, sideId},
                   {u"attributes"_s, SasBoard::jsonText(attributes)}});
    const QString what = kind == u"major"_s ? tr("upgrades a minor city to a major city")
                                            : (port ? tr("builds a port city") : tr("builds a trade city"));
    post(m_campaign, writer, entries, sideId, -cost, LedgerCategory::Purchase,
         tr("city at %1").arg(territory));
    return SasBoard::commit(
            writer, u"ledger.sas-city"_s,
            tr("%1 %2 at %3 for %4 gold (Swords & Sails, phase 8)").arg(side.name, what, territory).arg(cost),
            {}, 0,
            {{u"entries"_s, entries}, {u"territory"_s, territory}, {u"kind"_s, kind}, {u"cost"_s, cost}});
}

QMap<QString, int> SasBank::subtract(const QMap<QString, int> &have, const QMap<QString, int> &losses)
{
    QMap<QString, int> after = have;
    for (auto it = losses.cbegin(); it != losses.cend(); ++it) {
        if (it.value() > have.value(it.key()))
            throw Failure::badInput(
                    tr("Only %1 %2 to lose, not %3.").arg(have.value(it.key())).arg(it.key()).arg(it.value()));
        after[it.key()] -= it.value();
        if (after.value(it.key()) == 0)
            after.remove(it.key());
    }
    return after;
}

qint64 SasBank::settleSiege(qint64 sideId, int number, const QString &territory, int casualtyPoints, int paid,
                            const QMap<QString, int> &losses, qint64 rollSeq)
{
    SasBoard board(m_campaign);
    const Side side = CampaignReader(m_campaign.database()).side(sideId);
    const Unit army = board.force(sideId, QString::fromLatin1(kArmy), number);
    const Location place = CampaignReader(m_campaign.database()).location(territory);
    if (place.attributes.value(u"closed"_s).toBool())
        throw Failure::badInput(
                tr("%1 cannot be entered: its faction is not played (Swords & Sails, setup).").arg(territory));
    const ProcedureResult r = run(m_campaign, u"sas.siege-payment"_s,
                                  merged(merged({{u"casualty_points"_s, casualtyPoints}, {u"paid"_s, paid}},
                                                countInputs(SasBoard::counts(army))),
                                         countInputs(losses, u"lose_"_s)));
    const int gold = r.outcome.value(u"gold"_s).toInt();
    const bool destroyed = r.outcome.value(u"army_destroyed"_s).toBool();
    const QMap<QString, int> after = destroyed ? QMap<QString, int>{}
                                               : subtract(SasBoard::counts(army), losses);
    QJsonObject attributes = place.attributes;
    if (!destroyed)
        attributes.insert(u"control"_s, side.name);
    ActionWriter writer(m_campaign.log());
    QJsonArray entries;
    post(m_campaign, writer, entries, sideId, -gold, LedgerCategory::Other,
         tr("siege of %1: %2 casualty points bought off").arg(territory).arg(paid));
    SasBoard::writeCounts(writer, army, after);
    if (after.isEmpty())
        writer.update(u"units"_s, {{u"id"_s, army.id}}, {{u"status"_s, u"eliminated"_s}});
    writer.update(u"locations"_s, {{u"id"_s, territory}}, {{u"attributes"_s, SasBoard::jsonText(attributes)}});
    const QString outcome = destroyed ? tr("the army is lost and %1 holds").arg(territory)
                                      : tr("%1 now held by %2").arg(territory, side.name);
    const QString points = rollSeq ? tr("%1 casualty points (roll #%2)").arg(casualtyPoints).arg(rollSeq)
                                   : tr("%1 casualty points").arg(casualtyPoints);
    return SasBoard::commit(writer, u"ledger.sas-siege"_s,
                            tr("%1 besieges %2 with %3: %4, %5 paid for %6 gold, %7 from the troops; %8 "
                               "(Swords & Sails, phase 6)")
                                    .arg(side.name, territory, army.name, points)
                                    .arg(paid)
                                    .arg(gold)
                                    .arg(casualtyPoints - paid)
                                    .arg(outcome),
                            {}, 0, {{u"entries"_s, entries}, {u"gold"_s, gold}, {u"roll"_s, rollSeq}});
}

qint64 SasBank::applyLosses(qint64 unitId, const QMap<QString, int> &losses, const QString &why)
{
    SasBoard board(m_campaign);
    const Unit force = board.forceById(unitId);
    const QMap<QString, int> after = subtract(SasBoard::counts(force), losses);
    const QString owner = CampaignReader(m_campaign.database()).side(force.sideId).name;
    ActionWriter writer(m_campaign.log());
    SasBoard::writeCounts(writer, force, after);
    if (after.isEmpty())
        writer.update(u"units"_s, {{u"id"_s, force.id}}, {{u"status"_s, u"eliminated"_s}});
    const QString name = SasBoard::shownName(force); // looked up before the line (SasBoard::moveForce)
    QString text = after.isEmpty() ? tr("%1 of %2 is destroyed").arg(name, owner)
                                   : tr("%1 of %2 loses %3").arg(name, owner, countsText(losses, allUnits()));
    if (!why.isEmpty())
        text += u" ("_s + why + u")"_s;
    return SasBoard::commit(writer, u"sas.losses"_s, text, {}, 0, {{u"lost"_s, countInputs(losses)}});
}

qint64 SasBank::captureShips(qint64 fromFleet, qint64 toFleet, const QMap<QString, int> &ships)
{
    SasBoard board(m_campaign);
    const Unit from = board.forceById(fromFleet);
    const Unit to = board.forceById(toFleet);
    if (from.type != QLatin1StringView(kFleet) || to.type != QLatin1StringView(kFleet)
        || from.sideId == to.sideId)
        throw Failure::badInput(
                tr("A capture moves ships from one faction's fleet to another faction's fleet."));
    checkLabels(ships, fleetUnits(), tr("A capture"));
    if (total(ships) == 0)
        throw Failure::badInput(
                tr("Name the ships captured: a count of 1 or more for at least one ship type."));
    const QMap<QString, int> left = subtract(SasBoard::counts(from), ships);
    QMap<QString, int> gained = SasBoard::counts(to);
    for (auto it = ships.cbegin(); it != ships.cend(); ++it)
        gained[it.key()] += it.value();
    CampaignReader reader(m_campaign.database());
    const QString loser = reader.side(from.sideId).name;
    const QString winner = reader.side(to.sideId).name;
    ActionWriter writer(m_campaign.log());
    SasBoard::writeCounts(writer, from, left);
    if (left.isEmpty())
        writer.update(u"units"_s, {{u"id"_s, from.id}}, {{u"status"_s, u"eliminated"_s}});
    SasBoard::writeCounts(writer, to, gained);
    const QString winning = SasBoard::shownName(to), losing = SasBoard::shownName(from); // before the line
    return SasBoard::commit(writer, u"sas.capture"_s,
                            tr("%1 of %2 captures %3 from %4 of %5 (Swords & Sails, phase 6: fleet combat)")
                                    .arg(winning, winner, countsText(ships, fleetUnits()), losing, loser),
                            {}, 0,
                            {{u"from"_s, from.id}, {u"to"_s, to.id}, {u"ships"_s, countInputs(ships)}});
}

} // namespace Reeve::Sas
