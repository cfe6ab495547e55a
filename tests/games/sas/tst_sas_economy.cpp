// Swords & Sails treasury, cities, espionage and scoring procedures: the
// command-line contract of the issue, the printed figures and the edges
// (ties at 8, no sixth army, limits at their edges, missing figures).
#include <QJsonArray>
#include <QtTest>

#include "procedures/oddscalculator.h"
#include "reference/rulesreference.h"
#include "sastest.h"
#include "tables/ruletable.h"

using namespace Reeve;
using namespace Qt::StringLiterals;
using SasTest::addColumns;
using SasTest::checkRow;

using Words = QStringList;
using Dice = QList<int>;

class TestSasEconomy : public QObject
{
    Q_OBJECT
private slots:
    void income_data();
    void income() { checkRow(); }
    void units_data();
    void units() { checkRow(); }
    void cities_data();
    void cities() { checkRow(); }
    void espionage_data();
    void espionage() { checkRow(); }
    void scoring_data();
    void scoring() { checkRow(); }
    void espionageOdds_data();
    void espionageOdds();
    void tablesKeepProvenance();
    void houseFigureFillsMissingCost();
    void everyContractProcedureIsListed();
    void referenceFlagsTheAmbiguities();
};

void TestSasEconomy::income_data()
{
    addColumns();
    const QString id = u"sas.income"_s;
    auto row = [&](const char *name, const QString &season, int t, int trade, int major, int income) {
        QTest::newRow(name) << id
                            << Words{u"season="_s + season, u"territories=%1"_s.arg(t), u"trade_cities=%1"_s.arg(trade),
                                     u"major_cities=%1"_s.arg(major)}
                            << Dice{} << u"{\"income\": %1}"_s.arg(income) << 0 << QString();
    };
    row("spring", u"spring"_s, 5, 2, 1, 100);
    row("summer doubles harvest", u"summer"_s, 5, 0, 0, 100);
    row("autumn", u"autumn"_s, 3, 1, 0, 40);
    row("winter cities only", u"winter"_s, 5, 2, 1, 50);
    row("nothing held", u"spring"_s, 0, 0, 0, 0);
    QTest::newRow("bad season") << id << Words{u"season=monsoon"_s, u"territories=1"_s, u"trade_cities=0"_s,
                                               u"major_cities=0"_s} << Dice{} << u"{}"_s << 2 << QString();
    QTest::newRow("missing parameter") << id << Words{u"season=spring"_s} << Dice{} << u"{}"_s << 2 << QString();
}

