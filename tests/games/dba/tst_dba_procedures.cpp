// The command-line contract of the DBA campaign procedures (issue 8): ids, parameter
// names, dice order and outcome fields, with the edges the rules create (10:1
// annihilation, the "L or N" re-roll, ratio columns with the larger number rounded
// down, unavailable Table 1 combinations, missing figures).
#include <QJsonArray>
#include <QtTest>

#include "dbatesthelpers.h"
#include "procedures/oddscalculator.h"

using namespace Reeve;
using namespace Qt::StringLiterals;
using DbaTest::failure;
using DbaTest::run;
using DbaTest::words;

class TestDbaProcedures : public QObject
{
    Q_OBJECT
private slots:
    void contractIdsAreListed();
    void troopCost_data();
    void troopCost();
    void troopCostUnavailable_data();
    void troopCostUnavailable();
    void scoutingPoints_data();
    void scoutingPoints();
    void battleType_data();
    void battleType();
    void battleTypeSecondDieOnlyForLOrN();
    void abstractBattle_data();
    void abstractBattle();
    void battleTypeModifierIsAHouseSetting();
    void siegeExample();
    void siegeSurrender_data();
    void siegeSurrender();
    void taxes_data();
    void taxes();
    void townCost_data();
    void townCost();
    void supplyNeeded_data();
    void supplyNeeded();
    void seasons_data();
    void seasons();
    void attrition_data();
    void attrition();
    void refusals_data();
    void refusals();
    void exactOdds();
};

void TestDbaProcedures::contractIdsAreListed()
{
    QStringList ids;
    for (const Procedure *p : ProcedureRegistry::standard().list(u"dba"_s))
        ids << p->id;
    for (const char *id : {"dba.troop-cost", "dba.scouting-points", "dba.battle-type", "dba.abstract-battle",
                           "dba.siege-surrender", "dba.taxes", "dba.town-cost", "dba.supply-needed",
                           "dba.moves-per-season", "dba.storm-chance", "dba.winter-attrition"})
        QVERIFY2(ids.contains(QString::fromUtf8(id)), id);
    QVERIFY(ids.size() >= 30);
}

void TestDbaProcedures::troopCost_data()
{
    QTest::addColumn<QString>("params");
    QTest::addColumn<int>("cost");
    QTest::addColumn<bool>("bracketed");
    QTest::newRow("Kn(F)") << u"type=kn grade=f"_s << 9 << false;
    QTest::newRow("Kn(I) bracketed") << u"type=kn grade=i"_s << 8 << true;
    QTest::newRow("Sp(S) bracketed") << u"type=sp grade=s"_s << 5 << true;
    QTest::newRow("Cv(O)") << u"type=cv grade=o"_s << 7 << false;
    QTest::newRow("LH(O)") << u"type=lh grade=o"_s << 5 << false;
    QTest::newRow("Bd(F)") << u"type=bd grade=f"_s << 5 << false;
    QTest::newRow("Wb(S)") << u"type=wb grade=s"_s << 5 << false;
    QTest::newRow("Ax(I)") << u"type=ax grade=i"_s << 2 << false;
    QTest::newRow("Bw(O)") << u"type=bw grade=o"_s << 4 << false;
    QTest::newRow("Ps(I)") << u"type=ps grade=i"_s << 1 << false;
    QTest::newRow("Hd(F)") << u"type=hd grade=f"_s << 1 << false;
    QTest::newRow("mounted Sp(I)") << u"type=sp grade=i mounted_infantry=true"_s << 4 << false;
}

void TestDbaProcedures::troopCost()
{
    QFETCH(QString, params);
    QFETCH(int, cost);
    QFETCH(bool, bracketed);
    const ProcedureResult r = run(u"dba.troop-cost"_s, words(params), {});
    QCOMPARE(r.outcome.value(u"cost"_s).toInt(), cost);
    QCOMPARE(r.outcome.value(u"bracketed"_s).toBool(), bracketed);
    QVERIFY(r.dice.isEmpty());
}

