// The 1066 battle engine: declaring and resolving attacks, saving rolls, losses, panic and pursuit.
#include <algorithm>
#include <cstdlib>

#include "battleengine.h"
#include "procedures/dicesource.h"
#include "tables/ruletable.h"
#include "tables/tablelibrary.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

constexpr int DefenceCap = 4;

QString tr(const char *text)
{
    return battleTr(text);
}

QString cellString(const RuleTable &table, int roll, const QString &column)
{
    const int col = table.columnIndex(column);
    if (col < 0)
        throw Failure::badInput(tr("Table %1 has no column \"%2\".").arg(table.id(), column));
    const QJsonValue v = table.require(table.rowIndexFor(roll), col).value;
    return v.isDouble() ? QString::number(v.toDouble()) : v.toString();
}

QString joinFaces(const QList<int> &faces)
{
    QStringList parts;
    for (int f : faces)
        parts << QString::number(f);
    return parts.join(u", "_s);
}

} // namespace

void BattleEngine::checkAttacker(const BattleUnit &a) const
{
    if (a.eliminated)
        throw Failure::badInput(tr("%1 has been eliminated.").arg(unitLabel(a)));
    if (a.side != m_state.activeSide())
        throw Failure::badInput(tr("%1 cannot attack: it is %2's round.").arg(unitLabel(a), sideName(m_state.activeSide())));
    if (m_state.phase == BattleState::Phase::Battle && !m_state.isCombatRound())
        throw Failure::badInput(tr("Attacks are made in a combat round, not a movement round (1066 §15.2)."));
    if (m_state.phase == BattleState::Phase::Battle && a.box == BattleBox::Reserve)
        throw Failure::badInput(tr("%1 is in the reserve: reserve units never attack (1066 §15.12).").arg(unitLabel(a)));
    if (a.attack <= 0)
        throw Failure::badInput(tr("%1 has no attack strength: a fleet attacks only with the land units it carries "
                                   "(1066 §17.13).").arg(unitLabel(a)));
    if (m_state.attacked.contains(a.id))
        throw Failure::badInput(tr("%1 has already attacked this round: one attack per unit (1066 §15.10).")
                                    .arg(unitLabel(a)));
}

QString BattleEngine::attackKind(const BattleUnit &a, const BattleUnit &t) const
{
    if (m_state.phase == BattleState::Phase::Pursuit) {
        if (t.isKnight() && !a.isKnight())
            throw Failure::badInput(tr("Panicking knights may be attacked only by knights (1066 §15.17)."));
        return u"pursuit"_s;
    }
    const int enemy = t.side;
    if (t.box == BattleBox::Reserve) {
        for (BattleBox b : {BattleBox::Left, BattleBox::Centre, BattleBox::Right})
            if (!m_state.boxEmpty(enemy, b))
                throw Failure::badInput(tr("The enemy reserve may be attacked only when its left, centre and right "
                                           "boxes are all empty; its %1 box is not (1066 §15.12).")
                                            .arg(battleBoxName(b)));
        return u"reserve"_s;
    }
    const BattleBox facing = facingBox(a.box);
    if (t.box == facing)
        return u"front"_s;
    if (!m_state.boxEmpty(enemy, facing))
        throw Failure::badInput(tr("%1 in the %2 box must attack the enemy %3 box directly opposite (1066 §15.9).")
                                    .arg(unitLabel(a), battleBoxName(a.box), battleBoxName(facing)));
    if (std::abs(int(t.box) - int(facing)) != 1)
        throw Failure::badInput(tr("With the enemy %1 box empty, %2 may flank only a box next to it; the %3 box is "
                                   "not (1066 §15.11).").arg(battleBoxName(facing), a.id, battleBoxName(t.box)));
    return u"flank"_s;
}

int BattleEngine::countDice(const BattleUnit &a, const BattleUnit &t, const QString &kind, QStringList &why)
{
    int n = a.attack;
    why << tr("%1 has attack strength %2: %2 dice.").arg(a.id).arg(a.attack);
    step(why.last(), "15.8");
    if (kind == u"flank"_s) {
        ++n;
        why << tr("The enemy %1 box facing it is empty, so it flanks the %2 box: one extra die (%3).")
                   .arg(battleBoxName(facingBox(a.box)), battleBoxName(t.box)).arg(n);
        step(why.last(), "15.11");
    } else if (kind == u"reserve"_s) {
        ++n;
        why << tr("The enemy front boxes are empty, so it attacks the reserve: one extra die (%1).").arg(n);
        step(why.last(), "15.12");
    }
    for (const BattleMarkerPlay &m : m_state.markers) {
        if (m.negated || m.side != a.side || m.box != battleBoxName(a.box))
            continue;
        if (m.marker == u"charge"_s) {
            ++n;
            why << tr("Charge was played on the %1 box: one extra die (%2).").arg(m.box).arg(n);
            step(why.last(), kind == u"flank"_s ? "15.22" : "8.13");
        } else if (m.marker == u"maneuver"_s) {
            const int extra = a.isKnight() ? 2 : 1;
            n += extra;
            why << tr("Maneuver was played on the %1 box: %2 extra for a %3 (%4).").arg(m.box).arg(extra)
                       .arg(a.isKnight() ? tr("knight") : tr("non-knight")).arg(n);
            step(why.last(), kind == u"flank"_s ? "15.22" : "8.13");
        }
    }
    return n;
}

