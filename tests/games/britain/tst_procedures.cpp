// Dark Age Britain procedures through the ProcedureRunner with entered dice: each
// modifier alone and combined, limits at their edges, the war-leader ties, the
// morale house setting (exit 3 until entered) and a scripted campaign year.
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
    return ReeveTest::runProcedure(u"britain."_s + id, words, dice, tables);
}

int exitCode(const QString &id, const QStringList &words, const QList<int> &dice = {},
             const TableLibrary &tables = CampaignTables::builtIn())
{
    return ReeveTest::procedureExitCode(u"britain."_s + id, words, dice, tables);
}

TableLibrary moraleSetting(const QJsonValue &value)
{
    TableLibrary tables = CampaignTables::builtIn();
    tables.applyOverride({u"britain.house-settings"_s, u"1"_s, u"morale-test"_s, value, QString()});
    return tables;
}

QStringList strings(const QJsonValue &value)
{
    QStringList list;
    for (const QJsonValue &v : value.toArray())
        list << v.toString();
    return list;
}

} // namespace

class TestBritainProcedures : public QObject
{
    Q_OBJECT
private slots:
    void contractIdsAreRegistered();
    void archery_data();
    void archery();
    void rally_data();
    void rally();
    void divineFavour_data();
    void divineFavour();
    void leaderStruck_data();
    void leaderStruck();
    void rideDown_data();
    void rideDown();
    void driveback_data();
    void driveback();
    void limits_data();
    void limits();
    void moraleTrigger_data();
    void moraleTrigger();
    void moraleModifiers_data();
    void moraleModifiers();
    void moraleHouseSettings_data();
    void moraleHouseSettings();
    void warLeader_data();
    void warLeader();
    void followersTieBranches_data();
    void followersTieBranches();
    void campaignChecks_data();
    void campaignChecks();
    void badInputExit2_data();
    void badInputExit2();
    void divineFavourOdds();
    void scriptedYear();
};

void TestBritainProcedures::contractIdsAreRegistered()
{
    for (const QString &id : {u"archery"_s, u"rally"_s, u"divine-favour"_s, u"leader-struck"_s, u"ride-down"_s,
                              u"driveback"_s, u"horse-limit"_s})
        QVERIFY2(ProcedureRegistry::standard().contains(u"britain."_s + id), qPrintable(id));
}

void TestBritainProcedures::archery_data()
{
    QTest::addColumn<QStringList>("words");
    QTest::addColumn<int>("die");
    QTest::addColumn<int>("modified");
    QTest::addColumn<int>("kills");
    QTest::newRow("plain 6 kills") << QStringList{} << 6 << 6 << 1;
    QTest::newRow("plain 5 misses") << QStringList{} << 5 << 5 << 0;
    QTest::newRow("close order +1") << QStringList{u"close_order=true"_s} << 5 << 6 << 1;
    QTest::newRow("peasant spearmen +1") << QStringList{u"peasant_spearmen=true"_s} << 5 << 6 << 1;
    QTest::newRow("archer moving -1") << QStringList{u"archer_moving=true"_s} << 6 << 5 << 0;
    QTest::newRow("target moved far -1") << QStringList{u"target_moved_far=true"_s} << 6 << 5 << 0;
    QTest::newRow("indirect -1") << QStringList{u"indirect=true"_s} << 6 << 5 << 0;
    QTest::newRow("group of 2 +1") << QStringList{u"group=2"_s} << 5 << 6 << 1;
    QTest::newRow("group of 3 +2") << QStringList{u"group=3"_s} << 4 << 6 << 1;
    QTest::newRow("group of 3, die 3") << QStringList{u"group=3"_s} << 3 << 5 << 0;
    QTest::newRow("both plus modifiers") << QStringList{u"close_order=true"_s, u"peasant_spearmen=true"_s} << 4 << 6 << 1;
    QTest::newRow("all minus modifiers")
            << QStringList{u"archer_moving=true"_s, u"target_moved_far=true"_s, u"indirect=true"_s} << 6 << 3 << 0;
    QTest::newRow("everything")
            << QStringList{u"close_order=true"_s, u"peasant_spearmen=true"_s, u"archer_moving=true"_s,
                           u"target_moved_far=true"_s, u"indirect=true"_s, u"group=3"_s}
            << 5 << 6 << 1;
    QTest::newRow("at full range") << QStringList{u"range_inches=12"_s} << 6 << 6 << 1;
}

