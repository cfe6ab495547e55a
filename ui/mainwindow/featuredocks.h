#pragma once

#include <QList>
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
    QDockWidget *addDock(QWidget *panel, const QString &title, const QString &objectName, const QString &shortcut);

    QMainWindow *m_window;
    QMenu *m_viewMenu;
    QList<QDockWidget *> m_docks;
    ProceduresPanel *m_procedures = nullptr;
    TablesPanel *m_tables = nullptr;
    ContainersPanel *m_containers = nullptr;
    LedgerPanel *m_ledger = nullptr;
    LedgerChartView *m_charts = nullptr;
    LuckView *m_luck = nullptr;
};

} // namespace Reeve
