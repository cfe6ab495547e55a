// The 1066 battle board engine through its campaign service: the rules' worked examples
// (§15.8, §15.11, §15.22, §15.13–15.14), refusals of illegal steps, entered dice, missing
// chart cells and undo/redo of a step without re-rolling.
#include <functional>
#include <optional>

#include <QJsonArray>
#include <QJsonDocument>
#include <QtTest>

#include "battlesupport.h"
#include "log/actionlog.h"
#include "util/failure.h"

using namespace Reeve;
using namespace BattleTest;
using namespace Qt::StringLiterals;

namespace {

std::optional<Failure> failureOf(const std::function<void()> &f)
{
    try {
        f();
    } catch (const Failure &e) {
        return e;
    }
    return std::nullopt;
}

/// What a refusal test reads when the step was wrongly accepted: a failure no refusal produces.
Failure notRefused()
{
    return Failure::internal(u"the step was not refused"_s);
}

QJsonObject stateJson(BattleBoard &board)
{
    return board.state().toJson();
}

/// A small battle: attacker knight in the left box and infantry in the centre, defender thegn in
/// the right box (facing the knight) and a fyrd in the centre; no leaders; length rolled as 3.
struct SmallBattle
{
    std::unique_ptr<Campaign> campaign;
    std::unique_ptr<BattleBoard> board;
    QString knight, infantry, thegn, fyrd;
};

SmallBattle smallBattle(QTemporaryDir &dir, const QString &file, int thegnDefence = 3,
                        const QString &terrain = u"none"_s)
{
    SmallBattle b;
    b.campaign = newCampaign(dir, file);
    b.board = std::make_unique<BattleBoard>(*b.campaign);
    BattleSetup setup;
    setup.attackerName = u"Normans"_s;
    setup.defenderName = u"Anglo-Saxons"_s;
    setup.terrain = terrain;
    b.board->newBattle(setup);
    b.board->placeUnit(unit(1, u"Thegns"_s, u"thegn"_s, 2, thegnDefence, BattleBox::Right), &b.thegn);
    b.board->placeUnit(unit(1, u"Fyrd"_s, u"fyrd"_s, 1, 1, BattleBox::Centre), &b.fyrd);
    b.board->placeUnit(unit(1, u"Host"_s, u"fyrd"_s, 6, 1, BattleBox::Reserve)); // panic level 5
    b.board->placeUnit(unit(0, u"Knights"_s, u"knight"_s, 3, 2, BattleBox::Left), &b.knight);
    b.board->placeUnit(unit(0, u"Infantry"_s, u"infantry"_s, 2, 2, BattleBox::Centre), &b.infantry);
    b.board->rollLength(QList<int>{3});
    b.board->endRound(); // attacker movement → attacker combat
    return b;
}

} // namespace

class TestBattleBoard : public QObject
{
    Q_OBJECT
private slots:
    void knightEliminatesThegn();
    void missingCrtCellStopsTheStep();
    void flankAttackExample();
    void flankAndChargeExample();
    void terrainAndCap_data();
    void terrainAndCap();
    void castleDefendersHaveNoPanicLevel();
    void setupRefusals();
    void movementRules();
    void targetRules();
    void reserveAttacks();
    void markerRules();
    void maneuverDice();
    void pursuitOfKnights();
    void enteredDiceAreChecked();
    void undoAndRedoKeepTheDice();

private:
    QTemporaryDir m_dir;
};

void TestBattleBoard::knightEliminatesThegn()
{
    // 1066 §15.8: a knight of attack 3 in the left box attacks a defence-3 thegn in the enemy right box
    // and rolls a six: the thegn is eliminated. Only that printed example cell of the CRT is needed.
    SmallBattle b = smallBattle(m_dir, u"example158.reeve"_s);
    b.board->declareAttack(b.knight, b.thegn);
    QCOMPARE(b.board->state().pending.dice, 3);
    const qint64 seq = b.board->rollAttack(QList<int>{6, 1, 1});
    const BattleState s = b.board->state();
    QVERIFY(s.unit(b.thegn)->eliminated);
    QVERIFY(!s.pending.isActive());
    QVERIFY(s.attacked.contains(b.knight));
    QCOMPARE(s.sides[1].losses, 2);
    const Action action = b.campaign->log().action(seq);
    QCOMPARE(action.kind, u"1066.battle.attack"_s);
    QCOMPARE(action.dice().toObject().value(u"source"_s).toString(), u"entered"_s);
    QCOMPARE(action.dice().toObject().value(u"draws"_s).toArray().size(), 3);
    const QString steps = QString::fromUtf8(QJsonDocument(action.payload()).toJson());
    QVERIFY(steps.contains(u"1066 §15.8"_s));
    QVERIFY(steps.contains(u"1066 §15.10"_s));
}

