// Sieges (DbaUmpire, continued): a siege laid during the season, its end-of-season Table 3 roll and, after a
// whole season, the surrender roll (DBA campaign, BATTLES, Seiges). Several armies of one nation may besiege a
// town together (named with the besieger, or recorded when the siege was laid): their points are summed for the
// roll as one side's, their losses shared out as a battle's are, and what follows (losses kept for the season's
// end, a general killed, an army wiped out, the town taken) applies to each.
#include "dbaumpire.h"

#include <algorithm>

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

/// The names a siege record holds: "besiegers" when recorded, else its one "besieger".
QStringList recordedBesiegers(const QJsonObject &record)
{
    QStringList names;
    for (const QJsonValue &v : record.value(u"besiegers"_s).toArray())
        names << v.toString();
    if (names.isEmpty() && !record.value(u"besieger"_s).toString().isEmpty())
        names << record.value(u"besieger"_s).toString();
    return names;
}

} // namespace

QList<DbaArmy> DbaUmpire::besiegingForces(const QJsonObject &step, const DbaArmy &named,
                                          const QJsonObject &town)
{
    // The attackers of a siege: the named army, those the step names with it ("with") and those already
    // recorded as besieging the town, each a field army of the named one's nation in the province, ashore and
    // outside the town. Checked before any die.
    QList<DbaArmy> all{named};
    const auto fits = [&](const DbaArmy &a) {
        return a.sideId == named.sideId && a.type == u"army"_s && a.location == named.location && !a.inTown
               && !a.attributes.contains(u"voyage"_s) && !a.elements.isEmpty();
    };
    const auto add = [&](const DbaArmy &a) {
        if (std::none_of(all.begin(), all.end(), [&](const DbaArmy &b) { return b.unitId == a.unitId; }))
            all << a;
    };
    for (const QJsonValue &name : step.value(u"with"_s).toArray()) {
        const DbaArmy a = m_armies.byName(name.toString());
        if (!fits(a))
            refuse(tr("%1 cannot besiege the town with %2: besiegers are field armies of one nation, ashore "
                      "in "
                      "%3 and outside its town, with elements (DBA campaign, Seiges)")
                           .arg(a.name, named.name, named.location));
        add(a);
    }
    for (const QString &name : recordedBesiegers(town.value(u"siege"_s).toObject()))
        for (const DbaArmy &a : m_armies.all())
            if (a.name == name && fits(a))
                add(a);
    return all;
}

bool DbaUmpire::besieges(const QJsonObject &town, const QString &army)
{
    return recordedBesiegers(town.value(u"siege"_s).toObject()).contains(army);
}

QJsonObject DbaUmpire::siegeWithout(const QJsonObject &record, const QString &army)
{
    // A besieger that leaves: the siege goes on while another of its besiegers stays, else it ends.
    QStringList names = recordedBesiegers(record);
    if (!names.removeAll(army))
        return record;
    if (names.isEmpty())
        return {};
    QJsonObject kept = record;
    kept.insert(u"besieger"_s, names.first());
    kept.insert(u"besiegers"_s, QJsonArray::fromStringList(names));
    return kept;
}

DbaUmpire::SiegeTime DbaUmpire::siegeTime(const QJsonObject &step, const QStringList &besiegers,
                                          const QJsonObject &town)
{
    // A siege is recorded on its province when laid ({"besieger", "besiegers", "laid_turn", "laid_move"}); it
    // goes on while one of its besiegers is still among them, and the seasons it has lasted whole follow from
    // that record, unless the umpire gives them ("seasons").
    const int turn = CampaignReader(m_campaign.database()).clock().turn;
    QJsonObject laid = town.value(u"siege"_s).toObject();
    const QStringList before = recordedBesiegers(laid);
    const bool goesOn = std::any_of(before.begin(), before.end(),
                                    [&](const QString &name) { return besiegers.contains(name); });
    if (!goesOn)
        laid = {{u"laid_turn"_s, turn},
                {u"laid_move"_s,
                 step.value(u"laid_move"_s).toInt(step.value(u"lay"_s).toBool() ? currentMove() : 1)}};
    else if (step.contains(u"laid_move"_s) && laid.value(u"laid_turn"_s).toInt() == turn)
        laid.insert(u"laid_move"_s, step.value(u"laid_move"_s).toInt());
    laid.insert(u"besieger"_s, besiegers.first());
    if (besiegers.size() > 1)
        laid.insert(u"besiegers"_s, QJsonArray::fromStringList(besiegers));
    else
        laid.remove(u"besiegers"_s);
    SiegeTime t;
    t.record = laid;
    const int laidTurn = laid.value(u"laid_turn"_s).toInt();
    const bool wholeFirst = laid.value(u"laid_move"_s).toInt(1) <= 1;
    t.seasons = step.contains(u"seasons"_s) ? step.value(u"seasons"_s).toInt()
                                            : (turn - laidTurn) + (wholeFirst ? 1 : 0);
    // This season is a whole one of siege unless the siege was laid after its first move.
    t.wholeSeason = step.contains(u"seasons"_s) ? t.seasons > 0 : (laidTurn < turn || wholeFirst);
    return t;
}

