// The 1066 battle engine: setup, commanders, battle length, movement, rounds and the end of the battle.
#include <algorithm>

#include <QCoreApplication>

#include "battleengine.h"
#include "procedures/dicesource.h"
#include "tables/ruletable.h"
#include "tables/tablelibrary.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

QString battleTr(const char *text)
{
    return QCoreApplication::translate("Reeve::BattleBoard", text);
}

namespace {

QString tr(const char *text)
{
    return battleTr(text);
}

QString ref(const char *section)
{
    return u"1066 §"_s + QString::fromLatin1(section);
}

int intCell(const RuleTable &table, int roll, const QString &column)
{
    const int col = table.columnIndex(column);
    if (col < 0)
        throw Failure::badInput(tr("Table %1 has no column \"%2\".").arg(table.id(), column));
    const QJsonValue v = table.require(table.rowIndexFor(roll), col).value;
    bool ok = false;
    const int n = v.isDouble() ? v.toInt() : v.toString().toInt(&ok);
    if (!v.isDouble() && !ok)
        throw Failure::badInput(tr("Table %1, %2: \"%3\" is not a whole number; correct it in the Tables panel.")
                                    .arg(table.id(), table.cellName(table.rowIndexFor(roll), col), v.toString()));
    return n;
}

const QStringList &seasons()
{
    static const QStringList list{u"winter"_s, u"summer"_s};
    return list;
}

void checkChoice(const QString &value, const QStringList &allowed, const QString &what)
{
    if (!allowed.contains(value))
        throw Failure::badInput(tr("%1 must be one of %2, not \"%3\".").arg(what, allowed.join(u", "_s), value));
}

} // namespace

BattleEngine::BattleEngine(BattleState &state, const TableLibrary &tables, DiceSource &dice)
    : m_state(state)
    , m_tables(tables)
    , m_dice(dice)
{
}

void BattleEngine::step(const QString &text, const char *section)
{
    m_steps.append({text, ref(section)});
}

QString BattleEngine::sideName(int side) const
{
    const QString &name = m_state.sides[side].name;
    const QString role = side == 0 ? tr("attacker") : tr("defender");
    return name.isEmpty() ? role : tr("%1 (%2)").arg(name, role);
}

QString BattleEngine::unitLabel(const BattleUnit &u) const
{
    QString text = tr("%1 %2 (%3 %4-%5").arg(u.id, u.name, u.type).arg(u.attack).arg(u.defence);
    if (u.leader > 0)
        text += tr(", leader %1").arg(u.leader);
    if (u.king)
        text += tr(", king");
    for (const BattleCargoLeader &l : u.aboard)
        text += l.king ? tr(", carrying king %1 (leader %2)").arg(l.name).arg(l.leader)
                       : tr(", carrying leader %1 (leader %2)").arg(l.name).arg(l.leader);
    return text + u')';
}

void BattleEngine::requirePhase(BattleState::Phase phase, const QString &what) const
{
    if (m_state.phase == phase)
        return;
    throw Failure::badInput(tr("%1 is not possible now: the battle is in its %2 phase, and this needs the %3 phase.")
                                .arg(what, BattleState::phaseName(m_state.phase), BattleState::phaseName(phase)));
}

