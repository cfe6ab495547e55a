// The umpire's further steps: who moves first, naval contact, assaults, table battles
// entered from the figures, raising troops and buying supply (DbaUmpire, continued).
#include "dbaumpire.h"

#include <algorithm>

#include <QCoreApplication>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "games/dba/dbatreasury.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::DbaUmpire", text);
}

QJsonValue die(const QJsonArray &faces, int index)
{
    return index < faces.size() ? QJsonValue(QJsonArray{faces.at(index)}) : QJsonValue();
}

} // namespace

QJsonObject DbaUmpire::moveOrder(const QJsonObject &step)
{
    const QJsonArray nations = step.value(u"nations"_s).toArray();
    if (nations.size() < 2)
        throw Failure::badInput(tr("List at least two nations whose order of moving matters (\"nations\")."));
    const ProcedureResult r = resolve(u"dba.move-order"_s, {{u"nations"_s, int(nations.size())}},
                                      step.value(u"dice"_s));
    QJsonArray order;
    QStringList names;
    for (const QJsonValue &i : r.outcome.value(u"order"_s).toArray()) {
        order.append(nations.at(i.toInt() - 1));
        names << nations.at(i.toInt() - 1).toString();
    }
    // The procedure numbers the nations as listed; the log names them.
    DbaArmies::Change named;
    named.publicText
            = r.outcome.value(u"tied"_s).toBool()
                      ? tr("Order of moving: %1 tie for first and roll again (DBA campaign, STRATEGIC "
                           "MOVEMENT)")
                                .arg(names.join(u", "_s))
                      : tr("Order of moving: %1 (DBA campaign, STRATEGIC MOVEMENT)").arg(names.join(u", "_s));
    commit(named);
    return {{u"order"_s, order}, {u"tied"_s, r.outcome.value(u"tied"_s)}};
}

QJsonObject DbaUmpire::navalContact(const QJsonObject &step)
{
    int naval = 0;
    QStringList names;
    for (const QJsonValue &v : step.value(u"fleets"_s).toArray()) {
        const DbaArmy fleet = m_armies.byName(v.toString());
        if (fleet.type != u"fleet"_s)
            refuse(tr("%1 is an army: naval contact is rolled between fleets at sea (DBA campaign, Sea "
                      "Movement)")
                           .arg(fleet.name));
        if (fleet.attributes.value(u"beached"_s).toBool())
            refuse(tr("%1 is beached and cannot be attacked at sea (DBA campaign, Sea Movement)")
                           .arg(fleet.name));
        naval += fleet.count(u"naval"_s);
        names << fleet.name;
    }
    if (names.size() < 2)
        throw Failure::badInput(tr("Name the two fleets that may meet (\"fleets\")."));
    const ProcedureResult r = resolve(u"dba.naval-contact"_s,
                                      {{u"naval_elements"_s, qMax(1, naval)},
                                       {u"deep_sea"_s, step.value(u"deep_sea"_s).toBool()}},
                                      step.value(u"dice"_s));
    fate(step, r.outcome.value(u"contact"_s).toBool()
                       ? tr("The fleets %1 met").arg(names.join(u" and "_s))
                       : tr("The fleets %1 did not meet").arg(names.join(u" and "_s)));
    return r.outcome;
}

