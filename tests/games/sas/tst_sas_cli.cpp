// The Swords & Sails command-line contract as outside scripts use it: the real
// reeve-cli binary, its JSON outcome fields and its exit codes (2: no sixth
// army, 3: a missing land-combat cell).
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
    return ReeveTest::runCli(args, u"reeve-sas-cli-test"_s);
}

} // namespace

class TestSasCli : public QObject
{
    Q_OBJECT
private slots:
    void listsTheProcedures();
    void resolves_data();
    void resolves();
    void exitCodes_data();
    void exitCodes();
    void rolledWithoutDice();
    void campaignCommands();
};

void TestSasCli::listsTheProcedures()
{
    const Run run = cli({u"procedures"_s, u"sas"_s, u"--json"_s});
    QCOMPARE(run.code, 0);
    QStringList ids;
    for (const QJsonValue &v : QJsonDocument::fromJson(run.out).object().value(u"procedures"_s).toArray())
        ids << v.toObject().value(u"id"_s).toString();
    for (const char *id : {"sas.income", "sas.army-cost", "sas.espionage", "sas.city-cost", "sas.city-limit",
                           "sas.siege", "sas.vp", "sas.alliance-vp", "sas.land-combat", "sas.fleet-combat",
                           "sas.peasant-limit", "sas.maintenance", "sas.siege-payment", "sas.quick-barrage"})
        QVERIFY2(ids.contains(QString::fromUtf8(id)), id);
}

void TestSasCli::resolves_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("value"); // as JSON
    QTest::newRow("espionage tie at 8")
        << QStringList{u"sas.espionage"_s, u"counter=false"_s, u"--dice"_s, u"4,4"_s} << u"success"_s << u"true"_s;
    QTest::newRow("espionage with counter")
        << QStringList{u"sas.espionage"_s, u"counter=true"_s, u"--dice"_s, u"3,3"_s} << u"total"_s << u"9"_s;
    QTest::newRow("income") << QStringList{u"sas.income"_s, u"season=summer"_s, u"territories=4"_s,
                                           u"trade_cities=2"_s, u"major_cities=1"_s}
                            << u"income"_s << u"130"_s;
    QTest::newRow("siege") << QStringList{u"sas.siege"_s, u"minor_cities=1"_s, u"major_cities=0"_s,
                                          u"territory=nse"_s, u"--dice"_s, u"6,6"_s}
                           << u"payable_max"_s << u"8"_s;
    QTest::newRow("fleet capture") << QStringList{u"sas.fleet-combat"_s, u"attacker=ws"_s, u"defender=tr-unloaded"_s,
                                                  u"--dice"_s, u"1,3"_s}
                                   << u"result"_s << u"\"captured\""_s;
    QTest::newRow("alliance") << QStringList{u"sas.alliance-vp"_s, u"member_vps=20,15"_s, u"capitals=1"_s}
                              << u"vp"_s << u"32"_s;
}

void TestSasCli::resolves()
{
    QFETCH(QStringList, args);
    QFETCH(QString, field);
    QFETCH(QString, value);
    const Run run = cli(QStringList{u"resolve"_s} + args + QStringList{u"--json"_s});
    QVERIFY2(run.code == 0, run.err.constData());
    const QJsonValue want = QJsonDocument::fromJson("[" + value.toUtf8() + "]").array().first();
    QCOMPARE(run.outcome().value(field).toVariant(), want.toVariant());
}

void TestSasCli::exitCodes_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("code");
    QTest::newRow("no sixth army") << QStringList{u"sas.army-cost"_s, u"existing=5"_s} << 2;
    QTest::newRow("missing land-combat cell")
        << QStringList{u"sas.land-combat"_s, u"attacker=li"_s, u"defender=kn"_s, u"--dice"_s, u"3,3"_s} << 3;
    QTest::newRow("missing HI cell rolled") << QStringList{u"sas.land-combat"_s, u"attacker=hi"_s, u"defender=ps"_s} << 3;
    QTest::newRow("bad faction spelling")
        << QStringList{u"sas.city-cost"_s, u"existing=0"_s, u"kind=minor"_s, u"faction=kiev"_s} << 2;
    QTest::newRow("fifth ally") << QStringList{u"sas.alliance-vp"_s, u"member_vps=1,2,3,4,5"_s} << 2;
    QTest::newRow("fourth army ok") << QStringList{u"sas.army-cost"_s, u"existing=4"_s} << 0;
}