void TestBritainProcedures::archery()
{
    QFETCH(QStringList, words);
    QFETCH(int, die);
    QFETCH(int, modified);
    QFETCH(int, kills);
    const QJsonObject out = run(u"archery"_s, words, {die});
    QCOMPARE(out.value(u"modified_roll"_s).toInt(), modified);
    QCOMPARE(out.value(u"kills"_s).toInt(), kills);
}

void TestBritainProcedures::rally_data()
{
    QTest::addColumn<QStringList>("words");
    QTest::addColumn<int>("die");
    QTest::addColumn<bool>("rallied");
    QTest::newRow("lower than ability") << QStringList{u"ability=4"_s} << 3 << true;
    QTest::newRow("equal is not lower") << QStringList{u"ability=4"_s} << 4 << false;
    QTest::newRow("standard lost, harder") << QStringList{u"ability=4"_s, u"standard_lost=true"_s} << 3 << false;
    QTest::newRow("standard lost, harder, die 2") << QStringList{u"ability=4"_s, u"standard_lost=true"_s} << 2 << true;
    QTest::newRow("bad omens, harder") << QStringList{u"ability=4"_s, u"bad_omens=true"_s} << 3 << false;
    QTest::newRow("both, harder") << QStringList{u"ability=4"_s, u"standard_lost=true"_s, u"bad_omens=true"_s} << 2
                                  << false;
    QTest::newRow("both, harder, die 1") << QStringList{u"ability=4"_s, u"standard_lost=true"_s, u"bad_omens=true"_s}
                                         << 1 << true;
    QTest::newRow("standard lost, literal")
            << QStringList{u"ability=4"_s, u"standard_lost=true"_s, u"penalty=literal"_s} << 4 << true;
    QTest::newRow("both, literal") << QStringList{u"ability=4"_s, u"standard_lost=true"_s, u"bad_omens=true"_s,
                                                  u"penalty=literal"_s}
                                   << 5 << true;
    QTest::newRow("commander rallies") << QStringList{u"ability=5"_s, u"chieftain_dead=true"_s, u"by_commander=true"_s}
                                       << 4 << true;
}

void TestBritainProcedures::rally()
{
    QFETCH(QStringList, words);
    QFETCH(int, die);
    QFETCH(bool, rallied);
    QCOMPARE(run(u"rally"_s, words, {die}).value(u"rallied"_s).toBool(), rallied);
}

void TestBritainProcedures::divineFavour_data()
{
    QTest::addColumn<QStringList>("words");
    QTest::addColumn<int>("die");
    QTest::addColumn<QString>("result");
    QTest::newRow("10%, 1") << QStringList{u"reduction_pct=10"_s} << 1 << u"favour"_s;
    QTest::newRow("10%, 2") << QStringList{u"reduction_pct=10"_s} << 2 << u"none"_s;
    QTest::newRow("20%, 2") << QStringList{u"reduction_pct=20"_s} << 2 << u"favour"_s;
    QTest::newRow("30%, 3") << QStringList{u"reduction_pct=30"_s} << 3 << u"favour"_s;
    QTest::newRow("30%, 4") << QStringList{u"reduction_pct=30"_s} << 4 << u"none"_s;
    QTest::newRow("40%, 4") << QStringList{u"reduction_pct=40"_s} << 4 << u"favour"_s;
    QTest::newRow("50%, 5") << QStringList{u"reduction_pct=50"_s} << 5 << u"favour"_s;
    QTest::newRow("50%, 6") << QStringList{u"reduction_pct=50"_s} << 6 << u"none"_s;
    QTest::newRow("no attempt, 1") << QStringList{u"reduction_pct=0"_s} << 1 << u"displeasure"_s;
    QTest::newRow("no attempt, 2") << QStringList{u"reduction_pct=0"_s} << 2 << u"none"_s;
    QTest::newRow("a baptism is an offering") << QStringList{u"reduction_pct=0"_s, u"baptised=1"_s} << 1 << u"favour"_s;
    QTest::newRow("baptisms capped at 50%") << QStringList{u"reduction_pct=40"_s, u"baptised=2"_s} << 6 << u"none"_s;
    QTest::newRow("40% and a baptism") << QStringList{u"reduction_pct=40"_s, u"baptised=1"_s} << 5 << u"favour"_s;
}

void TestBritainProcedures::divineFavour()
{
    QFETCH(QStringList, words);
    QFETCH(int, die);
    QFETCH(QString, result);
    QCOMPARE(run(u"divine-favour"_s, words, {die}).value(u"result"_s).toString(), result);
}