QJsonObject DbaUmpire::assault(const QJsonObject &step)
{
    DbaArmy attacker = m_armies.byName(step.value(u"attacker"_s).toString());
    requireAshore(attacker);
    if (step.value(u"garrison"_s).toString().isEmpty())
        return emptyTownAssault(step, attacker);
    DbaArmy garrison = m_armies.byName(step.value(u"garrison"_s).toString());
    if (attacker.location != garrison.location)
        throw Failure::badInput(
                tr("%1 must be in %2 to assault %3.").arg(attacker.name, garrison.location, garrison.name));
    const QJsonValue dice = step.value(u"dice"_s);
    const QJsonArray faces = dice.toArray();
    QStringList notes;
    QJsonArray rounds;
    int wins = 0;
    bool repulsed = false;
    for (int round = 0; round < 20 && !garrison.elements.isEmpty() && !attacker.elements.isEmpty(); ++round) {
        if (dice.isArray() && round >= faces.size() && !faces.isEmpty())
            break; // the entered dice ran out: the assault goes on with the next die the umpire enters
        const ProcedureResult r = resolve(u"dba.assault"_s,
                                          {{u"attacker_points"_s, m_armies.total(attacker)},
                                           {u"defender_points"_s,
                                            m_armies.total(garrison) + step.value(u"town_bonus"_s).toInt()},
                                           {u"attacker_general"_s, attacker.hasGeneral()},
                                           {u"defender_general"_s, garrison.hasGeneral()},
                                           {u"modifier"_s, step.value(u"modifier"_s).toInt()},
                                           {u"fortified"_s, step.value(u"fortified"_s).toBool()},
                                           {u"wins_so_far"_s, wins}},
                                          dice.isArray() ? die(faces, round) : QJsonValue());
        const QString annihilated = r.outcome.value(u"annihilated"_s).toString();
        applyLosses(attacker,
                    {annihilated == u"attacker"_s ? 100
                                                  : r.outcome.value(u"attacker_casualties_pct"_s).toInt()},
                    notes);
        applyLosses(garrison,
                    {annihilated == u"defender"_s ? 100
                                                  : r.outcome.value(u"defender_casualties_pct"_s).toInt()},
                    notes);
        rounds.append(r.outcome);
        if (!r.outcome.value(u"roll_again"_s).toBool()) {
            repulsed = !garrison.elements.isEmpty();
            break;
        }
        wins = r.outcome.value(u"next_wins_so_far"_s).toInt();
    }
    // Entered dice are used whole or refused, never dropped (docs/ARCHITECTURE.md, "Strict input"): one die a
    // round, and the rounds stop when the attackers are repulsed or the garrison is gone.
    if (dice.isArray() && faces.size() > rounds.size())
        refuse(tr("the assault ended in this move after %1 round(s), so %2 of the %3 dice entered are not "
                  "needed: enter one die per round rolled (DBA campaign, Assaults)")
                       .arg(rounds.size())
                       .arg(faces.size() - rounds.size())
                       .arg(faces.size()));
    const bool taken = garrison.elements.isEmpty();
    DbaArmies::Change change;
    if (taken) {
        change.destroyed << garrison.unitId;
        QJsonObject town = province(garrison.location);
        if (!town.contains(u"home"_s))
            town.insert(u"home"_s, town.value(u"owner"_s));
        town.insert(u"owner"_s, attacker.sideName);
        town.insert(u"taken_turn"_s, CampaignReader(m_campaign.database()).clock().turn);
        seizeTown(garrison.location, town, attacker, &garrison);
        change.provinces.append({garrison.location, town});
        destroyDispersed(garrison.location, garrison.sideId, change, notes);
    }
    change.armies << attacker << garrison;
    if (attacker.elements.isEmpty())
        change.destroyed << attacker.unitId;
    change.publicText = tr("Assault on %1 by %2 (DBA campaign, Assaults), %3 round(s): %4. %5")
                                .arg(garrison.location, attacker.name)
                                .arg(rounds.size())
                                .arg(taken      ? tr("the town is taken")
                                     : repulsed ? tr("repulsed this move")
                                                : tr("not yet decided"),
                                     notes.join(u"; "_s));
    commit(change);
    postSeizures();
    fate(step,
         taken      ? tr("Assault on %1: the town was taken").arg(garrison.location)
         : repulsed ? tr("Assault on %1: repulsed").arg(garrison.location)
                    : tr("Assault on %1: not yet decided").arg(garrison.location),
         true);
    return {{u"rounds"_s, rounds}, {u"taken"_s, taken}, {u"repulsed"_s, repulsed}};
}