void TestBattleBoard::missingCrtCellStopsTheStep()
{
    SmallBattle b = smallBattle(m_dir, u"missing.reeve"_s);
    b.board->declareAttack(b.knight, b.thegn);
    const QJsonObject before = stateJson(*b.board);
    const qint64 last = b.campaign->log().lastSeq();
    const auto failure = failureOf([&] { b.board->rollAttack(QList<int>{1, 6, 6}); });
    QVERIFY(failure);
    QCOMPARE(failure->kind(), Failure::Kind::MissingFigure);
    QVERIFY(failure->message().contains(u"1066.crt"_s) || failure->detail().value(u"table"_s) == u"1066.crt"_s);
    QCOMPARE(b.campaign->log().lastSeq(), last);
    QCOMPARE(stateJson(*b.board), before);
    // Once the referee enters the column, the same dice go through.
    enterCrt(*b.campaign, 3);
    b.board->rollAttack(QList<int>{1, 6, 6});
    QVERIFY(b.board->state().unit(b.thegn)->eliminated);
}

void TestBattleBoard::flankAttackExample()
{
    // 1066 §15.11: the enemy left box is empty, so a knight of attack 3 in the attacker's right box
    // flanks the enemy centre with four dice.
    auto campaign = newCampaign(m_dir, u"flank.reeve"_s);
    BattleBoard board(*campaign);
    board.newBattle({});
    QString knight, centre;
    board.placeUnit(unit(1, u"Housecarls"_s, u"housecarl"_s, 3, 3, BattleBox::Centre), &centre);
    board.placeUnit(unit(0, u"Knights"_s, u"knight"_s, 3, 2, BattleBox::Right), &knight);
    board.placeUnit(unit(0, u"Archers"_s, u"archer"_s, 1, 1, BattleBox::Centre));
    board.rollLength(QList<int>{2});
    board.endRound();
    board.declareAttack(knight, centre);
    const BattleState s = board.state();
    QCOMPARE(s.pending.kind, u"flank"_s);
    QCOMPARE(s.pending.dice, 4);
}

void TestBattleBoard::flankAndChargeExample()
{
    // 1066 §15.22: a housecarl of attack 3 making a flank attack under Charge rolls five dice.
    auto campaign = newCampaign(m_dir, u"charge.reeve"_s);
    BattleBoard board(*campaign);
    board.newBattle({});
    QString housecarl, target;
    board.placeUnit(unit(1, u"Norman knights"_s, u"knight"_s, 3, 2, BattleBox::Centre), &target);
    board.placeUnit(unit(0, u"Harold"_s, u"housecarl"_s, 3, 3, BattleBox::Centre, 2, true));
    board.placeUnit(unit(0, u"Housecarls"_s, u"housecarl"_s, 3, 3, BattleBox::Right), &housecarl);
    board.chooseCommander(0, u"A2"_s);
    board.rollLength(QList<int>{4});
    board.endRound();
    board.playMarker(0, u"charge"_s, u"right"_s);
    board.declareAttack(housecarl, target);
    QCOMPARE(board.state().pending.dice, 5);
    // The centre unit is not in the Charge box: three dice for a front attack.
    enterCrt(*campaign);
    board.rollAttack(QList<int>{1, 1, 1, 1, 1});
    board.declareAttack(u"A2"_s, target);
    QCOMPARE(board.state().pending.dice, 3);
    QCOMPARE(board.state().sides[0].markersPlayed, 1);
}