void TestBritainProcedures::leaderStruck_data()
{
    QTest::addColumn<QStringList>("words");
    QTest::addColumn<int>("die");
    QTest::addColumn<QString>("result");
    QTest::addColumn<bool>("captured");
    for (int die = 1; die <= 6; ++die)
        QTest::addRow("die %d", die) << QStringList{} << die << (die <= 2 ? u"killed"_s : u"wounded"_s) << false;
    QTest::newRow("broken, lost") << QStringList{u"unit_broken=true"_s, u"battle=lost"_s} << 4 << u"wounded"_s << true;
    QTest::newRow("broken, won, as written") << QStringList{u"unit_broken=true"_s, u"battle=won"_s} << 4 << u"wounded"_s
                                             << true;
    QTest::newRow("broken, won, other reading")
            << QStringList{u"unit_broken=true"_s, u"battle=won"_s, u"capture_if_won=free"_s} << 4 << u"wounded"_s << false;
    QTest::newRow("not broken, lost") << QStringList{u"battle=lost"_s} << 4 << u"wounded"_s << false;
    QTest::newRow("killed is never captured") << QStringList{u"unit_broken=true"_s, u"battle=lost"_s} << 2 << u"killed"_s
                                              << false;
}

void TestBritainProcedures::leaderStruck()
{
    QFETCH(QStringList, words);
    QFETCH(int, die);
    QFETCH(QString, result);
    QFETCH(bool, captured);
    const QJsonObject out = run(u"leader-struck"_s, words, {die});
    QCOMPARE(out.value(u"result"_s).toString(), result);
    QCOMPARE(out.value(u"captured"_s).toBool(), captured);
}

void TestBritainProcedures::rideDown_data()
{
    QTest::addColumn<QStringList>("words");
    QTest::addColumn<int>("die");
    QTest::addColumn<bool>("rides");
    QTest::newRow("open, 3") << QStringList{u"order=open"_s} << 3 << true;
    QTest::newRow("open, 4") << QStringList{u"order=open"_s} << 4 << false;
    QTest::newRow("open ignores depth") << QStringList{u"order=open"_s, u"ranks=5"_s} << 3 << true;
    QTest::newRow("close 1 rank, 3") << QStringList{u"order=close"_s, u"ranks=1"_s} << 3 << true;
    QTest::newRow("close 1 rank, 4") << QStringList{u"order=close"_s, u"ranks=1"_s} << 4 << false;
    QTest::newRow("close 2 ranks, 2") << QStringList{u"order=close"_s, u"ranks=2"_s} << 2 << true;
    QTest::newRow("close 2 ranks, 3") << QStringList{u"order=close"_s, u"ranks=2"_s} << 3 << false;
    QTest::newRow("close 3 ranks, 1") << QStringList{u"order=close"_s, u"ranks=3"_s} << 1 << true;
    QTest::newRow("close 3 ranks, 2") << QStringList{u"order=close"_s, u"ranks=3"_s} << 2 << false;
    QTest::newRow("a long charge") << QStringList{u"order=open"_s, u"charge_inches=14"_s} << 1 << true;
}

void TestBritainProcedures::rideDown()
{
    QFETCH(QStringList, words);
    QFETCH(int, die);
    QFETCH(bool, rides);
    QCOMPARE(run(u"ride-down"_s, words, {die}).value(u"rides_down"_s).toBool(), rides);
}

void TestBritainProcedures::driveback_data()
{
    QTest::addColumn<QList<int>>("figures"); // a survivors, a inflicted, b survivors, b inflicted
    QTest::addColumn<QString>("driven");
    QTest::newRow("exactly 25% more") << QList<int>{8, 2, 7, 1} << u"b"_s;
    QTest::newRow("just under 25%") << QList<int>{10, 2, 8, 2} << u"none"_s;
    QTest::newRow("b stronger") << QList<int>{6, 2, 9, 1} << u"a"_s;
    QTest::newRow("equal") << QList<int>{5, 5, 5, 5} << u"none"_s;
    QTest::newRow("nobody left") << QList<int>{0, 0, 0, 0} << u"none"_s;
    QTest::newRow("one side gone") << QList<int>{3, 0, 0, 0} << u"b"_s;
}

void TestBritainProcedures::driveback()
{
    QFETCH(QList<int>, figures);
    QFETCH(QString, driven);
    const QJsonObject out = run(u"driveback"_s, {u"a_survivors=%1"_s.arg(figures[0]), u"a_inflicted=%1"_s.arg(figures[1]),
                                                  u"b_survivors=%1"_s.arg(figures[2]),
                                                  u"b_inflicted=%1"_s.arg(figures[3])});
    QCOMPARE(out.value(u"driven_back"_s).toString(), driven);
}

