#include "featuredocks.h"

#include <memory>

#include <QAction>
#include <QDockWidget>
#include <QKeySequence>
#include <QMainWindow>
#include <QMenu>
#include <QPointer>
#include <QScrollArea>
#include <QTabBar>
#include <QTimer>

#include "battle/battleboardpanel.h"
#include "britain/britainpanel.h"
#include "campaign/campaign.h"
#include "charlemagne/charlemagnepanel.h"
#include "charts/chartviews.h"
#include "containers/containerspanel.h"
#include "dba/dbadeskpanel.h"
#include "ledger/ledgerpanel.h"
#include "mainwindow/dockshortcut.h"
#include "mainwindow/lazyselection.h"
#include "mainwindow/mnemonics.h"
#include "orders/orderspanel.h"
#include "procedures/procedurespanel.h"
#include "reference/referencepanel.h"
#include "rulings/rulingspanel.h"
#include "sas/sasseasonpanel.h"
#include "sas/sastimerpanel.h"
#include "steps/stepspanel.h"
#include "tables/tablespanel.h"

namespace Reeve {

using namespace Qt::StringLiterals;

FeatureDocks::FeatureDocks(QMainWindow *window, QMenu *viewMenu)
    : QObject(window)
    , m_window(window)
    , m_viewMenu(viewMenu)
{
    if (m_viewMenu)
        m_viewMenu->addSeparator();
    m_proceduresDock = addFeature(
        tr("Procedures"), u"proceduresDock"_s, u"Alt+3"_s,
        [this] { return m_procedures = new ProceduresPanel; }, [this](Campaign *c) { m_procedures->setCampaign(c); });
    addFeature(
        tr("Containers and hands"), u"containersDock"_s, u"Alt+4"_s,
        [this] {
            m_containers = new ContainersPanel;
            m_containers->setAutoHideMs(m_handHideSeconds * 1000);
            return m_containers;
        },
        [this](Campaign *c) { m_containers->setCampaign(c); });
    addFeature(
        tr("Ledger"), u"ledgerDock"_s, u"Alt+5"_s, [this] { return m_ledger = new LedgerPanel; },
        [this](Campaign *c) { m_ledger->setCampaign(c); });
    // The charts come from a plugin, loaded when one is first shown (charts/chartviews.h).
    addFeature(
        tr("Charts"), u"chartsDock"_s, u"Alt+6"_s, [this] { return (m_charts = ChartViews::ledgerChart()).widget; },
        [this](Campaign *c) { m_charts.setCampaign(c); });
    addFeature(
        tr("Luck"), u"luckDock"_s, u"Alt+7"_s, [this] { return (m_luck = ChartViews::luck()).widget; },
        [this](Campaign *c) { m_luck.setCampaign(c); });
    m_tablesDock = addFeature(
        tr("Tables"), u"tablesDock"_s, u"Alt+8"_s, [this] { return m_tables = new TablesPanel; },
        [this](Campaign *c) { m_tables->setCampaign(c); });
    m_referenceDock = addFeature(
        tr("Rules reference"), u"referenceDock"_s, u"Alt+9"_s,
        [this] {
            m_reference = new ReferencePanel;
            connectReference();
            return m_reference;
        },
        [this](Campaign *c) { m_reference->setCampaign(c); });
    m_rulingsDock = addFeature(
        tr("Rulings"), u"rulingsDock"_s, u"Alt+0"_s, [this] { return m_rulings = new RulingsPanel; },
        [this](Campaign *c) { m_rulings->setCampaign(c); });
    addFeature(
        tr("Battle board (1066)"), u"battleDock"_s, u"Alt+B"_s,
        [this] {
            m_battle = new BattleBoardPanel;
            connect(m_battle, &BattleBoardPanel::missingFigure, this, [this](const QString &table, const QString &cell) {
                bringUp(m_tablesDock);
                m_tables->showFigure(table, cell);
            });
            return m_battle;
        },
        [this](Campaign *c) {
            // The board runs 1066 battles (§15); other games' campaigns leave it empty.
            const bool is1066 = c && c->game().id == u"1066"_s;
            m_battle->setCampaign(is1066 ? c : nullptr);
            m_battle->setEnabled(is1066);
        },
        u"1066"_s);
    auto sasTimer = std::make_shared<QPointer<SasTimerPanel>>();
    addFeature(
        tr("Diplomacy timer"), u"sasTimerDock"_s, u"Alt+T"_s,
        [sasTimer] { return *sasTimer = new SasTimerPanel; }, [sasTimer](Campaign *c) { (*sasTimer)->setCampaign(c); },
        u"sas"_s);
    auto britain = std::make_shared<QPointer<BritainPanel>>();
    addFeature(
        tr("Britain year"), u"britainDock"_s, u"Alt+Y"_s,
        [britain] { return *britain = new BritainPanel; }, [britain](Campaign *c) { (*britain)->setCampaign(c); },
        u"britain"_s);
    auto sasSeason = std::make_shared<QPointer<SasSeasonPanel>>();
    addFeature(
        tr("Swords and Sails season"), u"sasSeasonDock"_s, u"Alt+S"_s,
        [sasSeason] { return *sasSeason = new SasSeasonPanel; },
        [sasSeason](Campaign *c) { (*sasSeason)->setCampaign(c); }, u"sas"_s);
    auto dbaDesk = std::make_shared<QPointer<DbaDeskPanel>>();
    addFeature(
        tr("Umpire's desk (DBA)"), u"dbaDeskDock"_s, u"Alt+U"_s, [dbaDesk] { return *dbaDesk = new DbaDeskPanel; },
        [dbaDesk](Campaign *c) { (*dbaDesk)->setCampaign(c); }, u"dba"_s);
    auto charlemagne = std::make_shared<QPointer<CharlemagnePanel>>();
    addFeature(
        tr("Charlemagne board"), u"charlemagneDock"_s, u"Alt+C"_s,
        [charlemagne] { return *charlemagne = new CharlemagnePanel; },
        [charlemagne](Campaign *c) { (*charlemagne)->setCampaign(c); }, u"charlemagne"_s);
    auto orders = std::make_shared<QPointer<OrdersPanel>>();
    addFeature(
        tr("Orders"), u"ordersDock"_s, u"Alt+O"_s, [orders] { return *orders = new OrdersPanel; },
        [orders](Campaign *c) { (*orders)->setCampaign(c); });
    // Every game's registered steps, one form each (docs/ARCHITECTURE.md, "Steps").
    m_stepsDock = addFeature(
        tr("Steps"), u"stepsDock"_s, u"Alt+P"_s, [this] { return m_steps = new StepsPanel; },
        [this](Campaign *c) { m_steps->setCampaign(c); });
    for (qsizetype i = 1; i < m_docks.size(); ++i)
        window->tabifyDockWidget(m_docks.first(), m_docks.at(i));
    m_proceduresDock->raise();
}

QDockWidget *FeatureDocks::addFeature(const QString &title, const QString &objectName, const QString &shortcut,
                                      const std::function<QWidget *()> &create,
                                      const std::function<void(Campaign *)> &setCampaign, const QString &game)
{
    auto *dock = new QDockWidget(title, m_window);
    dock->setObjectName(objectName);
    m_window->addDockWidget(Qt::BottomDockWidgetArea, dock); // empty until first shown (ensure)
    QAction *toggle = dock->toggleViewAction();
    if (m_viewMenu)
        m_viewMenu->addAction(toggle);
    // The key shows, raises and focuses the dock (building its panel first); it never hides it.
    DockShortcut::attach(m_window, dock, QKeySequence(shortcut), [this, dock] { ensure(dock); });
    m_docks.append(dock);
    m_features.insert(dock, Feature{dock, nullptr, create, setCampaign, nullptr, game});
    if (!game.isEmpty()) {
        // A game's own dock waits, hidden and out of the View menu, for a campaign of that game.
        dock->hide();
        toggle->setVisible(false);
    }
    connect(dock, &QDockWidget::visibilityChanged, this, [this, dock](bool visible) {
        if (visible)
            ensure(dock);
        keepOutOfTabChain(dock, visible); // settled again below, when the tabs are known
        settleSoon(); // the dock in front takes its Alt+letters, the one it covers gives them up
    });
    return dock;
}

void FeatureDocks::settleSoon()
{
    // Showing the window changes the visibility of every dock at once: one settling after them all.
    if (m_settlePending)
        return;
    m_settlePending = true;
    QTimer::singleShot(0, this, [this] {
        m_settlePending = false;
        Mnemonics::settle(m_window);
        // The docks' tabs scroll instead of cutting every title short ("Procedimien…", "Ta…" in
        // Spanish at 1280×800); the window makes its tab bars as docks are tabbed, so each time.
        for (QTabBar *bar : m_window->findChildren<QTabBar *>(Qt::FindDirectChildrenOnly)) {
            bar->setElideMode(Qt::ElideNone);
            bar->setUsesScrollButtons(true);
            // A bar whose docks are all hidden (no campaign open) stays in the window, out of sight:
            // Tab must not go there and show nothing.
            bar->setFocusPolicy(hasShownDock(bar) ? Qt::TabFocus : Qt::NoFocus);
        }
        for (QDockWidget *dock : std::as_const(m_docks))
            keepOutOfTabChain(dock, !dock->isVisible() || inFront(dock));
    });
}

void FeatureDocks::keepOutOfTabChain(QDockWidget *dock, bool onScreen)
{
    // Qt moves a dock behind a tab out of the window without hiding it, so Tab walked into its panel
    // off screen. The scroll area around the panel is ours: disabling it takes the panel out of the
    // tab chain (and its shortcuts off) while covered, and keeps the state the panel gave its own
    // widgets (a disabled child stays disabled when its parent is enabled again).
    if (QScrollArea *scroll = m_features.value(dock).scroll; scroll && scroll->isEnabled() != onScreen)
        scroll->setEnabled(onScreen);
}

bool FeatureDocks::hasShownDock(const QTabBar *bar) const
{
    for (int i = 0; i < bar->count(); ++i) {
        for (const QDockWidget *dock : m_window->findChildren<QDockWidget *>(Qt::FindDirectChildrenOnly)) {
            if (bar->tabData(i).value<quintptr>() == quintptr(dock) && !dock->isHidden())
                return true;
        }
    }
    return false;
}

QWidget *FeatureDocks::ensure(QDockWidget *dock)
{
    Feature &f = m_features[dock];
    if (!f.panel) {
        // A scroll area lets the tabbed panels shrink below their forms' full height, so the
        // Campaign and Turn log docks above keep a useful share of the window.
        f.scroll = new QScrollArea(dock);
        f.scroll->setWidgetResizable(true);
        f.scroll->setFrameShape(QFrame::NoFrame);
        f.scroll->setFocusPolicy(Qt::NoFocus); // no frame, nothing to act on: Tab went there and showed nothing
        f.panel = f.create();
        LazySelection::defer(f.panel); // its wrapped labels are laid out as plain text until pointed at
        f.scroll->setWidget(f.panel);
        dock->setWidget(f.scroll);
        if (dock == m_proceduresDock)
            connectProcedures();
    }
    if (!f.hasGiven || f.given != m_campaign.data()) {
        f.hasGiven = true;
        f.given = m_campaign.data();
        f.setCampaign(m_campaign.data());
        Mnemonics::settle(m_window); // its Alt+letters give way to the window's and the fixed docks'
    }
    return f.panel;
}

void FeatureDocks::setCampaign(Campaign *campaign)
{
    m_campaign = campaign;
    for (QDockWidget *dock : std::as_const(m_docks)) {
        const Feature &f = m_features[dock];
        if (!f.game.isEmpty()) {
            const bool ours = campaign && campaign->game().id == f.game;
            const bool wasOurs = dock->toggleViewAction()->isVisible();
            dock->toggleViewAction()->setVisible(ours);
            if (!ours)
                dock->hide(); // also after a saved layout showed it
            else if (!wasOurs)
                dock->show();
        }
        // Before the window first shows, the panels that will be in front are built now, so that the
        // window is laid out once with them; built while it showed, each was laid out twice.
        const bool shown = m_window->isVisible() ? dock->isVisible() && !dock->visibleRegion().isEmpty()
                                                 : campaign && inFront(dock);
        if (shown || (f.panel && campaign == nullptr))
            ensure(dock);
    }
    Mnemonics::settle(m_window); // the game's dock keys changed: Alt+S is the S&S season's only there
}

bool FeatureDocks::inFront(QDockWidget *dock) const
{
    if (dock->isHidden() || m_window->dockWidgetArea(dock) == Qt::NoDockWidgetArea)
        return false;
    if (dock->isFloating() || m_window->tabifiedDockWidgets(dock).isEmpty())
        return true;
    // The window's tab bars know each tab's dock (its data) and which tab is in front.
    for (const QTabBar *bar : m_window->findChildren<QTabBar *>(Qt::FindDirectChildrenOnly)) {
        if (bar->isHidden())
            continue; // a bar the window keeps for later use
        for (int i = 0; i < bar->count(); ++i) {
            if (bar->tabData(i).value<quintptr>() == quintptr(dock))
                return i == bar->currentIndex();
        }
    }
    return false; // not known: built when it shows (visibilityChanged)
}

void FeatureDocks::bringUp(QDockWidget *dock)
{
    dock->show();
    dock->raise();
    ensure(dock);
}

StepsPanel *FeatureDocks::steps()
{
    bringUp(m_stepsDock);
    return m_steps;
}

void FeatureDocks::setHandHideSeconds(int seconds)
{
    m_handHideSeconds = seconds;
    if (m_containers)
        m_containers->setAutoHideMs(seconds * 1000);
}

ProceduresPanel *FeatureDocks::procedures()
{
    ensure(m_proceduresDock);
    return m_procedures;
}

TablesPanel *FeatureDocks::tables()
{
    ensure(m_tablesDock);
    return m_tables;
}

ReferencePanel *FeatureDocks::reference()
{
    ensure(m_referenceDock);
    return m_reference;
}

RulingsPanel *FeatureDocks::rulings()
{
    ensure(m_rulingsDock);
    return m_rulings;
}

void FeatureDocks::connectProcedures()
{
    // A missing figure in a procedure leads straight to the cell to fill in (DESIGN §4).
    connect(m_procedures, &ProceduresPanel::missingFigure, this, [this](const QString &table, const QString &cell) {
        bringUp(m_tablesDock);
        m_tables->showFigure(table, cell);
    });
}

void FeatureDocks::connectReference()
{
    // The reference links to the procedures and tables that implement a section, and to rulings on it.
    connect(m_reference, &ReferencePanel::procedureRequested, this, [this](const QString &id) {
        bringUp(m_proceduresDock);
        m_procedures->selectProcedure(id);
    });
    connect(m_reference, &ReferencePanel::tableRequested, this, [this](const QString &id) {
        bringUp(m_tablesDock);
        m_tables->showFigure(id, QString());
    });
    connect(m_reference, &ReferencePanel::rulingRequested, this, [this](const QString &refs) {
        bringUp(m_rulingsDock);
        m_rulings->recordOn(refs);
    });
}

} // namespace Reeve
