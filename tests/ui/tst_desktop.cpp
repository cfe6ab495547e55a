// The desktop as a new user meets it (issue 24): the toolbar, Preferences, reopening the last
// campaign and the recent list, F1 help and What's This, and the welcome page that is the whole
// window without losing the docks' saved sizes.
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QCommandLinkButton>
#include <QDialogButtonBox>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QToolBar>
#include <QToolButton>
#include <QtTest>

#include "campaign/campaignpanel.h"
#include "common/stepform.h"
#include "common/stepinputs.h"
#include "common/stepresultview.h"
#include "containers/privateview.h"
#include "dba/dbadeskpanel.h"
#include "help/docktitlebar.h"
#include "help/helpcontroller.h"
#include "help/helpwindow.h"
#include "log/actionlog.h"
#include "mainwindow/featuredocks.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/recentfiles.h"
#include "mainwindow/undocontroller.h"
#include "mainwindow/welcomepage.h"
#include "preferences/preferences.h"
#include "preferences/preferencesdialog.h"
#include "recordingprompts.h"
#include "scenarios/scenariocatalog.h"
#include "scenarios/scenariosetup.h"
#include "steps/stepspanel.h"
#include "testcampaigns.h"
#include "util/translations.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

class TestDesktop : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void recentListAfterTwoFiles();
    void missingRecentFileDropped();
    void reopenLastFollowsThePreference();
    void clearListEmptiesIt();
    void preferencesWrittenAndRead();
    void preferencesReachThePanels();
    void reportsOfferThePreferredFormat();
    void toolbarIconsAndShortcuts();
    void everyDockHasItsHelp();
    void f1OnDockOpensItsHelp();
    void helpButtonOnEveryShownDock();
    void f1OnStepFormDescribesTheStep();
    void applyStepFollowsTheDiceMode();
    void welcomeIsWholeAndDocksComeBack();

private:
    std::unique_ptr<MainWindow> window(std::shared_ptr<RecordingPrompts> prompts = {});
    QString makeCampaign(const QString &name);
    QString makeDba(const QString &name);
    QHash<QString, QSize> leaveALayout(const QString &path);
    static bool docksAsLeft(const MainWindow &w, const QHash<QString, QSize> &sizes, QString *why);

    QTemporaryDir m_dir;
};

void TestDesktop::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"reeve-test"_s);
    QCoreApplication::setApplicationName(u"reeve-test-desktop"_s);
}

void TestDesktop::init()
{
    QSettings().clear();
}

std::unique_ptr<MainWindow> TestDesktop::window(std::shared_ptr<RecordingPrompts> prompts)
{
    auto w = std::make_unique<MainWindow>();
    w->setPrompts(prompts ? prompts : std::make_shared<RecordingPrompts>());
    w->resize(1280, 800);
    w->show();
    return w;
}

QString TestDesktop::makeCampaign(const QString &name)
{
    const QString path = m_dir.filePath(name);
    if (!QFileInfo::exists(path))
        TestCampaigns::small(path);
    return path;
}

QString TestDesktop::makeDba(const QString &name)
{
    const QString path = m_dir.filePath(name);
    QFile::remove(path);
    auto c = Campaign::create(path, u"dba"_s, u"DBA"_s);
    ScenarioSetup(*c).apply(ScenarioCatalog::find(u"dba"_s, u"1066"_s),
                            {u"S. England"_s, u"Norway"_s, u"Normandy"_s});
    return path;
}