void TestBattleBoard::terrainAndCap_data()
{
    QTest::addColumn<QString>("terrain");
    QTest::addColumn<QString>("type");
    QTest::addColumn<int>("defence");
    QTest::addColumn<QString>("terrainFor");
    QTest::addColumn<int>("attackerSide");
    QTest::addColumn<int>("expected");
    // 1066 §15.13: a thegn of defence 2 in a castle (+2) defends at 4.
    QTest::newRow("§15.13 thegn in castle") << u"castle"_s << u"thegn"_s << 2 << u"defender"_s << 0 << 4;
    // §15.14: never above 4.
    QTest::newRow("cap at 4") << u"castle"_s << u"thegn"_s << 3 << u"defender"_s << 0 << 4;
    // §17.17: fleets are never enhanced.
    QTest::newRow("fleet") << u"castle"_s << u"fleet"_s << 1 << u"defender"_s << 0 << 1;
    // The attacking force gets no terrain bonus under the default reading...
    QTest::newRow("attacker, defender reading") << u"castle"_s << u"thegn"_s << 2 << u"defender"_s << 1 << 2;
    // ...but does under the other reading.
    QTest::newRow("attacker, both reading") << u"castle"_s << u"thegn"_s << 2 << u"both"_s << 1 << 4;
    QTest::newRow("no terrain") << u"none"_s << u"thegn"_s << 2 << u"defender"_s << 0 << 2;
}

void TestBattleBoard::terrainAndCap()
{
    QFETCH(QString, terrain);
    QFETCH(QString, type);
    QFETCH(int, defence);
    QFETCH(QString, terrainFor);
    QFETCH(int, attackerSide);
    QFETCH(int, expected);
    static int counter = 0;
    auto campaign = newCampaign(m_dir, u"terrain-%1.reeve"_s.arg(++counter));
    enterCrt(*campaign);
    BattleBoard board(*campaign);
    BattleSetup setup;
    setup.terrain = terrain;
    setup.terrainFor = terrainFor;
    board.newBattle(setup);
    QString attacker, target;
    // The attacking unit is a plain knight; the target has the type and defence under test.
    // §15.2: the defending side (side 1) sets up first, whichever unit attacks in this case.
    if (attackerSide == 1)
        board.placeUnit(unit(attackerSide, u"Attacker"_s, u"knight"_s, 1, 2, BattleBox::Centre), &attacker);
    board.placeUnit(unit(1 - attackerSide, u"Target"_s, type, 1, defence, BattleBox::Centre), &target);
    if (attackerSide == 0)
        board.placeUnit(unit(attackerSide, u"Attacker"_s, u"knight"_s, 1, 2, BattleBox::Centre), &attacker);
    board.rollLength(QList<int>{6});
    board.endRound();
    if (attackerSide == 1) {
        board.endRound();
        board.endRound();
    }
    board.declareAttack(attacker, target);
    const qint64 seq = board.rollAttack(QList<int>{1});
    const QJsonObject outcome =
        campaign->log().action(seq).payload().value(u"data"_s).toObject().value(u"outcome"_s).toObject();
    QCOMPARE(outcome.value(u"defence_used"_s).toInt(), expected);
}

void TestBattleBoard::castleDefendersHaveNoPanicLevel()
{
    auto campaign = newCampaign(m_dir, u"castle.reeve"_s);
    BattleBoard board(*campaign);
    BattleSetup setup;
    setup.defenderCastle = true;
    setup.terrain = u"castle"_s;
    board.newBattle(setup);
    board.placeUnit(unit(1, u"Thegns"_s, u"thegn"_s, 2, 2, BattleBox::Centre));
    board.placeUnit(unit(0, u"Knights"_s, u"knight"_s, 3, 2, BattleBox::Centre));
    board.placeUnit(unit(0, u"More knights"_s, u"knight"_s, 2, 2, BattleBox::Left));
    board.rollLength(QList<int>{1});
    const BattleState s = board.state();
    QVERIFY(!s.sides[1].panicLevel.has_value());
    QCOMPARE(s.sides[0].panicLevel.value_or(-1), 3); // (3 + 2) / 2 rounded up
    // A castle saving roll is offered to the thegn (1066 §20.5): a 4-6 saves it.
    enterCrt(*campaign);
    board.endRound();
    board.declareAttack(u"A2"_s, u"D1"_s);
    board.rollAttack(QList<int>{6, 1, 1}); // defence 2 + castle 2 = 4: a 6 is a D result
    QVERIFY(board.state().pending.isActive());
    board.savingRoll(QList<int>{5});
    QVERIFY(!board.state().unit(u"D1"_s)->eliminated);
    QVERIFY(!board.state().pending.isActive());
}

