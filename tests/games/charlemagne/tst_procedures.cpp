// Charlemagne procedures through the ProcedureRunner with entered dice: the contract's
// outcome fields, the worked examples (§13.2, §16.6, §6), the caps and ties, bad input
// (exit 2) and figures the transcription lacks (exit 3).
#include <QJsonArray>
#include <QtTest>

#include "campaign/campaigntables.h"
#include "procedures/oddscalculator.h"
#include "procedures/procedureregistry.h"
#include "common/procedurerun.h"
#include "procedures/procedurerunner.h"
#include "util/failure.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

namespace {

QJsonObject run(const QString &id, const QStringList &words, const QList<int> &dice = {},
                const TableLibrary &tables = CampaignTables::builtIn())
{
    return ReeveTest::runProcedure(u"charlemagne."_s + id, words, dice, tables);
}

int exitCode(const QString &id, const QStringList &words, const QList<int> &dice = {},
             const TableLibrary &tables = CampaignTables::builtIn())
{
    return ReeveTest::procedureExitCode(u"charlemagne."_s + id, words, dice, tables);
}

TableLibrary withHouse(const QString &table, const QString &row, const QString &column, const QJsonValue &value)
{
    TableLibrary tables = CampaignTables::builtIn();
    tables.applyOverride({table, row, column, value, QString()});
    return tables;
}

} // namespace

class TestCharlemagneProcedures : public QObject
{
    Q_OBJECT
private slots:
    void contractIdsAreRegistered();
    void combatRatio_data();
    void combatRatio();
    void combatRatioBadInput();
    void operationPoints_data();
    void operationPoints();
    void retreatAllowed_data();
    void retreatAllowed();
    void stratagemDraws_data();
    void stratagemDraws();
    void treasury_data();
    void treasury();
    void survival_data();
    void survival();
    void personalCombat_data();
    void personalCombat();
    void victoryLevel_data();
    void victoryLevel();
    void eventReportsNumberEvenWhenMissing_data();
    void eventReportsNumberEvenWhenMissing();
    void missingTablesStopWithExit3_data();
    void missingTablesStopWithExit3();
    void badCombinationsExit2_data();
    void badCombinationsExit2();
    void vassalageWithEnteredTable_data();
    void vassalageWithEnteredTable();
    void battleAndRevoltWithEnteredTable();
    void stackingAndLevies_data();
    void stackingAndLevies();
    void logistics_data();
    void logistics();
    void treasuryAndVictoryCounts_data();
    void treasuryAndVictoryCounts();
    void zonesOfControl_data();
    void zonesOfControl();
    void personalCombatOdds();
    void scriptedFirstTurn();
};

void TestCharlemagneProcedures::contractIdsAreRegistered()
{
    const QStringList ids{u"combat-ratio"_s, u"operation-points"_s, u"retreat-allowed"_s, u"stratagem-draws"_s,
                          u"treasury"_s, u"charlemagne-survival"_s, u"personal-combat"_s, u"victory-level"_s,
                          u"event"_s};
    for (const QString &id : ids)
        QVERIFY2(ProcedureRegistry::standard().contains(u"charlemagne."_s + id), qPrintable(id));
    QVERIFY(ProcedureRegistry::standard().list(u"charlemagne"_s).size() >= 25);
}