void TestDbaProcedures::troopCostUnavailable_data()
{
    QTest::addColumn<QString>("params");
    for (const char *p : {"type=kn grade=o", "type=kn grade=s", "type=cv grade=s", "type=cv grade=f",
                          "type=lh grade=i", "type=lh grade=f", "type=sp grade=f", "type=bd grade=s",
                          "type=wb grade=i", "type=ax grade=f", "type=bw grade=s", "type=ps grade=f",
                          "type=hd grade=i", "type=cv grade=o mounted_infantry=true"})
        QTest::newRow(p) << QString::fromUtf8(p);
}

void TestDbaProcedures::troopCostUnavailable()
{
    QFETCH(QString, params);
    QCOMPARE(failure(u"dba.troop-cost"_s, words(params), {}), 2);
}

void TestDbaProcedures::scoutingPoints_data()
{
    QTest::addColumn<QString>("params");
    QTest::addColumn<int>("points");
    QTest::newRow("bare") << u"home=false general=true"_s << 4;
    QTest::newRow("home") << u"home=true general=true"_s << 6;
    QTest::newRow("no general") << u"home=false general=false"_s << 2;
    QTest::newRow("every scout") << u"home=false general=true lh=2 cv=1 kn_f=1 ps=1 ax=1 wb_f=1 bd_f=1"_s << 19;
    QTest::newRow("home, 3 LH, no general") << u"home=true general=false lh=3"_s << 13;
}

void TestDbaProcedures::scoutingPoints()
{
    QFETCH(QString, params);
    QFETCH(int, points);
    QCOMPARE(run(u"dba.scouting-points"_s, words(params), {}).outcome.value(u"scouting_points"_s).toInt(), points);
}

void TestDbaProcedures::battleType_data()
{
    QTest::addColumn<QString>("params");
    QTest::addColumn<QList<int>>("dice");
    QTest::addColumn<QString>("type");
    QTest::addColumn<QString>("column");
    QTest::newRow("1:1 roll 1") << u"attacker_sp=10 defender_sp=10"_s << QList<int>{1} << u"L"_s << u"1:1"_s;
    QTest::newRow("1:1 roll 6") << u"attacker_sp=10 defender_sp=10"_s << QList<int>{6} << u"N"_s << u"1:1"_s;
    QTest::newRow("3:2 L or N, then 3") << u"attacker_sp=15 defender_sp=10"_s << QList<int>{1, 3} << u"L"_s << u"3:2"_s;
    QTest::newRow("3:2 L or N, then 4") << u"attacker_sp=15 defender_sp=10"_s << QList<int>{1, 4} << u"N"_s << u"3:2"_s;
    QTest::newRow("1:2 L or N, then 1") << u"attacker_sp=6 defender_sp=12"_s << QList<int>{6, 1} << u"L"_s << u"1:2"_s;
    QTest::newRow("19:10 rounds down to 3:2") << u"attacker_sp=19 defender_sp=10"_s << QList<int>{2} << u"C"_s << u"3:2"_s;
    QTest::newRow("10:19 rounds to 2:3") << u"attacker_sp=10 defender_sp=19"_s << QList<int>{4} << u"C"_s << u"2:3"_s;
    QTest::newRow("4:3 rounds to 1:1") << u"attacker_sp=8 defender_sp=6"_s << QList<int>{3} << u"C"_s << u"1:1"_s;
    QTest::newRow("10:25 reads 1:2") << u"attacker_sp=10 defender_sp=25"_s << QList<int>{1} << u"A"_s << u"1:2"_s;
    QTest::newRow("10:35 reads 1:3") << u"attacker_sp=10 defender_sp=35"_s << QList<int>{6} << u"C"_s << u"1:3"_s;
    QTest::newRow("5:1 beyond 4:1") << u"attacker_sp=20 defender_sp=4"_s << QList<int>{6} << u"E"_s << u"4:1"_s;
    QTest::newRow("1:5 beyond 1:4") << u"attacker_sp=2 defender_sp=10"_s << QList<int>{6} << u"N"_s << u"1:4"_s;
    QTest::newRow("4:1 roll 1") << u"attacker_sp=16 defender_sp=4"_s << QList<int>{1} << u"L"_s << u"4:1"_s;
    QTest::newRow("1:4 roll 4") << u"attacker_sp=2 defender_sp=8"_s << QList<int>{4} << u"B"_s << u"1:4"_s;
}

