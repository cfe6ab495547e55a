// Voyages (DbaUmpire, continued): a sea move of one fleet or several sailing together, its storm with
// the losses on the very elements that rolled the 1s, and the landing at the move the voyage ends
// (DBA campaign, Sea Movement; Transporting Troops on Naval Elements; Storms).
#include "dbaumpire.h"

#include <algorithm>
#include <cmath>

#include <QCoreApplication>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "games/dba/dbarelations.h"
#include "games/dba/dbatreasury.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::DbaUmpire", text);
}

bool isNaval(const QString &code)
{
    return DbaArmy::parseElement(code).first == u"naval"_s;
}

/// The element a general rides in: the one recorded as his ("general_element"), else the last listed
/// (the one his army gives up last); -1 without a general or elements.
int generalIndex(const DbaArmy &a)
{
    if (!a.hasGeneral() || a.elements.isEmpty())
        return -1;
    const int recorded = int(a.elements.lastIndexOf(a.attributes.value(u"general_element"_s).toString()));
    return a.attributes.contains(u"general_element"_s) && recorded >= 0 ? recorded
                                                                        : int(a.elements.size()) - 1;
}

} // namespace

DbaUmpire::StormSlots DbaUmpire::stormSlots(const QList<DbaArmy *> &forces)
{
    // The storm's d6s in the order dba.storm rolls them: each group (naval, foot, mounted) with the
    // generals' elements first, then every other element in its force's listed order, psiloi after the other
    // foot and light horse after the other mounted, then the supply units and baggage elements aboard, which
    // roll as foot (DBA campaign, Storms: "including supply").
    StormSlots s;
    const auto groupOf = [&](const QString &code) -> QList<StormSlot> & {
        return isNaval(code) ? s.naval : DbaArmy::isMounted(code) ? s.mounted : s.foot;
    };
    for (int f = 0; f < forces.size(); ++f) {
        const int g = generalIndex(*forces.at(f));
        if (g < 0)
            continue;
        const QString code = forces.at(f)->elements.at(g);
        groupOf(code) << StormSlot{f, g};
        (isNaval(code)              ? s.generalsNaval
         : DbaArmy::isMounted(code) ? s.generalsMounted
                                    : s.generalsFoot)
                += 1;
    }
    const auto given = [](const QString &code) { // the kinds dba.storm is told apart, rolled last
        const QString type = DbaArmy::parseElement(code).first;
        return type == u"ps"_s || type == u"lh"_s;
    };
    for (bool apart : {false, true})
        for (int f = 0; f < forces.size(); ++f) {
            const DbaArmy &a = *forces.at(f);
            for (int i = 0; i < a.elements.size(); ++i)
                if (i != generalIndex(a) && given(a.elements.at(i)) == apart) {
                    groupOf(a.elements.at(i)) << StormSlot{f, i};
                    (DbaArmy::parseElement(a.elements.at(i)).first == u"ps"_s ? s.psiloi : s.lh) += apart ? 1
                                                                                                          : 0;
                }
        }
    for (int f = 0; f < forces.size(); ++f)
        for (int i = 0; i < forces.at(f)->supply; ++i) {
            s.foot << StormSlot{f, StormSlot::Supply};
            ++s.supply;
        }
    for (int f = 0; f < forces.size(); ++f)
        for (int i = 0; i < forces.at(f)->attributes.value(u"baggage"_s).toInt(); ++i) {
            s.foot << StormSlot{f, StormSlot::Baggage};
            ++s.baggage;
        }
    return s;
}