void TestBritainProcedures::limits_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QStringList>("words");
    QTest::addColumn<QString>("field");
    QTest::addColumn<int>("expected");
    QTest::newRow("no warriors, no horse") << u"horse-limit"_s << QStringList{u"warriors=0"_s} << u"max_horsemen"_s << 0;
    QTest::newRow("1 warrior rounds up") << u"horse-limit"_s << QStringList{u"warriors=1"_s} << u"max_horsemen"_s << 1;
    QTest::newRow("20 warriors") << u"horse-limit"_s << QStringList{u"warriors=20"_s} << u"max_horsemen"_s << 1;
    QTest::newRow("21 warriors") << u"horse-limit"_s << QStringList{u"warriors=21"_s} << u"max_horsemen"_s << 2;
    QTest::newRow("400 warriors") << u"horse-limit"_s << QStringList{u"warriors=400"_s} << u"max_horsemen"_s << 20;
    QTest::newRow("199 warriors: one unit") << u"horse-limit"_s << QStringList{u"warriors=199"_s}
                                            << u"max_horse_units"_s << 1;
    QTest::newRow("450 warriors, down") << u"horse-limit"_s << QStringList{u"warriors=450"_s} << u"max_horse_units"_s
                                        << 2;
    QTest::newRow("450 warriors, up") << u"horse-limit"_s << QStringList{u"warriors=450"_s, u"units_rounding=up"_s}
                                      << u"max_horse_units"_s << 3;
    QTest::newRow("100 Britons") << u"bowmen-limit"_s << QStringList{u"warriors=100"_s} << u"max_bowmen"_s << 10;
    QTest::newRow("99 Britons") << u"bowmen-limit"_s << QStringList{u"warriors=99"_s} << u"max_bowmen"_s << 9;
    QTest::newRow("100 Picts") << u"bowmen-limit"_s << QStringList{u"warriors=100"_s, u"people=picts"_s}
                               << u"max_bowmen"_s << 20;
    QTest::newRow("Saxons have none") << u"bowmen-limit"_s << QStringList{u"warriors=100"_s, u"people=saxons"_s}
                                      << u"max_bowmen"_s << 0;
}

void TestBritainProcedures::limits()
{
    QFETCH(QString, id);
    QFETCH(QStringList, words);
    QFETCH(QString, field);
    QFETCH(int, expected);
    QCOMPARE(run(id, words).value(field).toInt(), expected);
}

void TestBritainProcedures::moraleTrigger_data()
{
    QTest::addColumn<int>("original");
    QTest::addColumn<int>("lost");
    QTest::addColumn<bool>("due");
    QTest::newRow("exactly 10%") << 100 << 10 << true;
    QTest::newRow("just under 10%") << 100 << 9 << false;
    QTest::newRow("9 of 95 is under") << 95 << 9 << false;
    QTest::newRow("10 of 95 is over") << 95 << 10 << true;
    QTest::newRow("nothing lost") << 50 << 0 << false;
}

void TestBritainProcedures::moraleTrigger()
{
    QFETCH(int, original);
    QFETCH(int, lost);
    QFETCH(bool, due);
    const QStringList words{u"original=%1"_s.arg(original), u"lost_this_turn=%1"_s.arg(lost),
                            u"lost_in_battle=%1"_s.arg(lost)};
    // Without the house setting a due check stops with exit 3; one that is not due needs nothing.
    QCOMPARE(exitCode(u"morale-check"_s, words, due ? QList<int>{4} : QList<int>{}), due ? 3 : 0);
    const QJsonObject out = run(u"morale-check"_s, words, due ? QList<int>{4} : QList<int>{}, moraleSetting(3));
    QCOMPARE(out.value(u"check_required"_s).toBool(), due);
}