QJsonObject DbaUmpire::laySiege(const BattleSide &besiegers, const DbaArmy &garrison, QJsonObject town,
                                const QJsonObject &record)
{
    town.insert(u"siege"_s, record);
    DbaArmies::Change change;
    change.provinces.append({garrison.location, town});
    change.publicText
            = tr("%1 lays siege to the town of %2 at move %3 (DBA campaign, Seiges: the siege's battle is "
                 "rolled at the season's end)")
                      .arg(besiegers.title(), garrison.location)
                      .arg(record.value(u"laid_move"_s).toInt());
    commit(change);
    return {{u"laid"_s, true},
            {u"laid_move"_s, record.value(u"laid_move"_s)},
            {u"surrender_check"_s, false},
            {u"besiegers"_s, QJsonArray::fromStringList(besiegers.names())}};
}

QJsonObject DbaUmpire::siege(const QJsonObject &step)
{
    DbaArmy besieger = m_armies.byName(step.value(u"besieger"_s).toString());
    requireAshore(besieger);
    if (step.value(u"garrison"_s).toString().isEmpty())
        return emptyTownSiege(step, besieger);
    DbaArmy garrison = m_armies.byName(step.value(u"garrison"_s).toString());
    if (besieger.location != garrison.location)
        throw Failure::badInput(
                tr("%1 must be in %2 to besiege %3.").arg(besieger.name, garrison.location, garrison.name));
    const QString losses = step.value(u"losses_reading"_s).toString(u"combined"_s);
    if (losses != u"combined"_s && losses != u"each"_s)
        throw Failure::badInput(tr("\"losses_reading\" is combined (as written) or each."));
    QJsonObject town = province(garrison.location);
    BattleSide besiegers;
    besiegers.forces = besiegingForces(step, besieger, town);
    for (const DbaArmy &a : std::as_const(besiegers.forces))
        besiegers.before << a.elements;
    const SiegeTime time = siegeTime(step, besiegers.names(), town);
    if (step.value(u"lay"_s).toBool()) {
        const QJsonObject laid = laySiege(besiegers, garrison, town, time.record);
        fate(step,
             tr("Carried out: siege laid to the town of %1 at move %2; its battle is rolled at the "
                "season's end")
                     .arg(garrison.location)
                     .arg(time.record.value(u"laid_move"_s).toInt()),
             true);
        return laid;
    }
    // The surrender roll comes only after a whole season of siege, with a die of its own (DBA campaign, Seiges).
    const bool check = time.wholeSeason && time.seasons > 0;
    const QJsonValue dice = step.value(u"dice"_s);
    // After a whole season the second die is the surrender roll's, needed only if the garrison outlives the
    // Table 3 roll: siegeRoll checks that once the first die is read.
    const qsizetype given = dice.toArray().size();
    if (dice.isArray() && (check ? given < 1 || given > 2 : given != 1))
        refuse(check ? tr("after a whole season of siege it takes two dice: the Table 3 roll, then the "
                          "surrender roll (DBA campaign, Seiges)")
                     : tr("a siege laid during the season takes one die, its Table 3 roll; there is no "
                          "surrender roll until it has lasted a whole season (DBA campaign, Seiges)"));
    return siegeRoll(step, besiegers, garrison, town, time, losses);
}

