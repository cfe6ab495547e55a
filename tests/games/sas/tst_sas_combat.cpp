// Swords & Sails battles: land and fleet attack rolls, the morale check in both
// readings, carrying capacity, quick combat (with card values entered as house
// figures, as the referee would), sieges and the printed casualty payment example.
#include <QtTest>

#include "sastest.h"

using namespace Reeve;
using namespace Qt::StringLiterals;
using SasTest::addColumns;
using SasTest::checkRow;

using Words = QStringList;
using Dice = QList<int>;

namespace {

/// Quick-combat card values a referee might enter; only the tests use them.
TableLibrary quickCards()
{
    QList<TableLibrary::Override> f;
    auto set = [&f](const char *row, const char *unit, int value) {
        f.append({u"sas.quick-combat"_s, QString::fromUtf8(row), QString::fromUtf8(unit), value, {}});
    };
    set("2", "LC", 3); // hit value: ranged units score on 1 or 2 in the barrage
    set("2", "LI", 3);
    set("1", "KN", 2);
    set("2", "KN", 4);
    set("1", "HC", 2);
    set("2", "HC", 3);
    set("4", "KN", 0);
    set("3", "KN", 3); // armour: 1 KN + 3 HC + 2 HI = 8, as in the French example
    set("3", "HC", 1);
    set("3", "HI", 1);
    set("1", "WS", 3);
    set("2", "WS", 3);
    set("1", "RD", 2);
    set("2", "RD", 2);
    f.append({u"sas.land-combat"_s, u"5"_s, u"KN"_s, 5, {}});
    return SasTest::withHouse(f);
}

} // namespace

class TestSasCombat : public QObject
{
    Q_OBJECT
private slots:
    void land_data();
    void land() { checkRow(); }
    void fleet_data();
    void fleet() { checkRow(); }
    void morale_data();
    void morale() { checkRow(); }
    void carry_data();
    void carry() { checkRow(); }
    void quick_data();
    void quick() { checkRow(quickCards()); }
    void quickWithoutCards_data();
    void quickWithoutCards() { checkRow(); }
    void siege_data();
    void siege() { checkRow(); }
    void payment_data();
    void payment() { checkRow(); }
    void missingFigureSaysWhatTheRowIs();
};

void TestSasCombat::land_data()
{
    addColumns();
    auto row = [](const char *name, const char *att, const char *def, Dice dice, int code, const QString &expected,
                  const Words &extra = {}) {
        QTest::newRow(name) << u"sas.land-combat"_s
                            << Words{u"attacker="_s + QString::fromUtf8(att), u"defender="_s + QString::fromUtf8(def)}
                                   + extra
                            << dice << expected << code << QString();
    };
    row("KN v KN tie destroys", "kn", "kn", {3, 3}, 0, u"{\"destroyed\": true, \"needed\": 6}"_s);
    row("KN v KN 7 misses", "kn", "kn", {3, 4}, 0, u"{\"destroyed\": false, \"needed\": 6}"_s);
    row("HC v PS 11", "hc", "ps", {6, 5}, 0, u"{\"destroyed\": true, \"needed\": 11}"_s);
    row("HC v PS 12", "hc", "ps", {6, 6}, 0, u"{\"destroyed\": false, \"needed\": 11}"_s);
    row("LC v LI", "lc", "li", {2, 3}, 0, u"{\"destroyed\": true, \"needed\": 5}"_s);
    row("HI v LC partial row", "hi", "lc", {2, 2}, 0, u"{\"destroyed\": true, \"needed\": 4}"_s);
    row("HI v HC", "hi", "hc", {5, 4}, 0, u"{\"destroyed\": false, \"needed\": 8}"_s);
    row("HI v HI missing", "hi", "hi", {3, 3}, 3, u"{}"_s);
    row("LI row missing", "li", "kn", {3, 3}, 3, u"{}"_s);
    row("PS row missing", "ps", "ps", {1, 1}, 3, u"{}"_s);
    row("england KN has no special", "kn", "hc", {4, 5}, 0, u"{\"needed\": 9}"_s, {u"faction=england"_s});
    row("huscarl bonus not stated", "hi", "kn", {3, 3}, 3, u"{}"_s, {u"faction=nse"_s});
    row("unknown unit", "xx", "kn", {3, 3}, 2, u"{}"_s);
    row("one die", "kn", "kn", {3}, 2, u"{}"_s);
}

