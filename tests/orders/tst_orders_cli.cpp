// reeve-cli orders as a referee and the nations use it: write (with a side's PIN),
// list per audience, amend, reveal, verify after tampering, and the exit codes
// (0 ok, 2 bad input, 4 a commitment that does not hold).
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include "common/clirun.h"
#include "storage/database.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

namespace {

using Run = ReeveTest::CliRun;

Run cli(const QStringList &args)
{
    return ReeveTest::runCli(args, u"reeve-cli-test-data"_s);
}

} // namespace

class TestOrdersCli : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void sealedThenRevealed();
    void exitCodes_data();
    void exitCodes();
    void tamperIsCaught();

private:
    QTemporaryDir m_dir;
    QString m_file;
};

void TestOrdersCli::initTestCase()
{
    m_file = m_dir.filePath(u"season.reeve"_s);
    QCOMPARE(cli({u"new"_s, u"dba"_s, m_file}).code, 0);
    QCOMPARE(cli({u"side"_s, m_file, u"add"_s, u"Wessex"_s, u"--pin"_s, u"1066"_s}).code, 0);
    QCOMPARE(cli({u"side"_s, m_file, u"add"_s, u"Norway"_s}).code, 0);
}

void TestOrdersCli::sealedThenRevealed()
{
    const QString orders = m_dir.filePath(u"norway.txt"_s);
    QFile f(orders);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("1. Sail from Bergen to Orkney\n2. if storm then stay beached\n");
    f.close();
    QCOMPARE(cli({u"orders"_s, m_file, u"write"_s, u"Norway"_s, u"--file"_s, orders}).code, 0);
    QCOMPARE(cli({u"orders"_s, m_file, u"write"_s, u"Wessex"_s, u"Hold London; if invaded then march north"_s,
                  u"--pin"_s, u"1066"_s})
                 .code,
             0);
    const Run pub = cli({u"orders"_s, m_file, u"list"_s, u"--json"_s});
    QCOMPARE(pub.code, 0);
    QVERIFY(!pub.out.contains("Orkney"));
    QVERIFY(!pub.out.contains("London"));
    const Run own = cli({u"orders"_s, m_file, u"list"_s, u"--audience"_s, u"Wessex"_s, u"--pin"_s, u"1066"_s});
    QCOMPARE(own.code, 0);
    QVERIFY(own.out.contains("2. If invaded: march north"));
    QVERIFY(!own.out.contains("Orkney"));
    const Run norway = cli({u"orders"_s, m_file, u"list"_s, u"--audience"_s, u"Norway"_s, u"--json"_s});
    const QJsonArray sides = norway.json().value(u"sides"_s).toArray();
    QCOMPARE(sides.size(), 2);
    QCOMPARE(sides.at(1).toObject().value(u"items"_s).toArray().size(), 2);
    QVERIFY(!sides.at(0).toObject().contains(u"items"_s));
    QCOMPARE(cli({u"orders"_s, m_file, u"verify"_s}).code, 0);
    QCOMPARE(cli({u"orders"_s, m_file, u"reveal"_s}).code, 0);
    const Run after = cli({u"orders"_s, m_file, u"list"_s});
    QVERIFY(after.out.contains("Sail from Bergen to Orkney"));
    QVERIFY(after.out.contains("Hold London"));
    QCOMPARE(cli({u"undo"_s, m_file}).code, 0);
    QVERIFY(!cli({u"orders"_s, m_file, u"list"_s}).out.contains("Orkney"));
}

void TestOrdersCli::exitCodes_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("code");
    QTest::newRow("no verb") << QStringList{} << 2;
    QTest::newRow("help") << QStringList{u"--help"_s} << 0;
    QTest::newRow("unknown verb") << QStringList{u"FILE"_s, u"shout"_s} << 2;
    QTest::newRow("unknown side") << QStringList{u"FILE"_s, u"write"_s, u"Mercia"_s, u"Hold"_s} << 2;
    QTest::newRow("empty orders") << QStringList{u"FILE"_s, u"write"_s, u"Norway"_s} << 2;
    QTest::newRow("PIN needed") << QStringList{u"FILE"_s, u"write"_s, u"Wessex"_s, u"Hold"_s} << 2;
    QTest::newRow("wrong PIN") << QStringList{u"FILE"_s, u"write"_s, u"Wessex"_s, u"Hold"_s, u"--pin"_s, u"1"_s} << 2;
    QTest::newRow("side view without PIN") << QStringList{u"FILE"_s, u"list"_s, u"--audience"_s, u"Wessex"_s} << 2;
    QTest::newRow("bad turn") << QStringList{u"FILE"_s, u"list"_s, u"--turn"_s, u"x"_s} << 2;
}

void TestOrdersCli::exitCodes()
{
    QFETCH(QStringList, args);
    QFETCH(int, code);
    args.replaceInStrings(u"FILE"_s, m_file);
    args.prepend(u"orders"_s);
    QCOMPARE(cli(args).code, code);
}

void TestOrdersCli::tamperIsCaught()
{
    const QString file = m_dir.filePath(u"tamper.reeve"_s);
    QCOMPARE(cli({u"new"_s, u"dba"_s, file}).code, 0);
    QCOMPARE(cli({u"side"_s, file, u"add"_s, u"Norway"_s}).code, 0);
    QCOMPARE(cli({u"orders"_s, file, u"write"_s, u"Norway"_s, u"Stay home"_s}).code, 0);
    {
        Database db(file, Database::Mode::ReadWrite);
        db.exec(u"UPDATE orders SET items = '[{\"number\":1,\"text\":\"Invade England\"}]'"_s);
    }
    QCOMPARE(cli({u"orders"_s, file, u"verify"_s}).code, 4);
    QCOMPARE(cli({u"orders"_s, file, u"reveal"_s}).code, 4);
}

QTEST_GUILESS_MAIN(TestOrdersCli)
#include "tst_orders_cli.moc"
