// The sides of a battle (DbaUmpire, continued): the force a battle step names for each side, with the forces
// that linked up with it at the contact, and those Table 2 lets arrive during the battle (DBA campaign,
// SCOUTING AND CHOOSING YOUR BATTLEGROUND, Table 2 "Special Cases"). A side of several forces counts as one
// army for Table 3 (its points, its general) and for defeat (a third of all its EE); its losses are shared out
// among its forces, and each beaten force carries the defeat's consequences.
#include "dbaumpire.h"

#include <utility>

#include <QCoreApplication>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "games/dba/dbadefeat.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::DbaUmpire", text);
}

const QString SpecialRef = u"DBA campaign, Table 2 (Special Cases)"_s;
const QString LossesRef = u"DBA campaign, Calculating Troop Losses"_s;

/// The (force, element) pairs of \a lists in the order a side taken as one army gives them up: in turn from
/// each force, each in its own listed order.
QList<std::pair<int, int>> inTurn(const QList<QStringList> &lists)
{
    QList<std::pair<int, int>> order;
    for (int depth = 0, added = 1; added > 0; ++depth) {
        added = 0;
        for (int f = 0; f < lists.size(); ++f)
            if (depth < lists.at(f).size()) {
                order.append({f, depth});
                ++added;
            }
    }
    return order;
}

bool sameContact(const QJsonObject &a, const QJsonObject &b)
{
    return a.value(u"with"_s) == b.value(u"with"_s) && a.value(u"move"_s) == b.value(u"move"_s)
           && a.value(u"battle_type"_s) == b.value(u"battle_type"_s);
}

} // namespace

QStringList DbaUmpire::BattleSide::names() const
{
    QStringList all;
    for (const DbaArmy &a : forces)
        all << a.name;
    return all;
}

QStringList DbaUmpire::BattleSide::elementsBefore() const
{
    QStringList all;
    for (const QStringList &e : before)
        all << e;
    return all;
}

QStringList DbaUmpire::BattleSide::elementsNow() const
{
    QStringList all;
    for (const DbaArmy &a : forces)
        all << a.elements;
    return all;
}

bool DbaUmpire::BattleSide::hasGeneral() const
{
    for (const DbaArmy &a : forces)
        if (a.hasGeneral())
            return true;
    return false;
}

QString DbaUmpire::BattleSide::title() const
{
    return forces.size() == 1 ? forces.first().name
                              : tr("%1 with %2").arg(forces.first().name, names().mid(1).join(u", "_s));
}

QList<DbaArmy> DbaUmpire::contactGroup(const DbaArmy &named)
{
    // The forces that came into the named force's contact with it: the same enemy, move and Table 2 letter.
    const int turn = CampaignReader(m_campaign.database()).clock().turn;
    const QJsonObject mine = named.attributes.value(u"contact"_s).toObject();
    QList<DbaArmy> group;
    if (mine.value(u"turn"_s).toInt() != turn || !mine.contains(u"role"_s))
        return group;
    for (const DbaArmy &a : m_armies.all()) {
        const QJsonObject c = a.attributes.value(u"contact"_s).toObject();
        if (a.unitId != named.unitId && a.location == named.location && c.value(u"turn"_s).toInt() == turn
            && c.contains(u"role"_s) && sameContact(c, mine) && !a.elements.isEmpty())
            group << a;
    }
    return group;
}