void TestSasEconomy::units_data()
{
    addColumns();
    auto row = [](const char *name, const char *id, const Words &w, const QString &expected, int code,
                  const QString &mention = {}) {
        QTest::newRow(name) << QString::fromUtf8(id) << w << Dice{} << expected << code << mention;
    };
    row("maintenance byzantium", "sas.maintenance", {u"faction=byzantium"_s, u"kn=1"_s, u"hc=2"_s, u"ws=1"_s},
        u"{\"maintenance\": 26}"_s, 0, u"middle column"_s);
    row("maintenance france cavalry -1", "sas.maintenance", {u"faction=france"_s, u"kn=1"_s, u"hc=2"_s, u"lc=1"_s},
        u"{\"maintenance\": 16}"_s, 0);
    row("maintenance fleet", "sas.maintenance", {u"faction=hre"_s, u"ws=1"_s, u"rd=1"_s, u"tr=2"_s},
        u"{\"maintenance\": 21}"_s, 0);
    row("maintenance nse raider missing", "sas.maintenance", {u"faction=nse"_s, u"rd=1"_s}, u"{}"_s, 3);
    row("maintenance nse warship known", "sas.maintenance", {u"faction=nse"_s, u"ws=1"_s}, u"{\"maintenance\": 10}"_s, 0);
    row("maintenance LI missing", "sas.maintenance", {u"faction=england"_s, u"li=1"_s}, u"{}"_s, 3);
    row("purchase byzantium specials", "sas.unit-purchase", {u"faction=byzantium"_s, u"hi=2"_s, u"ws=1"_s},
        u"{\"cost\": 160}"_s, 0);
    row("purchase HI 50 elsewhere", "sas.unit-purchase", {u"faction=france"_s, u"hi=1"_s, u"hc=1"_s},
        u"{\"cost\": 110}"_s, 0);
    row("purchase england knight", "sas.unit-purchase", {u"faction=england"_s, u"kn=1"_s}, u"{\"cost\": 80}"_s, 0);
    row("purchase hre LI", "sas.unit-purchase", {u"faction=hre"_s, u"li=2"_s}, u"{\"cost\": 50}"_s, 0);
    row("purchase kievan PS", "sas.unit-purchase", {u"faction=kievan"_s, u"ps=3"_s}, u"{\"cost\": 30}"_s, 0);
    row("purchase nse raiders", "sas.unit-purchase", {u"faction=nse"_s, u"rd=2"_s, u"tr=1"_s}, u"{\"cost\": 80}"_s, 0);
    row("purchase fatimid LC", "sas.unit-purchase", {u"faction=fatimid"_s, u"lc=2"_s}, u"{\"cost\": 80}"_s, 0);
    row("purchase LI missing", "sas.unit-purchase", {u"faction=fatimid"_s, u"li=1"_s}, u"{}"_s, 3);
    row("purchase PS missing", "sas.unit-purchase", {u"faction=byzantium"_s, u"ps=1"_s}, u"{}"_s, 3);
    const Words accounts{u"season=spring"_s, u"territories=5"_s, u"trade_cities=2"_s, u"major_cities=1"_s,
                         u"kn=1"_s, u"hc=2"_s, u"ws=1"_s, u"treasury=100"_s};
    row("accounts", "sas.season-accounts", accounts + Words{u"faction=byzantium"_s},
        u"{\"income\": 100, \"maintenance\": 26, \"treasury\": 174}"_s, 0, u"middle column"_s);
    row("accounts first turn", "sas.season-accounts", accounts + Words{u"faction=byzantium"_s, u"first_turn=true"_s},
        u"{\"maintenance\": 0, \"treasury\": 200}"_s, 0, u"already paid"_s);
    row("accounts in the red", "sas.season-accounts",
        {u"faction=hre"_s, u"season=winter"_s, u"territories=0"_s, u"trade_cities=0"_s, u"major_cities=0"_s,
         u"kn=1"_s}, u"{\"treasury\": -6}"_s, 0, u"no penalty"_s);
    const int armyCosts[] = {30, 50, 70, 100, 150};
    for (int existing = 0; existing < 5; ++existing) {
        QTest::newRow(qPrintable(u"army %1"_s.arg(existing)))
            << u"sas.army-cost"_s << Words{u"existing=%1"_s.arg(existing)} << Dice{}
            << u"{\"cost\": %1}"_s.arg(armyCosts[existing]) << 0 << QString();
        QTest::newRow(qPrintable(u"fleet %1"_s.arg(existing)))
            << u"sas.fleet-cost"_s << Words{u"existing=%1"_s.arg(existing)} << Dice{}
            << u"{\"cost\": %1}"_s.arg(armyCosts[existing]) << 0 << QString();
    }
    row("no sixth army", "sas.army-cost", {u"existing=5"_s}, u"{}"_s, 2);
    row("no sixth fleet", "sas.fleet-cost", {u"existing=5"_s}, u"{}"_s, 2);
    row("negative armies", "sas.army-cost", {u"existing=-1"_s}, u"{}"_s, 2);
    auto peasants = [&](const char *name, const char *faction, int size, int ps, int code, const QString &expected) {
        row(name, "sas.peasant-limit",
            {u"faction="_s + QString::fromUtf8(faction), u"army_size=%1"_s.arg(size), u"peasants=%1"_s.arg(ps)},
            expected, code);
    };
    peasants("half exactly", "byzantium", 10, 5, 0, u"{\"allowed\": true, \"max_peasants\": 5}"_s);
    peasants("one over half", "byzantium", 10, 6, 0, u"{\"allowed\": false}"_s);
    peasants("odd size rounds down", "france", 7, 3, 0, u"{\"allowed\": true, \"max_peasants\": 3}"_s);
    peasants("odd size over", "france", 7, 4, 0, u"{\"allowed\": false}"_s);
    peasants("kievan two thirds", "kievan", 9, 6, 0, u"{\"allowed\": true, \"max_peasants\": 6}"_s);
    peasants("kievan over", "kievan", 9, 7, 0, u"{\"allowed\": false}"_s);
    peasants("nse half", "nse", 9, 6, 0, u"{\"allowed\": false}"_s);
    peasants("empty army", "hre", 0, 0, 0, u"{\"allowed\": true}"_s);
    peasants("more peasants than units", "hre", 3, 4, 2, u"{}"_s);
}

