// The umpire's contacts, abstract battles and sieges (DbaUmpire, continued).
#include "dbaumpire.h"

#include <utility>

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

} // namespace

void DbaUmpire::loseGeneral(DbaArmy &army, bool killed, QStringList &notes)
{
    if (!killed || !army.hasGeneral())
        return;
    notes << (army.ruler ? tr("%1, C-in-C of %2, is killed: vassalage owed to him ends and a sub-general may "
                              "succeed (dba.succession)")
                                   .arg(army.general, army.sideName)
                         : tr("%1 is killed").arg(army.general));
    army.general.clear();
    army.ruler = false;
}

QJsonObject DbaUmpire::battle(const QJsonObject &step)
{
    DbaArmy attacker = m_armies.byName(step.value(u"attacker"_s).toString());
    DbaArmy defender = m_armies.byName(step.value(u"defender"_s).toString());
    requireAshore(attacker);
    requireAshore(defender);
    // Land elements reach a fleet only where it is beached (DBA campaign, Sea Movement).
    for (const auto &[land, ships] : {std::pair{&attacker, &defender}, std::pair{&defender, &attacker}})
        if (land->type == u"army"_s && ships->type == u"fleet"_s
            && !ships->attributes.value(u"beached"_s).toBool())
            refuse(tr("%1 stands out to sea: land forces can attack only a beached fleet (DBA campaign, Sea "
                      "Movement)")
                           .arg(ships->name));
    if (attacker.location != defender.location)
        throw Failure::badInput(
                tr("%1 is in %2 and %3 in %4: a battle needs both in one province.")
                        .arg(attacker.name, attacker.location, defender.name, defender.location));
    // Forces that linked up at the contact fight as one side (Table 2, Special Cases); those that might
    // arrive during the battle take part only on the "all" reading, an abstract battle being one roll.
    QStringList notes;
    const QString arrivals = step.value(u"arrivals_reading"_s).toString(u"none"_s);
    const bool several = !contactGroup(attacker).isEmpty() || !contactGroup(defender).isEmpty();
    BattleSide attackers = battleSide(attacker, arrivals, {}, notes);
    BattleSide defenders = battleSide(defender, arrivals, {}, notes);
    const int ap = sidePoints(attackers);
    const int dp = sidePoints(defenders) + step.value(u"town_bonus"_s).toInt();
    QJsonObject in{{u"attacker_points"_s, ap},
                   {u"defender_points"_s, dp},
                   {u"attacker_general"_s, attackers.hasGeneral()},
                   {u"defender_general"_s, defenders.hasGeneral()},
                   {u"modifier"_s, step.value(u"modifier"_s).toInt()},
                   {u"fortified"_s, step.value(u"fortified"_s).toBool()}};
    const QJsonObject type = battleTypeFor(step, attacker, defender, in, notes);
    const ProcedureResult r = resolve(u"dba.abstract-battle"_s, in, step.value(u"dice"_s));
    const QString annihilated = r.outcome.value(u"annihilated"_s).toString();
    const int apct = annihilated == u"attacker"_s ? 100
                                                  : r.outcome.value(u"attacker_casualties_pct"_s).toInt();
    const int dpct = annihilated == u"defender"_s ? 100
                                                  : r.outcome.value(u"defender_casualties_pct"_s).toInt();
    const QString losses = step.value(u"losses_reading"_s).toString(u"combined"_s);
    QJsonObject lost;
    const int aLost = sideLosses(attackers, apct, losses, lost, notes);
    const int dLost = sideLosses(defenders, dpct, losses, lost, notes);
    sideGeneralFalls(attackers, r.outcome.value(u"attacker_general_killed"_s).toBool(), notes);
    sideGeneralFalls(defenders, r.outcome.value(u"defender_general_killed"_s).toBool(), notes);
    QJsonObject defeat;
    const QString winner = decideBattle(attackers, defenders, true, defeat, notes);
    commitBattle(attackers, defenders,
                 tr("Abstract battle in %1, %2 against %3 (%4 to %5 points, Table 3): %6% / %7%; %8. %9")
                         .arg(attacker.location, attackers.title(), defenders.title())
                         .arg(ap)
                         .arg(dp)
                         .arg(apct)
                         .arg(dpct)
                         .arg(winner.isEmpty() ? tr("neither side wins") : tr("%1 wins").arg(winner),
                              notes.join(u"; "_s)));
    fate(step, tr("Battle fought: %1").arg(winner.isEmpty() ? tr("drawn") : tr("%1 won").arg(winner)), true);
    QJsonObject outcome{{u"attacker_casualties_pct"_s, apct},
                        {u"defender_casualties_pct"_s, dpct},
                        {u"attacker_elements_lost"_s, aLost},
                        {u"defender_elements_lost"_s, dLost},
                        {u"column"_s, r.outcome.value(u"column"_s)},
                        {u"row"_s, r.outcome.value(u"row"_s)},
                        {u"winner"_s, winner},
                        {u"annihilated"_s, annihilated},
                        {u"defeat"_s, defeat},
                        {u"battle_type"_s, type.value(u"battle_type"_s)},
                        {u"house_modifier"_s, type.value(u"house_modifier"_s)}};
    if (several)
        outcome.insert(u"sides"_s, sidesOutcome(attackers, defenders, lost,
                                                {{u"arrivals"_s, arrivals}, {u"losses"_s, losses}}));
    return outcome;
}

