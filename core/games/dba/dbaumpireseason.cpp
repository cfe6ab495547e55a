// The umpire's season's end: supply, supply and winter attrition, and autumn taxes (DbaUmpire, continued).
#include "dbaumpire.h"

#include <algorithm>
#include <cmath>
#include <utility>

#include <QCoreApplication>
#include <QMap>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "games/dba/dbarelations.h"
#include "ledger/ledger.h"
#include "ledger/trackedvalues.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::DbaUmpire", text);
}

/// The campaign meta row naming the turn whose season's end was last worked out.
const QString kSeasonEndKey = u"dba.season-end"_s;
/// The campaign meta row naming the year whose Autumn taxes were last collected.
const QString kTaxesKey = u"dba.taxes"_s;

/// The next two faces of an army's dice, or null (rolled) when none were entered.
QJsonValue nextPair(const QJsonArray &faces, int &used)
{
    if (faces.isEmpty())
        return {};
    if (used + 2 > faces.size())
        throw Failure::badInput(
                tr("Too few dice entered for the season's end: each attrition takes two d10."));
    const QJsonArray pair{faces.at(used), faces.at(used + 1)};
    used += 2;
    return pair;
}

} // namespace

bool DbaUmpire::needsSupplyAt(DbaArmy &army, const QList<DbaArmy> &everyone, bool overlordLeave,
                              bool &friendly, QStringList &notes)
{
    DbaRelations relations(m_campaign);
    // A besieger whose siege took the town at this season's end spent the season in the owner's land: the
    // season's losses come before the town falls (DBA campaign, Seiges), so its supply is judged as there.
    const QJsonObject siege = army.attributes.value(u"siege_loss"_s).toObject();
    const bool besieged = siege.value(u"besieger"_s).toBool()
                          && siege.value(u"turn"_s).toInt() == CampaignReader(m_campaign.database()).clock().turn;
    const QString owner = besieged ? siege.value(u"owner_before"_s).toString()
                                   : province(army.location).value(u"owner"_s).toString();
    const bool own = owner == army.sideName;
    const bool allied = !own && relations.friendly(army.sideName, owner, overlordLeave);
    friendly = own || allied;
    // A province with a hostile army in it is no longer supplying those who fight in its fields.
    const bool invaded = std::any_of(everyone.cbegin(), everyone.cend(), [&](const DbaArmy &o) {
        return o.type == u"army"_s && o.location == army.location && o.sideId != army.sideId
               && !relations.friendly(army.sideName, o.sideName);
    });
    if (!friendly || (invaded && !army.inTown))
        return true;
    if (!allied)
        return false;
    // In a vassal's or ally's land: free up to a size, else £1 from the treasury, else its own supply.
    const int halves = 2 * (int(army.elements.size()) - army.count(u"naval"_s)) - army.count(u"psiloi"_s)
                       - army.count(u"hd"_s);
    m_workingFor = army.name;
    const qint64 cost = resolve(u"dba.allied-supply"_s, {{u"ee"_s, (halves + 1) / 2}}, {})
                                .outcome.value(u"cost"_s)
                                .toInteger();
    return cost > 0 && !payAlliedSupply(army, cost, notes);
}

void DbaUmpire::eatSupply(DbaArmy &army, const QJsonArray &faces, int &used, QList<int> &percentages,
                          QJsonObject &result, QStringList &notes)
{
    m_workingFor = army.name;
    const int need = resolve(u"dba.supply-needed"_s,
                             {{u"foot"_s, army.count(u"foot"_s)},
                              {u"psiloi"_s, army.count(u"psiloi"_s)},
                              {u"mounted"_s, army.count(u"mounted"_s)},
                              {u"naval"_s, 0}},
                             {})
                             .outcome.value(u"supply_units"_s)
                             .toInt();
    result.insert(u"supply_needed"_s, need);
    if (army.supply >= need) {
        army.supply -= need;
        notes << tr("%1 consumes %2 supply unit(s)").arg(army.name).arg(need);
        return;
    }
    const int unsupplied = unsuppliedElements(army, army.supply);
    army.supply = 0;
    const int pct = resolve(u"dba.supply-attrition"_s, {}, nextPair(faces, used), army.sideId)
                            .outcome.value(u"attrition_pct"_s)
                            .toInt();
    percentages << pct;
    result.insert(u"supply_pct"_s, pct);
    result.insert(u"unsupplied_elements"_s, unsupplied);
    notes << tr("%1 is short of supply (%2 needed): %3% attrition on its %4 unsupplied element(s)")
                     .arg(army.name)
                     .arg(need)
                     .arg(pct)
                     .arg(unsupplied);
}