int BattleEngine::pursuitDice(const BattleUnit &a, const BattleUnit &t, QStringList &why)
{
    int n = 0;
    if (t.isKnight()) {
        const bool two = m_state.pursuitVsKnights == u"two-dice"_s;
        n = two ? 2 : 2 * a.attack;
        why << (two ? tr("A knight pursuing a panicking knight rolls two dice (reading: exactly two).")
                    : tr("A knight pursuing a panicking knight rolls double: %1 × 2 = %2 (reading: double instead of "
                         "triple).").arg(a.attack).arg(n));
    } else {
        const int factor = a.isKnight() ? 3 : 2;
        n = factor * a.attack;
        why << tr("Pursuit: a %1 rolls %2 times its attack, %3 × %2 = %4 dice, wherever it stands.")
                   .arg(a.isKnight() ? tr("knight") : tr("non-knight")).arg(factor).arg(a.attack).arg(n);
    }
    step(why.last(), "15.17");
    return n;
}

void BattleEngine::declareAttack(const QString &attackerId, const QString &targetId)
{
    if (m_state.phase != BattleState::Phase::Battle && m_state.phase != BattleState::Phase::Pursuit)
        throw Failure::badInput(tr("Attacks are declared only during the battle or its pursuit round."));
    if (m_state.pending.isActive())
        throw Failure::badInput(tr("Finish the attack of %1 on %2 first.")
                                    .arg(m_state.pending.attacker, m_state.pending.target));
    const BattleUnit &a = m_state.requireUnit(attackerId);
    const BattleUnit &t = m_state.requireUnit(targetId);
    checkAttacker(a);
    if (t.eliminated)
        throw Failure::badInput(tr("%1 has already been eliminated.").arg(unitLabel(t)));
    if (t.side == a.side)
        throw Failure::badInput(tr("%1 and %2 are on the same side.").arg(a.id, t.id));
    const QString kind = attackKind(a, t);
    PendingAttack p;
    p.attacker = a.id;
    p.target = t.id;
    p.kind = kind;
    step(tr("%1 attacks %2 (%3 attack).").arg(unitLabel(a), unitLabel(t), kind),
         kind == u"pursuit"_s ? "15.17" : "15.8");
    p.dice = kind == u"pursuit"_s ? pursuitDice(a, t, p.diceWhy) : countDice(a, t, kind, p.diceWhy);
    m_state.pending = p;
    m_state.attackDeclared = true;
    m_summary = tr("Battle Board: %1 attacks %2, %3 dice").arg(a.id, t.id).arg(p.dice);
    m_outcome = {{u"attacker"_s, a.id}, {u"target"_s, t.id}, {u"kind"_s, kind}, {u"dice"_s, p.dice}};
}

int BattleEngine::terrainBonus(const BattleUnit &t)
{
    if (m_state.terrain == u"none"_s)
        return 0;
    if (m_state.terrainFor == u"defender"_s && t.side != 1) {
        step(tr("The terrain bonus of %1 is the defending force's; %2 belongs to the attacker (reading applied).")
                 .arg(m_state.terrain, t.id), "15.13");
        return 0;
    }
    if (t.isFleet()) {
        step(tr("%1 is a fleet: terrain and castles never raise a fleet's defence.").arg(t.id), "17.17");
        return 0;
    }
    const RuleTable &table = m_tables.table(u"1066.terrain"_s);
    const QString text = cellString(table, 2, m_state.terrain);
    bool ok = false;
    const int bonus = text.toInt(&ok);
    if (!ok)
        throw Failure::badInput(tr("Terrain Effects Chart, defence row, %1: \"%2\" is not a whole number; correct it "
                                   "in the Tables panel.").arg(m_state.terrain, text));
    return bonus;
}

int BattleEngine::defenceUsed(const BattleUnit &t)
{
    const int bonus = terrainBonus(t);
    const int raised = t.defence + bonus;
    const int used = bonus > 0 ? std::min(raised, std::max(t.defence, DefenceCap)) : t.defence;
    if (bonus > 0 && used < raised)
        step(tr("Defence %1 + terrain %2 = %3, but terrain never lifts a defence above %4: %5 defends at %6.")
                 .arg(t.defence).arg(bonus).arg(raised).arg(DefenceCap).arg(t.id).arg(used), "15.14");
    else if (bonus > 0)
        step(tr("Defence %1 + one terrain bonus %2 (%3) = %4.").arg(t.defence).arg(bonus).arg(m_state.terrain)
                 .arg(used), "15.13");
    else
        step(tr("%1 defends at its printed %2.").arg(t.id).arg(t.defence), "15.8");
    return used;
}

