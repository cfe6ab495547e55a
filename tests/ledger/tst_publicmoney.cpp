// Public money is public money (issue 19, item 6): with a Swords & Sails secret
// counter-espionage purchase and a referee-private transfer in the books, every public
// figure of a side's money is the sum of its public entries, labelled as such, and the
// same in every view: ledger balance, side list, the ledger's CSV balance column, the
// report (HTML and CSV), the entries of the ledger dock and the charts' series. A side's
// own view adds its own private entries, the referee's the account.
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "common/clirun.h"
#include "ledger/ledgercsv.h"
#include "ledger/ledgerhistory.h"
#include "ledger/ledgerlog.h"
#include "ledger/ledgerreader.h"
#include "ledger/reportbuilder.h"
#include "log/logquery.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

namespace {

ReeveTest::CliRun cli(const QStringList &args)
{
    return ReeveTest::runCli(args, u"reeve-publicmoney-data"_s);
}

/// The last value of the balance column for \a side in a ledger CSV (header included).
qint64 lastCsvBalance(const QString &csv, const QString &side, QString *column = nullptr)
{
    const QStringList lines = csv.split(u"\r\n"_s, Qt::SkipEmptyParts);
    if (column)
        *column = lines.value(0).split(u',').value(6);
    qint64 last = -1;
    for (const QString &line : lines.mid(1)) {
        const QStringList cells = line.split(u',');
        if (cells.value(3) == side)
            last = cells.value(6).toLongLong();
    }
    return last;
}

} // namespace

class TestPublicMoney : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void figures_data();
    void figures();
    void cliAgreesEverywhere_data();
    void cliAgreesEverywhere();
    void publicReportHtmlSaysWhoseSum();
    void publicLogDataHoldsNoBalance();

private:
    QTemporaryDir m_dir;
    QString m_file;
    qint64 m_france = 0;
    qint64 m_england = 0;
};

void TestPublicMoney::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_file = m_dir.filePath(u"money.reeve"_s);
    const QList<QStringList> steps{
            {u"new"_s, u"sas"_s, m_file, u"--scenario"_s, u"west-4"_s},
            {u"ledger"_s, m_file, u"credit"_s, u"France"_s, u"100"_s, u"--reason"_s, u"taxes"_s},
            {u"ledger"_s, m_file, u"credit"_s, u"England"_s, u"40"_s, u"--reason"_s, u"taxes"_s},
            {u"clock"_s, m_file, u"next"_s}, // phase 2, espionage: counter-agents are bought there
            {u"sas"_s, m_file, u"counter"_s, u"France"_s, u"1"_s}, // "France makes a secret purchase", -30
            {u"ledger"_s, m_file, u"transfer"_s, u"England"_s, u"France"_s, u"10"_s, u"--private"_s,
             u"referee"_s},
            {u"ledger"_s, m_file, u"credit"_s, u"England"_s, u"2"_s, u"--reason"_s,
             u"tolls"_s}, // public, after both
    };
    for (const QStringList &args : steps) {
        const ReeveTest::CliRun run = cli(args);
        QVERIFY2(run.code == 0, qPrintable(args.join(u' ') + u": "_s + QString::fromUtf8(run.err)));
    }
    auto c = Campaign::open(m_file, CampaignFile::Access::ReadOnly);
    m_france = CampaignReader(c->database()).sideByName(u"France"_s).id;
    m_england = CampaignReader(c->database()).sideByName(u"England"_s).id;
    QCOMPARE(CampaignReader(c->database()).account(m_france).balance, 80);  // 100 − 30 + 10
    QCOMPARE(CampaignReader(c->database()).account(m_england).balance, 32); // 40 − 10 + 2
}

void TestPublicMoney::figures_data()
{
    QTest::addColumn<QString>("audience");
    QTest::addColumn<qint64>("france");
    QTest::addColumn<qint64>("england");
    QTest::newRow("public: public entries only") << u"public"_s << qint64(100) << qint64(42);
    QTest::newRow("France: and its secret purchase") << u"side=France"_s << qint64(70) << qint64(42);
    QTest::newRow("referee: the accounts") << u"referee"_s << qint64(80) << qint64(32);
}

void TestPublicMoney::figures()
{
    QFETCH(QString, audience);
    QFETCH(qint64, france);
    QFETCH(qint64, england);
    auto c = Campaign::open(m_file, CampaignFile::Access::ReadOnly);
    const Audience who = audience == u"public"_s    ? Audience::Public
                         : audience == u"referee"_s ? Audience::Referee
                                                    : Audience::Side;
    const qint64 side = who == Audience::Side ? m_france : 0;
    LedgerReader reader(c->database());

    const QHash<qint64, qint64> balances = reader.balances(who, side);
    QCOMPARE(balances.value(m_france), france);
    QCOMPARE(balances.value(m_england), england);

    // The ledger dock's entries: each balance is the running sum this audience can add up.
    LedgerFilter filter;
    filter.audience = who;
    filter.audienceSide = side;
    filter.sideId = m_france;
    QCOMPARE(reader.entries(filter).last().balanceAfter, france);

    // Reports rebuild the ledger from the log alone.
    LedgerLog log(LogQuery::forAudience(*c, audience));
    QVERIFY(log.load());
    qint64 lastFrance = -1;
    for (const LedgerEntry &e : log.entries()) {
        if (e.sideId == m_france)
            lastFrance = e.balanceAfter;
    }
    QCOMPARE(lastFrance, france);

    // Charts.
    LedgerHistory history(c->database());
    history.load(who, side);
    for (const LedgerHistory::Series &s : history.series(LedgerHistory::Measure::Balance)) {
        if (s.sideId == m_france)
            QCOMPARE(qint64(s.values.last()), france);
    }

    // The report's treasury and its CSV.
    ReportBuilder report(*c, audience, 1, 1);
    QVERIFY(report.build());
    for (const LedgerReader::Summary &s : report.summaries()) {
        if (s.sideId == m_france)
            QCOMPARE(s.closing, france);
    }
    QString column;
    QCOMPARE(lastCsvBalance(report.csv(), u"France"_s, &column), france);
    QCOMPARE(column, who == Audience::Public ? u"public_balance_after"_s
                     : who == Audience::Side ? u"side_balance_after"_s
                                             : u"balance_after"_s);
}

