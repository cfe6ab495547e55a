// PINs from the command line: with a side's and the referee's PIN set, every reeve-cli
// command that shows that audience's secrets (the log, the container, reports, ledger
// views and exports, orders, Swords & Sails reports) stops with exit 2 and a message
// naming --pin unless it is given, and writes nothing; the public views never ask.
// PINs are set, changed and removed with "side FILE pin" and "referee FILE pin", each
// one logged, undoable action that names neither the PIN nor its hash.
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include "campaign/campaign.h"
#include "campaign/pinhash.h"
#include "common/clirun.h"
#include "storage/database.h"

using namespace Qt::StringLiterals;

namespace {

using Run = ReeveTest::CliRun;

Run cli(const QStringList &args)
{
    return ReeveTest::runCli(args, u"reeve-cli-pins-data"_s);
}

const QString kSidePin = u"1111"_s;
const QString kRefereePin = u"9999"_s;

} // namespace

class TestPinsCli : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void gatedViews_data();
    void gatedViews();
    void publicViewsNeverAsk_data();
    void publicViewsNeverAsk();
    void sidePinSetChangeRemove();
    void refereePinSetChangeRemove();
    void oldHashUpgradedByAWrite();

private:
    QStringList expand(QStringList args) const;
    int actionCount(const QString &file) const;
    QTemporaryDir m_dir;
    QString m_file; ///< 1066, Normans with a PIN, a referee PIN, private entries and a drawn hand
    QString m_sas;  ///< Swords & Sails with a referee PIN
    QString m_privateEntry;
};

QStringList TestPinsCli::expand(QStringList args) const
{
    args.replaceInStrings(u"FILE"_s, m_file);
    args.replaceInStrings(u"SAS"_s, m_sas);
    args.replaceInStrings(u"OUT"_s, m_dir.filePath(u"out"_s));
    args.replaceInStrings(u"ENTRY"_s, m_privateEntry);
    return args;
}

int TestPinsCli::actionCount(const QString &file) const
{
    return int(cli({u"log"_s, file, u"--json"_s}).json().value(u"actions"_s).toArray().size());
}

void TestPinsCli::initTestCase()
{
    QDir().mkpath(m_dir.filePath(u"out"_s));
    m_file = m_dir.filePath(u"pins.reeve"_s);
    const QList<QStringList> setup{
            {u"new"_s, u"1066"_s, m_file},
            {u"side"_s, m_file, u"add"_s, u"Normans"_s, u"--pin"_s, kSidePin},
            {u"side"_s, m_file, u"add"_s, u"Vikings"_s},
            {u"container"_s, m_file, u"compose"_s, u"Gold Point=3"_s, u"Spy=2"_s},
            {u"ledger"_s, m_file, u"credit"_s, u"Normans"_s, u"100"_s},
            {u"ledger"_s, m_file, u"debit"_s, u"Normans"_s, u"30"_s, u"--private"_s, u"side"_s, u"--reason"_s,
             u"SECRET-BRIBE"_s},
            {u"orders"_s, m_file, u"write"_s, u"Normans"_s, u"march on York"_s, u"--pin"_s, kSidePin},
            {u"referee"_s, m_file, u"pin"_s, u"--new-pin"_s, kRefereePin},
    };
    for (const QStringList &args : setup) {
        const Run run = cli(args);
        QVERIFY2(run.code == 0, qPrintable(args.join(u' ') + u": "_s + QString::fromUtf8(run.err)));
    }
    const Run entries = cli({u"ledger"_s, m_file, u"list"_s, u"--json"_s, u"--audience"_s, u"referee"_s,
                             u"--pin"_s, kRefereePin});
    for (const QJsonValue &e : entries.json().value(u"entries"_s).toArray()) {
        if (e.toObject().value(u"reason"_s).toString() == u"SECRET-BRIBE"_s)
            m_privateEntry = QString::number(e.toObject().value(u"id"_s).toInteger());
    }
    QVERIFY(!m_privateEntry.isEmpty());

    m_sas = m_dir.filePath(u"sas.reeve"_s);
    QCOMPARE(cli({u"new"_s, u"sas"_s, m_sas, u"--scenario"_s, u"west-4"_s}).code, 0);
    QCOMPARE(cli({u"referee"_s, m_sas, u"pin"_s, u"--new-pin"_s, kRefereePin}).code, 0);
}

