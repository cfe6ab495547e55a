// The 1066 battle procedures: the Combat Results Table as shipped (only the §15.8
// cell known, the rest missing → exit 3) and once the referee has entered it
// (house figures), terrain and its cap (§15.13–15.14, both thegn readings),
// extra dice (§15.11, §15.22, Maneuver, pursuit), saving rolls, battle length,
// retreat losses, high-seas contact and the battle-marker allowance.
#include <QtTest>

#include "procedures/oddscalculator.h"
#include "support1066.h"
#include "tables/ruletable.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

namespace {

/// A complete Combat Results Table entered by the referee for these tests (house figures, not the printed
/// chart): E from 7 - defence up, a D just below that on defence 3.
TableLibrary houseCrt()
{
    QList<TableLibrary::Override> figures;
    for (int defense = 1; defense <= 4; ++defense)
        for (int roll = 1; roll <= 6; ++roll) {
            QString value = roll >= 3 + defense ? u"E"_s : u"-"_s;
            if (defense == 4 && roll == 6)
                value = u"E"_s;
            if (defense == 3 && roll == 5)
                value = u"D"_s;
            figures.append({u"1066.crt"_s, QString::number(roll), QString::number(defense), value, u"test"_s});
        }
    return Test1066::withHouse(figures);
}

void row(const char *name, const char *id, const QStringList &words, const QList<int> &dice, const char *expected,
         int exitCode = 0)
{
    QTest::newRow(name) << (u"1066."_s + QString::fromUtf8(id)) << words << dice << QString::fromUtf8(expected)
                        << exitCode;
}

void columns()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QStringList>("words");
    QTest::addColumn<QList<int>>("dice");
    QTest::addColumn<QString>("expected");
    QTest::addColumn<int>("exitCode");
}

} // namespace

class TestBattle1066 : public QObject
{
    Q_OBJECT
private slots:
    void shippedCrtKnowsOnlyTheExample();
    void missingCellNamesTheTable();
    void attackWithHouseCrt_data();
    void attackWithHouseCrt();
    void badHouseFigureIsBadInput();
    void attackOddsFromHouseCrt();
    void battleProcedures_data();
    void battleProcedures();
};

void TestBattle1066::shippedCrtKnowsOnlyTheExample()
{
    const RuleTable &crt = CampaignTables::builtIn().table(u"1066.crt"_s);
    QCOMPARE(crt.rowCount() * crt.columnCount(), 24);
    QCOMPARE(crt.missingCells().size(), 23);
    const TableCell &known = crt.cell(crt.rowIndexFor(6), crt.columnIndex(u"3"));
    QCOMPARE(known.value.toString(), u"E"_s);
    QCOMPARE(known.provenance, Provenance::Example);
}

void TestBattle1066::missingCellNamesTheTable()
{
    try {
        Test1066::run(u"1066.attack"_s, {u"attack=2"_s, u"defense=2"_s}, {6, 1});
        QFAIL("a missing Combat Results Table cell was read");
    } catch (const Failure &failure) {
        QCOMPARE(failure.kind(), Failure::Kind::MissingFigure);
        QCOMPARE(failure.exitCode(), 3);
        QCOMPARE(failure.detail().value(u"table"_s).toString(), u"1066.crt"_s);
        QVERIFY2(failure.message().contains(u"Combat Results Table"_s), qPrintable(failure.message()));
        QVERIFY2(failure.message().contains(u"row 6, column 2"_s), qPrintable(failure.message()));
    }
}