int DbaUmpire::unsuppliedElements(const DbaArmy &army, int units)
{
    // Each unit feeds twelve elements (psiloi half, mounted two, naval none; DBA campaign, SUPPLY). Those the
    // owner gives up last, at the end of the listed order, are fed first; the rest are the unsupplied ones.
    int halves = 24 * units;
    int fed = 0;
    for (qsizetype i = army.elements.size() - 1; i >= 0; --i) {
        const QString code = army.elements.at(i);
        const QString type = DbaArmy::parseElement(code).first;
        const int need = type == u"naval"_s ? 0 : type == u"ps"_s ? 1 : DbaArmy::isMounted(code) ? 4 : 2;
        if (need > halves)
            break;
        halves -= need;
        ++fed;
    }
    return int(army.elements.size()) - fed;
}

int DbaUmpire::applySeasonLosses(DbaArmy &army, int unsupplied, int supplyPct, int winterPct, int carriedPct,
                                 int shareHundredths, QStringList &notes)
{
    const QList<int> all{carriedPct, supplyPct, winterPct};
    const int share = qMax(0, shareHundredths);
    const qint64 siege = qint64(carriedPct) * m_armies.total(army) + share; // the part that is no attrition
    if (supplyPct == 0 || unsupplied >= army.elements.size())
        return applyAttrition(army, all, notes, share, 0, siege);
    if (m_splitReading == u"by-part"_s)
        return applyLossesByPart(army, unsupplied, all, carriedPct, winterPct, share, notes);
    // Only the unsupplied elements suffer the supply attrition (DBA campaign, SUPPLY), the rest of the loss
    // falls on all; every loss arising at once is added up in points and rounded up once (Calculating Troop
    // Losses): the "one-total" reading, as written. The unsupplied are the first listed, so go first.
    DbaArmy hungry = army;
    hungry.elements = army.elements.mid(0, unsupplied);
    const int onAll = qMin(100, carriedPct + winterPct);
    const int part = m_armies.total(hungry) * (qMin(100, carriedPct + supplyPct + winterPct) - onAll);
    notes << tr("%1's supply attrition falls on its %2 unsupplied element(s) only; added to the rest in "
                "points and rounded up once for the whole army (reading: one total, as written; DBA "
                "campaign, Calculating Troop Losses)")
                     .arg(army.name)
                     .arg(unsupplied);
    return applyAttrition(army, {carriedPct, winterPct}, notes, share, part, siege);
}

int DbaUmpire::applyLossesByPart(DbaArmy &army, int unsupplied, const QList<int> &all, int carriedPct,
                                 int winterPct, int share, QStringList &notes)
{
    // The other reading: the unsupplied elements suffer the supply attrition with the rest, the fed ones only
    // the rest, each part rounded up on its own; a share of a side's siege loss is split between the parts
    // by their points (Reeve's choice: the text says nothing of a split).
    DbaArmy hungry = army;
    hungry.elements = army.elements.mid(0, unsupplied);
    DbaArmy fed = army;
    fed.elements = army.elements.mid(unsupplied);
    const int points = m_armies.total(army);
    const int hungryShare = points > 0 ? int((qint64(share) * m_armies.total(hungry) + points / 2) / points)
                                       : 0;
    // The C-in-C's own element (recorded, else the last listed) is protected in whichever part holds it.
    const QString own = army.attributes.value(u"general_element"_s).toString();
    const bool ownIsHungry = !own.isEmpty() && hungry.elements.contains(own) && !fed.elements.contains(own);
    (ownIsHungry ? fed : hungry).ruler = false;
    notes << tr("%1's unsupplied and fed elements lose each on their own, rounded up apart, a share of a "
                "side's loss split between them by points (reading: by part, Reeve's; DBA campaign, "
                "Calculating Troop Losses)")
                     .arg(army.name);
    const int lost = applyAttrition(hungry, all, notes, hungryShare, 0,
                                    qint64(carriedPct) * m_armies.total(hungry) + hungryShare)
                     + applyAttrition(fed, {carriedPct, winterPct}, notes, share - hungryShare, 0,
                                      qint64(carriedPct) * m_armies.total(fed) + share - hungryShare);
    army.elements = hungry.elements + fed.elements;
    return lost;
}

