// Contact (DbaUmpire, continued): two hostile forces in one province read Table 2 from their scouting
// points, with the table's special cases the desk offers here — a defender invaded by sea who fights on the
// beaches, and two mutually hostile invaders of a third nation's province (DBA campaign, SCOUTING AND
// CHOOSING YOUR BATTLEGROUND, Table 2 "Special Cases"); an attacker in several forces, the defender's
// reinforcements and the relief of a siege are in dbaumpirecontactcases.cpp.
#include "dbaumpire.h"

#include <QCoreApplication>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "campaign/campaigntables.h"
#include "games/dba/dbarelations.h"
#include "tables/ruletable.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::DbaUmpire", text);
}

const QString SpecialRef = u"DBA campaign, Table 2 (Special Cases)"_s;

} // namespace

int DbaUmpire::scoutingPoints(const DbaArmy &army)
{
    QJsonObject in{{u"home"_s, isHome(army)}, {u"general"_s, army.hasGeneral()}};
    for (const QString &kind : {u"lh"_s, u"cv"_s, u"kn_f"_s, u"ps"_s, u"ax"_s, u"wb_f"_s, u"bd_f"_s})
        in.insert(kind, army.count(kind));
    m_workingFor = army.name;
    return qMax(1, resolve(u"dba.scouting-points"_s, in, {}).outcome.value(u"scouting_points"_s).toInt());
}

bool DbaUmpire::landedHere(const DbaArmy &army)
{
    // A voyage's landing is recorded on every force aboard; a land move since then clears it.
    const QJsonObject landed = army.attributes.value(u"landed"_s).toObject();
    return landed.value(u"at"_s).toString() == army.location
           && landed.value(u"turn"_s).toInt() == CampaignReader(m_campaign.database()).clock().turn;
}

void DbaUmpire::requireSecondInvader(const DbaArmy &second, const DbaArmy &attacker, const DbaArmy &defender)
{
    requireAshore(second);
    if (second.unitId == attacker.unitId || second.unitId == defender.unitId)
        refuse(tr("the second invader must be a third force, neither %1 nor %2")
                       .arg(attacker.name, defender.name));
    if (second.location != defender.location || attacker.location != defender.location)
        refuse(tr("%1, %2 and %3 must all be in %4")
                       .arg(attacker.name, second.name, defender.name, defender.location));
    if (province(defender.location).value(u"owner"_s).toString() != defender.sideName)
        refuse(tr("%1 is not %2's province: the case is two invaders of the defender's own province (%3)")
                       .arg(defender.location, defender.sideName, SpecialRef));
    if (second.sideId == attacker.sideId
        || DbaRelations(m_campaign).friendly(attacker.sideName, second.sideName))
        refuse(tr("%1 and %2 are not hostile to each other: friendly forces fight together, not one after "
                  "the other")
                       .arg(attacker.name, second.name));
}

QJsonObject DbaUmpire::orderOfInvaders(const QJsonObject &step, DbaArmy &attacker, const DbaArmy &defender,
                                       int &attackerSp, int defenderSp)
{
    // Two mutually hostile invaders of a third nation's province: one fights the defender, the winner then
    // the other; the side with the most scouting points decides which invader goes first. Whether the
    // defender is among the sides compared is not said: "all" (the default, the text's words) compares the
    // three, "invaders" the two invaders only. A tie is not provided for: the umpire's "first" stands.
    DbaArmy second = m_armies.byName(step.value(u"second_attacker"_s).toString());
    requireSecondInvader(second, attacker, defender);
    const int secondSp = scoutingPoints(second);
    const QString reading = step.value(u"chooser_reading"_s).toString(u"all"_s);
    QList<std::pair<QString, int>> sides{{attacker.name, attackerSp}, {second.name, secondSp}};
    if (reading == u"all"_s)
        sides.prepend({defender.name, defenderSp});
    int best = -1;
    QStringList choosers;
    for (const auto &[name, sp] : std::as_const(sides)) {
        if (sp > best) {
            choosers.clear();
            best = sp;
        }
        if (sp == best)
            choosers << name;
    }
    const QString chooser = choosers.size() == 1 ? choosers.first() : QString();
    const QString first = step.value(u"first"_s).toString();
    if (first.isEmpty())
        refuse(tr("name the invader fighting first: which of %1 or %2 fights %3 first — %4 (%5)")
                       .arg(attacker.name, second.name, defender.name,
                            chooser.isEmpty() ? tr("%1 tie on scouting points, so the umpire rules")
                                                        .arg(choosers.join(u" and "_s))
                                              : tr("%1 decides, having the most scouting points").arg(chooser),
                            SpecialRef));
    if (first != attacker.name && first != second.name)
        refuse(tr("the invader fighting first is one of the two invaders, %1 or %2")
                       .arg(attacker.name, second.name));
    const QJsonObject points{{attacker.name, attackerSp},
                             {second.name, secondSp},
                             {defender.name, defenderSp}};
    const QString waiting = first == attacker.name ? second.name : attacker.name;
    if (first == second.name) {
        std::swap(attacker, second);
        attackerSp = secondSp;
    }
    return {{u"first"_s, first},
            {u"then"_s, waiting},
            {u"chooser"_s, chooser},
            {u"tied"_s, QJsonArray::fromStringList(chooser.isEmpty() ? choosers : QStringList())},
            {u"reading"_s, reading},
            {u"scouting_points"_s, points}};
}