void TestCharlemagneProcedures::combatRatio_data()
{
    QTest::addColumn<QStringList>("words");
    QTest::addColumn<QString>("column");
    QTest::addColumn<int>("attacker");
    QTest::addColumn<int>("defender");
    QTest::newRow("§16.6a 14 to 5") << QStringList{u"attacker=14"_s, u"defender=5"_s} << u"2/1"_s << 14 << 5;
    QTest::newRow("§16.6b 6 to 10") << QStringList{u"attacker=6"_s, u"defender=10"_s} << u"1/2"_s << 6 << 10;
    QTest::newRow("§16.6c 7 to 4") << QStringList{u"attacker=7"_s, u"defender=4"_s} << u"1.5/1"_s << 7 << 4;
    QTest::newRow("exactly 1.5") << QStringList{u"attacker=6"_s, u"defender=4"_s} << u"1.5/1"_s << 6 << 4;
    QTest::newRow("just under 1.5") << QStringList{u"attacker=5"_s, u"defender=4"_s} << u"1/1"_s << 5 << 4;
    QTest::newRow("equal") << QStringList{u"attacker=3"_s, u"defender=3"_s} << u"1/1"_s << 3 << 3;
    QTest::newRow("2.5 rounds up to 1/3") << QStringList{u"attacker=2"_s, u"defender=5"_s} << u"1/3"_s << 2 << 5;
    QTest::newRow("exactly 1/3") << QStringList{u"attacker=1"_s, u"defender=3"_s} << u"1/3"_s << 1 << 3;
    QTest::newRow("cap 1/3") << QStringList{u"attacker=1"_s, u"defender=10"_s} << u"1/3"_s << 1 << 10;
    QTest::newRow("exactly 4/1") << QStringList{u"attacker=8"_s, u"defender=2"_s} << u"4/1"_s << 8 << 2;
    QTest::newRow("cap 4/1") << QStringList{u"attacker=50"_s, u"defender=2"_s} << u"4/1"_s << 50 << 2;
    QTest::newRow("3.9 drops to 3/1") << QStringList{u"attacker=39"_s, u"defender=10"_s} << u"3/1"_s << 39 << 10;
    QTest::newRow("leader doubles")
            << QStringList{u"attacker=6"_s, u"defender=6"_s, u"attacker_leader=leader"_s} << u"2/1"_s << 12 << 6;
    QTest::newRow("Charlemagne triples")
            << QStringList{u"attacker=6"_s, u"defender=6"_s, u"attacker_leader=charlemagne"_s} << u"3/1"_s << 18 << 6;
    QTest::newRow("Charlemagne with an advance: ×4")
            << QStringList{u"attacker=6"_s, u"defender=6"_s, u"attacker_leader=charlemagne"_s,
                           u"attacker_advance=true"_s}
            << u"4/1"_s << 24 << 6;
    QTest::newRow("defending Charlemagne with terrain: ×4")
            << QStringList{u"attacker=24"_s, u"defender=6"_s, u"defender_leader=charlemagne"_s,
                           u"defender_terrain=true"_s}
            << u"1/1"_s << 24 << 24;
    QTest::newRow("Charlemagne, terrain and advance: still ×4")
            << QStringList{u"attacker=24"_s, u"defender=6"_s, u"defender_leader=charlemagne"_s,
                           u"defender_terrain=true"_s, u"defender_advance=true"_s}
            << u"1/1"_s << 24 << 24;
    QTest::newRow("terrain alone doubles")
            << QStringList{u"attacker=10"_s, u"defender=5"_s, u"defender_terrain=true"_s} << u"1/1"_s << 10 << 10;
    QTest::newRow("leader and terrain triple")
            << QStringList{u"attacker=10"_s, u"defender=5"_s, u"defender_leader=leader"_s, u"defender_terrain=true"_s}
            << u"1/2"_s << 10 << 15;
    QTest::newRow("leader, terrain and advance quadruple")
            << QStringList{u"attacker=10"_s, u"defender=5"_s, u"defender_leader=leader"_s, u"defender_terrain=true"_s,
                           u"defender_advance=true"_s}
            << u"1/2"_s << 10 << 20;
    QTest::newRow("both sides multiplied")
            << QStringList{u"attacker=6"_s, u"defender=6"_s, u"attacker_leader=leader"_s, u"attacker_advance=true"_s,
                           u"defender_advance=true"_s}
            << u"1.5/1"_s << 18 << 12;
}

void TestCharlemagneProcedures::combatRatio()
{
    QFETCH(QStringList, words);
    QFETCH(QString, column);
    QFETCH(int, attacker);
    QFETCH(int, defender);
    const QJsonObject out = run(u"combat-ratio"_s, words);
    QCOMPARE(out.value(u"column"_s).toString(), column);
    QCOMPARE(out.value(u"attacker_strength"_s).toInt(), attacker);
    QCOMPARE(out.value(u"defender_strength"_s).toInt(), defender);
}

void TestCharlemagneProcedures::combatRatioBadInput()
{
    QCOMPARE(exitCode(u"combat-ratio"_s, {u"attacker=5"_s, u"defender=5"_s, u"attacker_leader=charlemagne"_s,
                                          u"defender_leader=charlemagne"_s}),
             2);
    QCOMPARE(exitCode(u"combat-ratio"_s, {u"attacker=0"_s, u"defender=5"_s}), 2);
    QCOMPARE(exitCode(u"combat-ratio"_s, {u"attacker=5"_s, u"defender=5"_s, u"attacker_leader=king"_s}), 2);
}

void TestCharlemagneProcedures::operationPoints_data()
{
    QTest::addColumn<QStringList>("words");
    QTest::addColumn<int>("die");
    QTest::addColumn<int>("points");
    QTest::newRow("§13.2 example: militia 6, leader, die 3") << QStringList{u"lowest_op=6"_s, u"leader=leader"_s} << 3 << 12;
    QTest::newRow("no leader") << QStringList{u"lowest_op=6"_s, u"leader=none"_s} << 3 << 9;
    QTest::newRow("Charlemagne triples the die") << QStringList{u"lowest_op=6"_s, u"leader=charlemagne"_s} << 2 << 12;
    QTest::newRow("fleet value, die 6") << QStringList{u"lowest_op=24"_s} << 6 << 30;
}

void TestCharlemagneProcedures::operationPoints()
{
    QFETCH(QStringList, words);
    QFETCH(int, die);
    QFETCH(int, points);
    QCOMPARE(run(u"operation-points"_s, words, {die}).value(u"operation_points"_s).toInt(), points);
}