void TestBattle1066::attackWithHouseCrt_data()
{
    columns();
    row("§15.8 six and misses", "attack", {u"attack=3"_s, u"defense=3"_s}, {6, 1, 2},
        R"({"eliminated":true,"hits":1,"e_results":1,"d_results":0,"dice_count":3})");
    row("all miss", "attack", {u"attack=3"_s, u"defense=3"_s}, {1, 2, 4}, R"({"eliminated":false,"hits":0})");
    row("D counts as a hit", "attack", {u"attack=1"_s, u"defense=3"_s}, {5},
        R"({"eliminated":true,"hits":1,"d_results":1})");
    // §15.13: thegn of defence 2 in a castle (+2) defends at 4.
    row("§15.13 castle thegn 2", "attack", {u"attack=1"_s, u"defense=2"_s, u"terrain=castle"_s}, {5},
        R"({"defense_used":4,"eliminated":false})");
    row("§15.13 castle by bonus", "attack", {u"attack=1"_s, u"defense=2"_s, u"terrain_bonus=2"_s}, {6},
        R"({"defense_used":4,"eliminated":true})");
    // The §15.8 reading of a thegn (defence 3) in the same castle: capped at 4 (§15.14).
    row("§15.8 thegn 3 in castle capped", "attack", {u"attack=1"_s, u"defense=3"_s, u"terrain=castle"_s}, {5},
        R"({"defense_used":4,"eliminated":false})");
    row("cap keeps 4", "attack", {u"attack=1"_s, u"defense=4"_s, u"terrain_bonus=3"_s}, {6}, R"({"defense_used":4})");
    row("bonus below cap", "attack", {u"attack=1"_s, u"defense=1"_s, u"terrain_bonus=1"_s}, {4},
        R"({"defense_used":2,"eliminated":false})");
    row("fleet never enhanced", "attack", {u"attack=1"_s, u"defense=1"_s, u"terrain=castle"_s, u"fleet=true"_s}, {4},
        R"({"defense_used":1,"eliminated":true})");
    row("terrain chart missing", "attack", {u"attack=1"_s, u"defense=2"_s, u"terrain=forest"_s}, {6}, "{}", 3);
    row("two terrain bonuses", "attack", {u"attack=1"_s, u"defense=2"_s, u"terrain=castle"_s, u"terrain_bonus=1"_s},
        {6}, "{}", 2);
    // §15.11: a knight of attack 3 flanking rolls four dice.
    row("§15.11 flank knight", "attack", {u"attack=3"_s, u"defense=1"_s, u"flank=true"_s, u"knight=true"_s},
        {1, 1, 1, 4}, R"({"dice_count":4,"hits":1})");
    // §15.22: a housecarl (attack 3) flanking with Charge rolls five dice.
    row("§15.22 flank and charge", "attack", {u"attack=3"_s, u"defense=2"_s, u"flank=true"_s, u"charge=true"_s},
        {1, 2, 3, 4, 5}, R"({"dice_count":5,"hits":1})");
    row("§15.22 four dice refused", "attack", {u"attack=3"_s, u"defense=2"_s, u"flank=true"_s, u"charge=true"_s},
        {1, 2, 3, 4}, "{}", 2);
    row("reserve", "attack", {u"attack=2"_s, u"defense=2"_s, u"reserve=true"_s}, {1, 1, 1}, R"({"dice_count":3})");
    row("maneuver knight", "attack", {u"attack=3"_s, u"defense=2"_s, u"maneuver=true"_s, u"knight=true"_s},
        {1, 1, 1, 1, 1}, R"({"dice_count":5})");
    row("maneuver infantry", "attack", {u"attack=2"_s, u"defense=2"_s, u"maneuver=true"_s}, {1, 1, 1},
        R"({"dice_count":3})");
    row("flank and reserve", "attack", {u"attack=2"_s, u"defense=2"_s, u"flank=true"_s, u"reserve=true"_s},
        {1, 1, 1, 1}, "{}", 2);
    row("two markers one round", "attack", {u"attack=2"_s, u"defense=2"_s, u"charge=true"_s, u"maneuver=true"_s},
        {1, 1, 1, 1}, "{}", 2);
    row("pursuit infantry double", "attack", {u"attack=2"_s, u"defense=2"_s, u"pursuit=true"_s}, {1, 1, 1, 6},
        R"({"dice_count":4,"hits":1})");
    row("pursuit knight triple", "attack", {u"attack=3"_s, u"defense=2"_s, u"pursuit=true"_s, u"knight=true"_s},
        {1, 1, 1, 1, 1, 1, 1, 1, 1}, R"({"dice_count":9,"hits":0})");
    row("pursuit knight vs knight two dice", "attack",
        {u"attack=3"_s, u"defense=2"_s, u"pursuit=true"_s, u"knight=true"_s, u"target_panicking_knight=true"_s},
        {5, 1}, R"({"dice_count":2,"hits":1})");
    row("pursuit knight vs knight double", "attack",
        {u"attack=3"_s, u"defense=2"_s, u"pursuit=true"_s, u"knight=true"_s, u"target_panicking_knight=true"_s,
         u"pursuit_vs_knights=double"_s}, {1, 1, 1, 1, 1, 1}, R"({"dice_count":6})");
    row("infantry may not pursue knights", "attack",
        {u"attack=2"_s, u"defense=2"_s, u"pursuit=true"_s, u"target_panicking_knight=true"_s}, {1, 1}, "{}", 2);
    row("no markers in pursuit", "attack", {u"attack=2"_s, u"defense=2"_s, u"pursuit=true"_s, u"charge=true"_s},
        {1, 1, 1, 1}, "{}", 2);
    row("panicking knight outside pursuit", "attack",
        {u"attack=2"_s, u"defense=2"_s, u"knight=true"_s, u"target_panicking_knight=true"_s}, {1, 1}, "{}", 2);
}

void TestBattle1066::attackWithHouseCrt()
{
    QFETCH(QString, id);
    QFETCH(QStringList, words);
    QFETCH(QList<int>, dice);
    QFETCH(QString, expected);
    QFETCH(int, exitCode);
    Test1066::check(id, words, dice, expected, exitCode, houseCrt());
}

void TestBattle1066::badHouseFigureIsBadInput()
{
    const TableLibrary tables = Test1066::withHouse({{u"1066.crt"_s, u"4"_s, u"2"_s, u"X"_s, {}}});
    Test1066::check(u"1066.attack"_s, {u"attack=1"_s, u"defense=2"_s}, {4}, u"{}"_s, 2, tables);
}