ProcedureResult DbaUmpire::stormAtSea(const QJsonObject &step, const QList<DbaArmy *> &forces, int moves,
                                      const QJsonValue &dice, qint64 side, QStringList &notes)
{
    m_wreck = Wreck{};
    const StormSlots shares = stormSlots(forces);
    const ProcedureResult storm = resolve(u"dba.storm"_s,
                                          {{u"season"_s, season()},
                                           {u"sea_moves"_s, qMax(1, moves)},
                                           {u"naval"_s, shares.naval.size()},
                                           {u"foot"_s, shares.foot.size()},
                                           {u"mounted"_s, shares.mounted.size()},
                                           {u"psiloi"_s, shares.psiloi},
                                           {u"supply"_s, shares.supply},
                                           {u"baggage"_s, shares.baggage},
                                           {u"supply_space"_s, m_supplySpace}, // as requireSpace counts it
                                           {u"lh"_s, shares.lh},
                                           {u"generals_naval"_s, shares.generalsNaval},
                                           {u"generals_foot"_s, shares.generalsFoot},
                                           {u"generals_mounted"_s, shares.generalsMounted}},
                                          dice, side);
    if (!storm.outcome.value(u"caught"_s).toBool())
        return storm;
    // dba.storm is told the kinds it counts by position; the desk, knowing each survivor (a general's own
    // element may be a psiloi), counts them again as requireSpace does (Transporting Troops on Naval Elements).
    ProcedureResult counted = storm;
    counted.outcome.insert(u"excess_space"_s, applyStorm(step, storm, forces, shares, notes));
    m_wreck.struck = qBound(1, storm.outcome.value(u"caught_on_move"_s).toInt(), qMax(1, moves));
    return counted;
}

double DbaUmpire::stormOverflow(const QList<DbaArmy *> &forces, int unhorsedLh, int unhorsedMounted)
{
    // The same count as requireSpace: hordes take a whole space (the transport rule halves only psiloi),
    // supply units one (none by supply_space none); an element that lost its horses keeps its riders' space.
    int naval = 0, foot = unhorsedMounted, psiloi = unhorsedLh, baggage = 0, lh = -unhorsedLh,
        mounted = -unhorsedMounted, supply = 0;
    qint64 treasure = 0;
    for (const DbaArmy *a : forces) {
        treasure += a->type == u"army"_s ? DbaTreasury::carried(*a) : 0;
        naval += a->count(u"naval"_s);
        foot += a->count(u"foot"_s);
        psiloi += a->count(u"psiloi"_s);
        lh += a->count(u"lh"_s);
        mounted += a->count(u"mounted"_s) - a->count(u"lh"_s);
        baggage += a->attributes.value(u"baggage"_s).toInt();
        supply += a->type == u"army"_s ? a->supply : 0;
    }
    m_workingFor = tr("%1 after the storm").arg(forces.first()->name);
    const ProcedureResult r = resolve(u"dba.transport-space"_s,
                                      {{u"naval"_s, naval},
                                       {u"foot"_s, foot},
                                       {u"psiloi"_s, psiloi},
                                       {u"baggage"_s, baggage},
                                       {u"supply"_s, supply},
                                       {u"supply_space"_s, m_supplySpace},
                                       {u"lh"_s, qMax(0, lh)},
                                       {u"mounted"_s, qMax(0, mounted)},
                                       {u"treasure"_s, treasure}},
                                      {});
    return qMax(0.0, r.outcome.value(u"space_needed"_s).toDouble()
                             - r.outcome.value(u"space_available"_s).toDouble());
}

