// MainWindow: building the window (docks, menus, toolbar) and letting it go at the end. Opening
// and closing campaigns are in mainwindowcampaign.cpp, the window's layout in mainwindowlayout.cpp,
// the dialogs behind the menus in mainwindowactions.cpp.
#include "mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QToolBar>

#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "campaign/campaignpanel.h"
#include "common/userprompts.h"
#include "common/wheelguard.h"
#include "help/helpcontroller.h"
#include "log/logpanel.h"
#include "mainwindow/campaignstatus.h"
#include "mainwindow/dockshortcut.h"
#include "mainwindow/featuredocks.h"
#include "mainwindow/iconcachestyle.h"
#include "mainwindow/maintoolbar.h"
#include "mainwindow/optionsmenu.h"
#include "mainwindow/recentfiles.h"
#include "mainwindow/undocontroller.h"
#include "procedures/oddsrunner.h"

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
    IconCacheStyle::install(); // the docks' and search boxes' standard icons made once, not at each ask
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
    m_exportAction = makeAction(menu, tr("Export Season &Reports…"),
                                QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R), &MainWindow::exportReports);
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
    m_needWritable << makeAction(menu, tr("Set &Turn…"), QKeySequence(Qt::CTRL | Qt::Key_T),
                                 &MainWindow::setTurn);
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
                                          m_undo->redoAction(), nullptr, m_nextPhaseAction, m_applyStep,
                                          nullptr, m_exportAction});
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

} // namespace Reeve