QJsonObject DbaUmpire::siegeRoll(const QJsonObject &step, BattleSide &besiegers, DbaArmy &garrison,
                                 QJsonObject &town, const SiegeTime &time, const QString &losses)
{
    const bool fortified = step.value(u"fortified"_s)
                                   .toBool(town.value(u"town"_s).toString() == u"fortified"_s);
    const QJsonArray faces = step.value(u"dice"_s).toArray();
    const bool entered = step.value(u"dice"_s).isArray();
    const bool check = time.wholeSeason && time.seasons > 0;
    const int ap = sidePoints(besiegers);
    const ProcedureResult battle = resolve(u"dba.siege"_s,
                                           {{u"attacker_points"_s, ap},
                                            {u"defender_points"_s, m_armies.total(garrison)},
                                            {u"fortified"_s, fortified},
                                            {u"attacker_general"_s, besiegers.hasGeneral()},
                                            {u"defender_general"_s, garrison.hasGeneral()},
                                            {u"modifier"_s, step.value(u"modifier"_s).toInt()}},
                                           entered ? QJsonValue(QJsonArray{faces.at(0)}) : QJsonValue());
    QStringList notes;
    if (besiegers.forces.size() > 1)
        notes << tr("%1 besiege the town together: %2 points as one side (DBA campaign, Seiges)")
                         .arg(besiegers.title())
                         .arg(ap);
    const int apct = battle.outcome.value(u"attacker_casualties_pct"_s).toInt();
    const int dpct = battle.outcome.value(u"defender_casualties_pct"_s).toInt();
    QJsonObject lost;
    // Several besiegers: each one's part of the side's loss, kept for the season's end. Combined, that part is
    // its share in points of the side's loss as given up in turn; each, the percentage of its own points.
    const bool several = besiegers.forces.size() > 1;
    const QList<int> shares = several && losses == u"combined"_s ? sideShares(besiegers, apct) : QList<int>();
    // The besiegers' elements lost are their nation's: summed with its attrition at the season's end, they
    // are not yet what the world sees (DBA campaign, Calculating Troop Losses), so only the share is public.
    QStringList own;
    besiegersLose(besiegers, apct, losses, shares, town, lost, own);
    const QJsonArray ownWorking = std::exchange(m_working, {});
    if (apct > 0)
        notes << tr("%1, besieging, lose %2% of their points, taken at the season's end with any attrition "
                    "summed with them (DBA campaign, Seiges; Calculating Troop Losses)")
                         .arg(besiegers.title())
                         .arg(apct);
    const QStringList defenders = garrison.elements;
    applyLosses(garrison, {dpct}, notes);
    recordSiegeLoss(garrison, dpct, defenders);
    sideGeneralFalls(besiegers, battle.outcome.value(u"attacker_general_killed"_s).toBool(), notes);
    loseGeneral(garrison, battle.outcome.value(u"defender_general_killed"_s).toBool(), notes);
    QJsonValue modifiedRoll;
    bool surrenders = garrison.elements.isEmpty();
    if (check && entered)
        requireSurrenderDie(faces, surrenders, garrison.name);
    if (check && !surrenders) {
        const ProcedureResult r = surrenderCheck(step, garrison, fortified, time.seasons,
                                                 entered ? QJsonValue(QJsonArray{faces.at(1)}) : QJsonValue());
        modifiedRoll = r.outcome.value(u"modified_roll"_s);
        surrenders = r.outcome.value(u"surrenders"_s).toBool();
    } else if (!check) {
        notes << tr("no surrender roll: the siege has not yet lasted a whole season (DBA campaign, Seiges)");
    }
    endOfSiegeSeason(besiegers, garrison, town, surrenders, time.record, notes);
    tellBesiegers(besiegers, garrison.location, own, ownWorking);
    fate(step,
         surrenders ? tr("Siege of %1: the town surrendered").arg(garrison.location)
                    : tr("Siege of %1: the town held").arg(garrison.location),
         true);
    QJsonObject outcome{{u"attacker_casualties_pct"_s, apct},
                        {u"defender_casualties_pct"_s, dpct},
                        {u"attacker_points"_s, ap},
                        {u"modified_roll"_s, modifiedRoll},
                        {u"surrenders"_s, surrenders},
                        {u"surrender_check"_s, check},
                        {u"seasons"_s, time.seasons},
                        {u"owner"_s, town.value(u"owner"_s)},
                        {u"besiegers"_s, QJsonArray::fromStringList(besiegers.names())}};
    if (several) {
        outcome.insert(u"besiegers_lost"_s, lost);
        outcome.insert(u"losses_reading"_s, losses);
        if (!shares.isEmpty()) {
            QJsonObject shared;
            for (int i = 0; i < shares.size(); ++i)
                shared.insert(besiegers.forces.at(i).name, shares.at(i) / 100.0);
            outcome.insert(u"besiegers_share_points"_s, shared);
        }
    }
    return outcome;
}