bool DbaUmpire::siegeTakesGeneral(const DbaArmy &army, qsizetype at, qint64 siegeHundredths)
{
    // Whether the siege's part of a summed loss, alone and given up in the owner's listed order as the siege
    // gave its losses up, reaches the C-in-C's element (at \a at): then it is the siege that takes it.
    if (siegeHundredths <= 0 || m_cincReading == u"whole-loss"_s)
        return false;
    const QList<int> points = m_armies.points(army);
    qint64 removed = 0;
    for (qsizetype i = 0; i < points.size() && removed * 100 < siegeHundredths; ++i) {
        if (i == at)
            return true;
        removed += points.at(i);
    }
    return false;
}

int DbaUmpire::applyAttrition(DbaArmy &army, const QList<int> &percentages, QStringList &notes,
                              int shareHundredths, int partHundredths, qint64 siegeHundredths)
{
    if (!army.ruler || !army.hasGeneral() || army.elements.isEmpty())
        return applyLosses(army, percentages, notes, shareHundredths, partHundredths);
    // The C-in-C's element is never lost to attrition (DBA campaign, SUPPLY): it is the element recorded as
    // his ("general_element"), else the army's last listed one, the one its owner gives up last.
    const QStringList original = army.elements;
    const qsizetype own = qMax(qsizetype(0),
                               original.lastIndexOf(army.attributes.value(u"general_element"_s).toString()));
    const qsizetype at = army.attributes.contains(u"general_element"_s) ? own : original.size() - 1;
    // As written the rule keeps his element from attrition only ("attrition-only"): when a siege's loss summed
    // in takes it on its own, the summed loss is given up in the listed order, his element with the others.
    // Otherwise ("whole-loss" always) it goes last and survives whatever the summed loss reaches.
    if (siegeTakesGeneral(army, at, siegeHundredths)) {
        notes << tr("%1's own element, that of the C-in-C %2, is taken by the siege's loss alone (%3 "
                    "point(s)), which the rule does not keep from him: the summed loss is given up in the "
                    "listed order (reading: attrition only, as written; DBA campaign, SUPPLY; Calculating "
                    "Troop Losses)")
                         .arg(army.name, army.general, QString::number(siegeHundredths / 100.0));
        return applyLosses(army, percentages, notes, shareHundredths, partHundredths);
    }
    QStringList order = original;
    const QString general = order.takeAt(at);
    army.elements = order + QStringList{general}; // the losses reach his element only after all others
    int lost = applyLosses(army, percentages, notes, shareHundredths, partHundredths);
    if (lost >= original.size()) {
        --lost;
        notes << (siegeHundredths > 0 && m_cincReading == u"whole-loss"_s
                          ? tr("%1's own element, that of the C-in-C %2, survives the summed loss, siege "
                               "part and all (reading: whole loss); it may lose its horses, which the umpire "
                               "records (DBA campaign, SUPPLY)")
                          : tr("%1's own element, that of the C-in-C %2, cannot be lost to attrition and "
                               "survives; it may lose its horses, which the umpire records (DBA campaign, "
                               "SUPPLY)"))
                         .arg(army.name, army.general);
    }
    // The survivors in their listed order: the first \a lost of the others are gone.
    army.elements.clear();
    int dropped = 0;
    for (qsizetype i = 0; i < original.size(); ++i) {
        if (i != at && dropped < lost) {
            ++dropped;
            continue;
        }
        army.elements << original.at(i);
    }
    return lost;
}

