// MainWindow: opening, creating and closing campaigns, and what the window shows of the one open
// (title, actions, the welcome page without one).
#include "mainwindow.h"

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenuBar>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTimer>

#include "campaign/campaign.h"
#include "campaign/campaignpanel.h"
#include "campaign/campaignrandom.h"
#include "campaign/democampaign.h"
#include "common/refereewords.h"
#include "common/userprompts.h"
#include "log/logpanel.h"
#include "mainwindow/campaignstatus.h"
#include "mainwindow/featuredocks.h"
#include "mainwindow/optionsmenu.h"
#include "mainwindow/recentfiles.h"
#include "mainwindow/undocontroller.h"
#include "mainwindow/welcomepage.h"
#include "preferences/preferences.h"
#include "storage/database.h"
#include "util/failure.h"
#include "util/plural.h"
#include "wizard/newcampaignwizard.h"

namespace Reeve {

using namespace Qt::StringLiterals;

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
        const QString note = tr("No longer there, so taken off the recent campaigns: %1")
                                     .arg(names.join(u", "_s));
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
    if (m_campaign)
        releaseCampaign(); // else the panels hold none already (the window's building or Close let it go)
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
    statusBar()->showMessage(m_campaign->isReadOnly()
                                     ? tr("Opened %1 read-only: nothing can be changed").arg(where)
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
    hideDocks();                 // nothing to show until a campaign is open
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
    const QString name = m_campaign->isReadOnly() ? tr("%1 [read-only]").arg(m_campaign->name())
                                                  : m_campaign->name();
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
        showFollowUps(wizard.followUps());
    }
}

void MainWindow::showFollowUps(const QStringList &followUps)
{
    if (followUps.isEmpty())
        return;
    // The list is shown whole: in the status bar it ran off the window at 1280×800 (issue 24).
    const int n = int(followUps.size());
    statusBar()->showMessage(Plural::text(tr("Campaign created; %n set-up step(s) still to do.", nullptr, n),
                                          n),
                             30000);
    QStringList items;
    for (const QString &f : followUps)
        items << u"<li>"_s + f.toHtmlEscaped() + u"</li>"_s;
    m_prompts->information(this, tr("Still to Do"),
                           tr("<p>The campaign is created. Reeve could not yet take these steps of its "
                              "set-up:</p><ul>%1</ul>")
                                   .arg(items.join(QString())));
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

} // namespace Reeve