// File ▸ Open Recent after opening two campaigns: newest first, each entry named after its file
// with its game and turn in the tooltip, and the welcome page lists them with their game.
void TestDesktop::recentListAfterTwoFiles()
{
    const QString a = makeCampaign(u"alpha.reeve"_s);
    const QString b = makeCampaign(u"beta.reeve"_s);
    auto w = window();
    QVERIFY(w->openCampaign(a));
    QVERIFY(w->openCampaign(b));
    QCOMPARE(w->recentFiles()->files(),
             (QStringList{QFileInfo(b).absoluteFilePath(), QFileInfo(a).absoluteFilePath()}));
    QVERIFY2(w->recentFiles()->detail(a).startsWith(u"1066"_s), qPrintable(w->recentFiles()->detail(a)));
    QMenu *recent = nullptr;
    for (QMenu *menu : w->findChildren<QMenu *>())
        if (menu->title() == u"Open &Recent"_s)
            recent = menu;
    QVERIFY(recent);
    QStringList entries;
    for (QAction *action : recent->actions())
        if (!action->isSeparator())
            entries << action->text();
    QCOMPARE(entries, (QStringList{u"&1 beta"_s, u"&2 alpha"_s, u"&Clear List"_s}));
    QVERIFY(recent->actions().first()->toolTip().contains(w->recentFiles()->detail(b)));
    w->closeCampaign();
    QVERIFY(w->welcomePage() && w->welcomePage()->isVisible());
    QStringList shown;
    for (auto *button : w->welcomePage()->findChildren<QCommandLinkButton *>())
        if (button->isVisibleTo(w->welcomePage()))
            shown << button->text() + u" | "_s + button->description();
    QVERIFY2(shown.join(u'\n').contains(u"beta | 1066"_s), qPrintable(shown.join(u'\n')));
    for (auto *button : w->welcomePage()->findChildren<QCommandLinkButton *>())
        if (button->text() == u"beta"_s)
            QCOMPARE(button->toolTip(), QDir::toNativeSeparators(QFileInfo(b).absoluteFilePath()));
}

// A recent campaign whose file has gone is dropped, with a message naming it, and the next one
// opens in its place.
void TestDesktop::missingRecentFileDropped()
{
    const QString kept = makeCampaign(u"kept.reeve"_s);
    const QString gone = m_dir.filePath(u"gone.reeve"_s);
    TestCampaigns::small(gone);
    {
        auto w = window();
        QVERIFY(w->openCampaign(kept));
        QVERIFY(w->openCampaign(gone));
        w->close();
    }
    QVERIFY(QFile::remove(gone));
    auto prompts = std::make_shared<RecordingPrompts>();
    auto w = window(prompts);
    QVERIFY(w->reopenLast());
    QCOMPARE(QFileInfo(w->campaign()->path()), QFileInfo(kept));
    QCOMPARE(w->recentFiles()->files(), QStringList{QFileInfo(kept).absoluteFilePath()});
    QVERIFY2(w->statusBar()->currentMessage().contains(u"gone.reeve"_s),
             qPrintable(w->statusBar()->currentMessage()));
    // Picking a gone file from the menu: the message says it was taken off the list.
    TestCampaigns::small(gone);
    QVERIFY(w->openCampaign(gone));
    QVERIFY(w->openCampaign(kept));
    QVERIFY(QFile::remove(gone));
    QVERIFY(!w->openCampaign(gone));
    QVERIFY2(prompts->errors.last().contains(u"taken off the recent campaigns"_s),
             qPrintable(prompts->errors.last()));
    QCOMPARE(w->recentFiles()->files(), QStringList{QFileInfo(kept).absoluteFilePath()});
}

void TestDesktop::reopenLastFollowsThePreference()
{
    const QString path = makeCampaign(u"last.reeve"_s);
    {
        auto w = window();
        QVERIFY(w->openCampaign(path));
        w->close();
    }
    QVERIFY(Preferences::reopenLast()); // on by default
    Preferences::setReopenLast(false);
    {
        auto w = window();
        QVERIFY(!w->reopenLast());
        QVERIFY(!w->campaign());
        QTRY_VERIFY(w->welcomePage() && w->welcomePage()->isVisible());
    }
    Preferences::setReopenLast(true);
    auto w = window();
    QVERIFY(w->reopenLast());
    QCOMPARE(QFileInfo(w->campaign()->path()), QFileInfo(path));
}

void TestDesktop::clearListEmptiesIt()
{
    auto w = window();
    QVERIFY(w->openCampaign(makeCampaign(u"one.reeve"_s)));
    QVERIFY(!w->recentFiles()->files().isEmpty());
    QAction *clear = nullptr;
    for (QAction *action : w->findChildren<QAction *>())
        if (action->text() == u"&Clear List"_s)
            clear = action;
    QVERIFY(clear && clear->isEnabled());
    clear->trigger();
    QVERIFY(w->recentFiles()->files().isEmpty());
    QVERIFY(w->recentFiles()->detail(makeCampaign(u"one.reeve"_s)).isEmpty());
}