QStringList DbaUmpire::checkDispersal(const QJsonArray &names, const QString &now)
{
    const QString ref = u"DBA campaign, SUPPLY (Winter Attrition)"_s;
    QStringList dispersed;
    QMap<QString, double> eeIn; // per nation and province
    for (const QJsonValue &v : names) {
        const DbaArmy army = m_armies.byName(v.toString());
        if (now != u"winter"_s)
            throw Failure::badInput(tr("Forces disperse at the end of Winter, not of %1 (%2).").arg(now, ref));
        if (province(army.location).value(u"owner"_s).toString() != army.sideName)
            throw Failure::badInput(
                    tr("%1 can disperse only into a province %2 controls, not an ally's; %3 is not "
                       "(%4).")
                            .arg(army.name, army.sideName, army.location, ref));
        const int land = int(army.elements.size()) - army.count(u"naval"_s);
        const double ee = land - 0.5 * (army.count(u"psiloi"_s) + army.count(u"hd"_s));
        const QString key = army.sideName + u'\n' + army.location;
        eeIn[key] += ee;
        if (eeIn.value(key) > 4)
            throw Failure::badInput(
                    tr("At most 4 EE disperse into one province; %1's forces in %2 would be %3 EE (%4).")
                            .arg(army.sideName, army.location, QString::number(eeIn.value(key)), ref));
        dispersed << army.name;
    }
    return dispersed;
}

void DbaUmpire::destroyDispersed(const QString &provinceId, qint64 sideId, DbaArmies::Change &change,
                                 QStringList &notes)
{
    for (const DbaArmy &a : m_armies.all()) {
        if (a.sideId == sideId && a.location == provinceId && a.attributes.value(u"dispersed"_s).toBool()) {
            change.destroyed << a.unitId;
            change.armies << a;
            notes << tr("%1, dispersed there, is lost (DBA campaign, SUPPLY (Winter Attrition))").arg(a.name);
        }
    }
}

QJsonObject DbaUmpire::reassemble(const QJsonObject &step)
{
    DbaArmy army = m_armies.byName(step.value(u"army"_s).toString());
    if (!army.attributes.value(u"dispersed"_s).toBool())
        throw Failure::badInput(tr("%1 is not dispersed.").arg(army.name));
    m_workingSide = army.sideId;
    const int half = army.count(u"psiloi"_s) + army.count(u"hd"_s);
    const int full = int(army.elements.size()) - army.count(u"naval"_s) - half;
    const ProcedureResult r = resolve(u"dba.dispersal"_s, {{u"elements"_s, full}, {u"half_elements"_s, half}},
                                      step.value(u"dice"_s), army.sideId);
    // The army acts as one once its slowest element is back: the delay counts as moves spent this season.
    const int delay = r.outcome.value(u"max_delay"_s).toInt();
    army.attributes.remove(u"dispersed"_s);
    army.spendMoves(CampaignReader(m_campaign.database()).clock().turn, delay);
    DbaArmies::Change change;
    change.armies << army;
    change.privateSide = army.sideId;
    change.publicText = secretText();
    change.privateText = tr("%1 reassembles in %2 after %3 move(s) (DBA campaign, SUPPLY (Winter Attrition))")
                                 .arg(army.name, army.location)
                                 .arg(delay);
    commit(change);
    return {{u"delay"_s, delay}, {u"delays"_s, r.outcome.value(u"delays"_s)}};
}

QJsonArray DbaUmpire::lastMoveConquests(const QJsonObject &step)
{
    // No next-move follows the season's last move: its end comes with the season's, so armies that stood
    // through it unopposed conquer here as next-move has them do. Only when the desk's clock has reached
    // that last move: a season ended without its moves clocked says nothing of who stood where through them.
    const bool atEnd = step.value(u"conquest_reading"_s).toString(u"whole-move"_s) == u"at-end"_s;
    const int last = currentMove();
    return last >= movesThisSeason() ? conquestsByStanding(last, atEnd) : QJsonArray();
}

