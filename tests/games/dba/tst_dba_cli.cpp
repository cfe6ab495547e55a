// The DBA campaign contract through the real reeve-cli binary, as outside scripts call
// it: JSON outcome fields for a few procedures, the listing of dba procedures, and the
// exit codes (2 for an unavailable Table 1 combination, 3 for a missing figure).
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include "common/clirun.h"

using namespace Qt::StringLiterals;

namespace {

using Run = ReeveTest::CliRun;

Run cli(const QStringList &args)
{
    return ReeveTest::runCli(args, u"reeve-dba-cli-test"_s);
}

} // namespace

class TestDbaCli : public QObject
{
    Q_OBJECT
private slots:
    void lists();
    void contractCalls();
    void exitCodes_data();
    void exitCodes();
    void umpireSteps();
    void movesAndRoutes();
    void treasuryIsPrivate();
};

void TestDbaCli::lists()
{
    const Run run = cli({u"procedures"_s, u"dba"_s, u"--json"_s});
    QCOMPARE(run.code, 0);
    const QByteArray text = run.out;
    for (const char *id : {"dba.troop-cost", "dba.scouting-points", "dba.battle-type", "dba.abstract-battle",
                           "dba.siege-surrender", "dba.taxes", "dba.town-cost", "dba.supply-needed",
                           "dba.moves-per-season", "dba.storm-chance", "dba.winter-attrition", "dba.siege",
                           "dba.storm", "dba.losses", "dba.harrying"})
        QVERIFY2(text.contains(id), id);
    QCOMPARE(cli({u"describe"_s, u"dba.abstract-battle"_s}).code, 0);
}

void TestDbaCli::contractCalls()
{
    Run run = cli({u"resolve"_s, u"dba.troop-cost"_s, u"type=kn"_s, u"grade=f"_s, u"--json"_s});
    QCOMPARE(run.code, 0);
    QCOMPARE(run.outcome().value(u"cost"_s).toInt(), 9);

    run = cli({u"resolve"_s, u"dba.battle-type"_s, u"attacker_sp=15"_s, u"defender_sp=10"_s, u"--dice"_s, u"1,5"_s,
               u"--json"_s});
    QCOMPARE(run.code, 0);
    QCOMPARE(run.outcome().value(u"battle_type"_s).toString(), u"N"_s);
    QCOMPARE(run.outcome().value(u"column"_s).toString(), u"3:2"_s);
    QCOMPARE(run.json().value(u"dice"_s).toArray().size(), 2);

    run = cli({u"resolve"_s, u"dba.abstract-battle"_s, u"attacker_points=15"_s, u"defender_points=6"_s,
               u"attacker_general=true"_s, u"defender_general=false"_s, u"modifier=1"_s, u"--dice"_s, u"3"_s,
               u"--json"_s});
    QCOMPARE(run.code, 0);
    QCOMPARE(run.outcome().value(u"row"_s).toInt(), 5);
    QCOMPARE(run.outcome().value(u"column"_s).toString(), u"2:1"_s);
    QCOMPARE(run.outcome().value(u"defender_casualties_pct"_s).toInt(), 40);

    run = cli({u"resolve"_s, u"dba.siege-surrender"_s, u"fortified=true"_s, u"out_of_supply=true"_s, u"seasons=2"_s,
               u"--dice"_s, u"4"_s, u"--json"_s});
    QCOMPARE(run.code, 0);
    QCOMPARE(run.outcome().value(u"modified_roll"_s).toInt(), 7);
    QVERIFY(run.outcome().value(u"surrenders"_s).toBool());

    run = cli({u"resolve"_s, u"dba.winter-attrition"_s, u"--seed"_s, u"dba-test"_s, u"--json"_s});
    QCOMPARE(run.code, 0);
    const int pct = run.outcome().value(u"attrition_pct"_s).toInt();
    QVERIFY(pct >= 7 && pct <= 25);
}

