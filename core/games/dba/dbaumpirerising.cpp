// Armies the umpire raises for nobody's player: a rebellion breaking out at the start of a season (DBA
// campaign, OF KINGS AND THINGS, Inciting Rebellion), where the province goes independent, its town is
// besieged or its field forces fight the rebels at once; and an attacked neutral province's army
// (PROVINCES) (DbaUmpire, continued).
#include "dbaumpire.h"

#include <QCoreApplication>
#include <QJsonArray>

#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "campaign/campaignreader.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::DbaUmpire", text);
}

const QString RebelRef = u"DBA campaign, OF KINGS AND THINGS (Inciting Rebellion)"_s;
/// The owner of independent provinces (as breaking vassalage writes it) and the side rebel armies march for.
const QString Independent = u"Independent"_s;

} // namespace

qint64 DbaUmpire::rebelSide()
{
    return neutralSide(Independent);
}

qint64 DbaUmpire::neutralSide(const QString &name)
{
    CampaignReader reader(m_campaign.database());
    for (const Side &s : reader.sides())
        if (s.name == name)
            return s.id;
    CampaignEditor editor(m_campaign);
    m_seqs.append(editor.addSide(name));
    const qint64 id = CampaignReader(m_campaign.database()).sideByName(name).id;
    m_seqs.append(editor.setNeutral(id, true)); // nobody plays it: the umpire moves its army
    return id;
}

QJsonObject DbaUmpire::neutralArmy(const QJsonObject &step)
{
    const QString ref = u"DBA campaign, PROVINCES"_s;
    const Location where = CampaignReader(m_campaign.database()).location(step.value(u"province"_s).toString());
    const QString owner = where.attributes.value(u"owner"_s).toString();
    for (const Side &s : CampaignReader(m_campaign.database()).sides())
        if (s.name == owner && !s.attributes.value(u"neutral"_s).toBool())
            throw Failure::badInput(tr("%1 belongs to %2, a nation in play: its own armies defend it (%3).").arg(where.id, owner, ref));
    m_workingFor = where.id;
    const qint64 allowed = resolve(u"dba.neutral-defence"_s,
                                   {{u"revenue"_s, where.attributes.value(u"revenue"_s).toVariant().toInt()}}, {})
                               .outcome.value(u"points"_s)
                               .toInteger();
    qint64 points = 0;
    for (const QJsonValue &v : step.value(u"elements"_s).toArray())
        points += m_armies.elementPoints(v.toString());
    if (points == 0)
        throw Failure::badInput(tr("List the neutral army's elements (\"elements\"), worth up to %1 points (%2).").arg(allowed).arg(ref));
    if (points > allowed)
        throw Failure::badInput(tr("Those elements are worth %1 points; %2 fields %3 at most (four times its revenue; %4).")
                                    .arg(points)
                                    .arg(where.id)
                                    .arg(allowed)
                                    .arg(ref));
    neutralSide(owner.isEmpty() ? Independent : owner);
    const QString name = step.value(u"name"_s).toString(tr("Army of %1").arg(where.id));
    army(QJsonObject{{u"side"_s, owner.isEmpty() ? Independent : owner}, {u"name"_s, name}, {u"at"_s, where.id},
                     {u"elements"_s, step.value(u"elements"_s)}, {u"general"_s, step.value(u"general"_s)}});
    return {{u"name"_s, name}, {u"points"_s, points}, {u"allowed_points"_s, allowed}};
}

namespace {

/// The rebels' elements the step lists, checked; throws, saying what the umpire must give, when there are none.
QJsonArray rebelElements(const QJsonObject &step, const QString &provinceId, qint64 money)
{
    const QJsonArray elements = step.value(u"rebels"_s).toArray();
    if (elements.isEmpty())
        throw Failure::badInput(tr("The rebels of %1 meet the holder's forces: list their elements (\"rebels\"). The text "
                                   "gives them the money paid beyond the price (£%2 here) but no starting force, so the "
                                   "umpire sets it (%3).")
                                    .arg(provinceId)
                                    .arg(money)
                                    .arg(RebelRef));
    for (const QJsonValue &v : elements)
        DbaArmy::parseElement(v.toString());
    return elements;
}

} // namespace

QString DbaUmpire::raiseRebels(const QJsonObject &step, const QString &provinceId, qint64 money)
{
    const QJsonArray elements = rebelElements(step, provinceId, money);
    const QString name = step.value(u"name"_s).toString(tr("Rebels of %1").arg(provinceId));
    army(QJsonObject{{u"side"_s, Independent}, {u"name"_s, name}, {u"at"_s, provinceId}, {u"elements"_s, elements},
                     {u"general"_s, step.value(u"general"_s).toString(tr("the rebel leader"))}});
    return name;
}

namespace {

/// Takes the incitements of \a attributes paid before \a turn off the province; returns the money they left
/// for the rebels. Throws when none is ripe and the umpire did not force the rising.
qint64 takeRipeIncitements(QJsonObject &attributes, const QString &id, int turn, bool force)
{
    QJsonArray due, later;
    qint64 money = 0;
    for (const QJsonValue &v : attributes.value(u"incited"_s).toArray()) {
        const bool ripe = v.toObject().value(u"turn"_s).toInt() < turn;
        (ripe ? due : later).append(v);
        money += ripe ? v.toObject().value(u"rebel_money"_s).toInteger() : 0;
    }
    if (due.isEmpty() && !force)
        throw Failure::badInput(tr("No rebellion incited in %1 in an earlier season is waiting to rise: an incite step "
                                   "records one, and it breaks out at the start of the next season (give \"force\": "
                                   "true for a rising the umpire rules on; %2).")
                                    .arg(id, RebelRef));
    if (later.isEmpty())
        attributes.remove(u"incited"_s);
    else
        attributes.insert(u"incited"_s, later);
    return money;
}

} // namespace

