// A whole 1066 battle on the battle board, from placement to spoils, with fixed entered dice
// and a house-entered Combat Results Table; every step is checked as it happens. Also the
// two other endings: a draw at the last battle turn and the destruction of a side.
#include <functional>
#include <optional>

#include <QtTest>

#include "battlesupport.h"
#include "log/actionlog.h"
#include "util/failure.h"

using namespace Reeve;
using namespace BattleTest;
using namespace Qt::StringLiterals;

namespace {

bool refused(const std::function<void()> &f, const QString &mention)
{
    try {
        f();
    } catch (const Failure &e) {
        return e.kind() == Failure::Kind::BadInput && e.message().contains(mention);
    }
    return false;
}

} // namespace

class TestBattleScript : public QObject
{
    Q_OBJECT
private slots:
    void hastingsInMiniature();
    void drawAtTheLastTurn();
    void destroyedSideLoses();
    void highSeasContact();

private:
    void setUpHastings(BattleBoard &board);
    void firstAttackerCombat(BattleBoard &board);
    void firstDefenderRounds(BattleBoard &board);
    void panicAndPursuit(BattleBoard &board);
    QTemporaryDir m_dir;
};

void TestBattleScript::setUpHastings(BattleBoard &board)
{
    BattleSetup setup;
    setup.attackerName = u"Normans"_s;
    setup.defenderName = u"Anglo-Saxons"_s;
    board.newBattle(setup);
    // The defender sets up first (§15.2).
    board.placeUnit(unit(1, u"Harold"_s, u"housecarl"_s, 3, 3, BattleBox::Centre, 2, true));
    board.placeUnit(unit(1, u"Thegns"_s, u"thegn"_s, 2, 2, BattleBox::Right));
    board.placeUnit(unit(1, u"Fyrd"_s, u"fyrd"_s, 1, 1, BattleBox::Left));
    board.placeUnit(unit(1, u"Levy"_s, u"fyrd"_s, 1, 1, BattleBox::Reserve));
    board.placeUnit(unit(0, u"William"_s, u"knight"_s, 3, 3, BattleBox::Centre, 3, true));
    board.placeUnit(unit(0, u"Knights"_s, u"knight"_s, 3, 2, BattleBox::Left));
    board.placeUnit(unit(0, u"Infantry"_s, u"infantry"_s, 2, 1, BattleBox::Right));
    QVERIFY(refused([&] { board.rollLength(QList<int>{3}); }, u"§18.4"_s));
    board.chooseCommander(1, u"D1"_s);
    board.chooseCommander(0, u"A5"_s);
    board.rollLength(QList<int>{3});
    const BattleState s = board.state();
    QCOMPARE(s.length, 3);
    QCOMPARE(s.sides[1].startValue, 9);
    QCOMPARE(*s.sides[1].panicLevel, 5);
    QCOMPARE(s.sides[0].startValue, 11);
    QCOMPARE(*s.sides[0].panicLevel, 6);
    QCOMPARE(s.turn, 1);
    QCOMPARE(s.stage, int(BattleState::AttackerMove));
}

void TestBattleScript::firstAttackerCombat(BattleBoard &board)
{
    board.endRound();
    QCOMPARE(board.state().stage, int(BattleState::AttackerCombat));
    board.playMarker(0, u"charge"_s, u"left"_s);
    board.playMarker(1, u"shield-wall"_s);
    QVERIFY(refused([&] { board.playMarker(0, u"feigned-flight"_s); }, u"§15.21"_s));
    // Knights on the left under Charge: 3 + 1 dice against the thegns (defence 2): a 5 is a D.
    board.declareAttack(u"A6"_s, u"D2"_s);
    QCOMPARE(board.state().pending.dice, 4);
    board.rollAttack(QList<int>{1, 2, 5, 3});
    QCOMPARE(board.state().pending.hitsToSave, 1);
    board.savingRoll(QList<int>{4}); // Shield Wall: 4 fails
    QVERIFY(board.state().unit(u"D2"_s)->eliminated);
    QCOMPARE(board.state().sides[1].losses, 2);
    // William against Harold: a 6 is an E; Harold's rally (3 > 2) fails, the Shield Wall (2) saves him.
    board.declareAttack(u"A5"_s, u"D1"_s);
    QCOMPARE(board.state().pending.dice, 3);
    board.rollAttack(QList<int>{6, 1, 2});
    QVERIFY(refused([&] { board.savingRoll(QList<int>{3}); }, u"Too few"_s)); // the rally fails: a second die is needed
    board.savingRoll(QList<int>{3, 2});
    QVERIFY(!board.state().unit(u"D1"_s)->eliminated);
    // Infantry on the right against the fyrd on the defender's left (defence 1): a 4 is an E.
    board.declareAttack(u"A7"_s, u"D3"_s);
    board.rollAttack(QList<int>{4, 1});
    board.savingRoll(QList<int>{5});
    QVERIFY(board.state().unit(u"D3"_s)->eliminated);
    QCOMPARE(board.state().sides[1].losses, 3);
    QCOMPARE(board.state().phase, BattleState::Phase::Battle);
}

