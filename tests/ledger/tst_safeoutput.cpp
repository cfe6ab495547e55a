// Safe output and exact numbers in the ledger (issue 19, item 7): CSV cells a spreadsheet would run
// as formulas are shown as text while number columns stay numbers, the CSV ends with the chain
// head in a row of its own that every CSV reader reads, and ledger arithmetic stays in whole
// numbers that every JSON reader gets exactly: past 2^53 - 1 a balance is refused, never wrapped,
// and a sum past it is written as its decimal digits.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "campaign/campaignreader.h"
#include "ledger/ledger.h"
#include "ledger/ledgercsv.h"
#include "ledger/ledgerlog.h"
#include "ledger/ledgerreader.h"
#include "ledger/luckstatistics.h"
#include "ledger/money.h"
#include "ledger/reportbuilder.h"
#include "ledger/trackedvalues.h"
#include "log/actionlog.h"
#include "log/hashchain.h"
#include "log/logquery.h"
#include "tables/csvreader.h"
#include "util/failure.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

class TestSafeOutput : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void formulasBecomeText_data();
    void formulasBecomeText();
    void csvEndsWithTheChainHead();
    void balancePastTheLargestIsRefused();
    void sumsPastTheLargestAreDigits();

private:
    std::unique_ptr<Campaign> campaign(const QString &name)
    {
        auto c = Campaign::create(m_dir.filePath(name), u"1066"_s);
        CampaignEditor(*c).addSide(u"Normans"_s);
        CampaignEditor(*c).addSide(u"Saxons"_s);
        return c;
    }
    QTemporaryDir m_dir;
};

void TestSafeOutput::formulasBecomeText_data()
{
    QTest::addColumn<QString>("reason");
    QTest::addColumn<QString>("cell");
    QTest::newRow("=") << u"=HYPERLINK(\"http://x.example\",\"pay\")"_s << u"'=HYPERLINK(\"http://x.example\",\"pay\")"_s;
    QTest::newRow("+") << u"+1+1"_s << u"'+1+1"_s;
    QTest::newRow("-") << u"-5 for the ships"_s << u"'-5 for the ships"_s;
    QTest::newRow("@") << u"@SUM(A1:A9)"_s << u"'@SUM(A1:A9)"_s;
    QTest::newRow("plain") << u"ships for the fleet"_s << u"ships for the fleet"_s;
    QTest::newRow("inside") << u"a=b, -c"_s << u"a=b, -c"_s; // only the first character makes a formula
}

void TestSafeOutput::formulasBecomeText()
{
    QFETCH(QString, reason);
    QFETCH(QString, cell);
    auto c = campaign(u"formula-%1.reeve"_s.arg(QString::fromLatin1(QTest::currentDataTag())));
    Ledger ledger(*c);
    ledger.credit(1, 12, LedgerCategory::Income, u"harvest"_s);
    ledger.debit(1, 5, LedgerCategory::Purchase, reason);
    LedgerLog log(LogQuery::forAudience(*c, u"referee"_s));
    log.load();
    const QString csv = LedgerCsv::write(log.entries(), {{1, u"Normans"_s}, {2, u"Saxons"_s}}, c->game());
    const CsvReader::Result parsed = CsvReader::read(csv);
    QVERIFY(parsed.errors.isEmpty());
    QCOMPARE(parsed.records.size(), 3);
    const QStringList debit = parsed.records.at(2).fields;
    QCOMPARE(debit.value(7), cell);
    // The number columns stay numbers a spreadsheet adds up: the debit's amount is -5, its balance 7.
    QCOMPARE(debit.value(5), u"-5"_s);
    QCOMPARE(debit.value(6), u"7"_s);
    // A reason is trimmed when written; a tab or carriage return at a cell's start is neutralised too.
    QCOMPARE(LedgerCsv::field(u"\tcmd"_s), u"'\tcmd"_s);
    QCOMPARE(LedgerCsv::field(u"\rcmd"_s), u"\"'\rcmd\""_s);
}

