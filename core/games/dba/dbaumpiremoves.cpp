// Moves used this season and the special sea routes (DbaUmpire, continued): the voyage's legs
// (a listed route may stand for them), the check that every force aboard has a move left, the
// voyage's moves charged to each, and the hold step for a move spent standing still.
#include "dbaumpire.h"

#include <algorithm>
#include <cmath>
#include <utility>

#include <QCoreApplication>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "campaign/campaigntables.h"
#include "games/dba/dbatreasury.h"
#include "tables/ruletable.h"
#include "tables/tablelibrary.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::DbaUmpire", text);
}

/// A province name as the route list and Table 4 both spell it: "South Jutland" matches "S. Jutland".
QString provinceKey(const QString &name)
{
    QString key = name.trimmed().toLower();
    for (const auto &[word, letter] : {std::pair{u"north "_s, u"n. "_s}, std::pair{u"south "_s, u"s. "_s},
                                       std::pair{u"east "_s, u"e. "_s}, std::pair{u"west "_s, u"w. "_s}})
        if (key.startsWith(word))
            key = letter + key.mid(word.size());
    return key;
}

/// The special sea routes (dba.sea-routes) from \a from, by the partner's name as printed.
QStringList routesFrom(Campaign &campaign, const QString &from)
{
    const TableLibrary tables = CampaignTables::forCampaign(campaign);
    const RuleTable &t = tables.table(u"dba.sea-routes"_s);
    QStringList partners;
    for (int row = 0; row < t.rowCount(); ++row) {
        if (t.cell(row, 0).isMissing() || t.cell(row, 1).isMissing())
            continue;
        const QString a = t.cell(row, 0).value.toString();
        const QString b = t.cell(row, 1).value.toString();
        if (provinceKey(a) == provinceKey(from))
            partners << b;
        else if (provinceKey(b) == provinceKey(from))
            partners << a;
    }
    return partners;
}

bool routeJoins(const QStringList &partners, const QString &to)
{
    return std::any_of(partners.begin(), partners.end(),
                       [&](const QString &p) { return provinceKey(p) == provinceKey(to); });
}

} // namespace

QString DbaUmpire::voyageOf(const QJsonObject &step, const QString &from, const QString &to, bool carrying,
                            QString &routeNote)
{
    const QStringList partners = routesFrom(m_campaign, from);
    const bool listed = routeJoins(partners, to);
    const bool house = step.value(u"house_route"_s).toBool();
    const QString listText = partners.isEmpty()
                                     ? tr("none is listed from %1").arg(from)
                                     : tr("from %1 they go to %2").arg(from, partners.join(u", "_s));
    QString voyage = step.value(u"voyage"_s).toString().trimmed();
    if (voyage.isEmpty()) {
        if (!listed && !house)
            throw Failure::badInput(
                    tr("Give the voyage's legs (\"voyage\"): only a special sea route may be left "
                       "out, and %1 to %2 is not one (DBA campaign, Special Sea Routes; %3).")
                            .arg(from, to, listText));
        voyage = u"route"_s; // the route is the sea move; landingLegs adds the army's half moves
    }
    const QStringList legs = voyage.toLower().remove(u' ').split(u',', Qt::SkipEmptyParts);
    if (!legs.contains(u"route"_s))
        return landingLegs(legs, carrying, routeNote);
    if (!listed && !house)
        throw Failure::badInput(
                tr("%1 to %2 is not a special sea route (DBA campaign, Special Sea Routes; %3). "
                   "Time the crossing with coastal and deep legs, or mark it as a house sea route "
                   "of the campaign's own map.")
                        .arg(from, to, listText));
    const qsizetype sailing = std::count_if(legs.begin(), legs.end(), [](const QString &leg) {
        return leg != u"embark"_s && leg != u"disembark"_s;
    });
    if (sailing != 1)
        throw Failure::badInput(
                tr("A special sea route joins the start and the destination directly: give it as "
                   "the voyage's only sailing leg (with embark and disembark), and any other "
                   "sailing as a sea-move of its own."));
    routeNote = !listed    ? tr("by a route of the campaign's own map that the umpire allows (house_route)")
                : carrying ? tr(
                          "by a special sea route: one sea move, and half a move each to embark and to land "
                          "the army (DBA campaign, Special Sea Routes; Sea Movement)")
                           : tr("by a special sea route: one sea move (DBA campaign, Special Sea Routes)");
    QString unused;
    return landingLegs(legs, carrying, unused);
}