void TestDbaProcedures::battleType()
{
    QFETCH(QString, params);
    QFETCH(QList<int>, dice);
    QFETCH(QString, type);
    QFETCH(QString, column);
    const ProcedureResult r = run(u"dba.battle-type"_s, words(params), dice);
    QCOMPARE(r.outcome.value(u"battle_type"_s).toString(), type);
    QCOMPARE(r.outcome.value(u"column"_s).toString(), column);
    QCOMPARE(r.outcome.value(u"defender_may_refuse"_s).toBool(), type == u"A"_s || type == u"B"_s);
    QCOMPARE(r.outcome.value(u"attacker_may_refuse"_s).toBool(), type == u"D"_s);
    QCOMPARE(r.dice.size(), dice.size());
}

void TestDbaProcedures::battleTypeSecondDieOnlyForLOrN()
{
    // A plain result uses one die: a second entered die is refused as unused.
    QCOMPARE(failure(u"dba.battle-type"_s, words(u"attacker_sp=10 defender_sp=10"_s), {2, 4}), 2);
    // "L or N" needs the second die.
    QCOMPARE(failure(u"dba.battle-type"_s, words(u"attacker_sp=15 defender_sp=10"_s), {1}), 2);
}

void TestDbaProcedures::abstractBattle_data()
{
    QTest::addColumn<QString>("params");
    QTest::addColumn<QList<int>>("dice");
    QTest::addColumn<int>("attackerPct");
    QTest::addColumn<int>("defenderPct");
    QTest::addColumn<bool>("attackerKilled");
    QTest::addColumn<bool>("defenderKilled");
    QTest::addColumn<QString>("column");
    QTest::addColumn<int>("row"); // -99: no row (no roll)
    const QString even = u"attacker_points=12 defender_points=12"_s;
    QTest::newRow("1:1 roll 3") << even << QList<int>{3} << 30 << 20 << false << false << u"1:1"_s << 3;
    QTest::newRow("attacker no general") << even + u" attacker_general=false"_s << QList<int>{1} << 30 << 0 << false << false << u"1:1"_s << 0;
    QTest::newRow("defender no general") << even + u" defender_general=false"_s << QList<int>{6} << 0 << 30 << false << false << u"1:1"_s << 7;
    QTest::newRow("modifier 2: k") << even + u" modifier=2"_s << QList<int>{6} << 0 << 40 << false << true << u"1:1"_s << 8;
    QTest::newRow("above 8 reads 8; k without general") << even + u" modifier=2 defender_general=false"_s << QList<int>{6} << 0 << 40 << false << false << u"1:1"_s << 8;
    QTest::newRow("row -1") << even + u" modifier=-2"_s << QList<int>{1} << 40 << 0 << true << false << u"1:1"_s << -1;
    QTest::newRow("below -1 reads -1") << even + u" modifier=-5 attacker_general=false"_s << QList<int>{2} << 40 << 0 << false << false << u"1:1"_s << -1;
    QTest::newRow("10:1 annihilates") << u"attacker_points=100 defender_points=10"_s << QList<int>{} << 0 << 100 << false << true << u"10:1"_s << -99;
    QTest::newRow("1:10 annihilates the attacker") << u"attacker_points=10 defender_points=100 fortified=true"_s << QList<int>{} << 100 << 0 << true << false << u"1:10"_s << -99;
    QTest::newRow("10:1 but fortified") << u"attacker_points=100 defender_points=10 fortified=true"_s << QList<int>{4} << 0 << 60 << false << true << u"6:1"_s << 4;
    QTest::newRow("9.9:1 reads 6:1") << u"attacker_points=99 defender_points=10"_s << QList<int>{1} << 10 << 30 << false << false << u"6:1"_s << 1;
    QTest::newRow("15:6 reads 2:1") << u"attacker_points=15 defender_points=6"_s << QList<int>{4} << 10 << 40 << false << false << u"2:1"_s << 4;
    QTest::newRow("6:15 reads 1:2") << u"attacker_points=6 defender_points=15"_s << QList<int>{4} << 20 << 0 << false << false << u"1:2"_s << 4;
    QTest::newRow("1:7 reads 1:6") << u"attacker_points=1 defender_points=7"_s << QList<int>{3} << 60 << 0 << true << false << u"1:6"_s << 3;
    QTest::newRow("5:8 reads 2:3") << u"attacker_points=5 defender_points=8"_s << QList<int>{1} << 60 << 10 << false << false << u"2:3"_s << 1;
    QTest::newRow("4:3 reads 1:1") << u"attacker_points=4 defender_points=3"_s << QList<int>{2} << 20 << 10 << false << false << u"1:1"_s << 2;
    QTest::newRow("3:2 exact") << u"attacker_points=3 defender_points=2"_s << QList<int>{5} << 0 << 10 << false << false << u"3:2"_s << 5;
    QTest::newRow("1:4 tie row 8") << u"attacker_points=12 defender_points=48 modifier=2"_s << QList<int>{6} << 30 << 30 << false << true << u"1:4"_s << 8;
}