void TestSasEconomy::cities_data()
{
    addColumns();
    auto cost = [](const char *name, int existing, const char *kind, const char *faction, int code, int gold,
                   const Words &extra = {}, const QString &mention = {}) {
        QTest::newRow(name) << u"sas.city-cost"_s
                            << Words{u"existing=%1"_s.arg(existing), u"kind="_s + QString::fromUtf8(kind),
                                     u"faction="_s + QString::fromUtf8(faction)} + extra
                            << Dice{} << u"{\"cost\": %1}"_s.arg(gold) << code << mention;
    };
    cost("first minor", 0, "minor", "byzantium", 0, 50);
    cost("first minor hre", 0, "minor", "hre", 0, 30);
    cost("first minor england", 0, "minor", "england", 0, 30);
    cost("fourth minor france", 3, "minor", "france", 0, 225);
    cost("sixth minor hre", 5, "minor", "hre", 0, 300);
    cost("first major", 0, "major", "byzantium", 0, 150, {}, u"phase 8 table"_s);
    cost("major no discount for hre", 2, "major", "hre", 0, 375);
    cost("x1.5 once", 6, "minor", "byzantium", 0, 750);
    cost("x1.5 twice", 7, "minor", "byzantium", 0, 1125);
    cost("x1.5 rounds down", 8, "minor", "byzantium", 0, 1687, {}, u"rounded down"_s);
    cost("x1.5 hre", 6, "minor", "england", 0, 450);
    cost("x1.5 major", 6, "major", "nse", 0, 2250);
    cost("first-game upgrade", 0, "major", "france", 0, 100, {u"major_reading=first-game"_s}, u"walkthrough"_s);
    cost("first-game only first level", 1, "major", "france", 0, 225, {u"major_reading=first-game"_s});
    cost("printed city cannot be upgraded", 0, "major", "france", 2, 0, {u"player_built=false"_s});
    auto limit = [](const char *name, int territories, int expected) {
        QTest::newRow(name) << u"sas.city-limit"_s << Words{u"territories=%1"_s.arg(territories)} << Dice{}
                            << u"{\"limit\": %1}"_s.arg(expected) << 0 << QString();
    };
    limit("no territory", 0, 1);
    limit("two territories", 2, 1);
    limit("three territories", 3, 2);
    limit("five territories", 5, 2);
    limit("six territories", 6, 3);
    limit("ten territories", 10, 4);
}

