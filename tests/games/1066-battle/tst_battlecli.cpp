// reeve-cli battle: a battle run from a script on a §27 scenario campaign, with the campaign's
// units of York (their printed values registered first: exit 3 until then), a typed-in attacker,
// entered and rolled dice, the results carried to the map, undo and redo, and the exit codes.
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
    return ReeveTest::runCli(args, u"reeve-cli-battle-test-data"_s);
}

/// A house Combat Results Table for every column: defence 1: E on 4-6; 2: D on 5, E on 6; 3: E on 6; 4: D on 6.
QByteArray houseCrt()
{
    QByteArray csv = "roll,1,2,3,4\n";
    for (int roll = 1; roll <= 6; ++roll) {
        csv += QByteArray::number(roll) + ',' + (roll >= 4 ? "E" : "-") + ',';
        csv += QByteArray(roll == 6 ? "E" : roll == 5 ? "D" : "-") + ',' + (roll == 6 ? "E" : "-") + ',';
        csv += QByteArray(roll == 6 ? "D" : "-") + '\n';
    }
    return csv;
}

} // namespace

class TestBattleCli : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void battleAtYork();
    void exitCodes_data();
    void exitCodes();
    void seasonFromTheClock();

private:
    Run battle(const QStringList &words) { return cli(QStringList{u"battle"_s, m_file} + words); }
    QTemporaryDir m_dir;
    QString m_file;
};

void TestBattleCli::initTestCase()
{
    m_file = m_dir.filePath(u"york.reeve"_s);
    const Run created = cli({u"new"_s, u"1066"_s, m_file, u"--scenario"_s, u"1066"_s, u"--sides"_s,
                             u"Normans,Anglo-Saxons,Vikings"_s});
    QVERIFY2(created.code == 0, created.err.constData());
    QFile csv(m_dir.filePath(u"crt.csv"_s));
    QVERIFY(csv.open(QIODevice::WriteOnly));
    csv.write(houseCrt());
    csv.close();
    const Run crt = cli({u"table"_s, u"1066.crt"_s, u"--import"_s, csv.fileName(), u"--campaign"_s, m_file});
    QVERIFY2(crt.code == 0, crt.err.constData());
}

void TestBattleCli::battleAtYork()
{
    Run run = battle({u"start"_s, u"York"_s, u"--attacker"_s, u"Vikings"_s, u"--defender"_s, u"Anglo-Saxons"_s,
                      u"--json"_s});
    QVERIFY2(run.code == 0, run.err.constData());
    QCOMPARE(run.json()[u"state"_s][u"square"_s].toString(), u"York"_s);
    run = battle({u"units"_s, u"--json"_s});
    QCOMPARE(run.code, 0);
    const QJsonArray units = run.json()[u"units"_s].toArray();
    QCOMPARE(units.size(), 2); // Morcar/Edwin and the York fyrd (§27); the Vikings are still in Norway
    QString leader, fyrd;
    for (const QJsonValue &u : units)
        (u[u"type"_s].toString() == u"thegn"_s ? leader : fyrd) = QString::number(u[u"unit"_s].toInteger());
    QCOMPARE(units.at(0)[u"missing"_s].toArray().size() + units.at(1)[u"missing"_s].toArray().size(), 5);
    run = battle({u"place"_s, leader, u"centre"_s});
    QCOMPARE(run.code, 3); // printed values not registered: a prompt, not a guess
    QVERIFY(run.err.contains("values " + leader.toUtf8()));
    QCOMPARE(battle({u"values"_s, leader, u"attack=2"_s, u"defence=2"_s, u"leader=1"_s}).code, 0);
    QCOMPARE(battle({u"values"_s, fyrd, u"attack=1"_s, u"defence=1"_s}).code, 0);
    QCOMPARE(battle({u"place"_s, leader, u"centre"_s}).code, 0);
    QCOMPARE(battle({u"place"_s, fyrd, u"left"_s}).code, 0);
    run = battle({u"place"_s, u"centre"_s, u"--side"_s, u"attacker"_s, u"--type"_s, u"thegn"_s, u"--name"_s,
                  u"Harald"_s, u"--attack"_s, u"3"_s, u"--defence"_s, u"2"_s, u"--leader"_s, u"2"_s, u"--king"_s});
    QVERIFY2(run.code == 0, run.err.constData());
    QCOMPARE(battle({u"commander"_s, u"D1"_s}).code, 0);
    QCOMPARE(battle({u"commander"_s, u"A3"_s}).code, 0);
    run = battle({u"step"_s, u"--dice"_s, u"4"_s, u"--json"_s});
    QCOMPARE(run.json()[u"outcome"_s][u"length"_s].toInt(), 4);
    QCOMPARE(run.json()[u"state"_s][u"sides"_s][1][u"panic_level"_s].toInt(), 2); // (2+1 + 1) / 2
    QCOMPARE(battle({u"step"_s}).code, 0); // the attacker's movement round ends
    QCOMPARE(battle({u"attack"_s, u"A3"_s, u"D1"_s}).code, 0);
    QCOMPARE(battle({u"step"_s, u"--dice"_s, u"6,1"_s}).code, 2); // three dice are needed
    run = battle({u"step"_s, u"--dice"_s, u"6,1,1"_s});
    QVERIFY2(run.code == 0 && run.out.contains("§15.8"), run.out.constData());
    run = battle({u"step"_s, u"--dice"_s, u"2"_s, u"--json"_s}); // rally 2 > leader 1: Morcar falls, panic
    QCOMPARE(run.json()[u"state"_s][u"phase"_s].toString(), u"pursuit"_s);
    QCOMPARE(battle({u"step"_s}).code, 0); // the pursuit ends
    run = battle({u"step"_s, u"--json"_s});
    QCOMPARE(run.json()[u"outcome"_s][u"winner_draws"_s].toInt(), 0); // defeated strength 4 (§15.18)
    QCOMPARE(battle({u"apply"_s}).code, 2);  // the fyrd must retreat somewhere
    run = battle({u"apply"_s, u"--retreat"_s, u"Durham"_s, u"--json"_s});
    QVERIFY2(run.code == 0, run.err.constData());
    QVERIFY(QJsonDocument(run.json()[u"steps"_s].toArray()).toJson().contains("15.19"));
    run = battle({u"units"_s, u"--json"_s});
    QCOMPARE(run.json()[u"units"_s].toArray().size(), 0); // Morcar eliminated, the fyrd in Durham
    QCOMPARE(cli({u"undo"_s, m_file}).code, 0);
    QCOMPARE(battle({u"units"_s, u"--json"_s}).json()[u"units"_s].toArray().size(), 2);
    QCOMPARE(battle({u"show"_s, u"--json"_s}).json()[u"state"_s][u"applied"_s].toBool(), false);
    QCOMPARE(cli({u"redo"_s, m_file}).code, 0);
    QCOMPARE(battle({u"show"_s, u"--json"_s}).json()[u"state"_s][u"applied"_s].toBool(), true);
    const Run log = cli({u"log"_s, m_file, u"--kind"_s, u"1066.battle.apply"_s});
    QVERIFY(log.out.contains("York"));
}

