// The strategic movement of Dark Age Britain's bands (the fragment's STRATEGIC MOVEMENT): entering
// a district, paying for pillage and settling, and going home. The checks are BritainMovement's;
// these write what the rule makes follow, each as part of its step's one action.
#include <QJsonArray>
#include <QJsonDocument>

#include "britaincommon.h"
#include "britainmovement.h"
#include "britainstate.h"
#include "britainwarleader.h"
#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "log/actionlog.h"
#include "log/actionwriter.h"
#include "util/failure.h"

namespace Reeve::Britain {

using namespace Qt::StringLiterals;

namespace {

QString jsonText(const QJsonObject &object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

} // namespace

QString BritainState::spend(ActionWriter &writer, const Unit &b, int cost, const QString &to, Unit *after)
{
    BritainMovement movement(m_campaign);
    const bool barbarian = BritainMovement::isBarbarian(movement.peopleOf(b));
    const bool goingHome = cost < 0;
    std::optional<int> points;
    try {
        points = movement.allowance(b);
    } catch (const Failure &) {
        if (!goingHome) // paying needs the allowance; going home does not
            throw;
    }
    QJsonObject a = b.attributes;
    const int moved = goingHome ? qMax(points.value_or(0), BritainMovement::spent(b))
                                : BritainMovement::spent(b) + cost;
    a.insert(u"moved"_s, moved);
    QString where = to.isEmpty() ? b.locationId : to;
    QString told;
    if (goingHome || (barbarian && points && moved >= *points && movement.spentGoHome())) {
        const QString home = movement.homeOf(b);
        if (!home.isEmpty() && home != where) {
            where = home;
            told = goingHome ? tr(" goes home to %1").arg(home)
                             : tr("; its movement spent, it goes home to %1").arg(home);
        }
    }
    writer.update(u"units"_s, {{u"id"_s, b.id}}, {{u"attributes"_s, jsonText(a)}, {u"location_id"_s, where}});
    if (after) {
        *after = b;
        after->attributes = a;
        after->locationId = where;
    }
    return told;
}

qint64 BritainState::moveBand(const QString &name, const QString &to, const QStringList &with)
{
    const Unit b = band(name);
    CampaignReader reader(m_campaign.database());
    const bool homeward = reader.location(to).kind == u"homeland"_s;
    ActionWriter writer(m_campaign.log());
    BritainMovement movement(m_campaign);
    QString text;
    Unit after;
    if (homeward) {
        spend(writer, b, -1, QString(), &after);
        text = tr("%1 goes home to %2").arg(b.name, after.locationId);
    } else {
        const int cost = movement.cost(u"enter"_s);
        const QString home = spend(writer, b, cost, to, &after);
        text = tr("%1 enters %2 (%3 of %4 movement spent)")
                       .arg(b.name, to)
                       .arg(BritainMovement::spent(b) + cost)
                       .arg(movement.allowance(b))
               + home;
    }
    QStringList army;
    for (const QString &n : with) {
        const Unit f = band(n);
        QJsonObject a = f.attributes;
        a.insert(u"moved"_s, after.attributes.value(u"moved"_s).toInt());
        a.insert(u"follows"_s, b.name);
        writer.update(u"units"_s, {{u"id"_s, f.id}},
                      {{u"attributes"_s, jsonText(a)}, {u"location_id"_s, after.locationId}});
        army << f.name;
    }
    if (!army.isEmpty())
        text += tr(", with %1 at its speed").arg(army.join(u", "_s));
    return writer.commit(u"britain.move"_s, tr("%1 (Britain, STRATEGIC MOVEMENT)").arg(text));
}

qint64 BritainState::spendMovement(const QStringList &names, const QString &action)
{
    const int cost = BritainMovement(m_campaign).cost(action);
    ActionWriter writer(m_campaign.log());
    QStringList parts;
    for (const QString &n : names) {
        const Unit b = band(n);
        const QString home = spend(writer, b, cost);
        parts << tr("%1 spends %2 on %3 (%4 spent)%5")
                         .arg(b.name)
                         .arg(cost)
                         .arg(action)
                         .arg(BritainMovement::spent(b) + cost)
                         .arg(home);
    }
    return writer.commit(u"britain.move"_s, tr("%1 (Britain, STRATEGIC MOVEMENT)").arg(parts.join(u"; "_s)));
}

qint64 BritainState::setNeighbours(const QString &name, const QStringList &neighbours)
{
    const Location d = district(name);
    QStringList wanted;
    for (const QString &n : neighbours) {
        const Location other = district(n);
        if (other.id == d.id)
            throw Failure::badInput(tr("%1 does not border itself.").arg(d.id));
        if (!wanted.contains(other.id))
            wanted << other.id;
    }
    ActionWriter writer(m_campaign.log());
    const auto write = [&](const Location &l, const QStringList &list) {
        QJsonObject a = l.attributes;
        a.insert(u"neighbours"_s, QJsonArray::fromStringList(list));
        writer.update(u"locations"_s, {{u"id"_s, l.id}}, {{u"attributes"_s, jsonText(a)}});
    };
    write(d, wanted);
    for (const Location &l : districts()) {
        if (l.id == d.id)
            continue;
        QStringList list;
        for (const QJsonValue &v : l.attributes.value(u"neighbours"_s).toArray())
            list << v.toString();
        const bool has = list.contains(d.id);
        if (wanted.contains(l.id) && !has)
            write(l, list << d.id);
        else if (!wanted.contains(l.id) && has) {
            list.removeAll(d.id);
            write(l, list);
        }
    }
    return writer.commit(u"britain.district"_s,
                         tr("%1 borders %2 (Britain, STRATEGIC MOVEMENT)")
                                 .arg(d.id, wanted.isEmpty() ? tr("no district") : wanted.join(u", "_s)));
}

QList<qint64> BritainState::detach(const QString &name, const QJsonObject &extra,
                                   const std::optional<QList<int>> &dice)
{
    const Unit b = band(name);
    const QString army = b.attributes.value(u"follows"_s).toString();
    QJsonObject inputs{{u"ability"_s, b.attributes.value(u"ability"_s).toInt()}};
    for (auto it = extra.constBegin(); it != extra.constEnd(); ++it)
        inputs.insert(it.key(), it.value());
    ActionWriter writer(m_campaign.log());
    ActionDraft draft;
    const ProcedureResult r = resolveIn(writer, draft, u"britain.detachment"_s, inputs, dice);
    if (r.outcome.value(u"returns_home"_s).toBool()) {
        Unit left = b;
        left.attributes.remove(u"follows"_s);
        Unit after;
        spend(writer, left, -1, QString(), &after);
        return {finish(
                writer, draft, r,
                tr("%1 leaves %2's army, fails its roll and goes home to %3 (Britain, STRATEGIC MOVEMENT)")
                        .arg(b.name, army, after.locationId))};
    }
    QJsonObject a = b.attributes;
    a.remove(u"follows"_s);
    writer.update(u"units"_s, {{u"id"_s, b.id}}, {{u"attributes"_s, jsonText(a)}});
    return {finish(
            writer, draft, r,
            tr("%1 leaves %2's army as a detachment and moves on its own (Britain, STRATEGIC MOVEMENT)")
                    .arg(b.name, army))};
}

qint64 BritainState::besiege(const QString &name, const QString &districtName)
{
    const Unit b = band(name);
    const Location d = district(districtName);
    BritainMovement movement(m_campaign);
    const int cost = movement.cost(u"besiege"_s);
    ActionWriter writer(m_campaign.log());
    const QString home = spend(writer, b, cost);
    QJsonObject a = d.attributes;
    QJsonArray by = a.value(u"besieged_by"_s).toArray();
    by.append(b.name);
    a.insert(u"besieged_by"_s, by);
    writer.update(u"locations"_s, {{u"id"_s, d.id}}, {{u"attributes"_s, jsonText(a)}});
    return writer.commit(
            u"britain.besiege"_s,
            tr("%1 besieges the stronghold(s) of %2, spending %3 (%4 of %5 movement spent)%6 (Britain, "
               "STRATEGIC MOVEMENT)")
                    .arg(b.name, d.id)
                    .arg(cost)
                    .arg(BritainMovement::spent(b) + cost)
                    .arg(movement.allowance(b))
                    .arg(home));
}

qint64 BritainState::sendHome(const QString &name, const QString &why)
{
    const Unit b = band(name);
    const QString home = BritainMovement(m_campaign).homeOf(b);
    if (home.isEmpty())
        throw Failure::badInput(
                tr("%1 has no home on this map (enter its people's homeland, or its district).").arg(b.name));
    if (home == b.locationId)
        throw Failure::badInput(tr("%1 is already home in %2.").arg(b.name, home));
    ActionWriter writer(m_campaign.log());
    spend(writer, b, -1);
    QString text = tr("%1 goes home to %2").arg(b.name, home);
    if (!why.isEmpty())
        text += u" ("_s + why + u")"_s;
    return writer.commit(u"britain.move"_s, tr("%1 (Britain, STRATEGIC MOVEMENT)").arg(text));
}

QList<qint64> BritainState::rollFates(const Unit &leader, const QStringList &names, const QString &sides,
                                      const std::optional<QList<int>> &dice, int leaderYear)
{
    QList<Unit> chiefs;
    QJsonArray abilities;
    for (const QString &n : names) {
        chiefs << band(n);
        abilities.append(chiefs.last().attributes.value(u"ability"_s).toInt());
    }
    ActionWriter writer(m_campaign.log());
    ActionDraft draft;
    const ProcedureResult r = resolveIn(writer, draft, u"britain.war-leader-followers"_s,
                                        {{u"leader_ability"_s, leader.attributes.value(u"ability"_s).toInt()},
                                         {u"abilities"_s, abilities}},
                                        dice);
    // An older campaign's war leader: the year the referee gave, recorded now.
    BritainWarLeader(m_campaign).recordYear(writer, leader.name, leaderYear);
    const QJsonArray choices = r.outcome.value(u"choices"_s).toArray();
    const bool forGood = sides == u"for-good"_s;
    const Side britons = CampaignReader(m_campaign.database()).sideByName(u"Britons"_s);
    QStringList parts;
    for (qsizetype i = 0; i < chiefs.size() && i < choices.size(); ++i) {
        const QString choice = choices.at(i).toString();
        QJsonObject a = chiefs[i].attributes;
        qint64 sideId = chiefs[i].sideId;
        QString fate, text;
        if (choice == u"join"_s) {
            fate = u"joined"_s;
            text = tr("%1 joins %2 (move it with him: with=)").arg(chiefs[i].name, leader.name);
        } else if (choice == u"stay-home"_s) {
            fate = u"home"_s;
            text = tr("%1 stays home this year and fights only if an enemy enters its district")
                           .arg(chiefs[i].name);
        } else if (choice == u"sulk"_s) {
            fate = u"sulks"_s;
            text = tr("%1 stays home and sulks this year").arg(chiefs[i].name);
        } else if (choice == u"change-sides"_s) {
            // The band belongs to the Britons now: its side record moves (the battle, pillage and army
            // checks read it), its people stays on the record for its homeland and troop types.
            fate = u"changed-sides"_s;
            a.insert(u"people"_s, BritainMovement(m_campaign).peopleOf(chiefs[i]));
            a.insert(u"fights_for"_s, britons.name);
            if (forGood)
                a.insert(u"fights_for_good"_s, true);
            a.remove(u"follows"_s);
            a.remove(u"campaign"_s);
            sideId = britons.id;
            text = forGood ? tr("%1 goes over to the Britons for good (its people stay on its record)")
                                     .arg(chiefs[i].name)
                           : tr("%1 goes over to the Britons this year (its people stay on its record)")
                                     .arg(chiefs[i].name);
        } else {
            fate = u"on-own"_s;
            a.insert(u"campaign"_s, u"own"_s);
            text = tr("%1 campaigns against the enemy on its own, outside the main army's districts")
                           .arg(chiefs[i].name);
        }
        a.insert(u"fate"_s, fate);
        a.insert(u"fate_year"_s, year());
        writer.update(u"units"_s, {{u"id"_s, chiefs[i].id}},
                      {{u"attributes"_s, jsonText(a)}, {u"side_id"_s, sideId}});
        parts << text;
    }
    return {finish(writer, draft, r, tr("%1 (Britain, STRATEGIC MOVEMENT)").arg(parts.join(u"; "_s)))};
}

} // namespace Reeve::Britain
