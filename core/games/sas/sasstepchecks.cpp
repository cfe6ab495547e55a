#include "sasstepchecks.h"

#include <QJsonArray>
#include <QJsonDocument>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "games/sas/sasbank.h"
#include "games/sas/sasboard.h"
#include "games/sas/sasborders.h"
#include "games/sas/sascommon.h"
#include "games/sas/sassteps.h"

namespace Reeve {

using namespace Qt::StringLiterals;
using namespace Reeve::Sas;

namespace {

bool isFleet(const QJsonObject &fields)
{
    return fields.value(u"type"_s).toString() == QLatin1StringView(kFleet);
}

bool hasPort(Campaign &campaign, const QString &territory)
{
    for (const PlacedMarker &m : SasBoard(campaign).cities(territory)) {
        if (m.attributes.value(u"port"_s).toBool())
            return true;
    }
    return false;
}

bool closed(const Location &place)
{
    return place.attributes.value(u"closed"_s).toBool();
}

StepRefusal closedRefusal(const Location &place)
{
    return {tr("%1 belongs to a faction nobody plays: nothing enters it or is placed there.").arg(place.id),
            SasSteps::ruleText("setup")};
}

/// Ships built at sea go into a fleet beside a port city its faction holds (phase 7): by the borders
/// recorded for the sea zone (SasBorders); with none recorded, the referee checks it on the map.
QList<StepRefusal> seaBuild(Campaign &campaign, const Side &side, const Location &zone, const QString &what)
{
    const QStringList coast = SasBorders::of(zone);
    if (coast.isEmpty())
        return {};
    CampaignReader reader(campaign.database());
    for (const QString &id : coast) {
        const Location land = reader.location(id);
        if (land.kind == QLatin1StringView(kTerritory)
            && land.attributes.value(u"control"_s).toString() == side.name && hasPort(campaign, land.id))
            return {};
    }
    return {{tr("%1 is in %2, which borders no port city %3 holds (its borders: %4): ships are built "
                "beside the faction's own ports.")
                     .arg(what, zone.id, side.name, coast.join(u", "_s)),
             SasSteps::phase(7)}};
}

/// Refusals for building at \a place (a territory \a side must hold; with a port for ships).
QList<StepRefusal> buildPlace(Campaign &campaign, const Side &side, const Location &place, bool fleet,
                              const QString &what)
{
    if (place.kind != QLatin1StringView(kTerritory)) {
        if (!fleet)
            return {{tr("%1 is at sea in %2: army units are built and raised only on land the faction holds.")
                             .arg(what, place.id),
                     SasSteps::phase(7)}};
        if (SasBoard(campaign).holdings(side).ports == 0)
            return {{tr("%1 holds no port city, so it cannot build ships.").arg(side.name),
                     SasSteps::phase(7)}};
        return seaBuild(campaign, side, place, what);
    }
    if (closed(place))
        return {closedRefusal(place)};
    if (place.attributes.value(u"control"_s).toString() != side.name)
        return {{tr("%1 is in %2, which %3 does not hold: units are built only in territory the faction "
                    "controls.")
                         .arg(what, place.id, side.name),
                 SasSteps::phase(7)}};
    if (fleet && !hasPort(campaign, place.id))
        return {{tr("%1 has no port city, so no ships are built there.").arg(place.id), SasSteps::phase(7)}};
    return {};
}

/// An army of another faction, not an ally, still standing in \a place (phase 6: fought before any siege).
QList<StepRefusal> defended(Campaign &campaign, const Side &side, const Location &place, const QString &rule)
{
    // Phase 6: a siege takes land one faction alone is left in; an army of another (not an ally) still
    // there is fought first, and a beaten one leaves by retreat or by its losses.
    SasBoard board(campaign);
    const QString team = side.attributes.value(u"alliance"_s).toString();
    for (const Side &other : board.factions()) {
        if (other.id == side.id
            || (!team.isEmpty() && other.attributes.value(u"alliance"_s).toString() == team))
            continue;
        for (const Unit &u : board.forces(other.id, QString::fromLatin1(kArmy))) {
            if (u.locationId == place.id)
                return {{tr("%1 of %2 still stands in %3: the battle is fought before the siege (record its "
                            "losses or its retreat first).")
                                 .arg(SasBoard::shownName(u), other.name, place.id),
                         rule}};
        }
    }
    return {};
}

} // namespace

bool SasStepChecks::espionageClosed(Campaign &campaign)
{
    CampaignReader reader(campaign.database());
    return reader.meta(u"sas.espionage-closed"_s) == QString::number(reader.clock().turn);
}

bool SasStepChecks::spiedThisSeason(Campaign &campaign)
{
    CampaignReader reader(campaign.database());
    const int turn = reader.clock().turn;
    for (const Side &s : SasBoard(campaign).factions()) {
        const QJsonObject state = QJsonDocument::fromJson(reader.meta(u"sas.spied.%1"_s.arg(s.id)).toUtf8())
                                          .object();
        if (state.value(u"turn"_s).toInt() == turn && !state.value(u"targets"_s).toArray().isEmpty())
            return true;
    }
    return false;
}

QList<StepRefusal> SasStepChecks::counter(Campaign &campaign, const QJsonObject &)
{
    if (espionageClosed(campaign))
        return {{tr("The espionage phase of this season is closed: no more counter-agents can be bought."),
                 SasSteps::phase(2)}};
    if (spiedThisSeason(campaign))
        return {{tr("A spy roll has already been made this season: counter-agents are bought before the "
                    "first "
                    "espionage roll (undo the attempts to buy more)."),
                 SasSteps::phase(2)}};
    if (SasBank(campaign).handsSealed())
        return {{tr("The counter-espionage hands of this season are sealed already: every faction's "
                    "counter-agents are entered in one round (undo it to enter them again)."),
                 SasSteps::phase(2)}};
    return {};
}

QList<StepRefusal> SasStepChecks::spy(Campaign &campaign, const QJsonObject &fields)
{
    if (espionageClosed(campaign))
        return {{tr("The espionage phase of this season is closed: no more spy attempts until next season."),
                 SasSteps::phase(2)}};
    SasBoard board(campaign);
    const Side spy = board.side(fields.value(u"spy"_s).toString());
    const Side owner = board.side(fields.value(u"target"_s).toString());
    if (spy.id == owner.id)
        return {{tr("%1 cannot spy on its own forces.").arg(spy.name), SasSteps::phase(2)}};
    if (factionOf(spy).isEmpty())
        return {{tr("%1 is not a Swords & Sails faction.").arg(spy.name), SasSteps::phase(2)}};
    if (!SasBank(campaign).handsSealed())
        return {{tr("Run the \"Seal the counter-espionage hands\" step first (a count of 0 when nobody "
                    "buys): "
                    "counter-agents are bought before the first espionage roll, and a round every season "
                    "keeps secret who bought."),
                 SasSteps::phase(2)}};
    board.force(owner.id, fields.value(u"type"_s).toString(), fields.value(u"number"_s).toInt());
    return {};
}

QList<StepRefusal> SasStepChecks::closeEspionage(Campaign &campaign, const QJsonObject &)
{
    if (espionageClosed(campaign))
        return {{tr("The espionage phase of this season is already closed."), SasSteps::phase(2)}};
    return {};
}

QList<StepRefusal> SasStepChecks::build(Campaign &campaign, const QJsonObject &fields)
{
    SasBoard board(campaign);
    const Side side = board.side(fields.value(u"side"_s).toString());
    const Unit force = board.force(side.id, fields.value(u"type"_s).toString(),
                                   fields.value(u"number"_s).toInt());
    const Location place = CampaignReader(campaign.database()).location(force.locationId);
    return buildPlace(campaign, side, place, isFleet(fields), SasBoard::shownName(force));
}

QList<StepRefusal> SasStepChecks::raise(Campaign &campaign, const QJsonObject &fields)
{
    SasBoard board(campaign);
    const Side side = board.side(fields.value(u"side"_s).toString());
    const Location place = CampaignReader(campaign.database()).location(fields.value(u"location"_s).toString());
    const QString what = isFleet(fields) ? tr("The new fleet") : tr("The new army");
    return buildPlace(campaign, side, place, isFleet(fields), what);
}

QList<StepRefusal> SasStepChecks::city(Campaign &campaign, const QJsonObject &fields)
{
    SasBoard board(campaign);
    const Side side = board.side(fields.value(u"side"_s).toString());
    const Location place = CampaignReader(campaign.database())
                                   .location(fields.value(u"territory"_s).toString());
    if (place.kind != QLatin1StringView(kTerritory))
        return {{tr("%1 is not a land territory: cities stand on land.").arg(place.id), SasSteps::phase(8)}};
    if (place.attributes.value(u"control"_s).toString() != side.name)
        return {{tr("%1 does not hold %2, so it cannot build there.").arg(side.name, place.id),
                 SasSteps::phase(8)}};
    return {};
}

QList<StepRefusal> SasStepChecks::siege(Campaign &campaign, const QJsonObject &fields)
{
    SasBoard board(campaign);
    const Side side = board.side(fields.value(u"side"_s).toString());
    const Unit army = board.force(side.id, QString::fromLatin1(kArmy), fields.value(u"army"_s).toInt());
    const Location place = CampaignReader(campaign.database())
                                   .location(fields.value(u"territory"_s).toString());
    const QString rule = SasSteps::ruleText("phase 6 (siege warfare)");
    if (place.kind != QLatin1StringView(kTerritory))
        return {{tr("%1 is not a land territory: only land is besieged.").arg(place.id), rule}};
    if (closed(place))
        return {closedRefusal(place)};
    if (army.locationId != place.id)
        return {{tr("%1 of %2 stands in %3, not in %4: an army besieges the territory it stands in (move it "
                    "there first).")
                         .arg(army.name, side.name, army.locationId, place.id),
                 rule}};
    const QString holder = place.attributes.value(u"control"_s).toString();
    if (holder == side.name)
        return {{tr("%1 already holds %2: a faction does not besiege its own land.").arg(side.name, place.id),
                 rule}};
    // An ally is no enemy: its land is besieged only once the alliance is broken (phase 3, additional notes).
    const QString team = side.attributes.value(u"alliance"_s).toString();
    if (!holder.isEmpty() && !team.isEmpty()
        && CampaignReader(campaign.database()).sideByName(holder).attributes.value(u"alliance"_s).toString()
                   == team)
        return {{tr("%1 holds %2 and is %3's ally in team %4: an ally's land is not besieged (break the "
                    "alliance first, in phase 3).")
                         .arg(holder, place.id, side.name, team),
                 rule}};
    return defended(campaign, side, place, rule);
}

QList<StepRefusal> SasStepChecks::enter(Campaign &campaign, const QJsonObject &fields, const QString &key)
{
    const Location place = CampaignReader(campaign.database()).location(fields.value(key).toString());
    if (closed(place))
        return {closedRefusal(place)};
    return {};
}

} // namespace Reeve