void DbaUmpire::besiegersLose(BattleSide &besiegers, int pct, const QString &losses, const QList<int> &shares,
                              const QJsonObject &town, QJsonObject &lost, QStringList &notes)
{
    const bool several = besiegers.forces.size() > 1;
    sideLosses(besiegers, pct, losses, lost, notes);
    // Kept for the season's end, where any attrition is summed with them (Calculating Troop Losses).
    for (int i = 0; i < besiegers.forces.size(); ++i) {
        DbaArmy &a = besiegers.forces[i];
        recordSiegeLoss(a, pct, besiegers.before.at(i), several ? losses : QString(),
                        shares.isEmpty() ? -1 : shares.at(i));
        // It spent the season out in the field besieging, in the garrison's land (the season's end reads it).
        QJsonObject loss = a.attributes.value(u"siege_loss"_s).toObject();
        loss.insert(u"besieger"_s, true);
        loss.insert(u"owner_before"_s, town.value(u"owner"_s));
        a.attributes.insert(u"siege_loss"_s, loss);
    }
}

void DbaUmpire::tellBesiegers(const BattleSide &besiegers, const QString &where, const QStringList &notes,
                              const QJsonArray &working)
{
    // The besiegers' own nation (and the umpire) read which elements the siege's roll took, with the working.
    if (notes.isEmpty() && working.isEmpty())
        return;
    DbaArmies::Change change;
    change.publicText = secretText();
    change.privateSide = besiegers.forces.first().sideId;
    change.privateText = tr("Siege of %1, %2's losses, summed with any attrition at the season's end (DBA "
                            "campaign, Calculating Troop Losses): %3")
                                 .arg(where, besiegers.title(), notes.join(u"; "_s));
    m_working = working;
    commit(change);
}

void DbaUmpire::requireSurrenderDie(const QJsonArray &faces, bool wipedOut, const QString &garrison)
{
    // Entered dice are used whole or refused, never dropped (docs/ARCHITECTURE.md, "Strict input"): a garrison
    // wiped out by the Table 3 roll leaves no town to surrender, so no surrender die follows it.
    if (wipedOut && faces.size() > 1)
        refuse(tr("the Table 3 roll of %1 wipes out %2, so the town falls without a surrender roll: the "
                  "second die (%3) is not needed; enter only the Table 3 die (DBA campaign, Seiges)")
                       .arg(faces.at(0).toInt())
                       .arg(garrison)
                       .arg(faces.at(1).toInt()));
    if (!wipedOut && faces.size() < 2)
        refuse(tr("the Table 3 roll of %1 leaves %2 in the town after a whole season of siege: enter a "
                  "second die for the surrender roll (DBA campaign, Seiges)")
                       .arg(faces.at(0).toInt())
                       .arg(garrison));
}

ProcedureResult DbaUmpire::surrenderCheck(const QJsonObject &step, const DbaArmy &garrison, bool fortified,
                                          int seasons, const QJsonValue &die)
{
    return resolve(u"dba.siege-surrender"_s,
                   {{u"fortified"_s, fortified},
                    {u"ruler_in_town"_s, garrison.ruler && garrison.hasGeneral()},
                    {u"other_general"_s, garrison.hasGeneral() && !garrison.ruler},
                    {u"out_of_supply"_s, step.value(u"out_of_supply"_s).toBool()},
                    {u"field_won"_s, step.value(u"field_won"_s).toBool()},
                    {u"field_lost"_s, step.value(u"field_lost"_s).toBool()},
                    {u"home_town"_s, step.value(u"home_town"_s).toBool()},
                    {u"seasons"_s, seasons}},
                   die);
}

