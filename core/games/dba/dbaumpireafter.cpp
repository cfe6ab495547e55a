// After a battle: harrying the beaten army and its retreat (DbaUmpire, continued).
#include "dbaumpire.h"

#include <QCoreApplication>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "games/dba/dbadefeat.h"
#include "games/dba/dbatreasury.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::DbaUmpire", text);
}

} // namespace

void DbaUmpire::requireDefeated(const DbaArmy &army, const QString &what)
{
    const int turn = CampaignReader(m_campaign.database()).clock().turn;
    const QJsonObject &a = army.attributes;
    if (a.value(u"battle_turn"_s).toInt() == turn && a.value(u"defeated_turn"_s).toInt() != turn)
        refuse(tr("%1 was not defeated in its battle this season (it lost less than a third of its EE, or no "
                  "more of a share than its enemy), so it %2 (DBA campaign, ARMY COMPOSITION; After the "
                  "Battle)")
                       .arg(army.name, what));
}

QJsonObject DbaUmpire::harry(const QJsonObject &step)
{
    DbaArmy winner = m_armies.byName(step.value(u"winner"_s).toString());
    DbaArmy loser = m_armies.byName(step.value(u"loser"_s).toString());
    requireDefeated(loser, tr("cannot be harried as a beaten army"));
    // A pursuit follows a battle this season, fought where both armies stand.
    if (loser.attributes.value(u"battle_turn"_s).toInt() != CampaignReader(m_campaign.database()).clock().turn)
        refuse(tr("%1 fought no battle this season: only a beaten army is harried (DBA campaign, After the "
                  "Battle)")
                       .arg(loser.name));
    if (winner.unitId == loser.unitId || winner.location != loser.location)
        refuse(tr("%1 is in %2 and %3 in %4: the winner harries the beaten army where they fought (DBA "
                  "campaign, "
                  "After the Battle)")
                       .arg(winner.name, winner.location, loser.name, loser.location));
    // The pursuit force: the named elements of the winner, taken out while the pursuit is fought.
    DbaArmy pursuit = winner;
    pursuit.elements.clear();
    for (const QJsonValue &v : step.value(u"pursuit"_s).toArray()) {
        const qsizetype at = winner.elements.indexOf(v.toString().trimmed().toLower());
        if (at < 0)
            throw Failure::badInput(
                    tr("%1 has no %2 element for the pursuit.").arg(winner.name, v.toString()));
        pursuit.elements << winner.elements.takeAt(at);
    }
    if (pursuit.elements.isEmpty())
        throw Failure::badInput(
                tr("Name the pursuing elements (\"pursuit\"): mounted, psiloi, auxilia, Wb(F), Bd(F)."));
    const auto points = [&](const DbaArmy &a, bool mountedOnly) {
        int sum = 0;
        for (const QString &code : a.elements)
            sum += (!mountedOnly || DbaArmy::isMounted(code)) ? m_armies.elementPoints(code) : 0;
        return sum;
    };
    const QString generalElement = step.value(u"loser_general_element"_s).toString();
    const int generalPoints = generalElement.isEmpty() ? 0 : m_armies.elementPoints(generalElement);
    const ProcedureResult r
            = resolve(u"dba.harrying"_s,
                      {{u"pursuer_points"_s, points(pursuit, false)},
                       {u"pursuer_mounted_points"_s, points(pursuit, true)},
                       {u"loser_points"_s, m_armies.total(loser)},
                       {u"loser_general_points"_s, generalPoints},
                       {u"loser_mounted_points"_s,
                        points(loser, true)
                                - (DbaArmy::isMounted(generalElement.isEmpty() ? u"sp/o"_s : generalElement)
                                           ? generalPoints
                                           : 0)},
                       {u"good_order"_s, step.value(u"good_order"_s).toBool()},
                       {u"into_rough"_s, step.value(u"into_rough"_s).toBool()},
                       {u"pursued_home"_s, isHome(loser)},
                       {u"pursuer_home"_s, isHome(winner)},
                       {u"pursuer_general"_s, step.value(u"pursuer_general"_s).toBool()}},
                      step.value(u"dice"_s));
    QStringList notes;
    applyLosses(pursuit, {r.outcome.value(u"pursuer_casualties_pct"_s).toInt()}, notes);
    applyLosses(loser, {r.outcome.value(u"loser_casualties_pct"_s).toInt()}, notes);
    if (r.outcome.value(u"loser_general_killed"_s).toBool() && !generalElement.isEmpty()
        && loser.hasGeneral()) {
        notes << tr("%1 is killed").arg(loser.general);
        loser.general.clear();
        loser.ruler = false;
    }
    if (r.outcome.value(u"pursuers_win"_s).toBool() && loser.supply > 0) {
        notes << tr("%1 supply unit(s) captured").arg(loser.supply);
        winner.supply += loser.supply;
        loser.supply = 0;
    }
    winner.elements += pursuit.elements;
    DbaArmies::Change change;
    change.armies << winner << loser;
    if (loser.elements.isEmpty())
        change.destroyed << loser.unitId;
    change.publicText = tr("%1 harries %2 (DBA campaign, Harrying; Table 3): %3")
                                .arg(winner.name, loser.name, notes.join(u"; "_s));
    commit(change);
    return {{u"pursuer_casualties_pct"_s, r.outcome.value(u"pursuer_casualties_pct"_s)},
            {u"loser_casualties_pct"_s, r.outcome.value(u"loser_casualties_pct"_s)},
            {u"pursuers_win"_s, r.outcome.value(u"pursuers_win"_s)},
            {u"column"_s, r.outcome.value(u"column"_s)}};
}