void TestSasCli::exitCodes()
{
    QFETCH(QStringList, args);
    QFETCH(int, code);
    const Run run = cli(QStringList{u"resolve"_s} + args);
    QVERIFY2(run.code == code, qPrintable(u"exit %1: %2"_s.arg(run.code).arg(QString::fromUtf8(run.err))));
}

void TestSasCli::rolledWithoutDice()
{
    const Run run = cli({u"resolve"_s, u"sas.land-combat"_s, u"attacker=kn"_s, u"defender=ps"_s, u"--seed"_s,
                         u"sas"_s, u"--json"_s});
    QCOMPARE(run.code, 0);
    const QJsonObject outcome = run.outcome();
    QCOMPARE(outcome.value(u"needed"_s).toInt(), 11);
    const int roll = outcome.value(u"roll"_s).toInt();
    QVERIFY(roll >= 2 && roll <= 12);
    QCOMPARE(outcome.value(u"destroyed"_s).toBool(), roll <= 11);
}

void TestSasCli::campaignCommands()
{
    // A referee's session on a four-faction campaign through reeve-cli sas: the board, phase 1,
    // a secret counter-agent and a spy attempt whose card only the spy reads, and undo.
    QTemporaryDir dir;
    const QString file = dir.filePath(u"west.reeve"_s);
    auto ok = [](const Run &run) {
        return run.code == 0 ? QByteArray() : QByteArray("exit ") + QByteArray::number(run.code) + ": " + run.err;
    };
    QCOMPARE(ok(cli({u"new"_s, u"sas"_s, file, u"--scenario"_s, u"west-4"_s})), QByteArray());
    // Income on a board with nothing on it is refused, saying why, and logs nothing.
    const QByteArray before = cli({u"log"_s, file}).out;
    const Run empty = cli({u"sas"_s, file, u"income"_s, u"--first-turn"_s});
    QCOMPARE(empty.code, 2);
    QVERIFY2(empty.err.contains("register the territories"), empty.err.constData());
    QCOMPARE(cli({u"log"_s, file}).out, before);
    for (const QStringList &words : QList<QStringList>{
             {u"territory"_s, u"Wessex"_s, u"control=England"_s, u"major=1"_s, u"capital=England"_s},
             {u"territory"_s, u"Normandy"_s, u"control=France"_s, u"ports=1"_s},
             {u"territory"_s, u"Pomerania"_s, u"--closed"_s},
             {u"place"_s, u"France"_s, u"army"_s, u"2"_s, u"Normandy"_s, u"kn=1"_s, u"hi=2"_s},
             {u"place"_s, u"England"_s, u"army"_s, u"1"_s, u"Wessex"_s, u"hc=2"_s}})
        QCOMPARE(ok(cli(QStringList{u"sas"_s, file} + words)), QByteArray());
    QCOMPARE(ok(cli({u"sas"_s, file, u"income"_s, u"--first-turn"_s})), QByteArray());
    QCOMPARE(ok(cli({u"ledger"_s, file, u"credit"_s, u"France"_s, u"100"_s, u"--reason"_s, u"starting gold"_s})), QByteArray());
    const auto phase = [&](const QString &name) { // the clock where the next steps belong (turn sequence)
        return ok(cli({u"clock"_s, file, u"set"_s, u"1"_s, u"--phase"_s, name}));
    };
    QCOMPARE(phase(u"2 Espionage"_s), QByteArray());
    QCOMPARE(ok(cli({u"sas"_s, file, u"counter"_s, u"France"_s, u"1"_s})), QByteArray());
    const Run spy = cli({u"sas"_s, file, u"spy"_s, u"England"_s, u"France"_s, u"army"_s, u"2"_s, u"--dice"_s,
                         u"2,2"_s, u"--json"_s, u"--private"_s});
    QCOMPARE(ok(spy), QByteArray());
    const QJsonObject result = QJsonDocument::fromJson(spy.out).object();
    QCOMPARE(result.value(u"success"_s).toBool(), true); // 2+2+3 = 7 against the counter-agent
    QCOMPARE(result.value(u"private"_s).toObject().value(u"card"_s).toString(), u"Army II of France at Normandy: 1 KN, 2 HI"_s);
    const Run publicLog = cli({u"log"_s, file, u"--json"_s});
    QCOMPARE(publicLog.code, 0);
    QVERIFY(publicLog.out.contains("the attempt succeeds"));
    QVERIFY(!publicLog.out.contains("1 KN, 2 HI"));
    const QString html = dir.filePath(u"public.html"_s);
    const Run report = cli({u"report"_s, file, u"--audience"_s, u"public"_s, u"--out"_s, html});
    QCOMPARE(ok(report), QByteArray());
    QFile exported(html);
    QVERIFY(exported.open(QIODevice::ReadOnly));
    const QByteArray page = exported.readAll();
    QVERIFY(page.contains("the attempt succeeds"));
    QVERIFY(!page.contains("1 KN, 2 HI"));
    const Run own = cli({u"log"_s, file, u"--audience"_s, u"side=England"_s, u"--json"_s});
    QVERIFY(own.out.contains("1 KN, 2 HI"));
    // Exit codes: a second try on the same army (2), a closed territory (2), a missing price (3).
    QCOMPARE(cli({u"sas"_s, file, u"spy"_s, u"England"_s, u"France"_s, u"army"_s, u"2"_s, u"--dice"_s, u"1,1"_s}).code, 2);
    QCOMPARE(cli({u"sas"_s, file, u"dance"_s}).code, 2);
    const Run help = cli({u"sas"_s, u"--help"_s});
    QCOMPARE(help.code, 0);
    QVERIFY(help.out.contains("spy SPY TARGET_SIDE army|fleet N"));
    // Phase 4: orders checked against the board, then sealed.
    QCOMPARE(phase(u"4 Write orders"_s), QByteArray());
    QCOMPARE(ok(cli({u"sas"_s, file, u"orders"_s, u"England"_s, u"Army I: attack Normandy"_s})), QByteArray());
    QCOMPARE(cli({u"sas"_s, file, u"orders"_s, u"France"_s, u"Army IV: defend"_s}).code, 2);
    QCOMPARE(phase(u"6 Battles"_s), QByteArray());
    QCOMPARE(cli({u"sas"_s, file, u"control"_s, u"Pomerania"_s, u"England"_s}).code, 2); // closed land
    QCOMPARE(phase(u"7 Build units"_s), QByteArray());
    QCOMPARE(cli({u"sas"_s, file, u"build"_s, u"England"_s, u"army"_s, u"1"_s, u"li=1"_s}).code, 3);
    // The season's reports: public and one per faction, each with only its own private part.
    const QString reports = dir.filePath(u"reports"_s);
    QCOMPARE(ok(cli({u"sas"_s, file, u"reports"_s, u"--turn"_s, u"1"_s, u"--out"_s, reports})), QByteArray());
    auto seasonPage = [&](const QString &name) {
        QFile f(reports + u"/"_s + name + u".html"_s);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("missing");
    };
    QVERIFY(seasonPage(u"england"_s).contains("Card seen: Army II of France at Normandy: 1 KN, 2 HI"));
    QVERIFY(!seasonPage(u"public"_s).contains("1 KN, 2 HI"));
    QVERIFY(!seasonPage(u"france"_s).contains("Card seen"));
    QVERIFY(seasonPage(u"holy-roman-empire"_s).contains("the attempt succeeds"));
    // Phase 9 and undo of it.
    const Run score = cli({u"sas"_s, file, u"score"_s, u"--json"_s});
    QCOMPARE(score.code, 0);
    QCOMPARE(phase(u"9 Advance season"_s), QByteArray());
    QCOMPARE(ok(cli({u"sas"_s, file, u"advance"_s})), QByteArray());
    // Phase 1 of the next season: advancing now skips all of it, so it wants --skip (phase 9).
    const QByteArray logBefore = cli({u"log"_s, file, u"--json"_s}).out;
    const Run early = cli({u"sas"_s, file, u"advance"_s});
    QCOMPARE(early.code, 2);
    QVERIFY2(early.err.contains("skip"), early.err.constData());
    QCOMPARE(cli({u"log"_s, file, u"--json"_s}).out, logBefore);
    QCOMPARE(ok(cli({u"sas"_s, file, u"advance"_s, u"--skip"_s})), QByteArray());
    QCOMPARE(ok(cli({u"undo"_s, file})), QByteArray());
    QCOMPARE(ok(cli({u"undo"_s, file})), QByteArray());
}

QTEST_GUILESS_MAIN(TestSasCli)
#include "tst_sas_cli.moc"
