#include "battlestate.h"

#include <QCoreApplication>
#include <QJsonArray>

#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::BattleBoard", text);
}

QJsonArray toArray(const QStringList &list)
{
    return QJsonArray::fromStringList(list);
}

QJsonArray idArray(const QList<qint64> &ids)
{
    QJsonArray array;
    for (qint64 id : ids)
        array.append(id);
    return array;
}

QJsonArray leaderArray(const QList<BattleCargoLeader> &leaders)
{
    QJsonArray array;
    for (const BattleCargoLeader &l : leaders)
        array.append(l.toJson());
    return array;
}

QStringList toStrings(const QJsonValue &value)
{
    QStringList list;
    for (const QJsonValue &v : value.toArray())
        list << v.toString();
    return list;
}

} // namespace

QString battleBoxName(BattleBox box)
{
    switch (box) {
    case BattleBox::Left: return u"left"_s;
    case BattleBox::Centre: return u"centre"_s;
    case BattleBox::Right: return u"right"_s;
    case BattleBox::Reserve: return u"reserve"_s;
    }
    return u"centre"_s;
}

BattleBox battleBoxFromName(const QString &name)
{
    const QString n = name.trimmed().toLower();
    if (n == u"left"_s)
        return BattleBox::Left;
    if (n == u"centre"_s || n == u"center"_s)
        return BattleBox::Centre;
    if (n == u"right"_s)
        return BattleBox::Right;
    if (n == u"reserve"_s)
        return BattleBox::Reserve;
    throw Failure::badInput(tr("\"%1\" is not a Battle Board box: use left, centre, right or reserve (1066 §15.5).")
                                .arg(name));
}

BattleBox facingBox(BattleBox box)
{
    switch (box) {
    case BattleBox::Left: return BattleBox::Right;
    case BattleBox::Right: return BattleBox::Left;
    default: return box;
    }
}

QJsonObject BattleCargoLeader::toJson() const
{
    return {{u"campaign_unit"_s, campaignUnit}, {u"name"_s, name}, {u"leader"_s, leader}, {u"king"_s, king}};
}

BattleCargoLeader BattleCargoLeader::fromJson(const QJsonObject &json)
{
    return {json.value(u"campaign_unit"_s).toInteger(), json.value(u"name"_s).toString(),
            json.value(u"leader"_s).toInt(), json.value(u"king"_s).toBool()};
}

int BattleUnit::leadership() const
{
    int total = leader;
    for (const BattleCargoLeader &l : aboard)
        total += l.leader;
    return total;
}

int BattleUnit::commandValue() const
{
    if (leader > 0)
        return leader;
    int best = 0;
    for (const BattleCargoLeader &l : aboard) {
        if (l.king)
            return l.leader; // a king aboard must command (§18.4)
        best = qMax(best, l.leader);
    }
    return best;
}

bool BattleUnit::hasKing() const
{
    return !kingName().isEmpty();
}

QString BattleUnit::kingName() const
{
    if (king)
        return name;
    for (const BattleCargoLeader &l : aboard)
        if (l.king)
            return l.name;
    return {};
}

bool BattleUnit::shieldWallType() const
{
    return type == u"housecarl"_s || type == u"thegn"_s || type == u"fyrd"_s;
}

QJsonObject BattleUnit::toJson() const
{
    return {{u"id"_s, id}, {u"name"_s, name}, {u"type"_s, type}, {u"side"_s, side}, {u"attack"_s, attack},
            {u"defence"_s, defence}, {u"leader"_s, leader}, {u"king"_s, king}, {u"box"_s, battleBoxName(box)},
            {u"eliminated"_s, eliminated}, {u"campaign_unit"_s, campaignUnit}, {u"carried"_s, idArray(carried)},
            {u"aboard"_s, leaderArray(aboard)}};
}

BattleUnit BattleUnit::fromJson(const QJsonObject &json)
{
    BattleUnit u;
    u.id = json.value(u"id"_s).toString();
    u.name = json.value(u"name"_s).toString();
    u.type = json.value(u"type"_s).toString();
    u.side = json.value(u"side"_s).toInt();
    u.attack = json.value(u"attack"_s).toInt();
    u.defence = json.value(u"defence"_s).toInt(1);
    u.leader = json.value(u"leader"_s).toInt();
    u.king = json.value(u"king"_s).toBool();
    u.box = battleBoxFromName(json.value(u"box"_s).toString(u"centre"_s));
    u.eliminated = json.value(u"eliminated"_s).toBool();
    u.campaignUnit = json.value(u"campaign_unit"_s).toInteger();
    for (const QJsonValue &v : json.value(u"carried"_s).toArray())
        u.carried << v.toInteger();
    for (const QJsonValue &v : json.value(u"aboard"_s).toArray())
        u.aboard << BattleCargoLeader::fromJson(v.toObject());
    return u;
}