void BattleEngine::newBattle(const BattleSetup &setup)
{
    checkChoice(setup.season, seasons(), tr("The season"));
    checkChoice(setup.terrainFor, {u"defender"_s, u"both"_s}, tr("The terrain reading"));
    checkChoice(setup.savesPer, {u"result"_s, u"attack"_s}, tr("The saving-roll reading"));
    checkChoice(setup.pursuitVsKnights, {u"two-dice"_s, u"double"_s}, tr("The pursuit reading"));
    checkChoice(setup.setupOrder, {u"defender-first"_s, u"any"_s}, tr("The set-up order"));
    const RuleTable &terrain = m_tables.table(u"1066.terrain"_s);
    if (setup.terrain != u"none"_s && terrain.columnIndex(setup.terrain) < 0)
        throw Failure::badInput(tr("\"%1\" is not a terrain of the Terrain Effects Chart (%2, or none).")
                                    .arg(setup.terrain, terrain.columns().join(u", "_s)));
    if (!setup.attackerName.trimmed().isEmpty()
        && setup.attackerName.trimmed().compare(setup.defenderName.trimmed(), Qt::CaseInsensitive) == 0)
        throw Failure::badInput(tr("%1 cannot fight itself: a battle has an attacker and a defender of two different "
                                   "powers (1066 §15.1).")
                                    .arg(setup.attackerName));
    m_state = BattleState();
    m_state.season = setup.season;
    m_state.terrain = setup.terrain;
    m_state.terrainFor = setup.terrainFor;
    m_state.savesPer = setup.savesPer;
    m_state.pursuitVsKnights = setup.pursuitVsKnights;
    m_state.setupOrder = setup.setupOrder;
    m_state.sides[0].name = setup.attackerName;
    m_state.sides[1].name = setup.defenderName;
    m_state.sides[1].castle = setup.defenderCastle;
    m_state.square = setup.square;
    m_state.sides[0].campaignSide = setup.attackerSide;
    m_state.sides[1].campaignSide = setup.defenderSide;
    step(setup.setupOrder == u"any"_s
             ? tr("%1 attacks %2; both forces go to the Battle Board (reading applied: the arrays are recorded in "
                  "any order, not the defender's first).").arg(sideName(0), sideName(1))
             : tr("%1 attacks %2; both forces go to the Battle Board: the defender sets up all his units, then the "
                  "attacker (reading applied: the order as written).").arg(sideName(0), sideName(1)),
         "15.2");
    if (!setup.square.isEmpty())
        step(tr("The battle is fought in %1: every unit of both sides in that square goes to the Battle Board.")
                 .arg(setup.square), "15.3");
    step(setup.terrain == u"none"_s
             ? tr("No terrain bonus was chosen for the defender.")
             : tr("The defender takes the one terrain bonus of %1 (%2).")
                   .arg(setup.terrain, setup.terrainFor == u"both"_s
                                           ? tr("reading applied: every unit attacked gets it")
                                           : tr("reading applied: only the defending force gets it")),
         "15.13");
    if (setup.defenderCastle)
        step(tr("The defender holds a friendly castle: each E or D result on its units gets a castle saving roll, and "
                "the force has no panic level."), "20.5");
    step(tr("Readings applied: saving rolls %1; knights pursuing panicking knights roll %2.")
             .arg(setup.savesPer == u"result"_s ? tr("for each E or D result in turn") : tr("once per attack"),
                  setup.pursuitVsKnights == u"two-dice"_s ? tr("exactly two dice") : tr("twice their attack")),
         "15.17");
    m_summary = tr("Battle opened: %1 against %2 (%3)").arg(sideName(0), sideName(1), setup.season);
}

QString BattleEngine::placeUnit(const BattleUnit &spec)
{
    requirePhase(BattleState::Phase::Setup, tr("Placing a unit"));
    if (spec.side < 0 || spec.side > 1)
        throw Failure::badInput(tr("A unit belongs to the attacker (0) or the defender (1)."));
    if (spec.defence < 1 || spec.defence > 4)
        throw Failure::badInput(tr("Defence %1 is outside the Combat Results Table columns 1 to 4 (1066 §15.8).")
                                    .arg(spec.defence));
    if (spec.attack < 0 || spec.attack > 20 || spec.leader < 0 || spec.leader > 9)
        throw Failure::badInput(tr("Attack must be 0 to 20 and leader value 0 to 9."));
    if (spec.king && spec.leader <= 0)
        throw Failure::badInput(tr("A king is a leader: give his leader value (1066 §18.4)."));
    if (spec.type.trimmed().isEmpty())
        throw Failure::badInput(tr("Give the unit's type (knight, housecarl, thegn, fyrd, fleet, ...)."));
    if (m_state.setupOrder != u"any"_s && spec.side == 1)
        for (const BattleUnit &placed : std::as_const(m_state.units))
            if (placed.side == 0)
                throw Failure::badInput(tr("%1 has begun setting up: the defender sets up all his units before the "
                                           "attacker places any (1066 §15.2). Take the attacker's units off first, or "
                                           "open the battle with setup_order=any.")
                                            .arg(sideName(0)));
    BattleUnit u = spec;
    u.type = spec.type.trimmed().toLower();
    u.eliminated = false;
    u.id = (spec.side == 0 ? u"A"_s : u"D"_s) + QString::number(m_state.nextUnit++);
    if (u.name.trimmed().isEmpty())
        u.name = u.type;
    m_state.units << u;
    step(tr("%1 places %2 in its %3 box.").arg(sideName(u.side), unitLabel(u), battleBoxName(u.box)), "15.5");
    if (u.isFleet())
        step(tr("A fleet has no attack of its own; its attack is that of the land units it carries, and it defends "
                "at the fleet's strength without terrain or castle bonuses."), "17.16");
    m_summary = tr("Battle Board: %1 placed %2").arg(sideName(u.side), unitLabel(u));
    m_outcome = {{u"unit"_s, u.id}};
    return u.id;
}