void TestPinsCli::gatedViews_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("pin");     // the view's own PIN
    QTest::addColumn<bool>("sideView");   // a side's view: the referee's PIN opens it too
    QTest::addColumn<QString>("written"); // a file the command writes, absent when refused
    const QString side = kSidePin, referee = kRefereePin;
    QTest::newRow("log, side") << QStringList{u"log"_s, u"FILE"_s, u"--audience"_s, u"side=Normans"_s} << side
                               << true << QString();
    QTest::newRow("log, referee") << QStringList{u"log"_s, u"FILE"_s, u"--audience"_s, u"referee"_s}
                                  << referee << false << QString();
    QTest::newRow("container show, side")
            << QStringList{u"container"_s, u"FILE"_s, u"show"_s, u"--audience"_s, u"side=Normans"_s} << side
            << true << QString();
    QTest::newRow("container show, referee")
            << QStringList{u"container"_s, u"FILE"_s, u"show"_s, u"--audience"_s, u"referee"_s} << referee
            << false << QString();
    QTest::newRow("container compose (answers the referee)")
            << QStringList{u"container"_s, u"FILE"_s, u"compose"_s, u"Gold Point=3"_s, u"Spy=2"_s} << referee
            << false << QString();
    QTest::newRow("report, side") << QStringList{u"report"_s,       u"FILE"_s,  u"--audience"_s,
                                                 u"side=Normans"_s, u"--out"_s, u"OUT/side.html"_s}
                                  << side << true << u"OUT/side.html"_s;
    QTest::newRow("report csv, referee")
            << QStringList{u"report"_s,   u"FILE"_s, u"--audience"_s, u"referee"_s,
                           u"--format"_s, u"csv"_s,  u"--out"_s,      u"OUT/referee.csv"_s}
            << referee << false << u"OUT/referee.csv"_s;
    QTest::newRow("ledger list (the referee's by default)")
            << QStringList{u"ledger"_s, u"FILE"_s, u"list"_s} << referee << false << QString();
    QTest::newRow("ledger list csv, side")
            << QStringList{u"ledger"_s, u"FILE"_s, u"list"_s, u"--csv"_s, u"--audience"_s, u"side=Normans"_s}
            << side << true << QString();
    QTest::newRow("ledger balance, referee")
            << QStringList{u"ledger"_s, u"FILE"_s, u"balance"_s, u"--audience"_s, u"referee"_s} << referee
            << false << QString();
    QTest::newRow("ledger balance, side")
            << QStringList{u"ledger"_s, u"FILE"_s, u"balance"_s, u"--audience"_s, u"side=Normans"_s} << side
            << true << QString();
    QTest::newRow("ledger luck") << QStringList{u"ledger"_s, u"FILE"_s, u"luck"_s} << referee << false
                                 << QString();
    QTest::newRow("ledger reconcile")
            << QStringList{u"ledger"_s, u"FILE"_s, u"reconcile"_s} << referee << false << QString();
    QTest::newRow("ledger correct of a private entry")
            << QStringList{u"ledger"_s, u"FILE"_s, u"correct"_s, u"ENTRY"_s} << side << true << QString();
    QTest::newRow("orders list, side")
            << QStringList{u"orders"_s, u"FILE"_s, u"list"_s, u"--audience"_s, u"Normans"_s} << side << true
            << QString();
    QTest::newRow("orders open") << QStringList{u"orders"_s, u"FILE"_s, u"open"_s} << referee << false
                                 << QString();
    QTest::newRow("side list, referee")
            << QStringList{u"side"_s, u"FILE"_s, u"list"_s, u"--audience"_s, u"referee"_s} << referee << false
            << QString();
    QTest::newRow("sas reports") << QStringList{u"sas"_s,     u"SAS"_s,    u"reports"_s, u"--out"_s,
                                                u"OUT/sas"_s, u"--turn"_s, u"1"_s}
                                 << referee << false << u"OUT/sas"_s;
}