DbaUmpire::BattleSide DbaUmpire::battleSide(const DbaArmy &named, const QString &arrivals,
                                            const QStringList &arrived, QStringList &notes, bool sally)
{
    BattleSide side;
    side.forces << named;
    side.before << named.elements;
    const QJsonObject mine = named.attributes.value(u"contact"_s).toObject();
    const QList<DbaArmy> group = contactGroup(named);
    const QString role = mine.value(u"role"_s).toString();
    const QString type = mine.value(u"battle_type"_s).toString();
    if (role == u"arrives"_s || role == u"absent"_s) {
        QStringList onTable;
        for (const DbaArmy &a : group)
            if (a.attributes.value(u"contact"_s).toObject().value(u"role"_s).toString() == u"on_table"_s)
                onTable << a.name;
        refuse(tr("%1 was not on the table when the forces met (Table 2 gave %2, and %3 was): name that "
                  "force for its side, and the others join it as the table allows (%4)")
                       .arg(named.name, type, onTable.join(u", "_s), SpecialRef));
    }
    QStringList joined, waiting;
    for (const DbaArmy &a : group) {
        const QString r = a.attributes.value(u"contact"_s).toObject().value(u"role"_s).toString();
        const bool comes = r == u"arrives"_s && (arrivals == u"all"_s || arrived.contains(a.name));
        if (r == u"sally"_s) { // the besieged garrison's choice (Table 2, Special Cases: "can foray out")
            notes << (sally ? tr("%1 sallies out of the town and joins the battle (%2)")
                            : tr("%1 may sally out of the town but stays inside (%2)"))
                             .arg(a.name, SpecialRef);
            if (!sally)
                continue;
        }
        if (r == u"linked"_s || r == u"on_table"_s || r == u"sally"_s || comes) {
            side.forces << a;
            side.before << a.elements;
            joined << a.name;
        } else if (r == u"arrives"_s) {
            waiting << a.name;
        }
    }
    if (!joined.isEmpty())
        notes << tr("%1 fights as one side with %2, as Table 2 gave %3 at the contact (%4)")
                         .arg(named.name, joined.join(u", "_s), type, SpecialRef);
    if (!waiting.isEmpty())
        notes << (arrivals != u"table"_s ? tr(
                          "%1 might arrive during the battle but takes no part: an abstract battle is one "
                          "roll, with no later round to arrive in (the literal reading; the other counts "
                          "them in; %2)")
                                         : tr("%1 did not arrive during the battle (%2)"))
                         .arg(waiting.join(u", "_s), SpecialRef);
    return side;
}

void DbaUmpire::requireSally(const QJsonObject &step, const DbaArmy &attacker, const DbaArmy &defender)
{
    if (!step.value(u"sally"_s).toBool())
        return;
    for (const DbaArmy *named : {&attacker, &defender})
        for (const DbaArmy &a : contactGroup(*named))
            if (a.attributes.value(u"contact"_s).toObject().value(u"role"_s).toString() == u"sally"_s)
                return;
    refuse(tr("no garrison can sally out into this battle: a besieged garrison with a general may join the "
              "relief force's battle when Table 2 gave C, D, E, L or N at the relief's contact (%1)")
                   .arg(SpecialRef));
}

int DbaUmpire::sideLosses(BattleSide &side, int pct, const QString &reading, QJsonObject &lost,
                          QStringList &notes)
{
    // One force: its losses as ever. Several: "combined" (the literal reading: the side is one army, its
    // percentage of all its points rounded up once to whole elements, given up in turn from each force in its
    // own listed order, the named force first) or "each" (every force loses the percentage of its own points,
    // each rounded up on its own).
    int total = 0;
    if (side.forces.size() > 1 && reading == u"each"_s && pct > 0)
        notes << tr("each force of %1 loses %2% of its own points, rounded up on its own (the other reading "
                    "of "
                    "a side of several forces; %3)")
                         .arg(side.title())
                         .arg(pct)
                         .arg(LossesRef);
    if (side.forces.size() == 1 || reading == u"each"_s || pct <= 0) {
        for (DbaArmy &a : side.forces) {
            const QStringList before = a.elements;
            total += applyLosses(a, {pct}, notes);
            lost.insert(a.name, QJsonArray::fromStringList(before.mid(0, before.size() - a.elements.size())));
        }
        return total;
    }
    QList<QStringList> lists;
    for (const DbaArmy &a : std::as_const(side.forces))
        lists << a.elements;
    const QList<std::pair<int, int>> order = inTurn(lists); // (force, element) in the order given up
    QJsonArray values;
    for (const auto &[f, e] : order)
        values.append(m_armies.elementPoints(side.forces.at(f).elements.at(e)));
    m_workingFor = side.title();
    const ProcedureResult r = resolve(u"dba.losses"_s,
                                      {{u"percentages"_s, QJsonArray{pct}}, {u"elements"_s, values}}, {});
    total = qMin(int(order.size()), r.outcome.value(u"elements_lost"_s).toInt());
    QList<QStringList> gone(side.forces.size());
    for (int i = 0; i < total; ++i)
        gone[order.at(i).first] << side.forces.at(order.at(i).first).elements.at(order.at(i).second);
    QStringList said;
    for (int f = 0; f < side.forces.size(); ++f) {
        DbaArmy &a = side.forces[f];
        a.elements = a.elements.mid(gone.at(f).size());
        lost.insert(a.name, QJsonArray::fromStringList(gone.at(f)));
        said << tr("%1 %2").arg(a.name, gone.at(f).isEmpty() ? tr("none") : gone.at(f).join(u", "_s));
    }
    notes << tr("%1 lose %2% of their points together, rounded up once to %3 element(s) given up in turn "
                "from "
                "each force in its listed order: %4 (the side as one army, the literal reading; %5)")
                     .arg(side.title())
                     .arg(pct)
                     .arg(total)
                     .arg(said.join(u"; "_s), LossesRef);
    return total;
}

