// Conquering a province (DbaUmpire, continued): a fortified town with no garrison still has to be reduced
// by siege or assault, unfortified empty towns fall of themselves, and a province with no town left to
// take is conquered by one move spent in it unopposed (DBA campaign, PROVINCES: Conquering a Province).
#include "dbaumpire.h"

#include <QCoreApplication>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::DbaUmpire", text);
}

const QString ConquestRef = u"DBA campaign, PROVINCES (Conquering a Province)"_s;

} // namespace

QJsonArray DbaUmpire::departures(const QJsonObject &here)
{
    // "left_by" was once a single record (the last force to leave); read it as a list of one.
    const QJsonValue v = here.value(u"left_by"_s);
    return v.isObject() ? QJsonArray{v} : v.toArray();
}

void DbaUmpire::recordDeparture(DbaArmies::Change &change, const QString &from, const DbaArmy &army, int move,
                                bool retreat)
{
    // Every force that leaves a province this move is kept, each with its nation and the move it left in:
    // conquest asks whether any enemy was there as the move began. Records of moves already gone are dropped.
    QJsonObject here = change.provinceOr(from, province(from));
    if (here.isEmpty())
        return;
    const int turn = CampaignReader(m_campaign.database()).clock().turn;
    QJsonArray kept;
    for (const QJsonValue &v : departures(here)) {
        const QJsonObject o = v.toObject();
        if (o.value(u"turn"_s).toInt() == turn && o.value(u"move"_s).toInt() >= currentMove())
            kept.append(o);
    }
    QJsonObject entry{{u"side"_s, army.sideName}, {u"turn"_s, turn}, {u"move"_s, move}};
    if (retreat)
        entry.insert(u"retreat"_s, true);
    if (!kept.contains(entry))
        kept.append(entry);
    here.insert(u"left_by"_s, kept);
    change.setProvince(from, here);
}

bool DbaUmpire::enemyLeftThisMove(const DbaArmy &army, const QJsonObject &here)
{
    // A beaten army retreating does not spoil the winner's move: the move spent recovering from the battle
    // may be the move that conquers (Conquering a Province; After the Battle: the loser leaves on his next move).
    const int turn = CampaignReader(m_campaign.database()).clock().turn;
    for (const QJsonValue &v : departures(here)) {
        const QJsonObject left = v.toObject();
        if (left.value(u"turn"_s).toInt() == turn && left.value(u"move"_s).toInt() == currentMove()
            && !left.value(u"retreat"_s).toBool() && left.value(u"side"_s).toString() != army.sideName
            && hostileTo(army, left.value(u"side"_s).toString()))
            return true;
    }
    return false;
}

bool DbaUmpire::opposed(const DbaArmy &army)
{
    // An opposing force still in the province, in the field or in its town (a voyage not yet landed aside).
    for (const DbaArmy &a : m_armies.all())
        if (a.location == army.location && a.sideId != army.sideId && !a.attributes.contains(u"voyage"_s)
            && !a.elements.isEmpty() && hostileTo(army, a.sideName))
            return true;
    return false;
}

void DbaUmpire::requireEmptyFortifiedTown(const DbaArmy &army, const QJsonObject &town, const QString &what)
{
    const QString owner = town.value(u"owner"_s).toString();
    if (owner.isEmpty() || owner == army.sideName)
        refuse(tr("%1 is %2's own: there is no town of an enemy to %3")
                       .arg(army.location, army.sideName, what));
    if (town.value(u"town"_s).toString() != u"fortified"_s)
        refuse(tr("%1 has no fortified town; an ungarrisoned unfortified town is taken without a fight, and "
                  "the "
                  "province with it once nobody opposes the army there (hold a move; %2)")
                       .arg(army.location, ConquestRef));
    if (opposed(army))
        refuse(tr("an enemy force is still in %1: name the town's garrison to %2 it").arg(army.location, what));
}

