// The DBA campaign procedures beyond the command-line contract: loss summing (the
// 20% + 18% = 38% example), assaults with their cumulative bonus, harrying, movement
// and sea timing, storms, naval contact, dispersal, revenue projects with a missing
// figure, raising limits, promotions and the political chances.
#include <QJsonArray>
#include <QtTest>

#include "dbatesthelpers.h"
#include "dice/randomstream.h"

using namespace Reeve;
using namespace Qt::StringLiterals;
using DbaTest::failure;
using DbaTest::run;
using DbaTest::words;

namespace {

QJsonObject outcome(const QString &id, const QString &params, const QList<int> &dice)
{
    return run(id, words(params), dice).outcome;
}

} // namespace

class TestDbaMore : public QObject
{
    Q_OBJECT
private slots:
    void lossSummingExample();
    void lossesRoundUpToElements_data();
    void lossesRoundUpToElements();
    void assault_data();
    void assault();
    void harrying_data();
    void harrying();
    void moveCost_data();
    void moveCost();
    void seaMove_data();
    void seaMove();
    void storm();
    void stormSpaces();
    void stormMissed();
    void navalContact_data();
    void navalContact();
    void dispersal();
    void townProject_data();
    void townProject();
    void raisingAndPromotion_data();
    void raisingAndPromotion();
    void politics_data();
    void politics();
    void attritionPoints();
    void houseSettings();
    void everyProcedureRollsWithoutInternalError();
};

void TestDbaMore::lossSummingExample()
{
    // 20% in battle and 18% from attrition at once: 38%, not the 34% of applying them in turn.
    const QJsonObject o = outcome(u"dba.losses"_s, u"percentages=20,18"_s, {});
    QCOMPARE(o.value(u"total_pct"_s).toInt(), 38);
    QCOMPARE(o.value(u"sequential_pct"_s).toDouble(), 34.4);
    QCOMPARE(qRound(o.value(u"sequential_pct"_s).toDouble()), 34);
    QVERIFY(!o.contains(u"points_lost"_s));
}

void TestDbaMore::lossesRoundUpToElements_data()
{
    QTest::addColumn<QString>("params");
    QTest::addColumn<double>("pointsLost");
    QTest::addColumn<int>("elements");
    QTest::addColumn<int>("removed");
    QTest::newRow("38% of twelve 4s") << u"percentages=20,18 elements=4,4,4,4,4,4,4,4,4,4,4,4"_s << 18.24 << 5 << 20;
    QTest::newRow("10% of one element") << u"percentages=10 elements=4"_s << 0.4 << 1 << 4;
    QTest::newRow("exact element") << u"percentages=50 elements=9,9"_s << 9.0 << 1 << 9;
    QTest::newRow("owner's order") << u"percentages=30 elements=1,1,9,9"_s << 6.0 << 3 << 11;
    QTest::newRow("capped at 100") << u"percentages=70,60 elements=3,3"_s << 6.0 << 2 << 6;
}

void TestDbaMore::lossesRoundUpToElements()
{
    QFETCH(QString, params);
    QFETCH(double, pointsLost);
    QFETCH(int, elements);
    QFETCH(int, removed);
    const QJsonObject o = outcome(u"dba.losses"_s, params, {});
    QCOMPARE(o.value(u"points_lost"_s).toDouble(), pointsLost);
    QCOMPARE(o.value(u"elements_lost"_s).toInt(), elements);
    QCOMPARE(o.value(u"points_removed"_s).toInt(), removed);
}

void TestDbaMore::assault_data()
{
    QTest::addColumn<QString>("params");
    QTest::addColumn<int>("die");
    QTest::addColumn<QString>("result");
    QTest::addColumn<int>("next");
    QTest::addColumn<int>("row");
    const QString even = u"attacker_points=12 defender_points=12"_s;
    QTest::newRow("first win") << even << 4 << u"attackers-win"_s << 1 << 4;
    QTest::newRow("third roll at +2") << even + u" wins_so_far=2"_s << 4 << u"attackers-win"_s << 3 << 6;
    QTest::newRow("repulsed after a win") << even + u" wins_so_far=1"_s << 1 << u"repulsed"_s << 0 << 2;
    QTest::newRow("repulsed at once") << even << 1 << u"repulsed"_s << 0 << 1;
    QTest::newRow("bonus beyond the table") << even + u" wins_so_far=5"_s << 6 << u"attackers-win"_s << 6 << 8;
    // Casualties compare in army points (DBA campaign, Table 3 and Assaults): 24 × 10% = 12 × 20% = 2.4.
    QTest::newRow("even casualties") << u"attacker_points=24 defender_points=12"_s << 2 << u"even"_s << 0
                                     << 2;
    // 1:3 with a 6 reads 30/20: the attackers lose 3 points, the defenders 6, so the attackers win.
    QTest::newRow("fewer points lost at 10 v 30")
            << u"attacker_points=10 defender_points=30"_s << 6 << u"attackers-win"_s << 1 << 6;
    QTest::newRow("higher percentage, fewer points")
            << u"attacker_points=12 defender_points=48 wins_so_far=2"_s << 6 << u"attackers-win"_s << 3 << 8;
}

