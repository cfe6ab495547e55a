// The 1066 battle board and the campaign: the units in the battle square, their printed values,
// and the results carried back (eliminations, retreat, fallen leaders and kings, spoils).
#include "battlecampaign.h"

#include <QJsonDocument>

#include "battleengine.h"
#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "campaign/campaignreader.h"
#include "games/1066/turn/aboard1066.h"
#include "games/1066/turn/control1066.h"
#include "games/1066/turn/square1066.h"
#include "log/actionwriter.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return battleTr(text);
}

QString label(const Unit &u)
{
    const QString name = u.name.isEmpty() ? u.type : u.name;
    return tr("%1 #%2 (%3)").arg(name).arg(u.id).arg(u.type);
}

/// A printed value: a whole number in the attributes, or nothing (absent, "true", text).
std::optional<int> number(const QJsonObject &attributes, const QString &key)
{
    const QJsonValue v = attributes.value(key);
    if (v.isDouble())
        return v.toInt();
    bool ok = false;
    const int n = v.toString().toInt(&ok);
    return ok ? std::optional<int>(n) : std::nullopt;
}

/// Every unit placed on the board, as campaign ids (fleets' cargo included).
QList<qint64> placedIds(const BattleState &state)
{
    QList<qint64> ids;
    for (const BattleUnit &u : state.units) {
        if (u.campaignUnit != 0)
            ids << u.campaignUnit;
        ids << u.carried;
    }
    return ids;
}

/// The land units a fleet takes onto the board: the record's (those not placed on their own already), or the list
/// given, which overrides it (§17.14) except at sea, where the recorded cargo can only fight aboard (§17.11).
QList<qint64> cargoFor(Database &db, const Unit &fleet, const QList<qint64> &placed,
                       const std::optional<QList<qint64>> &given, bool atSea, QString *note)
{
    QList<qint64> recorded;
    for (const Unit &u : Aboard1066::cargoOf(db, fleet.id))
        if (!placed.contains(u.id))
            recorded << u.id;
    if (!given)
        return recorded;
    QStringList left, added;
    CampaignReader reader(db);
    for (qint64 id : recorded)
        if (!given->contains(id))
            left << label(reader.unit(id));
    for (qint64 id : *given)
        if (!recorded.contains(id))
            added << label(reader.unit(id));
    if (atSea && !left.isEmpty())
        throw Failure::badInput(tr("At sea the land units aboard %1 fight aboard it: %2 cannot be left out "
                                   "(1066 §17.11, §17.16).")
                                        .arg(label(fleet), left.join(u", "_s)));
    if (note && (!left.isEmpty() || !added.isEmpty()))
        *note = tr("Carried as the player chose (1066 §17.14), not as the campaign records aboard: %1%2.")
                        .arg(left.isEmpty() ? QString() : tr("fighting off the fleet %1").arg(left.join(u", "_s)),
                             added.isEmpty() ? QString()
                                             : (left.isEmpty() ? QString() : u"; "_s)
                                                       + tr("taken aboard %1").arg(added.join(u", "_s)));
    return *given;
}

int sideOf(const BattleState &state, qint64 campaignSide)
{
    for (int s = 0; s < 2; ++s)
        if (state.sides[s].campaignSide != 0 && state.sides[s].campaignSide == campaignSide)
            return s;
    return -1;
}

} // namespace

