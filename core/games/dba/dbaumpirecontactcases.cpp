// Contact's further special cases (DbaUmpire, continued): an attacker who comes in several forces, a
// defender whose allies or reinforcements arrive in the move of the invasion, and an attack that relieves a
// siege of the attacker's own town (DBA campaign, SCOUTING AND CHOOSING YOUR BATTLEGROUND, Table 2 "Special
// Cases"). Who may take part is checked before any die; the Table 2 letter then says who is on the table,
// who has linked up and who may arrive during the battle.
#include "dbaumpire.h"

#include <algorithm>

#include <QCoreApplication>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "campaign/campaigntables.h"
#include "games/dba/dbadefeat.h"
#include "games/dba/dbarelations.h"
#include "tables/columnselector.h"
#include "tables/ruletable.h"
#include "tables/tablelibrary.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::DbaUmpire", text);
}

const QString SpecialRef = u"DBA campaign, Table 2 (Special Cases)"_s;

QStringList namesOf(const QList<DbaArmy> &armies)
{
    QStringList names;
    for (const DbaArmy &a : armies)
        names << a.name;
    return names;
}

QJsonObject role(const DbaArmy &army, const QString &what)
{
    return {{u"army"_s, army.name}, {u"role"_s, what}};
}

} // namespace

bool DbaUmpire::sameCause(const DbaArmy &a, const QString &side)
{
    return a.sideName == side || DbaRelations(m_campaign).friendly(a.sideName, side);
}

QList<DbaArmy> DbaUmpire::partyOf(const QJsonObject &step, const QString &key, const DbaArmy &with,
                                  const DbaArmy &against, QStringList &named)
{
    // Forces named beside the two that meet: in the province, ashore, on \a with's side and hostile to
    // \a against, each named once.
    QList<DbaArmy> party;
    for (const QJsonValue &v : step.value(key).toArray()) {
        DbaArmy a = m_armies.byName(v.toString());
        requireAshore(a);
        if (named.contains(a.name))
            refuse(tr("%1 is named twice in the contact: name each force once (%2)").arg(a.name, SpecialRef));
        named << a.name;
        if (a.type != u"army"_s || a.elements.isEmpty())
            refuse(tr("%1 is not an army with elements: only armies fight a land battle (%2)")
                           .arg(a.name, SpecialRef));
        if (a.location != with.location)
            refuse(tr("%1 is in %2, not in %3 where the forces meet (%4)")
                           .arg(a.name, a.location, with.location, SpecialRef));
        if (!sameCause(a, with.sideName) || sameCause(a, against.sideName))
            refuse(tr("%1 is not on %2's side against %3: a force joins the nation it belongs to or is "
                      "allied with (%4)")
                           .arg(a.name, with.sideName, against.sideName, SpecialRef));
        party << a;
    }
    return party;
}

DbaUmpire::ContactParties DbaUmpire::contactParties(const QJsonObject &step, const DbaArmy &attacker,
                                                    const DbaArmy &defender)
{
    ContactParties p;
    QStringList named{attacker.name, defender.name};
    if (!step.value(u"second_attacker"_s).toString().isEmpty()) {
        named << step.value(u"second_attacker"_s).toString();
        if (!step.value(u"attacker_forces"_s).toArray().isEmpty())
            refuse(tr("name either the attacker's further forces or a second invader hostile to him, not "
                      "both: work the two invaders' battles one contact at a time (%1)")
                           .arg(SpecialRef));
    }
    p.forces = partyOf(step, u"attacker_forces"_s, attacker, defender, named);
    landingCompanions(attacker, named, p);
    p.reinforcements = partyOf(step, u"reinforcements"_s, defender, attacker, named);
    // Reinforcements are those arriving in the very move the attacker invades: they moved in during it.
    const int turn = CampaignReader(m_campaign.database()).clock().turn;
    for (const DbaArmy &r : std::as_const(p.reinforcements))
        if (r.movesUsed(turn) <= currentMove() - 1 + 1e-9)
            refuse(tr("%1 did not arrive in %2 in move %3: reinforcements are forces arriving in the "
                      "move the attacker invades; one already there stands with the defender from the "
                      "start (%4)")
                           .arg(r.name, defender.location)
                           .arg(currentMove())
                           .arg(SpecialRef));
    const QString chosen = step.value(u"defender_fights"_s).toString();
    if (!chosen.isEmpty() && (chosen != attacker.name && !namesOf(p.forces).contains(chosen)))
        refuse(tr("the force the defender fights is one of the attacker's forces, %1 (%2)")
                       .arg(QStringList(QStringList{attacker.name} + namesOf(p.forces)).join(u", "_s),
                            SpecialRef));
    reliefParties(step, attacker, defender, named, p);
    return p;
}