void TestDbaMore::assault()
{
    QFETCH(QString, params);
    QFETCH(int, die);
    QFETCH(QString, result);
    QFETCH(int, next);
    QFETCH(int, row);
    const QJsonObject o = outcome(u"dba.assault"_s, params, {die});
    QCOMPARE(o.value(u"result"_s).toString(), result);
    QCOMPARE(o.value(u"next_wins_so_far"_s).toInt(), next);
    QCOMPARE(o.value(u"roll_again"_s).toBool(), result == u"attackers-win"_s);
    QCOMPARE(o.value(u"row"_s).toInt(), row);
}

void TestDbaMore::harrying_data()
{
    QTest::addColumn<QString>("params");
    QTest::addColumn<int>("die");
    QTest::addColumn<QString>("column");
    QTest::addColumn<int>("loserPct");
    QTest::addColumn<bool>("win");
    // Loser of 20 points counts 10: the pursuit of 10 reads 1:1.
    QTest::newRow("halved loser") << u"pursuer_points=10 loser_points=20 pursuer_general=true loser_general=true"_s << 4 << u"1:1"_s << 30 << true;
    QTest::newRow("pursued at home") << u"pursuer_points=10 loser_points=20 pursued_home=true pursuer_general=true loser_general=true"_s << 4 << u"1:1"_s << 20 << true;
    QTest::newRow("good order") << u"pursuer_points=10 loser_points=20 good_order=true pursuer_general=true loser_general=true"_s << 4 << u"1:2"_s << 0 << false;
    QTest::newRow("general stayed") << u"pursuer_points=10 loser_points=20 loser_general_points=10 pursuer_general=true loser_general=true"_s << 4 << u"2:3"_s << 20 << false;
    // 8 mounted pursuers into marsh count 4; the loser's 8 mounted count 2 (cumulative): 4 to 2 = 2:1.
    QTest::newRow("into marsh") << u"pursuer_points=8 pursuer_mounted_points=8 loser_points=8 loser_mounted_points=8 into_rough=true pursuer_general=true loser_general=true"_s << 4 << u"2:1"_s << 40 << true;
    QTest::newRow("into marsh, halved once") << u"pursuer_points=8 pursuer_mounted_points=8 loser_points=8 loser_mounted_points=8 into_rough=true mounted_halving=once pursuer_general=true loser_general=true"_s << 4 << u"1:1"_s << 30 << true;
    QTest::newRow("no generals: modifiers cancel") << u"pursuer_points=10 loser_points=20"_s << 4 << u"1:1"_s << 30 << true;
}

void TestDbaMore::harrying()
{
    QFETCH(QString, params);
    QFETCH(int, die);
    QFETCH(QString, column);
    QFETCH(int, loserPct);
    QFETCH(bool, win);
    const QJsonObject o = outcome(u"dba.harrying"_s, params, {die});
    QCOMPARE(o.value(u"column"_s).toString(), column);
    QCOMPARE(o.value(u"loser_casualties_pct"_s).toInt(), loserPct);
    QCOMPARE(o.value(u"pursuers_win"_s).toBool(), win);
    QCOMPARE(o.value(u"captures_supply"_s).toBool(), win);
}