QJsonObject DbaUmpire::tableBattle(const QJsonObject &step)
{
    DbaArmy attacker = m_armies.byName(step.value(u"attacker"_s).toString());
    DbaArmy defender = m_armies.byName(step.value(u"defender"_s).toString());
    const QString entered = step.value(u"winner"_s).toString();
    if (entered != attacker.sideName && entered != defender.sideName && !entered.isEmpty())
        throw Failure::badInput(tr("The winner is %1 or %2 (or empty for neither).")
                                        .arg(attacker.sideName, defender.sideName));
    // The forces that linked up at the contact fight on each side; those that arrived on the table during the
    // battle are the umpire's to list (Table 2, Special Cases).
    QStringList arrived, notes;
    for (const QJsonValue &v : step.value(u"arrived"_s).toArray())
        arrived << v.toString();
    const bool several = !contactGroup(attacker).isEmpty() || !contactGroup(defender).isEmpty();
    if (!several && !arrived.isEmpty())
        refuse(tr("no force could arrive during this battle: the contact between %1 and %2 brought in no "
                  "other "
                  "forces (DBA campaign, Table 2, Special Cases)")
                       .arg(attacker.name, defender.name));
    requireSally(step, attacker, defender);
    const bool sally = step.value(u"sally"_s).toBool();
    BattleSide attackers = battleSide(attacker, u"table"_s, arrived, notes, sally);
    BattleSide defenders = battleSide(defender, u"table"_s, arrived, notes, sally);
    for (const QString &name : std::as_const(arrived)) {
        const QString role
                = m_armies.byName(name).attributes.value(u"contact"_s).toObject().value(u"role"_s).toString();
        if (role != u"arrives"_s || (!attackers.names().contains(name) && !defenders.names().contains(name)))
            refuse(tr("%1 could not arrive during the battle beside %2 or %3: only a force Table 2 lets "
                      "arrive "
                      "in their contact can (DBA campaign, Table 2, Special Cases)")
                           .arg(name, attacker.name, defender.name));
    }
    QJsonObject lost;
    removeSideElements(attackers, step.value(u"attacker_lost"_s).toArray(), lost);
    removeSideElements(defenders, step.value(u"defender_lost"_s).toArray(), lost);
    QJsonObject defeat;
    const QString winner = decideBattle(attackers, defenders, step.value(u"treasure_taken"_s).toBool(true),
                                        defeat, notes);
    if (step.contains(u"winner"_s) && entered != winner)
        refuse(tr("the losses entered decide the battle otherwise: %1")
                       .arg(defeat.value(u"defeat_working"_s).toString()));
    for (auto [army, key] : {std::pair{&attackers.forces.first(), u"attacker_general_killed"_s},
                             std::pair{&defenders.forces.first(), u"defender_general_killed"_s}})
        if (step.value(key).toBool() && army->hasGeneral()) {
            notes << tr("%1 is killed").arg(army->general);
            army->general.clear();
            army->ruler = false;
        }
    const QJsonObject lifted = commitBattle(
            attackers, defenders,
            tr("Table battle in %1 fought with DBA figures, %2 against %3: %4; %5 and %6 element(s) lost. %7")
                    .arg(attacker.location, attackers.title(), defenders.title(),
                         winner.isEmpty() ? tr("neither side wins") : tr("%1 wins").arg(winner))
                    .arg(step.value(u"attacker_lost"_s).toArray().size())
                    .arg(step.value(u"defender_lost"_s).toArray().size())
                    .arg(notes.join(u"; "_s)));
    fate(step, tr("Table battle: %1").arg(winner.isEmpty() ? tr("drawn") : tr("%1 won").arg(winner)), true);
    QJsonObject outcome{{u"winner"_s, winner},
                        {u"attacker_elements"_s, int(attackers.elementsNow().size())},
                        {u"defender_elements"_s, int(defenders.elementsNow().size())},
                        {u"defeat"_s, defeat}};
    if (several)
        outcome.insert(u"sides"_s, sidesOutcome(attackers, defenders, lost, {}));
    for (auto it = lifted.begin(); it != lifted.end(); ++it)
        outcome.insert(it.key(), it.value());
    return outcome;
}