void DbaUmpire::reliefParties(const QJsonObject &step, const DbaArmy &attacker, const DbaArmy &defender,
                              QStringList &named, ContactParties &p)
{
    // A relief: the attacker comes into a province of his own where the defender besieges a town.
    const QJsonObject here = province(defender.location);
    const bool recorded = here.value(u"owner"_s).toString() == attacker.sideName
                          && besieges(here, defender.name);
    p.relief = step.contains(u"relief"_s) ? step.value(u"relief"_s).toBool() : recorded;
    if (p.relief && !recorded)
        refuse(tr("%1 is not relieving a siege: the relief is of a town in one of the attacker's own "
                  "provinces that the defender besieges (%2 is %3's; the siege there: %4) (%5)")
                       .arg(attacker.name, defender.location, here.value(u"owner"_s).toString(tr("nobody")),
                            here.value(u"siege"_s).toObject().value(u"besieger"_s).toString(tr("none")),
                            SpecialRef));
    if (!p.relief) {
        if (!step.value(u"blockade"_s).toArray().isEmpty() || step.value(u"away_from_town"_s).toBool())
            refuse(tr("a blockade and a battle away from the town belong to the relief of a siege, and "
                      "%1 relieves none (%2)")
                           .arg(attacker.name, SpecialRef));
        return;
    }
    for (const DbaArmy &a : m_armies.all())
        if (a.location == defender.location && a.inTown && a.sideName == attacker.sideName
            && p.garrison.unitId == 0)
            p.garrison = a;
    p.blockade = partyOf(step, u"blockade"_s, defender, attacker, named);
    for (const DbaArmy &b : std::as_const(p.blockade))
        if (b.sideName != defender.sideName)
            refuse(tr("%1 is not %2's: the town is bottled up by the besieger's own forces (%3)")
                           .arg(b.name, defender.sideName, SpecialRef));
}

int DbaUmpire::partyScoutingPoints(const DbaArmy &attacker, const ContactParties &p, const QString &reading)
{
    // Several forces of the attacker: the text counts scouting points for an army. "named" (the default) takes
    // the force named as the attacker, with the armies that came ashore with it from one fleet (one force, not
    // several entering separately); "combined" counts all its forces as one army (one base, a general if any
    // has one).
    QList<DbaArmy> counted;
    for (const DbaArmy &f : p.forces)
        if (reading == u"combined"_s || p.landedTogether.contains(f.name))
            counted << f;
    if (counted.isEmpty())
        return scoutingPoints(attacker);
    return scoutingPoints(merged(attacker, counted));
}

DbaArmy DbaUmpire::merged(const DbaArmy &first, const QList<DbaArmy> &others)
{
    DbaArmy all = first;
    for (const DbaArmy &f : others) {
        all.elements << f.elements;
        if (!all.hasGeneral())
            all.general = f.general;
    }
    if (!others.isEmpty())
        all.name = tr("%1 with %2").arg(first.name, namesOf(others).join(u", "_s));
    return all;
}

QString DbaUmpire::landingOf(const DbaArmy &army)
{
    // The landing a force came ashore in, this season in its province: its fleet and move; empty if none.
    const QJsonObject landed = army.attributes.value(u"landed"_s).toObject();
    if (!landedHere(army) || landed.value(u"fleet"_s).toString().isEmpty())
        return {};
    return u"%1@%2"_s.arg(landed.value(u"fleet"_s).toString()).arg(landed.value(u"move"_s).toInt());
}