void TestDbaMore::moveCost_data()
{
    QTest::addColumn<QString>("params");
    QTest::addColumn<double>("moves"); // -1: not allowed
    QTest::newRow("open") << u"border=open"_s << 1.0;
    QTest::newRow("marsh") << u"border=marsh"_s << 2.0;
    QTest::newRow("hill") << u"border=hill"_s << 2.0;
    QTest::newRow("mountain") << u"border=mountain"_s << 3.0;
    QTest::newRow("all mounted, open") << u"border=open mounted=all"_s << 0.5;
    QTest::newRow("all mounted, mountain") << u"border=mountain mounted=all"_s << 1.5;
    QTest::newRow("some mounted, hill") << u"border=hill mounted=some"_s << 2.0;
    QTest::newRow("winter mountain on foot") << u"border=mountain season=winter"_s << 3.0;
    QTest::newRow("winter mountain, mounted") << u"border=mountain season=winter mounted=some"_s << -1.0;
    QTest::newRow("winter mountain, baggage") << u"border=mountain season=winter baggage=true"_s << -1.0;
    QTest::newRow("winter marsh, mounted") << u"border=marsh season=winter mounted=all"_s << 1.0;
    // With baggage an all-mounted army is no longer entirely mounted: foot speed, not a refusal.
    QTest::newRow("all mounted with baggage, hill") << u"border=hill mounted=all baggage=true"_s << 2.0;
}

void TestDbaMore::moveCost()
{
    QFETCH(QString, params);
    QFETCH(double, moves);
    const QJsonObject o = outcome(u"dba.move-cost"_s, params, {});
    QCOMPARE(o.value(u"allowed"_s).toBool(), moves >= 0);
    if (moves >= 0)
        QCOMPARE(o.value(u"moves"_s).toDouble(), moves);
    else
        QVERIFY(o.value(u"moves"_s).isNull());
}

void TestDbaMore::seaMove_data()
{
    QTest::addColumn<QString>("voyage");
    QTest::addColumn<QList<int>>("dice");
    QTest::addColumn<double>("exact");
    QTest::addColumn<int>("moves");
    QTest::newRow("half move rounds up") << u"coastal"_s << QList<int>{1} << 0.5 << 1;
    QTest::newRow("crossing") << u"embark,coastal,deep,disembark"_s << QList<int>{1, 3} << 3.5 << 4;
    QTest::newRow("two deep legs") << u"deep,deep"_s << QList<int>{1, 1} << 2.0 << 2;
    QTest::newRow("slowest deep") << u"deep"_s << QList<int>{3} << 2.0 << 2;
    QTest::newRow("special route") << u"embark,route,disembark"_s << QList<int>{2} << 2.0 << 2;
}

void TestDbaMore::seaMove()
{
    QFETCH(QString, voyage);
    QFETCH(QList<int>, dice);
    QFETCH(double, exact);
    QFETCH(int, moves);
    const ProcedureResult r = run(u"dba.sea-move"_s, {u"voyage="_s + voyage}, dice);
    QCOMPARE(r.outcome.value(u"exact_moves"_s).toDouble(), exact);
    QCOMPARE(r.outcome.value(u"moves"_s).toInt(), moves);
    QCOMPARE(failure(u"dba.sea-move"_s, {u"voyage=coastal,swim"_s}, {1}), 2);
}

void TestDbaMore::storm()
{
    // Winter, caught on a d100 of 5 (10%); ships 3, 1; foot (the general's first) 1, 4; the mounted
    // element rolls 1, 5 and loses its horses; the general's survival roll is 1: he drowns.
    const ProcedureResult r = run(u"dba.storm"_s,
                                  words(u"season=winter naval=2 foot=2 mounted=1 generals_foot=1 uncrewed=1"_s),
                                  {5, 3, 1, 1, 4, 1, 5, 1});
    const QJsonObject o = r.outcome;
    QVERIFY(o.value(u"caught"_s).toBool());
    QCOMPARE(o.value(u"naval_lost"_s).toInt(), 1);
    QCOMPARE(o.value(u"foot_lost"_s).toInt(), 1);
    QCOMPARE(o.value(u"mounted_lost"_s).toInt(), 0);
    QCOMPARE(o.value(u"horses_lost"_s).toInt(), 1);
    QCOMPARE(o.value(u"uncrewed_lost"_s).toInt(), 1);
    QCOMPARE(o.value(u"generals_element_lost"_s).toInt(), 1);
    QCOMPARE(o.value(u"generals_drowned"_s).toInt(), 1);
    QCOMPARE(o.value(u"excess_space"_s).toDouble(), 0.0); // one foot + one horseless element on one ship
    // Both mounted dice showing 1 lose the element; a general who survives his roll transfers.
    const QJsonObject two = outcome(u"dba.storm"_s, u"season=spring naval=1 mounted=2 generals_mounted=1"_s,
                                    {5, 6, 1, 1, 2, 2, 4});
    QCOMPARE(two.value(u"mounted_lost"_s).toInt(), 1);
    QCOMPARE(two.value(u"horses_lost"_s).toInt(), 0);
    QCOMPARE(two.value(u"generals_drowned"_s).toInt(), 0);
    QCOMPARE(two.value(u"excess_space"_s).toDouble(), 0.0);
}