void TestBattleBoard::setupRefusals()
{
    auto campaign = newCampaign(m_dir, u"setup.reeve"_s);
    BattleBoard board(*campaign);
    BattleSetup setup;
    setup.season = u"summer"_s;
    board.newBattle(setup);
    board.placeUnit(unit(1, u"Thegns"_s, u"thegn"_s, 2, 2, BattleBox::Left));
    board.placeUnit(unit(0, u"William"_s, u"knight"_s, 3, 3, BattleBox::Left, 3, true));
    board.placeUnit(unit(0, u"Odo"_s, u"knight"_s, 2, 2, BattleBox::Centre, 2));
    const qint64 last = campaign->log().lastSeq();
    // Defence outside the CRT, a king without leader value, and a non-king commander while the king is there.
    QCOMPARE(failureOf([&] { board.placeUnit(unit(1, u"X"_s, u"thegn"_s, 2, 5, BattleBox::Centre)); })
                 .value_or(notRefused()).kind(), Failure::Kind::BadInput);
    QCOMPARE(failureOf([&] { board.placeUnit(unit(1, u"K"_s, u"housecarl"_s, 2, 2, BattleBox::Centre, 0, true)); })
                 .value_or(notRefused()).kind(), Failure::Kind::BadInput);
    QVERIFY(failureOf([&] { board.chooseCommander(0, u"A3"_s); }).value_or(notRefused()).message()
                .contains(u"§18.4"_s));
    QVERIFY(failureOf([&] { board.chooseCommander(1, u"D1"_s); }).value_or(notRefused()).message()
                .contains(u"leader"_s));
    // The king has not been appointed; then the defender has nobody in its centre.
    QVERIFY(failureOf([&] { board.rollLength(QList<int>{3}); }).value_or(notRefused()).message()
                .contains(u"§18.4"_s));
    QCOMPARE(campaign->log().lastSeq(), last);
    board.chooseCommander(0, u"A2"_s);
    QVERIFY(failureOf([&] { board.rollLength(QList<int>{3}); }).value_or(notRefused()).message()
                .contains(u"§15.5"_s));
    board.moveUnit(u"D1"_s, BattleBox::Centre);
    // Summer: a 6 plus one is still only six battle turns (1066 §9.9).
    board.rollLength(QList<int>{6});
    QCOMPARE(board.state().length, 6);
    QCOMPARE(board.state().phase, BattleState::Phase::Battle);
}

void TestBattleBoard::movementRules()
{
    SmallBattle b = smallBattle(m_dir, u"moves.reeve"_s);
    // In the attacker's combat round nobody moves.
    QVERIFY(failureOf([&] { b.board->moveUnit(b.knight, BattleBox::Reserve); }).value_or(notRefused()).message().contains(u"§15.6"_s));
    b.board->endRound(); // → defender movement
    QVERIFY(failureOf([&] { b.board->moveUnit(b.knight, BattleBox::Reserve); }));   // not the attacker's round
    QVERIFY(failureOf([&] { b.board->moveUnit(b.fyrd, BattleBox::Left); }));        // sideways
    QVERIFY(failureOf([&] { b.board->moveUnit(b.thegn, BattleBox::Reserve); }));    // faced by the knight
    b.board->endRound();
    b.board->endRound();
    // Attacker movement, turn 2: the knight may always fall back; the infantry is faced by the fyrd.
    QCOMPARE(b.board->state().turn, 2);
    QVERIFY(failureOf([&] { b.board->moveUnit(b.infantry, BattleBox::Reserve); }));
    b.board->moveUnit(b.knight, BattleBox::Reserve);
    QVERIFY(failureOf([&] { b.board->moveUnit(b.knight, BattleBox::Right); }).value_or(notRefused()).message().contains(u"already"_s));
    b.board->endRound();
    b.board->endRound();
    // Defender movement: the thegn now faces an empty box and may fall back.
    b.board->moveUnit(b.thegn, BattleBox::Reserve);
    QCOMPARE(b.board->state().unit(b.thegn)->box, BattleBox::Reserve);
}

