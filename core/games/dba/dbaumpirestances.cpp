// Standing orders (DbaUmpire, continued): fleets beached or standing out to sea and the storms that
// strike the latter, "wait & defend" orders and the advance they make when a neighbouring province of
// their nation is invaded (DBA campaign, STRATEGIC MOVEMENT; Sea Movement; Storms).
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

} // namespace

QString DbaUmpire::secretText()
{
    return tr("The umpire adjudicates a secret order, known to its nation and the umpire (DBA campaign, "
              "SUMMARY)");
}

QStringList DbaUmpire::defendersOf(const QString &provinceId, const QString &invader)
{
    const QString owner = province(provinceId).value(u"owner"_s).toString();
    QStringList names;
    if (owner.isEmpty() || owner == invader)
        return names;
    for (const DbaArmy &a : m_armies.all()) {
        if (a.sideName != owner || !a.attributes.value(u"wait_defend"_s).toBool() || a.location == provinceId
            || a.attributes.contains(u"voyage"_s))
            continue;
        const QString border = province(a.location).value(u"borders"_s).toObject().value(provinceId).toString();
        if (border == u"open"_s || border == u"hill"_s) // not across a mountain or marsh border
            names << a.name;
    }
    return names;
}

QJsonObject DbaUmpire::fleetStance(const QJsonObject &step)
{
    // Each nation's orders say where its ships lie: drawn up on a beach, or riding at sea (DBA campaign, Sea Movement).
    DbaArmy fleet = m_armies.byName(step.value(u"fleet"_s).toString());
    requireAshore(fleet);
    if (fleet.type != u"fleet"_s)
        refuse(tr("%1 is an army; only fleets are beached or stand out to sea").arg(fleet.name));
    const QString stance = step.value(u"stance"_s).toString();
    if (stance != u"beached"_s && stance != u"standing-out"_s)
        throw Failure::badInput(tr("\"stance\" is beached or standing-out."));
    const bool beached = stance == u"beached"_s;
    if (beached && province(fleet.location).value(u"coastal"_s).toBool(true) == false)
        refuse(tr("%1 has no coast to beach the ships on").arg(fleet.location));
    m_workingSide = fleet.sideId;
    if (beached)
        fleet.attributes.insert(u"beached"_s, true);
    else
        fleet.attributes.remove(u"beached"_s);
    DbaArmies::Change change;
    change.armies << fleet;
    change.privateSide = fleet.sideId;
    change.privateText
            = beached ? tr("%1 is beached in %2: no storm can damage it and it cannot be attacked at "
                           "sea, but land forces can attack it (DBA campaign, Sea Movement)")
                                .arg(fleet.name, fleet.location)
                      : tr("%1 stands out to sea off %2, exposed to storms (DBA campaign, Sea Movement)")
                                .arg(fleet.name, fleet.location);
    change.publicText = secretText();
    commit(change);
    fate(step, tr("Carried out: %1 %2").arg(fleet.name, beached ? tr("beached") : tr("stands out to sea")));
    return {{u"fleet"_s, fleet.name}, {u"beached"_s, beached}};
}

