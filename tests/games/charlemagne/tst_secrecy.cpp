// Treasure is secret (issue 23, Charlemagne 2 and 6): Charlemagne §25 lets a player see the other's treasure
// only through an espionage stratagem, so no public or Tribal view shows the Empire's figure, while the
// Empire and the referee read it and the ledger agrees with the log. Run through the real reeve-cli.
//
// Worked by hand: the Empire starts with 10 TP (scenario 3b); 64 occupied burgs entered give 64 TP (§10.1a),
// 74 in all; two stratagem draws cost 2 × 2 = 4 TP (§10.2c), leaving 70. 74 and 70 are figures no seq, date
// or id of this campaign can be mistaken for once "#N", times and hashes are taken out.
//
// The second campaign plays the same Treasury Phase with the side left out: the clock names the Empire, so the
// taxes and the purchase are the Empire's (§3.1, §10.1c, §10.2), addressed to it and hidden from the rest alike.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include "common/clirun.h"

using namespace Qt::StringLiterals;

namespace {

ReeveTest::CliRun cli(const QStringList &args)
{
    return ReeveTest::runCli(args, u"reeve-test-charlemagne-secrecy"_s);
}

/// \a text without what carries digits but no figure: "#12" seqs and unit numbers (and their JSON "seq": 12),
/// times, dates, hashes and a CSV report's action column.
QString scrubbed(QString text)
{
    static const QRegularExpression noise(
            uR"re(#\d+|"(seq|id|refers_to|turn|action_seq)": \d+|\d{4}-\d\d-\d\d[T ][\d:.]+Z?|\d\d:\d\d( UTC)?|[0-9a-f]{16,}|\bturn \d+|Turn \d+ \(\d+\))re"_s);
    // A CSV report's last column is the action's number (a seq): each log row and ledger row carries one.
    static const QRegularExpression csvAction(uR"re((?m)^((?:[^,\n]*,){10})\d+\r?$)re"_s);
    return text.remove(noise).replace(csvAction, u"\\1"_s);
}

bool showsFigure(const QString &text, int figure)
{
    return QRegularExpression(u"\\b%1\\b"_s.arg(figure)).match(scrubbed(text)).hasMatch();
}

} // namespace

class TestCharlemagneSecrecy : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void noOtherViewShowsTheTreasure_data();
    void noOtherViewShowsTheTreasure();
    void theSideAndTheRefereeReadIt();
    void ledgerAgreesWithTheLog();
    void otherPlayersTreasuryRefused();
    void anotherSidesBalanceIsADash_data();
    void anotherSidesBalanceIsADash();

private:
    void addViewRows(const QString &file, const QString &suffix);
    QTemporaryDir m_dir;
    QString m_file;
    QString m_clockFile; ///< the same purchases with side= left out, the clock naming the Empire
};

void TestCharlemagneSecrecy::initTestCase()
{
    m_file = m_dir.filePath(u"secret.reeve"_s);
    QCOMPARE(cli({u"new"_s, u"charlemagne"_s, m_file, u"--scenario"_s, u"771"_s}).code, 0);
    QCOMPARE(cli({u"charlemagne"_s, m_file, u"treasury"_s, u"Empire"_s, u"burgs=64"_s}).code, 0);
    QCOMPARE(cli({u"charlemagne"_s, m_file, u"buy-stratagems"_s, u"Empire"_s, u"2"_s}).code, 0);

    m_clockFile = m_dir.filePath(u"clock.reeve"_s);
    QCOMPARE(cli({u"new"_s, u"charlemagne"_s, m_clockFile, u"--scenario"_s, u"771"_s}).code, 0);
    QCOMPARE(cli({u"clock"_s, m_clockFile, u"side"_s, u"Empire"_s}).code, 0);
    for (int i = 0; i < 3; ++i) // Event → Stratagem → Vassalage → Treasury
        QCOMPARE(cli({u"clock"_s, m_clockFile, u"next"_s}).code, 0);
    const ReeveTest::CliRun taxes = cli({u"charlemagne"_s, m_clockFile, u"treasury"_s, u"burgs=64"_s});
    QVERIFY2(taxes.code == 0, taxes.err.constData());
    const ReeveTest::CliRun bought = cli({u"step"_s, m_clockFile, u"buy-stratagems"_s, u"count=2"_s});
    QVERIFY2(bought.code == 0, bought.err.constData());
}