double DbaUmpire::applyStorm(const QJsonObject &step, const ProcedureResult &storm,
                             const QList<DbaArmy *> &forces, const StormSlots &shares, QStringList &notes)
{
    QMap<int, QList<int>> gone;
    QList<QList<bool>> unhorsed; // which elements of each force lost their horses
    for (const DbaArmy *a : forces)
        unhorsed << QList<bool>(a->elements.size(), false);
    QStringList lost;
    int unhorsedLh = 0, unhorsedMounted = 0;
    for (const QJsonValue &v : storm.outcome.value(u"element_fates"_s).toArray()) {
        const QJsonObject fate = v.toObject();
        const QString group = fate.value(u"group"_s).toString();
        const QList<StormSlot> &list = group == u"naval"_s     ? shares.naval
                                       : group == u"mounted"_s ? shares.mounted
                                                               : shares.foot;
        const int index = fate.value(u"index"_s).toInt();
        if (index < 0 || index >= list.size())
            continue;
        const StormSlot slot = list.at(index);
        DbaArmy &a = *forces.at(slot.force);
        const QString what = slot.element == StormSlot::Supply    ? tr("a supply unit")
                             : slot.element == StormSlot::Baggage ? tr("a baggage element")
                                                                  : a.elements.at(slot.element);
        if (fate.value(u"fate"_s).toString() == u"horses"_s) {
            (DbaArmy::parseElement(what).first == u"lh"_s ? unhorsedLh : unhorsedMounted) += 1;
            if (slot.element >= 0)
                unhorsed[slot.force][slot.element] = true;
            notes << tr("%1 of %2 rolled a single 1 and lost its horses: the umpire restates it as its "
                        "infantry "
                        "type from the army list")
                             .arg(what, a.name);
            continue;
        }
        lost << tr("%1 of %2").arg(what, a.name);
        if (slot.element == StormSlot::Supply)
            a.supply = qMax(0, a.supply - 1);
        else if (slot.element == StormSlot::Baggage)
            a.attributes.insert(u"baggage"_s, qMax(0, a.attributes.value(u"baggage"_s).toInt() - 1));
        else
            gone[slot.force] << slot.element;
        if (!fate.value(u"general"_s).toBool())
            continue;
        if (fate.value(u"drowned"_s).toBool()) {
            notes << tr("%1 drowned").arg(a.general);
            a.general.clear();
            a.ruler = false;
        } else {
            notes << tr("%1 survives and moves to another element").arg(a.general);
        }
        a.attributes.remove(u"general_element"_s);
    }
    for (auto it = gone.begin(); it != gone.end(); ++it) {
        QList<int> at = it.value();
        std::sort(at.begin(), at.end(), std::greater<int>());
        for (int i : at) {
            forces.at(it.key())->elements.removeAt(i);
            unhorsed[it.key()].removeAt(i);
        }
    }
    notes.prepend(tr("The storm takes the elements that rolled a 1: %1 (DBA campaign, Storms)")
                          .arg(lost.isEmpty() ? tr("none") : lost.join(u", "_s)));
    for (DbaArmy *a : forces) {
        if (const int hulls = a->attributes.value(u"hulls"_s).toInt(); hulls > 0) {
            a->attributes.remove(
                    u"hulls"_s); // uncrewed ships do not survive a storm (DBA campaign, Sea Movement)
            notes << tr("%1 uncrewed ship(s) in tow of %2 are lost").arg(hulls).arg(a->name);
        }
    }
    const double excess = stormOverflow(forces, unhorsedLh, unhorsedMounted);
    // The excess is shipwrecked: forced ashore on a friendly coast, otherwise lost at sea (dbaumpirewrecks.cpp).
    if (excess > 0) {
        notes << tr("The surviving ships lack %1 element space(s) (psiloi half, baggage and light horse one "
                    "and a half, other mounted two): elements taking that space are shipwrecked, forced "
                    "ashore in a friendly coastal province, else lost at sea (DBA campaign, Storms)")
                         .arg(excess);
        shipwreck(step, forces, unhorsed, int(std::lround(2 * excess)), notes);
    }
    return excess;
}

bool DbaUmpire::embarksAnArmy(const QJsonObject &step, const QList<DbaArmy> &carried)
{
    // The half moves are for an army taken aboard (Sea Movement); a general alone takes no space on a ship
    // (OF KINGS AND THINGS). As written ("army", the default) he boards without them; "any" counts him as
    // any force aboard.
    const QString reading = step.value(u"embark_reading"_s).toString(u"army"_s);
    if (reading != u"army"_s && reading != u"any"_s)
        throw Failure::badInput(
                tr("\"embark_reading\" is army (as written: only an army aboard takes the half "
                   "moves) or any (a general alone takes them too)."));
    return std::any_of(carried.begin(), carried.end(), [&](const DbaArmy &a) {
        const bool generalAlone = a.elements.isEmpty() && a.supply == 0
                                  && a.attributes.value(u"baggage"_s).toInt() == 0 && a.hasGeneral();
        return !generalAlone || reading == u"any"_s;
    });
}