void DbaUmpire::landingCompanions(const DbaArmy &attacker, QStringList &named, ContactParties &p)
{
    // The armies one fleet carried land together (DBA campaign, Sea Movement): those that came ashore with the
    // attacker are in the contact with it, named or not, and enter the province as one force with it.
    const QString landing = landingOf(attacker);
    if (landing.isEmpty())
        return;
    for (const DbaArmy &a : m_armies.all()) {
        if (a.unitId == attacker.unitId || a.sideId != attacker.sideId || a.type != u"army"_s
            || a.location != attacker.location || a.elements.isEmpty() || landingOf(a) != landing)
            continue;
        if (!named.contains(a.name)) {
            named << a.name;
            p.forces << a;
        }
        p.landedTogether << a.name;
    }
}

int DbaUmpire::table2Dice(int attackerSp, int defenderSp, int firstDie)
{
    // How many of the entered dice Table 2 reads: two when the first lands on "L or N", else one.
    const TableLibrary tables = CampaignTables::forCampaign(m_campaign);
    const RuleTable &table = tables.table(u"dba.battle-type"_s);
    const ColumnSelector::Choice column = ColumnSelector::byRatio(table, attackerSp, defenderSp,
                                                                  ColumnSelector::RatioRule::LargerRoundedDown,
                                                                  u"DBA campaign, Table 2"_s);
    const int row = table.rowIndexFor(firstDie);
    if (row < 0 || column.column < 0)
        return 1;
    return table.require(row, column.column).value.toString() == u"L or N"_s ? 2 : 1;
}

int DbaUmpire::pickAtRandom(const QStringList &among, const QJsonValue &dice, const QString &why)
{
    // "Determine randomly": a die with a face for each force, in the order the step lists them.
    if (dice.isArray() && dice.toArray().isEmpty())
        refuse(tr("%1 decides at random among %2: enter one more die, a d%3 (1 = %4)")
                       .arg(why, among.join(u", "_s))
                       .arg(among.size())
                       .arg(among.first()));
    m_rollFor = why;
    m_pickUsed = true;
    const ProcedureResult r = resolve(u"dice.roll"_s, {{u"expr"_s, u"1d%1"_s.arg(among.size())}}, dice);
    m_rollFor.clear();
    return qBound(1, int(r.outcome.value(u"total"_s).toInteger()), int(among.size())) - 1;
}

int DbaUmpire::largestForce(const QList<DbaArmy> &all, const QString &by, const QJsonValue &pickDice,
                            QStringList &notes)
{
    // On C the largest force is on the table: largest by EE (the default) or by Table 1 points. Forces of the
    // same size are not provided for: Reeve then picks among them at random, as the text does on N.
    QList<double> sizes;
    for (const DbaArmy &a : all)
        sizes << (by == u"points"_s ? double(m_armies.total(a)) : DbaDefeat::elementEquivalents(a.elements));
    const double most = *std::max_element(sizes.begin(), sizes.end());
    QStringList tied;
    QList<int> at;
    for (int i = 0; i < all.size(); ++i)
        if (sizes.at(i) > most - 1e-9) {
            tied << all.at(i).name;
            at << i;
        }
    if (tied.size() == 1)
        return at.first();
    notes << tr("%1 are the largest alike: the text does not say, so one is picked at random as on N (%2)")
                     .arg(tied.join(u" and "_s), SpecialRef);
    return at.at(pickAtRandom(tied, pickDice, tr("The largest force")));
}

QList<QList<int>> DbaUmpire::enteringForces(const QList<DbaArmy> &all)
{
    // The forces that entered the province separately: each army on its own, except those that came ashore
    // together from one fleet in one move, which are one force (indexes into \a all, the attacker's first).
    QList<QList<int>> groups;
    QStringList keys;
    for (int i = 0; i < all.size(); ++i) {
        const QString key = landingOf(all.at(i));
        const qsizetype at = key.isEmpty() ? -1 : keys.indexOf(key);
        if (at >= 0) {
            groups[at] << i;
            continue;
        }
        groups << QList<int>{i};
        keys << (key.isEmpty() ? u"#%1"_s.arg(i) : key);
    }
    return groups;
}