namespace BattleCampaign {

BattleUnit readValues(const Unit &unit, int side, QStringList *missing)
{
    BattleUnit b;
    b.side = side;
    b.name = unit.name.isEmpty() ? u"%1 #%2"_s.arg(unit.type).arg(unit.id) : unit.name;
    b.type = unit.type.trimmed().toLower();
    b.campaignUnit = unit.id;
    b.king = unit.attributes.value(KingKey).toBool();
    QStringList lacking;
    const std::optional<int> attack = number(unit.attributes, AttackKey);
    if (attack)
        b.attack = *attack;
    else if (!b.isFleet()) // fleets have no attack of their own (§17.13)
        lacking << AttackKey;
    const std::optional<int> defence = number(unit.attributes, DefenceKey);
    if (defence)
        b.defence = *defence;
    else
        lacking << DefenceKey;
    const QJsonValue leader = unit.attributes.value(LeaderKey);
    if (const std::optional<int> value = number(unit.attributes, LeaderKey))
        b.leader = *value;
    else if (leader.toBool() || b.king) // a leader whose value is not yet entered
        lacking << LeaderKey;
    if (missing)
        *missing = lacking;
    return b;
}

QString missingPrompt(const Unit &unit, const QStringList &missing)
{
    return tr("%1 has no printed %2 registered yet: copy it from the counter (reeve-cli battle FILE values "
              "%3 "
              "attack=N defence=N leader=N, or the step \"A counter's printed values\" on the battle board).")
            .arg(label(unit), missing.join(u", "_s))
            .arg(unit.id);
}

QList<BattleCandidate> candidates(Campaign &campaign, const BattleState &state)
{
    QList<BattleCandidate> list[2];
    if (state.square.isEmpty())
        return {};
    CampaignReader reader(campaign.database());
    const QList<qint64> placed = placedIds(state);
    for (const Unit &u : reader.units()) {
        const int side = sideOf(state, Control1066::controller(u));
        if (side < 0 || u.locationId != state.square || u.isEliminated())
            continue;
        BattleCandidate c;
        c.unit = u;
        c.side = side;
        c.sideName = state.sides[side].name;
        c.values = readValues(u, side, &c.missing);
        c.placed = placed.contains(u.id);
        list[side] << c;
    }
    return list[0] + list[1];
}

qint64 registerValues(Campaign &campaign, qint64 unitId, int attack, int defence, int leader,
                      std::optional<bool> king)
{
    const Unit unit = CampaignReader(campaign.database()).unit(unitId);
    if (unit.id == 0)
        throw Failure::badInput(tr("There is no campaign unit #%1.").arg(unitId));
    if (attack > 20 || defence > 4 || defence == 0 || leader > 9)
        throw Failure::badInput(tr("Printed values: attack 0 to 20, defence 1 to 4, leader 0 to 9."));
    QJsonObject attributes = unit.attributes;
    if (attack >= 0)
        attributes.insert(AttackKey, attack);
    if (defence >= 0)
        attributes.insert(DefenceKey, defence);
    if (leader >= 0)
        attributes.insert(LeaderKey, leader);
    if (king)
        attributes.insert(KingKey, *king);
    // The counter's values are the owner's to know (§7.1): the public line names only the power.
    ActionWriter writer(campaign.log());
    writer.update(u"units"_s, {{u"id"_s, unit.id}},
                  {{u"attributes"_s,
                    QString::fromUtf8(QJsonDocument(attributes).toJson(QJsonDocument::Compact))}});
    const QString side = CampaignReader(campaign.database()).side(unit.sideId).name;
    ActionDraft draft;
    draft.kind = u"unit.values"_s;
    draft.publicText = tr("The referee records the printed values of a counter of %1").arg(side);
    draft.privateText = tr("%1: attack %2, defence %3, leader %4")
                                .arg(label(unit))
                                .arg(attributes.value(AttackKey).toInt())
                                .arg(attributes.value(DefenceKey).toInt())
                                .arg(attributes.value(LeaderKey).toInt());
    draft.audience = Audience::Side;
    draft.audienceSide = unit.sideId;
    return writer.commit(draft);
}

BattleUnit battleUnitFor(Campaign &campaign, const BattleState &state, qint64 unitId, BattleBox box,
                         const std::optional<QList<qint64>> &given, QString *note)
{
    if (state.square.isEmpty())
        throw Failure::badInput(
                tr("This battle was opened without a campaign square: start it at a square to "
                   "place the campaign's units, or type the unit in."));
    CampaignReader reader(campaign.database());
    const QList<qint64> placed = placedIds(state);
    auto check = [&](qint64 id) {
        const Unit u = reader.unit(id);
        if (u.id == 0)
            throw Failure::badInput(tr("There is no campaign unit #%1.").arg(id));
        if (u.locationId != state.square || u.isEliminated())
            throw Failure::badInput(tr("%1 is not in %2: only units in the battle square fight (1066 §15.3).")
                                            .arg(label(u), state.square));
        if (sideOf(state, Control1066::controller(u)) < 0)
            throw Failure::badInput(tr("%1 belongs to neither side of this battle.").arg(label(u)));
        if (placed.contains(id))
            throw Failure::badInput(tr("%1 is already on the Battle Board.").arg(label(u)));
        return u;
    };
    const Unit unit = check(unitId);
    Database &db = campaign.database();
    const bool atSea = Square1066::isAllSea(reader.location(state.square));
    if (const qint64 fleet = Aboard1066::fleetOf(db, unit); fleet != 0 && atSea)
        throw Failure::badInput(tr("%1 is aboard %2 in an all-sea square: it fights in its fleet's box, placed with "
                                   "the fleet (1066 §17.11, §17.16).")
                                        .arg(label(unit), label(reader.unit(fleet))));
    const QList<qint64> carried = cargoFor(db, unit, placed, given, atSea, note);
    QStringList missing;
    BattleUnit b = readValues(unit, sideOf(state, Control1066::controller(unit)), &missing);
    if (!missing.isEmpty())
        throw Failure::missingFigure(u"units"_s, u"%1.%2"_s.arg(unit.id).arg(missing.first()),
                                     missingPrompt(unit, missing));
    b.box = box;
    if (!carried.isEmpty() && !b.isFleet())
        throw Failure::badInput(tr("Only a fleet carries land units (1066 §17.5)."));
    if (carried.size() > 2)
        throw Failure::badInput(tr("Each fleet carries at most two land units (1066 §17.5)."));
    // §17.13: a fleet has no attack strength of its own; carrying land units it attacks with theirs alone
    // (§17.16), whatever attack figure was entered on the fleet's counter.
    if (!carried.isEmpty())
        b.attack = 0;
    for (qint64 id : carried) {
        const Unit cargo = check(id);
        QStringList lacking;
        const BattleUnit c = readValues(cargo, b.side, &lacking);
        if (Control1066::controller(cargo) != Control1066::controller(unit) || c.isFleet() || id == unitId)
            throw Failure::badInput(
                    tr("%1 cannot be carried by %2: a fleet carries its own side's land units.")
                            .arg(label(cargo), label(unit)));
        for (const QString &key : {AttackKey, LeaderKey})
            if (lacking.contains(key))
                throw Failure::missingFigure(u"units"_s, u"%1.%2"_s.arg(id).arg(key),
                                             missingPrompt(cargo, {key}));
        b.attack += c.attack; // the fleet attacks with its cargo's strength (§17.16)
        b.carried << id;
        // A leader or king aboard keeps his leadership and crown in the combined unit (§17.13, §18.3–18.7).
        if (c.leader > 0 || c.king)
            b.aboard << BattleCargoLeader{id, c.name, c.leader, c.king};
    }
    return b;
}

} // namespace BattleCampaign
} // namespace Reeve
