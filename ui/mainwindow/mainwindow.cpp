#include "mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QScreen>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>

#include "campaign/campaign.h"
#include "mainwindow/featuredocks.h"
#include "mainwindow/maintoolbar.h"
#include "help/helpcontroller.h"
#include "preferences/preferences.h"
#include "mainwindow/optionsmenu.h"
#include "campaign/campaigneditor.h"
#include "campaign/campaignpanel.h"
#include "campaign/campaignrandom.h"
#include "campaign/campaignreader.h"
#include "campaign/viewergate.h"
#include "campaign/democampaign.h"
#include "common/refereewords.h"
#include "common/userprompts.h"
#include "common/wheelguard.h"
#include "ledger/reportsexportdialog.h"
#include "log/logpanel.h"
#include "mainwindow/campaignstatus.h"
#include "mainwindow/dockshortcut.h"
#include "mainwindow/recentfiles.h"
#include "mainwindow/setturndialog.h"
#include "mainwindow/undocontroller.h"
#include "mainwindow/welcomepage.h"
#include "procedures/oddsrunner.h"
#include "storage/database.h"
#include "util/failure.h"
#include "wizard/newcampaignwizard.h"

#ifndef REEVE_VERSION
#define REEVE_VERSION "unknown"
#endif

namespace Reeve {

using namespace Qt::StringLiterals;

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_prompts(std::make_shared<UserPrompts>())
    , m_status(new CampaignStatus(this))
    , m_undo(new UndoController(this))
{
    setObjectName(u"mainWindow"_s);
    WheelGuard::install(); // the wheel scrolls forms; it changes only the focused input
    setDockOptions(AnimatedDocks | AllowTabbedDocks | AllowNestedDocks);
    statusBar()->addPermanentWidget(m_status);
    createDocks();
    createFileMenu();
    createEditMenu();
    createGameMenu();
    createViewMenu();
    createHelpMenu();
    createToolBar();
    restoreLayout();
    setPrompts(m_prompts);
    releaseCampaign();
    hideDocks(); // nothing to show until a campaign is open: the welcome page is the window
    applyPreferences();
    updateTitle();
    updateActions();
}

MainWindow::~MainWindow()
{
    if (!m_campaign)
        return; // closed already (closeEvent): the panels let go of it then
    // Quit without closeEvent (QApplication::exit): the docks and their panels go first, while the
    // campaign they show still exists, rather than each being handed no campaign just before it dies.
    m_recent->add(m_campaign->path(), describeCampaign());
    disconnect(m_campaign.get(), nullptr, this, nullptr);
    delete m_features;
    m_features = nullptr;
    qDeleteAll(findChildren<QDockWidget *>(Qt::FindDirectChildrenOnly));
    m_campaignPanel = nullptr;
    m_logPanel = nullptr;
    m_status->setCampaign(nullptr);
    m_options->setCampaign(nullptr);
    m_undo->setCampaign(nullptr);
    m_campaign.reset();
}

void MainWindow::leaveForExit()
{
    hide(); // the panels see the window go while their campaign is still open
    for (OddsRunner *runner : findChildren<OddsRunner *>()) {
        runner->cancel();
        runner->waitForIdle(); // its threads work on copies, but must not outlive the statics
    }
    if (!m_campaign)
        return; // closed already (closeEvent)
    m_recent->add(m_campaign->path(), describeCampaign());
    disconnect(m_campaign.get(), nullptr, this, nullptr);
    m_campaign.reset();
}

void MainWindow::showWelcome()
{
    // Built on first need: a window started on a file never shows it.
    if (!m_welcome) {
        m_welcome = new WelcomePage(this);
        connect(m_welcome, &WelcomePage::newRequested, this, &MainWindow::newCampaign);
        connect(m_welcome, &WelcomePage::openRequested, this, &MainWindow::openFile);
        connect(m_welcome, &WelcomePage::demoRequested, this, &MainWindow::openDemo);
        connect(m_welcome, &WelcomePage::recentRequested, this,
                [this](const QString &path) { openCampaign(path); });
        setCentralWidget(m_welcome);
    }
    QStringList details;
    for (const QString &path : m_recent->files())
        details << m_recent->detail(path);
    m_welcome->setRecentFiles(m_recent->files(), details);
    m_welcome->show();
}

void MainWindow::hideDocks()
{
    for (QDockWidget *dock : findChildren<QDockWidget *>())
        dock->hide();
}

void MainWindow::restoreDocks()
{
    // The saved layout puts every dock back where it was, with its size and its tab in front;
    // showing hidden docks one by one would not (their heights were lost while hidden).
    if (!m_dockState.isEmpty() && restoreState(m_dockState))
        return;
    for (QDockWidget *dock : std::as_const(m_firstDocks))
        dock->show();
    if (auto *procedures = findChild<QDockWidget *>(u"proceduresDock"_s))
        procedures->raise();
}

void MainWindow::fitToScreen()
{
    // A layout saved on a larger screen (1600×1000) must not run off this one (1280×800).
    const QScreen *where = screen() ? screen() : QGuiApplication::primaryScreen();
    if (!where || isMaximized() || isFullScreen())
        return;
    const QRect available = where->availableGeometry();
    QRect frame = frameGeometry();
    const QSize extra = frame.size() - geometry().size(); // the title bar and borders
    if (frame.width() > available.width() || frame.height() > available.height())
        resize(std::min(width(), available.width() - extra.width()),
               std::min(height(), available.height() - extra.height()));
    frame = frameGeometry();
    QPoint corner = frame.topLeft();
    corner.setX(std::clamp(corner.x(), available.left(), std::max(available.left(), available.right() - frame.width() + 1)));
    corner.setY(std::clamp(corner.y(), available.top(), std::max(available.top(), available.bottom() - frame.height() + 1)));
    if (corner != frame.topLeft())
        move(corner);
}

void MainWindow::setVisible(bool visible)
{
    if (visible && isHidden()) {
        create(); // the native window: its screen and, where the platform knows it already, its frame
        fitToScreen();
    }
    QMainWindow::setVisible(visible);
}

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    if (!event->spontaneous())
        fitToScreen(); // now the window knows its screen and its frame
    if (!m_campaign && (!m_welcome || m_welcome->isHidden()))
        showWelcome();
}