void TestDbaMore::stormSpaces()
{
    // The survivors take the transport rule's spaces (DBA campaign, Storms; Transporting Troops on Naval
    // Elements). Four foot: two psiloi, one supply element, one baggage, rolled in that order after any plain
    // foot. Winter, caught on a d100 of 5; the ship rolls 6; the foot 6, 6, 6, 6: nothing lost. Spaces 0.5 +
    // 0.5 + 1 (supply, as written a land element left) + 1.5 = 3.5 on one ship's 2: 1.5 over (the old count,
    // every foot a whole space, made it 4 - 2 = 2).
    const QString four = u"season=winter naval=1 foot=4 psiloi=2 supply=1 baggage=1"_s;
    QCOMPARE(outcome(u"dba.storm"_s, four, {5, 6, 6, 6, 6, 6}).value(u"excess_space"_s).toDouble(), 1.5);
    // The other reading gives supply no space: 2.5 on 2, 0.5 over.
    QCOMPARE(outcome(u"dba.storm"_s, four + u" supply_space=none"_s, {5, 6, 6, 6, 6, 6})
                     .value(u"excess_space"_s)
                     .toDouble(),
             0.5);
    // The second foot die, a psiloi's, is a 1: it is lost with its half space, 3 on 2, 1 over.
    const QJsonObject lost = outcome(u"dba.storm"_s, four, {5, 6, 6, 1, 6, 6});
    QCOMPARE(lost.value(u"foot_lost"_s).toInt(), 1);
    QCOMPARE(lost.value(u"excess_space"_s).toDouble(), 1.0);
    // Two mounted, the second light horse; its dice 1, 6 take its horses: 2 + (1.5 - 1) = 2.5 on 2, 0.5 over
    // (the old count made the light horse two spaces: 1 over).
    const QJsonObject lh = outcome(u"dba.storm"_s, u"season=spring naval=1 mounted=2 lh=1"_s, {5, 6, 6, 6, 1, 6});
    QCOMPARE(lh.value(u"horses_lost"_s).toInt(), 1);
    QCOMPARE(lh.value(u"excess_space"_s).toDouble(), 0.5);
    // The kinds told apart are among the foot and the mounted, not beside them.
    QCOMPARE(failure(u"dba.storm"_s, {u"season=spring"_s, u"naval=1"_s, u"foot=2"_s, u"psiloi=3"_s}, {5}), 2);
    QCOMPARE(failure(u"dba.storm"_s, {u"season=spring"_s, u"naval=1"_s, u"mounted=1"_s, u"lh=2"_s}, {5}), 2);
}

void TestDbaMore::stormMissed()
{
    const ProcedureResult r = run(u"dba.storm"_s, words(u"season=summer naval=3 foot=6 sea_moves=3"_s), {2, 50, 99});
    QVERIFY(!r.outcome.value(u"caught"_s).toBool());
    QCOMPARE(r.dice.size(), 3);
    // Caught on the second sea move at 1% in summer.
    const QJsonObject o = outcome(u"dba.storm"_s, u"season=summer naval=1 sea_moves=3"_s, {2, 1, 6});
    QCOMPARE(o.value(u"caught_on_move"_s).toInt(), 2);
    QCOMPARE(o.value(u"naval_lost"_s).toInt(), 0);
}

void TestDbaMore::navalContact_data()
{
    QTest::addColumn<QString>("params");
    QTest::addColumn<QList<int>>("dice");
    QTest::addColumn<int>("chance");
    QTest::addColumn<bool>("contact");
    QTest::newRow("4 ships, 20") << u"naval_elements=4"_s << QList<int>{20} << 20 << true;
    QTest::newRow("4 ships, 21") << u"naval_elements=4"_s << QList<int>{21} << 20 << false;
    QTest::newRow("30 ships capped") << u"naval_elements=30"_s << QList<int>{100} << 100 << true;
    QTest::newRow("deep sea") << u"naval_elements=10 deep_sea=true"_s << QList<int>{} << 0 << false;
}

