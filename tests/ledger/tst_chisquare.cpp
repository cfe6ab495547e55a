// Tests of the chi-square p-values (against published critical values and closed
// forms) and of the luck statistics read from a campaign's logged rolls.
#include <cmath>

#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "campaign/campaigntables.h"
#include "ledger/chisquare.h"
#include "ledger/luckstatistics.h"
#include "log/logquery.h"
#include "procedures/procedureregistry.h"
#include "procedures/procedurerunner.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

class TestChiSquare : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void criticalValues_data();
    void criticalValues();
    void closedForms();
    void statisticIsExact();
    void edgeCases();
    void luckFromLoggedRolls();
    void cancelStopsEarly();
};

void TestChiSquare::criticalValues_data()
{
    QTest::addColumn<double>("x");
    QTest::addColumn<int>("df");
    QTest::addColumn<double>("p");
    // Upper-tail critical values (as in the NIST/SEMATECH e-Handbook table 1.3.6.7.4, to full precision);
    // the expected p-values were checked against the closed forms for integer df
    // (even: e^(-x/2) Σ (x/2)^k / k!; odd: erfc(√(x/2)) + Σ e^(-x/2) (x/2)^(k-1/2) / Γ(k+1/2)).
    QTest::newRow("df1 0.05") << 3.841458820694124 << 1 << 0.05;
    QTest::newRow("df1 0.01") << 6.634896601021214 << 1 << 0.01;
    QTest::newRow("df5 0.05") << 11.070497693516351 << 5 << 0.05;
    QTest::newRow("df5 0.95") << 1.1454762260617692 << 5 << 0.95;
    QTest::newRow("df10 0.01") << 23.209251158954356 << 10 << 0.01;
    QTest::newRow("df19 0.05") << 30.14352720564616 << 19 << 0.05;
    QTest::newRow("df3 0.001") << 16.26623619623813 << 3 << 0.001;
    QTest::newRow("df99 median") << 98.33408158913536 << 99 << 0.5000015867095178;
}

void TestChiSquare::criticalValues()
{
    QFETCH(double, x);
    QFETCH(int, df);
    QFETCH(double, p);
    const double got = ChiSquare::pValue(x, df);
    QVERIFY2(std::fabs(got - p) <= 1e-10 * p, qPrintable(QString::number(got, 'g', 17)));
}

void TestChiSquare::closedForms()
{
    // df = 2: Q(1, x/2) = exp(-x/2); df = 1: erfc(sqrt(x/2)); df = 4: (1 + x/2) exp(-x/2).
    for (double x : {0.01, 0.5, 1.0, 2.0, 4.0, 10.0, 30.0, 80.0}) {
        QVERIFY(std::fabs(ChiSquare::pValue(x, 2) - std::exp(-x / 2)) <= 1e-13 * std::exp(-x / 2));
        const double erfc = std::erfc(std::sqrt(x / 2));
        QVERIFY2(std::fabs(ChiSquare::pValue(x, 1) - erfc) <= 1e-12 * erfc, qPrintable(QString::number(x)));
        const double q4 = (1 + x / 2) * std::exp(-x / 2);
        QVERIFY(std::fabs(ChiSquare::pValue(x, 4) - q4) <= 1e-12 * q4);
        QVERIFY(std::fabs(ChiSquare::lowerRegularizedGamma(2.5, x) + ChiSquare::upperRegularizedGamma(2.5, x) - 1)
                < 1e-14);
    }
}

void TestChiSquare::statisticIsExact()
{
    // 60 rolls of a d6: 5 8 9 8 10 20 → Σ(O−E)²/E with E = 10 is (25+4+1+4+0+100)/10 = 13.4.
    QCOMPARE(ChiSquare::uniformStatistic({5, 8, 9, 8, 10, 20}), 13.4);
    QCOMPARE(ChiSquare::uniformStatistic({10, 10, 10, 10, 10, 10}), 0.0);
    // Large counts: no floating drift (exact integer numerator).
    const qint64 big = 1000000007;
    QCOMPARE(ChiSquare::uniformStatistic({big, big, big, big}), 0.0);
    QCOMPARE(ChiSquare::uniformStatistic({big + 1, big - 1}), 4.0 / (2.0 * big));
    QVERIFY(std::fabs(ChiSquare::pValue(13.4, 5) - 0.01990522033477437) < 1e-14);
}