void TestBattleCli::exitCodes_data()
{
    QTest::addColumn<QStringList>("words");
    QTest::addColumn<int>("code");
    QTest::newRow("unknown verb") << QStringList{u"charge"_s} << 2;
    QTest::newRow("over and settled") << QStringList{u"step"_s} << 2;
    QTest::newRow("applied twice") << QStringList{u"apply"_s, u"--retreat"_s, u"Durham"_s} << 2;
    QTest::newRow("unknown side") << QStringList{u"start"_s, u"York"_s, u"--attacker"_s, u"Danes"_s,
                                                 u"--defender"_s, u"Vikings"_s} << 2;
    QTest::newRow("unknown square") << QStringList{u"start"_s, u"Jorvik"_s, u"--attacker"_s, u"Normans"_s,
                                                   u"--defender"_s, u"Vikings"_s} << 2;
    QTest::newRow("show") << QStringList{u"show"_s} << 0;
    QTest::newRow("help") << QStringList{u"--help"_s} << 0;
}

void TestBattleCli::exitCodes()
{
    QFETCH(QStringList, words);
    QFETCH(int, code);
    const Run run = battle(words);
    QVERIFY2(run.code == code, (run.out + run.err).constData());
}

// 1066 §9.9: a June battle is a summer one, so a length die of 3 gives 4 battle turns; a season
// given overrides the month, and the step's outcome says which was used.
void TestBattleCli::seasonFromTheClock()
{
    const QString file = m_dir.filePath(u"june.reeve"_s);
    QCOMPARE(cli({u"new"_s, u"1066"_s, file, u"--scenario"_s, u"1066"_s, u"--sides"_s,
                  u"Normans,Anglo-Saxons,Vikings"_s}).code, 0);
    QCOMPARE(cli({u"clock"_s, file, u"set"_s, u"6"_s}).code, 0);
    const auto b = [&](const QStringList &words) { return cli(QStringList{u"battle"_s, file} + words); };
    Run run = b({u"new"_s, u"--attacker"_s, u"Vikings"_s, u"--defender"_s, u"Anglo-Saxons"_s, u"--json"_s});
    QVERIFY2(run.code == 0, run.err.constData());
    QVERIFY2(run.json()[u"summary"_s].toString().contains(u"(summer)"_s), run.out.constData());
    // §15.2: the defender sets up first.
    QCOMPARE(b({u"place"_s, u"centre"_s, u"--side"_s, u"defender"_s, u"--type"_s, u"thegn"_s, u"--attack"_s, u"2"_s,
                u"--defence"_s, u"3"_s, u"--leader"_s, u"1"_s}).code, 0);
    QCOMPARE(b({u"place"_s, u"centre"_s, u"--side"_s, u"attacker"_s, u"--type"_s, u"huscarl"_s, u"--attack"_s, u"3"_s,
                u"--defence"_s, u"3"_s, u"--leader"_s, u"2"_s}).code, 0);
    QCOMPARE(b({u"commander"_s, u"A2"_s}).code, 0);
    QCOMPARE(b({u"commander"_s, u"D1"_s}).code, 0);
    run = b({u"length"_s, u"--dice"_s, u"3"_s});
    QVERIFY2(run.out.contains("3 \xe2\x86\x92 4 battle turns"), run.out.constData());
    const Run given = cli({u"step"_s, file, u"new"_s, u"attacker=A"_s, u"defender=B"_s, u"season=winter"_s, u"--json"_s});
    QCOMPARE(given.json()[u"outcome"_s][u"season_from"_s].toString(), u"given"_s);
    QVERIFY(given.json()[u"outcome"_s][u"state"_s].toObject().value(u"season"_s).toString() == u"winter"_s
            || given.out.contains("winter"));
}

QTEST_GUILESS_MAIN(TestBattleCli)
#include "tst_battlecli.moc"