void TestBattleBoard::targetRules()
{
    SmallBattle b = smallBattle(m_dir, u"targets.reeve"_s);
    enterCrt(*b.campaign);
    // The infantry in the centre faces the fyrd: it may not attack the thegn in the right box.
    QVERIFY(failureOf([&] { b.board->declareAttack(b.infantry, b.thegn); }).value_or(notRefused()).message().contains(u"§15.9"_s));
    QVERIFY(failureOf([&] { b.board->declareAttack(b.infantry, b.knight); }));     // own side
    QVERIFY(failureOf([&] { b.board->declareAttack(b.fyrd, b.infantry); }));       // not the defender's round
    b.board->declareAttack(b.infantry, b.fyrd);
    QVERIFY(failureOf([&] { b.board->declareAttack(b.knight, b.thegn); }));        // an attack is pending
    QVERIFY(failureOf([&] { b.board->endRound(); }));
    b.board->rollAttack(QList<int>{1, 1});
    QVERIFY(failureOf([&] { b.board->declareAttack(b.infantry, b.fyrd); }).value_or(notRefused()).message().contains(u"§15.10"_s));
    b.board->endRound();
    // Defender movement: a fyrd faced by the infantry may not fall back (1066 §15.6).
    QVERIFY(failureOf([&] { b.board->moveUnit(b.fyrd, BattleBox::Reserve); }));
}

void TestBattleBoard::reserveAttacks()
{
    // 1066 §15.12: the reserve may be attacked only once the enemy left, centre and right are empty,
    // with one extra die; reserve units never attack.
    auto campaign = newCampaign(m_dir, u"reserve.reeve"_s);
    enterCrt(*campaign);
    BattleBoard board(*campaign);
    board.newBattle({});
    QString fyrd, host, knight, archers;
    board.placeUnit(unit(1, u"Fyrd"_s, u"fyrd"_s, 1, 1, BattleBox::Centre), &fyrd);
    board.placeUnit(unit(1, u"Host"_s, u"fyrd"_s, 5, 1, BattleBox::Reserve), &host);
    board.placeUnit(unit(0, u"Knights"_s, u"knight"_s, 3, 2, BattleBox::Centre), &knight);
    board.placeUnit(unit(0, u"Archers"_s, u"archer"_s, 2, 1, BattleBox::Left), &archers);
    board.rollLength(QList<int>{4});
    board.endRound();
    QVERIFY(failureOf([&] { board.declareAttack(knight, host); }).value_or(notRefused()).message().contains(u"§15.12"_s));
    board.declareAttack(knight, fyrd);
    board.rollAttack(QList<int>{4, 1, 1});
    QVERIFY(board.state().unit(fyrd)->eliminated);
    QCOMPARE(board.state().phase, BattleState::Phase::Battle); // 1 loss against a panic level of 4
    board.declareAttack(archers, host);
    QCOMPARE(board.state().pending.kind, u"reserve"_s);
    QCOMPARE(board.state().pending.dice, 3);
    board.rollAttack(QList<int>{1, 1, 1});
    board.endRound();
    board.endRound();
    QVERIFY(failureOf([&] { board.declareAttack(host, knight); }).value_or(notRefused()).message().contains(u"§15.12"_s));
}