QJsonObject BattleSide::toJson() const
{
    QJsonObject json{{u"name"_s, name}, {u"commander"_s, commander}, {u"markers_played"_s, markersPlayed},
                     {u"castle"_s, castle}, {u"start_value"_s, startValue}, {u"losses"_s, losses},
                     {u"panicked"_s, panicked}, {u"campaign_side"_s, campaignSide}};
    json.insert(u"panic_level"_s, panicLevel ? QJsonValue(*panicLevel) : QJsonValue());
    return json;
}

BattleSide BattleSide::fromJson(const QJsonObject &json)
{
    BattleSide s;
    s.name = json.value(u"name"_s).toString();
    s.commander = json.value(u"commander"_s).toString();
    s.markersPlayed = json.value(u"markers_played"_s).toInt();
    s.castle = json.value(u"castle"_s).toBool();
    s.startValue = json.value(u"start_value"_s).toInt();
    if (json.value(u"panic_level"_s).isDouble())
        s.panicLevel = json.value(u"panic_level"_s).toInt();
    s.losses = json.value(u"losses"_s).toInt();
    s.panicked = json.value(u"panicked"_s).toBool();
    s.campaignSide = json.value(u"campaign_side"_s).toInteger();
    return s;
}

QJsonObject BattleMarkerPlay::toJson() const
{
    return {{u"marker"_s, marker}, {u"side"_s, side}, {u"box"_s, box}, {u"negated"_s, negated}};
}

BattleMarkerPlay BattleMarkerPlay::fromJson(const QJsonObject &json)
{
    return {json.value(u"marker"_s).toString(), json.value(u"side"_s).toInt(), json.value(u"box"_s).toString(),
            json.value(u"negated"_s).toBool()};
}

QJsonObject PendingAttack::toJson() const
{
    if (!isActive())
        return {};
    QJsonArray faceArray;
    for (int f : faces)
        faceArray.append(f);
    return {{u"attacker"_s, attacker}, {u"target"_s, target}, {u"kind"_s, kind}, {u"dice"_s, dice},
            {u"dice_why"_s, toArray(diceWhy)}, {u"rolled"_s, rolled}, {u"faces"_s, faceArray},
            {u"results"_s, toArray(results)}, {u"hits_to_save"_s, hitsToSave}};
}

PendingAttack PendingAttack::fromJson(const QJsonObject &json)
{
    PendingAttack p;
    p.attacker = json.value(u"attacker"_s).toString();
    p.target = json.value(u"target"_s).toString();
    p.kind = json.value(u"kind"_s).toString();
    p.dice = json.value(u"dice"_s).toInt();
    p.diceWhy = toStrings(json.value(u"dice_why"_s));
    p.rolled = json.value(u"rolled"_s).toBool();
    for (const QJsonValue &v : json.value(u"faces"_s).toArray())
        p.faces << v.toInt();
    p.results = toStrings(json.value(u"results"_s));
    p.hitsToSave = json.value(u"hits_to_save"_s).toInt();
    return p;
}

QString BattleState::phaseName(Phase phase)
{
    switch (phase) {
    case Phase::Setup: return u"setup"_s;
    case Phase::Battle: return u"battle"_s;
    case Phase::Pursuit: return u"pursuit"_s;
    case Phase::Over: return u"over"_s;
    }
    return u"setup"_s;
}

QJsonObject BattleState::toJson() const
{
    QJsonArray unitArray, markerArray;
    for (const BattleUnit &u : units)
        unitArray.append(u.toJson());
    for (const BattleMarkerPlay &m : markers)
        markerArray.append(m.toJson());
    return {{u"version"_s, 1}, {u"season"_s, season}, {u"terrain"_s, terrain}, {u"terrain_for"_s, terrainFor},
            {u"saves_per"_s, savesPer}, {u"pursuit_vs_knights"_s, pursuitVsKnights},
            {u"setup_order"_s, setupOrder},
            {u"phase"_s, phaseName(phase)}, {u"length"_s, length}, {u"length_die"_s, lengthDie},
            {u"turn"_s, turn}, {u"stage"_s, stage}, {u"units"_s, unitArray},
            {u"sides"_s, QJsonArray{sides[0].toJson(), sides[1].toJson()}}, {u"moved"_s, toArray(moved)},
            {u"attacked"_s, toArray(attacked)}, {u"attack_declared"_s, attackDeclared},
            {u"markers"_s, markerArray}, {u"pending"_s, pending.toJson()}, {u"panicked_side"_s, panickedSide},
            {u"winner"_s, winner}, {u"end_reason"_s, endReason}, {u"spoils_done"_s, spoilsDone},
            {u"contact"_s, contact}, {u"next_unit"_s, nextUnit}, {u"square"_s, square}, {u"applied"_s, applied}};
}