void DbaUmpire::readSeasonReadings(const QJsonObject &step)
{
    m_cincReading = step.value(u"cinc_reading"_s).toString();
    if (m_cincReading.isEmpty())
        m_cincReading = u"attrition-only"_s;
    if (m_cincReading != u"attrition-only"_s && m_cincReading != u"whole-loss"_s)
        throw Failure::badInput(tr("\"cinc_reading\" is attrition-only (as written: the C-in-C's element is "
                                   "kept from attrition, not from a siege's loss summed with it) or "
                                   "whole-loss."));
    m_splitReading = step.value(u"split_reading"_s).toString();
    if (m_splitReading.isEmpty())
        m_splitReading = u"one-total"_s;
    if (m_splitReading != u"one-total"_s && m_splitReading != u"by-part"_s)
        throw Failure::badInput(tr("\"split_reading\" is one-total (as written: an army's losses added up "
                                   "in points and rounded up once) or by-part."));
}

void DbaUmpire::winterIntoTown(DbaArmy &army, const QStringList &stayOut, QStringList &notes)
{
    // At the end of winter an army in a province with a town its nation controls is taken to withdraw into
    // it, unless its orders say otherwise (DBA campaign, STRATEGIC MOVEMENT: Army Movement).
    if (army.inTown || stayOut.contains(army.name))
        return;
    const QJsonObject here = province(army.location);
    const QString town = here.value(u"town"_s).toString();
    const int towns = here.value(u"towns"_s).toInt(town.isEmpty() || town == u"none"_s ? 0 : 1);
    if (towns <= 0 || here.value(u"owner"_s).toString() != army.sideName)
        return;
    army.inTown = true;
    notes << tr("%1 withdraws into the town of %2 for the winter, as the umpire assumes unless its orders "
                "say not to (DBA campaign, STRATEGIC MOVEMENT)")
                     .arg(army.name, army.location);
}

void DbaUmpire::requireAllDiceUsed(const QJsonObject &dice, const QMap<QString, int> &used)
{
    // Dice the umpire entered are never dropped in silence (issue 18, strict input): dice for a name that is
    // no army, or more dice than an army's season's end takes, are refused with nothing written.
    for (auto it = dice.begin(); it != dice.end(); ++it) {
        const qsizetype given = it.value().toArray().size();
        if (!used.contains(it.key()))
            refuse(tr("dice were entered for %1, which is not an army at the season's end: name each army as "
                      "the desk lists it, or leave those dice out")
                           .arg(it.key()));
        if (given > used.value(it.key()))
            refuse(tr("%1 dice were entered for %2, whose season's end takes %3 (two d10 for each attrition "
                      "it suffers): leave out the dice it does not roll")
                           .arg(given)
                           .arg(it.key())
                           .arg(used.value(it.key())));
    }
}