// The dialog writes every value through Preferences; the language under the key start-up reads.
void TestDesktop::preferencesWrittenAndRead()
{
    QCOMPARE(Preferences::handHideSeconds(), 30);
    QCOMPARE(Preferences::diceMode(), Preferences::DiceMode::ReeveRolls);
    QCOMPARE(Preferences::reportFormat(), u"pdf"_s);
    {
        PreferencesDialog dialog;
        QVERIFY(dialog.languageBox()->findData(u"en"_s) > 0);
        for (const QString &code : Translations::available())
            QVERIFY2(dialog.languageBox()->findData(code) > 0, qPrintable(code));
        dialog.languageBox()->setCurrentIndex(dialog.languageBox()->findData(u"en"_s));
        QVERIFY(dialog.findChild<QLabel *>(u"preferencesRestartNote"_s)->text().contains(u"next starts"_s));
        dialog.handHideBox()->setValue(12);
        dialog.diceBox()->setCurrentIndex(dialog.diceBox()->findData(u"entered"_s));
        dialog.reportFormatBox()->setCurrentIndex(dialog.reportFormatBox()->findData(u"html"_s));
        dialog.reopenBox()->setChecked(false);
        dialog.save();
    }
    QCOMPARE(QSettings().value(u"language"_s).toString(), u"en"_s);
    QCOMPARE(Translations::preferred(), u"en"_s);
    QCOMPARE(Preferences::handHideSeconds(), 12);
    QCOMPARE(Preferences::diceMode(), Preferences::DiceMode::EnteredDice);
    QCOMPARE(Preferences::reportFormat(), u"html"_s);
    QVERIFY(!Preferences::reopenLast());
    PreferencesDialog again; // reads what was written
    QCOMPARE(again.languageBox()->currentData().toString(), u"en"_s);
    QCOMPARE(again.handHideBox()->value(), 12);
    QCOMPARE(again.diceBox()->currentData().toString(), u"entered"_s);
    QCOMPARE(again.reportFormatBox()->currentData().toString(), u"html"_s);
    QVERIFY(!again.reopenBox()->isChecked());
    // Out of range is held to the range; "the system's language" removes the key.
    Preferences::setHandHideSeconds(100000);
    QCOMPARE(Preferences::handHideSeconds(), Preferences::kMaxHandHide);
    again.languageBox()->setCurrentIndex(0);
    again.save();
    QVERIFY(!QSettings().contains(u"language"_s));
}

// Edit ▸ Preferences (Ctrl+,) from the window: OK puts the values to work at once.
void TestDesktop::preferencesReachThePanels()
{
    auto w = window();
    QVERIFY(w->openCampaign(makeCampaign(u"prefs.reeve"_s)));
    QCOMPARE(w->preferencesAction()->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_Comma));
    bool answered = false;
    QTimer::singleShot(0, [&answered] {
        auto *dialog = qobject_cast<PreferencesDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        dialog->handHideBox()->setValue(7);
        dialog->diceBox()->setCurrentIndex(dialog->diceBox()->findData(u"entered"_s));
        QTest::mouseClick(dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok),
                          Qt::LeftButton);
        answered = true;
    });
    w->preferencesAction()->trigger();
    QVERIFY(answered);
    QCOMPARE(Preferences::handHideSeconds(), 7);
    QVERIFY2(w->applyStepAction()->text().contains(u"Dice Entered"_s),
             qPrintable(w->applyStepAction()->text()));
    auto *containers = w->findChild<QDockWidget *>(u"containersDock"_s);
    containers->show();
    containers->raise();
    QTRY_VERIFY(containers->findChild<PrivateView *>());
    QCOMPARE(containers->findChild<PrivateView *>()->autoHideMs(), 7000);
}