void TestDbaCli::exitCodes_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("code");
    QTest::newRow("unavailable Kn(O)") << QStringList{u"resolve"_s, u"dba.troop-cost"_s, u"type=kn"_s, u"grade=o"_s} << 2;
    QTest::newRow("unknown grade") << QStringList{u"resolve"_s, u"dba.troop-cost"_s, u"type=kn"_s, u"grade=x"_s} << 2;
    QTest::newRow("missing seasons") << QStringList{u"resolve"_s, u"dba.siege-surrender"_s, u"--dice"_s, u"3"_s} << 2;
    QTest::newRow("unfortified siege: missing figure")
            << QStringList{u"resolve"_s, u"dba.siege"_s, u"attacker_points=15"_s, u"defender_points=5"_s,
                           u"fortified=false"_s, u"--dice"_s, u"4"_s}
            << 3;
    QTest::newRow("moves") << QStringList{u"resolve"_s, u"dba.moves-per-season"_s, u"season=winter"_s} << 0;
    QTest::newRow("allowance: not a number")
            << QStringList{u"resolve"_s, u"dba.move-allowance"_s, u"season=winter"_s, u"used=two"_s} << 2;
    QTest::newRow("allowance: no season") << QStringList{u"resolve"_s, u"dba.move-allowance"_s, u"used=1"_s} << 2;
}

void TestDbaCli::exitCodes()
{
    QFETCH(QStringList, args);
    QFETCH(int, code);
    QCOMPARE(cli(args).code, code);
}

void TestDbaCli::umpireSteps()
{
    // The umpire's desk through reeve-cli orders FILE adjudicate, as a user would drive it.
    QTemporaryDir dir;
    const QString file = dir.filePath(u"desk.reeve"_s);
    QCOMPARE(cli({u"new"_s, u"dba"_s, file, u"--scenario"_s, u"1066"_s, u"--sides"_s, u"S. England,Normandy"_s}).code, 0);
    const QString armies = uR"([{"do": "army", "side": "S. England", "name": "Harold", "at": "Wessex",
        "general": "Harold", "ruler": true, "elements": ["sp/o", "bd/o"]},
        {"do": "army", "side": "Normandy", "name": "William", "at": "Kent", "elements": ["kn/f", "sp/o"]},
        {"do": "army", "side": "S. England", "name": "Fyrd", "at": "Kent", "elements": ["sp/i"], "in_town": true}])"_s;
    QCOMPARE(cli({u"orders"_s, file, u"adjudicate"_s, armies}).code, 0);
    QCOMPARE(cli({u"orders"_s, file, u"write"_s, u"S. England"_s, u"if Kent is invaded then Harold marches to Kent"_s}).code, 0);
    QCOMPARE(cli({u"orders"_s, file, u"open"_s}).code, 0); // to the umpire only, not to the world
    for (const QString &audience : {u"public"_s, u"Normandy"_s, u"S. England"_s}) {
        const Run view = cli({u"orders"_s, file, u"list"_s, u"--audience"_s, audience});
        QCOMPARE(view.code, 0);
        QCOMPARE(view.out.contains("Harold marches"), audience == u"S. England"_s);
    }
    QCOMPARE(cli({u"orders"_s, file, u"open"_s}).code, 2); // nothing left sealed
    Run run = cli({u"orders"_s, file, u"adjudicate"_s, u"--json"_s,
                   uR"({"do": "move", "army": "Harold", "to": "Kent", "order": {"side": "S. England", "number": 1}})"_s});
    QCOMPARE(run.code, 0);
    const QJsonArray results = QJsonDocument::fromJson(run.out).array();
    QCOMPARE(results.size(), 1);
    QCOMPARE(results.at(0).toObject().value(u"outcome"_s).toObject().value(u"moves"_s).toInt(), 1);
    QVERIFY(cli({u"orders"_s, file, u"list"_s, u"--audience"_s, u"S. England"_s}).out.contains("Carried out"));
    // The move's cost is worked out without dice: its working travels with the move's action, which
    // only S. England (and the umpire) may read.
    QCOMPARE(results.at(0).toObject().value(u"working"_s).toArray().at(0).toObject().value(u"procedure"_s).toString(),
             u"dba.move-cost"_s);
    QVERIFY(cli({u"log"_s, file, u"--audience"_s, u"side=S. England"_s, u"--json"_s}).out.contains("One province per move"));
    QVERIFY(cli({u"log"_s, file, u"--audience"_s, u"referee"_s, u"--json"_s}).out.contains("One province per move"));
    for (const QString &audience : {u"public"_s, u"side=Normandy"_s})
        QVERIFY(!cli({u"log"_s, file, u"--audience"_s, audience, u"--json"_s}).out.contains("One province per move"));
    // The season's move counter: move 2 of Spring's 5, undone back to move 1.
    run = cli({u"orders"_s, file, u"adjudicate"_s, u"--json"_s, uR"({"do": "next-move"})"_s});
    QCOMPARE(run.code, 0);
    QCOMPARE(QJsonDocument::fromJson(run.out).array().at(0).toObject().value(u"outcome"_s).toObject().value(u"move"_s).toInt(), 2);
    QCOMPARE(cli({u"undo"_s, file}).code, 0);
    run = cli({u"orders"_s, file, u"adjudicate"_s, u"--json"_s, uR"({"do": "next-move"})"_s});
    QCOMPARE(QJsonDocument::fromJson(run.out).array().at(0).toObject().value(u"outcome"_s).toObject().value(u"move"_s).toInt(), 2);
    // The bonus of an unfortified town is not in the text: a siege of one stops with exit 3.
    QCOMPARE(cli({u"orders"_s, file, u"adjudicate"_s,
                  uR"({"do": "siege", "besieger": "William", "garrison": "Fyrd", "dice": [4, 3]})"_s})
                 .code,
             3);
    QCOMPARE(cli({u"orders"_s, file, u"adjudicate"_s, uR"({"do": "fly", "army": "Harold"})"_s}).code, 2);
    QCOMPARE(cli({u"orders"_s, file, u"adjudicate"_s, uR"({"do": "battle", "attacker": "William", "defender": "Harold",
                  "dice": [4, 4]})"_s})
                 .code,
             2); // one die too many
    QCOMPARE(cli({u"undo"_s, file}).code, 0);
}