void DbaUmpire::removeSideElements(BattleSide &side, const QJsonArray &codes, QJsonObject &lost)
{
    // "kn/f" is taken from the first force of the side that has one (the named force first); "Odo's army:
    // bw/o" from that force.
    for (const DbaArmy &f : side.forces) // every force of the side is listed, even with no loss
        if (!lost.contains(f.name))
            lost.insert(f.name, QJsonArray{});
    for (const QJsonValue &v : codes) {
        QString code = v.toString().trimmed();
        QString from;
        const qsizetype colon = code.lastIndexOf(u':');
        if (colon > 0) {
            from = code.left(colon).trimmed();
            code = code.mid(colon + 1).trimmed();
            if (!side.names().contains(from))
                refuse(tr("%1 is not on this side of the battle, which is %2").arg(from, side.title()));
        }
        code = code.toLower();
        DbaArmy *force = nullptr;
        for (DbaArmy &a : side.forces)
            if (!force && (from.isEmpty() || a.name == from) && a.elements.contains(code))
                force = &a;
        if (!force)
            throw Failure::badInput(tr("%1 has no %2 element to lose (it has %3).")
                                            .arg(from.isEmpty() ? side.title() : from, code,
                                                 side.elementsNow().join(u", "_s)));
        force->elements.removeAt(force->elements.indexOf(code));
        QJsonArray mine = lost.value(force->name).toArray();
        mine << code;
        lost.insert(force->name, mine);
    }
}

void DbaUmpire::checkRaiseLimits(const DbaArmy &army, int full, int half, int cost, const QJsonObject &raised,
                                 const QJsonObject &step)
{
    int provinces = 0, nowFull = 0, nowHalf = 0;
    for (const Location &l : CampaignReader(m_campaign.database()).locations())
        provinces += l.attributes.value(u"owner"_s).toString() == army.sideName ? 1 : 0;
    for (const DbaArmy &a : m_armies.all()) {
        if (a.sideId != army.sideId)
            continue;
        nowHalf += a.count(u"psiloi"_s) + a.count(u"hd"_s);
        nowFull += int(a.elements.size()) - a.count(u"naval"_s) - a.count(u"psiloi"_s) - a.count(u"hd"_s);
    }
    // Outside Spring the C-in-C and his treasury must be where the troops are raised: read from the board
    // when the treasury's places are kept, else the umpire's word ("cinc_and_treasury").
    DbaTreasury treasury(m_campaign);
    const bool spring = season() == u"spring"_s;
    bool presentBoth = step.value(u"cinc_and_treasury"_s).toBool();
    if (!spring && treasury.tracked(army.sideId)) {
        const QList<DbaArmy> all = m_armies.all();
        const bool ruler = std::any_of(all.cbegin(), all.cend(), [&](const DbaArmy &a) {
            return a.sideId == army.sideId && a.ruler && a.hasGeneral() && a.location == army.location;
        });
        presentBoth = ruler && treasury.presentIn(army.sideId, army.location) >= cost;
    }
    m_workingFor = army.sideName;
    const ProcedureResult limits
            = resolve(u"dba.raise-troops"_s,
                      {{u"provinces"_s, provinces},
                       {u"army_elements"_s, nowFull},
                       {u"army_half_elements"_s, nowHalf},
                       {u"raise_elements"_s, full},
                       {u"raise_half_elements"_s, half},
                       {u"raised_elements"_s, raised.value(u"elements"_s).toInt()},
                       {u"raised_half_elements"_s, raised.value(u"half_elements"_s).toInt()},
                       {u"raising_provinces"_s, step.value(u"raising_provinces"_s).toInt(1)},
                       {u"season"_s, season()},
                       {u"cinc_and_treasury"_s, presentBoth}},
                      {});
    if (!limits.outcome.value(u"allowed"_s).toBool()) {
        QStringList why;
        for (const ExplanationStep &e : limits.explanation)
            why << e.text;
        throw Failure::badInput(
                tr("Raising refused (DBA campaign, RAISING AN ARMY): %1").arg(why.join(u" "_s)));
    }
}