void TestDbaProcedures::abstractBattle()
{
    QFETCH(QString, params);
    QFETCH(QList<int>, dice);
    QFETCH(int, attackerPct);
    QFETCH(int, defenderPct);
    QFETCH(bool, attackerKilled);
    QFETCH(bool, defenderKilled);
    QFETCH(QString, column);
    QFETCH(int, row);
    const ProcedureResult r = run(u"dba.abstract-battle"_s, words(params), dice);
    QCOMPARE(r.outcome.value(u"attacker_casualties_pct"_s).toInt(), attackerPct);
    QCOMPARE(r.outcome.value(u"defender_casualties_pct"_s).toInt(), defenderPct);
    QCOMPARE(r.outcome.value(u"attacker_general_killed"_s).toBool(), attackerKilled);
    QCOMPARE(r.outcome.value(u"defender_general_killed"_s).toBool(), defenderKilled);
    QCOMPARE(r.outcome.value(u"column"_s).toString(), column);
    if (row == -99)
        QVERIFY(r.outcome.value(u"row"_s).isNull());
    else
        QCOMPARE(r.outcome.value(u"row"_s).toInt(), row);
    QCOMPARE(r.dice.size(), dice.size());
}

void TestDbaProcedures::battleTypeModifierIsAHouseSetting()
{
    const QStringList params = words(u"attacker_points=12 defender_points=12 battle_type=c"_s);
    // Not in the text: a missing figure until the umpire rules.
    QCOMPARE(failure(u"dba.abstract-battle"_s, params, {3}), 3);
    TableLibrary house = CampaignTables::builtIn();
    house.applyOverride({u"dba.battle-type-modifier"_s, u"1"_s, u"C"_s, 1, {}});
    const ProcedureResult r = run(u"dba.abstract-battle"_s, params, {3}, house);
    QCOMPARE(r.outcome.value(u"row"_s).toInt(), 4);
    QCOMPARE(r.outcome.value(u"defender_casualties_pct"_s).toInt(), 30);
    // The modifier parameter adds to it, and the explanation names it.
    const ProcedureResult both = run(u"dba.abstract-battle"_s, params + QStringList{u"modifier=-2"_s}, {3}, house);
    QCOMPARE(both.outcome.value(u"row"_s).toInt(), 2);
    bool named = false;
    for (const ExplanationStep &step : both.explanation)
        named = named || step.text.contains(u"never gives it"_s);
    QVERIFY(named);
}