void DbaUmpire::takeProvince(DbaArmy &captor, QJsonObject &town, DbaArmies::Change &change, QStringList &notes)
{
    if (!town.contains(u"home"_s))
        town.insert(u"home"_s, town.value(u"owner"_s));
    const qint64 formerSide
            = CampaignReader(m_campaign.database()).sideByName(town.value(u"owner"_s).toString()).id;
    town.insert(u"owner"_s, captor.sideName);
    town.insert(u"taken_turn"_s, CampaignReader(m_campaign.database()).clock().turn);
    town.remove(u"siege"_s);
    if (!town.value(u"town"_s).toString().isEmpty() && town.value(u"town"_s).toString() != u"none"_s)
        seizeTown(captor.location, town, captor, nullptr); // its loot: a free baggage element
    if (formerSide > 0)
        destroyDispersed(captor.location, formerSide, change, notes);
    change.setProvince(captor.location, town);
}

QJsonObject DbaUmpire::emptyTownSiege(const QJsonObject &step, DbaArmy besieger)
{
    // Fortified towns have to be reduced by siege or assault even if ungarrisoned. Nobody is in it to fight,
    // so the siege has no battle roll (Reeve's reading); after a whole season its surrender roll is made as
    // written, with no general in the town (DBA campaign, Seiges).
    QJsonObject town = province(besieger.location);
    requireEmptyFortifiedTown(besieger, town, tr("besiege"));
    m_workingSide = 0;
    BattleSide besiegers;
    besiegers.forces = besiegingForces(step, besieger, town);
    const SiegeTime time = siegeTime(step, besiegers.names(), town);
    DbaArmies::Change change;
    if (step.value(u"lay"_s).toBool()) {
        town.insert(u"siege"_s, time.record);
        change.setProvince(besieger.location, town);
        change.publicText = tr("%1 lays siege to the empty town of %2 at move %3 (DBA campaign, Seiges)")
                                    .arg(besiegers.title(), besieger.location)
                                    .arg(time.record.value(u"laid_move"_s).toInt());
        commit(change);
        return {{u"laid"_s, true},
                {u"laid_move"_s, time.record.value(u"laid_move"_s)},
                {u"surrender_check"_s, false}};
    }
    const bool check = time.wholeSeason && time.seasons > 0;
    const QJsonArray faces = step.value(u"dice"_s).toArray();
    if (step.value(u"dice"_s).isArray() && faces.size() != (check ? 1 : 0))
        refuse(check ? tr("the empty town's siege takes one die, its surrender roll: there is no garrison to "
                          "fight")
                     : tr("the empty town's siege takes no die before it has lasted a whole season: there is "
                          "no "
                          "garrison to fight and no surrender roll yet (DBA campaign, Seiges)"));
    QStringList notes;
    bool surrenders = false;
    QJsonValue modifiedRoll;
    if (check) {
        const ProcedureResult r = surrenderCheck(step, DbaArmy(), true, time.seasons,
                                                 faces.isEmpty() ? QJsonValue()
                                                                 : QJsonValue(QJsonArray{faces.at(0)}));
        modifiedRoll = r.outcome.value(u"modified_roll"_s);
        surrenders = r.outcome.value(u"surrenders"_s).toBool();
    } else {
        notes << tr("no surrender roll: the siege has not yet lasted a whole season (DBA campaign, Seiges)");
    }
    if (surrenders) {
        takeProvince(besieger, town, change, notes);
    } else {
        town.insert(u"siege"_s, time.record); // kept up: the next season counts on from it
        change.setProvince(besieger.location, town);
    }
    change.armies << besieger;
    change.publicText = tr("Siege of the empty town of %1 by %2 (DBA campaign, Seiges): %3%4")
                                .arg(besieger.location, besiegers.title(),
                                     surrenders ? tr("the town surrenders and %1 takes the province")
                                                          .arg(besieger.sideName)
                                                : tr("the town holds"),
                                     notes.isEmpty() ? QString() : u". "_s + notes.join(u"; "_s));
    commit(change);
    postSeizures();
    fate(step,
         surrenders ? tr("Siege of %1: the town surrendered").arg(besieger.location)
                    : tr("Siege of %1: the town held").arg(besieger.location),
         true);
    return {{u"surrenders"_s, surrenders},
            {u"surrender_check"_s, check},
            {u"seasons"_s, time.seasons},
            {u"modified_roll"_s, modifiedRoll},
            {u"owner"_s, town.value(u"owner"_s)}};
}