void DbaUmpire::requireAshore(const DbaArmy &army)
{
    const QJsonObject voyage = army.attributes.value(u"voyage"_s).toObject();
    if (voyage.isEmpty())
        return;
    refuse(tr("%1 is at sea, bound for %2, until move %3: it lands when the desk's move clock reaches that "
              "move (DBA campaign, Sea Movement)")
                   .arg(army.name, voyage.value(u"to"_s).toString())
                   .arg(voyage.value(u"lands_move"_s).toInt()));
}

void DbaUmpire::embark(const QJsonObject &step, QList<DbaArmy> &fleets, QList<DbaArmy> &carried, Voyage &v)
{
    // The fleets sailing together (one nation's, in one province) and the armies they carry, all ashore
    // there; a fleet with no general aboard keeps to friendly waters or sails to join one (Sea Movement).
    fleets = {m_armies.byName(step.value(u"fleet"_s).toString())};
    for (const QJsonValue &name : step.value(u"with"_s).toArray())
        fleets << m_armies.byName(name.toString());
    const QString from = fleets.first().location;
    for (const DbaArmy &f : std::as_const(fleets)) {
        requireAshore(f);
        if (f.type != u"fleet"_s || f.sideId != fleets.first().sideId || f.location != from)
            refuse(tr("%1 cannot sail with %2: fleets sailing together are fleets of one nation in one "
                      "province")
                           .arg(f.name, fleets.first().name));
    }
    const QString to = step.value(u"to"_s).toString();
    const QString owner = province(to).value(u"owner"_s).toString();
    for (const QJsonValue &name : step.value(u"carrying"_s).toArray()) {
        carried << m_armies.byName(name.toString());
        requireAshore(carried.last());
        if (carried.last().location != from)
            refuse(tr("%1 is in %2, not with the fleet in %3")
                           .arg(carried.last().name, carried.last().location, from));
    }
    v.from = from;
    v.to = to;
    v.owner = owner;
    v.legs = voyageOf(step, from, to, embarksAnArmy(step, carried), v.routeNote);
    const DbaArmy &fleet = fleets.first();
    const auto hasGeneral = [](const DbaArmy &a) { return a.hasGeneral(); };
    const bool commanded = std::any_of(fleets.begin(), fleets.end(), hasGeneral)
                           || std::any_of(carried.begin(), carried.end(), hasGeneral);
    if (!commanded && owner != fleet.sideName && !step.value(u"friendly"_s).toBool()
        && !generalAt(fleet.sideId, to))
        refuse(tr("a fleet without a general aboard sails only through friendly waters, or to "
                  "join one of its generals (DBA campaign, Sea Movement)"));
}

void DbaUmpire::voyageFate(const QJsonObject &step, const QString &to, int moves, int lands, bool caught,
                           const QStringList &notes, bool pastLast)
{
    // The order's fate: under way until the voyage lands (landVoyages writes it then), else carried out.
    const bool landed = lands <= currentMove();
    const QString when
            = landed ? tr("reached %1 in %2 move(s)").arg(to).arg(moves)
                     : tr("under way to %1, %2 move(s), landing at move %3").arg(to).arg(moves).arg(lands);
    if (!landed)
        fate(step, caught ? tr("Under way with a storm: %1; %2").arg(when, notes.join(u"; "_s))
                          : tr("Under way: %1").arg(when));
    else
        fate(step, caught ? tr("Carried out with a storm: %1; %2").arg(when, notes.join(u"; "_s))
                          : tr("Carried out: %1%2")
                                    .arg(when, pastLast ? tr(", after the season's last move") : QString()));
}

