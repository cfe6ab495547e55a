// The demo campaign: a real, verifiable 1066 campaign with something in every panel.
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "campaign/democampaign.h"
#include "log/actionlog.h"
#include "log/hashchain.h"
#include "log/replayer.h"
#include "storage/database.h"
#include "mainwindow/mainwindow.h"
#include "recordingprompts.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

class TestDemoCampaign : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void buildsAndVerifies();
    void mainWindowOpensDemo();

private:
    QTemporaryDir m_dir;
};

void TestDemoCampaign::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"reeve-test"_s);
    QCoreApplication::setApplicationName(u"reeve-demo-test"_s);
    QFile::remove(MainWindow::demoPath());
}

void TestDemoCampaign::buildsAndVerifies()
{
    const QString path = m_dir.filePath(u"demo.reeve"_s);
    {
        std::unique_ptr<Campaign> demo = DemoCampaign::create(path);
        QCOMPARE(demo->game().id, u"1066"_s);
        CampaignReader reader(demo->database());
        QCOMPARE(reader.sides().size(), 4);
        for (const Side &side : reader.sides())
            QVERIFY2(!side.colour.isEmpty() && !side.player.isEmpty(), qPrintable(side.name));
        QCOMPARE(reader.locations().size(), 12);
        QCOMPARE(reader.location(u"C6"_s).name, u"Hastings"_s);
        QVERIFY(reader.hasLocation(u"NORMANDY"_s));
        QVERIFY(reader.hasLocation(u"NORWAY"_s));
        QVERIFY(reader.units().size() >= 24);
        QVERIFY(reader.units().first().attributes.value(u"attack"_s).isDouble());
        QCOMPARE(reader.markers().size(), 3);
        const ClockState clock = reader.clock();
        QCOMPARE(clock.turn, 9);
        QCOMPARE(clock.phase, u"Movement"_s);
        QCOMPARE(reader.side(clock.activeSide).name, u"Anglo-Saxons"_s);
        QVERIFY(demo->log().canUndo());
        QVERIFY(!demo->log().canRedo());
        QVERIFY(demo->log().lastSeq() > 60);
    }
    auto reopened = Campaign::open(path, CampaignFile::Access::ReadOnly);
    const HashChain::Report report = HashChain::verify(reopened->database());
    QVERIFY2(report.ok, qPrintable(report.reason));
    QCOMPARE(report.checked, reopened->log().lastSeq());
    const QString replayed = m_dir.filePath(u"replayed.reeve"_s);
    Replayer::replayInto(reopened->database(), replayed);
    Database copy(replayed, Database::Mode::ReadOnly);
    QCOMPARE(Replayer::dumpState(copy), Replayer::dumpState(reopened->database()));
}

void TestDemoCampaign::mainWindowOpensDemo()
{
    MainWindow window;
    window.setPrompts(std::make_shared<RecordingPrompts>());
    QVERIFY(window.openDemo()); // creates it
    QCOMPARE(window.windowTitle(), u"Demo: the year of three kings — Reeve"_s);
    const qint64 created = window.campaign()->log().lastSeq();
    window.closeCampaign();
    QVERIFY(window.openDemo()); // opens the same file again, starting a session
    QCOMPARE(window.campaign()->log().lastSeq(), created + 1);
}

QTEST_MAIN(TestDemoCampaign)
#include "tst_democampaign.moc"