void DbaUmpire::requireMeeting(const DbaArmy &attacker, const DbaArmy &defender)
{
    requireAshore(attacker);
    requireAshore(defender);
    // Table 2 is read where two hostile forces meet: one province, two nations at odds.
    if (attacker.unitId == defender.unitId)
        refuse(tr("%1 cannot meet itself: name two forces (DBA campaign, Table 2)").arg(attacker.name));
    if (attacker.location != defender.location)
        refuse(tr("%1 is in %2 and %3 in %4: forces meet only in one province (DBA campaign, Table 2)")
                       .arg(attacker.name, attacker.location, defender.name, defender.location));
    if (attacker.sideId == defender.sideId
        || DbaRelations(m_campaign).friendly(attacker.sideName, defender.sideName))
        refuse(tr("%1 and %2 are not hostile to each other: friendly forces do not fight (DBA campaign, "
                  "Table 2)")
                       .arg(attacker.name, defender.name));
}

QStringList DbaUmpire::contactNotes(const DbaArmy &attacker, const DbaArmy &defender, bool offered,
                                    bool onBeaches, const QJsonObject &invaders)
{
    QStringList notes;
    if (offered)
        notes << (onBeaches
                          ? tr("%1 fights them on the beaches: %2 chooses the terrain and has to come ashore "
                               "from the sea (%3)")
                          : tr("%1 may fight them on the beaches and does not (%3)"))
                         .arg(defender.name, attacker.name, SpecialRef);
    // A standing order to fight on the beaches that Table 2 does not offer stays the defender's secret:
    // the outcome says it was not offered (beaches_offered), the public text nothing.
    if (!invaders.isEmpty())
        notes << tr("%1 fights %2 first, and the winner then fights %3 (%4; %5)")
                         .arg(attacker.name, defender.name, invaders.value(u"then"_s).toString(),
                              invaders.value(u"chooser"_s).toString().isEmpty()
                                      ? tr("a tie on scouting points: the umpire's ruling")
                                      : tr("chosen by %1, with the most scouting points")
                                                .arg(invaders.value(u"chooser"_s).toString()),
                              SpecialRef);
    return notes;
}