QJsonObject DbaUmpire::seaMove(const QJsonObject &step)
{
    QList<DbaArmy> fleets, carried;
    Voyage v;
    m_supplySpace = step.value(u"supply_space"_s).toString();
    if (m_supplySpace.isEmpty())
        m_supplySpace = u"element"_s;
    if (m_supplySpace != u"element"_s && m_supplySpace != u"none"_s)
        throw Failure::badInput(tr("\"supply_space\" is element (as written: a supply unit aboard takes one "
                                   "element's space) or none."));
    embark(step, fleets, carried, v);
    const DbaArmy &fleet = fleets.first();
    m_workingSide = fleet.sideId;
    requireMovesLeft(fleets + carried);
    requireSpace(fleets, carried);
    requireWreckFields(step, fleet.sideName, carried);
    const bool supplyAboard = std::any_of(carried.begin(), carried.end(), [](const DbaArmy &a) {
        return a.supply > 0 || DbaTreasury::carried(a) > 0; // treasure moves as supply does (The Treasury)
    });
    const QJsonObject dice = step.value(u"dice"_s).toObject();
    const ProcedureResult voyage = resolve(u"dba.sea-move"_s, {{u"voyage"_s, v.legs}},
                                           dice.value(u"voyage"_s), fleet.sideId);
    v.moves = voyage.outcome.value(u"moves"_s).toInt();
    QList<DbaArmy *> forces;
    for (DbaArmy &f : fleets)
        forces << &f;
    for (DbaArmy &a : carried)
        forces << &a;
    QStringList notes;
    const ProcedureResult storm = stormAtSea(step, forces, v.moves, dice.value(u"storm"_s), fleet.sideId,
                                             notes);
    v.caught = storm.outcome.value(u"caught"_s).toBool();
    // Only armies still aboard land: none when every one was shipwrecked.
    const bool aboard = std::any_of(carried.begin(), carried.end(),
                                    [&](const DbaArmy &a) { return !m_wreck.whole.contains(a.unitId); });
    v.landsHostile = aboard && !v.owner.isEmpty()
                     && !DbaRelations(m_campaign).friendly(fleet.sideName, v.owner)
                     && !step.value(u"friendly"_s).toBool();
    v.fleetName = fleets.size() > 1 ? tr("%1 (with %2)").arg(fleet.name).arg(fleets.size() - 1) : fleet.name;
    QJsonObject outcome = sail(step, v, forces, notes);
    for (const QString &field : {u"naval_lost"_s, u"foot_lost"_s, u"mounted_lost"_s, u"generals_drowned"_s})
        outcome.insert(field, storm.outcome.value(field).toInt());
    outcome.insert(u"excess_space"_s, storm.outcome.value(u"excess_space"_s).toDouble());
    outcome.insert(u"embark_reading"_s, step.value(u"embark_reading"_s).toString(u"army"_s));
    if (supplyAboard)
        outcome.insert(u"supply_space"_s, m_supplySpace);
    if (!m_wreck.entries.isEmpty()) {
        outcome.insert(u"shipwrecked"_s, m_wreck.entries);
        outcome.insert(u"wreck_reading"_s, m_wreck.reading);
    }
    return outcome;
}