QJsonObject DbaUmpire::standingStorm(const QJsonObject &step)
{
    // A fleet standing out to sea is exposed as at sea; a beached one takes no storm damage.
    DbaArmy fleet = m_armies.byName(step.value(u"fleet"_s).toString());
    requireAshore(fleet);
    if (fleet.type != u"fleet"_s)
        refuse(tr("%1 is an army; storms strike fleets").arg(fleet.name));
    if (fleet.attributes.value(u"beached"_s).toBool())
        refuse(tr("%1 is beached and takes no storm damage (DBA campaign, Sea Movement)").arg(fleet.name));
    m_workingSide = fleet.sideId;
    const int moves = step.value(u"moves"_s).toInt(1);
    QList<DbaArmy *> forces{&fleet};
    QStringList notes;
    const ProcedureResult storm = stormAtSea(step, forces, moves, step.value(u"dice"_s), fleet.sideId, notes);
    const bool caught = storm.outcome.value(u"caught"_s).toBool();
    DbaArmies::Change change;
    change.armies << fleet;
    if (fleet.elements.isEmpty())
        change.destroyed << fleet.unitId;
    change.privateSide = fleet.sideId;
    change.privateText = tr("%1, standing out to sea off %2 for %3 move(s): %4 (DBA campaign, Storms)")
                                 .arg(fleet.name, fleet.location)
                                 .arg(moves)
                                 .arg(caught ? notes.join(u"; "_s) : tr("no storm"));
    change.publicText = secretText();
    commit(change);
    return {{u"caught"_s, caught},
            {u"naval_lost"_s, storm.outcome.value(u"naval_lost"_s).toInt()},
            {u"excess_space"_s, storm.outcome.value(u"excess_space"_s).toDouble()},
            {u"elements"_s, int(fleet.elements.size())}};
}

QJsonObject DbaUmpire::waitDefend(const QJsonObject &step)
{
    // A written "wait & defend" order, kept on the army for the season's adjudication.
    DbaArmy army = m_armies.byName(step.value(u"army"_s).toString());
    if (army.type != u"army"_s)
        refuse(tr("%1 is a fleet; a wait & defend order is an army's").arg(army.name));
    m_workingSide = army.sideId;
    const bool cancel = step.value(u"cancel"_s).toBool();
    if (cancel)
        army.attributes.remove(u"wait_defend"_s);
    else
        army.attributes.insert(u"wait_defend"_s, true);
    DbaArmies::Change change;
    change.armies << army;
    change.privateSide = army.sideId;
    change.privateText
            = cancel ? tr("%1 no longer waits to defend").arg(army.name)
                     : tr("%1 waits in %2 to defend: it advances into an adjacent province of its nation "
                          "when that is invaded, not across a mountain or marsh border (DBA campaign, "
                          "STRATEGIC MOVEMENT)")
                               .arg(army.name, army.location);
    change.publicText = secretText();
    commit(change);
    return {{u"army"_s, army.name}, {u"wait_defend"_s, !cancel}};
}

QJsonObject DbaUmpire::defend(const QJsonObject &step)
{
    // The wait & defend order carried out: checked against the order and the map, then moved as a land move.
    const DbaArmy army = m_armies.byName(step.value(u"army"_s).toString());
    const QString to = step.value(u"to"_s).toString();
    requireAshore(army);
    if (!army.attributes.value(u"wait_defend"_s).toBool())
        refuse(tr("%1 has no wait & defend order (record it with wait-defend first)").arg(army.name));
    if (province(to).value(u"owner"_s).toString() != army.sideName)
        refuse(tr("%1 is not %2's: a wait & defend order advances only into a controlled province")
                       .arg(to, army.sideName));
    const QString border = borderFor(QJsonObject(), army.location, to);
    if (border.isEmpty())
        refuse(tr("%1 does not border %2 (borders as the umpire entered them)").arg(to, army.location));
    if (border == u"mountain"_s || border == u"marsh"_s)
        refuse(tr("the border from %1 to %2 is %3: a wait & defend order does not cross a mountain or marsh "
                  "border "
                  "(DBA campaign, STRATEGIC MOVEMENT)")
                       .arg(army.location, to, border));
    bool invaded = false;
    for (const DbaArmy &a : m_armies.all())
        invaded = invaded
                  || (a.location == to && !a.attributes.contains(u"voyage"_s) && hostileTo(a, army.sideName));
    if (!invaded)
        refuse(tr("%1 is not invaded: no hostile army stands in it, so the wait & defend order does not act")
                       .arg(to));
    QJsonObject moveStep{{u"army"_s, army.name}, {u"to"_s, to}};
    if (step.contains(u"order"_s))
        moveStep.insert(u"order"_s, step.value(u"order"_s));
    QJsonObject outcome = move(moveStep);
    outcome.insert(u"defending"_s, true);
    return outcome;
}

} // namespace Reeve