void TestDbaMore::navalContact()
{
    QFETCH(QString, params);
    QFETCH(QList<int>, dice);
    QFETCH(int, chance);
    QFETCH(bool, contact);
    const QJsonObject o = outcome(u"dba.naval-contact"_s, params, dice);
    QCOMPARE(o.value(u"chance_pct"_s).toInt(), chance);
    QCOMPARE(o.value(u"contact"_s).toBool(), contact);
}

void TestDbaMore::dispersal()
{
    const QJsonObject o = outcome(u"dba.dispersal"_s, u"elements=4"_s, {1, 2, 3, 3});
    QCOMPARE(o.value(u"delays"_s).toArray(), (QJsonArray{0, 1, 2, 2}));
    QCOMPARE(o.value(u"max_delay"_s).toInt(), 2);
    QCOMPARE(outcome(u"dba.dispersal"_s, u"elements=3 half_elements=2"_s, {1, 1, 1, 1, 2}).value(u"max_delay"_s).toInt(), 1);
    QCOMPARE(failure(u"dba.dispersal"_s, words(u"elements=5"_s), {1, 1, 1, 1, 1}), 2);
    QCOMPARE(failure(u"dba.dispersal"_s, words(u"elements=4 half_elements=1"_s), {1, 1, 1, 1, 1}), 2);
}

void TestDbaMore::townProject_data()
{
    QTest::addColumn<QString>("params");
    QTest::addColumn<QList<int>>("dice");
    QTest::addColumn<int>("cost");
    QTest::addColumn<int>("increase"); // -3: missing figure
    QTest::newRow("town built, 50 raises") << u"project=build-town province_value=3 towns=1"_s << QList<int>{50} << 17 << 1;
    QTest::newRow("town built, 51 does not") << u"project=build-town province_value=3 towns=1"_s << QList<int>{51} << 17 << 0;
    QTest::newRow("fortify fails the roll") << u"project=fortify"_s << QList<int>{21} << 10 << 0;
    QTest::newRow("fortify raises: amount missing") << u"project=fortify"_s << QList<int>{20} << 0 << -3;
    QTest::newRow("invest fails the roll") << u"project=invest"_s << QList<int>{11} << 5 << 0;
    QTest::newRow("town and invest, separate") << u"project=build-town province_value=4 also_invest=true"_s << QList<int>{10, 90} << 17 << 1;
    QTest::newRow("town and invest, added 60%") << u"project=build-town province_value=4 also_invest=true combine=added-chances"_s << QList<int>{60} << 17 << 1;
    QTest::newRow("added, 61 fails") << u"project=build-town province_value=4 also_invest=true combine=added-chances"_s << QList<int>{61} << 17 << 0;
}

void TestDbaMore::townProject()
{
    QFETCH(QString, params);
    QFETCH(QList<int>, dice);
    QFETCH(int, cost);
    QFETCH(int, increase);
    if (increase == -3) {
        QCOMPARE(failure(u"dba.town-project"_s, words(params), dice), 3);
        return;
    }
    const QJsonObject o = outcome(u"dba.town-project"_s, params, dice);
    QCOMPARE(o.value(u"cost"_s).toInt(), cost);
    QCOMPARE(o.value(u"revenue_increase"_s).toInt(), increase);
}