void TestBattleBoard::markerRules()
{
    auto campaign = newCampaign(m_dir, u"markers.reeve"_s);
    enterCrt(*campaign);
    BattleBoard board(*campaign);
    board.newBattle({});
    board.placeUnit(unit(1, u"Harold"_s, u"housecarl"_s, 3, 3, BattleBox::Centre, 2, true));
    board.placeUnit(unit(1, u"Thegns"_s, u"thegn"_s, 2, 2, BattleBox::Right));
    board.placeUnit(unit(1, u"Fyrd host"_s, u"fyrd"_s, 9, 1, BattleBox::Reserve));
    board.placeUnit(unit(0, u"William"_s, u"knight"_s, 3, 3, BattleBox::Centre, 1, true));
    board.placeUnit(unit(0, u"Knights"_s, u"knight"_s, 3, 2, BattleBox::Left));
    board.chooseCommander(0, u"A4"_s);
    board.chooseCommander(1, u"D1"_s);
    board.rollLength(QList<int>{5});
    QVERIFY(failureOf([&] { board.playMarker(0, u"charge"_s, u"left"_s); })); // movement round
    board.endRound();
    QVERIFY(failureOf([&] { board.playMarker(0, u"rally"_s); }).value_or(notRefused()).message().contains(u"§8.13"_s));
    QVERIFY(failureOf([&] { board.playMarker(0, u"feigned-flight"_s); }));     // no Shield Wall to answer
    QVERIFY(failureOf([&] { board.playMarker(0, u"maneuver"_s, u"centre"_s); }));
    QVERIFY(failureOf([&] { board.playMarker(1, u"charge"_s, u"left"_s); }));  // not the defender's round
    board.playMarker(1, u"shield-wall"_s);
    board.playMarker(0, u"feigned-flight"_s);
    QVERIFY(!board.state().markerInForce(u"shield-wall"_s));
    QVERIFY(failureOf([&] { board.playMarker(1, u"shield-wall"_s); }).value_or(notRefused()).message().contains(u"§15.21"_s));
    // William's leader value is 1: no second marker in the whole battle.
    board.endRound();
    board.endRound();
    board.endRound();
    board.endRound();
    QVERIFY(failureOf([&] { board.playMarker(0, u"charge"_s, u"left"_s); }).value_or(notRefused()).message().contains(u"§15.21"_s));
    QVERIFY(failureOf([&] { board.playMarker(1, u"maneuver"_s); })); // nothing to answer
    board.playMarker(1, u"shield-wall"_s);
    QCOMPARE(board.state().sides[1].markersPlayed, 2);
    // William kills Harold despite his rally and the Shield Wall: no more markers for the defender (§18.5).
    board.declareAttack(u"A4"_s, u"D1"_s);
    board.rollAttack(QList<int>{6, 1, 1});
    board.savingRoll(QList<int>{6, 5});
    QVERIFY(board.state().unit(u"D1"_s)->eliminated);
    QCOMPARE(board.state().phase, BattleState::Phase::Battle);
    board.endRound();
    board.endRound();
    QVERIFY(failureOf([&] { board.playMarker(1, u"charge"_s, u"left"_s); }).value_or(notRefused()).message().contains(u"§18.5"_s));
}

void TestBattleBoard::maneuverDice()
{
    // 1066 §8.13: Maneuver on a flank box gives knights two extra dice and other units one; the enemy
    // may cancel it with a Maneuver of its own.
    auto campaign = newCampaign(m_dir, u"maneuver.reeve"_s);
    enterCrt(*campaign);
    BattleBoard board(*campaign);
    board.newBattle({});
    board.placeUnit(unit(1, u"Harold"_s, u"housecarl"_s, 3, 3, BattleBox::Centre, 1, true));
    board.placeUnit(unit(1, u"Thegns"_s, u"thegn"_s, 2, 3, BattleBox::Right));
    board.placeUnit(unit(0, u"William"_s, u"knight"_s, 3, 3, BattleBox::Centre, 2, true));
    board.placeUnit(unit(0, u"Knights"_s, u"knight"_s, 3, 2, BattleBox::Left));
    board.placeUnit(unit(0, u"Infantry"_s, u"infantry"_s, 2, 1, BattleBox::Left));
    board.chooseCommander(0, u"A3"_s);
    board.chooseCommander(1, u"D1"_s);
    board.rollLength(QList<int>{4});
    board.endRound();
    board.playMarker(0, u"maneuver"_s, u"left"_s);
    board.declareAttack(u"A4"_s, u"D2"_s);
    QCOMPARE(board.state().pending.dice, 5);
    board.rollAttack(QList<int>{1, 1, 1, 1, 1});
    board.declareAttack(u"A5"_s, u"D2"_s);
    QCOMPARE(board.state().pending.dice, 3);
    board.rollAttack(QList<int>{1, 1, 1});
    for (int i = 0; i < 4; ++i)
        board.endRound();
    board.playMarker(0, u"maneuver"_s, u"left"_s);
    board.playMarker(1, u"maneuver"_s);
    QCOMPARE(board.state().markers.size(), 2);
    QVERIFY(board.state().markers.first().negated); // the attacker's Maneuver
    board.declareAttack(u"A4"_s, u"D2"_s);
    QCOMPARE(board.state().pending.dice, 3);
}