void TestBattleScript::firstDefenderRounds(BattleBoard &board)
{
    board.endRound();
    QVERIFY(board.state().markers.isEmpty());
    QVERIFY(refused([&] { board.moveUnit(u"D1"_s, BattleBox::Left); }, u"§15.6"_s));
    board.moveUnit(u"D4"_s, BattleBox::Left);
    board.endRound();
    board.declareAttack(u"D1"_s, u"A5"_s);
    board.rollAttack(QList<int>{2, 3, 4});
    QVERIFY(!board.state().unit(u"A5"_s)->eliminated);
    board.declareAttack(u"D4"_s, u"A7"_s);
    QCOMPARE(board.state().pending.kind, u"front"_s);
    board.rollAttack(QList<int>{6});
    QVERIFY(board.state().unit(u"A7"_s)->eliminated);
    QCOMPARE(board.state().sides[0].losses, 2);
    board.endRound();
    QCOMPARE(board.state().turn, 2);
    board.endRound();
}

void TestBattleScript::panicAndPursuit(BattleBoard &board)
{
    // The knights face an empty box: they flank the centre with 3 + 1 dice; Harold's rally (5) fails.
    board.declareAttack(u"A6"_s, u"D1"_s);
    QCOMPARE(board.state().pending.kind, u"flank"_s);
    QCOMPARE(board.state().pending.dice, 4);
    board.rollAttack(QList<int>{6, 5, 1, 1});
    const qint64 fall = board.savingRoll(QList<int>{5});
    BattleState s = board.state();
    QVERIFY(s.unit(u"D1"_s)->eliminated);
    QCOMPARE(s.sides[1].losses, 8);
    QVERIFY(s.sides[1].panicked);
    QCOMPARE(s.phase, BattleState::Phase::Pursuit);
    QCOMPARE(s.activeSide(), 0);
    Q_UNUSED(fall);
    QVERIFY(refused([&] { board.playMarker(0, u"charge"_s, u"left"_s); }, u"§15.21"_s));
    // Pursuit: William (a knight) rolls 3 × 3 dice against the fyrd, wherever it stands.
    board.declareAttack(u"A5"_s, u"D4"_s);
    QCOMPARE(board.state().pending.kind, u"pursuit"_s);
    QCOMPARE(board.state().pending.dice, 9);
    board.rollAttack(QList<int>{1, 1, 1, 1, 1, 1, 1, 1, 1});
    QVERIFY(refused([&] { board.declareAttack(u"A5"_s, u"D4"_s); }, u"§15.10"_s));
    board.declareAttack(u"A6"_s, u"D4"_s);
    board.rollAttack(QList<int>{1, 2, 3, 1, 2, 3, 1, 2, 3});
    board.endPursuit();
    s = board.state();
    QCOMPARE(s.phase, BattleState::Phase::Over);
    QCOMPARE(s.winner, 0);
    QCOMPARE(s.endReason, u"panic"_s);
}

void TestBattleScript::hastingsInMiniature()
{
    auto campaign = newCampaign(m_dir, u"hastings.reeve"_s);
    enterCrt(*campaign);
    BattleBoard board(*campaign);
    const qint64 first = campaign->log().lastSeq();
    setUpHastings(board);
    firstAttackerCombat(board);
    firstDefenderRounds(board);
    panicAndPursuit(board);
    const qint64 seq = board.spoils();
    const QJsonObject outcome =
        campaign->log().action(seq).payload().value(u"data"_s).toObject().value(u"outcome"_s).toObject();
    QCOMPARE(outcome.value(u"defeated_strength"_s).toInt(), 9);
    QCOMPARE(outcome.value(u"winner_draws"_s).toInt(), 1); // row 6-10 of §15.18
    QCOMPARE(outcome.value(u"loser_loses"_s).toInt(), 0);
    QVERIFY(refused([&] { board.spoils(); }, u"already"_s));
    // One logged action per step, each explained with its sections.
    const QList<BattleJournalEntry> journal = board.journal();
    QCOMPARE(qint64(journal.size()), campaign->log().lastSeq() - first);
    for (const BattleJournalEntry &e : journal) {
        QVERIFY2(!e.steps.isEmpty(), qPrintable(e.kind));
        for (const ExplanationStep &step : e.steps)
            QVERIFY2(step.ruleRef.startsWith(u"1066 §"_s), qPrintable(step.text));
    }
    // Harold's fall is explained with the king and commander rules.
    QString all;
    for (const BattleJournalEntry &e : journal)
        for (const ExplanationStep &step : e.steps)
            all += step.ruleRef + u' ';
    QVERIFY(all.contains(u"1066 §18.5"_s));
    QVERIFY(all.contains(u"1066 §18.7"_s));
    QVERIFY(all.contains(u"1066 §15.17"_s));
}