// File ▸ Export Season Reports opens on the format the preferences name (both stay offered).
void TestDesktop::reportsOfferThePreferredFormat()
{
    auto w = window();
    QVERIFY(w->openCampaign(makeCampaign(u"reports.reeve"_s)));
    QAction *exportAction = nullptr;
    for (QAction *action : w->toolBar()->actions())
        if (action->iconText() == u"Reports"_s)
            exportAction = action;
    QVERIFY(exportAction && exportAction->isEnabled());
    for (const QString &format : {u"html"_s, u"pdf"_s}) {
        Preferences::setReportFormat(format);
        QString shown;
        int offered = 0;
        QTimer::singleShot(0, [&] {
            QWidget *dialog = QApplication::activeModalWidget();
            auto *box = dialog ? dialog->findChild<QComboBox *>(u"reportsFormat"_s) : nullptr;
            if (box) {
                shown = box->currentData().toString();
                offered = box->count();
            }
            if (auto *d = qobject_cast<QDialog *>(dialog))
                d->reject();
        });
        exportAction->trigger();
        QCOMPARE(shown, format);
        QCOMPARE(offered, 2);
    }
}

void TestDesktop::toolbarIconsAndShortcuts()
{
    auto w = window();
    QToolBar *bar = w->toolBar();
    QVERIFY(bar && bar->isVisible());
    QStringList tips;
    for (QAction *action : bar->actions()) {
        if (action->isSeparator())
            continue;
        QVERIFY2(!action->icon().isNull(), qPrintable(action->text()));
        tips << action->toolTip();
    }
    QCOMPARE(tips.size(), 7);
    const QString all = tips.join(u'\n');
    for (const QKeySequence &key :
         {QKeySequence(QKeySequence::New), QKeySequence(QKeySequence::Open), QKeySequence(QKeySequence::Undo),
          QKeySequence(Qt::Key_F8), QKeySequence(Qt::Key_F9), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R)})
        QVERIFY2(all.contains(u"(%1)"_s.arg(key.toString(QKeySequence::NativeText))), qPrintable(all));
    // The undo tooltip follows its text and keeps the key.
    QVERIFY(w->openCampaign(makeCampaign(u"tools.reeve"_s)));
    QAction *undo = w->undoController()->undoAction();
    QVERIFY2(undo->toolTip().endsWith(u"(%1)"_s.arg(undo->shortcut().toString(QKeySequence::NativeText))),
             qPrintable(undo->toolTip()));
    // View ▸ Toolbar hides and shows it.
    QAction *toggle = bar->toggleViewAction();
    QVERIFY(toggle->isChecked());
    QMenu *view = w->menuBar()->findChild<QMenu *>(u"viewMenu"_s);
    QVERIFY(view && view->actions().contains(toggle));
    toggle->trigger();
    QVERIFY(!bar->isVisible());
    toggle->trigger();
    QVERIFY(bar->isVisible());
}

void TestDesktop::everyDockHasItsHelp()
{
    auto w = window();
    for (QDockWidget *dock : w->findChildren<QDockWidget *>()) {
        const QString page = HelpController::pageFor(dock);
        QVERIFY2(page != u"index"_s, qPrintable(dock->objectName()));
        QVERIFY2(!HelpWindow::summary(page).isEmpty(), qPrintable(page));
        QVERIFY2(HelpController::dockWhatsThis(dock).contains(HelpWindow::summary(page)),
                 qPrintable(dock->objectName()));
        QHelpEvent query(QEvent::QueryWhatsThis, QPoint(1, 1), dock->mapToGlobal(QPoint(1, 1)));
        query.ignore();
        QCoreApplication::sendEvent(dock, &query);
        QVERIFY2(query.isAccepted(), qPrintable(dock->objectName())); // What's This answers on every dock
    }
    QVERIFY(!HelpWindow::pagePath(u"index"_s).isEmpty());
}