void TestDbaProcedures::siegeExample()
{
    // Earl Robert (15 points) besieges Earl Gyrth (5 points) in fortified London and rolls a 4:
    // Robert reads 2:1 (15 to 6) and loses 10%; Gyrth reads 1:1 (15 to 18) and loses 30%, not 40%.
    const ProcedureResult r = run(u"dba.siege"_s, words(u"attacker_points=15 defender_points=5 fortified=true"_s), {4});
    QCOMPARE(r.outcome.value(u"attacker_column"_s).toString(), u"2:1"_s);
    QCOMPARE(r.outcome.value(u"defender_column"_s).toString(), u"1:1"_s);
    QCOMPARE(r.outcome.value(u"attacker_casualties_pct"_s).toInt(), 10);
    QCOMPARE(r.outcome.value(u"defender_casualties_pct"_s).toInt(), 30);
    // The same roll as an ordinary abstract battle at 15 to 6 would cost Gyrth 40%.
    const ProcedureResult plain = run(u"dba.abstract-battle"_s, words(u"attacker_points=15 defender_points=6"_s), {4});
    QCOMPARE(plain.outcome.value(u"defender_casualties_pct"_s).toInt(), 40);
    // An unfortified town's bonus is not in the text: a missing figure, exit 3.
    QCOMPARE(failure(u"dba.siege"_s, words(u"attacker_points=15 defender_points=5 fortified=false"_s), {4}),
             3);
    // Once the umpire enters it as a house figure, the siege resolves with it.
    TableLibrary house = CampaignTables::builtIn();
    house.applyOverride({u"dba.figures"_s, DbaTest::figureRow(u"siege_unfortified_bonus_points"_s), u"value"_s, 0, {}});
    house.applyOverride({u"dba.figures"_s, DbaTest::figureRow(u"siege_unfortified_multiplier"_s), u"value"_s, 2, {}});
    const ProcedureResult open = run(u"dba.siege"_s, words(u"attacker_points=15 defender_points=5 fortified=false"_s), {4}, house);
    QCOMPARE(open.outcome.value(u"attacker_column"_s).toString(), u"3:1"_s); // 15 to 5
    QCOMPARE(open.outcome.value(u"defender_column"_s).toString(), u"3:2"_s); // 15 to 10
    QCOMPARE(open.outcome.value(u"attacker_casualties_pct"_s).toInt(), 5);
    QCOMPARE(open.outcome.value(u"defender_casualties_pct"_s).toInt(), 20);
}

void TestDbaProcedures::siegeSurrender_data()
{
    QTest::addColumn<QString>("params");
    QTest::addColumn<int>("die");
    QTest::addColumn<int>("modified");
    QTest::addColumn<bool>("surrenders");
    QTest::newRow("6 after one season") << u"seasons=1"_s << 6 << 7 << true;
    QTest::newRow("5 after one season") << u"seasons=1"_s << 5 << 6 << false;
    QTest::newRow("fortified, ruler inside") << u"fortified=true ruler_in_town=true seasons=1"_s << 6 << 3 << false;
    QTest::newRow("starving, field lost, home town") << u"out_of_supply=true field_lost=true home_town=true seasons=2"_s << 1 << 8 << true;
    QTest::newRow("fortified, general, field won") << u"fortified=true other_general=true field_won=true seasons=3"_s << 6 << 5 << false;
    QTest::newRow("exactly 7") << u"fortified=true seasons=4"_s << 4 << 7 << true;
}

void TestDbaProcedures::siegeSurrender()
{
    QFETCH(QString, params);
    QFETCH(int, die);
    QFETCH(int, modified);
    QFETCH(bool, surrenders);
    const ProcedureResult r = run(u"dba.siege-surrender"_s, words(params), {die});
    QCOMPARE(r.outcome.value(u"modified_roll"_s).toInt(), modified);
    QCOMPARE(r.outcome.value(u"surrenders"_s).toBool(), surrenders);
}

void TestDbaProcedures::taxes_data()
{
    QTest::addColumn<QString>("params");
    QTest::addColumn<double>("income");
    QTest::newRow("unmolested") << u"revenue=4 invaded_moves=0"_s << 4.0;
    QTest::newRow("one move") << u"revenue=5 invaded_moves=1"_s << 4.0;
    QTest::newRow("fraction kept") << u"revenue=3 invaded_moves=1"_s << 2.4;
    QTest::newRow("rounded down") << u"revenue=3 invaded_moves=1 rounding=down"_s << 2.0;
    QTest::newRow("rounded up") << u"revenue=3 invaded_moves=1 rounding=up"_s << 3.0;
    QTest::newRow("rounded nearest") << u"revenue=4 invaded_moves=2 rounding=nearest"_s << 2.0;
    QTest::newRow("five moves: nothing") << u"revenue=6 invaded_moves=5"_s << 0.0;
    QTest::newRow("more than five: nothing") << u"revenue=6 invaded_moves=9"_s << 0.0;
}