QList<int> DbaUmpire::sideShares(const BattleSide &side, int pct)
{
    // The side's loss in hundredths of a point (pct x points), borne element by element in the combined
    // order: each element takes up to its own points until the loss is used up. The force whose element
    // takes the last part holds the side's one rounding up; the shares add up to the whole loss.
    QList<int> shares(side.before.size(), 0);
    int left = 0;
    for (const QStringList &elements : side.before)
        for (const QString &code : elements)
            left += pct * m_armies.elementPoints(code);
    for (const auto &[f, e] : inTurn(side.before)) {
        const int bears = qMin(left, 100 * m_armies.elementPoints(side.before.at(f).at(e)));
        shares[f] += bears;
        left -= bears;
    }
    return shares;
}

void DbaUmpire::recordDefeat(BattleSide &attackers, BattleSide &defenders, const QString &defeated)
{
    // Every force of both sides fought; every force of the beaten side is beaten (a retreat, harrying).
    const int turn = CampaignReader(m_campaign.database()).clock().turn;
    for (BattleSide *side : {&attackers, &defenders})
        for (DbaArmy &a : side->forces) {
            a.attributes.insert(u"battle_turn"_s, turn);
            a.attributes.remove(u"defeated_turn"_s);
            if ((side == &attackers && defeated == u"attacker"_s)
                || (side == &defenders && defeated == u"defender"_s))
                a.attributes.insert(u"defeated_turn"_s, turn);
        }
}

QString DbaUmpire::decideBattle(BattleSide &attackers, BattleSide &defenders, bool seize, QJsonObject &defeat,
                                QStringList &notes)
{
    // Defeat is a third of the EE lost, after the losses are whole elements (DbaDefeat); a side of several
    // forces is judged on all their EE together.
    const DbaDefeat::Judgement j = DbaDefeat::judge(attackers.elementsBefore(), attackers.elementsNow(),
                                                    defenders.elementsBefore(), defenders.elementsNow());
    notes << j.text;
    defeat = j.toJson();
    if (attackers.forces.size() > 1 || defenders.forces.size() > 1)
        defeat.insert(u"sides"_s, QJsonObject{{u"attacker"_s, QJsonArray::fromStringList(attackers.names())},
                                              {u"defender"_s, QJsonArray::fromStringList(defenders.names())}});
    recordDefeat(attackers, defenders, j.defeated);
    if (j.defeated.isEmpty())
        return {};
    BattleSide &won = j.defeated == u"defender"_s ? attackers : defenders;
    BattleSide &beaten = j.defeated == u"defender"_s ? defenders : attackers;
    // Each beaten force's baggage, and the treasure in it, goes to the winner (DBA campaign, The Treasury):
    // to the force the step names for the winning side.
    if (seize)
        for (DbaArmy &loser : beaten.forces)
            seizeCarried(loser, won.forces.first(),
                         tr("in the battle in %1").arg(won.forces.first().location));
    return won.forces.first().sideName;
}

} // namespace Reeve