QString DbaUmpire::landingLegs(QStringList legs, bool carrying, QString &note)
{
    // Taking an army aboard and putting it ashore take half a move each, counted into the voyage before it
    // is rounded up (DBA campaign, Sea Movement): the desk adds them when the legs leave them out. A voyage
    // embarks at its start and lands at its end; a stop on the way is a sea-move of its own.
    const qsizetype last = legs.size() - 1;
    for (qsizetype i = 0; i <= last; ++i) {
        if ((legs.at(i) == u"embark"_s && i != 0) || (legs.at(i) == u"disembark"_s && i != last))
            throw Failure::badInput(
                    tr("Embark is the voyage's first leg and disembark its last: the desk takes the army "
                       "aboard where the fleet sets out and lands it where the voyage ends. Give a stop on "
                       "the way as a sea-move of its own."));
    }
    const bool listedEmbark = !legs.isEmpty() && legs.first() == u"embark"_s;
    const bool listedLanding = !legs.isEmpty() && legs.last() == u"disembark"_s;
    if (legs.size() - int(listedEmbark) - int(listedLanding) < 1)
        throw Failure::badInput(tr("Give the voyage's sailing legs (coastal, deep or route), e.g. "
                                   "voyage=coastal,deep,coastal."));
    if (!carrying && (listedEmbark || listedLanding))
        throw Failure::badInput(
                tr("This voyage carries no army, so nobody embarks or lands: leave embark and disembark "
                   "out of its legs (a general alone counts as an army aboard only under the reading "
                   "'any force'; DBA campaign, Sea Movement)."));
    if (!carrying)
        return legs.join(u',');
    if (!listedEmbark)
        legs.prepend(u"embark"_s);
    if (!listedLanding)
        legs.append(u"disembark"_s);
    if (!listedEmbark || !listedLanding)
        note = tr("half a move to take the army aboard and half to land it, counted into the voyage "
                  "before it is rounded up (DBA campaign, Sea Movement)");
    return legs.join(u',');
}

void DbaUmpire::requireMovesLeft(const QList<DbaArmy> &forces)
{
    const int turn = CampaignReader(m_campaign.database()).clock().turn;
    QStringList spent;
    int seasonMoves = 0;
    for (DbaArmy force : forces) {
        followClock(force);
        m_workingFor = force.name;
        const ProcedureResult r = resolve(u"dba.move-allowance"_s,
                                          {{u"season"_s, season()},
                                           {u"used"_s, QString::number(force.movesUsed(turn))},
                                           {u"kind"_s, u"voyage"_s}},
                                          {});
        seasonMoves = r.outcome.value(u"season_moves"_s).toInt();
        if (!r.outcome.value(u"allowed"_s).toBool())
            spent << force.name;
    }
    if (!spent.isEmpty())
        refuse(tr("%1 has no move left of the season's %2 (DBA campaign, STRATEGIC MOVEMENT)")
                       .arg(spent.join(u", "_s))
                       .arg(seasonMoves));
}

void DbaUmpire::followClock(DbaArmy &army)
{
    // The desk's move clock is every army's clock: when move m begins, moves 1 to m − 1 are gone for all,
    // standing still included (DBA campaign, STRATEGIC MOVEMENT: each move is conducted for all in turn).
    const int turn = CampaignReader(m_campaign.database()).clock().turn;
    const double passed = currentMove() - 1;
    if (army.movesUsed(turn) < passed)
        army.spendMoves(turn, passed - army.movesUsed(turn));
}