void TestDbaProcedures::taxes()
{
    QFETCH(QString, params);
    QFETCH(double, income);
    QCOMPARE(run(u"dba.taxes"_s, words(params), {}).outcome.value(u"income"_s).toDouble(), income);
}

void TestDbaProcedures::townCost_data()
{
    QTest::addColumn<QString>("params");
    QTest::addColumn<int>("cost");
    QTest::newRow("value 3, no town") << u"province_value=3 towns=0"_s << 14;
    QTest::newRow("value 5, two towns") << u"province_value=5 towns=2"_s << 16;
    QTest::newRow("value 0") << u"province_value=0 towns=0"_s << 20;
    QTest::newRow("value 6, one town") << u"province_value=6 towns=1"_s << 11;
    QTest::newRow("value 10: free") << u"province_value=10 towns=0"_s << 0;
}

void TestDbaProcedures::townCost()
{
    QFETCH(QString, params);
    QFETCH(int, cost);
    QCOMPARE(run(u"dba.town-cost"_s, words(params), {}).outcome.value(u"cost"_s).toInt(), cost);
}

void TestDbaProcedures::supplyNeeded_data()
{
    QTest::addColumn<QString>("params");
    QTest::addColumn<int>("units");
    QTest::newRow("none") << u"foot=0 psiloi=0 mounted=0 naval=0"_s << 0;
    QTest::newRow("12 foot") << u"foot=12 psiloi=0 mounted=0 naval=0"_s << 1;
    QTest::newRow("13 foot") << u"foot=13 psiloi=0 mounted=0 naval=0"_s << 2;
    QTest::newRow("24 psiloi") << u"foot=0 psiloi=24 mounted=0 naval=0"_s << 1;
    QTest::newRow("25 psiloi") << u"foot=0 psiloi=25 mounted=0 naval=0"_s << 2;
    QTest::newRow("6 mounted") << u"foot=0 psiloi=0 mounted=6 naval=0"_s << 1;
    QTest::newRow("7 mounted") << u"foot=0 psiloi=0 mounted=7 naval=0"_s << 2;
    QTest::newRow("naval not counted") << u"foot=0 psiloi=0 mounted=0 naval=50"_s << 0;
    QTest::newRow("mixed 12") << u"foot=6 psiloi=4 mounted=2 naval=3"_s << 1;
    QTest::newRow("mixed 12.5") << u"foot=6 psiloi=5 mounted=2 naval=3"_s << 2;
}

void TestDbaProcedures::supplyNeeded()
{
    QFETCH(QString, params);
    QFETCH(int, units);
    QCOMPARE(run(u"dba.supply-needed"_s, words(params), {}).outcome.value(u"supply_units"_s).toInt(), units);
}

void TestDbaProcedures::seasons_data()
{
    QTest::addColumn<QString>("season");
    QTest::addColumn<int>("moves");
    QTest::addColumn<int>("storm");
    QTest::newRow("spring") << u"spring"_s << 5 << 5;
    QTest::newRow("summer") << u"summer"_s << 7 << 1;
    QTest::newRow("autumn") << u"autumn"_s << 6 << 5;
    QTest::newRow("winter") << u"winter"_s << 4 << 10;
}

void TestDbaProcedures::seasons()
{
    QFETCH(QString, season);
    QFETCH(int, moves);
    QFETCH(int, storm);
    QCOMPARE(run(u"dba.moves-per-season"_s, {u"season="_s + season}, {}).outcome.value(u"moves"_s).toInt(), moves);
    QCOMPARE(run(u"dba.storm-chance"_s, {u"season="_s + season}, {}).outcome.value(u"chance_pct"_s).toInt(), storm);
}