void DbaUmpire::endOfSiegeSeason(BattleSide &besiegers, DbaArmy &garrison, QJsonObject &town, bool surrenders,
                                 const QJsonObject &record, QStringList &notes)
{
    // The town taken (by the named besieger's nation, its loot to the named army), each besieger wiped out
    // gone, and the siege kept up while any of them is left.
    DbaArmies::Change change;
    DbaArmy &named = besiegers.forces.first();
    QJsonObject kept = record;
    for (const DbaArmy &a : std::as_const(besiegers.forces))
        if (a.elements.isEmpty()) {
            change.destroyed << a.unitId;
            kept = siegeWithout(kept, a.name);
        }
    if (surrenders) {
        change.destroyed << garrison.unitId;
        if (garrison.hasGeneral())
            notes << tr("%1 is captured").arg(garrison.general);
        if (!town.contains(u"home"_s))
            town.insert(u"home"_s, town.value(u"owner"_s));
        town.insert(u"owner"_s, named.sideName);
        town.insert(u"taken_turn"_s, CampaignReader(m_campaign.database()).clock().turn);
        town.remove(u"siege"_s);
        seizeTown(garrison.location, town, named, &garrison);
        destroyDispersed(garrison.location, garrison.sideId, change, notes);
    } else if (kept.isEmpty()) {
        town.remove(u"siege"_s);
    } else {
        town.insert(u"siege"_s, kept); // kept up: the next season counts on from it
    }
    change.provinces.append({garrison.location, town});
    change.armies << besiegers.forces << garrison;
    change.publicText = tr("Siege of %1 by %2 (DBA campaign, Seiges): %3. %4")
                                .arg(garrison.location, besiegers.title(),
                                     surrenders ? tr("the town surrenders and %1 takes the province")
                                                          .arg(named.sideName)
                                                : tr("the town holds"),
                                     notes.join(u"; "_s));
    commit(change);
    postSeizures();
}

// What a siege took this season, kept for the season's end (dbaumpireseason.cpp, seasonEnd).
void DbaUmpire::recordSiegeLoss(DbaArmy &army, int pct, const QStringList &before, const QString &reading,
                                int shareHundredths)
{
    const int lost = int(before.size() - army.elements.size());
    QJsonObject loss{{u"turn"_s, CampaignReader(m_campaign.database()).clock().turn},
                     {u"pct"_s, pct},
                     {u"gone"_s, QJsonArray::fromStringList(before.mid(0, qMax(0, lost)))}};
    if (!reading.isEmpty())
        loss.insert(u"reading"_s, reading);
    if (shareHundredths >= 0)
        loss.insert(u"share_hundredths"_s, shareHundredths);
    army.attributes.insert(u"siege_loss"_s, loss);
}

int DbaUmpire::carrySiegeLoss(DbaArmy &army, bool attrition, int &gone, int &shareHundredths,
                              QString &reading, QStringList &notes)
{
    // Losses that happen at once are summed before they are applied (DBA campaign, Calculating Troop
    // Losses): the siege's end-of-season battle and the same season's attrition are one loss. The siege step
    // has already taken its elements; they are put back and the summed loss taken from the whole.
    gone = 0;
    shareHundredths = -1;
    const QJsonObject loss = army.attributes.take(u"siege_loss"_s).toObject();
    reading = loss.value(u"reading"_s).toString();
    const bool combined = loss.contains(u"share_hundredths"_s);
    if (!attrition || loss.value(u"turn"_s).toInt() != CampaignReader(m_campaign.database()).clock().turn
        || loss.value(u"pct"_s).toInt() <= 0)
        return 0;
    QStringList back;
    for (const QJsonValue &v : loss.value(u"gone"_s).toArray())
        back << v.toString();
    gone = int(back.size());
    army.elements = back + army.elements;
    if (combined) {
        // Besieging with others as one side (the literal reading): this army's part of the side's loss is the
        // share its elements bore when the loss was given up in turn, in points, before any rounding.
        shareHundredths = loss.value(u"share_hundredths"_s).toInt();
        notes << tr("%1's share of its besieging side's loss this season (%2 point(s) of the side's %3%, "
                    "given up in turn from each army: the combined reading) is summed with its attrition, "
                    "not "
                    "applied apart (DBA campaign, Seiges; Calculating Troop Losses)")
                         .arg(army.name, QString::number(shareHundredths / 100.0))
                         .arg(loss.value(u"pct"_s).toInt());
        return 0;
    }
    notes << (reading == u"each"_s
                      ? tr("%1's siege losses this season (%2% of its own points, each besieging army on its "
                           "own: the other reading) are summed with its attrition, not applied apart (DBA "
                           "campaign, Seiges; Calculating Troop Losses)")
                      : tr("%1's siege losses this season (%2%) are summed with its attrition, not applied "
                           "apart "
                           "(DBA campaign, Calculating Troop Losses)"))
                     .arg(army.name)
                     .arg(loss.value(u"pct"_s).toInt());
    return loss.value(u"pct"_s).toInt();
}

} // namespace Reeve
