// The Swords & Sails command-line contract as outside scripts use it: the real
// reeve-cli binary, its JSON outcome fields and its exit codes (2: no sixth
// army, 3: a missing land-combat cell).
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QtTest>

using namespace Qt::StringLiterals;

namespace {

struct Run
{
    int code = -1;
    QByteArray out;
    QByteArray err;
    QJsonObject outcome() const { return QJsonDocument::fromJson(out).object().value(u"outcome"_s).toObject(); }
};

Run cli(const QStringList &args)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"XDG_DATA_HOME"_s, QDir::tempPath() + u"/reeve-sas-cli-test"_s);
    process.setProcessEnvironment(env);
    process.start(QString::fromUtf8(REEVE_CLI), args);
    process.waitForFinished(60000);
    return Run{process.exitCode(), process.readAllStandardOutput(), process.readAllStandardError()};
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

QTEST_GUILESS_MAIN(TestSasCli)
#include "tst_sas_cli.moc"