void TestPinsCli::gatedViews()
{
    QFETCH(QStringList, args);
    QFETCH(QString, pin);
    QFETCH(bool, sideView);
    QFETCH(QString, written);
    args = expand(args);
    const QString out = expand({written}).first();
    const QString file = args.at(1);
    const int before = actionCount(file);

    const Run without = cli(args);
    QCOMPARE(without.code, 2);
    QVERIFY2(without.err.contains("--pin"), without.err.constData());
    QVERIFY2(!without.out.contains("SECRET-BRIBE") && !without.out.contains("march on York"),
             without.out.constData());
    const Run wrong = cli(args + QStringList{u"--pin"_s, u"0000"_s});
    QCOMPARE(wrong.code, 2);
    QVERIFY2(wrong.err.contains("Wrong PIN"), wrong.err.constData());
    if (!sideView) { // a side's PIN does not open the referee's view
        const Run sidePin = cli(args + QStringList{u"--pin"_s, kSidePin});
        QCOMPARE(sidePin.code, 2);
    }
    QCOMPARE(actionCount(file), before); // refused: nothing written
    if (!out.isEmpty())
        QVERIFY2(!QFileInfo::exists(out), qPrintable(out));

    const Run right = cli(args + QStringList{u"--pin"_s, pin});
    QVERIFY2(right.code == 0, right.err.constData());
    if (!out.isEmpty())
        QVERIFY(QFileInfo::exists(out));
    if (sideView && !args.contains(u"correct"_s)) { // the referee reads every view
        const Run byReferee = cli(args + QStringList{u"--pin"_s, kRefereePin});
        QVERIFY2(byReferee.code == 0, byReferee.err.constData());
    }
}

void TestPinsCli::publicViewsNeverAsk_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("log") << QStringList{u"log"_s, u"FILE"_s};
    QTest::newRow("container show") << QStringList{u"container"_s, u"FILE"_s, u"show"_s};
    QTest::newRow("side list") << QStringList{u"side"_s, u"FILE"_s, u"list"_s};
    QTest::newRow("ledger balance") << QStringList{u"ledger"_s, u"FILE"_s, u"balance"_s, u"--audience"_s,
                                                   u"public"_s};
    QTest::newRow("orders list") << QStringList{u"orders"_s, u"FILE"_s, u"list"_s};
    QTest::newRow("report") << QStringList{u"report"_s, u"FILE"_s,  u"--audience"_s,
                                           u"public"_s, u"--out"_s, u"OUT/public.html"_s};
}

void TestPinsCli::publicViewsNeverAsk()
{
    QFETCH(QStringList, args);
    QDir().mkpath(m_dir.filePath(u"out"_s));
    const Run run = cli(expand(args));
    QVERIFY2(run.code == 0, run.err.constData());
    QVERIFY(!run.out.contains("SECRET-BRIBE"));
}