void TestDbaMore::raisingAndPromotion_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("params");
    QTest::addColumn<QString>("field");
    QTest::addColumn<int>("value"); // -2: refused with exit 2
    QTest::newRow("General Fyrd to Select Fyrd") << u"dba.promotion"_s << u"from_type=sp from_grade=i to_type=sp to_grade=o"_s << u"cost"_s << 1;
    QTest::newRow("Cv(O) to Kn(F)") << u"dba.promotion"_s << u"from_type=cv from_grade=o to_type=kn to_grade=f"_s << u"cost"_s << 2;
    QTest::newRow("demotion refused") << u"dba.promotion"_s << u"from_type=sp from_grade=o to_type=sp to_grade=i"_s << u"cost"_s << -2;
    QTest::newRow("to unavailable") << u"dba.promotion"_s << u"from_type=lh from_grade=o to_type=lh to_grade=s"_s << u"cost"_s << -2;
    QTest::newRow("no battle last year") << u"dba.promotion"_s << u"from_type=sp from_grade=i to_type=sp to_grade=o fought_battle=false"_s << u"allowed"_s << 0;
    QTest::newRow("army at the limit") << u"dba.raise-troops"_s << u"provinces=3 army_elements=10 raise_elements=2 raising_provinces=2"_s << u"allowed"_s << 1;
    QTest::newRow("army over the limit") << u"dba.raise-troops"_s << u"provinces=3 army_elements=11 raise_elements=2 raising_provinces=2"_s << u"allowed"_s << 0;
    QTest::newRow("two EE from one province") << u"dba.raise-troops"_s << u"provinces=5 raise_elements=2 raising_provinces=1"_s << u"allowed"_s << 0;
    QTest::newRow("two psiloi are one EE") << u"dba.raise-troops"_s << u"provinces=5 raise_half_elements=2 raising_provinces=1"_s << u"allowed"_s << 1;
    QTest::newRow("summer without C-in-C") << u"dba.raise-troops"_s << u"provinces=5 raise_elements=1 season=summer"_s << u"allowed"_s << 0;
    QTest::newRow("naval within limits") << u"dba.naval-elements"_s << u"coastal_provinces=3 naval_elements=5 build=1"_s << u"allowed"_s << 1;
    QTest::newRow("naval over total") << u"dba.naval-elements"_s << u"coastal_provinces=3 naval_elements=5 build=2"_s << u"allowed"_s << 0;
    QTest::newRow("naval cost") << u"dba.naval-elements"_s << u"coastal_provinces=3 build=2"_s << u"cost"_s << 6;
    QTest::newRow("supply units") << u"dba.supply-units"_s << u"units=3"_s << u"cost"_s << 6;
    QTest::newRow("allied 4 EE free") << u"dba.allied-supply"_s << u"ee=4"_s << u"cost"_s << 0;
    QTest::newRow("allied 5 EE £1") << u"dba.allied-supply"_s << u"ee=5"_s << u"cost"_s << 1;
    QTest::newRow("neutral Anjou") << u"dba.neutral-defence"_s << u"province=Anjou"_s << u"points"_s << 16;
    QTest::newRow("neutral revenue 1") << u"dba.neutral-defence"_s << u"revenue=1"_s << u"points"_s << 4;
    QTest::newRow("unknown province") << u"dba.neutral-defence"_s << u"province=Atlantis"_s << u"points"_s << -2;
    QTest::newRow("incite cost") << u"dba.incite-rebellion"_s << u"revenue=3"_s << u"cost"_s << 6;
    QTest::newRow("incite surplus") << u"dba.incite-rebellion"_s << u"revenue=3 paid=10"_s << u"to_rebel_army"_s << 4;
    QTest::newRow("contingent asked 6") << u"dba.vassal-contingent"_s << u"requested_ee=6"_s << u"minimum_ee"_s << 4;
    QTest::newRow("defortify with 1 EE") << u"dba.defortify"_s << u"ee=1"_s << u"moves"_s << 4;
    QTest::newRow("defortify with 3 EE") << u"dba.defortify"_s << u"ee=3"_s << u"moves"_s << 2;
    QTest::newRow("defortify with 8 EE") << u"dba.defortify"_s << u"ee=8"_s << u"moves"_s << 1;
    QTest::newRow("retreat over winter mountains") << u"dba.retreat"_s << u"route=mountain season=winter"_s << u"loses_horses"_s << 1;
    QTest::newRow("retreat over summer mountains") << u"dba.retreat"_s << u"route=mountain"_s << u"loses_horses"_s << 0;
    QTest::newRow("retreat onto ships") << u"dba.retreat"_s << u"route=fleet"_s << u"loses_baggage"_s << 1;
    QTest::newRow("retreat overland") << u"dba.retreat"_s << u"route=open"_s << u"loses_baggage"_s << 0;
    QTest::newRow("contingent asked 2") << u"dba.vassal-contingent"_s << u"requested_ee=2"_s << u"minimum_ee"_s << 2;
}

void TestDbaMore::raisingAndPromotion()
{
    QFETCH(QString, id);
    QFETCH(QString, params);
    QFETCH(QString, field);
    QFETCH(int, value);
    if (value == -2) {
        QCOMPARE(failure(id, words(params), {}), 2);
        return;
    }
    const QJsonValue v = outcome(id, params, {}).value(field);
    QCOMPARE(v.isBool() ? int(v.toBool()) : v.toInt(), value);
}