QJsonArray DbaUmpire::attackerLineUp(const QString &type, const DbaArmy &attacker, const ContactParties &p,
                                     const QJsonObject &step, const QJsonValue &pickDice, QStringList &notes)
{
    QList<DbaArmy> all{attacker};
    all << p.forces;
    const QStringList names = namesOf(all);
    QJsonArray roles;
    if (type == u"D"_s || type == u"E"_s) {
        for (const DbaArmy &a : all)
            roles << role(a, u"linked"_s);
        // The text says they "can have" linked up: Reeve takes it that they have (an attacker would).
        notes << tr("the attacker's forces (%1) have linked up before the battle and fight together (Reeve "
                    "reads the text's \"can have linked up\" as they have; %2)")
                         .arg(names.join(u", "_s), SpecialRef);
        return roles;
    }
    const QList<QList<int>> groups = enteringForces(all);
    QList<DbaArmy> forces; // each force that entered separately, as one army
    for (const QList<int> &g : groups) {
        QList<DbaArmy> rest;
        for (int i : g.mid(1))
            rest << all.at(i);
        forces << merged(all.at(g.first()), rest);
        if (g.size() > 1)
            notes << tr("%1 came ashore together from one fleet and enter as one force (DBA campaign, Sea "
                        "Movement; %2)")
                             .arg(forces.last().name, SpecialRef);
    }
    const int onTable = forceOnTable(type, all, groups, forces, step, pickDice, notes);
    // On B, C and N the other forces join during the battle, one on each round the attacker throws a 6.
    const bool arrive = type == u"B"_s || type == u"C"_s || type == u"N"_s;
    for (int g = 0; g < groups.size(); ++g)
        for (int i : groups.at(g))
            roles << role(all.at(i), g != onTable                ? (arrive ? u"arrives"_s : u"absent"_s)
                                     : i == groups.at(g).first() ? u"on_table"_s
                                                                 : u"linked"_s);
    if (arrive && groups.size() > 1)
        notes << tr("the other forces join during the battle, one on each round in which the attacker throws "
                    "a 6, coming in by a random table edge that is not the defender's (%1)")
                         .arg(SpecialRef);
    return roles;
}

int DbaUmpire::forceOnTable(const QString &type, const QList<DbaArmy> &all, const QList<QList<int>> &groups,
                            const QList<DbaArmy> &forces, const QJsonObject &step, const QJsonValue &pickDice,
                            QStringList &notes)
{
    // Which of the forces that entered separately is on the table, by Table 2's letter (not D or E).
    if (forces.size() == 1)
        return 0;
    QStringList titles;
    for (const DbaArmy &f : forces)
        titles << f.name;
    int onTable = 0;
    if (type == u"C"_s) {
        onTable = largestForce(forces, step.value(u"largest_reading"_s).toString(u"ee"_s), pickDice, notes);
        notes << tr("on C the largest force, %1, is on the table (%2)").arg(titles.at(onTable), SpecialRef);
    } else if (type == u"N"_s) {
        onTable = pickAtRandom(titles, pickDice, tr("Table 2's N"));
        notes << tr("on N the force on the table is determined at random: %1 (%2)")
                         .arg(titles.at(onTable), SpecialRef);
    } else if (type == u"A"_s || type == u"B"_s) {
        const QString chosen = step.value(u"defender_fights"_s).toString();
        if (chosen.isEmpty())
            refuse(tr("Table 2 gives %1: the defender chooses which of %2 to fight; name it as "
                      "the force the defender fights (the same dice come again) (%3)")
                           .arg(type, titles.join(u", "_s), SpecialRef));
        for (int g = 0; g < groups.size(); ++g)
            for (int i : groups.at(g))
                if (all.at(i).name == chosen)
                    onTable = g;
        notes << tr("on %1 the defender chooses to fight %2 (%3)").arg(type, titles.at(onTable), SpecialRef);
    } else {
        notes << tr("on L the text says nothing of several forces: the force named as the attacker, %1, "
                    "fights and the others take no part (Reeve's reading; %2)")
                         .arg(titles.first(), SpecialRef);
    }
    return onTable;
}