void TestSasCombat::fleet_data()
{
    addColumns();
    auto row = [](const char *name, const char *att, const char *def, Dice dice, const char *result) {
        QTest::newRow(name) << u"sas.fleet-combat"_s
                            << Words{u"attacker="_s + QString::fromUtf8(att), u"defender="_s + QString::fromUtf8(def)}
                            << dice << u"{\"result\": \"%1\"}"_s.arg(QString::fromUtf8(result)) << 0 << QString();
    };
    row("WS v WS capture at 2", "ws", "ws", {1, 1}, "captured");
    row("WS v WS 3 sinks", "ws", "ws", {1, 2}, "destroyed");
    row("WS v WS 7 sinks", "ws", "ws", {3, 4}, "destroyed");
    row("WS v WS 8 nothing", "ws", "ws", {4, 4}, "none");
    row("WS v RD capture at 3", "ws", "rd", {2, 1}, "captured");
    row("WS v loaded TR never captured", "ws", "tr-loaded", {1, 1}, "destroyed");
    row("WS v loaded TR 10", "ws", "tr-loaded", {5, 5}, "destroyed");
    row("WS v loaded TR 11", "ws", "tr-loaded", {5, 6}, "none");
    row("WS v unloaded TR capture at 4", "ws", "tr-unloaded", {2, 2}, "captured");
    row("RD v WS no capture", "rd", "ws", {1, 1}, "destroyed");
    row("RD v WS 5", "rd", "ws", {2, 3}, "none");
    row("RD v RD capture", "rd", "rd", {1, 2}, "captured");
    row("RD v unloaded TR 6", "rd", "tr-unloaded", {3, 3}, "destroyed");
    QTest::newRow("transport cannot attack") << u"sas.fleet-combat"_s << Words{u"attacker=tr"_s, u"defender=ws"_s}
                                             << Dice{1, 1} << u"{}"_s << 2 << QString();
}