void DbaUmpire::requireSpace(const QList<DbaArmy> &fleets, const QList<DbaArmy> &carried)
{
    if (carried.isEmpty())
        return;
    // The room is that of every ship sailing together: one army may be carried across several fleets.
    int naval = 0;
    QStringList fleetNames;
    for (const DbaArmy &f : fleets) {
        naval += f.count(u"naval"_s);
        fleetNames << f.name;
    }
    // Every element aboard takes its space, baggage elements (loot) one and a half, a supply unit one as the
    // land element it is (the storm rule counts supply elements among the land elements; "supply_space":
    // none reads the transport rule's silence as no space). The same count as dba.storm's (stormOverflow).
    int foot = 0, psiloi = 0, baggage = 0, lh = 0, mounted = 0, supply = 0;
    qint64 treasure = 0; // moved as supply elements (The Treasury), of the house sum per element
    QStringList names;
    for (const DbaArmy &a : carried) {
        treasure += DbaTreasury::carried(a);
        foot += a.count(u"foot"_s);
        psiloi += a.count(u"psiloi"_s);
        lh += a.count(u"lh"_s);
        mounted += a.count(u"mounted"_s) - a.count(u"lh"_s);
        baggage += a.attributes.value(u"baggage"_s).toInt();
        supply += a.supply;
        names << a.name;
    }
    m_workingFor = fleetNames.join(u" + "_s);
    const ProcedureResult r = resolve(u"dba.transport-space"_s,
                                      {{u"naval"_s, naval},
                                       {u"foot"_s, foot},
                                       {u"psiloi"_s, psiloi},
                                       {u"baggage"_s, baggage},
                                       {u"supply"_s, supply},
                                       {u"supply_space"_s, m_supplySpace},
                                       {u"lh"_s, lh},
                                       {u"mounted"_s, mounted},
                                       {u"treasure"_s, treasure}},
                                      {});
    if (!r.outcome.value(u"fits"_s).toBool())
        refuse(tr("%1's %2 naval element(s) have room for %3 element(s), and %4 need %5 (two land elements a "
                  "naval element; psiloi half, baggage one and a half, light horse one and a half, other "
                  "mounted two, a supply unit one unless supply_space is none, treasure as supply units; DBA "
                  "campaign, Transporting Troops on Naval Elements)")
                       .arg(fleetNames.join(u" + "_s))
                       .arg(naval)
                       .arg(r.outcome.value(u"space_available"_s).toDouble())
                       .arg(names.join(u", "_s))
                       .arg(r.outcome.value(u"space_needed"_s).toDouble()));
}

QJsonObject DbaUmpire::chargeVoyage(DbaArmies::Change &change, int moves, QStringList &notes)
{
    const int turn = CampaignReader(m_campaign.database()).clock().turn;
    const int seasonMoves = movesThisSeason();
    QJsonObject used;
    QJsonArray pastLast;
    QStringList usedText;
    for (DbaArmy &a : change.armies) {
        followClock(a);
        // The shipwrecked leave the voyage where the storm struck (DBA campaign, Storms): they are charged
        // the sea moves up to it, not the whole voyage's.
        a.spendMoves(turn, m_wreck.whole.contains(a.unitId) ? m_wreck.struck : moves);
        used.insert(a.name, a.movesUsed(turn));
        usedText << tr("%1 %2 of %3").arg(a.name, QString::number(a.movesUsed(turn))).arg(seasonMoves);
        if (a.movesUsed(turn) > seasonMoves)
            pastLast.append(a.name);
    }
    for (DbaArmy &formed : m_wreck.formed) { // part of an army forced ashore, as a new army
        followClock(formed);
        formed.spendMoves(turn, m_wreck.struck);
        used.insert(formed.name, formed.movesUsed(turn));
        usedText << tr("%1 %2 of %3")
                            .arg(formed.name, QString::number(formed.movesUsed(turn)))
                            .arg(seasonMoves);
    }
    notes << tr("moves used this season: %1").arg(usedText.join(u", "_s));
    if (!pastLast.isEmpty())
        notes << tr("the voyage ends after the season's last move; Reeve sets the fleet at its destination "
                    "now and "
                    "counts no moves into the next season, the umpire rules on the arrival");
    return {{u"moves_used"_s, used}, {u"season_moves"_s, seasonMoves}, {u"past_last_move"_s, pastLast}};
}