void TestBritainProcedures::moraleModifiers_data()
{
    QTest::addColumn<QStringList>("words");
    QTest::addColumn<int>("modifier");
    const QStringList base{u"original=100"_s, u"lost_this_turn=10"_s};
    QTest::newRow("10% lost") << (base + QStringList{u"lost_in_battle=10"_s}) << -1;
    QTest::newRow("35% lost") << (base + QStringList{u"lost_in_battle=35"_s}) << -3;
    QTest::newRow("leader down") << (base + QStringList{u"lost_in_battle=10"_s, u"leader_killed_or_wounded=true"_s}) << -2;
    QTest::newRow("bad omens") << (base + QStringList{u"lost_in_battle=10"_s, u"omens=bad"_s}) << -2;
    QTest::newRow("good omens") << (base + QStringList{u"lost_in_battle=10"_s, u"omens=good"_s}) << 0;
    QTest::newRow("driven back") << (base + QStringList{u"lost_in_battle=10"_s, u"driven_back=true"_s}) << -2;
    QTest::newRow("one breakthrough") << (base + QStringList{u"lost_in_battle=10"_s, u"breakthroughs=1"_s}) << -1;
    QTest::newRow("two breakthroughs") << (base + QStringList{u"lost_in_battle=10"_s, u"breakthroughs=2"_s}) << -2;
    QTest::newRow("five breakthroughs") << (base + QStringList{u"lost_in_battle=10"_s, u"breakthroughs=5"_s}) << -3;
    QTest::newRow("everything") << (base + QStringList{u"lost_in_battle=30"_s, u"leader_killed_or_wounded=true"_s,
                                                       u"omens=bad"_s, u"driven_back=true"_s, u"breakthroughs=4"_s})
                                << -8;
}

void TestBritainProcedures::moraleModifiers()
{
    QFETCH(QStringList, words);
    QFETCH(int, modifier);
    const QJsonObject out = run(u"morale-check"_s, words, {4}, moraleSetting(3));
    QCOMPARE(out.value(u"modifier"_s).toInt(), modifier);
    QCOMPARE(out.value(u"modified_roll"_s).toInt(), 4 + modifier);
    QCOMPARE(out.value(u"broken"_s).toBool(), 4 + modifier < 3);
    QCOMPARE(out.value(u"house_setting"_s).toString(), u"3"_s);
}

void TestBritainProcedures::moraleHouseSettings_data()
{
    QTest::addColumn<QJsonValue>("setting");
    QTest::addColumn<int>("die");
    QTest::addColumn<bool>("broken");
    QTest::newRow("holds on 3+, modified 3") << QJsonValue(3) << 4 << false;
    QTest::newRow("holds on 3+, modified 2") << QJsonValue(3) << 3 << true;
    // Ability 4 and a modifier of -1: the die must beat 3 (below) or not pass it (at most).
    QTest::newRow("below ability 4-1, die 2") << QJsonValue(u"below-ability"_s) << 2 << false;
    QTest::newRow("below ability 4-1, die 3") << QJsonValue(u"below-ability"_s) << 3 << true;
    QTest::newRow("at most ability 4-1, die 3") << QJsonValue(u"at-most-ability"_s) << 3 << false;
    QTest::newRow("at most ability 4-1, die 4") << QJsonValue(u"at-most-ability"_s) << 4 << true;
}

void TestBritainProcedures::moraleHouseSettings()
{
    QFETCH(QJsonValue, setting);
    QFETCH(int, die);
    QFETCH(bool, broken);
    const QStringList words{u"original=100"_s, u"lost_this_turn=10"_s, u"lost_in_battle=10"_s, u"ability=4"_s};
    QCOMPARE(run(u"morale-check"_s, words, {die}, moraleSetting(setting)).value(u"broken"_s).toBool(), broken);
}

void TestBritainProcedures::warLeader_data()
{
    QTest::addColumn<QStringList>("words");
    QTest::addColumn<QList<int>>("dice");
    QTest::addColumn<int>("leader");
    QTest::addColumn<QList<int>>("died");
    QTest::newRow("highest total") << QStringList{u"abilities=3,4,2"_s} << QList<int>{2, 1, 6} << 3 << QList<int>{};
    QTest::newRow("present leader's +1 ties, re-roll")
            << QStringList{u"abilities=3,3"_s, u"present=1"_s} << QList<int>{2, 3, 4, 1} << 1 << QList<int>{};
    QTest::newRow("victories and defeats") << QStringList{u"abilities=3,3"_s, u"victories=2,0"_s, u"defeats=0,1"_s}
                                           << QList<int>{1, 1} << 1 << QList<int>{};
    QTest::newRow("three tie twice")
            << QStringList{u"abilities=2,2,2"_s} << QList<int>{3, 3, 3, 1, 5, 5, 2, 6} << 3 << QList<int>{};
    QTest::newRow("old leader's 6 kills him")
            << QStringList{u"abilities=5,2"_s, u"years_active=20,0"_s} << QList<int>{6, 1} << 2 << QList<int>{1};
    QTest::newRow("19 years is not old")
            << QStringList{u"abilities=5,2"_s, u"years_active=19,0"_s} << QList<int>{6, 1} << 1 << QList<int>{};
}

