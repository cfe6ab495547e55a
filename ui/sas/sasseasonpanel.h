#pragma once

#include <functional>
#include <memory>
#include <optional>

#include <QList>
#include <QMap>
#include <QPointer>
#include <QWidget>

#include "common/stepdock.h"
#include "log/action.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QTableWidget;
class QTabWidget;

namespace Reeve {

class Campaign;
struct Location;
class ProcedureResultView;
class StepForm;
class UserPrompts;
class ViewerChoice;

/**
 * The banker's and spymaster's season of Swords & Sails (issue 7): the year,
 * season and phase; the factions (treasury, VP, counter-agents, alliance team),
 * territories and sea zones, and the armies and fleets in tables that follow the
 * campaign; and one form per phase — income and maintenance, espionage,
 * alliances, written orders, sieges, losses and captures, building units and
 * forces, building cities, and the advance of the season with the per-faction
 * reports; and a Board tab where the map's territories and sea zones are
 * entered. It is a StepDock: the campaign binding, the read-only guard and the
 * message line are the base's, and each phase's steps are the game's registered
 * steps in step forms of their own (StepDock::addStepForm), one action each, a
 * refusal writing nothing; an "Any step" tab offers every step of the game in
 * the base's picker. The written orders (a text only their faction or the
 * banker may write) and the Board tab keep forms of their own.
 *
 * Hidden stays hidden: the viewer (ViewerChoice: public, one faction behind its
 * PIN, or the banker as referee behind the referee's PIN) decides what the tables
 * and results show; treasuries follow the game's setting (GameCatalog::
 * privateTreasuries) as the Ledger dock does. A
 * force's units and cargo show to its owner and the banker; to another faction
 * only as the card its spy saw, read from the log through the log's own privacy
 * rule (LogQuery). The view falls back to public when the campaign changes.
 */
class SasSeasonPanel : public StepDock
{
    Q_OBJECT
public:
    explicit SasSeasonPanel(QWidget *parent = nullptr);
    ~SasSeasonPanel() override;

    void setPrompts(std::shared_ptr<UserPrompts> prompts);

    ViewerChoice *viewer() const { return m_viewer; }
    QTableWidget *factionsTable() const { return m_factions; }
    QTableWidget *territoriesTable() const { return m_territories; }
    QTableWidget *forcesTable() const { return m_forces; }
    ProcedureResultView *resultView() const { return m_result; }
    /// The season line at the top ("Spring 1000 — phase 1 Income and maintenance").
    QString seasonText() const;
    /// Opens a viewer ("public", "referee" or a side id), asking its PIN when it has one; false when refused.
    bool openViewer(const QString &key);

protected:
    void campaignBound() override;
    void refreshDock() override;

private:
    using Step = std::function<void()>;

    // sasseasonpanel.cpp: layout, viewer, running a step, messages.
    QWidget *buildTables();
    void viewerChanged();
    Audience audience() const;
    qint64 viewerSide() const;
    /// Runs a step through the core API; the public texts of the actions it logged (and the private
    /// parts the viewer may read) are shown. False (message in red) when refused.
    bool perform(const QString &what, const Step &step);
    void showError(const QString &text);
    void showDone(const QList<qint64> &seqs, const QStringList &extra = {});
    void updateEnabled();
    /// Runs the rest of refreshDock; a Failure shows in the message line.
    void refill();
    QPushButton *actionButton(const QString &text, const QString &name, const QString &tip);

    // sasseasontables.cpp: the tables and the choices that follow them.
    void fillFactions();
    void fillTerritories();
    void fillForces();
    void fillChoices();

    // sasseasonforms.cpp: phases 1–4.
    QWidget *buildIncomePage();
    QWidget *buildEspionagePage();
    QWidget *buildAlliancePage();
    QWidget *buildOrdersPage();
    /// After income: each faction's upkeep unit by unit, for the banker or the faction's own view.
    void showUpkeep();

    // sasseasonbuild.cpp: phases 5–9.
    QWidget *buildBattlePage();
    QWidget *buildMoveGroup();
    QWidget *buildSiegeGroup();
    QWidget *buildUnitsPage();
    QWidget *buildCitiesPage();
    QWidget *buildSeasonPage();
    // sasseasonboard.cpp: the map's territories and sea zones.
    QWidget *buildBoardPage();
    /// The borders and strait forms of the Board tab (phase 5).
    QWidget *buildBordersGroup();
    void pickTerritory();
    QWidget *buildPlaceGroup();
    // sasseasonsteps.cpp: the steps shown in a step form (StepForm) of their own.
    /// A step form for the game's step \a id (StepDock::addStepForm), offering the map's places only.
    StepForm *sasForm(const QString &id, const QString &objectName);
    static bool onTheMap(const Location &place);
    QWidget *buildAdvanceForm();
    /// A mid-season advance refused: the window's own words, and the skip offered as a button.
    void offerSkip();
    void skipAndAdvance();
    void clearStepResults();
    void fillReportTurns();
    bool exportReports();

    QString m_shownPhase; ///< the phase whose tab was last brought forward

    QLabel *m_season = nullptr;
    ViewerChoice *m_viewer = nullptr;
    QTableWidget *m_factions = nullptr;
    QTableWidget *m_territories = nullptr;
    QTableWidget *m_forces = nullptr;
    QTabWidget *m_steps = nullptr;
    ProcedureResultView *m_result = nullptr;
    QList<QComboBox *> m_sideCombos;

    // 1 Income.
    // 2 Espionage.
    // 3 Alliances.
    // 4 Orders.
    QComboBox *m_ordersSide = nullptr;
    QComboBox *m_ordersRaider = nullptr;
    QPlainTextEdit *m_orders = nullptr;
    QPushButton *m_writeOrders = nullptr;
    // 5–6 Battles.
    // 7 Units.
    // 8 Cities.
    // 9 Season.
    QComboBox *m_reportTurn = nullptr;
    QLineEdit *m_reportDir = nullptr;
    // Board.
    // Steps in step forms of their own.
    StepForm *m_incomeForm = nullptr;
    StepForm *m_counterForm = nullptr;
    StepForm *m_spyForm = nullptr;
    StepForm *m_closeEspionageForm = nullptr;
    StepForm *m_siegeForm = nullptr;
    StepForm *m_territoryForm = nullptr;
    StepForm *m_controlForm = nullptr;
    StepForm *m_bordersForm = nullptr;
    StepForm *m_straitForm = nullptr;
    StepForm *m_advanceForm = nullptr;
    QPushButton *m_skipAdvance = nullptr;
};

} // namespace Reeve