void TestBattle1066::attackOddsFromHouseCrt()
{
    const TableLibrary tables = houseCrt();
    const Procedure &p = ProcedureRegistry::standard().get(u"1066.attack"_s);
    const ProcedureRunner runner(tables);
    const OddsCalculator::Result odds =
        OddsCalculator(runner).compute(p, ProcedureRunner::parseInputs(p, {u"attack=2"_s, u"defense=3"_s}));
    QVERIFY(odds.exact);
    // Each die hits on 5 (D) or 6 (E): miss both = (4/6)^2 = 16/36.
    for (const OddsCalculator::Line &line : odds.lines)
        QCOMPARE(line.exact, line.outcome.value(u"eliminated"_s).toBool() ? Test1066::q(20, 36) : Test1066::q(16, 36));
}

void TestBattle1066::battleProcedures_data()
{
    columns();
    row("rally saves", "saving-roll", {u"leader_value=2"_s}, {2}, R"({"saved":true,"saved_by":"leader-rally"})");
    row("rally fails", "saving-roll", {u"leader_value=2"_s}, {3}, R"({"saved":false,"eliminated":true})");
    row("castle saves", "saving-roll", {u"castle=true"_s}, {4}, R"({"saved":true,"saved_by":"castle"})");
    row("castle fails", "saving-roll", {u"castle=true"_s}, {3}, R"({"saved":false})");
    row("rally then castle", "saving-roll", {u"leader_value=1"_s, u"castle=true"_s}, {5, 6},
        R"({"saved":true,"saved_by":"castle"})");
    row("shield wall saves", "saving-roll", {u"shield_wall=true"_s}, {3}, R"({"saved":true,"saved_by":"shield-wall"})");
    row("shield wall fails", "saving-roll", {u"shield_wall=true"_s}, {4}, R"({"saved":false})");
    row("feigned flight", "saving-roll", {u"shield_wall=true"_s, u"feigned_flight=true"_s}, {},
        R"({"saved":false,"eliminated":true})");
    row("all three", "saving-roll", {u"leader_value=2"_s, u"castle=true"_s, u"shield_wall=true"_s}, {6, 3, 1},
        R"({"saved":true,"saved_by":"shield-wall"})");
    row("length winter", "battle-length", {u"season=winter"_s}, {1}, R"({"battle_turns":1})");
    row("length winter 6", "battle-length", {u"season=winter"_s}, {6}, R"({"battle_turns":6})");
    row("length summer 1", "battle-length", {u"season=summer"_s}, {1}, R"({"battle_turns":2})");
    row("length summer 5", "battle-length", {u"season=summer"_s}, {5}, R"({"battle_turns":6})");
    row("length summer capped", "battle-length", {u"season=summer"_s}, {6}, R"({"battle_turns":6})");
    row("retreat clear", "retreat-losses", {u"units=4"_s}, {}, R"({"eliminated":0,"survivors":4,"squares":1})");
    row("retreat through enemies", "retreat-losses", {u"units=4"_s, u"enemy_units=2,0"_s}, {},
        R"({"eliminated":2,"survivors":2,"squares":2})");
    row("retreat wiped out", "retreat-losses", {u"units=2"_s, u"enemy_units=3"_s}, {},
        R"({"eliminated":2,"survivors":0,"squares":1})");
    row("retreat twice", "retreat-losses", {u"units=5"_s, u"enemy_units=1,2,0"_s}, {},
        R"({"eliminated":3,"survivors":2,"squares":3})");
    row("retreat prohibited", "retreat-losses", {u"units=5"_s, u"prohibited=true"_s}, {},
        R"({"eliminated":5,"survivors":0})");
    row("retreat unfinished", "retreat-losses", {u"units=4"_s, u"enemy_units=1"_s}, {}, "{}", 2);
    row("retreat past end", "retreat-losses", {u"units=4"_s, u"enemy_units=0,2"_s}, {}, "{}", 2);
    row("high seas meet", "high-seas", {u"square=all-sea"_s}, {3}, R"({"combat":true})");
    row("high seas miss", "high-seas", {u"square=all-sea"_s}, {4}, R"({"combat":false})");
    row("coastal always", "high-seas", {u"square=coastal"_s}, {}, R"({"combat":true})");
    row("marker allowed", "battle-marker", {u"leader_value=2"_s, u"played=1"_s}, {},
        R"({"allowed":true,"remaining":1})");
    row("marker limit", "battle-marker", {u"leader_value=2"_s, u"played=2"_s}, {}, R"({"allowed":false})");
    row("marker per round", "battle-marker", {u"leader_value=3"_s, u"played_this_round=true"_s}, {},
        R"({"allowed":false})");
    row("marker pursuit", "battle-marker", {u"leader_value=3"_s, u"pursuit=true"_s}, {}, R"({"allowed":false})");
    row("marker commander down", "battle-marker", {u"leader_value=3"_s, u"commander_eliminated=true"_s}, {},
        R"({"allowed":false,"remaining":0})");
}

void TestBattle1066::battleProcedures()
{
    QFETCH(QString, id);
    QFETCH(QStringList, words);
    QFETCH(QList<int>, dice);
    QFETCH(QString, expected);
    QFETCH(int, exitCode);
    Test1066::check(id, words, dice, expected, exitCode);
}

QTEST_GUILESS_MAIN(TestBattle1066)
#include "tst_battle.moc"