void TestDesktop::f1OnDockOpensItsHelp()
{
    auto w = window();
    QVERIFY(w->openCampaign(makeCampaign(u"help.reeve"_s)));
    w->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(w.get()));
    auto *ledger = w->findChild<QDockWidget *>(u"ledgerDock"_s);
    QTest::keyClick(w.get(), Qt::Key_5, Qt::AltModifier); // the Ledger, focused
    QTRY_VERIFY(QApplication::focusWidget() && ledger->isAncestorOf(QApplication::focusWidget()));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_F1);
    HelpWindow *help = w->helpController()->helpWindow();
    QVERIFY(help);
    QTRY_VERIFY(help->isVisible());
    QCOMPARE(help->currentPage(), u"ledger"_s);
    QVERIFY2(help->currentText().contains(u"Charlemagne §10"_s), qPrintable(help->currentText()));
    // A link to another page works; the Campaign dock has its own page.
    help->browser()->setSource(QUrl(u"qrc:/help/index.html"_s));
    QCOMPARE(help->currentPage(), u"index"_s);
    QCOMPARE(w->helpController()->showHelpFor(w->campaignPanel()), u"campaign"_s);
    QCOMPARE(w->helpController()->showHelpFor(nullptr), u"index"_s);
    // On the welcome page (no dock), F1 gives the contents.
    w->closeCampaign();
    QCOMPARE(w->helpController()->showHelpFor(w->welcomePage()), u"index"_s);
    QVERIFY(help->currentText().contains(u"F1"_s));
}

// Every dock on screen shows a Help button in its title bar that opens the dock's own page, as F1
// does from inside it; a dock tabbed behind gets its button when first brought to the front.
void TestDesktop::helpButtonOnEveryShownDock()
{
    auto w = window();
    QVERIFY(w->openCampaign(makeCampaign(u"help-button.reeve"_s)));
    QTRY_VERIFY(w->findChild<QDockWidget *>(u"logDock"_s)->isVisible());
    int shown = 0;
    for (QDockWidget *dock : w->findChildren<QDockWidget *>()) {
        if (!dock->isVisible() || dock->visibleRegion().isEmpty())
            continue;
        ++shown;
        auto *bar = qobject_cast<DockTitleBar *>(dock->titleBarWidget());
        QVERIFY2(bar, qPrintable(dock->objectName()));
        QVERIFY(bar->helpButton()->isVisible());
        QVERIFY(bar->helpButton()->toolTip().contains(u"F1"_s));
        bar->helpButton()->click();
        HelpWindow *help = w->helpController()->helpWindow();
        QVERIFY(help);
        QCOMPARE(help->currentPage(), HelpController::pageFor(dock));
        QVERIFY2(help->currentPage() != u"index"_s, qPrintable(dock->objectName()));
    }
    QVERIFY(shown >= 3); // Campaign, Turn Log and the panel in front below them
    auto *ledger = w->findChild<QDockWidget *>(u"ledgerDock"_s);
    QVERIFY(ledger->visibleRegion().isEmpty()); // tabbed behind Procedures
    w->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(w.get()));
    QTest::keyClick(w.get(), Qt::Key_5, Qt::AltModifier);
    QTRY_VERIFY(qobject_cast<DockTitleBar *>(ledger->titleBarWidget()));
    qobject_cast<DockTitleBar *>(ledger->titleBarWidget())->helpButton()->click();
    QCOMPARE(w->helpController()->helpWindow()->currentPage(), u"ledger"_s);
}

