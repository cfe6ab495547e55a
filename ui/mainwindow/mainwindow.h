#pragma once

#include <memory>

#include <QHash>
#include <QMainWindow>

#include "campaign/campaign.h"
#include "storage/campaignfile.h"

class QAction;
class QDockWidget;
class QMenu;
class QToolBar;

namespace Reeve {

class CampaignPanel;
class CampaignStatus;
class FeatureDocks;
class HelpController;
class LogPanel;
class OptionsMenu;
class RecentFiles;
class UndoController;
class UserPrompts;
class WelcomePage;

/**
 * The referee's desk: the open campaign with dockable panels around it
 * (Campaign, Turn log), the menus, undo/redo through the action log, and a
 * status bar with the clock and the dice seed commitment. Every change is
 * saved as it is made; there is no Save, only Save As (a copy).
 */
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    /// Replaces the message boxes (tests record them instead).
    void setPrompts(std::shared_ptr<UserPrompts> prompts);

    /**
     * Opens \a path. A file held by another Reeve process asks whether to open
     * it read-only; a file that is not a campaign is reported. Returns whether
     * a campaign is now open from \a path.
     */
    bool openCampaign(const QString &path, CampaignFile::Access access = CampaignFile::Access::ReadWrite);
    /**
     * At start-up without a file: opens the most recent campaign when the preference says so
     * (Preferences::reopenLast). Recent files that have gone are dropped, and the welcome page
     * and status bar say so. Returns whether a campaign is now open.
     */
    bool reopenLast();
    /// Opens the demo campaign, creating it on first use.
    bool openDemo();
    /// Shows \a campaign (just created); no session start is logged.
    void showCreatedCampaign(std::unique_ptr<Campaign> campaign);
    /// After the wizard: the set-up steps Reeve could not take yet, listed whole in a message.
    void showFollowUps(const QStringList &followUps);
    void closeCampaign();

    Campaign *campaign() const { return m_campaign.get(); }
    CampaignPanel *campaignPanel() const { return m_campaignPanel; }
    LogPanel *logPanel() const { return m_logPanel; }
    UndoController *undoController() const { return m_undo; }
    CampaignStatus *campaignStatus() const { return m_status; }
    OptionsMenu *optionsMenu() const { return m_options; }
    RecentFiles *recentFiles() const { return m_recent; }
    WelcomePage *welcomePage() const { return m_welcome; }
    FeatureDocks *featureDocks() const { return m_features; }
    HelpController *helpController() const { return m_help; }
    QToolBar *toolBar() const { return m_toolBar; }
    QAction *applyStepAction() const { return m_applyStep; }
    QAction *preferencesAction() const { return m_preferences; }

public slots:
    /// Edit ▸ Preferences: the dialog, then the new values put to work.
    void preferences();
    /// Game ▸ Apply Step (F9): the Steps panel's step, rolled by Reeve or on the dice entered
    /// (Preferences::diceMode); with the panel not in front it is only brought forward.
    void applyStep();

    /// Where the demo campaign lives (the app data folder).
    static QString demoPath();

    /// Showing fits the window to its screen first, frame included, so it is laid out once, at
    /// the size it keeps (a fit after the first layout laid the whole window out again).
    void setVisible(bool visible) override;

    /// For a process about to end: the window is hidden and its campaign let go of (file, lock and
    /// recent entry, odds still being worked out stopped), but its widgets are not taken apart one
    /// by one (milliseconds at every quit); the end of the process takes them back at once.
    void leaveForExit();

protected:
    void closeEvent(QCloseEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    enum class Session { Start, Created };

    void createDocks();
    void createFileMenu();
    void createEditMenu();
    void createGameMenu();
    void createViewMenu();
    void createHelpMenu();
    void createToolBar();
    /// Puts the preferences to work: the hand's hiding delay, the Apply Step wording.
    void applyPreferences();
    /// Hides every dock, so the welcome page is the whole window (their layout is kept in m_dockState).
    void hideDocks();
    /// Brings the docks back as the last campaign left them (or the first layout), sizes and all.
    void restoreDocks();
    QString describeCampaign() const;
    QAction *makeAction(QMenu *menu, const QString &text, const QKeySequence &shortcut, void (MainWindow::*slot)());
    void adopt(std::unique_ptr<Campaign> campaign, Session session);
    /// Lets go of the open campaign (panels first); the window's look is left to the caller.
    void releaseCampaign();
    void showWelcome();
    std::unique_ptr<Campaign> tryOpen(const QString &path, CampaignFile::Access access);
    void updateTitle();
    void updateActions();
    void restoreLayout();
    /// Keeps the window on the screen it opens on: smaller than it, and inside it.
    void fitToScreen();
    void saveLayout();

    void newCampaign();
    void openFile();
    void saveAs();
    void nextPhase();
    void setTurn();
    void exportReports();
    void setActiveSide();
    void setRefereePin();
    void about();

    std::unique_ptr<Campaign> m_campaign;
    std::shared_ptr<UserPrompts> m_prompts;
    WelcomePage *m_welcome = nullptr;
    CampaignPanel *m_campaignPanel = nullptr;
    FeatureDocks *m_features = nullptr;
    LogPanel *m_logPanel = nullptr;
    QDockWidget *m_campaignDock = nullptr;
    QDockWidget *m_logDock = nullptr;
    CampaignStatus *m_status = nullptr;
    OptionsMenu *m_options = nullptr;
    UndoController *m_undo = nullptr;
    RecentFiles *m_recent = nullptr;
    HelpController *m_help = nullptr;
    QToolBar *m_toolBar = nullptr;
    QAction *m_newAction = nullptr;
    QAction *m_openAction = nullptr;
    QAction *m_nextPhaseAction = nullptr;
    QAction *m_exportAction = nullptr;
    QAction *m_applyStep = nullptr;
    QAction *m_preferences = nullptr;
    QList<QAction *> m_needCampaign; ///< enabled while a campaign is open
    QList<QAction *> m_needWritable; ///< enabled while a writable campaign is open
    bool m_splitDocks = false; ///< no saved layout: share the width out when the docks first show
    QByteArray m_dockState; ///< the docks as the last campaign left them (saveState); empty: none yet
    QList<QDockWidget *> m_firstDocks; ///< without a saved layout, the docks the first campaign shows
};

} // namespace Reeve