void TestCharlemagneProcedures::retreatAllowed_data()
{
    QTest::addColumn<int>("defenderMin");
    QTest::addColumn<int>("attackerMax");
    QTest::addColumn<bool>("allowed");
    QTest::newRow("faster") << 18 << 12 << true;
    QTest::newRow("one more") << 13 << 12 << true;
    QTest::newRow("equal is not greater") << 12 << 12 << false;
    QTest::newRow("slower") << 6 << 12 << false;
}

void TestCharlemagneProcedures::retreatAllowed()
{
    QFETCH(int, defenderMin);
    QFETCH(int, attackerMax);
    QFETCH(bool, allowed);
    const QJsonObject out = run(u"retreat-allowed"_s, {u"defender_min_op=%1"_s.arg(defenderMin),
                                                        u"attacker_max_op=%1"_s.arg(attackerMax)});
    QCOMPARE(out.value(u"allowed"_s).toBool(), allowed);
}

void TestCharlemagneProcedures::stratagemDraws_data()
{
    QTest::addColumn<int>("civilizations");
    QTest::addColumn<QString>("augustus");
    QTest::addColumn<int>("draws");
    QTest::newRow("one automatic") << 0 << u"none"_s << 1;
    QTest::newRow("civilizations") << 3 << u"none"_s << 4;
    QTest::newRow("Augustus on a leader") << 2 << u"leader"_s << 4;
    QTest::newRow("Augustus on Charlemagne") << 2 << u"charlemagne"_s << 5;
}

void TestCharlemagneProcedures::stratagemDraws()
{
    QFETCH(int, civilizations);
    QFETCH(QString, augustus);
    QFETCH(int, draws);
    const QJsonObject out = run(u"stratagem-draws"_s, {u"civilizations=%1"_s.arg(civilizations),
                                                        u"augustus="_s + augustus});
    QCOMPARE(out.value(u"draws"_s).toInt(), draws);
}

void TestCharlemagneProcedures::treasury_data()
{
    QTest::addColumn<QStringList>("words");
    QTest::addColumn<int>("points");
    QTest::newRow("burgs only") << QStringList{u"burgs=4"_s} << 4;
    QTest::newRow("none") << QStringList{u"burgs=0"_s} << 0;
    QTest::newRow("Byzantium") << QStringList{u"burgs=2"_s, u"byzantium=true"_s} << 7;
    QTest::newRow("Caliphate") << QStringList{u"burgs=2"_s, u"caliphate=true"_s} << 5;
    QTest::newRow("both") << QStringList{u"burgs=1"_s, u"byzantium=true"_s, u"caliphate=true"_s} << 9;
}

void TestCharlemagneProcedures::treasury()
{
    QFETCH(QStringList, words);
    QFETCH(int, points);
    QCOMPARE(run(u"treasury"_s, words).value(u"treasure_points"_s).toInt(), points);
}

void TestCharlemagneProcedures::survival_data()
{
    QTest::addColumn<int>("die");
    QTest::addColumn<bool>("survives");
    for (int die = 1; die <= 6; ++die)
        QTest::addRow("die %d", die) << die << (die <= 3);
}

void TestCharlemagneProcedures::survival()
{
    QFETCH(int, die);
    QFETCH(bool, survives);
    QCOMPARE(run(u"charlemagne-survival"_s, {}, {die}).value(u"survives"_s).toBool(), survives);
}

void TestCharlemagneProcedures::personalCombat_data()
{
    QTest::addColumn<QString>("attacker");
    QTest::addColumn<QString>("defender");
    QTest::addColumn<QList<int>>("dice");
    QTest::addColumn<QString>("winner");
    QTest::newRow("attacker higher") << u"leader"_s << u"leader"_s << QList<int>{5, 2} << u"attacker"_s;
    QTest::newRow("defender higher") << u"leader"_s << u"leader"_s << QList<int>{2, 5} << u"defender"_s;
    QTest::newRow("tie") << u"leader"_s << u"leader"_s << QList<int>{4, 4} << u"both-die"_s;
    QTest::newRow("Charlemagne's +1 makes a tie") << u"charlemagne"_s << u"leader"_s << QList<int>{3, 4} << u"both-die"_s;
    QTest::newRow("Charlemagne's +1 breaks a tie") << u"leader"_s << u"charlemagne"_s << QList<int>{5, 5} << u"defender"_s;
    QTest::newRow("Charlemagne still loses") << u"charlemagne"_s << u"leader"_s << QList<int>{1, 6} << u"defender"_s;
}

void TestCharlemagneProcedures::personalCombat()
{
    QFETCH(QString, attacker);
    QFETCH(QString, defender);
    QFETCH(QList<int>, dice);
    QFETCH(QString, winner);
    const QJsonObject out = run(u"personal-combat"_s, {u"attacker_champion="_s + attacker,
                                                        u"defender_champion="_s + defender},
                                dice);
    QCOMPARE(out.value(u"winner"_s).toString(), winner);
}