void TestBattleScript::drawAtTheLastTurn()
{
    auto campaign = newCampaign(m_dir, u"draw.reeve"_s);
    BattleBoard board(*campaign);
    BattleSetup setup;
    setup.season = u"summer"_s;
    board.newBattle(setup);
    board.placeUnit(unit(1, u"Thegns"_s, u"thegn"_s, 2, 2, BattleBox::Centre));
    board.placeUnit(unit(0, u"Knights"_s, u"knight"_s, 3, 2, BattleBox::Centre));
    board.rollLength(QList<int>{1}); // 1 + 1 in summer
    QCOMPARE(board.state().length, 2);
    for (int i = 0; i < 7; ++i)
        board.endRound();
    QCOMPARE(board.state().phase, BattleState::Phase::Battle);
    board.endRound();
    const BattleState s = board.state();
    QCOMPARE(s.phase, BattleState::Phase::Over);
    QCOMPARE(s.winner, -1);
    QCOMPARE(s.endReason, u"last-turn"_s);
    QVERIFY(refused([&] { board.endRound(); }, u"over"_s));
    const qint64 seq = board.spoils();
    QCOMPARE(campaign->log().action(seq).payload().value(u"data"_s).toObject().value(u"outcome"_s).toObject()
                 .value(u"winner_draws"_s).toInt(), 0);
}

void TestBattleScript::destroyedSideLoses()
{
    auto campaign = newCampaign(m_dir, u"destroyed.reeve"_s);
    enterCrt(*campaign, 1);
    BattleBoard board(*campaign);
    BattleSetup setup;
    setup.defenderCastle = true; // no panic level: it fights to the end (§20.5)
    board.newBattle(setup);
    board.placeUnit(unit(1, u"Fleet"_s, u"fleet"_s, 0, 1, BattleBox::Centre));
    board.placeUnit(unit(0, u"Knights"_s, u"knight"_s, 3, 2, BattleBox::Centre));
    board.rollLength(QList<int>{2});
    board.endRound();
    // A fleet gets no castle saving roll (§17.17), so the first E stands.
    board.declareAttack(u"A2"_s, u"D1"_s);
    board.rollAttack(QList<int>{5, 2, 3});
    const BattleState s = board.state();
    QCOMPARE(s.phase, BattleState::Phase::Over);
    QCOMPARE(s.winner, 0);
    QCOMPARE(s.endReason, u"destroyed"_s);
}

void TestBattleScript::highSeasContact()
{
    // 1066 §17.15: on the high seas the attacker first rolls; 1-3 the fleets meet, 4-6 they miss.
    auto campaign = newCampaign(m_dir, u"seas.reeve"_s);
    BattleBoard board(*campaign);
    BattleSetup setup;
    setup.terrain = u"all-sea"_s;
    board.newBattle(setup);
    board.placeUnit(unit(1, u"Fleet"_s, u"fleet"_s, 2, 1, BattleBox::Centre));
    board.placeUnit(unit(0, u"Longships"_s, u"fleet"_s, 3, 1, BattleBox::Centre));
    QVERIFY(refused([&] { board.rollLength(QList<int>{3}); }, u"§17.15"_s));
    board.contactRoll(QList<int>{3});
    QCOMPARE(board.state().contact, u"combat"_s);
    QVERIFY(refused([&] { board.contactRoll(QList<int>{5}); }, u"already"_s));
    board.rollLength(QList<int>{3});
    QCOMPARE(board.state().phase, BattleState::Phase::Battle);
    campaign->log().undo();
    campaign->log().undo();
    board.contactRoll(QList<int>{5});
    BattleState s = board.state();
    QCOMPARE(s.phase, BattleState::Phase::Over);
    QCOMPARE(s.endReason, u"no-contact"_s);
    // Not on a land battle.
    board.newBattle({});
    QVERIFY(refused([&] { board.contactRoll(QList<int>{5}); }, u"§17.15"_s));
}

QTEST_GUILESS_MAIN(TestBattleScript)
#include "tst_battlescript.moc"