void TestSasCombat::morale_data()
{
    addColumns();
    const Words army{u"faction=byzantium"_s, u"kn=1"_s, u"hc=2"_s, u"lc=1"_s}; // best three: 5 + 4 + 4 = 13
    auto row = [](const char *name, const Words &w, Dice dice, const QString &expected, int code,
                  const QString &mention = {}) {
        QTest::newRow(name) << u"sas.morale"_s << w << dice << expected << code << mention;
    };
    row("fresh army holds", army, {6}, u"{\"top_three\": 13, \"routs\": false}"_s, 0, u"morale box"_s);
    row("modified roll equal routs", army + Words{u"own_losses=10"_s}, {3},
        u"{\"modified_roll\": 13, \"routs\": true}"_s, 0);
    row("one below holds", army + Words{u"own_losses=10"_s}, {2}, u"{\"modified_roll\": 12, \"routs\": false}"_s, 0);
    // The working reads as written sums: one space before "=" with a home-ground modifier or without.
    row("enemy losses help", army + Words{u"own_losses=10"_s, u"enemy_losses=2"_s}, {4},
        u"{\"modified_roll\": 12, \"routs\": false}"_s, 0, u"4 + 10 own losses − 2 enemy losses = 12 against 13"_s);
    row("defending territory -5", army + Words{u"own_losses=10"_s, u"defending=territory"_s}, {6},
        u"{\"modified_roll\": 11, \"routs\": false}"_s, 0, u"6 + 10 own losses − 0 enemy losses − 5 = 11"_s);
    row("defending capital -10", army + Words{u"own_losses=14"_s, u"defending=capital"_s}, {6},
        u"{\"modified_roll\": 10, \"routs\": false}"_s, 0);
    row("third round three dice", army + Words{u"round=3"_s}, {6, 6, 1}, u"{\"roll\": 13, \"routs\": true}"_s, 0);
    row("third round below", army + Words{u"round=3"_s}, {6, 5, 1}, u"{\"roll\": 12, \"routs\": false}"_s, 0);
    row("prose: equal holds", army + Words{u"own_losses=10"_s, u"reading=prose"_s}, {3},
        u"{\"morale_total\": 3, \"routs\": false}"_s, 0, u"step 9 prose"_s);
    row("prose: above routs", army + Words{u"own_losses=10"_s, u"reading=prose"_s}, {4},
        u"{\"morale_total\": 3, \"routs\": true}"_s, 0);
    // Prose reading, step 9: losses change the total (13 - 10 = 3); defending home, -5 goes on the roll
    // (6 - 5 = 1, at most 3: it holds). Applied to the total instead it would be -2 and the army would rout.
    row("prose: home ground lowers the roll", army + Words{u"own_losses=10"_s, u"defending=territory"_s,
                                                           u"reading=prose"_s},
        {6}, u"{\"morale_total\": 3, \"modified_roll\": 1, \"routs\": false}"_s, 0, u"roll 6 − 5 = 1"_s);
    row("prose: capital -10 on the roll", army + Words{u"own_losses=10"_s, u"defending=capital"_s, u"reading=prose"_s},
        {6}, u"{\"morale_total\": 3, \"modified_roll\": -4, \"routs\": false}"_s, 0);
    // The explanation lists the units counted: KN 5 + HC 4 + HC 4 (the light cavalry's 2 is left out).
    row("units counted listed", army, {1}, u"{\"top_three\": 13}"_s, 0, u"KN 5 + HC 4 + HC 4 = 13"_s);
    row("nse doubles morale", {u"faction=nse"_s, u"kn=1"_s, u"hc=1"_s, u"hi=4"_s}, {6},
        u"{\"top_three\": 24}"_s, 0);
    row("fatimid HI +1", {u"faction=fatimid"_s, u"hi=3"_s}, {6}, u"{\"top_three\": 12}"_s, 0);
    row("fewer than three units", {u"faction=france"_s, u"kn=1"_s}, {4}, u"{\"top_three\": 5, \"routs\": false}"_s, 0);
    row("peasant morale missing", {u"faction=kievan"_s, u"kn=3"_s, u"ps=1"_s}, {1}, u"{}"_s, 3);
    row("no units", {u"faction=hre"_s}, {1}, u"{}"_s, 2);
}

void TestSasCombat::carry_data()
{
    addColumns();
    const Words fleet{u"ws=1"_s, u"rd=2"_s, u"tr=1"_s};
    auto row = [](const char *name, const Words &w, const QString &expected, const QString &mention) {
        QTest::newRow(name) << u"sas.carry-check"_s << w << Dice{} << expected << 0 << mention;
    };
    row("table capacity", fleet + Words{u"army_units=13"_s}, u"{\"capacity\": 13, \"fits\": true}"_s,
        u"fleet table"_s);
    row("table over by one", fleet + Words{u"army_units=14"_s}, u"{\"capacity\": 13, \"fits\": false}"_s, {});
    row("prose capacity", fleet + Words{u"army_units=11"_s, u"raider_carry=prose"_s},
        u"{\"capacity\": 11, \"fits\": true}"_s, u"descriptions"_s);
    row("prose refuses what the table takes", fleet + Words{u"army_units=12"_s, u"raider_carry=prose"_s},
        u"{\"capacity\": 11, \"fits\": false}"_s, {});
    row("no ships", Words{u"army_units=1"_s}, u"{\"capacity\": 0, \"fits\": false}"_s, {});
}