void TestCharlemagneSecrecy::noOtherViewShowsTheTreasure_data()
{
    QTest::addColumn<QStringList>("command");
    for (const QString &file : {m_file, m_clockFile})
        addViewRows(file, file == m_clockFile ? u" (side from the clock)"_s : QString());
}

void TestCharlemagneSecrecy::addViewRows(const QString &file, const QString &suffix)
{
    const QString report = m_dir.filePath(u"report"_s) + (suffix.isEmpty() ? QString() : u"-clock"_s);
    for (const QString &who : {u"public"_s, u"side=Tribal"_s}) {
        const QByteArray tag = (who + suffix).toUtf8();
        QTest::newRow(("log " + tag).constData()) << QStringList{u"log"_s, file, u"--audience"_s, who};
        QTest::newRow(("log json " + tag).constData()) << QStringList{u"log"_s, file, u"--audience"_s, who, u"--json"_s};
        QTest::newRow(("side list " + tag).constData()) << QStringList{u"side"_s, file, u"list"_s, u"--audience"_s, who};
        QTest::newRow(("side list json " + tag).constData())
                << QStringList{u"side"_s, file, u"list"_s, u"--audience"_s, who, u"--json"_s};
        QTest::newRow(("ledger balance " + tag).constData())
                << QStringList{u"ledger"_s, file, u"balance"_s, u"--audience"_s, who};
        QTest::newRow(("ledger list " + tag).constData()) << QStringList{u"ledger"_s, file, u"list"_s, u"--audience"_s, who};
        QTest::newRow(("ledger list json " + tag).constData())
                << QStringList{u"ledger"_s, file, u"list"_s, u"--audience"_s, who, u"--json"_s};
        for (const QString &format : {u"html"_s, u"csv"_s})
            QTest::newRow((u"report "_s + format + u' ' + who + suffix).toUtf8().constData())
                    << QStringList{u"report"_s, file,   u"--from"_s, u"1"_s,        u"--to"_s, u"1"_s,
                                   u"--audience"_s, who, u"--format"_s, format, u"--out"_s,
                                   report + u'-' + QString(who).replace(u'=', u'-') + u'.' + format};
    }
}

void TestCharlemagneSecrecy::noOtherViewShowsTheTreasure()
{
    QFETCH(QStringList, command);
    const ReeveTest::CliRun r = cli(command);
    QCOMPARE(r.code, 0);
    QString seen = QString::fromUtf8(r.out);
    const qsizetype out = command.indexOf(u"--out"_s);
    if (out >= 0) {
        QFile file(command.at(out + 1));
        QVERIFY(file.open(QIODevice::ReadOnly));
        seen += QString::fromUtf8(file.readAll());
    }
    for (int figure : {74, 70, 64})
        QVERIFY2(!showsFigure(seen, figure), qPrintable(u"%1 shows %2:\n%3"_s.arg(command.join(u' ')).arg(figure)
                                                                .arg(scrubbed(seen).left(4000))));
    QVERIFY2(!seen.contains(u"treasure now"_s), qPrintable(seen.left(2000)));
}

void TestCharlemagneSecrecy::theSideAndTheRefereeReadIt()
{
    for (const QString &file : {m_file, m_clockFile}) {
        for (const QString &who : {u"side=Empire"_s, u"referee"_s}) {
            const ReeveTest::CliRun log = cli({u"log"_s, file, u"--audience"_s, who});
            QVERIFY2(log.out.contains("treasure now 74") && log.out.contains("treasure now 70"),
                     log.out.right(3000).constData());
            const ReeveTest::CliRun balance = cli({u"ledger"_s, file, u"balance"_s, u"--audience"_s, who});
            QVERIFY2(balance.out.contains("70 treasure points"), balance.out.constData());
        }
    }
}