QJsonObject DbaUmpire::seasonEnd(const QJsonObject &step)
{
    const QString now = season();
    // Supply is eaten and attrition suffered once a season: a season whose end is on the books (and not
    // undone) is not worked out again. The mark is kept in the campaign's meta, written with the first
    // action of the season's end, so an undo takes it back too.
    const int turn = CampaignReader(m_campaign.database()).clock().turn;
    if (CampaignReader(m_campaign.database()).meta(kSeasonEndKey) == QString::number(turn))
        refuse(tr("the end of %1 is already worked out: supply and attrition come once a season; undo it to "
                  "work it out again (DBA campaign, SUPPLY)")
                       .arg(now));
    const QJsonObject dice = step.value(u"dice"_s).toObject();
    readSeasonReadings(step);
    const QStringList dispersed = checkDispersal(step.value(u"dispersed"_s).toArray(), now);
    const QJsonArray conquered = lastMoveConquests(step); // before supply: a province won is the army's own
    QStringList stayOut;
    for (const QJsonValue &v : step.value(u"stay_out"_s).toArray())
        stayOut << m_armies.byName(v.toString()).name;
    // Each nation's supply, attrition and losses are its own (hidden movement): one action per nation,
    // private to it, its working with it; the world reads only that the season ended.
    QMap<qint64, DbaArmies::Change> changes;
    QMap<qint64, QStringList> sideNotes;
    QJsonObject outcome;
    QMap<QString, int> diceUsed; // per army named in the dice, how many of them its season's end took
    const QList<DbaArmy> everyone = m_armies.all();
    for (DbaArmy army : everyone) {
        if (army.type != u"army"_s)
            continue;
        DbaArmies::Change &change = changes[army.sideId];
        QStringList notes;
        bool friendly = false;
        const bool needsSupply = needsSupplyAt(army, everyone, step.value(u"overlord_leave"_s).toBool(),
                                               friendly, notes);
        const QJsonArray faces = dice.value(army.name).toArray();
        m_rollFor = army.name;
        int used = 0;
        QList<int> percentages;
        QJsonObject result{{u"supply_needed"_s, 0}, {u"supply_pct"_s, 0}, {u"winter_pct"_s, 0}};
        if (needsSupply)
            eatSupply(army, faces, used, percentages, result, notes);
        // A besieger was out in the snow all winter, whether or not the town fell at its end (Winter Attrition).
        const QJsonObject siege = army.attributes.value(u"siege_loss"_s).toObject();
        const bool besieger = siege.value(u"besieger"_s).toBool() && siege.value(u"turn"_s).toInt() == turn;
        if (now == u"winter"_s && !dispersed.contains(army.name) && !besieger)
            winterIntoTown(army, stayOut, notes);
        const bool sheltered = ((army.inTown && friendly) || dispersed.contains(army.name)) && !besieger;
        if (now == u"winter"_s && !sheltered) {
            const int pct = resolve(u"dba.winter-attrition"_s, {}, nextPair(faces, used), army.sideId)
                                    .outcome.value(u"attrition_pct"_s)
                                    .toInt();
            percentages << pct;
            result.insert(u"winter_pct"_s, pct);
            notes << tr("%1 wintered outside a friendly town: %2% attrition").arg(army.name).arg(pct);
        }
        diceUsed.insert(army.name, used);
        const int before = int(army.elements.size());
        const bool sieged = army.attributes.contains(u"siege_loss"_s);
        int gone = 0, share = -1;
        QString siegeReading;
        const int siegePct = carrySiegeLoss(army,
                                            result.value(u"supply_pct"_s).toInt()
                                                            + result.value(u"winter_pct"_s).toInt()
                                                    > 0,
                                            gone, share, siegeReading, notes);
        const int summed = applySeasonLosses(army,
                                             result.value(u"unsupplied_elements"_s).toInt(before) + gone,
                                             result.value(u"supply_pct"_s).toInt(),
                                             result.value(u"winter_pct"_s).toInt(), siegePct, share, notes);
        if (army.elements.size() > before) // never more than the siege left
            army.elements = army.elements.mid(army.elements.size() - before);
        result.insert(u"elements_lost"_s, qMax(0, summed - gone));
        if (siegePct > 0)
            result.insert(u"siege_pct"_s, siegePct);
        if (share >= 0)
            result.insert(u"siege_share_points"_s, share / 100.0);
        if (!siegeReading.isEmpty() && (siegePct > 0 || share >= 0))
            result.insert(u"siege_losses_reading"_s, siegeReading);
        if (army.ruler && army.hasGeneral() && (siegePct > 0 || share > 0))
            result.insert(u"cinc_reading"_s, m_cincReading);
        if (result.value(u"supply_pct"_s).toInt() > 0 && result.contains(u"unsupplied_elements"_s)
            && result.value(u"unsupplied_elements"_s).toInt() < before)
            result.insert(u"split_reading"_s, m_splitReading);
        const bool disperses = dispersed.contains(army.name);
        const bool withdrew = army.inTown != army.attributes.value(u"in_town"_s).toBool(); // for the winter
        if (disperses) {
            army.attributes.insert(u"dispersed"_s, true); // until a reassemble step in Spring
            notes << tr("%1 disperses into %2 for the winter").arg(army.name, army.location);
        }
        if (army.elements.size() != before || needsSupply || disperses || withdrew || sieged) {
            change.armies << army;
            if (army.elements.isEmpty())
                change.destroyed << army.unitId;
        }
        result.insert(u"elements"_s, int(army.elements.size()));
        result.insert(u"supply"_s, army.supply);
        outcome.insert(army.name, result);
        sideNotes[army.sideId] << notes;
        for (const QJsonValue &w : std::exchange(m_working, {}))
            change.working.append(w);
    }
    requireAllDiceUsed(dice, diceUsed);
    const QString headline
            = tr("End of %1: supply and attrition, each nation's known to it and the umpire (DBA "
                 "campaign, SUPPLY)")
                      .arg(now);
    const QPair<QString, QString> mark{kSeasonEndKey, QString::number(turn)};
    if (changes.isEmpty()) {
        DbaArmies::Change none;
        none.publicText = headline;
        none.meta << mark;
        commit(none);
    }
    for (auto it = changes.begin(); it != changes.end(); ++it) {
        DbaArmies::Change change = it.value();
        if (it == changes.begin())
            change.meta << mark;
        change.publicText = headline;
        change.privateSide = it.key();
        const QStringList &notes = sideNotes.value(it.key());
        change.privateText = tr("End of %1 (DBA campaign, SUPPLY): %2")
                                     .arg(now, notes.isEmpty() ? tr("no army out of supply or exposed")
                                                               : notes.join(u"; "_s));
        m_working = change.working;
        commit(change);
    }
    if (step.value(u"record"_s).toBool())
        recordSizes();
    if (!conquered.isEmpty())
        outcome.insert(u"conquered"_s, conquered);
    return outcome;
}