QString DbaUmpire::reembarkFleet(const DbaArmy &army, const QString &to)
{
    // A beaten army re-embarks onto its own fleet where it fought, on its next move (After the Battle); the
    // fleet's voyage on from there is a sea-move of its own. Checked before anything is written.
    if (!to.isEmpty() && to != army.location)
        refuse(tr("a retreat onto a fleet re-embarks in %1, where the army fought; where the fleet then "
                  "sails is a sea move of its own, not %2 (DBA campaign, After the Battle)")
                       .arg(army.location, to));
    QList<DbaArmy> fleets;
    for (const DbaArmy &f : m_armies.all())
        if (f.sideId == army.sideId && f.type == u"fleet"_s && f.location == army.location
            && !f.attributes.contains(u"voyage"_s) && f.count(u"naval"_s) > 0)
            fleets << f;
    if (fleets.isEmpty())
        refuse(tr("%1 has no fleet of %2 in %3 to re-embark onto (DBA campaign, After the Battle)")
                       .arg(army.name, army.sideName, army.location));
    requireSpace(fleets, {army}); // the ships that take it off must have room for it
    QStringList names;
    for (const DbaArmy &f : std::as_const(fleets))
        names << f.name;
    return names.join(u" + "_s);
}

QJsonObject DbaUmpire::retreat(const QJsonObject &step)
{
    DbaArmy army = m_armies.byName(step.value(u"army"_s).toString());
    requireDefeated(army, tr("has no beaten army's retreat to make"));
    followClock(army);
    qint64 lostTreasure = 0;
    const QString route = step.value(u"route"_s).toString(u"open"_s);
    const QString to = step.value(u"to"_s).toString();
    if (route != u"nowhere"_s && route != u"town"_s && route != u"fleet"_s && to.isEmpty())
        throw Failure::badInput(
                tr("Say where the army retreats to (\"to\"), or give the route town, fleet or nowhere."));
    if (!to.isEmpty())
        province(to);
    const QString fleet = route == u"fleet"_s ? reembarkFleet(army, to) : QString();
    // Over land the beaten army falls back across a border of its province (as the umpire entered them).
    const bool overLand = route != u"town"_s && route != u"nowhere"_s && route != u"fleet"_s;
    if (overLand && !to.isEmpty() && !province(army.location).value(u"borders"_s).toObject().isEmpty()
        && borderFor({}, army.location, to).isEmpty())
        refuse(tr("%1 does not border %2: a retreat over land crosses a border of the province (borders as "
                  "the "
                  "umpire entered them; DBA campaign, After the Battle)")
                       .arg(to, army.location));
    m_workingFor = army.name;
    const ProcedureResult r = resolve(u"dba.retreat"_s, {{u"route"_s, route}, {u"season"_s, season()}}, {});
    QStringList notes;
    if (r.outcome.value(u"loses_baggage"_s).toBool() && army.supply > 0) {
        notes << tr("its %1 supply unit(s) and baggage are lost").arg(army.supply);
        army.supply = 0;
    }
    if (r.outcome.value(u"loses_baggage"_s).toBool() && army.attributes.contains(u"baggage"_s)) {
        notes << tr("its %1 baggage element(s) of loot are lost")
                         .arg(army.attributes.value(u"baggage"_s).toInt());
        army.attributes.remove(u"baggage"_s);
    }
    // Treasure rides in the baggage (DBA campaign, The Treasury): lost with it.
    const qint64 treasure = DbaTreasury::carried(army);
    if (r.outcome.value(u"loses_baggage"_s).toBool() && treasure > 0) {
        DbaTreasury::setCarried(army, 0);
        lostTreasure = qMin(treasure, DbaTreasury(m_campaign).balance(army.sideId));
    }
    // A retreat is not a free move (DBA campaign, After the Battle): one is counted, even past the season's.
    const int turn = CampaignReader(m_campaign.database()).clock().turn;
    if (route != u"town"_s)
        army.spendMoves(turn, 1);
    if (r.outcome.value(u"loses_horses"_s).toBool() && army.count(u"mounted"_s) > 0)
        notes << tr("its %1 mounted element(s) lose their horses: the umpire changes them to their infantry "
                    "type")
                         .arg(army.count(u"mounted"_s));
    if (route == u"town"_s)
        army.inTown = true;
    else if (route == u"nowhere"_s)
        notes << tr("with nowhere to go it stands for a move; unsupplied troops desert and battle is joined "
                    "again");
    else if (route != u"fleet"_s)
        army.location = to;
    DbaArmies::Change change;
    change.armies << army;
    // The world sees the beaten army leave the field; where it went, and what it lost on the way, are its own.
    const QString from = m_armies.byName(army.name).location;
    if (army.location != from) // a retreat, which does not spoil the winner's conquest (dbaumpireconquest.cpp)
        recordDeparture(change, from, army, arrivalMove(army.movesUsed(turn)), true);
    change.privateSide = army.sideId;
    change.privateText = tr("%1 retreats %2 (DBA campaign, After the Battle)%3")
                                 .arg(army.name,
                                      route == u"town"_s      ? tr("into a town")
                                      : route == u"nowhere"_s ? tr("nowhere")
                                      : route == u"fleet"_s ? tr("onto %1, off %2").arg(fleet, army.location)
                                                            : tr("to %1").arg(to),
                                      notes.isEmpty() ? QString() : u": "_s + notes.join(u"; "_s));
    change.publicText
            = route == u"nowhere"_s
                      ? tr("The beaten army in %1 has nowhere to retreat and stands (DBA campaign, "
                           "After the Battle)")
                                .arg(from)
                      : tr("The beaten army leaves the field in %1 (DBA campaign, After the Battle)").arg(from);
    commit(change);
    fate(step, tr("Carried out: %1").arg(change.privateText));
    if (lostTreasure > 0)
        paySecretly(army.sideId, lostTreasure,
                    tr("£%1 lost with %2's baggage in the retreat (DBA campaign, The Treasury)")
                            .arg(lostTreasure)
                            .arg(army.name));
    return {{u"location"_s, army.location},
            {u"loses_baggage"_s, r.outcome.value(u"loses_baggage"_s)},
            {u"treasure_lost"_s, lostTreasure},
            {u"moves_used"_s, army.movesUsed(turn)},
            {u"loses_horses"_s, r.outcome.value(u"loses_horses"_s)}};
}

} // namespace Reeve