void TestBritainProcedures::warLeader()
{
    QFETCH(QStringList, words);
    QFETCH(QList<int>, dice);
    QFETCH(int, leader);
    QFETCH(QList<int>, died);
    const QJsonObject out = run(u"war-leader"_s, words, dice);
    QCOMPARE(out.value(u"war_leader"_s).toInt(), leader);
    QList<int> gotDied;
    for (const QJsonValue &v : out.value(u"died"_s).toArray())
        gotDied << v.toInt();
    QCOMPARE(gotDied, died);
}

void TestBritainProcedures::followersTieBranches_data()
{
    QTest::addColumn<QStringList>("words");
    QTest::addColumn<QList<int>>("dice");
    QTest::addColumn<QStringList>("choices");
    const QStringList one{u"leader_ability=4"_s, u"abilities=4"_s};
    QTest::newRow("lower joins") << one << QList<int>{3, 2} << QStringList{u"join"_s};
    QTest::newRow("higher stays home") << one << QList<int>{3, 4} << QStringList{u"stay-home"_s};
    const char *branch[] = {"sulk", "sulk", "change-sides", "change-sides", "campaign-alone", "campaign-alone"};
    for (int die = 1; die <= 6; ++die)
        QTest::addRow("tie, die %d", die) << one << QList<int>{3, 3, die} << QStringList{QString::fromLatin1(branch[die - 1])};
    QTest::newRow("three chieftains, two ties")
            << QStringList{u"leader_ability=4"_s, u"abilities=3,5,4"_s} << QList<int>{3, 2, 2, 3, 5, 1}
            << QStringList{u"join"_s, u"campaign-alone"_s, u"sulk"_s};
}

void TestBritainProcedures::followersTieBranches()
{
    QFETCH(QStringList, words);
    QFETCH(QList<int>, dice);
    QFETCH(QStringList, choices);
    QCOMPARE(strings(run(u"war-leader-followers"_s, words, dice).value(u"choices"_s)), choices);
}