QJsonObject DbaUmpire::contact(const QJsonObject &step)
{
    DbaArmy attacker = m_armies.byName(step.value(u"attacker"_s).toString());
    DbaArmy defender = m_armies.byName(step.value(u"defender"_s).toString());
    requireMeeting(attacker, defender);
    m_pickUsed = false;
    ContactParties parties = contactParties(step, attacker, defender); // every refusal before a die
    int asp = partyScoutingPoints(attacker, parties, step.value(u"forces_reading"_s).toString(u"named"_s));
    const int dsp = scoutingPoints(defender);
    QJsonObject invaders;
    if (!step.value(u"second_attacker"_s).toString().isEmpty())
        invaders = orderOfInvaders(step, attacker, defender, asp, dsp);
    const auto [tableDice, pickDice] = contactDice(step.value(u"dice"_s), !parties.forces.isEmpty(), asp, dsp);
    const ProcedureResult type = resolve(u"dba.battle-type"_s,
                                         {{u"attacker_sp"_s, asp}, {u"defender_sp"_s, dsp}}, tableDice);
    const QString battleType = type.outcome.value(u"battle_type"_s).toString();
    // Fighting on the beaches: offered to a defender invaded by sea on A or B; the attacker then picks the
    // terrain and comes ashore in the battle. "beaches" is the defender's written choice, honoured when offered.
    const bool bySea = step.contains(u"by_sea"_s) ? step.value(u"by_sea"_s).toBool() : landedHere(attacker);
    const bool offered = bySea && (battleType == u"A"_s || battleType == u"B"_s);
    const bool onBeaches = offered && step.value(u"beaches"_s).toBool();
    QStringList notes = contactNotes(attacker, defender, offered, onBeaches, invaders);
    QJsonArray attackers = parties.forces.isEmpty()
                                   ? QJsonArray{}
                                   : attackerLineUp(battleType, attacker, parties, step, pickDice, notes);
    const QJsonArray defenders = defenderLineUp(battleType, defender, parties, notes);
    const QJsonObject relief = reliefLineUp(battleType, attacker, defender, parties, step, notes);
    // A garrison that may sally out (C, D, E, L, N) or march to the relief force's aid (A or B, the town left
    // under-blockaded) is one of the relief's forces in the battle that follows (Table 2, Special Cases).
    const QString garrisonRole = relief.value(u"garrison_sallies"_s).toBool()   ? u"sally"_s
                                 : relief.value(u"garrison_marches"_s).toBool() ? u"arrives"_s
                                                                                : QString();
    if (!garrisonRole.isEmpty()) {
        if (attackers.isEmpty())
            attackers << QJsonObject{{u"army"_s, attacker.name}, {u"role"_s, u"on_table"_s}};
        attackers << QJsonObject{{u"army"_s, parties.garrison.name}, {u"role"_s, garrisonRole}};
    }
    if (pickDice.isArray() && !pickDice.toArray().isEmpty() && !m_pickUsed)
        refuse(tr("Table 2 gives %1 and no force is picked at random: enter only Table 2's dice")
                       .arg(battleType));
    const QJsonValue onTable = commitContact(attacker, defender, parties, attackers, defenders,
                                             {battleType, onBeaches ? u"beaches"_s : QString()}, notes);
    fate(step, tr("Contact with %1: battle type %2 (Table 2)").arg(defender.name, battleType));
    QJsonObject outcome{{u"attacker_sp"_s, asp},
                        {u"defender_sp"_s, dsp},
                        {u"battle_type"_s, battleType},
                        {u"column"_s, type.outcome.value(u"column"_s)},
                        {u"defender_may_refuse"_s, type.outcome.value(u"defender_may_refuse"_s)},
                        {u"attacker_may_refuse"_s, type.outcome.value(u"attacker_may_refuse"_s)},
                        {u"by_sea"_s, bySea},
                        {u"beaches_offered"_s, offered},
                        {u"on_the_beaches"_s, onBeaches}};
    if (!invaders.isEmpty())
        outcome.insert(u"invaders"_s, invaders);
    if (!attackers.isEmpty())
        outcome.insert(u"attackers"_s,
                       QJsonObject{{u"forces"_s, attackers},
                                   {u"reading"_s, step.value(u"forces_reading"_s).toString(u"named"_s)},
                                   {u"largest_by"_s, step.value(u"largest_reading"_s).toString(u"ee"_s)},
                                   {u"on_table"_s, onTable}});
    if (!parties.reinforcements.isEmpty())
        outcome.insert(u"defenders"_s, defenders);
    if (!relief.isEmpty())
        outcome.insert(u"relief"_s, relief);
    return outcome;
}

QString DbaUmpire::contactType(const DbaArmy &a, const DbaArmy &b)
{
    const int turn = CampaignReader(m_campaign.database()).clock().turn;
    const QJsonObject contact = a.attributes.value(u"contact"_s).toObject();
    if (contact.value(u"with"_s).toString() != b.name || contact.value(u"turn"_s).toInt() != turn)
        return {};
    return contact.value(u"battle_type"_s).toString();
}

QJsonObject DbaUmpire::battleTypeFor(const QJsonObject &step, const DbaArmy &attacker,
                                     const DbaArmy &defender, QJsonObject &inputs, QStringList &notes)
{
    // Table 3 adds a battle type modifier in a land battle, which the text never gives: the umpire's house
    // figure for each Table 2 type (dba.battle-type-modifier), entered once. The type is the step's, else the
    // one the two armies' contact recorded; a recorded type without a house figure adds nothing, and says so.
    QString type = step.value(u"battle_type"_s).toString().toLower();
    const QString from = type.isEmpty() ? u"contact"_s : u"step"_s;
    if (type.isEmpty())
        type = contactType(attacker, defender).toLower();
    if (type.isEmpty())
        return {{u"battle_type"_s, QJsonValue::Null}, {u"house_modifier"_s, QJsonValue::Null}};
    const RuleTable &table = CampaignTables::forCampaign(m_campaign).table(u"dba.battle-type-modifier"_s);
    const TableCell &cell = table.cell(0, table.columnIndex(type.toUpper()));
    QJsonValue house = cell.isMissing() ? QJsonValue() : QJsonValue(cell.value.toInteger());
    if (!cell.isMissing() || from == u"step"_s) {
        inputs.insert(u"battle_type"_s, type); // the procedure adds the house figure, or asks for it
    } else {
        notes << tr("Battle type %1 from the contact: no house modifier is entered for it in "
                    "dba.battle-type-modifier, so none is added (DBA campaign, Table 3)")
                         .arg(type.toUpper());
    }
    if (!house.isNull())
        notes << tr("Battle type %1: house modifier %2 (dba.battle-type-modifier, cell %3; DBA campaign, "
                    "Table 3)")
                         .arg(type.toUpper())
                         .arg(house.toInteger())
                         .arg(table.cellName(0, table.columnIndex(type.toUpper())));
    return {{u"battle_type"_s, type.toUpper()}, {u"battle_type_from"_s, from}, {u"house_modifier"_s, house}};
}

} // namespace Reeve
