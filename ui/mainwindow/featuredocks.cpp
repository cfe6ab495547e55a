#include "featuredocks.h"

#include <QAction>
#include <QDockWidget>
#include <QKeySequence>
#include <QMainWindow>
#include <QMenu>
#include <QScrollArea>

#include "campaign/campaign.h"
#include "containers/containerspanel.h"
#include "ledger/ledgerchartview.h"
#include "ledger/ledgerpanel.h"
#include "ledger/luckview.h"
#include "procedures/procedurespanel.h"
#include "tables/tablespanel.h"

namespace Reeve {

using namespace Qt::StringLiterals;

FeatureDocks::FeatureDocks(QMainWindow *window, QMenu *viewMenu)
    : QObject(window)
    , m_window(window)
    , m_viewMenu(viewMenu)
{
    m_procedures = new ProceduresPanel(window);
    m_tables = new TablesPanel(window);
    m_containers = new ContainersPanel(window);
    m_ledger = new LedgerPanel(window);
    m_charts = new LedgerChartView(window);
    m_luck = new LuckView(window);
    if (m_viewMenu)
        m_viewMenu->addSeparator();
    QDockWidget *procedures = addDock(m_procedures, tr("Procedures"), u"proceduresDock"_s, u"Alt+3"_s);
    addDock(m_containers, tr("Containers && hands"), u"containersDock"_s, u"Alt+4"_s);
    addDock(m_ledger, tr("Ledger"), u"ledgerDock"_s, u"Alt+5"_s);
    addDock(m_charts, tr("Charts"), u"chartsDock"_s, u"Alt+6"_s);
    addDock(m_luck, tr("Luck"), u"luckDock"_s, u"Alt+7"_s);
    QDockWidget *tables = addDock(m_tables, tr("Tables"), u"tablesDock"_s, u"Alt+8"_s);
    follow(m_docks.at(0), [this](Campaign *c) { m_procedures->setCampaign(c); });
    follow(m_docks.at(1), [this](Campaign *c) { m_containers->setCampaign(c); });
    follow(m_docks.at(2), [this](Campaign *c) { m_ledger->setCampaign(c); });
    follow(m_docks.at(3), [this](Campaign *c) { m_charts->setCampaign(c); });
    follow(m_docks.at(4), [this](Campaign *c) { m_luck->setCampaign(c); });
    follow(m_docks.at(5), [this](Campaign *c) { m_tables->setCampaign(c); });
    for (qsizetype i = 1; i < m_docks.size(); ++i)
        window->tabifyDockWidget(m_docks.first(), m_docks.at(i));
    procedures->raise();
    // A missing figure in a procedure leads straight to the cell to fill in (DESIGN §4).
    connect(m_procedures, &ProceduresPanel::missingFigure, this, [this, tables](const QString &table, const QString &cell) {
        tables->show();
        tables->raise();
        m_tables->showFigure(table, cell);
    });
}

QDockWidget *FeatureDocks::addDock(QWidget *panel, const QString &title, const QString &objectName,
                                   const QString &shortcut)
{
    auto *dock = new QDockWidget(title, m_window);
    dock->setObjectName(objectName);
    // A scroll area lets the tabbed panels shrink below their forms' full height, so the
    // Campaign and Turn log docks above keep a useful share of the window.
    auto *scroll = new QScrollArea(dock);
    scroll->setWidget(panel);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    dock->setWidget(scroll);
    m_window->addDockWidget(Qt::BottomDockWidgetArea, dock);
    QAction *toggle = dock->toggleViewAction();
    toggle->setShortcut(QKeySequence(shortcut));
    if (m_viewMenu)
        m_viewMenu->addAction(toggle);
    m_docks.append(dock);
    return dock;
}

void FeatureDocks::follow(QDockWidget *dock, const std::function<void(Campaign *)> &setter)
{
    m_setters.insert(dock, setter);
    // Panels behind other tabs load only when first shown: opening a long campaign must not
    // wait for charts and luck statistics nobody is looking at.
    connect(dock, &QDockWidget::visibilityChanged, this, [this, dock](bool visible) {
        if (visible && m_given.value(dock) != m_campaign.data()) {
            m_given.insert(dock, m_campaign.data());
            m_setters.value(dock)(m_campaign.data());
        }
    });
}

void FeatureDocks::setCampaign(Campaign *campaign)
{
    m_campaign = campaign;
    for (QDockWidget *dock : std::as_const(m_docks)) {
        const bool shown = dock->isVisible() && !dock->visibleRegion().isEmpty();
        if (campaign == nullptr || shown) {
            m_given.insert(dock, campaign);
            m_setters.value(dock)(campaign);
        }
    }
}

} // namespace Reeve
