// A Charlemagne step taken with the keyboard only, in the main window (issue 23; the issue 24 tour found
// that Alt+A from the board's form went to the Campaign dock's Add… and F9 to the Steps dock instead of
// the board's form). A referee opens the 771 scenario, brings up the Charlemagne board (Alt+C), picks a
// step by typing its first letters, tabs through its fields, types the values and applies it (F9, the
// window's Apply Step), and the step is written as one action; a refused one writes nothing.
#include <QAbstractButton>
#include <QAbstractItemView>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include "campaign/campaign.h"
#include "campaign/campaigntables.h"
#include "charlemagne/charlemagnepanel.h"
#include "common/stepform.h"
#include "common/stepinputs.h"
#include "common/stepresultview.h"
#include "log/actionlog.h"
#include "mainwindow/mainwindow.h"
#include "scenarios/scenariocatalog.h"
#include "scenarios/scenariosetup.h"
#include "tables/tablelibrary.h"
#include "ui/recordingprompts.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

class TestCharlemagneKeyboard : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void regionLevyByKeyboard();
    void refusedByKeyboardWritesNothing();
    void controlByKeyboard();

private:
    static QWidget *focus() { return QApplication::focusWidget(); }
    static void press(Qt::Key key, Qt::KeyboardModifiers mods = Qt::NoModifier)
    {
        QTest::keyClick(focus(), key, mods);
        QCoreApplication::processEvents();
    }
    /// Alt+C, then the step whose title begins with \a prefix typed into the picker.
    void pickStep(const QString &prefix, const QString &id);
    /// Tab from where the focus is to the input of \a field (at most 12 presses), as a user would.
    bool tabTo(const QString &field);
    int levyOf(const QString &region)
    {
        const TableLibrary tables = CampaignTables::forCampaign(*m_c);
        const RuleTable &t = tables.table(u"charlemagne.region-control"_s);
        const TableCell &cell = t.cell(t.rowIndexFor(1), t.columnIndex(region));
        return cell.isMissing() ? -1 : cell.value.toInt();
    }

    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_w;
    Campaign *m_c = nullptr;
    CharlemagnePanel *m_panel = nullptr;
};

void TestCharlemagneKeyboard::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"reeve-test"_s);
    QCoreApplication::setApplicationName(u"reeve-charlemagne-keyboard"_s);
}

void TestCharlemagneKeyboard::init()
{
    QSettings().clear(); // the docks as a new user finds them
    static int n = 0;
    const QString path = m_dir.filePath(u"keys%1.reeve"_s.arg(++n));
    {
        auto c = Campaign::create(path, u"charlemagne"_s, u"771"_s);
        ScenarioSetup(*c).apply(ScenarioCatalog::find(u"charlemagne"_s, u"771"_s));
    }
    m_w = std::make_unique<MainWindow>();
    m_w->setPrompts(std::make_shared<RecordingPrompts>());
    m_w->resize(1280, 800);
    m_w->show();
    QVERIFY(m_w->openCampaign(path));
    QVERIFY(QTest::qWaitForWindowExposed(m_w.get()));
    m_c = m_w->campaign();
    QVERIFY(m_c);
}

void TestCharlemagneKeyboard::cleanup()
{
    m_panel = nullptr;
    m_c = nullptr;
    m_w.reset();
}

void TestCharlemagneKeyboard::pickStep(const QString &prefix, const QString &id)
{
    QVERIFY(focus());
    press(Qt::Key_C, Qt::AltModifier); // View ▸ Charlemagne board
    m_panel = m_w->findChild<CharlemagnePanel *>();
    QVERIFY(m_panel);
    QVERIFY(m_panel->isVisible());
    QCOMPARE(focus(), static_cast<QWidget *>(m_panel->stepPicker()));
    // A space typed into a closed combo box opens its list, so a title of several words is typed into
    // the open list: F4 opens it, the letters find the step, Return takes it.
    press(Qt::Key_F4);
    QVERIFY(m_panel->stepPicker()->view()->isVisible());
    QTest::keyClicks(focus(), prefix);
    press(Qt::Key_Return);
    QCOMPARE(m_panel->chosenStep(), id);
    QCOMPARE(focus(), static_cast<QWidget *>(m_panel->stepPicker()));
}