void BattleEngine::removeUnit(const QString &id)
{
    requirePhase(BattleState::Phase::Setup, tr("Taking a unit off the board"));
    const BattleUnit u = m_state.requireUnit(id);
    m_state.units.removeIf([&](const BattleUnit &x) { return x.id == u.id; });
    if (m_state.sides[u.side].commander == u.id)
        m_state.sides[u.side].commander.clear();
    step(tr("%1 takes %2 off the board before the battle starts.").arg(sideName(u.side), unitLabel(u)), "15.5");
    m_summary = tr("Battle Board: %1 removed").arg(unitLabel(u));
}

void BattleEngine::chooseCommander(int side, const QString &unitId)
{
    requirePhase(BattleState::Phase::Setup, tr("Choosing a commander"));
    const BattleUnit &u = m_state.requireUnit(unitId);
    if (u.side != side)
        throw Failure::badInput(tr("%1 is not a unit of %2.").arg(u.id, sideName(side)));
    if (!u.isLeader())
        throw Failure::badInput(tr("%1 is not a leader: a commander must be one of the side's leaders (1066 §18.3).")
                                    .arg(unitLabel(u)));
    for (const BattleUnit *k : m_state.survivors(side))
        if (k->hasKing() && k->id != u.id)
            throw Failure::badInput(tr("%1 is in the battle, so the king must command (1066 §18.4).")
                                        .arg(unitLabel(*k)));
    m_state.sides[side].commander = u.id;
    step(tr("%1 appoints %2 commander: up to %3 battle marker(s) in this battle.")
             .arg(sideName(side), unitLabel(u)).arg(u.commandValue()), "18.3");
    if (u.leader <= 0)
        step(tr("The commander is aboard the fleet: the fleet and the land units it carries fight as one unit, so "
                "he commands from it and falls with it (§17.13)."), "17.16");
    m_summary = tr("Battle Board: %1 commands %2").arg(unitLabel(u), sideName(side));
}

void BattleEngine::contactRoll()
{
    requirePhase(BattleState::Phase::Setup, tr("Rolling for contact"));
    if (m_state.terrain != u"all-sea"_s)
        throw Failure::badInput(tr("The contact die is rolled only for a battle in an all-sea square; in coastal, port "
                                   "and river squares the fleets always meet (1066 §17.15)."));
    if (!m_state.contact.isEmpty())
        throw Failure::badInput(tr("The contact die has already been rolled for this battle."));
    const int die = m_dice.roll(6, tr("high-seas contact"));
    const RuleTable &table = m_tables.table(u"1066.high-seas"_s);
    const int col = table.columnIndex(u"result"_s);
    const QString result = table.require(table.rowIndexFor(die), col < 0 ? 0 : col).value.toString();
    m_outcome = {{u"die"_s, die}, {u"contact"_s, result}};
    if (result != u"miss"_s) {
        m_state.contact = u"combat"_s;
        step(tr("The attacker rolls %1 on the high seas: the fleets meet and the battle is fought.").arg(die), "17.15");
        m_summary = tr("Battle Board: contact die %1, the fleets meet").arg(die);
        return;
    }
    m_state.contact = u"miss"_s;
    m_state.phase = BattleState::Phase::Over;
    m_state.endReason = u"no-contact"_s;
    step(tr("The attacker rolls %1 on the high seas: the fleets miss each other and there is no battle; the phasing "
            "player moves its fleet to a next square with no enemy units in it.").arg(die), "17.15");
    m_summary = tr("Battle Board: contact die %1, the fleets miss each other").arg(die);
}