void TestSasCombat::quick_data()
{
    addColumns();
    QTest::newRow("printed barrage example") << u"sas.quick-barrage"_s << Words{u"lc=2"_s, u"li=2"_s}
                                             << Dice{2, 5, 4, 3, 2, 6} << u"{\"damage\": 4, \"casualty_points\": 4}"_s
                                             << 0 << u"minus 1 for ranged fire"_s;
    QTest::newRow("barrage into armour") << u"sas.quick-barrage"_s << Words{u"lc=2"_s, u"li=2"_s, u"armour=3"_s}
                                         << Dice{2, 5, 4, 3, 2, 6}
                                         << u"{\"damage\": 4, \"armour_left\": 0, \"casualty_points\": 1}"_s << 0
                                         << QString();
    QTest::newRow("knights have no barrage") << u"sas.quick-barrage"_s << Words{u"kn=1"_s} << Dice{1, 1} << u"{}"_s
                                             << 2 << QString();
    QTest::newRow("french armour example") << u"sas.quick-armour"_s << Words{u"kn=1"_s, u"hc=3"_s, u"hi=2"_s}
                                           << Dice{} << u"{\"armour\": 8}"_s << 0 << QString();
    QTest::newRow("close round") << u"sas.quick-close"_s << Words{u"kn=1"_s, u"hc=1"_s, u"armour=10"_s}
                                 << Dice{4, 5, 3, 1} << u"{\"damage\": 8, \"armour_left\": 2, \"casualty_points\": 0}"_s
                                 << 0 << QString();
    QTest::newRow("close round, LC counts full hit") << u"sas.quick-close"_s << Words{u"lc=1"_s} << Dice{3, 4}
                                                     << u"{\"damage\": 3}"_s << 0 << QString();
    QTest::newRow("fleet pair of ones captures") << u"sas.quick-fleet"_s << Words{u"ws=1"_s, u"rd=1"_s}
                                                 << Dice{1, 1, 3, 1, 2}
                                                 << u"{\"captured\": 1, \"damage\": 6}"_s << 0 << u"pair"_s;
    QTest::newRow("fleet two pairs") << u"sas.quick-fleet"_s << Words{u"ws=1"_s, u"rd=1"_s} << Dice{1, 1, 1, 1, 4}
                                     << u"{\"captured\": 2, \"damage\": 0}"_s << 0 << QString();
    QTest::newRow("transports roll nothing") << u"sas.quick-fleet"_s << Words{u"tr=3"_s} << Dice{}
                                             << u"{\"captured\": 0, \"damage\": 0}"_s << 0 << QString();
    QTest::newRow("entered land cell") << u"sas.land-combat"_s
                                       << Words{u"attacker=li"_s, u"defender=kn"_s, u"faction=england"_s}
                                       << Dice{3, 3} << u"{\"needed\": 6, \"destroyed\": true}"_s << 0 << QString();
}

void TestSasCombat::quickWithoutCards_data()
{
    addColumns();
    QTest::newRow("barrage needs hit value") << u"sas.quick-barrage"_s << Words{u"lc=2"_s, u"li=2"_s}
                                             << Dice{2, 5, 4, 3, 2, 6} << u"{}"_s << 3 << QString();
    QTest::newRow("armour needs shields") << u"sas.quick-armour"_s << Words{u"kn=1"_s} << Dice{} << u"{}"_s << 3
                                          << QString();
    QTest::newRow("fleet needs dice") << u"sas.quick-fleet"_s << Words{u"ws=1"_s} << Dice{} << u"{}"_s << 3
                                      << QString();
}

void TestSasCombat::siege_data()
{
    addColumns();
    auto row = [](const char *name, int minor, int major, const char *kind, Dice dice, int code,
                  const QString &expected, const Words &extra = {}) {
        QTest::newRow(name) << u"sas.siege"_s
                            << Words{u"minor_cities=%1"_s.arg(minor), u"major_cities=%1"_s.arg(major),
                                     u"territory="_s + QString::fromUtf8(kind)} + extra
                            << dice << expected << code << QString();
    };
    row("two minor cities: 3d6", 2, 0, "plain", {1, 2, 3}, 0, u"{\"casualty_points\": 6, \"payable_max\": 3}"_s);
    row("empty territory", 0, 0, "plain", {5}, 0, u"{\"casualty_points\": 5, \"payable_max\": 2}"_s);
    row("major city kievan", 0, 1, "kievan", {6, 6, 6, 6}, 0, u"{\"casualty_points\": 27, \"payable_max\": 13}"_s);
    row("nse +5", 1, 0, "nse", {1, 1}, 0, u"{\"casualty_points\": 7, \"payable_max\": 3}"_s);
    row("byzantine capital +20", 0, 1, "byzantine-capital", {1, 1, 1, 1}, 0,
        u"{\"casualty_points\": 24, \"payable_max\": 12}"_s);
    row("player capital +10", 0, 1, "capital", {1, 2, 3, 4}, 0, u"{\"casualty_points\": 20}"_s);
    row("english capital adds both", 1, 1, "england", {2, 2, 2, 2, 2}, 0, u"{\"casualty_points\": 23}"_s,
        {u"capital=true"_s});
    row("no capital bonus in Constantinople", 0, 1, "byzantine-capital", {1, 1, 1, 1}, 2, u"{}"_s,
        {u"capital=true"_s});
    row("too few dice", 2, 0, "plain", {1, 2}, 2, u"{}"_s);
}