QJsonObject DbaUmpire::sail(const QJsonObject &step, const Voyage &v, const QList<DbaArmy *> &forces,
                            QStringList &notes)
{
    // The forces put to sea: charged the voyage's moves, landing now or at the move it ends. The voyage, its
    // storm and its losses are the nation's; a landing in somebody else's province is seen by the world, at
    // the move it happens.
    const DbaArmy &fleet = *forces.first();
    DbaArmies::Change change;
    const int turn = CampaignReader(m_campaign.database()).clock().turn;
    for (DbaArmy *a : forces) {
        a->inTown = false;
        a->attributes.remove(u"beached"_s); // at sea; beached again on landing only when the order says so
        change.armies << *a;
        // Each force aboard leaves the province in the move it puts to sea (Conquering a Province).
        recordDeparture(change, v.from, *a,
                        qMax(currentMove(), int(std::floor(a->movesUsed(turn) + 1e-9)) + 1));
    }
    QJsonObject outcome = chargeVoyage(change, v.moves, notes);
    if (!v.routeNote.isEmpty())
        notes << v.routeNote;
    // Every ship sunk and all aboard lost at sea: nothing sails on, so nothing is said of a landing.
    const bool allLost = std::all_of(forces.begin(), forces.end(), [&](const DbaArmy *a) {
        return a->type == u"fleet"_s ? a->elements.isEmpty()
                                     : m_wreck.whole.contains(a->unitId) && m_wreck.ashore.isEmpty();
    });
    QStringList unsaid;
    const int lands = setSail(change, v.from, v.to, v.landsHostile ? v.owner : QString(),
                              step.value(u"beach"_s).toBool(), allLost ? unsaid : notes);
    writeWreck(change); // the shipwrecked are off the voyage: ashore, or lost with the ships that sank
    for (const DbaArmy *a : forces)
        if (a->type == u"fleet"_s && a->elements.isEmpty())
            notes << (a->hasGeneral()
                              ? tr("%1 has lost every ship, and %2 is lost with it").arg(a->name, a->general)
                              : tr("%1 has lost every ship").arg(a->name));
    const bool landed = lands <= currentMove();
    if (!landed) // the order's fate is written when the voyage lands
        for (DbaArmy &a : change.armies) {
            if (!a.attributes.contains(u"voyage"_s))
                continue;
            QJsonObject atSea = a.attributes.value(u"voyage"_s).toObject();
            atSea.insert(u"order"_s, step.value(u"order"_s));
            atSea.insert(u"moves"_s, v.moves);
            atSea.insert(u"storm"_s, v.caught ? notes.join(u"; "_s) : QString());
            a.attributes.insert(u"voyage"_s, atSea);
        }
    change.privateText = tr("%1 sails from %2 to %3 in %4 move(s)%5 (DBA campaign, Sea Movement)%6")
                                 .arg(v.fleetName, v.from, v.to)
                                 .arg(v.moves)
                                 .arg(v.caught ? tr(", caught by a storm") : QString(),
                                      notes.isEmpty() ? QString() : u": "_s + notes.join(u"; "_s));
    change.privateSide = fleet.sideId;
    change.publicText = landed && v.landsHostile
                                ? tr("%1 lands in %2's province %3 (DBA campaign, Sea Movement)")
                                          .arg(fleet.sideName, v.owner, v.to)
                                : secretText();
    commit(change);
    if (allLost) // every ship sank and all aboard were lost: nothing is under way, nobody lands
        fate(step, tr("Lost at sea in a storm: %1").arg(notes.join(u"; "_s)));
    else
        voyageFate(step, v.to, v.moves, lands, v.caught, notes,
                   !outcome.value(u"past_last_move"_s).toArray().isEmpty());
    const QJsonObject fields{{u"moved"_s, true},
                             {u"voyage"_s, v.legs},
                             {u"route"_s, v.legs.split(u',').contains(u"route"_s)},
                             {u"moves"_s, v.moves},
                             {u"caught"_s, v.caught},
                             {u"location"_s, v.to},
                             {u"lands_move"_s, lands},
                             {u"landed"_s, landed}};
    for (auto it = fields.begin(); it != fields.end(); ++it)
        outcome.insert(it.key(), it.value());
    if (landed && v.landsHostile)
        outcome.insert(u"wait_and_defend"_s, QJsonArray::fromStringList(defendersOf(v.to, fleet.sideName)));
    return outcome;
}

int DbaUmpire::setSail(DbaArmies::Change &change, const QString &from, const QString &to,
                       const QString &hostileOwner, bool beach, QStringList &notes)
{
    // The voyage ends at the move the latest force aboard reaches (its moves rounded up at the end): it lands
    // then, when the desk's move clock gets there; one that ends after the season's last move is set at its
    // destination now and the umpire rules on the arrival (dbaumpiremoves.cpp, chargeVoyage).
    const int turn = CampaignReader(m_campaign.database()).clock().turn;
    int lands = currentMove();
    for (const DbaArmy &a : std::as_const(change.armies))
        lands = qMax(lands, arrivalMove(a.movesUsed(turn)));
    const bool now = lands <= currentMove() || lands > movesThisSeason();
    const QString fleetName = change.armies.first().name;
    for (DbaArmy &a : change.armies) {
        if (now) {
            a.location = to;
            // Table 2's by sea; the forces of one landing (one fleet, one move) come ashore together.
            a.attributes.insert(u"landed"_s, QJsonObject{{u"at"_s, to},
                                                         {u"turn"_s, turn},
                                                         {u"move"_s, qMin(lands, currentMove())},
                                                         {u"fleet"_s, fleetName}});
            if (beach && a.type == u"fleet"_s)
                a.attributes.insert(u"beached"_s, true);
            continue;
        }
        a.attributes.insert(u"voyage"_s, QJsonObject{{u"from"_s, from},
                                                     {u"to"_s, to},
                                                     {u"lands_move"_s, lands},
                                                     {u"turn"_s, turn},
                                                     {u"fleet"_s, fleetName},
                                                     {u"hostile_owner"_s, hostileOwner},
                                                     {u"beach"_s, beach}});
    }
    if (now && !hostileOwner.isEmpty()) {
        markPresence(change, to, lands, 1);
        notes << tr("landing in %1's province").arg(hostileOwner);
    } else if (!now) {
        notes << tr("at sea until move %1, when it lands in %2").arg(lands).arg(to);
    }
    return now ? qMin(lands, currentMove()) : lands;
}