void TestBattleBoard::pursuitOfKnights()
{
    // 1066 §15.17: panicking knights may be pursued only by knights, with two dice (default reading).
    auto campaign = newCampaign(m_dir, u"pursuit.reeve"_s);
    enterCrt(*campaign);
    BattleBoard board(*campaign);
    board.newBattle({});
    board.placeUnit(unit(1, u"Fyrd"_s, u"fyrd"_s, 1, 1, BattleBox::Centre));
    board.placeUnit(unit(1, u"Knights"_s, u"knight"_s, 2, 2, BattleBox::Left));
    board.placeUnit(unit(1, u"More fyrd"_s, u"fyrd"_s, 1, 1, BattleBox::Right));
    board.placeUnit(unit(0, u"Knights"_s, u"knight"_s, 3, 2, BattleBox::Centre));
    board.placeUnit(unit(0, u"Infantry"_s, u"infantry"_s, 2, 2, BattleBox::Left));
    board.rollLength(QList<int>{4});
    QCOMPARE(*board.state().sides[1].panicLevel, 2);
    board.endRound();
    board.declareAttack(u"A4"_s, u"D1"_s);
    board.rollAttack(QList<int>{4, 1, 1});
    board.declareAttack(u"A5"_s, u"D3"_s);
    board.rollAttack(QList<int>{4, 1});
    QCOMPARE(board.state().phase, BattleState::Phase::Pursuit);
    QVERIFY(failureOf([&] { board.declareAttack(u"A5"_s, u"D2"_s); }).value_or(notRefused()).message()
                .contains(u"§15.17"_s));
    QVERIFY(failureOf([&] { board.endRound(); }));
    board.declareAttack(u"A4"_s, u"D2"_s);
    QCOMPARE(board.state().pending.dice, 2);
}

void TestBattleBoard::enteredDiceAreChecked()
{
    SmallBattle b = smallBattle(m_dir, u"dice.reeve"_s);
    enterCrt(*b.campaign);
    b.board->declareAttack(b.knight, b.thegn);
    const qint64 last = b.campaign->log().lastSeq();
    QVERIFY(failureOf([&] { b.board->rollAttack(QList<int>{6, 1}); }).value_or(notRefused()).message().contains(u"3"_s));
    QCOMPARE(failureOf([&] { b.board->rollAttack(QList<int>{6, 1, 7}); }).value_or(notRefused()).kind(), Failure::Kind::BadInput);
    QCOMPARE(failureOf([&] { b.board->endRound(); }).value_or(notRefused()).kind(), Failure::Kind::BadInput);
    QCOMPARE(failureOf([&] { BattleBoard::parseFaces(u"4, x"_s); }).value_or(notRefused()).kind(), Failure::Kind::BadInput);
    QCOMPARE(BattleBoard::parseFaces(u"4, 2 6"_s), (QList<int>{4, 2, 6}));
    QCOMPARE(b.campaign->log().lastSeq(), last);
}

void TestBattleBoard::undoAndRedoKeepTheDice()
{
    SmallBattle b = smallBattle(m_dir, u"undo.reeve"_s);
    enterCrt(*b.campaign);
    b.board->declareAttack(b.knight, b.thegn);
    const QJsonObject before = stateJson(*b.board);
    const qint64 seq = b.board->rollAttack(); // rolled from the campaign's stream
    const QJsonObject after = stateJson(*b.board);
    QVERIFY(after != before);
    const QJsonObject record = b.campaign->log().action(seq).dice().toObject();
    QCOMPARE(record.value(u"source"_s).toString(), u"rolled"_s);
    QCOMPARE(record.value(u"draws"_s).toArray().size(), 3);
    b.campaign->log().undo();
    QCOMPARE(stateJson(*b.board), before);
    b.campaign->log().redo();
    QCOMPARE(stateJson(*b.board), after);
    // Undo the roll again, then the declaration: the attacker's combat round with nothing pending.
    b.campaign->log().undo();
    b.campaign->log().undo();
    QCOMPARE(b.board->state().stage, int(BattleState::AttackerCombat));
    QVERIFY(!b.board->state().pending.isActive());
    QVERIFY(!b.board->state().attackDeclared);
    // The journal shows only the steps still in effect.
    const QList<BattleJournalEntry> journal = b.board->journal();
    QCOMPARE(journal.first().kind, u"1066.battle.new"_s);
    QCOMPARE(journal.last().kind, u"1066.battle.round"_s);
}

QTEST_GUILESS_MAIN(TestBattleBoard)
#include "tst_battleboard.moc"