void TestCharlemagneProcedures::victoryLevel_data()
{
    QTest::addColumn<int>("points");
    QTest::addColumn<QString>("level");
    QTest::newRow("150") << 150 << u"total-imperial"_s;
    QTest::newRow("100") << 100 << u"total-imperial"_s;
    QTest::newRow("99") << 99 << u"regional-imperial"_s;
    QTest::newRow("80") << 80 << u"regional-imperial"_s;
    QTest::newRow("79") << 79 << u"marginal-imperial"_s;
    QTest::newRow("60") << 60 << u"marginal-imperial"_s;
    QTest::newRow("59") << 59 << u"marginal-tribal"_s;
    QTest::newRow("40") << 40 << u"marginal-tribal"_s;
    QTest::newRow("39") << 39 << u"regional-tribal"_s;
    QTest::newRow("20") << 20 << u"regional-tribal"_s;
    QTest::newRow("19") << 19 << u"total-tribal"_s;
    QTest::newRow("0") << 0 << u"total-tribal"_s;
    QTest::newRow("-3") << -3 << u"total-tribal"_s;
}

void TestCharlemagneProcedures::victoryLevel()
{
    QFETCH(int, points);
    QFETCH(QString, level);
    QCOMPARE(run(u"victory-level"_s, {u"points=%1"_s.arg(points)}).value(u"level"_s).toString(), level);
}

void TestCharlemagneProcedures::eventReportsNumberEvenWhenMissing_data()
{
    QTest::addColumn<QList<int>>("dice");
    QTest::addColumn<int>("number");
    QTest::addColumn<QString>("event"); // empty: not entered
    QTest::addColumn<bool>("house");
    QTest::newRow("§6 example: 1 then 2") << QList<int>{1, 2} << 12 << u"Historical Optimism"_s << false;
    QTest::newRow("2 then 1 is 21, not 12") << QList<int>{2, 1} << 21 << QString() << false;
    QTest::newRow("66 missing") << QList<int>{6, 6} << 66 << QString() << false;
    QTest::newRow("66 entered by the referee") << QList<int>{6, 6} << 66 << u"Plague"_s << true;
}

void TestCharlemagneProcedures::eventReportsNumberEvenWhenMissing()
{
    QFETCH(QList<int>, dice);
    QFETCH(int, number);
    QFETCH(QString, event);
    QFETCH(bool, house);
    const TableLibrary tables = house ? withHouse(u"charlemagne.event"_s, u"66"_s, u"event"_s, event)
                                      : CampaignTables::builtIn();
    const QJsonObject out = run(u"event"_s, {}, dice, tables);
    QCOMPARE(out.value(u"event_number"_s).toInt(), number);
    QCOMPARE(out.value(u"event_entered"_s).toBool(), !event.isEmpty());
    if (event.isEmpty())
        QVERIFY(out.value(u"event"_s).isNull());
    else
        QCOMPARE(out.value(u"event"_s).toString(), event);
}

void TestCharlemagneProcedures::missingTablesStopWithExit3_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QStringList>("words");
    QTest::addColumn<QList<int>>("dice");
    QTest::newRow("revolt") << u"revolt"_s << QStringList{u"region=Saxony"_s} << QList<int>{3};
    QTest::newRow("vassalage") << u"vassalage"_s << QStringList{u"markers=2"_s} << QList<int>{3};
    QTest::newRow("conversion") << u"conversion"_s << QStringList{u"religion=christian"_s} << QList<int>{3};
    QTest::newRow("battle") << u"battle"_s << QStringList{u"column=2/1"_s} << QList<int>{3};
    QTest::newRow("pillage") << u"pillage"_s << QStringList{u"strength=14"_s} << QList<int>{3};
    QTest::newRow("levy of Burgundy") << u"levies"_s << QStringList{u"region=Burgundy"_s} << QList<int>{};
    QTest::newRow("mercenary militia") << u"spending"_s << QStringList{u"treasure=20"_s, u"militia=1"_s}
                                       << QList<int>{};
    QTest::newRow("pillage removal") << u"spending"_s << QStringList{u"treasure=20"_s, u"pillage_removals=1"_s}
                                     << QList<int>{};
    QTest::newRow("supply cost") << u"supply"_s << QStringList{u"units=5"_s, u"forage=3"_s, u"pay_militia=1"_s,
                                                               u"treasure=10"_s}
                                 << QList<int>{};
    QTest::newRow("Scara price") << u"scara"_s << QStringList{u"treasure=30"_s} << QList<int>{};
}

