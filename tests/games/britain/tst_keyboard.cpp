// A Britain step taken with the keyboard only, in the main window (the Xvfb tour of this stop): the referee
// opens the 440 scenario, brings up the Britain year (Alt+Y), picks the incursion roll, tabs to its dice
// line, types the die rolled at the table and presses F9 (Game ▸ Apply Step). The tour found F9 rolling
// Reeve's own die over the one typed: dice a user gave are never replaced by rolls (docs/ARCHITECTURE.md).
//
// Worked by hand: the game starts in 440; the incursion comes a d6 of years later (Britain, STRATEGIC
// MOVEMENT): a 3 typed gives 443.
#include <QAbstractItemView>
#include <QApplication>
#include <QComboBox>
#include <QLineEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include "britain/britainpanel.h"
#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "common/stepform.h"
#include "common/stepinputs.h"
#include "common/stepresultview.h"
#include "log/actionlog.h"
#include "mainwindow/mainwindow.h"
#include "scenarios/scenariocatalog.h"
#include "scenarios/scenariosetup.h"
#include "ui/recordingprompts.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

class TestBritainKeyboard : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void incursionOnTheDieTyped();

private:
    static QWidget *focus() { return QApplication::focusWidget(); }
    static void press(Qt::Key key, Qt::KeyboardModifiers mods = Qt::NoModifier)
    {
        QTest::keyClick(focus(), key, mods);
        QCoreApplication::processEvents();
    }

    QTemporaryDir m_dir;
};

void TestBritainKeyboard::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"reeve-test"_s);
    QCoreApplication::setApplicationName(u"reeve-britain-keyboard"_s);
    QSettings().clear(); // the docks and the Rolled dice mode as a new user finds them
}

void TestBritainKeyboard::incursionOnTheDieTyped()
{
    const QString path = m_dir.filePath(u"keys.reeve"_s);
    {
        auto c = Campaign::create(path, u"britain"_s, u"440"_s);
        ScenarioSetup(*c).apply(ScenarioCatalog::find(u"britain"_s, u"440"_s));
    }
    MainWindow w;
    w.setPrompts(std::make_shared<RecordingPrompts>());
    w.resize(1280, 800);
    w.show();
    QVERIFY(w.openCampaign(path));
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    Campaign *c = w.campaign();
    QVERIFY(c && focus());
    press(Qt::Key_Y, Qt::AltModifier); // View ▸ Britain year
    auto *panel = w.findChild<BritainPanel *>();
    QVERIFY(panel && panel->isVisible());
    QCOMPARE(focus(), static_cast<QWidget *>(panel->stepPicker()));
    press(Qt::Key_F4);
    QVERIFY(panel->stepPicker()->view()->isVisible());
    QTest::keyClicks(focus(), u"Incursion"_s);
    press(Qt::Key_Return);
    QCOMPARE(panel->chosenStep(), u"incursion"_s);
    QLineEdit *die = panel->stepForm()->diceLine(u"roll"_s);
    QVERIFY(die);
    for (int i = 0; i < 12 && focus() != die; ++i)
        press(Qt::Key_Tab);
    QCOMPARE(focus(), static_cast<QWidget *>(die));
    QTest::keyClicks(focus(), u"3"_s);
    const qint64 before = c->log().lastSeq();
    press(Qt::Key_F9);
    QVERIFY2(panel->stepForm()->result()->refusalText().isEmpty(),
             qPrintable(panel->stepForm()->result()->refusalText()));
    QCOMPARE(c->log().lastSeq(), before + 1);
    // 440 + the 3 typed, not a die of Reeve's: 443, the clock's fourth turn (440 is its first).
    QCOMPARE(CampaignReader(c->database()).clock().turn, 4);
    QVERIFY(panel->yearText().contains(u"443"_s));
}

QTEST_MAIN(TestBritainKeyboard)
#include "tst_keyboard.moc"