bool TestCharlemagneKeyboard::tabTo(const QString &field)
{
    QWidget *input = m_panel->stepForm()->inputs()->input(field);
    if (!input)
        return false;
    for (int i = 0; i < 12; ++i) {
        QWidget *f = focus();
        if (f && (f == input || input->isAncestorOf(f)))
            return true;
        press(Qt::Key_Tab);
    }
    return false;
}

void TestCharlemagneKeyboard::regionLevyByKeyboard()
{
    // The 771 set-up gives no levy for Aquitaine (the Region Control Table is not in the text): the
    // referee enters the printed figure, 2 here, by keyboard.
    QCOMPARE(levyOf(u"Aquitaine"_s), -1);
    pickStep(u"Region l"_s, u"region-levy"_s);
    QVERIFY2(tabTo(u"region"_s), qPrintable(focus() ? focus()->objectName() : u"none"_s));
    // A region combo takes its name typed (its keyboard search), a spin box its number.
    QTest::keyClicks(focus(), u"Aquit"_s);
    QCoreApplication::processEvents();
    QCOMPARE(m_panel->stepForm()->inputs()->values().value(u"region"_s).toString(), u"Aquitaine"_s);
    QVERIFY(tabTo(u"levy"_s));
    press(Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(focus(), u"2"_s);
    QCoreApplication::processEvents();
    QCOMPARE(m_panel->stepForm()->inputs()->values().value(u"levy"_s).toInt(), 2);
    const qint64 before = m_c->log().lastSeq();
    QWidget *typedIn = focus();
    // The Apply button claims no Alt+letter another panel owns: Alt+A stays the Campaign dock's Add….
    QTRY_VERIFY(QKeySequence::mnemonic(m_panel->stepForm()->rollButton()->text()) != QKeySequence(u"Alt+A"_s));
    press(Qt::Key_F9); // Game ▸ Apply Step: the step of the dock being worked in
    QCOMPARE(levyOf(u"Aquitaine"_s), 2);
    QCOMPARE(m_c->log().lastSeq(), before + 1);
    QVERIFY(m_panel->stepForm()->result()->refusalText().isEmpty());
    QCOMPARE(focus(), typedIn); // the focus stays in the form for the next entry
    QVERIFY2(!m_panel->regionsNote().contains(u"23 of 23"_s), qPrintable(m_panel->regionsNote()));
}

void TestCharlemagneKeyboard::refusedByKeyboardWritesNothing()
{
    // Neutral Frisia has no levy for anyone (§4.3a(2)): a levy into it is refused, nothing written.
    pickStep(u"Levy"_s, u"levy"_s);
    const qint64 before = m_c->log().lastSeq();
    QVERIFY(tabTo(u"side"_s));
    QTest::keyClicks(focus(), u"Empire"_s);
    QVERIFY(tabTo(u"location"_s));
    QTest::keyClicks(focus(), u"Frisia"_s);
    QCoreApplication::processEvents();
    press(Qt::Key_F9);
    QCOMPARE(m_c->log().lastSeq(), before);
    QVERIFY(!m_panel->stepForm()->result()->refusalText().isEmpty());
}

void TestCharlemagneKeyboard::controlByKeyboard()
{
    // A board change: Frisia to the Empire by the referee's hand (§4.1), its units following it (§4.4b).
    pickStep(u"Region con"_s, u"control"_s);
    QVERIFY(tabTo(u"region"_s));
    QTest::keyClicks(focus(), u"Fris"_s);
    QVERIFY(tabTo(u"control"_s));
    QTest::keyClicks(focus(), u"Emp"_s);
    QCoreApplication::processEvents();
    const qint64 before = m_c->log().lastSeq();
    press(Qt::Key_F9);
    QVERIFY2(m_panel->stepForm()->result()->refusalText().isEmpty(),
             qPrintable(m_panel->stepForm()->result()->refusalText()));
    QVERIFY(m_c->log().lastSeq() > before);
    m_c->log().undo();
}

QTEST_MAIN(TestCharlemagneKeyboard)
#include "tst_keyboard.moc"