void MainWindow::setPrompts(std::shared_ptr<UserPrompts> prompts)
{
    m_prompts = std::move(prompts);
    m_campaignPanel->setPrompts(m_prompts);
    m_undo->setPrompts(m_prompts);
    m_logPanel->setPrompts(m_prompts);
    m_options->setPrompts(m_prompts);
}

QString MainWindow::demoPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + u"/demo.reeve"_s;
}

void MainWindow::createDocks()
{
    m_campaignPanel = new CampaignPanel(this);
    m_campaignDock = new QDockWidget(tr("Campaign"), this);
    m_campaignDock->setObjectName(u"campaignDock"_s);
    m_campaignDock->setWidget(m_campaignPanel);
    addDockWidget(Qt::LeftDockWidgetArea, m_campaignDock);

    m_logPanel = new LogPanel(this);
    m_logDock = new QDockWidget(tr("Turn Log"), this);
    m_logDock->setObjectName(u"logDock"_s);
    m_logDock->setWidget(m_logPanel);
    addDockWidget(Qt::RightDockWidgetArea, m_logDock);
}

QAction *MainWindow::makeAction(QMenu *menu, const QString &text, const QKeySequence &shortcut,
                                void (MainWindow::*slot)())
{
    QAction *action = menu->addAction(text);
    action->setShortcut(shortcut);
    connect(action, &QAction::triggered, this, slot);
    return action;
}

void MainWindow::createFileMenu()
{
    QMenu *menu = menuBar()->addMenu(tr("&File"));
    m_newAction = makeAction(menu, tr("&New Campaign…"), QKeySequence::New, &MainWindow::newCampaign);
    m_openAction = makeAction(menu, tr("&Open…"), QKeySequence::Open, &MainWindow::openFile);
    QMenu *recentMenu = menu->addMenu(tr("Open &Recent"));
    m_recent = new RecentFiles(recentMenu, this);
    connect(m_recent, &RecentFiles::openRequested, this, [this](const QString &path) { openCampaign(path); });
    menu->addAction(tr("Open &Demo Campaign"), this, &MainWindow::openDemo);
    menu->addSeparator();
    m_needCampaign << makeAction(menu, tr("Save &As…"), QKeySequence::SaveAs, &MainWindow::saveAs);
    m_exportAction = makeAction(menu, tr("Export Season &Reports…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R),
                                &MainWindow::exportReports);
    m_needCampaign << m_exportAction;
    m_needCampaign << makeAction(menu, tr("&Close"), QKeySequence::Close, &MainWindow::closeCampaign);
    menu->addSeparator();
    QAction *quit = menu->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Q));
    quit->setMenuRole(QAction::QuitRole);
}