BattleState BattleState::fromJson(const QJsonObject &json)
{
    BattleState s;
    s.season = json.value(u"season"_s).toString(u"winter"_s);
    s.terrain = json.value(u"terrain"_s).toString(u"none"_s);
    s.terrainFor = json.value(u"terrain_for"_s).toString(u"defender"_s);
    s.savesPer = json.value(u"saves_per"_s).toString(u"result"_s);
    s.pursuitVsKnights = json.value(u"pursuit_vs_knights"_s).toString(u"two-dice"_s);
    s.setupOrder = json.value(u"setup_order"_s).toString(u"defender-first"_s);
    const QString phase = json.value(u"phase"_s).toString();
    for (Phase p : {Phase::Setup, Phase::Battle, Phase::Pursuit, Phase::Over})
        if (phaseName(p) == phase)
            s.phase = p;
    s.length = json.value(u"length"_s).toInt();
    s.lengthDie = json.value(u"length_die"_s).toInt();
    s.turn = json.value(u"turn"_s).toInt();
    s.stage = json.value(u"stage"_s).toInt();
    for (const QJsonValue &v : json.value(u"units"_s).toArray())
        s.units << BattleUnit::fromJson(v.toObject());
    const QJsonArray sideArray = json.value(u"sides"_s).toArray();
    for (int i = 0; i < 2 && i < sideArray.size(); ++i)
        s.sides[i] = BattleSide::fromJson(sideArray.at(i).toObject());
    s.moved = toStrings(json.value(u"moved"_s));
    s.attacked = toStrings(json.value(u"attacked"_s));
    s.attackDeclared = json.value(u"attack_declared"_s).toBool();
    for (const QJsonValue &v : json.value(u"markers"_s).toArray())
        s.markers << BattleMarkerPlay::fromJson(v.toObject());
    s.pending = PendingAttack::fromJson(json.value(u"pending"_s).toObject());
    s.panickedSide = json.value(u"panicked_side"_s).toInt(-1);
    s.winner = json.value(u"winner"_s).toInt(-1);
    s.endReason = json.value(u"end_reason"_s).toString();
    s.spoilsDone = json.value(u"spoils_done"_s).toBool();
    s.contact = json.value(u"contact"_s).toString();
    s.nextUnit = json.value(u"next_unit"_s).toInt(1);
    s.square = json.value(u"square"_s).toString();
    s.applied = json.value(u"applied"_s).toBool();
    return s;
}

int BattleState::activeSide() const
{
    if (phase == Phase::Pursuit)
        return 1 - panickedSide;
    return stage <= AttackerCombat ? 0 : 1;
}

BattleUnit *BattleState::unit(const QString &id)
{
    for (BattleUnit &u : units)
        if (u.id.compare(id, Qt::CaseInsensitive) == 0)
            return &u;
    return nullptr;
}

const BattleUnit *BattleState::unit(const QString &id) const
{
    return const_cast<BattleState *>(this)->unit(id);
}

BattleUnit &BattleState::requireUnit(const QString &id)
{
    BattleUnit *u = unit(id);
    if (!u)
        throw Failure::badInput(tr("There is no unit \"%1\" on the Battle Board.").arg(id));
    return *u;
}

QList<const BattleUnit *> BattleState::survivors(int side) const
{
    QList<const BattleUnit *> list;
    for (const BattleUnit &u : units)
        if (u.side == side && !u.eliminated)
            list << &u;
    return list;
}

QList<const BattleUnit *> BattleState::survivorsIn(int side, BattleBox box) const
{
    QList<const BattleUnit *> list;
    for (const BattleUnit *u : survivors(side))
        if (u->box == box)
            list << u;
    return list;
}

const BattleUnit *BattleState::commander(int side) const
{
    return sides[side].commander.isEmpty() ? nullptr : unit(sides[side].commander);
}

const BattleMarkerPlay *BattleState::markerInForce(const QString &marker) const
{
    for (const BattleMarkerPlay &m : markers)
        if (m.marker == marker && !m.negated)
            return &m;
    return nullptr;
}

} // namespace Reeve