void TestPinsCli::sidePinSetChangeRemove()
{
    const QString file = m_dir.filePath(u"sidepin.reeve"_s);
    QCOMPARE(cli({u"new"_s, u"1066"_s, file}).code, 0);
    QCOMPARE(cli({u"side"_s, file, u"add"_s, u"Normans"_s}).code, 0);
    auto pin = [&file](const QStringList &more) {
        return cli(QStringList{u"side"_s, file, u"pin"_s, u"Normans"_s} + more);
    };
    Run set = pin({u"--new-pin"_s, u"1234"_s});
    QVERIFY2(set.code == 0, set.err.constData());
    QVERIFY2(set.out.contains("PIN of Normans set"), set.out.constData());
    QVERIFY(!set.out.contains("1234"));
    const int count = actionCount(file);

    // Bad input: exit 2, a message saying what to give, and nothing written.
    const QList<QPair<QStringList, QByteArray>> refused{
            {{u"--new-pin"_s, u"5678"_s}, "--pin OLD"},
            {{u"--new-pin"_s, u"5678"_s, u"--pin"_s, u"0000"_s}, "not the current PIN"},
            {{u"--clear"_s}, "--pin OLD"},
            {{u"--clear"_s, u"--new-pin"_s, u"5678"_s, u"--pin"_s, u"1234"_s}, "not both"},
            {{u"--pin"_s, u"1234"_s}, "--new-pin"}, // no terminal to ask on
            {{u"--new-pin"_s, QString(), u"--pin"_s, u"1234"_s}, "--clear"},
    };
    for (const auto &[args, message] : refused) {
        const Run run = pin(args);
        QVERIFY2(run.code == 2, qPrintable(args.join(u' ')));
        QVERIFY2(run.err.contains(message), run.err.constData());
    }
    QCOMPARE(cli({u"side"_s, file, u"pin"_s, u"Danes"_s, u"--new-pin"_s, u"1"_s}).code, 2);
    QCOMPARE(actionCount(file), count);

    const Run changed = pin({u"--new-pin"_s, u"5678"_s, u"--pin"_s, u"1234"_s});
    QVERIFY2(changed.code == 0, changed.err.constData());
    QVERIFY(changed.out.contains("PIN of Normans changed"));
    const QStringList sideLog{u"log"_s, file, u"--audience"_s, u"side=Normans"_s, u"--pin"_s};
    QCOMPARE(cli(sideLog + QStringList{u"5678"_s}).code, 0);
    QCOMPARE(cli(sideLog + QStringList{u"1234"_s}).code, 2);
    // One undoable action: undo brings the old PIN back, but only with the PIN it takes away (or the
    // referee's), so no one takes a PIN away by undoing it.
    const int beforeUndo = actionCount(file);
    const Run bareUndo = cli({u"undo"_s, file});
    QCOMPARE(bareUndo.code, 2);
    QVERIFY2(bareUndo.err.contains("--pin"), bareUndo.err.constData());
    // The refusal says what is being taken back, not that a view is protected.
    QVERIFY2(bareUndo.err.contains("Taking back a change of the PIN"), bareUndo.err.constData());
    QVERIFY2(!bareUndo.err.contains("is protected by a PIN"), bareUndo.err.constData());
    QCOMPARE(cli({u"undo"_s, file, u"--pin"_s, u"1234"_s}).code, 2);
    QCOMPARE(actionCount(file), beforeUndo);
    QCOMPARE(cli({u"undo"_s, file, u"--pin"_s, u"5678"_s}).code, 0);
    QCOMPARE(cli(sideLog + QStringList{u"1234"_s}).code, 0);
    QCOMPARE(cli({u"redo"_s, file}).code, 2);
    QCOMPARE(cli({u"redo"_s, file, u"--pin"_s, u"1234"_s}).code, 0);
    const Run removed = pin({u"--clear"_s, u"--pin"_s, u"5678"_s});
    QVERIFY2(removed.code == 0, removed.err.constData());
    QVERIFY(removed.out.contains("PIN of Normans removed"));
    QCOMPARE(cli({u"log"_s, file, u"--audience"_s, u"side=Normans"_s}).code, 0);

    // The public log names neither a PIN nor a hash.
    const Run log = cli({u"log"_s, file, u"--json"_s});
    for (const QByteArray &secret : {QByteArray("1234"), QByteArray("5678"), QByteArray("pbkdf2")})
        QVERIFY2(!log.out.contains(secret), log.out.constData());
}