QJsonArray DbaUmpire::landVoyages(int move)
{
    // Every voyage that ends at this move lands now, each fleet with the armies it carries, as one action.
    const int turn = CampaignReader(m_campaign.database()).clock().turn;
    QMap<QString, DbaArmies::Change> landings;
    QMap<QString, QString> owners;      // by fleet: the nation whose province the landing invades, if any
    QMap<QString, QJsonObject> voyages; // by fleet: the voyage as it set out
    for (DbaArmy a : m_armies.all()) {
        const QJsonObject voyage = a.attributes.value(u"voyage"_s).toObject();
        if (voyage.isEmpty()
            || (voyage.value(u"turn"_s).toInt() == turn && voyage.value(u"lands_move"_s).toInt() > move))
            continue;
        a.attributes.remove(u"voyage"_s);
        a.location = voyage.value(u"to"_s).toString();
        a.attributes.insert(u"landed"_s, QJsonObject{{u"at"_s, a.location},
                                                     {u"turn"_s, turn},
                                                     {u"move"_s, move},
                                                     {u"fleet"_s, voyage.value(u"fleet"_s).toString()}});
        if (a.type == u"fleet"_s && voyage.value(u"beach"_s).toBool())
            a.attributes.insert(u"beached"_s, true);
        landings[voyage.value(u"fleet"_s).toString()].armies << a;
        if (a.name == voyage.value(u"fleet"_s).toString())
            voyages.insert(a.name, voyage);
        if (!voyage.value(u"hostile_owner"_s).toString().isEmpty())
            owners.insert(voyage.value(u"fleet"_s).toString(), voyage.value(u"hostile_owner"_s).toString());
    }
    QJsonArray landed;
    for (auto it = landings.begin(); it != landings.end(); ++it) {
        DbaArmies::Change &change = it.value();
        const DbaArmy &first = change.armies.first();
        const QString owner = owners.value(it.key());
        QStringList names;
        for (const DbaArmy &a : std::as_const(change.armies))
            names << a.name;
        if (!owner.isEmpty())
            markPresence(change, first.location, move, 1);
        change.privateSide = first.sideId;
        change.privateText = tr("%1 land(s) in %2 at move %3 (DBA campaign, Sea Movement)")
                                     .arg(names.join(u", "_s), first.location)
                                     .arg(move);
        change.publicText = owner.isEmpty() ? secretText()
                                            : tr("%1 lands in %2's province %3 (DBA campaign, Sea Movement)")
                                                      .arg(first.sideName, owner, first.location);
        commit(change);
        const QJsonObject voyage = voyages.value(it.key());
        const QString when = tr("reached %1 in %2 move(s), landing at move %3")
                                     .arg(first.location)
                                     .arg(voyage.value(u"moves"_s).toInt())
                                     .arg(move);
        const QString storm = voyage.value(u"storm"_s).toString();
        fate(QJsonObject{{u"order"_s, voyage.value(u"order"_s)}},
             storm.isEmpty() ? tr("Carried out: %1").arg(when)
                             : tr("Carried out with a storm: %1; %2").arg(when, storm));
        landed.append(QJsonObject{{u"fleet"_s, it.key()},
                                  {u"at"_s, first.location},
                                  {u"wait_and_defend"_s,
                                   owner.isEmpty() ? QJsonArray()
                                                   : QJsonArray::fromStringList(
                                                           defendersOf(first.location, first.sideName))}});
    }
    return landed;
}

} // namespace Reeve