QString BattleEngine::crtResult(int face, int defence)
{
    const RuleTable &crt = m_tables.table(u"1066.crt"_s);
    const QString raw = cellString(crt, face, QString::number(defence)).trimmed().toUpper();
    if (raw == u"E"_s || raw == u"D"_s)
        return raw;
    if (raw.isEmpty() || raw == u"-"_s || raw == u"0"_s || raw == u"—"_s || raw == u"NE"_s)
        return u"-"_s;
    throw Failure::badInput(tr("Combat Results Table, roll %1, defence %2: \"%3\" is not E, D or -; correct it in the "
                               "Tables panel.").arg(face).arg(defence).arg(raw));
}

void BattleEngine::rollAttack()
{
    PendingAttack &p = m_state.pending;
    if (!p.isActive() || p.rolled)
        throw Failure::badInput(tr("Declare an attack before rolling its dice."));
    const BattleUnit &t = m_state.requireUnit(p.target);
    const int defence = defenceUsed(t);
    QList<int> faces;
    for (int i = 0; i < p.dice; ++i)
        faces << m_dice.roll(6, tr("attack die %1").arg(i + 1));
    // Results take effect at once (§15.15): once a result stands with no saving roll possible, the
    // remaining dice are not read (§15.10), so their chart cells are not needed.
    const bool savable = !savesFor(t).isEmpty();
    int hits = 0;
    QStringList results;
    for (int f : faces) {
        if (hits > 0 && !savable) {
            results << u"x"_s;
            continue;
        }
        results << crtResult(f, defence);
        hits += results.last() != u"-"_s;
    }
    p.faces = faces;
    p.results = results;
    p.rolled = true;
    step(tr("%1 rolls %2 against defence %3 on the Combat Results Table: %4.")
             .arg(p.attacker, joinFaces(faces)).arg(defence).arg(results.join(u" "_s)), "15.8");
    if (results.contains(u"x"_s))
        step(tr("The target fell to an earlier die, so the dice marked x are not read."), "15.10");
    m_outcome = {{u"faces"_s, joinFaces(faces)}, {u"results"_s, results.join(u" "_s)}, {u"hits"_s, hits},
                 {u"defence_used"_s, defence}};
    m_summary = tr("Battle Board: %1 attacks %2, dice %3 → %4").arg(p.attacker, p.target, joinFaces(faces),
                                                                   results.join(u" "_s));
    if (hits == 0) {
        step(tr("No E or D result: %1 is unharmed.").arg(t.id), "15.8");
        finishAttack(false);
        return;
    }
    const QStringList saves = savesFor(t);
    if (saves.isEmpty()) {
        step(tr("%1 E/D result(s) and no saving roll applies: %2 is eliminated; any dice left are lost.")
                 .arg(hits).arg(t.id), "15.10");
        finishAttack(true);
        return;
    }
    p.hitsToSave = m_state.savesPer == u"result"_s ? hits : 1;
    step(tr("%1 E/D result(s); %2 may still be saved by: %3. Saving rolls needed for %4 result(s) (reading: %5).")
             .arg(hits).arg(t.id, saves.join(u", "_s)).arg(p.hitsToSave)
             .arg(m_state.savesPer == u"result"_s ? tr("each result in turn") : tr("once per attack")),
         "15.15");
}

QStringList BattleEngine::savesFor(const BattleUnit &t) const
{
    QStringList saves;
    // A leader saves only himself (§18.6): one carried aboard a fleet does not rally the fleet.
    if (t.leader > 0)
        saves << u"leader-rally"_s;
    if (m_state.sides[t.side].castle && !t.isFleet())
        saves << u"castle"_s;
    const BattleMarkerPlay *wall = m_state.markerInForce(u"shield-wall"_s);
    if (wall && wall->side == t.side && t.shieldWallType() && m_state.phase == BattleState::Phase::Battle)
        saves << u"shield-wall"_s;
    return saves;
}