void TestPinsCli::refereePinSetChangeRemove()
{
    const QString file = m_dir.filePath(u"refpin.reeve"_s);
    QCOMPARE(cli({u"new"_s, u"1066"_s, file}).code, 0);
    auto pin = [&file](const QStringList &more) {
        return cli(QStringList{u"referee"_s, file, u"pin"_s} + more);
    };
    QVERIFY(pin({u"--new-pin"_s, u"2468"_s}).out.contains("Referee PIN set"));
    QCOMPARE(cli({u"log"_s, file, u"--audience"_s, u"referee"_s}).code, 2);
    const int count = actionCount(file);
    QCOMPARE(pin({u"--new-pin"_s, u"1357"_s}).code, 2);
    QCOMPARE(pin({u"--clear"_s, u"--pin"_s, u"1357"_s}).code, 2);
    QCOMPARE(cli({u"referee"_s, file, u"lock"_s}).code, 2);
    QCOMPARE(actionCount(file), count);
    QVERIFY(pin({u"--new-pin"_s, u"1357"_s, u"--pin"_s, u"2468"_s}).out.contains("Referee PIN changed"));
    QCOMPARE(cli({u"log"_s, file, u"--audience"_s, u"referee"_s, u"--pin"_s, u"1357"_s}).code, 0);
    QVERIFY(pin({u"--clear"_s, u"--pin"_s, u"1357"_s}).out.contains("Referee PIN removed"));
    QCOMPARE(cli({u"log"_s, file, u"--audience"_s, u"referee"_s}).code, 0);
    const Run log = cli({u"log"_s, file, u"--json"_s});
    for (const QByteArray &secret : {QByteArray("2468"), QByteArray("1357"), QByteArray("pbkdf2")})
        QVERIFY2(!log.out.contains(secret), log.out.constData());
}

void TestPinsCli::oldHashUpgradedByAWrite()
{
    // A campaign from before PBKDF2 keeps its side's PIN as one salted SHA-256: reading commands
    // still check it; the first command that writes and is given the PIN stores it again.
    const QString file = m_dir.filePath(u"legacy.reeve"_s);
    QCOMPARE(cli({u"new"_s, u"1066"_s, file}).code, 0);
    QCOMPARE(cli({u"side"_s, file, u"add"_s, u"Normans"_s}).code, 0);
    auto hash = [&file] {
        auto c = Reeve::Campaign::open(file, Reeve::CampaignFile::Access::ReadOnly);
        return c->database().scalar(u"SELECT pin_hash FROM sides WHERE name = 'Normans'"_s).toString();
    };
    {
        auto c = Reeve::Campaign::open(file);
        c->database().exec(u"UPDATE sides SET pin_hash = ? WHERE name = 'Normans'"_s,
                           {Reeve::PinHash::makeLegacy(u"4321"_s)});
    }
    const QStringList sideLog{u"log"_s, file, u"--audience"_s, u"side=Normans"_s, u"--pin"_s};
    QCOMPARE(cli(sideLog + QStringList{u"1234"_s}).code, 2);
    QCOMPARE(cli(sideLog + QStringList{u"4321"_s}).code, 0);
    QCOMPARE(hash().split(u'$').size(), 2); // a read leaves the file as it was
    const Run write = cli({u"orders"_s, file, u"write"_s, u"Normans"_s, u"hold"_s, u"--pin"_s, u"4321"_s});
    QVERIFY2(write.code == 0, write.err.constData());
    QVERIFY(hash().startsWith(u"pbkdf2-sha256$"_s));
    QCOMPARE(cli(sideLog + QStringList{u"4321"_s}).code, 0);
    QVERIFY(cli({u"log"_s, file}).out.contains("PIN of Normans stored again"));
}

QTEST_GUILESS_MAIN(TestPinsCli)
#include "tst_pins_cli.moc"