void TestSasEconomy::espionage_data()
{
    addColumns();
    auto spy = [](const char *name, bool counter, int a, int b, int total, bool success) {
        QTest::newRow(name) << u"sas.espionage"_s << Words{counter ? u"counter=true"_s : u"counter=false"_s}
                            << Dice{a, b}
                            << u"{\"total\": %1, \"success\": %2}"_s.arg(total).arg(success ? u"true"_s : u"false"_s)
                            << 0 << QString();
    };
    spy("tie at 8 succeeds", false, 4, 4, 8, true);
    spy("9 fails", false, 4, 5, 9, false);
    spy("counter tie at 8", true, 2, 3, 8, true);
    spy("counter 9 fails", true, 3, 3, 9, false);
    spy("snake eyes", false, 1, 1, 2, true);
    spy("boxcars", false, 6, 6, 12, false);
    QTest::newRow("one die only") << u"sas.espionage"_s << Words{u"counter=false"_s} << Dice{4} << u"{}"_s << 2
                                  << QString();
    QTest::newRow("counter yes is not a boolean") << u"sas.espionage"_s << Words{u"counter=yes"_s} << Dice{4, 4}
                                                  << u"{}"_s << 2 << QString();
    auto counter = [](const char *name, int bought, int attempts, const QString &expected) {
        QTest::newRow(name) << u"sas.counter-espionage"_s
                            << Words{u"bought=%1"_s.arg(bought), u"attempts=%1"_s.arg(attempts)} << Dice{} << expected
                            << 0 << u"bank"_s;
    };
    counter("one unused", 2, 1, u"{\"cost\": 60, \"used\": 1, \"unused\": 1, \"to_bank\": 30, \"refund\": 0}"_s);
    counter("more attempts than agents", 1, 2, u"{\"cost\": 30, \"used\": 1, \"unused\": 0, \"to_bank\": 0}"_s);
    counter("none bought", 0, 3, u"{\"cost\": 0, \"used\": 0}"_s);
    auto cost = [](const char *name, const char *faction, int targets, int gold, int free) {
        QTest::newRow(name) << u"sas.espionage-cost"_s
                            << Words{u"faction="_s + QString::fromUtf8(faction), u"targets=%1"_s.arg(targets)} << Dice{}
                            << u"{\"cost\": %1, \"free\": %2}"_s.arg(gold).arg(free) << 0 << QString();
    };
    cost("hre first free", "hre", 3, 60, 1);
    cost("hre no attempt", "hre", 0, 0, 0);
    cost("nse pays all", "nse", 2, 60, 0);
    QTest::newRow("order of three") << u"sas.espionage-order"_s << Words{u"factions=hre,byzantium,nse"_s} << Dice{}
                                    << u"{\"order\": [\"nse\", \"byzantium\", \"hre\"]}"_s << 0 << QString();
    QTest::newRow("order of all")
        << u"sas.espionage-order"_s << Words{} << Dice{}
        << u"{\"order\": [\"nse\", \"england\", \"france\", \"kievan\", \"byzantium\", \"fatimid\", \"hre\"]}"_s << 0
        << QString();
    QTest::newRow("order unknown faction") << u"sas.espionage-order"_s << Words{u"factions=hre,vikings"_s} << Dice{}
                                           << u"{}"_s << 2 << QString();
}

void TestSasEconomy::scoring_data()
{
    addColumns();
    auto row = [](const char *name, const char *id, const Words &w, const QString &expected, int code,
                  const QString &mention = {}) {
        QTest::newRow(name) << QString::fromUtf8(id) << w << Dice{} << expected << code << mention;
    };
    row("vp all kinds", "sas.vp",
        {u"territories=10"_s, u"minor_cities=3"_s, u"major_cities=2"_s, u"allies=1"_s, u"capitals=1"_s},
        u"{\"vp\": 34}"_s, 0);
    row("vp nothing", "sas.vp", {u"territories=0"_s, u"minor_cities=0"_s, u"major_cities=0"_s, u"allies=0"_s,
                                 u"capitals=0"_s}, u"{\"vp\": 0}"_s, 0);
    row("vp four allies", "sas.vp", {u"territories=1"_s, u"minor_cities=0"_s, u"major_cities=0"_s, u"allies=4"_s,
                                     u"capitals=0"_s}, u"{}"_s, 2);
    row("alliance of two, sheet", "sas.alliance-vp", {u"member_vps=20,15"_s}, u"{\"vp\": 22, \"average\": 17}"_s, 0,
        u"control sheet"_s);
    row("alliance of two, formula", "sas.alliance-vp", {u"member_vps=20,15"_s, u"bonus_reading=formula"_s},
        u"{\"vp\": 27}"_s, 0, u"diplomacy formula"_s);
    row("alliance with capital", "sas.alliance-vp", {u"member_vps=20,15"_s, u"capitals=1"_s}, u"{\"vp\": 32}"_s, 0);
    row("alliance of three", "sas.alliance-vp", {u"member_vps=10,11,12"_s}, u"{\"vp\": 21}"_s, 0);
    row("alliance of four, formula", "sas.alliance-vp", {u"member_vps=8,8,8,9"_s, u"bonus_reading=formula"_s},
        u"{\"vp\": 28}"_s, 0);
    row("alliance of one", "sas.alliance-vp", {u"member_vps=10"_s}, u"{}"_s, 2);
    row("alliance of five", "sas.alliance-vp", {u"member_vps=1,2,3,4,5"_s}, u"{}"_s, 2);
    row("extend two to three, sheet", "sas.alliance-extend",
        {u"team_vp=22"_s, u"members=2"_s, u"new_member_vps=12"_s}, u"{\"vp\": 25}"_s, 0);
    row("extend two to three, formula", "sas.alliance-extend",
        {u"team_vp=27"_s, u"members=2"_s, u"new_member_vps=12"_s, u"bonus_reading=formula"_s}, u"{\"vp\": 30}"_s, 0);
    row("extend with capital", "sas.alliance-extend",
        {u"team_vp=32"_s, u"members=2"_s, u"new_member_vps=12"_s, u"capitals=1"_s}, u"{\"vp\": 35}"_s, 0);
    row("extend past four", "sas.alliance-extend", {u"team_vp=30"_s, u"members=3"_s, u"new_member_vps=5,5"_s},
        u"{}"_s, 2);
    auto victory = [&](const char *name, const char *length, int vp, int held, const QString &expected) {
        row(name, "sas.victory",
            {u"length="_s + QString::fromUtf8(length), u"vp=%1"_s.arg(vp), u"seasons_held=%1"_s.arg(held)}, expected, 0);
    };
    victory("just reached", "short", 40, 0,
            u"{\"target\": 40, \"reached\": true, \"victory\": false, \"seasons_to_go\": 2}"_s);
    victory("one season held", "short", 45, 1, u"{\"victory\": false, \"seasons_to_go\": 1}"_s);
    victory("two seasons held", "short", 40, 2, u"{\"victory\": true, \"seasons_to_go\": 0}"_s);
    victory("dropped below", "medium", 59, 5, u"{\"target\": 60, \"reached\": false, \"victory\": false}"_s);
    victory("long game", "long", 100, 2, u"{\"target\": 100, \"victory\": true}"_s);
}