void TestDbaMore::politics_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("params");
    QTest::addColumn<QList<int>>("dice");
    QTest::addColumn<QString>("field");
    QTest::addColumn<int>("value");
    QTest::newRow("revolt 1 in 6") << u"dba.break-vassalage"_s << u"provinces=3"_s << QList<int>{1, 6, 1} << u"revolts"_s << 2;
    QTest::newRow("no revolt on 2") << u"dba.break-vassalage"_s << u"provinces=2 cause=overthrow grounds=1"_s << QList<int>{2, 2} << u"revolts"_s << 0;
    QTest::newRow("takeover ally home 5") << u"dba.rebel-leadership"_s << u"question=takeover province=ally-home"_s << QList<int>{5} << u"succeeds"_s << 1;
    QTest::newRow("takeover ally home 6") << u"dba.rebel-leadership"_s << u"question=takeover province=ally-home"_s << QList<int>{6} << u"succeeds"_s << 0;
    QTest::newRow("takeover elsewhere 3") << u"dba.rebel-leadership"_s << u"question=takeover"_s << QList<int>{3} << u"succeeds"_s << 1;
    QTest::newRow("takeover elsewhere 4") << u"dba.rebel-leadership"_s << u"question=takeover"_s << QList<int>{4} << u"succeeds"_s << 0;
    QTest::newRow("takeover home 3") << u"dba.rebel-leadership"_s << u"question=takeover province=home"_s << QList<int>{3} << u"succeeds"_s << 0;
    QTest::newRow("join conqueror home 2") << u"dba.rebel-leadership"_s << u"question=join-conqueror province=home"_s << QList<int>{2} << u"succeeds"_s << 1;
    QTest::newRow("join conqueror other 2") << u"dba.rebel-leadership"_s << u"question=join-conqueror"_s << QList<int>{2} << u"succeeds"_s << 0;
    QTest::newRow("move order") << u"dba.move-order"_s << u"nations=3"_s << QList<int>{2, 5, 3} << u"first"_s << 2;
    QTest::newRow("move order tied") << u"dba.move-order"_s << u"nations=2"_s << QList<int>{4, 4} << u"tied"_s << 1;
    QTest::newRow("join conqueror other 1") << u"dba.rebel-leadership"_s << u"question=join-conqueror"_s << QList<int>{1} << u"succeeds"_s << 1;
}

void TestDbaMore::politics()
{
    QFETCH(QString, id);
    QFETCH(QString, params);
    QFETCH(QList<int>, dice);
    QFETCH(QString, field);
    QFETCH(int, value);
    const QJsonValue v = outcome(id, params, dice).value(field);
    QCOMPARE(v.isBool() ? int(v.toBool()) : v.toInt(), value);
}

void TestDbaMore::attritionPoints()
{
    const QJsonObject o = outcome(u"dba.winter-attrition"_s, u"points=40"_s, {5, 5});
    QCOMPARE(o.value(u"attrition_pct"_s).toInt(), 15);
    QCOMPARE(o.value(u"points_lost"_s).toDouble(), 6.0);
    // The sub-general's chance is not in the text: a missing figure until the umpire enters it.
    QCOMPARE(failure(u"dba.sub-general-takeover"_s, {}, {3}), 3);
    TableLibrary house = CampaignTables::builtIn();
    house.applyOverride({u"dba.figures"_s, DbaTest::figureRow(u"sub_general_takeover_faces"_s), u"value"_s, 3, {}});
    QVERIFY(run(u"dba.sub-general-takeover"_s, {}, {3}, house).outcome.value(u"takes_command"_s).toBool());
    QVERIFY(!run(u"dba.sub-general-takeover"_s, {}, {4}, house).outcome.value(u"takes_command"_s).toBool());
}