QJsonObject DbaUmpire::hold(const QJsonObject &step)
{
    // A move spent where the army stands: recovering after a battle, sitting still with nowhere to
    // retreat, a retreat's move, staying a move to take an empty province (DBA campaign, After the Battle).
    DbaArmy army = m_armies.byName(step.value(u"army"_s).toString());
    requireAshore(army);
    m_workingSide = army.sideId;
    followClock(army);
    const double moves = step.value(u"moves"_s).toDouble(1);
    if (moves <= 0)
        throw Failure::badInput(tr("\"moves\" is the number of moves the army spends, e.g. 1."));
    const QString reason = step.value(u"reason"_s).toString(tr("it stands where it is"));
    const int turn = CampaignReader(m_campaign.database()).clock().turn;
    const double used = army.movesUsed(turn);
    m_workingFor = tr("%1 holding in %2").arg(army.name, army.location);
    const ProcedureResult allowance = resolve(u"dba.move-allowance"_s,
                                              {{u"season"_s, season()},
                                               {u"used"_s, QString::number(used)},
                                               {u"cost"_s, QString::number(moves)},
                                               {u"kind"_s, u"land"_s}},
                                              {});
    const int seasonMoves = allowance.outcome.value(u"season_moves"_s).toInt();
    if (!allowance.outcome.value(u"allowed"_s).toBool()) {
        refuse(tr("%1 has used %2 of the season's %3 moves (DBA campaign, STRATEGIC MOVEMENT)")
                       .arg(army.name, QString::number(used))
                       .arg(seasonMoves));
    }
    army.spendMoves(turn, moves);
    DbaArmies::Change change;
    change.armies << army;
    if (hostileTo(army, province(army.location).value(u"owner"_s).toString())) {
        // Standing in a hostile province: each move it stands there is a move of hostile presence.
        const int first = qMax(currentMove(), int(std::floor(used + 1e-9)) + 1);
        const int last = qMax(first, int(std::ceil(used + moves - 1e-9)));
        markPresence(change, army.location, first, last - first + 1);
    }
    const QString reading = step.value(u"conquest_reading"_s).toString(u"whole-move"_s);
    const QString conquest = conquestByHolding(army, change, reading == u"at-end"_s);
    change.privateText
            = tr("%1 spends %2 move(s) in %3: %4 (%5 of %6 used this season; DBA campaign, STRATEGIC "
                 "MOVEMENT)")
                      .arg(army.name, QString::number(moves), army.location, reason,
                           QString::number(army.movesUsed(turn)))
                      .arg(seasonMoves);
    change.privateSide = army.sideId;
    change.publicText = conquest.isEmpty() ? secretText() : conquest; // a conquest is seen by the world
    change.armies = {army};                                           // with its loot, if a town fell
    commit(change);
    postSeizures();
    fate(step,
         tr("Carried out: %1 spent %2 move(s) in %3").arg(army.name, QString::number(moves), army.location));
    return {{u"held"_s, true},
            {u"moves"_s, moves},
            {u"moves_used"_s, army.movesUsed(turn)},
            {u"season_moves"_s, seasonMoves},
            {u"conquered"_s, !conquest.isEmpty()},
            {u"conquest_reading"_s, reading}};
}

} // namespace Reeve
