// The real reeve-cli on a few 1066 contract calls: JSON outcome fields, the
// procedure list, exit code 2 for bad input and 3 for a missing Combat Results
// Table cell, which works once the referee has entered it in a campaign.
#include <QDir>
#include <QFile>
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
    return ReeveTest::runCli(args, u"reeve-cli-1066-test-data"_s);
}

} // namespace

class TestCli1066 : public QObject
{
    Q_OBJECT
private slots:
    void vassalageExample();
    void listsTheContract();
    void exitCodes_data();
    void exitCodes();
    void houseCrtInCampaign();
};

void TestCli1066::vassalageExample()
{
    const Run run = cli({u"resolve"_s, u"1066.vassalage"_s, u"attacker_points=3"_s, u"defender_points=1"_s,
                         u"--dice"_s, u"1,2,2,4,2"_s, u"--json"_s});
    QCOMPARE(run.code, 0);
    const QJsonObject outcome = run.outcome();
    QCOMPARE(outcome.value(u"attacker_total"_s).toInt(), 5);
    QCOMPARE(outcome.value(u"defender_total"_s).toInt(), 6);
    QCOMPARE(outcome.value(u"success"_s).toBool(), false);
    QCOMPARE(run.json().value(u"dice"_s).toArray().size(), 5);
}

void TestCli1066::listsTheContract()
{
    const Run run = cli({u"procedures"_s, u"1066"_s});
    QCOMPARE(run.code, 0);
    for (const char *id : {"1066.campaign-markers", "1066.hand-limit", "1066.vassalage", "1066.panic-level",
                           "1066.battle-spoils", "1066.call-to-arms", "1066.pillage", "1066.command-control",
                           "1066.attack", "1066.provisioning"})
        QVERIFY2(run.out.contains(id), id);
    const Run describe = cli({u"describe"_s, u"1066.vassalage"_s, u"--json"_s});
    QCOMPARE(describe.code, 0);
    QStringList names;
    for (const QJsonValue &v : describe.json().value(u"parameters"_s).toArray())
        names << v.toObject().value(u"name"_s).toString();
    QCOMPARE(names, (QStringList{u"attacker_points"_s, u"defender_points"_s}));
    const Run reference = cli({u"reference"_s, u"1066"_s, u"vassalage"_s});
    QCOMPARE(reference.code, 0);
    QVERIFY(reference.out.contains("1066.vassalage"));
}

void TestCli1066::exitCodes_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("field");
    QTest::addColumn<int>("value");
    QTest::newRow("markers") << QStringList{u"resolve"_s, u"1066.campaign-markers"_s, u"leadership=3"_s,
                                            u"feudal=9"_s, u"--json"_s} << 0 << u"markers"_s << 3;
    QTest::newRow("spoils") << QStringList{u"resolve"_s, u"1066.battle-spoils"_s, u"defeated_strength=17"_s,
                                           u"--json"_s} << 0 << u"winner_draws"_s << 3;
    QTest::newRow("provisioning") << QStringList{u"resolve"_s, u"1066.provisioning"_s, u"units=6"_s, u"forage=2"_s,
                                                 u"season=summer"_s, u"castle=true"_s, u"pillaged=false"_s,
                                                 u"--json"_s} << 0 << u"excess"_s << 2;
    QTest::newRow("rolled") << QStringList{u"resolve"_s, u"1066.call-to-arms"_s, u"king_value=2"_s,
                                           u"king_on_map=true"_s, u"home_town_lost=false"_s, u"--seed"_s, u"7"_s,
                                           u"--json"_s} << 0 << QString() << 0;
    QTest::newRow("bad players") << QStringList{u"resolve"_s, u"1066.hand-limit"_s, u"players=5"_s} << 2 << QString()
                                 << 0;
    QTest::newRow("bad season") << QStringList{u"resolve"_s, u"1066.provisioning"_s, u"units=1"_s, u"forage=1"_s,
                                               u"season=spring"_s} << 2 << QString() << 0;
    QTest::newRow("missing CRT cell") << QStringList{u"resolve"_s, u"1066.attack"_s, u"attack=2"_s, u"defense=2"_s,
                                                     u"--dice"_s, u"6,3"_s} << 3 << QString() << 0;
}

void TestCli1066::exitCodes()
{
    QFETCH(QStringList, args);
    QFETCH(int, code);
    QFETCH(QString, field);
    QFETCH(int, value);
    const Run run = cli(args);
    QVERIFY2(run.code == code, run.err.constData());
    if (!field.isEmpty())
        QCOMPARE(run.outcome().value(field).toInt(), value);
}

void TestCli1066::houseCrtInCampaign()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(u"c.reeve"_s);
    QCOMPARE(cli({u"new"_s, u"1066"_s, file}).code, 0);
    const QStringList attack{u"resolve"_s, u"1066.attack"_s, u"attack=2"_s, u"defense=2"_s, u"--dice"_s, u"6,3"_s,
                             u"--campaign"_s, file, u"--json"_s};
    QCOMPARE(cli(attack).code, 3);
    QFile csv(dir.filePath(u"crt.csv"_s));
    QVERIFY(csv.open(QIODevice::WriteOnly));
    csv.write("roll,2\n3,-\n6,E\n");
    csv.close();
    const Run import = cli({u"table"_s, u"1066.crt"_s, u"--import"_s, csv.fileName(), u"--campaign"_s, file});
    QVERIFY2(import.code == 0, import.err.constData());
    const Run run = cli(attack);
    QVERIFY2(run.code == 0, run.err.constData());
    QCOMPARE(run.outcome().value(u"eliminated"_s).toBool(), true);
    QCOMPARE(run.outcome().value(u"hits"_s).toInt(), 1);
}

QTEST_GUILESS_MAIN(TestCli1066)
#include "tst_cli1066.moc"