void BattleEngine::rollLength()
{
    requirePhase(BattleState::Phase::Setup, tr("Rolling the battle length"));
    if (m_state.terrain == u"all-sea"_s && m_state.contact.isEmpty())
        throw Failure::badInput(tr("In an all-sea square the attacker first rolls to see whether the fleets meet "
                                   "(1066 §17.15)."));
    for (int side = 0; side < 2; ++side) {
        if (m_state.survivors(side).isEmpty())
            throw Failure::badInput(tr("%1 has no unit on the board.").arg(sideName(side)));
        if (m_state.boxEmpty(side, BattleBox::Centre))
            throw Failure::badInput(tr("%1 must place at least one unit in its centre box (1066 §15.5).")
                                        .arg(sideName(side)));
        const auto units = m_state.survivors(side);
        const bool hasLeader = std::any_of(units.begin(), units.end(), [](auto u) { return u->isLeader(); });
        const auto king = std::find_if(units.begin(), units.end(), [](auto u) { return u->hasKing(); });
        if (king != units.end() && m_state.sides[side].commander != (*king)->id)
            throw Failure::badInput(tr("%1: the king %2 must be appointed commander (1066 §18.4).")
                                        .arg(sideName(side), (*king)->kingName()));
        if (hasLeader && m_state.sides[side].commander.isEmpty())
            throw Failure::badInput(tr("%1 has a leader in the battle: appoint a commander first (1066 §18.3).")
                                        .arg(sideName(side)));
    }
    for (int side = 0; side < 2; ++side) {
        BattleSide &s = m_state.sides[side];
        s.startValue = 0;
        for (const BattleUnit *u : m_state.survivors(side))
            s.startValue += u->value();
        if (s.castle) {
            s.panicLevel.reset();
            step(tr("%1 defends in a castle: no panic level; it fights until destroyed or the battle ends.")
                     .arg(sideName(side)), "20.5");
        } else {
            s.panicLevel = (s.startValue + 1) / 2;
            step(tr("%1: starting attack plus leader values %2, halved and rounded up: panic level %3.")
                     .arg(sideName(side)).arg(s.startValue).arg(*s.panicLevel), "15.16");
        }
    }
    const RuleTable &summer = m_tables.table(u"1066.summer-effects"_s);
    const int cap = intCell(summer, 1, u"battle-turns-max"_s);
    const int bonus = m_state.season == u"summer"_s ? intCell(summer, 1, u"battle-turns"_s) : 0;
    const int die = m_dice.roll(6, tr("battle length"));
    m_state.lengthDie = die;
    m_state.length = std::min(die + bonus, cap);
    if (bonus > 0)
        step(tr("The attacker rolls %1 for the battle length; summer adds %2: %3, never more than %4: %5 battle turns.")
                 .arg(die).arg(bonus).arg(die + bonus).arg(cap).arg(m_state.length), "9.9");
    else
        step(tr("The attacker rolls %1: the battle lasts at most %2 battle turn(s).").arg(die).arg(m_state.length),
             "15.2");
    m_state.phase = BattleState::Phase::Battle;
    m_state.turn = 1;
    m_state.stage = BattleState::AttackerMove;
    step(tr("Battle turn 1 begins with the attacker's movement round."), "15.2");
    m_summary = tr("Battle length rolled: %1 → %2 battle turns").arg(die).arg(m_state.length);
    m_outcome = {{u"die"_s, die}, {u"length"_s, m_state.length}};
}