bool DbaUmpire::payAlliedSupply(const DbaArmy &army, qint64 cost, QStringList &notes)
{
    try {
        DbaArmies::Change none; // paid at the capital: no place but the books changes
        const QString from = payFrom(army.sideId, cost, {}, {}, nullptr, none);
        paySecretly(army.sideId, cost,
                    tr("Supply for %1 in friendly land (DBA campaign, SUPPLY)%2")
                            .arg(army.name, from.isEmpty() ? QString() : u", "_s + from));
        notes << tr("%1 is supplied in friendly land").arg(army.name);
        return true;
    } catch (const Failure &) {
        return false; // no money to hand: its own supply units, or attrition
    }
}

void DbaUmpire::recordSizes()
{
    // For the ledger's charts: each nation's land elements and provinces after the season (public values).
    CampaignReader reader(m_campaign.database());
    QList<TrackedValues::Value> values;
    for (const Side &side : reader.sides()) {
        qint64 elements = 0, provinces = 0;
        for (const DbaArmy &a : m_armies.all())
            elements += a.sideId == side.id ? a.elements.size() - a.count(u"naval"_s) : 0;
        for (const Location &l : reader.locations())
            provinces += l.attributes.value(u"owner"_s).toString() == side.name ? 1 : 0;
        values.append({side.id, u"army_size"_s, elements, tr("land elements at the season's end")});
        values.append({side.id, u"provinces"_s, provinces, tr("provinces held at the season's end")});
    }
    m_seqs.append(TrackedValues(m_campaign).recordAll(values, 0, u"umpire"_s));
}