void TestCharlemagneProcedures::missingTablesStopWithExit3()
{
    QFETCH(QString, id);
    QFETCH(QStringList, words);
    QFETCH(QList<int>, dice);
    try {
        run(id, words, dice);
        QFAIL("a missing figure was not reported");
    } catch (const Failure &failure) {
        QCOMPARE(failure.kind(), Failure::Kind::MissingFigure);
        QVERIFY2(failure.message().contains(u"charlemagne."_s), qPrintable(failure.message()));
        QVERIFY2(failure.message().contains(u"Tables panel"_s), qPrintable(failure.message()));
    }
}

void TestCharlemagneProcedures::badCombinationsExit2_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QStringList>("words");
    QTest::addColumn<QList<int>>("dice");
    QTest::newRow("two Charlemagnes in personal combat")
            << u"personal-combat"_s << QStringList{u"attacker_champion=charlemagne"_s, u"defender_champion=charlemagne"_s}
            << QList<int>{1, 2};
    QTest::newRow("vassalage without a marker") << u"vassalage"_s << QStringList{u"markers=0"_s} << QList<int>{3};
    QTest::newRow("Tribal vassalage on Austrasia")
            << u"vassalage"_s << QStringList{u"side=tribal"_s, u"region=Austrasia"_s} << QList<int>{3};
    QTest::newRow("Empire converts to paganism")
            << u"conversion"_s << QStringList{u"religion=pagan"_s} << QList<int>{3};
    QTest::newRow("Tribal without leader, other religion")
            << u"conversion"_s << QStringList{u"side=tribal"_s, u"religion=muslim"_s, u"force_religion=pagan"_s}
            << QList<int>{3};
    QTest::newRow("conversion in enemy ZOC")
            << u"conversion"_s << QStringList{u"religion=christian"_s, u"in_enemy_zoc=true"_s} << QList<int>{3};
    QTest::newRow("pillage twice") << u"pillage"_s << QStringList{u"strength=6"_s, u"already_pillaged=true"_s}
                                   << QList<int>{3};
    QTest::newRow("stratagems beyond the purse") << u"stratagem-purchase"_s
                                                 << QStringList{u"treasure=5"_s, u"draws=3"_s} << QList<int>{};
    QTest::newRow("Scara by levy") << u"scara"_s << QStringList{u"treasure=30"_s, u"by_levy=true"_s} << QList<int>{};
    QTest::newRow("unknown region") << u"levies"_s << QStringList{u"region=Atlantis"_s} << QList<int>{};
    QTest::newRow("spending beyond the purse") << u"spending"_s << QStringList{u"treasure=9"_s, u"burgs=2"_s}
                                               << QList<int>{};
}

void TestCharlemagneProcedures::badCombinationsExit2()
{
    QFETCH(QString, id);
    QFETCH(QStringList, words);
    QFETCH(QList<int>, dice);
    QCOMPARE(exitCode(id, words, dice), 2);
}

void TestCharlemagneProcedures::vassalageWithEnteredTable_data()
{
    QTest::addColumn<QStringList>("words");
    QTest::addColumn<QString>("column");
    QTest::addColumn<int>("differential");
    QTest::newRow("2 + a double marker − 1") << QStringList{u"markers=2"_s, u"double_markers=1"_s, u"defender_markers=1"_s}
                                             << u"3"_s << 3;
    QTest::newRow("modifier moves the column") << QStringList{u"markers=1"_s, u"modifier=2"_s} << u"3"_s << 1;
    QTest::newRow("far beyond the table") << QStringList{u"markers=20"_s} << u"8+"_s << 20;
    QTest::newRow("defender outbids") << QStringList{u"markers=1"_s, u"defender_double_markers=2"_s} << u"<=-1"_s << -3;
}

void TestCharlemagneProcedures::vassalageWithEnteredTable()
{
    QFETCH(QStringList, words);
    QFETCH(QString, column);
    QFETCH(int, differential);
    const TableLibrary tables = withHouse(u"charlemagne.vassalage"_s, u"4"_s, column, u"control"_s);
    const QJsonObject out = run(u"vassalage"_s, words, {4}, tables);
    QCOMPARE(out.value(u"column"_s).toString(), column);
    QCOMPARE(out.value(u"differential"_s).toInt(), differential);
    QCOMPARE(out.value(u"result"_s).toString(), u"control"_s);
    QCOMPARE(exitCode(u"vassalage"_s, words, {5}, tables), 3); // the row below is still missing
}

void TestCharlemagneProcedures::battleAndRevoltWithEnteredTable()
{
    const TableLibrary battle = withHouse(u"charlemagne.battle"_s, u"6"_s, u"1.5/1"_s, u"DR"_s);
    QCOMPARE(run(u"battle"_s, {u"column=1.5/1"_s}, {6}, battle).value(u"result"_s).toString(), u"DR"_s);
    const TableLibrary revolt = withHouse(u"charlemagne.revolt"_s, u"6+"_s, u"result"_s, u"neutral"_s);
    const QJsonObject out = run(u"revolt"_s, {u"region=Saxony"_s, u"modifier=3"_s}, {5}, revolt);
    QCOMPARE(out.value(u"modified_roll"_s).toInt(), 8);
    QCOMPARE(out.value(u"result"_s).toString(), u"neutral"_s);
    // Austrasia never revolts: no die is read, nothing is missing.
    QCOMPARE(run(u"revolt"_s, {u"region=Austrasia"_s}).value(u"result"_s).toString(), u"no-effect"_s);
    const TableLibrary pillage = withHouse(u"charlemagne.pillage"_s, u"2"_s, u"60+"_s, u"P"_s);
    QCOMPARE(run(u"pillage"_s, {u"strength=75"_s}, {2}, pillage).value(u"result"_s).toString(), u"P"_s);
}