void MainWindow::createEditMenu()
{
    QMenu *menu = menuBar()->addMenu(tr("&Edit"));
    menu->addAction(m_undo->undoAction());
    menu->addAction(m_undo->redoAction());
    menu->addSeparator();
    // Ctrl+, on every platform (QKeySequence::Preferences is empty on some Linux desktops).
    m_preferences = makeAction(menu, tr("&Preferences…"), QKeySequence(Qt::CTRL | Qt::Key_Comma),
                               &MainWindow::preferences);
    m_preferences->setMenuRole(QAction::PreferencesRole);
}

void MainWindow::createGameMenu()
{
    QMenu *menu = menuBar()->addMenu(tr("&Game"));
    m_nextPhaseAction = makeAction(menu, tr("&Next Phase"), QKeySequence(Qt::Key_F8), &MainWindow::nextPhase);
    m_applyStep = makeAction(menu, tr("A&pply Step"), QKeySequence(Qt::Key_F9), &MainWindow::applyStep);
    m_applyStep->setObjectName(u"applyStep"_s);
    m_needWritable << m_nextPhaseAction << m_applyStep;
    m_needWritable << makeAction(menu, tr("Set &Turn…"), QKeySequence(Qt::CTRL | Qt::Key_T), &MainWindow::setTurn);
    m_needWritable << makeAction(menu, tr("&Active Side…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A),
                                 &MainWindow::setActiveSide);
    menu->addSeparator();
    m_options = new OptionsMenu(menu->addMenu(tr("&Optional Rules")), this, m_prompts);
    QAction *pin = makeAction(menu, tr("Referee &PIN…"), QKeySequence(), &MainWindow::setRefereePin);
    pin->setObjectName(u"refereePin"_s); // "Umpire PIN…" in a DBA campaign (updateActions)
    m_needWritable << pin;
}

void MainWindow::createViewMenu()
{
    QMenu *menu = menuBar()->addMenu(tr("&View"));
    menu->setObjectName(u"viewMenu"_s);
    QAction *campaignToggle = m_campaignDock->toggleViewAction();
    campaignToggle->setText(tr("&Campaign"));
    DockShortcut::attach(this, m_campaignDock, QKeySequence(Qt::ALT | Qt::Key_1));
    QAction *logToggle = m_logDock->toggleViewAction();
    logToggle->setText(tr("Turn &Log"));
    DockShortcut::attach(this, m_logDock, QKeySequence(Qt::ALT | Qt::Key_2));
    menu->addAction(campaignToggle);
    menu->addAction(logToggle);
    m_features = new FeatureDocks(this, menu);
}

void MainWindow::createHelpMenu()
{
    QMenu *menu = menuBar()->addMenu(tr("&Help"));
    m_help = new HelpController(this, menu);
    m_help->addHelpButtons(); // every dock's title bar links to its help page (issue 24)
    menu->addSeparator();
    QAction *aboutAction = menu->addAction(tr("&About Reeve"), this, &MainWindow::about);
    aboutAction->setMenuRole(QAction::AboutRole);
    QAction *aboutQt = menu->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
    aboutQt->setMenuRole(QAction::AboutQtRole);
}

void MainWindow::createToolBar()
{
    MainToolBar::setIcon(m_newAction, u"document-new"_s, QStyle::SP_FileIcon);
    MainToolBar::setIcon(m_openAction, u"document-open"_s, QStyle::SP_DialogOpenButton);
    MainToolBar::setIcon(m_undo->undoAction(), u"edit-undo"_s, QStyle::SP_ArrowBack);
    MainToolBar::setIcon(m_undo->redoAction(), u"edit-redo"_s, QStyle::SP_ArrowForward);
    MainToolBar::setIcon(m_nextPhaseAction, u"go-next"_s, QStyle::SP_MediaSkipForward);
    MainToolBar::setIcon(m_applyStep, u"system-run"_s, QStyle::SP_MediaPlay);
    MainToolBar::setIcon(m_exportAction, u"document-send"_s, QStyle::SP_DialogSaveButton);
    MainToolBar::setIcon(m_preferences, u"preferences-system"_s, QStyle::SP_FileDialogDetailedView);
    // Short words beside the icons: the undo entry's text names the whole action it takes back.
    m_newAction->setIconText(tr("New"));
    m_openAction->setIconText(tr("Open"));
    m_undo->undoAction()->setIconText(tr("Undo"));
    m_undo->redoAction()->setIconText(tr("Redo"));
    m_nextPhaseAction->setIconText(tr("Next phase"));
    m_applyStep->setIconText(tr("Apply step"));
    m_exportAction->setIconText(tr("Reports"));
    m_toolBar = MainToolBar::build(this, {m_newAction, m_openAction, nullptr, m_undo->undoAction(),
                                          m_undo->redoAction(), nullptr, m_nextPhaseAction, m_applyStep, nullptr,
                                          m_exportAction});
    QAction *toggle = m_toolBar->toggleViewAction();
    toggle->setText(tr("&Toolbar"));
    QMenu *view = nullptr;
    for (QAction *entry : menuBar()->actions()) {
        if (entry->menu() && entry->menu()->objectName() == u"viewMenu"_s)
            view = entry->menu();
    }
    if (view)
        view->insertAction(view->actions().value(0), toggle);
}

std::unique_ptr<Campaign> MainWindow::tryOpen(const QString &path, CampaignFile::Access access)
{
    try {
        return Campaign::open(path, access);
    } catch (const Failure &failure) {
        if (failure.detail().value(u"kind"_s).toString() == u"locked"_s
            && access == CampaignFile::Access::ReadWrite) {
            if (m_prompts->lockedFile(this, QDir::toNativeSeparators(path))
                == UserPrompts::LockedChoice::OpenReadOnly)
                return tryOpen(path, CampaignFile::Access::ReadOnly);
            return nullptr;
        }
        m_prompts->error(this, tr("Cannot Open Campaign"), failure.message());
    } catch (const std::exception &e) {
        m_prompts->error(this, tr("Cannot Open Campaign"),
                         tr("%1 could not be opened: %2").arg(path, QString::fromLocal8Bit(e.what())));
    }
    return nullptr;
}

bool MainWindow::openCampaign(const QString &path, CampaignFile::Access access)
{
    if (m_campaign && QFileInfo(m_campaign->path()) == QFileInfo(path))
        return true;
    if (!QFileInfo::exists(path)) {
        const bool wasRecent = m_recent->files().contains(QFileInfo(path).absoluteFilePath());
        m_recent->remove(path);
        m_prompts->error(this, tr("Cannot Open Campaign"),
                         wasRecent ? tr("%1 does not exist; it has been taken off the recent campaigns.")
                                         .arg(QDir::toNativeSeparators(path))
                                   : tr("%1 does not exist.").arg(QDir::toNativeSeparators(path)));
        if (m_welcome && !m_campaign)
            showWelcome();
        return false;
    }
    std::unique_ptr<Campaign> campaign = tryOpen(path, access);
    if (!campaign)
        return false;
    adopt(std::move(campaign), Session::Start);
    return true;
}

bool MainWindow::reopenLast()
{
    const QStringList dropped = m_recent->dropMissing();
    const QStringList files = m_recent->files();
    const bool opened = Preferences::reopenLast() && !files.isEmpty() && openCampaign(files.first());
    if (!dropped.isEmpty()) {
        QStringList names;
        for (const QString &path : dropped)
            names << QDir::toNativeSeparators(path);
        const QString note = tr("No longer there, so taken off the recent campaigns: %1").arg(names.join(u", "_s));
        statusBar()->showMessage(note, 20000); // after "Opened …", so that it is the one read
        if (!opened) {
            showWelcome();
            m_welcome->setNote(note);
        }
    }
    return opened;
}

bool MainWindow::openDemo()
{
    const QString path = demoPath();
    if (QFileInfo::exists(path))
        return openCampaign(path);
    std::unique_ptr<Campaign> demo;
    const bool made = m_prompts->attempt(this, tr("Demo Campaign"), [&] {
        QDir().mkpath(QFileInfo(path).absolutePath());
        demo = DemoCampaign::create(path);
    });
    if (made)
        adopt(std::move(demo), Session::Created);
    return made;
}

void MainWindow::showCreatedCampaign(std::unique_ptr<Campaign> campaign)
{
    if (campaign)
        adopt(std::move(campaign), Session::Created);
}

void MainWindow::adopt(std::unique_ptr<Campaign> campaign, Session session)
{
    releaseCampaign();
    m_campaign = std::move(campaign);
    if (session == Session::Start && !m_campaign->isReadOnly())
        m_prompts->attempt(this, tr("Session Start"),
                           [this] { CampaignRandom(*m_campaign).logSessionStart(u"referee"_s); });
    m_campaignPanel->setCampaign(m_campaign.get());
    m_logPanel->setCampaign(m_campaign.get());
    m_status->setCampaign(m_campaign.get());
    m_options->setCampaign(m_campaign.get());
    m_undo->setCampaign(m_campaign.get());
    connect(m_campaign.get(), &Campaign::changed, this, &MainWindow::updateTitle);
    m_recent->add(m_campaign->path(), describeCampaign());
    if (m_welcome) {
        m_welcome->hide();
        m_welcome->setNote(QString());
    }
    restoreDocks(); // before the game docks are sorted: a game's own docks follow its campaigns
    m_features->setCampaign(m_campaign.get());
    if (m_splitDocks) { // first start: give the wide tables of the Campaign panel the larger share
        m_splitDocks = false;
        QTimer::singleShot(0, this, [this] {
            resizeDocks({m_campaignDock, m_logDock}, {width() * 60 / 100, width() * 40 / 100}, Qt::Horizontal);
            QList<QDockWidget *> bottom; // feature panels docked below keep under half the height
            for (QDockWidget *dock : findChildren<QDockWidget *>()) {
                if (dockWidgetArea(dock) == Qt::BottomDockWidgetArea && dock->isVisible()) // not tabbed away
                    bottom << dock;
            }
            if (!bottom.isEmpty())
                resizeDocks(bottom, QList<int>(bottom.size(), height() * 42 / 100), Qt::Vertical);
        });
    }
    updateTitle();
    updateActions();
    const QString where = QDir::toNativeSeparators(m_campaign->path());
    statusBar()->showMessage(m_campaign->isReadOnly() ? tr("Opened %1 read-only: nothing can be changed").arg(where)
                                                      : tr("Opened %1").arg(where),
                             6000);
}

void MainWindow::releaseCampaign()
{
    if (m_campaign) {
        m_dockState = saveState(); // the docks as this campaign leaves them, for the next one
        m_recent->add(m_campaign->path(), describeCampaign());
    }
    m_campaignPanel->setCampaign(nullptr);
    m_logPanel->setCampaign(nullptr);
    m_features->setCampaign(nullptr);
    m_status->setCampaign(nullptr);
    m_options->setCampaign(nullptr);
    m_undo->setCampaign(nullptr);
    if (m_campaign)
        disconnect(m_campaign.get(), nullptr, this, nullptr);
    m_campaign.reset();
}

void MainWindow::closeCampaign()
{
    releaseCampaign();
    hideDocks(); // nothing to show until a campaign is open
    statusBar()->clearMessage(); // "Opened …" no longer holds
    showWelcome();
    updateTitle();
    updateActions();
}

void MainWindow::updateTitle()
{
    if (!m_campaign) {
        setWindowTitle(tr("Reeve"));
        return;
    }
    // The platform adds " — Reeve" (the display name) to a title that does not end with it, so the
    // read-only mark goes before the name rather than after it.
    const QString name = m_campaign->isReadOnly() ? tr("%1 [read-only]").arg(m_campaign->name()) : m_campaign->name();
    setWindowTitle(tr("%1 — Reeve").arg(name));
}

void MainWindow::updateActions()
{
    const bool open = m_campaign != nullptr;
    const bool writable = open && !m_campaign->isReadOnly();
    for (QAction *action : std::as_const(m_needCampaign))
        action->setEnabled(open);
    for (QAction *action : std::as_const(m_needWritable))
        action->setEnabled(writable);
    if (auto *pin = menuBar()->findChild<QAction *>(u"refereePin"_s))
        pin->setText(RefereeWords::pick(m_campaign.get(), tr("Referee &PIN…"), tr("Umpire &PIN…")));
}

void MainWindow::newCampaign()
{
    NewCampaignWizard wizard(this);
    wizard.setPrompts(m_prompts);
    if (wizard.exec() == QDialog::Accepted) {
        showCreatedCampaign(wizard.takeCampaign());
        if (!wizard.followUps().isEmpty())
            statusBar()->showMessage(tr("Still to do: %1").arg(wizard.followUps().join(u"; "_s)), 30000);
    }
}

void MainWindow::openFile()
{
    const QString folder = m_campaign ? QFileInfo(m_campaign->path()).absolutePath()
                                      : QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Campaign"), folder,
                                                      tr("Reeve campaigns (*.reeve);;All files (*)"));
    if (!path.isEmpty())
        openCampaign(path);
}