QJsonObject DbaUmpire::taxes(const QJsonObject &step)
{
    if (season() != u"autumn"_s && !step.value(u"force"_s).toBool())
        throw Failure::badInput(
                tr("Taxes are collected at the end of Autumn (DBA campaign, REVENUE); the clock is "
                   "in %1.")
                        .arg(season()));
    const QString rounding = step.value(u"rounding"_s).toString(u"down"_s);
    // The text says both "under your control at that time" (Taxation) and "for the entire period of
    // Spring to Autumn" (Conquering a Province): by default a province taken this year pays nothing.
    const QString reading = step.value(u"reading"_s).toString(u"held-all-year"_s);
    if (reading != u"held-all-year"_s && reading != u"held-at-autumn"_s)
        throw Failure::badInput(tr("\"reading\" is held-all-year or held-at-autumn."));
    CampaignReader reader(m_campaign.database());
    const int year = m_campaign.game().yearOf(reader.clock().turn);
    // Taxes come once a year (DBA campaign, REVENUE: Taxation): a year whose taxes are on the books (and not
    // undone) is not taxed again. The mark rides in the campaign's meta with the step's first action.
    if (reader.meta(kTaxesKey) == QString::number(year))
        refuse(tr("the taxes of %1 are already collected: they come once a year, at the end of Autumn; undo "
                  "that step to collect them again (DBA campaign, REVENUE)")
                       .arg(year));
    QMap<QString, qint64> sideIds;
    for (const Side &s : reader.sides())
        sideIds.insert(s.name, s.id);
    QMap<QString, double> income;
    // Each nation's taxes are its own secret: its provinces' working, their hostile moves set back
    // to none and the sentence that sums them go into one action private to that nation.
    QMap<QString, DbaArmies::Change> changes;
    QMap<QString, QStringList> detail;
    for (const Location &p : reader.locations()) {
        const QString owner = p.attributes.value(u"owner"_s).toString();
        if (p.kind != u"province"_s || !sideIds.contains(owner))
            continue;
        DbaArmies::Change &change = changes[owner];
        const bool takenThisYear = p.attributes.contains(u"taken_turn"_s)
                                   && m_campaign.game().yearOf(p.attributes.value(u"taken_turn"_s).toInt())
                                              == year;
        if (takenThisYear && reading == u"held-all-year"_s) {
            detail[owner] << tr("%1 pays nothing: taken this year").arg(p.id);
            continue;
        }
        const int revenue = p.attributes.value(u"revenue"_s).toVariant().toInt();
        const int invaded = p.attributes.value(u"hostile_moves"_s).toInt();
        m_workingFor = p.id;
        const double amount = resolve(u"dba.taxes"_s,
                                      {{u"revenue"_s, revenue},
                                       {u"invaded_moves"_s, invaded},
                                       {u"rounding"_s, rounding}},
                                      {})
                                      .outcome.value(u"income"_s)
                                      .toDouble();
        for (const QJsonValue &w : std::exchange(m_working, {}))
            change.working.append(w);
        income[owner] += amount;
        if (invaded > 0) {
            detail[owner] << tr("%1 £%2 less 20% × %3 move(s) = £%4")
                                     .arg(p.id)
                                     .arg(revenue)
                                     .arg(invaded)
                                     .arg(amount);
            QJsonObject attributes = p.attributes;
            attributes.insert(u"hostile_moves"_s, 0);
            attributes.remove(u"hostile_marks"_s);
            change.provinces.append({p.id, attributes});
        } else {
            detail[owner] << tr("%1 £%2").arg(p.id).arg(amount);
        }
    }
    // The end of Autumn is also when Spring's works finish, after this year's taxes were worked out.
    m_seizures = finishWorks(changes, detail);
    QJsonObject outcome;
    const QPair<QString, QString> mark{kTaxesKey, QString::number(year)};
    if (changes.isEmpty()) {
        DbaArmies::Change none;
        none.publicText = tr(
                "The autumn taxes are worked out: no nation holds a province (DBA campaign, REVENUE)");
        none.meta << mark;
        commit(none);
    }
    for (auto it = changes.begin(); it != changes.end(); ++it) {
        const qint64 sideId = sideIds.value(it.key());
        const qint64 amount = qint64(std::floor(income.value(it.key()) + 1e-9));
        outcome.insert(it.key(), amount);
        DbaArmies::Change change = it.value();
        if (it == changes.begin())
            change.meta << mark;
        change.publicText = tr(
                "The autumn taxes are worked out, each nation's known to it and the umpire; hostile "
                "moves count again from the new year (DBA campaign, REVENUE)");
        change.privateText = tr("Autumn taxes of %1 (reading: %2): %3; £%4 in all")
                                     .arg(it.key(), reading, detail.value(it.key()).join(u"; "_s))
                                     .arg(amount);
        change.privateSide = sideId;
        m_working = change.working;
        commit(change);
        // The books after the sentence: the step's headline is the taxes, not a ledger entry.
        if (amount > 0) {
            LedgerOptions secret;
            secret.audience = Audience::Side;
            secret.audienceSide = sideId;
            secret.actor = u"umpire"_s;
            const LedgerPosting posting{sideId, amount, LedgerCategory::Income,
                                        tr("Autumn taxes (DBA campaign, REVENUE)"), 0};
            m_seqs.append(Ledger(m_campaign)
                                  .post({posting},
                                        tr("Autumn taxes (DBA campaign, REVENUE; fractions rounded %1)")
                                                .arg(rounding),
                                        secret));
        }
    }
    postSeizures();
    return outcome;
}

} // namespace Reeve
