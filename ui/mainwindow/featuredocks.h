#pragma once

#include <functional>

#include <QHash>
#include <QList>
#include <QPointer>
#include <QObject>

#include "charts/chartviews.h"

class QDockWidget;
class QMainWindow;
class QMenu;
class QScrollArea;
class QTabBar;
class QWidget;

namespace Reeve {

class BattleBoardPanel;
class Campaign;
class ContainersPanel;
class LedgerPanel;
class ProceduresPanel;
class ReferencePanel;
class RulingsPanel;
class StepsPanel;
class TablesPanel;

/**
 * The feature panels beyond Campaign and Turn log: Procedures, Containers &
 * hands, Ledger, Charts, Luck, Tables, Rules reference, Rulings, Orders, Steps
 * (every game's registered steps, Alt+P) and each game's own docks, each in its
 * own dock (tabbed at the bottom of the main window, listed in the View menu)
 * and all following the open campaign. A panel is built, and given the
 * campaign, only when its dock is first shown: start-up pays for the one panel
 * on screen, not for eight. Kept out of MainWindow so each feature stays in its
 * folder.
 */
class FeatureDocks : public QObject
{
    Q_OBJECT
public:
    FeatureDocks(QMainWindow *window, QMenu *viewMenu);

    void setCampaign(Campaign *campaign);
    const QList<QDockWidget *> &docks() const { return m_docks; }

    // Each panel, built on first use (showing its dock does the same).
    ProceduresPanel *procedures();
    TablesPanel *tables();
    ReferencePanel *reference();
    RulingsPanel *rulings();
    /// The Steps panel, its dock shown and in front.
    StepsPanel *steps();
    /// How long an opened hand stays on screen (the Containers panel, now or when it is built).
    void setHandHideSeconds(int seconds);
    /// Settles the window's Alt+letters (Mnemonics) and its dock tab bars once the events in hand
    /// are done, however many docks changed their visibility meanwhile; only a bar with a dock shown
    /// takes the focus.
    void settleSoon();

private:
    struct Feature
    {
        QDockWidget *dock = nullptr;
        QScrollArea *scroll = nullptr;
        std::function<QWidget *()> create;
        std::function<void(Campaign *)> setCampaign;
        QWidget *panel = nullptr;
        QString game; ///< the only game whose campaigns show this dock; empty: every game
        Campaign *given = nullptr; ///< what the panel was last given
        bool hasGiven = false;
    };

    QDockWidget *addFeature(const QString &title, const QString &objectName, const QString &shortcut,
                            const std::function<QWidget *()> &create,
                            const std::function<void(Campaign *)> &setCampaign, const QString &game = QString());
    /// Builds the panel of \a dock if need be and hands it the current campaign.
    QWidget *ensure(QDockWidget *dock);
    void bringUp(QDockWidget *dock);
    /// Whether \a dock is shown and not behind another dock's tab (also before the window shows).
    bool inFront(QDockWidget *dock) const;
    /// Takes the panel of \a dock out of the tab chain while it is behind another dock's tab.
    void keepOutOfTabChain(QDockWidget *dock, bool onScreen);
    /// Whether one of \a bar's tabs is a dock not hidden.
    bool hasShownDock(const QTabBar *bar) const;
    void connectProcedures();
    void connectReference();

    QMainWindow *m_window;
    QMenu *m_viewMenu;
    QList<QDockWidget *> m_docks;
    QHash<QDockWidget *, Feature> m_features;
    QPointer<Campaign> m_campaign;
    QDockWidget *m_proceduresDock = nullptr;
    QDockWidget *m_tablesDock = nullptr;
    QDockWidget *m_referenceDock = nullptr;
    QDockWidget *m_rulingsDock = nullptr;
    QDockWidget *m_stepsDock = nullptr;
    QPointer<StepsPanel> m_steps;
    int m_handHideSeconds = 30;
    bool m_settlePending = false;
    ProceduresPanel *m_procedures = nullptr;
    TablesPanel *m_tables = nullptr;
    ContainersPanel *m_containers = nullptr;
    LedgerPanel *m_ledger = nullptr;
    ChartViews::Panel m_charts; ///< the ledger's chart (from the charts plugin)
    ChartViews::Panel m_luck;
    ReferencePanel *m_reference = nullptr;
    RulingsPanel *m_rulings = nullptr;
    BattleBoardPanel *m_battle = nullptr;
};

} // namespace Reeve