void TestCharlemagneProcedures::stackingAndLevies_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QStringList>("words");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QJsonValue>("expected");
    QTest::newRow("10 units fit") << u"stacking"_s << QStringList{u"side=empire"_s, u"units=10"_s} << u"allowed"_s
                                  << QJsonValue(true);
    QTest::newRow("11 units: one too many") << u"stacking"_s << QStringList{u"side=empire"_s, u"units=11"_s}
                                            << u"excess"_s << QJsonValue(1);
    QTest::newRow("Empire mixes regions") << u"stacking"_s
                                          << QStringList{u"side=empire"_s, u"units=4"_s, u"regions=3"_s}
                                          << u"allowed"_s << QJsonValue(true);
    QTest::newRow("Tribal never mixes") << u"stacking"_s << QStringList{u"side=tribal"_s, u"units=4"_s, u"regions=2"_s}
                                        << u"allowed"_s << QJsonValue(false);
    QTest::newRow("peripheral unlimited") << u"stacking"_s
                                          << QStringList{u"side=tribal"_s, u"units=30"_s, u"peripheral=true"_s}
                                          << u"allowed"_s << QJsonValue(true);
    QTest::newRow("Saxony levy 2") << u"levies"_s << QStringList{u"region=Saxony"_s} << u"levies"_s << QJsonValue(2);
    QTest::newRow("one free hex") << u"levies"_s << QStringList{u"region=Neustria"_s, u"free_hexes=1"_s} << u"levies"_s
                                  << QJsonValue(1);
    QTest::newRow("no counters left") << u"levies"_s << QStringList{u"region=Saxony"_s, u"counters=0"_s} << u"levies"_s
                                      << QJsonValue(0);
    QTest::newRow("peripheral room") << u"levies"_s
                                     << QStringList{u"region=Saxony"_s, u"peripheral=true"_s, u"mercenaries_placed=9"_s}
                                     << u"levies"_s << QJsonValue(1);
}

void TestCharlemagneProcedures::stackingAndLevies()
{
    QFETCH(QString, id);
    QFETCH(QStringList, words);
    QFETCH(QString, field);
    QFETCH(QJsonValue, expected);
    QCOMPARE(run(id, words).value(field), expected);
}

void TestCharlemagneProcedures::logistics_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QStringList>("words");
    QTest::addColumn<QList<int>>("dice");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QJsonValue>("expected");
    QTest::newRow("two fleets carry six") << u"naval-transport"_s << QStringList{u"fleets=2"_s, u"land_units=6"_s}
                                          << QList<int>{} << u"fits"_s << QJsonValue(true);
    QTest::newRow("but not seven") << u"naval-transport"_s << QStringList{u"fleets=2"_s, u"land_units=7"_s}
                                   << QList<int>{} << u"fits"_s << QJsonValue(false);
    QTest::newRow("from a port, 1 per hex")
            << u"naval-transport"_s << QStringList{u"fleets=1"_s, u"land_units=1"_s, u"sea_hexes=4"_s} << QList<int>{}
            << u"operation_point_cost"_s << QJsonValue(4);
    QTest::newRow("from a coast, 2 per hex")
            << u"naval-transport"_s
            << QStringList{u"fleets=1"_s, u"land_units=1"_s, u"sea_hexes=4"_s, u"start=coast"_s} << QList<int>{}
            << u"operation_point_cost"_s << QJsonValue(8);
    QTest::newRow("two over the forage") << u"supply"_s << QStringList{u"units=5"_s, u"forage=3"_s} << QList<int>{}
                                         << u"disbanded"_s << QJsonValue(2);
    QTest::newRow("pillaged hex feeds none") << u"supply"_s
                                             << QStringList{u"units=5"_s, u"forage=3"_s, u"pillaged=true"_s}
                                             << QList<int>{} << u"over_limit"_s << QJsonValue(5);
    QTest::newRow("peripheral feeds ten") << u"supply"_s << QStringList{u"units=12"_s, u"peripheral=true"_s}
                                          << QList<int>{} << u"over_limit"_s << QJsonValue(2);
    QTest::newRow("broken agreement, 2 held, die 5") << u"broken-agreement"_s << QStringList{u"stratagems_held=2"_s}
                                                     << QList<int>{5} << u"opponent_draws"_s << QJsonValue(3);
    QTest::newRow("broken agreement, enough held") << u"broken-agreement"_s << QStringList{u"stratagems_held=7"_s}
                                                   << QList<int>{5} << u"lost"_s << QJsonValue(5);
    QTest::newRow("Norse area by land") << u"peripheral-entry"_s << QStringList{u"area=norse"_s} << QList<int>{}
                                        << u"allowed"_s << QJsonValue(false);
    QTest::newRow("Byzantium costs 5") << u"peripheral-entry"_s << QStringList{u"area=byzantium"_s} << QList<int>{}
                                       << u"operation_point_cost"_s << QJsonValue(5);
    QTest::newRow("death of a leader, none in play") << u"death-of-leader"_s << QStringList{u"leaders_in_play=0"_s}
                                                     << QList<int>{} << u"effect"_s << QJsonValue(u"no-effect"_s);
    QTest::newRow("death of a leader") << u"death-of-leader"_s << QStringList{u"leaders_in_play=2"_s} << QList<int>{}
                                       << u"effect"_s << QJsonValue(u"eliminate-leader"_s);
}