// F1 on a step form: the step's own description (title, rules, fields, dice), and What's This
// on one of its inputs: that field's help.
void TestDesktop::f1OnStepFormDescribesTheStep()
{
    auto w = window();
    QVERIFY(w->openCampaign(makeDba(u"dba-help.reeve"_s)));
    StepsPanel *panel = w->featureDocks()->steps();
    QVERIFY(panel->chooseStep(u"sea-move"_s));
    StepForm *form = panel->form();
    QWidget *to = form->inputs()->input(u"to"_s);
    QVERIFY(to);
    to->setFocus();
    QCOMPARE(w->helpController()->showHelpFor(to), u"step:sea-move"_s);
    const QString text = w->helpController()->helpWindow()->currentText();
    QVERIFY2(text.contains(form->step()->translatedTitle()), qPrintable(text));
    for (const QString &rule : form->step()->rules)
        QVERIFY2(text.contains(rule), qPrintable(rule + u"\n"_s + text));
    for (const StepDice &dice : form->step()->dice)
        QVERIFY2(text.contains(dice.dice), qPrintable(dice.dice));
    const QString fieldHelp = HelpController::fieldHelp(*form, to);
    QVERIFY2(fieldHelp.startsWith(form->inputs()->labelOf(*form->step()->field(u"to"_s))),
             qPrintable(fieldHelp));
    QVERIFY(HelpController::fieldHelp(*form, form->diceLine(u"storm"_s)).contains(u"Leave it empty"_s));
    // The DBA umpire's desk builds its form from the same registered step: F1 there describes it too.
    auto *desk = w->findChild<QDockWidget *>(u"dbaDeskDock"_s);
    QVERIFY(desk);
    desk->show();
    desk->raise();
    QTRY_VERIFY(desk->findChild<DbaDeskPanel *>());
    auto *deskPanel = desk->findChild<DbaDeskPanel *>();
    QVERIFY(deskPanel->chooseStep(u"sea-move"_s));
    QCOMPARE(w->helpController()->showHelpFor(deskPanel->stepForm()->inputs()->input(u"to"_s)),
             u"step:sea-move"_s);
    QVERIFY(w->helpController()->helpWindow()->currentText().contains(form->step()->translatedTitle()));
    QHelpEvent query(QEvent::QueryWhatsThis, QPoint(1, 1), to->mapToGlobal(QPoint(1, 1)));
    query.ignore();
    QCoreApplication::sendEvent(to, &query);
    QVERIFY(query.isAccepted()); // What's This has something to say about the field
}

// Game ▸ Apply Step (F9) runs the Steps panel's step: on the dice typed when the preference says
// the dice are rolled at the table (refused, nothing written, when none are typed), else Reeve rolls.
void TestDesktop::applyStepFollowsTheDiceMode()
{
    auto w = window();
    QVERIFY(w->openCampaign(makeDba(u"dba-apply.reeve"_s)));
    Campaign *c = w->campaign();
    StepsPanel *panel = w->featureDocks()->steps();
    const auto fill = [&](const QString &id, const QStringList &pairs) {
        QVERIFY(panel->chooseStep(id));
        for (const QString &pair : pairs)
            QVERIFY2(panel->form()->setValue(pair.section(u'=', 0, 0), pair.section(u'=', 1)),
                     qPrintable(pair));
    };
    for (const QString &fleet : {u"Norse fleet"_s, u"Second fleet"_s}) {
        fill(u"army"_s, {u"side=Norway"_s, u"type=fleet"_s, u"name="_s + fleet, u"at=Agdar"_s,
                         u"general=Tostig"_s, u"elements=naval, naval, naval"_s});
        w->applyStepAction()->trigger(); // no dice in this step: applied either way
        QVERIFY2(!panel->form()->result()->isRefusal(), qPrintable(panel->form()->result()->refusalText()));
    }
    Preferences::setDiceMode(Preferences::DiceMode::EnteredDice);
    qint64 before = c->log().lastSeq();
    fill(u"sea-move"_s, {u"fleet=Norse fleet"_s, u"to=York"_s, u"voyage=coastal,deep,coastal"_s});
    w->applyStepAction()->trigger();
    QVERIFY(panel->form()->result()->isRefusal());
    QCOMPARE(c->log().lastSeq(), before);
    QVERIFY(panel->form()->setDice(u"voyage"_s, u"2, 2, 1"_s));
    QVERIFY(panel->form()->setDice(u"storm"_s, u"50, 80, 30"_s));
    w->applyStepAction()->trigger();
    QVERIFY2(!panel->form()->result()->isRefusal(), qPrintable(panel->form()->result()->refusalText()));
    QVERIFY(c->log().lastSeq() > before);
    Preferences::setDiceMode(Preferences::DiceMode::ReeveRolls);
    before = c->log().lastSeq();
    fill(u"sea-move"_s, {u"fleet=Second fleet"_s, u"to=York"_s, u"voyage=coastal,deep,coastal"_s});
    w->applyStepAction()->trigger(); // nothing typed: Reeve rolls
    QVERIFY2(!panel->form()->result()->isRefusal(), qPrintable(panel->form()->result()->refusalText()));
    QVERIFY(c->log().lastSeq() > before);
}