void DbaUmpire::sideGeneralFalls(BattleSide &side, bool killed, QStringList &notes)
{
    // Table 3's k names one general a side: of several forces, Reeve takes the general of the force named
    // for the side, who commands it (the text is silent), or the first of the others with one if it has none.
    DbaArmy *who = nullptr;
    for (DbaArmy &a : side.forces)
        if (!who && a.hasGeneral())
            who = &a;
    if (!killed || !who)
        return;
    if (side.forces.size() > 1)
        notes << tr("Table 3's general killed is taken as the side's commander, %1 of %2 (Reeve's reading: "
                    "the "
                    "text gives one general a side)")
                         .arg(who->general, who->name);
    loseGeneral(*who, true, notes);
}

int DbaUmpire::sidePoints(const BattleSide &side)
{
    int points = 0;
    for (const DbaArmy &a : side.forces)
        points += m_armies.total(a);
    return points;
}

void DbaUmpire::commitBattle(BattleSide &attackers, BattleSide &defenders, const QString &publicText)
{
    DbaArmies::Change change;
    for (BattleSide *side : {&attackers, &defenders})
        for (const DbaArmy &a : std::as_const(side->forces)) {
            change.armies << a;
            if (a.elements.isEmpty())
                change.destroyed << a.unitId;
        }
    change.publicText = publicText;
    commit(change);
    postSeizures();
}

QJsonObject DbaUmpire::sidesOutcome(const BattleSide &attackers, const BattleSide &defenders,
                                    const QJsonObject &lost, const QJsonObject &readings)
{
    const auto list = [&lost](const BattleSide &side) {
        QJsonArray forces;
        for (const DbaArmy &a : side.forces)
            forces << QJsonObject{{u"army"_s, a.name},
                                  {u"elements_lost"_s, lost.value(a.name)},
                                  {u"elements_left"_s, int(a.elements.size())}};
        return forces;
    };
    QJsonObject out{{u"attacker"_s, list(attackers)}, {u"defender"_s, list(defenders)}};
    for (auto it = readings.begin(); it != readings.end(); ++it)
        out.insert(it.key() + u"_reading"_s, it.value());
    return out;
}