void TestSafeOutput::csvEndsWithTheChainHead()
{
    auto c = campaign(u"head.reeve"_s);
    Ledger(*c).credit(2, 30, LedgerCategory::Income, u"=cmd|' /C calc'!A0"_s);
    ReportBuilder report(*c, u"public"_s, 1, 1);
    report.build();
    const HashChain::Head head = HashChain::head(c->database());
    const CsvReader::Result parsed = CsvReader::read(report.csv());
    QVERIFY(parsed.errors.isEmpty());
    // Header, the entry, one row per log line of the period (issue 21 item 8), the chain head.
    QVERIFY(!report.logEntries().isEmpty());
    QCOMPARE(parsed.records.size(), 3 + report.logEntries().size());
    for (qsizetype i = 2; i < parsed.records.size() - 1; ++i) {
        QCOMPARE(parsed.records.at(i).fields.value(0), QString()); // no entry number: not a ledger row
        QCOMPARE(parsed.records.at(i).fields.value(4), u"log"_s);
        QCOMPARE(parsed.records.at(i).fields.value(10).toLongLong(), report.logEntries().at(i - 2).seq);
        QVERIFY(!parsed.records.at(i).fields.value(7).startsWith(u'=')); // a formula is neutralised here too
    }
    for (const CsvReader::Record &record : parsed.records)
        QCOMPARE(record.fields.size(), 11); // every row as wide as the header: no reader trips on it
    const QStringList last = parsed.records.last().fields;
    QVERIFY2(last.first().startsWith(u"chain head %1:%2 at "_s.arg(head.seq).arg(head.hash)), qPrintable(last.first()));
    // What a player keeps from the CSV is an anchor verify takes as it stands.
    const HashChain::Anchor anchor = HashChain::parseAnchor(last.first());
    QCOMPARE(anchor.seq, head.seq);
    QCOMPARE(anchor.hash, head.hash);
    QVERIFY(parsed.records.at(1).fields.value(7).startsWith(u"'="_s));
    // The luck table's CSV ends the same way.
    LuckStatistics luck(LogQuery::forAudience(*c, u"public"_s));
    luck.compute();
    const CsvReader::Result rows = CsvReader::read(luck.csv(HashChain::headLine(c->database())));
    QVERIFY(rows.records.last().fields.first().startsWith(u"chain head "_s));
    QCOMPARE(rows.records.last().fields.size(), rows.records.first().fields.size());
}

void TestSafeOutput::balancePastTheLargestIsRefused()
{
    auto c = campaign(u"overflow.reeve"_s);
    Ledger ledger(*c);
    ledger.credit(1, Money::kLargest, LedgerCategory::Income, u"all the silver of England"_s);
    ledger.credit(2, 10, LedgerCategory::Income, u"a little"_s);
    const qint64 lastSeq = c->log().lastSeq();
    // One more would be 2^53: a double could no longer tell it from 2^53 + 1. Refused, nothing written.
    try {
        ledger.credit(1, 1, LedgerCategory::Income, u"one more"_s);
        QFAIL("a balance past 2^53 - 1 was written");
    } catch (const Failure &failure) {
        QCOMPARE(failure.exitCode(), 2);
        QVERIFY2(failure.message().contains(u"The balance of Normans would pass 9007199254740991"_s),
                 qPrintable(failure.message()));
    }
    QCOMPARE(c->log().lastSeq(), lastSeq);
    QCOMPARE(CampaignReader(c->database()).account(1).balance, Money::kLargest);
    // An amount past it, or one that would wrap a 64-bit balance, is refused the same way.
    QVERIFY_THROWS_EXCEPTION(Failure, ledger.credit(2, Money::kLargest + 1, LedgerCategory::Income, {}));
    QVERIFY_THROWS_EXCEPTION(Failure, ledger.credit(2, std::numeric_limits<qint64>::max(), LedgerCategory::Income, {}));
    QVERIFY_THROWS_EXCEPTION(Failure, ledger.transfer(2, 1, 5, LedgerCategory::Trade, {})); // Normans overflow
    QVERIFY_THROWS_EXCEPTION(Failure, TrackedValues(*c).record(1, u"vp"_s, Money::kLargest + 1));
    QCOMPARE(c->log().lastSeq(), lastSeq);
    QVERIFY_THROWS_EXCEPTION(Failure, Money::add(std::numeric_limits<qint64>::max(), 1, u"x"_s));
    QCOMPARE(Money::add(-Money::kLargest, Money::kLargest, u"x"_s), 0);
}

void TestSafeOutput::sumsPastTheLargestAreDigits()
{
    // Each account stays within 2^53 - 1, yet the public entries of one side can add up past it: public
    // +9007199254740991, referee-private -9007199254740991, public +9007199254740991 sum to
    // 18014398509481982 publicly (2^54 - 2). The public balance is that exact sum, written as digits.
    auto c = campaign(u"publicsum.reeve"_s);
    Ledger ledger(*c);
    Ledger::Options secret;
    secret.audience = Audience::Referee;
    ledger.credit(1, Money::kLargest, LedgerCategory::Income, {});
    ledger.debit(1, Money::kLargest, LedgerCategory::Purchase, {}, secret);
    ledger.credit(1, Money::kLargest, LedgerCategory::Income, {});
    const qint64 publicSum = LedgerReader(c->database()).balances(Audience::Public, 0).value(1);
    QCOMPARE(publicSum, Q_INT64_C(18014398509481982));
    const QJsonValue json = Money::json(publicSum);
    QVERIFY(json.isString());
    QCOMPARE(json.toString(), u"18014398509481982"_s);
    QVERIFY(Money::json(Money::kLargest).isDouble());
    QCOMPARE(Money::json(-Money::kLargest).toInteger(), -Money::kLargest);
    // Written and read back as JSON text, the digits are the sum itself, not the nearest double.
    const QByteArray text = QJsonDocument(QJsonObject{{u"balance"_s, json}}).toJson(QJsonDocument::Compact);
    QCOMPARE(text, QByteArray("{\"balance\":\"18014398509481982\"}"));
}

QTEST_GUILESS_MAIN(TestSafeOutput)
#include "tst_safeoutput.moc"
