// "No data lost": a writer process performs actions and is SIGKILLed at random
// moments, 24 times. After each kill the file must hold every action the writer
// reported as committed, its hash chain must verify, and SQLite's integrity check
// must pass.
#include <csignal>

#include <QProcess>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include "campaign/campaign.h"
#include "campaign/campaignrandom.h"
#include "campaign/campaignreader.h"
#include "log/actionlog.h"
#include "log/hashchain.h"
#include "log/logquery.h"
#include "storage/database.h"
#include "util/failure.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

class TestKill : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void killedWriterLosesNothing();
    void killedStepIsWholeOrNothing();
    void killedCreationLeavesNoCampaign();
    void killedRevealNeverReusesTheSeed();

private:
    /// Starts the writer on \a file in \a mode, kills it after a random wait; returns what it printed.
    QByteArray killWriter(const QString &file, const QString &mode, QRandomGenerator &random, int minMs,
                          int maxMs);
};

QByteArray TestKill::killWriter(const QString &file, const QString &mode, QRandomGenerator &random, int minMs,
                                int maxMs)
{
    QProcess writer;
    writer.start(QString::fromUtf8(REEVE_KILLWRITER), {file, mode});
    if (!writer.waitForStarted())
        return {};
    QTest::qWait(int(random.bounded(minMs, maxMs)));
    ::kill(pid_t(writer.processId()), SIGKILL);
    writer.waitForFinished(5000);
    return writer.readAllStandardOutput();
}

void TestKill::killedStepIsWholeOrNothing()
{
    // Steps of three entries each (ActionGroup): after any kill the log ends on a whole step (its
    // closing entry) or an undo, never inside one; and every step reported as committed is there.
    QTemporaryDir dir;
    const QString file = dir.filePath(u"steps.reeve"_s);
    Campaign::create(file, u"1066"_s);
    QRandomGenerator random(20261201);
    qint64 previousLast = 0;
    for (int round = 0; round < 12; ++round) {
        qint64 reported = 0;
        for (const QByteArray &line : killWriter(file, u"steps"_s, random, 60, 400).split('\n')) {
            if (line.startsWith("committed "))
                reported = qMax(reported, line.mid(10).toLongLong());
        }
        auto campaign = Campaign::open(file);
        const qint64 last = campaign->log().lastSeq();
        QVERIFY2(last >= reported,
                 qPrintable(u"round %1: reported %2, file ends at %3"_s.arg(round).arg(reported).arg(last)));
        const Action tail = campaign->log().action(last);
        if (last > previousLast && previousLast > 0) {
            QVERIFY2(tail.kind == u"step"_s || tail.kind == u"undo"_s || tail.kind.startsWith(u"location."_s)
                             || tail.kind.startsWith(u"side."_s),
                     qPrintable(u"round %1: the log ends inside a step (%2)"_s.arg(round).arg(tail.kind)));
            if (tail.kind == u"step"_s)
                QCOMPARE(tail.seq - tail.refersTo, 3);
        }
        QVERIFY(HashChain::verify(campaign->database()).ok);
        previousLast = last;
    }
    QVERIFY2(previousLast > 20, "the writer made too little progress for the test to mean anything");
}

void TestKill::killedCreationLeavesNoCampaign()
{
    // Campaigns created whole with a scenario: a kill leaves each final file complete or absent.
    QTemporaryDir dir;
    QRandomGenerator random(20261202);
    int complete = 0;
    for (int round = 0; round < 6; ++round) {
        const QString folder = dir.filePath(u"round-%1"_s.arg(round));
        QDir().mkpath(folder);
        killWriter(folder, u"new"_s, random, 150, 900);
        const QStringList made = QDir(folder).entryList({u"new-*.reeve"_s}, QDir::Files);
        for (const QString &name : made) {
            auto campaign = Campaign::open(QDir(folder).filePath(name));
            QCOMPARE(CampaignReader(campaign->database()).sides().size() >= 3, true);
            QVERIFY(!CampaignRandom(*campaign).commitment().isEmpty()); // it can roll
            QVERIFY(HashChain::verify(campaign->database()).ok);
            ++complete;
        }
    }
    QVERIFY2(complete > 0, "no creation finished in time for the test to mean anything");
}

void TestKill::killedRevealNeverReusesTheSeed()
{
    // A reveal and the next seed's commitment are one transaction: after any kill the seed in use
    // is never one the log has published.
    QTemporaryDir dir;
    const QString file = dir.filePath(u"reveal.reeve"_s);
    Campaign::create(file, u"1066"_s);
    QRandomGenerator random(20261203);
    for (int round = 0; round < 8; ++round) {
        killWriter(file, u"reveal"_s, random, 60, 400);
        auto campaign = Campaign::open(file);
        const QString current = CampaignRandom(*campaign).commitment();
        QVERIFY(!current.isEmpty());
        LogQuery query(campaign->database(), Audience::Referee, 0);
        query.setKindFilter(u"seed.reveal"_s);
        for (const LogEntry &e : query.entries(0, -1))
            QVERIFY2(e.data.value(u"commitment"_s).toString() != current,
                     qPrintable(
                             u"round %1: the seed in use was revealed at action %2"_s.arg(round).arg(e.seq)));
    }
}

void TestKill::killedWriterLosesNothing()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(u"kill.reeve"_s);
    Campaign::create(file, u"1066"_s);
    QRandomGenerator random(20261129);
    qint64 previousLast = 0;
    for (int round = 0; round < 24; ++round) {
        QProcess writer;
        writer.start(QString::fromUtf8(REEVE_KILLWRITER), {file, u"actions"_s});
        QVERIFY2(writer.waitForStarted(), qPrintable(writer.errorString()));
        QTest::qWait(int(random.bounded(40, 400)));
        ::kill(pid_t(writer.processId()), SIGKILL);
        QVERIFY(writer.waitForFinished(5000));
        qint64 reported = 0;
        for (const QByteArray &line : writer.readAllStandardOutput().split('\n')) {
            if (line.startsWith("committed "))
                reported = qMax(reported, line.mid(10).toLongLong());
        }
        qint64 last = 0;
        try {
            {
                Database db(file, Database::Mode::ReadOnly);
                QCOMPARE(db.scalar(u"PRAGMA integrity_check"_s).toString(), u"ok"_s);
            }
            auto campaign = Campaign::open(
                    file); // also proves the stale lock of the dead writer is taken over
            last = campaign->log().lastSeq();
            const HashChain::Report chain = HashChain::verify(campaign->database());
            QVERIFY2(chain.ok, qPrintable(chain.reason));
        } catch (const Failure &failure) {
            QFAIL(qPrintable(u"round %1 (killed after %2 reported): %3"_s.arg(round).arg(reported).arg(
                    failure.message())));
        }
        QVERIFY2(last >= reported,
                 qPrintable(u"round %1: reported %2 but the file ends at %3"_s.arg(round).arg(reported).arg(
                         last)));
        QVERIFY(last >= previousLast);
        previousLast = last;
    }
    QVERIFY2(previousLast > 50, "the writer made too little progress for the test to mean anything");
}

QTEST_GUILESS_MAIN(TestKill)
#include "tst_killtest.moc"