void TestSasCombat::payment_data()
{
    addColumns();
    const Words army{u"kn=1"_s, u"li=3"_s, u"ps=1"_s};
    auto row = [](const char *name, const Words &w, const QString &expected, int code) {
        QTest::newRow(name) << u"sas.siege-payment"_s << w << Dice{} << expected << code << QString();
    };
    // The printed example: 13 points, 6 paid for 90 gold, 7 from the troops as 3 LI and 1 PS, or 1 KN and 1 PS.
    row("printed example, LI and PS",
        army + Words{u"casualty_points=13"_s, u"paid=6"_s, u"lose_li=3"_s, u"lose_ps=1"_s},
        u"{\"gold\": 90, \"payable_max\": 6, \"troop_points\": 7, \"removed_points\": 7, \"army_destroyed\": false}"_s,
        0);
    row("printed example, KN and PS",
        army + Words{u"casualty_points=13"_s, u"paid=6"_s, u"lose_kn=1"_s, u"lose_ps=1"_s},
        u"{\"gold\": 90, \"removed_points\": 7}"_s, 0);
    row("more than half paid", army + Words{u"casualty_points=13"_s, u"paid=7"_s, u"lose_kn=1"_s}, u"{}"_s, 2);
    row("a point left over", army + Words{u"casualty_points=13"_s, u"paid=6"_s, u"lose_kn=1"_s}, u"{}"_s, 2);
    row("a unit to spare", army + Words{u"casualty_points=13"_s, u"paid=6"_s, u"lose_kn=1"_s, u"lose_li=3"_s},
        u"{}"_s, 2);
    row("last point takes an LI", {u"li=2"_s, u"casualty_points=1"_s, u"lose_li=1"_s},
        u"{\"gold\": 0, \"removed_points\": 2}"_s, 0);
    row("one point kills a knight", {u"kn=3"_s, u"casualty_points=1"_s, u"lose_kn=1"_s},
        u"{\"removed_points\": 6}"_s, 0);
    row("whole army lost", {u"ps=2"_s, u"casualty_points=13"_s}, u"{\"army_destroyed\": true, \"removed_points\": 2}"_s,
        0);
    row("cannot lose units not there", {u"ps=2"_s, u"casualty_points=2"_s, u"lose_kn=1"_s}, u"{}"_s, 2);
    QTest::newRow("quick combat damage") << u"sas.casualty-removal"_s
                                         << Words{u"points=4"_s, u"hc=1"_s, u"ps=4"_s, u"lose_ps=4"_s} << Dice{}
                                         << u"{\"removed_points\": 4}"_s << 0 << QString();
    QTest::newRow("quick combat spare unit") << u"sas.casualty-removal"_s
                                             << Words{u"points=4"_s, u"hc=1"_s, u"ps=4"_s, u"lose_hc=1"_s, u"lose_ps=1"_s}
                                             << Dice{} << u"{}"_s << 2 << QString();
}

void TestSasCombat::missingFigureSaysWhatTheRowIs()
{
    const Procedure &p = ProcedureRegistry::standard().get(u"sas.land-combat"_s);
    const QJsonObject inputs = ProcedureRunner::parseInputs(p, {u"attacker=li"_s, u"defender=hi"_s});
    try {
        ProcedureRunner(CampaignTables::builtIn()).runEntered(p, inputs, {2, 2});
        QFAIL("a missing LI row was accepted");
    } catch (const Failure &failure) {
        QCOMPARE(failure.kind(), Failure::Kind::MissingFigure);
        QCOMPARE(failure.detail().value(u"table"_s).toString(), u"sas.land-combat"_s);
        QVERIFY2(failure.message().contains(u"5 LI"_s), qPrintable(failure.message()));
    }
}

QTEST_GUILESS_MAIN(TestSasCombat)
#include "tst_sas_combat.moc"
