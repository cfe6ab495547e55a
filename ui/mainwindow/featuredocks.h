#pragma once

#include <functional>

#include <QHash>
#include <QList>
#include <QPointer>
#include <QObject>

class QDockWidget;
class QMainWindow;
class QMenu;

namespace Reeve {

class Campaign;
class ContainersPanel;
class LedgerChartView;
class LedgerPanel;
class LuckView;
class ProceduresPanel;
class TablesPanel;

/**
 * The feature panels beyond Campaign and Turn log: Procedures, Tables,
 * Containers & hands, Ledger, Charts and Luck, each in its own dock (tabbed at
 * the bottom of the main window, listed in the View menu) and all following the
 * open campaign. Kept out of MainWindow so each feature stays in its folder.
 */
class FeatureDocks : public QObject
{
    Q_OBJECT
public:
    FeatureDocks(QMainWindow *window, QMenu *viewMenu);

    void setCampaign(Campaign *campaign);
    const QList<QDockWidget *> &docks() const { return m_docks; }

private:
    /// Hands the campaign to the panel of \a dock now if it is on screen, else when it is first shown.
    void follow(QDockWidget *dock, const std::function<void(Campaign *)> &setter);
    QDockWidget *addDock(QWidget *panel, const QString &title, const QString &objectName, const QString &shortcut);

    QMainWindow *m_window;
    QMenu *m_viewMenu;
    QList<QDockWidget *> m_docks;
    QPointer<Campaign> m_campaign;
    QHash<QDockWidget *, std::function<void(Campaign *)>> m_setters;
    QHash<QDockWidget *, Campaign *> m_given; ///< what each panel was last given
    ProceduresPanel *m_procedures = nullptr;
    TablesPanel *m_tables = nullptr;
    ContainersPanel *m_containers = nullptr;
    LedgerPanel *m_ledger = nullptr;
    LedgerChartView *m_charts = nullptr;
    LuckView *m_luck = nullptr;
};

} // namespace Reeve