void TestDbaCli::movesAndRoutes()
{
    // dba.move-allowance on its own: half moves count against the season's.
    Run run = cli({u"resolve"_s, u"dba.move-allowance"_s, u"season=winter"_s, u"used=3.5"_s, u"cost=0.5"_s, u"--json"_s});
    QCOMPARE(run.code, 0);
    QCOMPARE(run.outcome().value(u"allowed"_s).toBool(), true);
    QCOMPARE(run.outcome().value(u"moves_left"_s).toInt(-1), 0);
    run = cli({u"resolve"_s, u"dba.move-allowance"_s, u"season=winter"_s, u"used=3.5"_s, u"cost=1"_s, u"--json"_s});
    QCOMPARE(run.outcome().value(u"allowed"_s).toBool(), false);
    QCOMPARE(run.outcome().value(u"moves_used"_s).toDouble(), 3.5);

    QTemporaryDir dir;
    const QString file = dir.filePath(u"moves.reeve"_s);
    QCOMPARE(cli({u"new"_s, u"dba"_s, file, u"--scenario"_s, u"1066"_s, u"--sides"_s, u"S. England,Normandy"_s}).code, 0);
    QCOMPARE(cli({u"orders"_s, file, u"adjudicate"_s, uR"([{"do": "army", "side": "S. England", "name": "Harold",
        "at": "Wessex", "general": "Harold", "elements": ["sp/o", "bd/o"]},
        {"do": "army", "side": "Normandy", "name": "William", "at": "Ponthieu", "general": "William", "elements": ["sp/o"]},
        {"do": "army", "side": "Normandy", "type": "fleet", "name": "Ships", "at": "Ponthieu", "elements": ["naval"]}])"_s})
                 .code,
             0);
    // Plain text: under each action its working, in the lines reeve-cli resolve prints.
    run = cli({u"orders"_s, file, u"adjudicate"_s, uR"({"do": "move", "army": "Harold", "to": "Kent", "border": "hill"})"_s});
    QCOMPARE(run.code, 0);
    const QString text = QString::fromUtf8(run.out);
    QVERIFY2(text.contains(u"  private: Harold moves from Wessex to Kent (2 move(s), 2 of 5 used this season"_s), qPrintable(text));
    QVERIFY2(text.contains(u"\n    Land move cost — for Harold to Kent\n"_s), qPrintable(text));
    QVERIFY2(text.contains(u"\n      - A hill border adds 1: 2 moves. (DBA campaign, STRATEGIC MOVEMENT)\n"_s), qPrintable(text));
    QVERIFY2(text.contains(u"\n    Land move cost — Allowed: yes; Moves: 2\n"_s), qPrintable(text));
    QVERIFY2(text.contains(u"      - The move costs 2: 2 of 5 used, so it fits. (DBA campaign, STRATEGIC MOVEMENT)"_s),
             qPrintable(text));
    // Two more hill crossings do not fit in Spring's 5: refused by the rule, exit 2, and nothing written.
    QCOMPARE(cli({u"orders"_s, file, u"adjudicate"_s, uR"({"do": "move", "army": "Harold", "to": "Wessex", "border": "hill"})"_s}).code, 0);
    const QByteArray logBefore = cli({u"log"_s, file, u"--json"_s}).out;
    run = cli({u"orders"_s, file, u"adjudicate"_s, uR"({"do": "move", "army": "Harold", "to": "Kent", "border": "hill"})"_s});
    QCOMPARE(run.code, 2);
    QVERIFY2(run.err.contains("has used 4 of the season's 5 moves"), run.err.constData());
    QCOMPARE(cli({u"log"_s, file, u"--json"_s}).out, logBefore);
    // The same through reeve-cli step: --check says so before anything is rolled, and the JSON names the rule.
    run = cli({u"step"_s, file, u"move"_s, u"army=Harold"_s, u"to=Kent"_s, u"border=hill"_s, u"--check"_s, u"--json"_s});
    QCOMPARE(run.code, 2);
    const QJsonObject refused = QJsonDocument::fromJson(run.out).object();
    QVERIFY(refused.value(u"seq"_s).isNull());
    QCOMPARE(refused.value(u"refusals"_s).toArray().first().toObject().value(u"rule"_s).toString(),
             u"DBA campaign, STRATEGIC MOVEMENT"_s);
    QCOMPARE(cli({u"log"_s, file, u"--json"_s}).out, logBefore);
    // The listed route Ponthieu - Kent without a voyage: embark, route, disembark, its dice printed.
    run = cli({u"orders"_s, file, u"adjudicate"_s,
               uR"({"do": "sea-move", "fleet": "Ships", "to": "Kent", "carrying": ["William"], "dice": {"voyage": [1], "storm": [77, 88]}})"_s});
    QCOMPARE(run.code, 0);
    QVERIFY2(run.out.contains("    Dice (entered): 1 (d2, route leg)"), run.out.constData());
    QVERIFY2(run.out.contains("Ships 2 of 5, William 2 of 5"), run.out.constData());
    // The crossing's 2 moves end at move 2: the ships land in Kent as it begins (Sea Movement).
    QCOMPARE(cli({u"orders"_s, file, u"adjudicate"_s, uR"({"do": "next-move"})"_s}).code, 0);
    // Kent to Wessex is no special sea route: exit 2, naming the one route from Kent.
    run = cli({u"orders"_s, file, u"adjudicate"_s, uR"({"do": "sea-move", "fleet": "Ships", "to": "Wessex", "voyage": "route"})"_s});
    QCOMPARE(run.code, 2);
    QVERIFY2(run.err.contains("from Kent they go to Ponthieu"), run.err.constData());
    // Embarking is the voyage's first leg (half a move, added when left out; Sea Movement): one listed in the
    // middle is refused before any die, exit 2, and nothing is written.
    const QByteArray logAtKent = cli({u"log"_s, file, u"--json"_s}).out;
    run = cli({u"orders"_s, file, u"adjudicate"_s, uR"({"do": "sea-move", "fleet": "Ships", "to": "Wessex",
        "voyage": "coastal,embark,coastal", "carrying": ["William"], "dice": {"voyage": [1, 1], "storm": [50, 50]}})"_s});
    QCOMPARE(run.code, 2);
    QVERIFY2(run.err.contains("Embark is the voyage's first leg"), run.err.constData());
    QCOMPARE(cli({u"log"_s, file, u"--json"_s}).out, logAtKent);
    // The list's "South Jutland" is Table 4's S. Jutland: the route to Wendland is found.
    QCOMPARE(cli({u"orders"_s, file, u"adjudicate"_s, uR"({"do": "army", "side": "Normandy", "type": "fleet",
        "name": "Baltic ships", "at": "S. Jutland", "elements": ["naval"]})"_s}).code, 0);
    run = cli({u"orders"_s, file, u"adjudicate"_s, u"--json"_s, uR"({"do": "sea-move", "fleet": "Baltic ships",
        "to": "Wendland", "friendly": true, "dice": {"voyage": [2], "storm": [50]}})"_s});
    QCOMPARE(run.code, 0);
    const QJsonObject voyage = QJsonDocument::fromJson(run.out).array().at(0).toObject().value(u"outcome"_s).toObject();
    QCOMPARE(voyage.value(u"voyage"_s).toString(), u"route"_s);
    QCOMPARE(voyage.value(u"moves"_s).toInt(), 1);
}