DbaUmpire::SiegeTime DbaUmpire::siegeTime(const QJsonObject &step, const DbaArmy &besieger,
                                          const QJsonObject &town)
{
    // A siege is recorded on its province when laid ({"besieger", "laid_turn", "laid_move"}); the seasons it
    // has lasted whole follow from that record, unless the umpire gives them ("seasons").
    const int turn = CampaignReader(m_campaign.database()).clock().turn;
    QJsonObject laid = town.value(u"siege"_s).toObject();
    if (laid.value(u"besieger"_s).toString() != besieger.name)
        laid = {{u"besieger"_s, besieger.name},
                {u"laid_turn"_s, turn},
                {u"laid_move"_s,
                 step.value(u"laid_move"_s).toInt(step.value(u"lay"_s).toBool() ? currentMove() : 1)}};
    else if (step.contains(u"laid_move"_s) && laid.value(u"laid_turn"_s).toInt() == turn)
        laid.insert(u"laid_move"_s, step.value(u"laid_move"_s).toInt());
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

QJsonObject DbaUmpire::laySiege(const DbaArmy &besieger, const DbaArmy &garrison, QJsonObject town,
                                const QJsonObject &record)
{
    town.insert(u"siege"_s, record);
    DbaArmies::Change change;
    change.provinces.append({garrison.location, town});
    change.publicText
            = tr("%1 lays siege to the town of %2 at move %3 (DBA campaign, Seiges: the siege's battle is "
                 "rolled at the season's end)")
                      .arg(besieger.name, garrison.location)
                      .arg(record.value(u"laid_move"_s).toInt());
    commit(change);
    return {{u"laid"_s, true}, {u"laid_move"_s, record.value(u"laid_move"_s)}, {u"surrender_check"_s, false}};
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
    QJsonObject town = province(garrison.location);
    const SiegeTime time = siegeTime(step, besieger, town);
    if (step.value(u"lay"_s).toBool())
        return laySiege(besieger, garrison, town, time.record);
    const bool fortified = step.value(u"fortified"_s)
                                   .toBool(town.value(u"town"_s).toString() == u"fortified"_s);
    const QJsonValue dice = step.value(u"dice"_s);
    const QJsonArray faces = dice.toArray();
    // The surrender roll comes only after a whole season of siege, with a die of its own (DBA campaign, Seiges).
    const bool check = time.wholeSeason && time.seasons > 0;
    if (dice.isArray() && faces.size() != (check ? 2 : 1))
        refuse(check ? tr("after a whole season of siege it takes two dice: the Table 3 roll, then the "
                          "surrender roll "
                          "(DBA campaign, Seiges)")
                     : tr("a siege laid during the season takes one die, its Table 3 roll; there is no "
                          "surrender "
                          "roll until it has lasted a whole season (DBA campaign, Seiges)"));
    const int ap = m_armies.total(besieger);
    const int dp = m_armies.total(garrison);
    const ProcedureResult battle = resolve(u"dba.siege"_s,
                                           {{u"attacker_points"_s, ap},
                                            {u"defender_points"_s, dp},
                                            {u"fortified"_s, fortified},
                                            {u"attacker_general"_s, besieger.hasGeneral()},
                                            {u"defender_general"_s, garrison.hasGeneral()},
                                            {u"modifier"_s, step.value(u"modifier"_s).toInt()}},
                                           dice.isArray() ? QJsonValue(QJsonArray{faces.at(0)})
                                                          : QJsonValue());
    QStringList notes;
    const QStringList besiegers = besieger.elements, defenders = garrison.elements;
    applyLosses(besieger, {battle.outcome.value(u"attacker_casualties_pct"_s).toInt()}, notes);
    applyLosses(garrison, {battle.outcome.value(u"defender_casualties_pct"_s).toInt()}, notes);
    // Kept for the season's end, where any attrition is summed with them (Calculating Troop Losses).
    recordSiegeLoss(besieger, battle.outcome.value(u"attacker_casualties_pct"_s).toInt(), besiegers);
    recordSiegeLoss(garrison, battle.outcome.value(u"defender_casualties_pct"_s).toInt(), defenders);
    loseGeneral(besieger, battle.outcome.value(u"attacker_general_killed"_s).toBool(), notes);
    loseGeneral(garrison, battle.outcome.value(u"defender_general_killed"_s).toBool(), notes);
    QJsonValue modifiedRoll;
    bool surrenders = garrison.elements.isEmpty();
    if (check && !surrenders) {
        const ProcedureResult r = surrenderCheck(step, garrison, fortified, time.seasons,
                                                 dice.isArray() ? QJsonValue(QJsonArray{faces.at(1)})
                                                                : QJsonValue());
        modifiedRoll = r.outcome.value(u"modified_roll"_s);
        surrenders = r.outcome.value(u"surrenders"_s).toBool();
    } else if (!check) {
        notes << tr("no surrender roll: the siege has not yet lasted a whole season (DBA campaign, Seiges)");
    }
    endOfSiegeSeason(besieger, garrison, town, surrenders, time.record, notes);
    fate(step,
         surrenders ? tr("Siege of %1: the town surrendered").arg(garrison.location)
                    : tr("Siege of %1: the town held").arg(garrison.location),
         true);
    return {{u"attacker_casualties_pct"_s, battle.outcome.value(u"attacker_casualties_pct"_s)},
            {u"defender_casualties_pct"_s, battle.outcome.value(u"defender_casualties_pct"_s)},
            {u"modified_roll"_s, modifiedRoll},
            {u"surrenders"_s, surrenders},
            {u"surrender_check"_s, check},
            {u"seasons"_s, time.seasons},
            {u"owner"_s, town.value(u"owner"_s)}};
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

void DbaUmpire::endOfSiegeSeason(DbaArmy &besieger, DbaArmy &garrison, QJsonObject &town, bool surrenders,
                                 const QJsonObject &record, QStringList &notes)
{
    DbaArmies::Change change;
    if (surrenders) {
        change.destroyed << garrison.unitId;
        if (garrison.hasGeneral())
            notes << tr("%1 is captured").arg(garrison.general);
        if (!town.contains(u"home"_s))
            town.insert(u"home"_s, town.value(u"owner"_s));
        town.insert(u"owner"_s, besieger.sideName);
        town.insert(u"taken_turn"_s, CampaignReader(m_campaign.database()).clock().turn);
        town.remove(u"siege"_s);
        seizeTown(garrison.location, town, besieger, &garrison);
        destroyDispersed(garrison.location, garrison.sideId, change, notes);
    } else if (besieger.elements.isEmpty()) {
        change.destroyed << besieger.unitId;
        town.remove(u"siege"_s);
    } else {
        town.insert(u"siege"_s, record); // kept up: the next season counts on from it
    }
    change.provinces.append({garrison.location, town});
    change.armies << besieger << garrison;
    change.publicText = tr("Siege of %1 by %2 (DBA campaign, Seiges): %3. %4")
                                .arg(garrison.location, besieger.name,
                                     surrenders ? tr("the town surrenders and %1 takes the province")
                                                          .arg(besieger.sideName)
                                                : tr("the town holds"),
                                     notes.join(u"; "_s));
    commit(change);
    postSeizures();
}

} // namespace Reeve
