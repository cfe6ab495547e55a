// The log's filters take what the user typed literally (issue 19, item 7): % and _ are no
// wildcards in --search, --kind or the side filter, and a --turn that is no turn number is
// refused with exit 2 naming the option, instead of quietly showing every turn.
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "common/clirun.h"
#include "log/logquery.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

class TestLogFilter : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void wildcardsAreLiteral_data();
    void wildcardsAreLiteral();
    void kindPrefixIsLiteral();
    void cliRefusesNonNumbers_data();
    void cliRefusesNonNumbers();

private:
    QTemporaryDir m_dir;
    QString m_file;
};

void TestLogFilter::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_file = m_dir.filePath(u"filters.reeve"_s);
    auto campaign = Campaign::create(m_file, u"1066"_s);
    CampaignEditor editor(*campaign);
    for (const QString &name : {u"Half_Saxons"_s, u"HalfxSaxons"_s, u"Tax 50%"_s, u"Tax 500"_s, u"Back\\slash"_s})
        editor.addSide(name);
}

void TestLogFilter::wildcardsAreLiteral_data()
{
    QTest::addColumn<QString>("search");
    QTest::addColumn<int>("found");
    QTest::newRow("underscore") << u"Half_Saxons"_s << 1; // not HalfxSaxons
    QTest::newRow("percent") << u"50%"_s << 1;            // not "Tax 500"
    QTest::newRow("percent alone") << u"%"_s << 1;
    QTest::newRow("backslash") << u"k\\s"_s << 1;
    QTest::newRow("plain") << u"Tax 50"_s << 2;
}

void TestLogFilter::wildcardsAreLiteral()
{
    QFETCH(QString, search);
    QFETCH(int, found);
    auto campaign = Campaign::open(m_file, CampaignFile::Access::ReadOnly);
    for (const QString &audience : {u"public"_s, u"referee"_s}) {
        LogQuery query = LogQuery::forAudience(*campaign, audience);
        query.setSearch(search);
        QCOMPARE(query.count(), qint64(found));
    }
}

void TestLogFilter::kindPrefixIsLiteral()
{
    auto campaign = Campaign::open(m_file, CampaignFile::Access::ReadOnly);
    LogQuery query = LogQuery::forAudience(*campaign, u"referee"_s);
    query.setKindFilter(u"side.add"_s);
    QCOMPARE(query.count(), qint64(5));
    query.setKindFilter(u"side_add"_s); // "_" would match the dot as a wildcard
    QCOMPARE(query.count(), qint64(0));
    query.setKindFilter(u"%"_s);
    QCOMPARE(query.count(), qint64(0));
}

void TestLogFilter::cliRefusesNonNumbers_data()
{
    QTest::addColumn<QString>("value");
    QTest::newRow("word") << u"abc"_s;
    QTest::newRow("zero") << u"0"_s;
    QTest::newRow("negative") << u"-2"_s;
    QTest::newRow("fraction") << u"1.5"_s;
}

void TestLogFilter::cliRefusesNonNumbers()
{
    QFETCH(QString, value);
    const ReeveTest::CliRun run = ReeveTest::runCli({u"log"_s, m_file, u"--turn"_s, value}, u"reeve-logfilter"_s);
    QCOMPARE(run.code, 2);
    QVERIFY2(run.err.contains("--turn") && run.err.contains(value.toUtf8()), run.err.constData());
    QVERIFY(run.out.isEmpty());
    const ReeveTest::CliRun good = ReeveTest::runCli({u"log"_s, m_file, u"--turn"_s, u"1"_s}, u"reeve-logfilter"_s);
    QCOMPARE(good.code, 0);
}

QTEST_GUILESS_MAIN(TestLogFilter)
#include "tst_logfilter.moc"