void TestSasEconomy::espionageOdds_data()
{
    QTest::addColumn<bool>("counter");
    QTest::addColumn<int>("numerator"); // chance of success in 36ths
    QTest::newRow("no counter: 8 or less") << false << 26;
    QTest::newRow("counter: 5 or less") << true << 10;
}

void TestSasEconomy::espionageOdds()
{
    QFETCH(bool, counter);
    QFETCH(int, numerator);
    const Procedure &p = ProcedureRegistry::standard().get(u"sas.espionage"_s);
    const ProcedureRunner runner(CampaignTables::builtIn());
    const OddsCalculator::Result odds = OddsCalculator(runner).compute(
        p, ProcedureRunner::parseInputs(p, {counter ? u"counter=true"_s : u"counter=false"_s}));
    QVERIFY(odds.exact);
    QCOMPARE(odds.cases, 36);
    mpq_class want(numerator, 36);
    want.canonicalize();
    bool found = false;
    for (const OddsCalculator::Line &line : odds.lines)
        if (line.outcome.value(u"success"_s).toBool()) {
            QCOMPARE(line.exact, want);
            found = true;
        }
    QVERIFY(found);
}

void TestSasEconomy::tablesKeepProvenance()
{
    const TableLibrary &tables = CampaignTables::builtIn();
    const QStringList ids = tables.tableIds(u"sas"_s);
    for (const char *id : {"sas.unit-costs", "sas.unit-maintenance", "sas.unit-morale", "sas.casualty-points",
                           "sas.fleet-carry", "sas.land-combat", "sas.fleet-combat", "sas.quick-combat", "sas.harvest",
                           "sas.city-cost", "sas.force-creation", "sas.siege-dice", "sas.siege-modifiers",
                           "sas.scoring", "sas.alliance-sheet"})
        QVERIFY2(ids.contains(QString::fromUtf8(id)), id);
    const RuleTable &costs = tables.table(u"sas.unit-costs"_s);
    const int hi = costs.columnIndex(u"HI"), li = costs.columnIndex(u"LI"), ps = costs.columnIndex(u"PS");
    QCOMPARE(costs.cell(costs.rowIndexFor(1), hi).value.toInt(), 40); // Byzantium special
    QCOMPARE(costs.cell(costs.rowIndexFor(1), hi).provenance, Provenance::Text);
    QCOMPARE(costs.cell(costs.rowIndexFor(5), hi).value.toInt(), 50); // stated with the Byzantium special
    for (int faction = 1; faction <= 7; ++faction) {
        QCOMPARE(costs.cell(costs.rowIndexFor(faction), li).isMissing(), faction != 3); // only HRE's LI is stated
        QCOMPARE(costs.cell(costs.rowIndexFor(faction), ps).isMissing(), faction != 6); // only Kievan PS
    }
    const RuleTable &land = tables.table(u"sas.land-combat"_s);
    QCOMPARE(land.cell(land.rowIndexFor(4), land.columnIndex(u"LC")).value.toInt(), 4);
    QVERIFY(land.cell(land.rowIndexFor(4), land.columnIndex(u"HI")).isMissing());
    QVERIFY(land.cell(land.rowIndexFor(5), 0).isMissing());
    QVERIFY(land.cell(land.rowIndexFor(6), 5).isMissing());
    const RuleTable &carry = tables.table(u"sas.fleet-carry"_s);
    QCOMPARE(carry.cell(carry.rowIndexFor(1), carry.columnIndex(u"RD")).value.toInt(), 3);
    QCOMPARE(carry.cell(carry.rowIndexFor(2), carry.columnIndex(u"RD")).value.toInt(), 2);
    const RuleTable &quick = tables.table(u"sas.quick-combat"_s);
    QCOMPARE(quick.cell(quick.rowIndexFor(1), quick.columnIndex(u"LC")).provenance, Provenance::Example);
    QVERIFY(quick.cell(quick.rowIndexFor(2), quick.columnIndex(u"LC")).isMissing());
}