void TestChiSquare::edgeCases()
{
    QCOMPARE(ChiSquare::pValue(0, 5), 1.0);
    QVERIFY(std::isnan(ChiSquare::pValue(3, 0)));
    QVERIFY(ChiSquare::pValue(2000, 5) < 1e-300 || ChiSquare::pValue(2000, 5) == 0.0);
    QVERIFY(ChiSquare::pValue(1e-8, 200) > 0.999999);
}

void TestChiSquare::luckFromLoggedRolls()
{
    QTemporaryDir dir;
    auto c = Campaign::create(dir.filePath(u"luck.reeve"_s), u"sas"_s, u"Luck"_s);
    CampaignEditor(*c).addSide(u"England"_s);
    const TableLibrary tables = CampaignTables::forCampaign(*c);
    const ProcedureRunner runner(tables);
    const Procedure &roll = ProcedureRegistry::standard().get(u"dice.roll"_s);
    const QJsonObject inputs = ProcedureRunner::parseInputs(roll, {u"expr=2d6"_s});
    runner.resolveInCampaign(*c, roll, inputs, QList<int>{6, 6}, u"England"_s);
    runner.resolveInCampaign(*c, roll, inputs, QList<int>{1, 6}, u"England"_s);
    for (int i = 0; i < 300; ++i)
        runner.resolveInCampaign(*c, roll, inputs, std::nullopt, u"referee"_s);
    LuckStatistics stats(LogQuery(c->database(), Audience::Referee), {u"England"_s});
    QVERIFY(stats.compute());
    const LuckGroup england = stats.aggregate({}, u"England"_s, 6);
    QCOMPARE(england.rolls(), 4);
    QCOMPARE(england.counts, (QList<qint64>{1, 0, 0, 0, 0, 3}));
    QCOMPARE(england.mean(), 19.0 / 4);
    QVERIFY(!england.isReliable());
    const LuckGroup referee = stats.aggregate(u"dice.roll"_s, u"referee"_s, 6);
    QCOMPARE(referee.rolls(), 600);
    QVERIFY(referee.isReliable());
    QVERIFY(referee.pValue() > 0.0001); // the seeded stream is fair
    QCOMPARE(stats.aggregate({}, {}, 6).rolls(), 604);
    stats.setSource(LuckStatistics::Source::Entered);
    QVERIFY(stats.compute());
    QCOMPARE(stats.aggregate({}, {}, 6).rolls(), 4);
    const QString csv = stats.csv();
    QVERIFY(csv.startsWith(u"procedure,side,die,rolls,mean"_s));
    QVERIFY(csv.contains(u"dice.roll,England,d6,4,4.7500,3.5000"_s));
}

void TestChiSquare::cancelStopsEarly()
{
    QTemporaryDir dir;
    auto c = Campaign::create(dir.filePath(u"cancel.reeve"_s), u"sas"_s);
    const TableLibrary tables = CampaignTables::forCampaign(*c);
    const ProcedureRunner runner(tables);
    const Procedure &roll = ProcedureRegistry::standard().get(u"dice.roll"_s);
    const QJsonObject inputs = ProcedureRunner::parseInputs(roll, {u"expr=1d6"_s});
    for (int i = 0; i < 50; ++i)
        runner.resolveInCampaign(*c, roll, inputs, std::nullopt);
    int calls = 0;
    Progress progress([&calls](qint64, qint64) {
        ++calls;
        return false;
    });
    QTest::qWait(60); // the first report comes after 50 ms
    LuckStatistics stats(LogQuery(c->database(), Audience::Referee));
    QVERIFY(!stats.compute(progress));
    QCOMPARE(calls, 1);
    QVERIFY(progress.isCancelled());
}

QTEST_GUILESS_MAIN(TestChiSquare)
#include "tst_chisquare.moc"