void MainWindow::saveAs()
{
    if (!m_campaign)
        return;
    const QString suggestion = QFileInfo(m_campaign->path()).absolutePath() + u"/"_s
        + QFileInfo(m_campaign->path()).completeBaseName() + tr(" copy") + u".reeve"_s;
    QString target = QFileDialog::getSaveFileName(this, tr("Save Campaign As"), suggestion,
                                                  tr("Reeve campaigns (*.reeve)"), nullptr,
                                                  QFileDialog::DontConfirmOverwrite);
    if (target.isEmpty())
        return;
    if (!target.endsWith(u".reeve"_s))
        target += u".reeve"_s;
    const bool copied = m_prompts->attempt(this, tr("Save As"), [&] {
        if (QFileInfo::exists(target))
            throw Failure::badInput(tr("%1 already exists; Save As never overwrites a campaign. "
                                       "Choose a new file name.")
                                        .arg(QDir::toNativeSeparators(target)));
        m_campaign->database().copyTo(target);
    });
    if (copied)
        openCampaign(target, m_campaign->isReadOnly() ? CampaignFile::Access::ReadOnly
                                                      : CampaignFile::Access::ReadWrite);
}

void MainWindow::nextPhase()
{
    if (m_campaign)
        m_prompts->attempt(this, tr("Next Phase"), [this] { CampaignEditor(*m_campaign).advancePhase(); });
}