void TestPublicMoney::cliAgreesEverywhere_data()
{
    QTest::addColumn<QString>("audience");
    QTest::addColumn<qint64>("france");
    QTest::addColumn<QString>("basis");
    QTest::newRow("public") << u"public"_s << qint64(100) << u"public"_s;
    QTest::newRow("France") << u"side=France"_s << qint64(70) << u"side:"_s;
    QTest::newRow("referee") << u"referee"_s << qint64(80) << u"referee"_s;
}

void TestPublicMoney::cliAgreesEverywhere()
{
    QFETCH(QString, audience);
    QFETCH(qint64, france);
    QFETCH(QString, basis);
    const QStringList as{u"--audience"_s, audience};

    const ReeveTest::CliRun balance = cli(QStringList{u"ledger"_s, m_file, u"balance"_s, u"--json"_s} + as);
    QCOMPARE(balance.code, 0);
    QVERIFY(balance.json().value(u"balance_basis"_s).toString().startsWith(basis));
    for (const QJsonValue &b : balance.json().value(u"balances"_s).toArray()) {
        if (b[u"side"_s].toString() == u"France"_s)
            QCOMPARE(b[u"balance"_s].toInteger(), france);
    }

    const ReeveTest::CliRun sides = cli(QStringList{u"side"_s, m_file, u"list"_s, u"--json"_s} + as);
    QCOMPARE(sides.code, 0);
    for (const QJsonValue &s : sides.json().value(u"sides"_s).toArray()) {
        QVERIFY(s[u"balance_basis"_s].toString().startsWith(basis));
        if (s[u"name"_s].toString() == u"France"_s)
            QCOMPARE(s[u"balance"_s].toInteger(), france);
    }

    const ReeveTest::CliRun csv = cli(QStringList{u"ledger"_s, m_file, u"list"_s, u"--csv"_s} + as);
    QCOMPARE(csv.code, 0);
    QCOMPARE(lastCsvBalance(QString::fromUtf8(csv.out), u"France"_s), france);

    const QString out = m_dir.filePath(u"report-%1.csv"_s.arg(QString(audience).replace(u'=', u'-')));
    QCOMPARE(cli(QStringList{u"report"_s, m_file, u"--format"_s, u"csv"_s, u"--out"_s, out} + as).code, 0);
    QFile file(out);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(lastCsvBalance(QString::fromUtf8(file.readAll()), u"France"_s), france);

    if (audience == u"public"_s) { // what everyone reads says whose sum it is, and shows no private entry
        const QString text = QString::fromUtf8(
                cli({u"ledger"_s, m_file, u"balance"_s, u"--audience"_s, u"public"_s}).out);
        QVERIFY2(text.startsWith(u"Public balance"_s), qPrintable(text));
        QVERIFY(QString::fromUtf8(cli({u"side"_s, m_file, u"list"_s}).out).contains(u"Public balance"_s));
        // The entries only: the chain head's row ends the CSV, and its time may hold a "-30" of its own.
        const QByteArray entries = csv.out.left(csv.out.lastIndexOf("chain head "));
        QVERIFY(!entries.contains("-30") && !entries.contains(",80,") && !entries.contains(",70,"));
    }
}

void TestPublicMoney::publicReportHtmlSaysWhoseSum()
{
    auto c = Campaign::open(m_file, CampaignFile::Access::ReadOnly);
    ReportBuilder report(*c, u"public"_s, 1, 1);
    QVERIFY(report.build());
    const QString html = report.html();
    QVERIFY(html.contains(u"Public balances: the sum of the public entries only"_s));
    QVERIFY(html.contains(u"<b>100 gold</b>"_s));
    QVERIFY(html.contains(u"Public balance (public entries only)"_s)); // the entries' balance column
    for (const QString &secret : {u"80 gold"_s, u"70 gold"_s, u"32 gold"_s})
        QVERIFY2(!html.contains(QRegularExpression(u"\\b"_s + secret)), qPrintable(secret));
}

void TestPublicMoney::publicLogDataHoldsNoBalance()
{
    // England's public +2 comes after its referee-private payment: the action everyone reads must
    // not carry England's true balance (32) in its data.
    const ReeveTest::CliRun log = cli({u"log"_s, m_file, u"--json"_s});
    QCOMPARE(log.code, 0);
    int entries = 0;
    for (const QJsonValue &action : log.json().value(u"actions"_s).toArray()) {
        for (const QJsonValue &entry : action[u"data"_s][u"entries"_s].toArray()) {
            ++entries;
            QVERIFY2(!entry.toObject().contains(u"balance_after"_s), qPrintable(action[u"text"_s].toString()));
        }
    }
    QCOMPARE(entries, 3); // the three public credits
}

QTEST_GUILESS_MAIN(TestPublicMoney)
#include "tst_publicmoney.moc"