QJsonObject DbaUmpire::emptyTownAssault(const QJsonObject &step, DbaArmy attacker)
{
    // An assault goes on within the move until the defenders are destroyed: with none in the town, the first
    // round carries it (Reeve's reading: the text gives no figure for an empty town; DBA campaign, Assaults).
    QJsonObject town = province(attacker.location);
    requireEmptyFortifiedTown(attacker, town, tr("assault"));
    if (!step.value(u"dice"_s).toArray().isEmpty())
        refuse(tr("an assault on an empty town takes no dice: nobody in it fights back (DBA campaign, "
                  "Assaults)"));
    DbaArmies::Change change;
    QStringList notes;
    takeProvince(attacker, town, change, notes);
    change.armies << attacker;
    change.publicText
            = tr("%1 storms the empty town of %2, and %3 takes the province (DBA campaign, Assaults)%4")
                      .arg(attacker.name, attacker.location, attacker.sideName,
                           notes.isEmpty() ? QString() : u": "_s + notes.join(u"; "_s));
    commit(change);
    postSeizures();
    fate(step, tr("Assault on %1: the empty town is taken").arg(attacker.location), true);
    return {{u"taken"_s, true}, {u"rounds"_s, 0}, {u"owner"_s, attacker.sideName}};
}

QString DbaUmpire::conquestByHolding(DbaArmy &army, DbaArmies::Change &change, bool atEnd)
{
    // One move in the province with nobody to oppose it: its ungarrisoned unfortified towns (and, in the
    // army's home province, its fortified ones too) fall to it, and with no town left to take the province
    // is conquered. A fortified town still standing has to be besieged or stormed first.
    QJsonObject here = change.provinceOr(army.location, province(army.location));
    const QString owner = here.value(u"owner"_s).toString();
    if (army.type != u"army"_s || army.elements.isEmpty() || !hostileTo(army, owner) || opposed(army))
        return {};
    // Unopposed for the whole move: not if any enemy force left the province in this very move.
    if (!atEnd && enemyLeftThisMove(army, here))
        return {};
    const bool home = here.value(u"home"_s).toString() == army.sideName;
    if (here.value(u"town"_s).toString() == u"fortified"_s && !home)
        return {};
    QStringList notes;
    takeProvince(army, here, change, notes);
    return tr("%1 conquers %2 from %3 (%4)").arg(army.sideName, army.location, owner, ConquestRef);
}

QJsonArray DbaUmpire::conquestsByStanding(int move, bool atEnd)
{
    // As move \a move ends: an army that stood through it — no part of the move spent going anywhere, no
    // contact in it — in an enemy province with nobody to oppose it has spent a move there unopposed, as a hold
    // step would, and conquers what conquestByHolding allows. Each conquest is public and its own action.
    const int turn = CampaignReader(m_campaign.database()).clock().turn;
    QJsonArray conquered;
    for (DbaArmy army : m_armies.all()) {
        const QJsonObject contact = army.attributes.value(u"contact"_s).toObject();
        if (army.attributes.contains(u"voyage"_s) || army.movesUsed(turn) > move - 1 + 1e-9
            || (contact.value(u"turn"_s).toInt() == turn && contact.value(u"move"_s).toInt() == move))
            continue;
        DbaArmies::Change change;
        const QString from = province(army.location).value(u"owner"_s).toString();
        const QString conquest = conquestByHolding(army, change, atEnd);
        if (conquest.isEmpty())
            continue;
        change.armies << army; // with its loot, if a town fell
        change.publicText = tr("%1, having stood through move %2 unopposed").arg(conquest).arg(move);
        change.privateSide = army.sideId;
        change.privateText = tr("%1 stood in %2 through move %3 with nobody to oppose it (%4)")
                                     .arg(army.name, army.location)
                                     .arg(move)
                                     .arg(ConquestRef);
        commit(change);
        postSeizures();
        conquered.append(
                QJsonObject{{u"province"_s, army.location}, {u"by"_s, army.sideName}, {u"from"_s, from}});
    }
    return conquered;
}

} // namespace Reeve