void MainWindow::about()
{
    QMessageBox::about(
        this, tr("About Reeve"),
        tr("<h3>Reeve %1</h3>"
           "<p>A referee and bookkeeper for Dark Ages tabletop wargames: 1066: End of the Dark Ages, "
           "the DBA campaign “1066 and all that”, Swords &amp; Sails, Charlemagne: Dark Ages in Europe "
           "and Dark Age Britain 440–600.</p>"
           "<p>Reeve is free software: you can redistribute it and/or modify it under the terms of the "
           "GNU General Public License as published by the Free Software Foundation, either version 3 of "
           "the License, or (at your option) any later version (GPL-3.0-or-later). It comes with "
           "ABSOLUTELY NO WARRANTY.</p>"
           "<p>Reeve is built with Qt %2 and QCustomPlot (GPL-3.0).</p>")
            .arg(QString::fromLatin1(REEVE_VERSION), QString::fromLatin1(qVersion())));
}

void MainWindow::restoreLayout()
{
    QSettings settings;
    if (!restoreGeometry(settings.value(u"mainWindow/geometry"_s).toByteArray())) {
        const QRect screen = QGuiApplication::primaryScreen() ? QGuiApplication::primaryScreen()->availableGeometry()
                                                              : QRect(0, 0, 1600, 1000);
        resize(std::max(1000, screen.width() * 94 / 100), std::max(700, screen.height() * 92 / 100));
    }
    fitToScreen();
    m_splitDocks = !settings.contains(u"mainWindow/state"_s);
    for (QDockWidget *dock : findChildren<QDockWidget *>()) {
        if (!dock->isHidden())
            m_firstDocks << dock; // a first start shows these, in Reeve's own layout
    }
    m_dockState = settings.value(u"mainWindow/state"_s).toByteArray();
    if (!m_dockState.isEmpty() && !restoreState(m_dockState)) // the toolbar as it was left
        m_dockState.clear();
}

void MainWindow::saveLayout()
{
    QSettings settings;
    settings.setValue(u"mainWindow/geometry"_s, saveGeometry());
    // Without a campaign the docks are hidden; keep the layout the last campaign left.
    const QByteArray state = m_campaign ? saveState() : m_dockState;
    if (!state.isEmpty())
        settings.setValue(u"mainWindow/state"_s, state);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    saveLayout();
    releaseCampaign(); // quitting: the welcome page need not be shown again
    event->accept();
}

} // namespace Reeve