void TestDbaCli::treasuryIsPrivate()
{
    // Each nation's money is its own secret: a ledger entry without --private is its side's, and the
    // treasury step says where the money is when it refuses.
    QTemporaryDir dir;
    const QString file = dir.filePath(u"money.reeve"_s);
    QCOMPARE(cli({u"new"_s, u"dba"_s, file, u"--scenario"_s, u"1066"_s, u"--sides"_s, u"S. England,Normandy"_s}).code, 0);
    QCOMPARE(cli({u"ledger"_s, file, u"credit"_s, u"S. England"_s, u"20"_s, u"--reason"_s, u"hoard of Wessex"_s}).code, 0);
    QVERIFY(!cli({u"log"_s, file, u"--audience"_s, u"public"_s}).out.contains("hoard of Wessex"));
    QVERIFY(!cli({u"log"_s, file, u"--audience"_s, u"side=Normandy"_s}).out.contains("hoard of Wessex"));
    QVERIFY(cli({u"log"_s, file, u"--audience"_s, u"side=S. England"_s}).out.contains("hoard of Wessex"));
    QCOMPARE(cli({u"ledger"_s, file, u"credit"_s, u"Normandy"_s, u"5"_s, u"--reason"_s, u"alms"_s, u"--private"_s,
                  u"public"_s}).code,
             0);
    QVERIFY(cli({u"log"_s, file, u"--audience"_s, u"public"_s}).out.contains("alms"));
    QCOMPARE(cli({u"orders"_s, file, u"adjudicate"_s, uR"({"do": "treasury", "side": "S. England", "capital": "Wessex"})"_s}).code, 0);
    const Run run = cli({u"orders"_s, file, u"adjudicate"_s,
                         uR"({"do": "treasury", "side": "S. England", "amount": 30, "from": "Wessex", "to": "Kent"})"_s});
    QCOMPARE(run.code, 2);
    QVERIFY2(run.err.contains("£20 in Wessex (capital)"), run.err.constData());
}

QTEST_GUILESS_MAIN(TestDbaCli)
#include "tst_dba_cli.moc"