bool BattleEngine::rollSave(const QString &save, const BattleUnit &t)
{
    const int die = m_dice.roll(6, tr("%1 saving roll").arg(save));
    if (save == u"leader-rally"_s) {
        const bool saved = die <= t.leader;
        step(tr("Leader rally for %1: %2 against leader value %3: %4.").arg(t.id).arg(die).arg(t.leader)
                 .arg(saved ? tr("no effect") : tr("not saved")), "18.6");
        return saved;
    }
    const RuleTable &table = m_tables.table(u"1066.saving-rolls"_s);
    const QString result = cellString(table, die, save).trimmed().toLower();
    const bool saved = result == u"saved"_s;
    step(tr("%1 saving roll for %2: %3 gives %4.").arg(save == u"castle"_s ? tr("Castle") : tr("Shield Wall"), t.id)
             .arg(die).arg(result), save == u"castle"_s ? "20.5" : "8.13");
    return saved;
}

void BattleEngine::savingRoll()
{
    PendingAttack &p = m_state.pending;
    if (!p.isActive() || !p.rolled || p.hitsToSave <= 0)
        throw Failure::badInput(tr("No E or D result is waiting for a saving roll."));
    const BattleUnit &t = m_state.requireUnit(p.target);
    bool saved = false;
    for (const QString &save : savesFor(t))
        if ((saved = rollSave(save, t)))
            break;
    m_summary = tr("Battle Board: saving roll for %1 → %2").arg(t.id, saved ? tr("saved") : tr("eliminated"));
    m_outcome = {{u"target"_s, t.id}, {u"saved"_s, saved}};
    if (!saved) {
        step(tr("No saving roll succeeded: %1 is eliminated.").arg(t.id), "15.15");
        finishAttack(true);
        return;
    }
    --p.hitsToSave;
    if (p.hitsToSave > 0) {
        step(tr("That result has no effect; %1 more result(s) to save against.").arg(p.hitsToSave), "15.15");
        return;
    }
    step(tr("%1 survives the attack.").arg(t.id), "15.15");
    finishAttack(false);
}

void BattleEngine::finishAttack(bool eliminated)
{
    const QString attacker = m_state.pending.attacker;
    const QString target = m_state.pending.target;
    m_state.attacked << attacker;
    m_state.pending = PendingAttack();
    m_outcome.insert(u"eliminated"_s, eliminated);
    if (eliminated)
        eliminate(m_state.requireUnit(target));
}

void BattleEngine::eliminate(BattleUnit &t)
{
    t.eliminated = true;
    BattleSide &side = m_state.sides[t.side];
    side.losses += t.value();
    step(side.panicLevel ? tr("%1 is eliminated: %2's losses rise by %3 to %4 (panic level %5).")
                               .arg(t.id, sideName(t.side)).arg(t.value()).arg(side.losses).arg(*side.panicLevel)
                         : tr("%1 is eliminated: %2's losses rise by %3 to %4 (no panic level).")
                               .arg(t.id, sideName(t.side)).arg(t.value()).arg(side.losses),
         "15.16");
    if (side.commander == t.id)
        step(tr("%1's commander has fallen: it may play no more battle markers in this battle.")
                 .arg(sideName(t.side)), "18.5");
    if (t.hasKing())
        step(t.king ? tr("A king is eliminated: %1 returns every campaign marker it holds to the pool at once.")
                          .arg(sideName(t.side))
                    : tr("The fleet carrying king %1 is eliminated and he with it: %2 returns every campaign marker "
                         "it holds to the pool at once.").arg(t.kingName(), sideName(t.side)),
             t.king ? "18.7" : "17.16");
    checkEnd(t.side);
}

void BattleEngine::checkEnd(int side)
{
    if (m_state.survivors(side).isEmpty()) {
        step(tr("%1 is completely eliminated: %2 wins the battle.").arg(sideName(side), sideName(1 - side)), "15.16");
        endBattle(1 - side, m_state.phase == BattleState::Phase::Pursuit ? u"panic"_s : u"destroyed"_s);
        return;
    }
    const BattleSide &s = m_state.sides[side];
    // A side worth nothing (panic level 0) has no losses to count: it fights on until destroyed (§15.16).
    if (m_state.phase == BattleState::Phase::Battle && s.panicLevel && *s.panicLevel > 0 && s.losses >= *s.panicLevel)
        startPursuit(side);
}

void BattleEngine::startPursuit(int side)
{
    BattleSide &s = m_state.sides[side];
    s.panicked = true;
    m_state.panickedSide = side;
    m_state.phase = BattleState::Phase::Pursuit;
    m_state.markers.clear();
    m_state.moved.clear();
    m_state.attacked.clear();
    m_state.attackDeclared = false;
    step(tr("Losses %1 have reached the panic level %2: %3 panics and loses the battle; the round ends at once.")
             .arg(s.losses).arg(*s.panicLevel).arg(sideName(side)), "15.16");
    step(tr("Pursuit round: each unit of %1 may attack any unit of %2 wherever it stands, with double dice (knights "
            "triple); panicking knights only by knights; no battle markers.").arg(sideName(1 - side), sideName(side)),
         "15.17");
    m_outcome.insert(u"panicked"_s, sideName(side));
}

} // namespace Reeve
