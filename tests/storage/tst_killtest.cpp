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
#include "log/actionlog.h"
#include "log/hashchain.h"
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
};

void TestKill::killedWriterLosesNothing()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(u"kill.reeve"_s);
    Campaign::create(file, u"1066"_s);
    QRandomGenerator random(20261129);
    qint64 previousLast = 0;
    for (int round = 0; round < 24; ++round) {
        QProcess writer;
        writer.start(QString::fromUtf8(REEVE_KILLWRITER), {file});
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
            auto campaign = Campaign::open(file); // also proves the stale lock of the dead writer is taken over
            last = campaign->log().lastSeq();
            const HashChain::Report chain = HashChain::verify(campaign->database());
            QVERIFY2(chain.ok, qPrintable(chain.reason));
        } catch (const Failure &failure) {
            QFAIL(qPrintable(u"round %1 (killed after %2 reported): %3"_s.arg(round).arg(reported).arg(failure.message())));
        }
        QVERIFY2(last >= reported, qPrintable(u"round %1: reported %2 but the file ends at %3"_s.arg(round).arg(reported).arg(last)));
        QVERIFY(last >= previousLast);
        previousLast = last;
    }
    QVERIFY2(previousLast > 50, "the writer made too little progress for the test to mean anything");
}

QTEST_GUILESS_MAIN(TestKill)
#include "tst_killtest.moc"