void TestCharlemagneSecrecy::ledgerAgreesWithTheLog()
{
    // Issue 23, Charlemagne 6: the treasury and the purchase are ledger entries, and the ledger reconciles.
    const ReeveTest::CliRun list = cli({u"ledger"_s, m_file, u"list"_s, u"--audience"_s, u"referee"_s});
    QVERIFY2(list.out.contains("taxes, Charlemagne §10.1") && list.out.contains("2 stratagem(s)"),
             list.out.constData());
    const ReeveTest::CliRun reconcile = cli({u"ledger"_s, m_file, u"reconcile"_s});
    QVERIFY2(reconcile.code == 0, reconcile.out.constData());
    QCOMPARE(cli({u"verify"_s, m_file}).code, 0);
    // One undo takes back the purchase whole: the entry goes, the ledger still reconciles at 74.
    QCOMPARE(cli({u"undo"_s, m_file}).code, 0);
    QVERIFY(cli({u"ledger"_s, m_file, u"balance"_s, u"--audience"_s, u"referee"_s}).out.contains("74 treasure points"));
    QCOMPARE(cli({u"ledger"_s, m_file, u"reconcile"_s}).code, 0);
}

void TestCharlemagneSecrecy::otherPlayersTreasuryRefused()
{
    // In the Empire's Treasury Phase the Tribal player neither collects nor buys: each does so in his own
    // friendly Treasury Phase (§10.1c, §10.2, §3.1). Refused with exit 2, nothing written.
    const QByteArray before = cli({u"log"_s, m_clockFile, u"--audience"_s, u"referee"_s}).out;
    for (const QStringList &args : {QStringList{u"treasury"_s, u"side=Tribal"_s},
                                    QStringList{u"buy-stratagems"_s, u"side=Tribal"_s, u"count=1"_s}}) {
        const ReeveTest::CliRun r = cli(QStringList{u"step"_s, m_clockFile} + args);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("§10") && r.err.contains("Empire player's turn"), r.err.constData());
    }
    QCOMPARE(cli({u"log"_s, m_clockFile, u"--audience"_s, u"referee"_s}).out, before);
}

void TestCharlemagneSecrecy::anotherSidesBalanceIsADash_data()
{
    QTest::addColumn<QString>("who");
    QTest::addColumn<QString>("own"); // the one side whose balance this view reads; every other is a dash
    QTest::newRow("public") << u"public"_s << QString();
    QTest::newRow("Tribal") << u"side=Tribal"_s << u"Tribal"_s;
    QTest::newRow("Empire") << u"side=Empire"_s << u"Empire"_s;
}

void TestCharlemagneSecrecy::anotherSidesBalanceIsADash()
{
    // §25: the other side's treasure is unknown, so its balance reads "–", not "0 treasure points" (a figure,
    // and a wrong one); the reader's own balance and the referee's view keep their figures.
    QFETCH(QString, who);
    QFETCH(QString, own);
    const ReeveTest::CliRun balance = cli({u"ledger"_s, m_file, u"balance"_s, u"--audience"_s, who});
    const ReeveTest::CliRun sides = cli({u"side"_s, m_file, u"list"_s, u"--audience"_s, who});
    int rows = 0;
    for (const QString &side : {u"Empire"_s, u"Tribal"_s, u"Neutral"_s}) {
        const QByteArray name = side.toUtf8();
        for (const QByteArray &out : {balance.out, sides.out}) {
            for (const QByteArray &line : out.split('\n')) {
                if (!line.startsWith(name + '\t') && !line.contains('\t' + name + '\t'))
                    continue;
                ++rows;
                if (side == own)
                    QVERIFY2(line.endsWith(" treasure points"), line.constData());
                else
                    QVERIFY2(line.endsWith("\t–"), line.constData());
            }
        }
    }
    QCOMPARE(rows, 6);
    if (own == u"Empire"_s) // 74: ledgerAgreesWithTheLog took the purchase back
        QVERIFY2(balance.out.contains("Empire\t74 treasure points"), balance.out.constData());
    const ReeveTest::CliRun json = cli({u"side"_s, m_file, u"list"_s, u"--audience"_s, who, u"--json"_s});
    const QJsonArray list = QJsonDocument::fromJson(json.out).object().value(u"sides"_s).toArray();
    QCOMPARE(list.size(), 3);
    for (const QJsonValue &side : list)
        QCOMPARE(side.toObject().value(u"balance"_s).isNull(), side.toObject().value(u"name"_s).toString() != own);
    const ReeveTest::CliRun referee = cli({u"ledger"_s, m_file, u"balance"_s, u"--audience"_s, u"referee"_s});
    QVERIFY2(referee.out.contains("Empire\t74 treasure points") && referee.out.contains("Tribal\t0 treasure points"),
             referee.out.constData());
}

QTEST_GUILESS_MAIN(TestCharlemagneSecrecy)
#include "tst_secrecy.moc"