// The second start: the welcome page is the whole window (no dock beside or under it, New,
// Open and Demo on screen), and opening a campaign brings the docks back at the heights and
// with the tab in front the last session left.
// A first session on \a path that leaves a layout of its own (the Ledger tab in front, the Campaign
// dock taller than Reeve makes it); returns the size of each dock on screen as the window closed.
QHash<QString, QSize> TestDesktop::leaveALayout(const QString &path)
{
    QHash<QString, QSize> sizes;
    auto w = window();
    if (!w->openCampaign(path) || !QTest::qWaitForWindowExposed(w.get()))
        return sizes;
    auto *ledger = w->findChild<QDockWidget *>(u"ledgerDock"_s);
    ledger->raise();
    QTest::qWait(50);
    const int firstHeight = ledger->height();
    w->resizeDocks({w->findChild<QDockWidget *>(u"campaignDock"_s)}, {firstHeight + 150}, Qt::Vertical);
    QTest::qWait(50);
    if (firstHeight - ledger->height() < 30) // not the user's own layout: nothing to compare
        return sizes;
    for (QDockWidget *dock : w->findChildren<QDockWidget *>())
        if (dock->isVisible() && !dock->visibleRegion().isEmpty())
            sizes.insert(dock->objectName(), dock->size());
    w->close();
    return sizes;
}

// The docks of \a w on screen, at the sizes in \a sizes (±4 px).
bool TestDesktop::docksAsLeft(const MainWindow &w, const QHash<QString, QSize> &sizes, QString *why)
{
    for (auto it = sizes.cbegin(); it != sizes.cend(); ++it) {
        auto *dock = w.findChild<QDockWidget *>(it.key());
        const QSize now = dock->isVisible() && !dock->visibleRegion().isEmpty() ? dock->size() : QSize();
        if (qAbs(now.height() - it.value().height()) > 4 || qAbs(now.width() - it.value().width()) > 4) {
            *why = u"%1: %2×%3, was %4×%5"_s.arg(it.key())
                           .arg(now.width())
                           .arg(now.height())
                           .arg(it.value().width())
                           .arg(it.value().height());
            return false;
        }
    }
    return true;
}

void TestDesktop::welcomeIsWholeAndDocksComeBack()
{
    const QString path = makeCampaign(u"layout.reeve"_s);
    const QHash<QString, QSize> sizes = leaveALayout(path);
    QVERIFY2(sizes.contains(u"ledgerDock"_s) && sizes.contains(u"campaignDock"_s),
             qPrintable(QStringList(sizes.keys()).join(u", "_s)));
    Preferences::setReopenLast(false);
    auto w = window();
    QVERIFY(!w->reopenLast());
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    QTRY_VERIFY(w->welcomePage() && w->welcomePage()->isVisible());
    for (QDockWidget *dock : w->findChildren<QDockWidget *>())
        QVERIFY2(!dock->isVisible(), qPrintable(dock->objectName()));
    const int usable = w->height() - w->menuBar()->height() - w->toolBar()->height()
                       - w->statusBar()->height();
    QVERIFY2(w->welcomePage()->height() >= usable - 20,
             qPrintable(u"%1 of %2"_s.arg(w->welcomePage()->height()).arg(usable)));
    for (QWidget *button : w->welcomePage()->startButtons())
        QVERIFY(button->isVisible() && !button->visibleRegion().isEmpty());
    QString why;
    QVERIFY(w->openCampaign(path));
    QTest::qWait(50);
    QVERIFY2(docksAsLeft(*w, sizes, &why), qPrintable(why));
    // Closing gives the whole window back to the welcome page; the next campaign gets the docks again.
    w->closeCampaign();
    for (QDockWidget *dock : w->findChildren<QDockWidget *>())
        QVERIFY2(!dock->isVisible(), qPrintable(dock->objectName()));
    QVERIFY(w->openCampaign(path));
    QTest::qWait(50);
    QVERIFY2(docksAsLeft(*w, sizes, &why), qPrintable(why));
}

QTEST_MAIN(TestDesktop)
#include "tst_desktop.moc"