QJsonArray DbaUmpire::defenderLineUp(const QString &type, const DbaArmy &defender, const ContactParties &p,
                                     QStringList &notes)
{
    // The defender's allies or reinforcements arriving in the move: linked up on A or B, may arrive during
    // the battle on C, D or N; E and L give them no part (the text is silent there).
    QJsonArray roles{role(defender, u"on_table"_s)};
    if (p.reinforcements.isEmpty())
        return roles;
    const bool linked = type == u"A"_s || type == u"B"_s;
    const bool arrive = type == u"C"_s || type == u"D"_s || type == u"N"_s;
    for (const DbaArmy &r : p.reinforcements)
        roles << role(r, linked ? u"linked"_s : arrive ? u"arrives"_s : u"absent"_s);
    const QString who = namesOf(p.reinforcements).join(u", "_s);
    notes << (linked   ? tr("the reinforcements (%1) have linked up with %2 and fight with it (%3)")
              : arrive ? tr("the reinforcements (%1) may arrive during the battle to help %2 (%3)")
                       : tr("the reinforcements (%1) take no part and %2 fights alone: the text gives "
                            "them nothing on E or L (%3)"))
                     .arg(who, defender.name, SpecialRef);
    return roles;
}

QJsonObject DbaUmpire::reliefLineUp(const QString &type, const DbaArmy &attacker, const DbaArmy &defender,
                                    const ContactParties &p, const QJsonObject &step, QStringList &notes)
{
    if (!p.relief)
        return {};
    const bool hasGarrison = p.garrison.unitId != 0;
    const bool sally = hasGarrison && p.garrison.hasGeneral();
    const QString garrison = hasGarrison ? p.garrison.name : tr("the town");
    QJsonObject relief{{u"garrison"_s, hasGarrison ? QJsonValue(p.garrison.name) : QJsonValue()}};
    // On C, D, E, L or N the relief force chooses the ground, which takes in the town, with its garrison inside.
    if (QStringList{u"C"_s, u"D"_s, u"E"_s, u"L"_s, u"N"_s}.contains(type)) {
        relief.insert(u"terrain_by"_s, attacker.name);
        relief.insert(u"at_town"_s, true);
        relief.insert(u"garrison_sallies"_s, sally);
        notes << tr("%1 relieves the siege: it chooses the ground, which takes in the town, with %2 "
                    "inside; %3 deploys around the town, then the relief force; %4 (%5)")
                         .arg(attacker.name, garrison, defender.name,
                              sally ? tr("the garrison may sally out and join the battle, having a general")
                                    : tr("the garrison cannot sally out without a general"),
                              SpecialRef);
        // A wish to fight away from the town does not arise here, and stays the besieger's own (not in the text).
        return relief;
    }
    // On A or B the besieger is not made to fight at the town. If he fights away from it, fewer than four EE left
    // to bottle the town up let a garrison with a general march to the relief (or escape).
    const bool away = step.value(u"away_from_town"_s).toBool();
    relief.insert(u"terrain_by"_s, QJsonValue());
    relief.insert(u"at_town"_s, !away);
    if (!away)
        return relief;
    double ee = 0;
    for (const DbaArmy &b : p.blockade)
        ee += DbaDefeat::elementEquivalents(b.elements);
    const bool bottled = ee >= 4 - 1e-9;
    relief.insert(u"blockade"_s, QJsonArray::fromStringList(namesOf(p.blockade)));
    relief.insert(u"bottled_up"_s, bottled || !hasGarrison);
    relief.insert(u"garrison_marches"_s, !bottled && sally);
    notes << (bottled ? tr("%1 fights away from the town and leaves at least four EE to bottle up %2 (%3)")
              : sally ? tr("%1 fights away from the town leaving fewer than four EE there: %2 may march "
                           "to the relief force's aid, arriving in the besieger's rear the round after "
                           "the attacker first rolls a 6, or escape (%3)")
                      : tr("%1 fights away from the town leaving fewer than four EE there, but %2 has no "
                           "general to lead it out (%3)"))
                     .arg(defender.name, garrison, SpecialRef);
    return relief;
}