void TestCharlemagneProcedures::logistics()
{
    QFETCH(QString, id);
    QFETCH(QStringList, words);
    QFETCH(QList<int>, dice);
    QFETCH(QString, field);
    QFETCH(QJsonValue, expected);
    QCOMPARE(run(id, words, dice).value(field), expected);
}

void TestCharlemagneProcedures::treasuryAndVictoryCounts_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QStringList>("words");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QJsonValue>("expected");
    QTest::newRow("burg, civilization, 2 stratagems") << u"spending"_s
                                                      << QStringList{u"treasure=14"_s, u"burgs=1"_s,
                                                                     u"civilizations=1"_s, u"stratagems=2"_s}
                                                      << u"remaining"_s << QJsonValue(0);
    QTest::newRow("3 stratagems cost 6") << u"stratagem-purchase"_s << QStringList{u"treasure=10"_s, u"draws=3"_s}
                                         << u"cost"_s << QJsonValue(6);
    QTest::newRow("victory points") << u"victory-points"_s
                                    << QStringList{u"levy_points=20"_s, u"burgs=30"_s, u"civilizations=5"_s,
                                                   u"to_christianity=2"_s, u"from_christianity=1"_s,
                                                   u"charlemagne_eliminated=true"_s}
                                    << u"points"_s << QJsonValue(53);
    QTest::newRow("victory level of the count") << u"victory-points"_s
                                                << QStringList{u"levy_points=50"_s, u"burgs=30"_s, u"civilizations=5"_s}
                                                << u"level"_s << QJsonValue(u"regional-imperial"_s);
}

void TestCharlemagneProcedures::treasuryAndVictoryCounts()
{
    QFETCH(QString, id);
    QFETCH(QStringList, words);
    QFETCH(QString, field);
    QFETCH(QJsonValue, expected);
    QCOMPARE(run(id, words).value(field), expected);
}

void TestCharlemagneProcedures::zonesOfControl_data()
{
    QTest::addColumn<QStringList>("words");
    QTest::addColumn<bool>("allowed");
    QTest::addColumn<bool>("stop");
    QTest::addColumn<bool>("eliminated");
    QTest::newRow("free move") << QStringList{u"action=move"_s} << true << false << false;
    QTest::newRow("entering stops") << QStringList{u"action=move"_s, u"to_enemy_zoc=true"_s} << true << true << false;
    QTest::newRow("zone to zone") << QStringList{u"action=move"_s, u"from_enemy_zoc=true"_s, u"to_enemy_zoc=true"_s}
                                  << false << false << false;
    QTest::newRow("own burg is free") << QStringList{u"action=move"_s, u"from_enemy_zoc=true"_s, u"to_enemy_zoc=true"_s,
                                                     u"to_own_burg=true"_s}
                                      << true << false << false;
    QTest::newRow("retreat into a zone") << QStringList{u"action=retreat"_s, u"to_enemy_zoc=true"_s} << false << false
                                         << false;
    QTest::newRow("only way is a zone") << QStringList{u"action=retreat"_s, u"to_enemy_zoc=true"_s,
                                                       u"other_retreat=false"_s}
                                        << false << false << true;
    QTest::newRow("no pillage in a zone") << QStringList{u"action=pillage"_s, u"from_enemy_zoc=true"_s} << false
                                          << false << false;
    QTest::newRow("no levy into a zone") << QStringList{u"action=levy"_s, u"to_enemy_zoc=true"_s} << false << false
                                         << false;
}

void TestCharlemagneProcedures::zonesOfControl()
{
    QFETCH(QStringList, words);
    QFETCH(bool, allowed);
    QFETCH(bool, stop);
    QFETCH(bool, eliminated);
    const QJsonObject out = run(u"zone-of-control"_s, words);
    QCOMPARE(out.value(u"allowed"_s).toBool(), allowed);
    QCOMPARE(out.value(u"must_stop"_s).toBool(), stop);
    QCOMPARE(out.value(u"eliminated"_s).toBool(), eliminated);
}