void TestDbaProcedures::attrition_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QList<int>>("dice");
    QTest::addColumn<int>("pct");
    QTest::newRow("winter lowest") << u"dba.winter-attrition"_s << QList<int>{1, 1} << 7;
    QTest::newRow("winter highest") << u"dba.winter-attrition"_s << QList<int>{10, 10} << 25;
    QTest::newRow("winter 3+8") << u"dba.winter-attrition"_s << QList<int>{3, 8} << 16;
    QTest::newRow("supply lowest") << u"dba.supply-attrition"_s << QList<int>{1, 1} << 2;
    QTest::newRow("supply highest") << u"dba.supply-attrition"_s << QList<int>{10, 10} << 20;
}

void TestDbaProcedures::attrition()
{
    QFETCH(QString, id);
    QFETCH(QList<int>, dice);
    QFETCH(int, pct);
    const ProcedureResult r = run(id, {}, dice);
    QCOMPARE(r.outcome.value(u"attrition_pct"_s).toInt(), pct);
    QCOMPARE(r.dice.size(), 2);
    QCOMPARE(r.dice[0].sides, 10);
}

void TestDbaProcedures::refusals_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("params");
    QTest::addColumn<QList<int>>("dice");
    QTest::addColumn<int>("kind");
    const int bad = 2;
    QTest::newRow("scouting without general") << u"dba.scouting-points"_s << u"home=true"_s << QList<int>{} << bad;
    QTest::newRow("siege surrender without seasons") << u"dba.siege-surrender"_s << u""_s << QList<int>{3} << bad;
    QTest::newRow("siege surrender zero seasons") << u"dba.siege-surrender"_s << u"seasons=0"_s << QList<int>{3} << bad;
    QTest::newRow("two commanders") << u"dba.siege-surrender"_s << u"seasons=1 ruler_in_town=true other_general=true"_s << QList<int>{3} << bad;
    QTest::newRow("zero points") << u"dba.abstract-battle"_s << u"attacker_points=0 defender_points=3"_s << QList<int>{3} << bad;
    QTest::newRow("bad season") << u"dba.storm-chance"_s << u"season=monsoon"_s << QList<int>{} << bad;
    QTest::newRow("die face 7") << u"dba.abstract-battle"_s << u"attacker_points=3 defender_points=3"_s << QList<int>{7} << bad;
    QTest::newRow("unused die at 10:1") << u"dba.abstract-battle"_s << u"attacker_points=30 defender_points=3"_s << QList<int>{3} << bad;
    QTest::newRow("negative town cost") << u"dba.town-cost"_s << u"province_value=11 towns=0"_s << QList<int>{} << bad;
}

void TestDbaProcedures::refusals()
{
    QFETCH(QString, id);
    QFETCH(QString, params);
    QFETCH(QList<int>, dice);
    QFETCH(int, kind);
    QCOMPARE(failure(id, words(params), dice), kind);
}

void TestDbaProcedures::exactOdds()
{
    // At 3:2 the column reads L or N, C, C, D, D, D: the re-roll splits 1/6 into 1/12 L and 1/12 N.
    ProcedureRunner runner(CampaignTables::builtIn());
    OddsCalculator odds(runner);
    const Procedure &p = ProcedureRegistry::standard().get(u"dba.battle-type"_s);
    const OddsCalculator::Result result =
            odds.compute(p, ProcedureRunner::parseInputs(p, words(u"attacker_sp=15 defender_sp=10"_s)));
    QVERIFY(result.exact);
    QMap<QString, mpq_class> byType;
    for (const OddsCalculator::Line &line : result.lines)
        byType[line.outcome.value(u"battle_type"_s).toString()] += line.exact;
    QCOMPARE(byType.size(), 4);
    QVERIFY(byType[u"L"_s] == mpq_class(1, 12));
    QVERIFY(byType[u"N"_s] == mpq_class(1, 12));
    QVERIFY(byType[u"C"_s] == mpq_class(1, 3));
    QVERIFY(byType[u"D"_s] == mpq_class(1, 2));
}

QTEST_GUILESS_MAIN(TestDbaProcedures)
#include "tst_dba_procedures.moc"