std::pair<QJsonValue, QJsonValue> DbaUmpire::contactDice(const QJsonValue &dice, bool several, int attackerSp,
                                                         int defenderSp)
{
    // Entered dice: Table 2's one or two, then a die to pick a force at random when the line-up needs one.
    if (!dice.isArray() || !several || dice.toArray().isEmpty())
        return {dice, QJsonValue()};
    const QVariantList all = dice.toArray().toVariantList();
    const int n = table2Dice(attackerSp, defenderSp, all.first().toInt());
    return {QJsonArray::fromVariantList(all.mid(0, n)), QJsonArray::fromVariantList(all.mid(n))};
}

QJsonValue DbaUmpire::commitContact(DbaArmy &attacker, DbaArmy &defender, ContactParties &parties,
                                    const QJsonArray &attackers, const QJsonArray &defenders,
                                    const QStringList &typeAndBeaches, QStringList notes)
{
    const QString battleType = typeAndBeaches.at(0);
    const bool onBeaches = !typeAndBeaches.at(1).isEmpty();
    QString facing = attacker.name; // the force the defender faces: the one on the table, else the one named
    QJsonValue onTable;
    for (const QJsonValue &r : attackers)
        if (r.toObject().value(u"role"_s).toString() == u"on_table"_s)
            onTable = facing = r.toObject().value(u"army"_s).toString();
    DbaArmies::Change change;
    QList<DbaArmy *> ours{&attacker}, theirs{&defender};
    for (DbaArmy &f : parties.forces)
        ours << &f;
    for (const QJsonValue &r : attackers) // a garrison that may sally or march out joins the relief
        if (parties.garrison.unitId != 0 && r.toObject().value(u"army"_s).toString() == parties.garrison.name)
            ours << &parties.garrison;
    for (DbaArmy &r : parties.reinforcements)
        theirs << &r;
    recordContact(ours, defender.name, attackers, battleType, onBeaches, change);
    recordContact(theirs, facing, defenders, battleType, onBeaches, change);
    if (!notes.isEmpty() && !notes.first().isEmpty()) // the notes follow a full stop
        notes.first()[0] = notes.first().at(0).toUpper();
    change.publicText = tr("Forces meet in %1: Table 2 gives %2 (DBA campaign, Table 2)%3")
                                .arg(defender.location, battleType,
                                     notes.isEmpty() ? QString() : u". "_s + notes.join(u"; "_s));
    commit(change);
    return onTable;
}

void DbaUmpire::recordContact(const QList<DbaArmy *> &forces, const QString &with, const QJsonArray &roles,
                              const QString &battleType, bool onBeaches, DbaArmies::Change &change)
{
    // The contact is recorded on every force in it, so the battle that follows reads its type (Table 3's
    // modifier) whichever force fights, and none of them stood through the move unopposed.
    const int turn = CampaignReader(m_campaign.database()).clock().turn;
    for (DbaArmy *self : forces) {
        QString what;
        for (const QJsonValue &r : roles)
            if (r.toObject().value(u"army"_s).toString() == self->name)
                what = r.toObject().value(u"role"_s).toString();
        QJsonObject contact{{u"with"_s, with},
                            {u"turn"_s, turn},
                            {u"move"_s, currentMove()},
                            {u"battle_type"_s, battleType},
                            {u"beaches"_s, onBeaches}};
        if (!what.isEmpty() && roles.size() > 1)
            contact.insert(u"role"_s, what);
        self->attributes.insert(u"contact"_s, contact);
        change.armies << *self;
    }
}

} // namespace Reeve