void BattleEngine::moveUnit(const QString &unitId, BattleBox to)
{
    BattleUnit &u = m_state.requireUnit(unitId);
    if (u.eliminated)
        throw Failure::badInput(tr("%1 has been eliminated.").arg(unitLabel(u)));
    const QString from = battleBoxName(u.box);
    if (m_state.phase == BattleState::Phase::Setup) {
        u.box = to;
        step(tr("%1 sets %2 up in its %3 box instead of %4.").arg(sideName(u.side), unitLabel(u),
                                                                battleBoxName(to), from), "15.5");
        m_summary = tr("Battle Board: %1 set up in %2").arg(u.id, battleBoxName(to));
        return;
    }
    requirePhase(BattleState::Phase::Battle, tr("Moving a unit"));
    if (!m_state.isMovementRound() || m_state.activeSide() != u.side)
        throw Failure::badInput(tr("%1 moves only in its own side's movement round (1066 §15.6).").arg(unitLabel(u)));
    if (m_state.moved.contains(u.id))
        throw Failure::badInput(tr("%1 has already moved this round: one box per round (1066 §15.6).")
                                    .arg(unitLabel(u)));
    if (u.box == to)
        throw Failure::badInput(tr("%1 is already in its %2 box.").arg(unitLabel(u), from));
    if (u.box == BattleBox::Reserve) {
        step(tr("%1 moves up from the reserve to the %2 box.").arg(unitLabel(u), battleBoxName(to)), "15.6");
    } else if (to != BattleBox::Reserve) {
        throw Failure::badInput(tr("%1 cannot move sideways from %2 to %3: units only move between the reserve and "
                                   "the front boxes (1066 §15.6).").arg(unitLabel(u), from, battleBoxName(to)));
    } else if (u.isKnight()) {
        step(tr("%1 is a knight and may fall back from %2 to the reserve.").arg(unitLabel(u), from), "15.6");
    } else if (!m_state.boxEmpty(1 - u.side, facingBox(u.box))) {
        throw Failure::badInput(tr("%1 is faced by enemy units in their %2 box: only knights may fall back to the "
                                   "reserve then (1066 §15.6).").arg(unitLabel(u), battleBoxName(facingBox(u.box))));
    } else {
        step(tr("No enemy faces %1 in %2, so it may fall back to the reserve.").arg(unitLabel(u), from), "15.6");
    }
    u.box = to;
    m_state.moved << u.id;
    m_summary = tr("Battle Board: %1 moves %2 → %3").arg(u.id, from, battleBoxName(to));
}

void BattleEngine::endRound()
{
    requirePhase(BattleState::Phase::Battle, tr("Ending the round"));
    if (m_state.pending.isActive())
        throw Failure::badInput(tr("Finish the attack of %1 first.").arg(m_state.pending.attacker));
    static const char *names[] = {QT_TRANSLATE_NOOP("Reeve::BattleBoard", "attacker movement"),
                                  QT_TRANSLATE_NOOP("Reeve::BattleBoard", "attacker combat"),
                                  QT_TRANSLATE_NOOP("Reeve::BattleBoard", "defender movement"),
                                  QT_TRANSLATE_NOOP("Reeve::BattleBoard", "defender combat")};
    const int side = m_state.activeSide();
    if (m_state.isCombatRound()) {
        QStringList idle;
        for (const BattleUnit *u : m_state.survivors(side))
            if (u->box != BattleBox::Reserve && u->attack > 0 && !m_state.attacked.contains(u->id))
                idle << u->id;
        if (!idle.isEmpty())
            step(tr("Units that did not attack this round: %1.").arg(idle.join(u", "_s)), "15.8");
        if (!m_state.markers.isEmpty())
            step(tr("The battle markers of this round lapse."), "8.13");
        m_state.markers.clear();
    }
    const QString ended = tr(names[m_state.stage]);
    m_state.moved.clear();
    m_state.attacked.clear();
    m_state.attackDeclared = false;
    if (m_state.stage == BattleState::DefenderCombat && m_state.turn >= m_state.length) {
        step(tr("The last battle turn (%1) is over with neither side destroyed or panicked: a draw.")
                 .arg(m_state.length), "15.16");
        endBattle(-1, u"last-turn"_s);
        m_summary = tr("Battle Board: the battle ends in a draw after %1 battle turn(s)").arg(m_state.length);
        return;
    }
    if (m_state.stage == BattleState::DefenderCombat) {
        ++m_state.turn;
        m_state.stage = BattleState::AttackerMove;
    } else {
        ++m_state.stage;
    }
    step(tr("The %1 round of battle turn %2 is over; next: %3 round.")
             .arg(ended).arg(m_state.stage == BattleState::AttackerMove ? m_state.turn - 1 : m_state.turn)
             .arg(tr(names[m_state.stage])), "15.2");
    m_summary = tr("Battle Board: turn %1, %2 round").arg(m_state.turn).arg(tr(names[m_state.stage]));
}