void TestBritainProcedures::campaignChecks_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QStringList>("words");
    QTest::addColumn<QList<int>>("dice");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QJsonValue>("expected");
    QTest::newRow("first incursion") << u"incursion-year"_s << QStringList{} << QList<int>{3} << u"incursion_year"_s
                                     << QJsonValue(443);
    QTest::newRow("incursion after 600") << u"incursion-year"_s << QStringList{u"year=598"_s} << QList<int>{4}
                                         << u"after_end"_s << QJsonValue(true);
    QTest::newRow("broken band flees") << u"broken-move"_s << QStringList{u"base_move=6"_s} << QList<int>{4} << u"move"_s
                                       << QJsonValue(10);
    QTest::newRow("evade 2d6") << u"evade"_s << QStringList{} << QList<int>{3, 5} << u"evade_inches"_s << QJsonValue(8);
    QTest::newRow("natural death at 20") << u"natural-death"_s << QStringList{u"years_active=20"_s} << QList<int>{6}
                                         << u"dies"_s << QJsonValue(true);
    QTest::newRow("no death at 19") << u"natural-death"_s << QStringList{u"years_active=19"_s} << QList<int>{6}
                                    << u"dies"_s << QJsonValue(false);
    QTest::newRow("old but a 5") << u"natural-death"_s << QStringList{u"years_active=30"_s} << QList<int>{5} << u"dies"_s
                                 << QJsonValue(false);
    QTest::newRow("detachment below ability") << u"detachment"_s << QStringList{u"ability=4"_s} << QList<int>{3}
                                              << u"returns_home"_s << QJsonValue(false);
    QTest::newRow("detachment equal fails") << u"detachment"_s << QStringList{u"ability=4"_s} << QList<int>{4}
                                            << u"returns_home"_s << QJsonValue(true);
    QTest::newRow("detachment equal, at-most") << u"detachment"_s << QStringList{u"ability=4"_s, u"reading=at-most"_s}
                                               << QList<int>{4} << u"returns_home"_s << QJsonValue(false);
    QTest::newRow("enter costs 1") << u"strategic-cost"_s << QStringList{u"action=enter"_s} << QList<int>{} << u"cost"_s
                                   << QJsonValue(1);
    QTest::newRow("settle costs 2") << u"strategic-cost"_s << QStringList{u"action=settle"_s} << QList<int>{}
                                    << u"cost"_s << QJsonValue(2);
    QTest::newRow("no pillage while Britons hold the field")
            << u"strategic-cost"_s << QStringList{u"action=pillage"_s, u"britons_in_field=true"_s} << QList<int>{}
            << u"allowed"_s << QJsonValue(false);
    QTest::newRow("pillage once they are gone") << u"strategic-cost"_s << QStringList{u"action=pillage"_s}
                                                << QList<int>{} << u"allowed"_s << QJsonValue(true);
    QTest::newRow("no siege while Britons hold the field")
            << u"strategic-cost"_s << QStringList{u"action=besiege"_s, u"britons_in_field=true"_s} << QList<int>{}
            << u"allowed"_s << QJsonValue(false);
    QTest::newRow("no settling under a British stronghold")
            << u"strategic-cost"_s << QStringList{u"action=settle"_s, u"britons_in_stronghold=true"_s} << QList<int>{}
            << u"allowed"_s << QJsonValue(false);
    QTest::newRow("Picts never settle") << u"strategic-cost"_s << QStringList{u"action=settle"_s, u"people=picts"_s}
                                        << QList<int>{} << u"allowed"_s << QJsonValue(false);
    QTest::newRow("too little movement") << u"strategic-cost"_s
                                         << QStringList{u"action=besiege"_s, u"movement_left=1"_s} << QList<int>{}
                                         << u"allowed"_s << QJsonValue(false);
    QTest::newRow("pillage by three bands") << u"pillage"_s << QStringList{u"year=460"_s, u"bands=3"_s} << QList<int>{}
                                            << u"per_band"_s << QJsonValue(13);
    QTest::newRow("pillage remainder") << u"pillage"_s << QStringList{u"year=460"_s, u"bands=3"_s} << QList<int>{}
                                       << u"remainder"_s << QJsonValue(1);
    QTest::newRow("one band takes all 40") << u"pillage"_s << QStringList{u"year=460"_s} << QList<int>{}
                                           << u"per_band"_s << QJsonValue(40);
    QTest::newRow("9 years later: no") << u"pillage"_s << QStringList{u"year=460"_s, u"last_pillaged=451"_s}
                                       << QList<int>{} << u"allowed"_s << QJsonValue(false);
    QTest::newRow("10 years later: yes") << u"pillage"_s << QStringList{u"year=460"_s, u"last_pillaged=450"_s}
                                         << QList<int>{} << u"allowed"_s << QJsonValue(true);
    QTest::newRow("600 ends the game") << u"year-end"_s << QStringList{u"year=600"_s, u"districts_held=5"_s}
                                       << QList<int>{} << u"game_over"_s << QJsonValue(true);
    QTest::newRow("no districts ends it") << u"year-end"_s << QStringList{u"year=500"_s, u"districts_held=0"_s}
                                          << QList<int>{} << u"game_over"_s << QJsonValue(true);
    QTest::newRow("bands recounted") << u"year-end"_s << QStringList{u"year=500"_s, u"districts_held=7"_s}
                                     << QList<int>{} << u"british_bands"_s << QJsonValue(7);
}

void TestBritainProcedures::campaignChecks()
{
    QFETCH(QString, id);
    QFETCH(QStringList, words);
    QFETCH(QList<int>, dice);
    QFETCH(QString, field);
    QFETCH(QJsonValue, expected);
    QCOMPARE(run(id, words, dice).value(field), expected);
}

void TestBritainProcedures::badInputExit2_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QStringList>("words");
    QTest::addColumn<QList<int>>("dice");
    QTest::newRow("close order 4 ranks") << u"ride-down"_s << QStringList{u"order=close"_s, u"ranks=4"_s} << QList<int>{1};
    QTest::newRow("charge too short") << u"ride-down"_s << QStringList{u"order=open"_s, u"charge_inches=7"_s}
                                      << QList<int>{1};
    QTest::newRow("Pictish horse") << u"ride-down"_s << QStringList{u"order=open"_s, u"horse=picts"_s} << QList<int>{1};
    QTest::newRow("15% offering") << u"divine-favour"_s << QStringList{u"reduction_pct=15"_s} << QList<int>{1};
    QTest::newRow("60% offering") << u"divine-favour"_s << QStringList{u"reduction_pct=60"_s} << QList<int>{1};
    QTest::newRow("out of bow range") << u"archery"_s << QStringList{u"range_inches=13"_s} << QList<int>{6};
    QTest::newRow("group of 4") << u"archery"_s << QStringList{u"group=4"_s} << QList<int>{6};
    QTest::newRow("dead chieftain, no commander") << u"rally"_s << QStringList{u"ability=4"_s, u"chieftain_dead=true"_s}
                                                  << QList<int>{1};
    QTest::newRow("victories do not match") << u"war-leader"_s << QStringList{u"abilities=3,3"_s, u"victories=1"_s}
                                            << QList<int>{1, 2};
    QTest::newRow("battle losses below the turn's")
            << u"morale-check"_s << QStringList{u"original=100"_s, u"lost_this_turn=20"_s, u"lost_in_battle=10"_s}
            << QList<int>{3};
}