QJsonObject DbaUmpire::rising(const QJsonObject &step)
{
    CampaignReader reader(m_campaign.database());
    const QString id = reader.location(step.value(u"province"_s).toString()).id;
    QJsonObject attributes = province(id);
    const QString owner = attributes.value(u"owner"_s).toString();
    if (id == u"Ile de France"_s && owner == u"France"_s)
        throw Failure::badInput(tr("The Ile de France does not rise against the French king (%1).").arg(RebelRef));
    const int turn = reader.clock().turn;
    const qint64 money = takeRipeIncitements(attributes, id, turn, step.value(u"force"_s).toBool());
    QList<DbaArmy> field, garrison, beached;
    for (const DbaArmy &a : m_armies.all()) {
        if (a.location == id && a.sideName == owner && !a.attributes.value(u"dispersed"_s).toBool())
            (a.type == u"fleet"_s ? beached : a.inTown ? garrison : field) << a;
    }
    const bool nipped = step.value(u"nipped"_s).toBool();
    if (!nipped && (!field.isEmpty() || !garrison.isEmpty()))
        rebelElements(step, id, money); // checked before anything is written
    DbaArmies::Change change;
    change.provinces.append({id, attributes});
    QJsonObject outcome{{u"rebel_money"_s, money}};
    if (nipped) {
        // The text lets the holder's army or garrison, above all a general passing through, stop it: the umpire's call.
        change.publicText = tr("Unrest in %1 comes to nothing (%2)").arg(id, RebelRef);
        commit(change);
        outcome.insert(u"result"_s, u"nipped"_s);
        return outcome;
    }
    rebelSide();
    if (!field.isEmpty()) {
        commit(change);
        return risingInTheField(step, id, field.first(), money, outcome);
    }
    if (!garrison.isEmpty()) {
        const QString rebels = raiseRebels(step, id, money);
        change.publicText = tr("%1 rises against %2; the rebels (%3) besiege the town (siege steps follow; %4)")
                                .arg(id, owner, rebels, RebelRef);
        commit(change);
        outcome.insert(u"result"_s, u"besieging"_s);
        outcome.insert(u"rebels"_s, rebels);
        return outcome;
    }
    // Nothing of the holder's there but beached ships (and supply with them): the rebels take it all.
    attributes.insert(u"home"_s, attributes.value(u"home"_s).toString(owner));
    attributes.insert(u"owner"_s, Independent);
    attributes.insert(u"taken_turn"_s, turn);
    change.provinces = {{id, attributes}};
    QStringList taken, lost;
    destroyDispersed(id, CampaignReader(m_campaign.database()).sideByName(owner).id, change, lost);
    for (const DbaArmy &a : std::as_const(beached)) {
        change.destroyed << a.unitId;
        change.armies << a;
        taken << a.name;
    }
    change.publicText = tr("%1 rises against %2 and becomes independent%3%4 (%5)")
                            .arg(id, owner,
                                 taken.isEmpty() ? QString() : tr("; the rebels take %1").arg(taken.join(u", "_s)),
                                 lost.isEmpty() ? QString() : u"; "_s + lost.join(u"; "_s), RebelRef);
    commit(change);
    outcome.insert(u"result"_s, u"independent"_s);
    return outcome;
}

QJsonObject DbaUmpire::risingInTheField(const QJsonObject &step, const QString &id, const DbaArmy &defender,
                                        qint64 money, QJsonObject outcome)
{
    // Forces in the field fight the rebels at once; the rebellion lives only if it wins.
    const QString owner = defender.sideName;
    const QString rebels = raiseRebels(step, id, money);
    QJsonObject fight{{u"attacker"_s, rebels}, {u"defender"_s, defender.name}};
    for (const QString &key : {u"dice"_s, u"modifier"_s, u"battle_type"_s})
        if (step.contains(key))
            fight.insert(key, step.value(key));
    const QJsonObject b = battle(fight);
    const bool won = b.value(u"winner"_s).toString() == Independent;
    outcome.insert(u"battle"_s, b);
    outcome.insert(u"result"_s, won ? u"independent"_s : u"crushed"_s);
    DbaArmies::Change after;
    if (won) {
        QJsonObject now = province(id);
        now.insert(u"home"_s, now.value(u"home"_s).toString(owner));
        now.insert(u"owner"_s, Independent);
        now.insert(u"taken_turn"_s, CampaignReader(m_campaign.database()).clock().turn);
        after.provinces.append({id, now});
        QStringList lost;
        destroyDispersed(id, defender.sideId, after, lost);
        after.publicText = tr("%1 wins its rising against %2 and is independent; any of %2's beaten troops of the "
                              "rebels' nation go over to them (the umpire moves them with an army step; %3)%4")
                               .arg(id, owner, RebelRef, lost.isEmpty() ? QString() : u". "_s + lost.join(u"; "_s));
    } else {
        for (const DbaArmy &a : m_armies.all())
            if (a.name == rebels)
                after.destroyed << a.unitId;
        after.publicText = tr("The rising in %1 is crushed and the rebels disperse (%2)").arg(id, RebelRef);
    }
    commit(after);
    return outcome;
}

} // namespace Reeve
