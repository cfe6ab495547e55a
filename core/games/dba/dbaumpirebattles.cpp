// The umpire's abstract battles (DbaUmpire, continued); sieges are in dbaumpiresieges.cpp.
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
    requireSally(step, attacker, defender);
    const bool sally = step.value(u"sally"_s).toBool();
    BattleSide attackers = battleSide(attacker, arrivals, {}, notes, sally);
    BattleSide defenders = battleSide(defender, arrivals, {}, notes, sally);
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
    const QJsonObject lifted = commitBattle(
            attackers, defenders,
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
    for (auto it = lifted.begin(); it != lifted.end(); ++it)
        outcome.insert(it.key(), it.value());
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

QJsonObject DbaUmpire::commitBattle(BattleSide &attackers, BattleSide &defenders, const QString &publicText)
{
    DbaArmies::Change change;
    const int turn = CampaignReader(m_campaign.database()).clock().turn;
    QString where;
    QJsonObject town;
    QStringList left;
    for (BattleSide *side : {&attackers, &defenders})
        for (const DbaArmy &a : std::as_const(side->forces)) {
            change.armies << a;
            if (a.elements.isEmpty())
                change.destroyed << a.unitId;
            // A besieger beaten in the field (by a relief force, say) must withdraw, retreat or re-embark (DBA
            // campaign, After the Battle), and one wiped out is gone: neither besieges the town any more.
            const bool beaten = a.attributes.value(u"defeated_turn"_s).toInt() == turn
                                && a.attributes.contains(u"defeated_turn"_s);
            if (where.isEmpty()) {
                where = a.location;
                town = province(where);
            }
            if ((beaten || a.elements.isEmpty()) && town.contains(u"siege"_s) && besieges(town, a.name)) {
                left << a.name;
                town.insert(u"siege"_s, siegeWithout(town.value(u"siege"_s).toObject(), a.name));
            }
        }
    QString text = publicText;
    QJsonObject outcome;
    if (!left.isEmpty()) {
        const bool lifted = town.value(u"siege"_s).toObject().isEmpty();
        if (lifted)
            town.remove(u"siege"_s);
        change.provinces.append({where, town});
        text += u' '
                + (lifted ? tr(
                           "The siege of %1 is lifted: %2 no longer besiege(s) the town (DBA campaign, After "
                           "the Battle).")
                          : tr("%2 no longer besiege(s) the town of %1; the siege goes on with the others "
                               "(DBA "
                               "campaign, After the Battle)."))
                          .arg(where, left.join(u", "_s));
        outcome.insert(u"left_siege"_s, QJsonArray::fromStringList(left));
        outcome.insert(u"siege_lifted"_s, lifted);
    }
    change.publicText = text;
    commit(change);
    postSeizures();
    return outcome;
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

} // namespace Reeve