void TestBritainProcedures::badInputExit2()
{
    QFETCH(QString, id);
    QFETCH(QStringList, words);
    QFETCH(QList<int>, dice);
    QCOMPARE(exitCode(id, words, dice, moraleSetting(3)), 2);
}

// Exact odds by enumerating the die: a 30% offering wins favour on half the faces.
void TestBritainProcedures::divineFavourOdds()
{
    const Procedure &p = ProcedureRegistry::standard().get(u"britain.divine-favour"_s);
    const ProcedureRunner runner(CampaignTables::builtIn());
    const OddsCalculator::Result odds =
            OddsCalculator(runner).compute(p, ProcedureRunner::parseInputs(p, {u"reduction_pct=30"_s}));
    QVERIFY(odds.exact);
    QCOMPARE(odds.cases, 6);
    for (const OddsCalculator::Line &line : odds.lines)
        QCOMPARE(line.exact, mpq_class(1, 2));
    const OddsCalculator::Result none =
            OddsCalculator(runner).compute(p, ProcedureRunner::parseInputs(p, {u"reduction_pct=0"_s}));
    for (const OddsCalculator::Line &line : none.lines)
        QCOMPARE(line.exact, line.outcome.value(u"result"_s).toString() == u"displeasure"_s ? mpq_class(1, 6)
                                                                                            : mpq_class(5, 6));
}

// A campaign year as the issue describes it: the incursion, the Saxon war leader chosen
// through a tie, one battle (archery, a horse charge, a drive-back, a morale check under
// the house setting, a rally) and the year's end with a pillaged district.
void TestBritainProcedures::scriptedYear()
{
    const TableLibrary tables = moraleSetting(u"below-ability"_s);
    QCOMPARE(run(u"incursion-year"_s, {}, {2}).value(u"incursion_year"_s).toInt(), 442);
    // Three Saxon chieftains; the first two tie on 7 and re-roll.
    QCOMPARE(run(u"war-leader"_s, {u"abilities=4,5,3"_s}, {3, 2, 1, 6, 2}).value(u"war_leader"_s).toInt(), 1);
    QCOMPARE(strings(run(u"war-leader-followers"_s, {u"leader_ability=4"_s, u"abilities=5,3"_s}, {4, 3, 2, 6})
                             .value(u"choices"_s)),
             (QStringList{u"campaign-alone"_s, u"join"_s}));
    // British bowmen, a group of three at Saxon close order.
    QCOMPARE(run(u"archery"_s, {u"group=3"_s, u"close_order=true"_s}, {3}).value(u"kills"_s).toInt(), 1);
    QCOMPARE(run(u"ride-down"_s, {u"order=close"_s, u"ranks=2"_s}, {2}).value(u"rides_down"_s).toBool(), true);
    QCOMPARE(run(u"driveback"_s, {u"a_survivors=30"_s, u"a_inflicted=10"_s, u"b_survivors=25"_s, u"b_inflicted=6"_s})
                     .value(u"driven_back"_s)
                     .toString(),
             u"b"_s);
    const QJsonObject morale = run(u"morale-check"_s,
                                   {u"original=120"_s, u"lost_this_turn=14"_s, u"lost_in_battle=20"_s,
                                    u"driven_back=true"_s, u"ability=4"_s},
                                   {6}, tables);
    QCOMPARE(morale.value(u"modifier"_s).toInt(), -2);
    QCOMPARE(morale.value(u"broken"_s).toBool(), true);
    QCOMPARE(run(u"broken-move"_s, {u"base_move=6"_s}, {5}).value(u"move"_s).toInt(), 11);
    QCOMPARE(run(u"rally"_s, {u"ability=4"_s}, {2}).value(u"rallied"_s).toBool(), true);
    const QJsonObject pillage = run(u"pillage"_s, {u"year=442"_s, u"bands=2"_s});
    QCOMPARE(pillage.value(u"per_band"_s).toInt(), 20);
    QCOMPARE(run(u"year-end"_s, {u"year=442"_s, u"districts_held=9"_s}).value(u"british_bands"_s).toInt(), 9);
}

QTEST_GUILESS_MAIN(TestBritainProcedures)
#include "tst_procedures.moc"