// Enumerating both dice: Charlemagne's +1 gives the attacker 21 of 36, a tie 5, the defender 10.
void TestCharlemagneProcedures::personalCombatOdds()
{
    const Procedure &p = ProcedureRegistry::standard().get(u"charlemagne.personal-combat"_s);
    const ProcedureRunner runner(CampaignTables::builtIn());
    const OddsCalculator::Result odds = OddsCalculator(runner).compute(
            p, ProcedureRunner::parseInputs(p, {u"attacker_champion=charlemagne"_s, u"defender_champion=leader"_s}));
    QVERIFY(odds.exact);
    QCOMPARE(odds.cases, 36);
    QMap<QString, mpq_class> byWinner;
    for (const OddsCalculator::Line &line : odds.lines)
        byWinner[line.outcome.value(u"winner"_s).toString()] = line.exact;
    QCOMPARE(byWinner.value(u"attacker"_s), mpq_class(7, 12));
    QCOMPARE(byWinner.value(u"both-die"_s), mpq_class(5, 36));
    QCOMPARE(byWinner.value(u"defender"_s), mpq_class(5, 18));
}

// The Empire's and the Tribal player's first player turns of the 771 scenario, as a referee
// would run them with the players' dice (positions stay on the board).
void TestCharlemagneProcedures::scriptedFirstTurn()
{
    // Empire: 10 TP at start (scenario 3b), Charlemagne at Aachen, a civilization marker there.
    QCOMPARE(run(u"event"_s, {}, {1, 2}).value(u"event"_s).toString(), u"Historical Optimism"_s);
    QCOMPARE(run(u"stratagem-draws"_s, {u"civilizations=1"_s}).value(u"draws"_s).toInt(), 2);
    const int income = run(u"treasury"_s, {u"burgs=6"_s}).value(u"treasure_points"_s).toInt();
    const QJsonObject spent = run(u"spending"_s, {u"treasure=%1"_s.arg(10 + income), u"burgs=1"_s, u"stratagems=1"_s});
    QCOMPARE(spent.value(u"remaining"_s).toInt(), 16 - 7);
    QCOMPARE(run(u"levies"_s, {u"region=Neustria"_s, u"free_hexes=4"_s}).value(u"levies"_s).toInt(), 2);
    // A force of Charlemagne, 2 warrior hosts (OP 12) and 3 militia (OP 6): militia sets the pace.
    QCOMPARE(run(u"operation-points"_s, {u"lowest_op=6"_s, u"leader=charlemagne"_s}, {4})
                     .value(u"operation_points"_s)
                     .toInt(),
             18);
    // 2 hosts + 3 militia + Charlemagne = 6×2 + 2×3 + 1 = 19, ×3; Saxons 2 hosts + 2 militia = 16 in a burg, ×2.
    const QJsonObject ratio = run(u"combat-ratio"_s, {u"attacker=19"_s, u"defender=16"_s,
                                                       u"attacker_leader=charlemagne"_s, u"defender_terrain=true"_s});
    QCOMPARE(ratio.value(u"attacker_strength"_s).toInt(), 57);
    QCOMPARE(ratio.value(u"defender_strength"_s).toInt(), 32);
    QCOMPARE(ratio.value(u"column"_s).toString(), u"1.5/1"_s);
    QCOMPARE(run(u"retreat-allowed"_s, {u"defender_min_op=6"_s, u"attacker_max_op=24"_s}).value(u"allowed"_s).toBool(),
             false);
    QCOMPARE(run(u"supply"_s, {u"units=6"_s, u"forage=6"_s}).value(u"disbanded"_s).toInt(), 0);
    // Tribal: 0 TP, draws one, Saxony levies two.
    QCOMPARE(run(u"event"_s, {}, {3, 5}).value(u"event_number"_s).toInt(), 35);
    QCOMPARE(run(u"stratagem-draws"_s, {u"civilizations=0"_s}).value(u"draws"_s).toInt(), 1);
    QCOMPARE(run(u"levies"_s, {u"region=saxony"_s, u"free_hexes=3"_s}).value(u"levies"_s).toInt(), 2);
    // The Empire's count at this point: Neustria 2 + Saxony-free levies are not known, so only
    // the text's figures: Neustria's levy, 7 burgs and the Aachen civilization marker.
    const QJsonObject vp = run(u"victory-points"_s, {u"levy_points=2"_s, u"burgs=7"_s, u"civilizations=1"_s});
    QCOMPARE(vp.value(u"points"_s).toInt(), 10);
    QCOMPARE(vp.value(u"level"_s).toString(), u"total-tribal"_s);
}

QTEST_GUILESS_MAIN(TestCharlemagneProcedures)
#include "tst_procedures.moc"