QJsonObject DbaUmpire::raise(const QJsonObject &step)
{
    DbaArmy army = m_armies.byName(step.value(u"army"_s).toString());
    m_workingSide = army.sideId;
    QStringList added;
    int cost = 0, full = 0, half = 0;
    for (const QJsonValue &v : step.value(u"elements"_s).toArray()) {
        const auto [type, grade] = DbaArmy::parseElement(v.toString());
        if (type == u"naval"_s)
            throw Failure::badInput(
                    tr("Naval elements are built, not raised with troops (dba.naval-elements)."));
        m_workingFor = v.toString();
        cost += resolve(u"dba.troop-cost"_s, {{u"type"_s, type}, {u"grade"_s, grade}}, {})
                        .outcome.value(u"cost"_s)
                        .toInt();
        (type == u"ps"_s || type == u"hd"_s ? half : full) += 1;
        added << u"%1/%2"_s.arg(type, grade);
    }
    if (added.isEmpty())
        throw Failure::badInput(tr("List the elements to raise (\"elements\")."));
    // One EE a year from each province (DBA campaign, RAISING AN ARMY): what the army's province gave this year.
    QJsonObject here = province(army.location);
    const int year = m_campaign.game().yearOf(CampaignReader(m_campaign.database()).clock().turn);
    QJsonObject raised = here.value(u"raised"_s).toObject();
    if (raised.value(u"year"_s).toInt() != year)
        raised = {{u"year"_s, year}, {u"elements"_s, 0}, {u"half_elements"_s, 0}};
    checkRaiseLimits(army, full, half, cost, raised, step);
    const bool spring = season() == u"spring"_s;
    DbaArmies::Change change;
    raised.insert(u"elements"_s, raised.value(u"elements"_s).toInt() + full);
    raised.insert(u"half_elements"_s, raised.value(u"half_elements"_s).toInt() + half);
    here.insert(u"raised"_s, raised);
    change.provinces.append({army.location, here});
    const QString paid = payFrom(army.sideId, cost, step, spring ? QString() : army.location, &army, change);
    paySecretly(army.sideId, cost, tr("Raised %1 for %2 (Table 1)").arg(added.join(u", "_s), army.name));
    army.elements += added;
    change.armies.prepend(army);
    change.publicText = secretText(); // a nation's spending and its forces' whereabouts are its own
    change.privateText = tr("%1 joins %2 for £%3").arg(added.join(u", "_s), army.name).arg(cost)
                         + (paid.isEmpty() ? QString() : u", "_s + paid);
    change.privateSide = army.sideId;
    commit(change);
    fate(step, tr("Carried out: raised %1 for £%2").arg(added.join(u", "_s)).arg(cost));
    return {{u"cost"_s, cost}, {u"elements"_s, int(army.elements.size())}};
}

QJsonObject DbaUmpire::buySupply(const QJsonObject &step)
{
    DbaArmy army = m_armies.byName(step.value(u"army"_s).toString());
    m_workingSide = army.sideId;
    const int units = step.value(u"units"_s).toInt();
    if (province(army.location).value(u"owner"_s).toString() != army.sideName)
        refuse(tr("supply units are created in a province %1 controls and moved from there; %2 is in %3 (DBA "
                  "campaign, SUPPLY)")
                       .arg(army.sideName, army.name, army.location));
    m_workingFor = army.name;
    const int cost = resolve(u"dba.supply-units"_s, {{u"units"_s, units}}, {}).outcome.value(u"cost"_s).toInt();
    DbaArmies::Change change;
    const QString paid = payFrom(army.sideId, cost, step, {}, &army, change);
    paySecretly(army.sideId, cost,
                tr("%1 supply unit(s) for %2 (DBA campaign, SUPPLY)").arg(units).arg(army.name));
    army.supply += units;
    change.armies.prepend(army);
    change.publicText = secretText();
    change.privateText = tr("%1 supply unit(s) for %2").arg(units).arg(army.name)
                         + (paid.isEmpty() ? QString() : u", "_s + paid);
    change.privateSide = army.sideId;
    commit(change);
    fate(step, tr("Carried out: %1 supply unit(s) for £%2").arg(units).arg(cost));
    return {{u"cost"_s, cost}, {u"supply"_s, army.supply}};
}

} // namespace Reeve