void TestDbaMore::houseSettings()
{
    // Vassal tribute (REVENUE, Taxation) has no amount in the text: a missing figure until entered; then
    // 15% of £14 = £2.1, the fraction dropped.
    QCOMPARE(failure(u"dba.vassal-tribute"_s, {u"revenue=14"_s}, {}), 3);
    TableLibrary house = CampaignTables::builtIn();
    house.applyOverride({u"dba.figures"_s, DbaTest::figureRow(u"vassal_tribute_pct"_s), u"value"_s, 15, {}});
    QCOMPARE(run(u"dba.vassal-tribute"_s, {u"revenue=14"_s}, {}, house).outcome.value(u"amount"_s).toInt(), 2);
    // An overthrow needs due cause from dba.renounce-causes: none named, or one not entered, is bad input;
    // an entered house cause is named by number or words and cited.
    QCOMPARE(failure(u"dba.break-vassalage"_s, words(u"provinces=1 cause=overthrow"_s), {3}), 2);
    QCOMPARE(failure(u"dba.break-vassalage"_s, words(u"provinces=1 cause=overthrow grounds=2"_s), {3}), 2);
    house.applyOverride({u"dba.renounce-causes"_s, u"2"_s, u"cause"_s, u"refused the overlord passage"_s, {}});
    const ProcedureResult r = run(u"dba.break-vassalage"_s,
                                  {u"provinces=1"_s, u"cause=overthrow"_s, u"grounds=Refused the overlord passage"_s},
                                  {3}, house);
    QCOMPARE(r.outcome.value(u"house_setting"_s).toString(), u"2. refused the overlord passage (dba.renounce-causes)"_s);
    QCOMPARE(r.outcome.value(u"revolts"_s).toInt(), 0);
    // A vassal renouncing his overlord needs no cause.
    QCOMPARE(outcome(u"dba.break-vassalage"_s, u"provinces=1"_s, {1}).value(u"revolts"_s).toInt(), 1);
    // Treasure aboard moves as supply elements (The Treasury), but the text gives no sum per element: a
    // missing figure until entered, unless supply takes no space. With £20 an element, two Sp and £40 fill
    // two naval elements (2 + 2 spaces of 4); £41 takes a third element's space and overloads them.
    const QStringList load{u"naval=2"_s, u"foot=2"_s, u"treasure=40"_s};
    QCOMPARE(failure(u"dba.transport-space"_s, load, {}), 3);
    QVERIFY(run(u"dba.transport-space"_s, load + QStringList{u"supply_space=none"_s}, {}, CampaignTables::builtIn())
                    .outcome.value(u"fits"_s)
                    .toBool());
    house.applyOverride(
            {u"dba.figures"_s, DbaTest::figureRow(u"treasure_per_supply_element"_s), u"value"_s, 20, {}});
    const ProcedureResult full = run(u"dba.transport-space"_s, load, {}, house);
    QCOMPARE(full.outcome.value(u"space_needed"_s).toDouble(), 4.0);
    QVERIFY(full.outcome.value(u"fits"_s).toBool());
    const ProcedureResult over
            = run(u"dba.transport-space"_s, {u"naval=2"_s, u"foot=2"_s, u"treasure=41"_s}, {}, house);
    QCOMPARE(over.outcome.value(u"space_needed"_s).toDouble(), 5.0);
    QVERIFY(!over.outcome.value(u"fits"_s).toBool());
}

void TestDbaMore::everyProcedureRollsWithoutInternalError()
{
    // Each dba procedure with its required parameters at their simplest, on rolled dice from
    // several seeds: it may refuse (2) or stop at a missing figure (3), never fail internally
    // (a figure named in code but absent from dba.figures would).
    ProcedureRunner runner(CampaignTables::builtIn());
    int resolved = 0;
    for (const Procedure *p : ProcedureRegistry::standard().list(u"dba"_s)) {
        QJsonObject given;
        for (const ParameterSpec &spec : p->parameters) {
            if (!spec.isRequired())
                continue;
            switch (spec.type) {
            case ParameterSpec::Type::Integer: given.insert(spec.name, std::max(spec.minimum, 1)); break;
            case ParameterSpec::Type::Boolean: given.insert(spec.name, false); break;
            case ParameterSpec::Type::Choice: given.insert(spec.name, spec.choices.first()); break;
            case ParameterSpec::Type::Text: given.insert(spec.name, u"embark,coastal,deep,disembark"_s); break;
            case ParameterSpec::Type::IntegerList: given.insert(spec.name, QJsonArray{20, 18}); break;
            }
        }
        const QJsonObject inputs = ProcedureRunner::completeInputs(*p, given);
        for (quint64 seed = 0; seed < 20; ++seed) {
            try {
                runner.runRolled(*p, inputs, RandomStream("dba", seed));
                ++resolved;
            } catch (const Failure &f) {
                QVERIFY2(f.kind() == Failure::Kind::BadInput || f.kind() == Failure::Kind::MissingFigure,
                         qPrintable(p->id + u": "_s + f.message()));
            }
        }
    }
    QVERIFY(resolved > 600);
}

QTEST_GUILESS_MAIN(TestDbaMore)
#include "tst_dba_more.moc"