void BattleEngine::endBattle(int winner, const QString &reason)
{
    m_state.phase = BattleState::Phase::Over;
    m_state.winner = winner;
    m_state.endReason = reason;
    m_state.pending = PendingAttack();
    m_state.markers.clear();
    if (winner < 0) {
        step(tr("%1 must retreat one square on the map; the defender stays and may not pursue.").arg(sideName(0)),
             "15.18");
    } else {
        step(tr("%1 wins; %2 retreats its surviving units one square together.")
                 .arg(sideName(winner), sideName(1 - winner)), "15.19");
    }
    m_outcome.insert(u"result"_s, winner < 0 ? u"draw"_s : winner == 0 ? u"attacker"_s : u"defender"_s);
    m_outcome.insert(u"end_reason"_s, reason);
}

void BattleEngine::endPursuit()
{
    requirePhase(BattleState::Phase::Pursuit, tr("Ending the pursuit"));
    if (m_state.pending.isActive())
        throw Failure::badInput(tr("Finish the attack of %1 first.").arg(m_state.pending.attacker));
    step(tr("The pursuit round is over, and with it the battle."), "15.17");
    endBattle(1 - m_state.panickedSide, u"panic"_s);
    m_summary = tr("Battle Board: pursuit over, %1 wins").arg(sideName(m_state.winner));
}

void BattleEngine::spoils()
{
    requirePhase(BattleState::Phase::Over, tr("Settling the spoils"));
    if (m_state.spoilsDone)
        throw Failure::badInput(tr("The spoils of this battle have already been settled."));
    m_state.spoilsDone = true;
    if (m_state.endReason == u"no-contact"_s) {
        step(tr("The fleets never met: no battle, no markers change hands."), "17.15");
        m_summary = tr("Battle spoils: none, the fleets missed each other");
        m_outcome = {{u"winner_draws"_s, 0}, {u"loser_loses"_s, 0}};
        return;
    }
    for (int side = 0; side < 2; ++side)
        step(tr("%1 returns %2 surviving unit(s) to the map.").arg(sideName(side))
                 .arg(m_state.survivors(side).size()), "15.18");
    if (m_state.winner < 0) {
        step(tr("A draw: no campaign markers change hands; the attacker retreats."), "15.18");
        m_summary = tr("Battle spoils: a draw, no markers change hands");
        m_outcome = {{u"winner_draws"_s, 0}, {u"loser_loses"_s, 0}};
        return;
    }
    const int loser = 1 - m_state.winner;
    const int strength = m_state.sides[loser].startValue;
    const RuleTable &t = m_tables.table(u"1066.battle-spoils"_s);
    const int draws = intCell(t, strength, u"winner_draws"_s);
    const int loses = intCell(t, strength, u"loser_loses"_s);
    step(tr("The defeated force started with attack plus leader values %1 (row %2): %3 draws %4 campaign marker(s), "
            "%5 loses %6 at random.").arg(strength).arg(t.rowKey(t.rowIndexFor(strength)).toString())
             .arg(sideName(m_state.winner)).arg(draws).arg(sideName(loser)).arg(loses), "15.18");
    m_summary = tr("Battle spoils: %1 draws %2 marker(s), %3 loses %4").arg(sideName(m_state.winner)).arg(draws)
                    .arg(sideName(loser)).arg(loses);
    m_outcome = {{u"winner_draws"_s, draws}, {u"loser_loses"_s, loses}, {u"defeated_strength"_s, strength}};
}

int BattleEngine::diceNeeded(const BattleState &state, QString *what)
{
    QString text;
    int count = 0;
    if (state.phase == BattleState::Phase::Setup) {
        count = 1;
        text = tr("one d6 for the battle length");
    } else if (state.pending.isActive() && !state.pending.rolled) {
        count = state.pending.dice;
        text = tr("%1 d6 for the attack of %2 on %3").arg(count).arg(state.pending.attacker, state.pending.target);
    } else if (state.pending.isActive()) {
        count = -1;
        text = tr("saving roll(s): one d6 each, in order, until the unit is saved");
    }
    if (what)
        *what = text;
    return count;
}

} // namespace Reeve