void TestSasEconomy::houseFigureFillsMissingCost()
{
    const TableLibrary tables = SasTest::withHouse({{u"sas.unit-costs"_s, u"2"_s, u"LI"_s, 30, {}}});
    const Procedure &p = ProcedureRegistry::standard().get(u"sas.unit-purchase"_s);
    const QJsonObject inputs = ProcedureRunner::parseInputs(p, {u"faction=fatimid"_s, u"li=2"_s, u"lc=1"_s});
    QCOMPARE(ProcedureRunner(tables).runEntered(p, inputs, {}).outcome.value(u"cost"_s).toInt(), 100);
    try {
        ProcedureRunner(CampaignTables::builtIn()).runEntered(p, inputs, {});
        QFAIL("a missing LI cost was accepted");
    } catch (const Failure &failure) {
        QCOMPARE(failure.kind(), Failure::Kind::MissingFigure);
        QVERIFY2(failure.message().contains(u"sas.unit-costs"_s), qPrintable(failure.message()));
    }
}

void TestSasEconomy::everyContractProcedureIsListed()
{
    QStringList listed;
    for (const Procedure *p : ProcedureRegistry::standard().list(u"sas"_s))
        listed << p->id;
    for (const char *id : {"sas.income", "sas.army-cost", "sas.espionage", "sas.city-cost", "sas.city-limit",
                           "sas.siege", "sas.vp", "sas.alliance-vp", "sas.land-combat", "sas.fleet-combat",
                           "sas.peasant-limit"})
        QVERIFY2(listed.contains(QString::fromUtf8(id)), id);
    const Procedure &spy = ProcedureRegistry::standard().get(u"sas.espionage"_s);
    QCOMPARE(spy.parameters.size(), 1);
    QCOMPARE(spy.parameters.first().name, u"counter"_s);
}

// Links of procedures and tables to the reference are checked for every game in
// tests/rulings/tst_rulesreference.cpp; here: the ambiguities of the text are marked open.
void TestSasEconomy::referenceFlagsTheAmbiguities()
{
    const RulesReference &reference = RulesReference::builtIn(u"sas"_s);
    int open = 0;
    for (const ReferenceEntry &entry : reference.entries())
        open += entry.open ? 1 : 0;
    QVERIFY(open >= 8); // raider capacity, unit column, morale, alliance bonus, missing rows, ...
    QCOMPARE(reference.search(u"raider"_s).isEmpty(), false);
}

QTEST_GUILESS_MAIN(TestSasEconomy)
#include "tst_sas_economy.moc"
