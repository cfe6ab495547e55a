#pragma once

#include <functional>
#include <optional>

#include <QJsonObject>
#include <QList>
#include <QPointer>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;
class QTableWidget;
class QTabWidget;

namespace Reeve {

class Campaign;
class ProcedureResultView;
struct ProcedureResult;

/**
 * The referee's year of Dark Age Britain (issue 10): the year, the districts and
 * the bands in read-only tables that follow the campaign, and a form for each
 * rule step of a year — the incursion, the war leader, morale, rally, melee, a
 * leader struck down, divine favour, pillage, settling, the battle record and
 * the year's end — plus entering districts and bands. Every step goes through
 * Britain::BritainState (one logged, undoable action, roll and consequence
 * together); the rolled or entered dice and the explanation with its heading
 * show in a ProcedureResultView, a refusal in red. Read-only campaigns and
 * campaigns of other games disable the steps.
 */
class BritainPanel : public QWidget
{
    Q_OBJECT
public:
    explicit BritainPanel(QWidget *parent = nullptr);
    ~BritainPanel() override;

    void setCampaign(Campaign *campaign);

    QTableWidget *districtsTable() const { return m_districts; }
    QTableWidget *bandsTable() const { return m_bands; }
    ProcedureResultView *resultView() const { return m_result; }
    /// The last refusal (empty after a step went through) and the line about the last action.
    QString message() const;
    QString yearText() const;

public slots:
    void refresh();

private:
    using Dice = std::optional<QList<int>>;
    /// A registered step to run (BritainSteps): its id under "step" and its fields, from the form.
    using Step = std::function<QJsonObject()>;
    using Entry = std::function<QJsonObject()>;

    // britainpanel.cpp: tables, state and running a step.
    QWidget *buildTables();
    void fillDistricts();
    void fillBands();
    void fillChoices();
    /// Runs a rule step; \a diceLine null or empty-and-not-required: Reeve rolls.
    bool perform(const QString &what, const Step &step, QLineEdit *diceLine, bool entered);
    bool enter(const QString &what, const Entry &entry);
    /// Runs \a call through StepRunner (one action); a refusal is thrown as Failure::badInput. Returns the outcome.
    QJsonObject runStep(const QJsonObject &call);
    /// A procedure's result as a step's outcome carries it (ProcedureResult::toJson), for the result view.
    static ProcedureResult resultOf(const QJsonObject &json);
    static QList<qint64> actionsOf(const QJsonObject &outcome);
    void showError(const QString &text);
    void showDone(const QList<qint64> &seqs, const QStringList &headings = {});
    void updateEnabled();

    // britainsteps.cpp: the step forms, one tab per part of the year.
    QWidget *buildYearPage();
    QWidget *buildBattlePage();
    QWidget *buildMoralePage();
    QWidget *buildLandPage();
    QWidget *buildEntryPage();
    QWidget *buildMeleeGroup();
    QWidget *buildLossesGroup();
    QWidget *buildStruckGroup();
    QWidget *buildRecordGroup();
    QWidget *buildMoraleGroup();
    QWidget *buildRallyGroup();
    QWidget *buildFavourGroup();
    QWidget *buildDistrictEntry();
    QWidget *buildBandEntry();
    // britainmovegroup.cpp: moving a band, or sending it home.
    QWidget *buildMoveGroup();
    /// "Roll" and "Use dice" buttons around a dice line, running \a step either way.
    QWidget *diceRow(const QString &what, const QString &name, const Step &step);
    QPushButton *actionButton(const QString &text, const QString &name, const QString &tip);
    void setHouseMorale();

    QPointer<Campaign> m_campaign;
    QLabel *m_year = nullptr;
    QTableWidget *m_districts = nullptr;
    QTableWidget *m_bands = nullptr;
    QTabWidget *m_steps = nullptr;
    QLabel *m_message = nullptr;
    ProcedureResultView *m_result = nullptr;
    QList<QPushButton *> m_actions;
    QList<QComboBox *> m_bandCombos;
    QList<QComboBox *> m_sideCombos;
    QList<QComboBox *> m_districtCombos;

    // Year page.
    QComboBox *m_leaderSide = nullptr;
    QSpinBox *m_setYear = nullptr;
    // Battle page.
    QComboBox *m_meleeA = nullptr;
    QComboBox *m_meleeB = nullptr;
    QSpinBox *m_aSurvivors = nullptr;
    QSpinBox *m_aInflicted = nullptr;
    QSpinBox *m_bSurvivors = nullptr;
    QSpinBox *m_bInflicted = nullptr;
    QComboBox *m_lossBand = nullptr;
    QSpinBox *m_lossCount = nullptr;
    QComboBox *m_struckBand = nullptr;
    QComboBox *m_struckBattle = nullptr;
    QComboBox *m_recordBand = nullptr;
    // Morale page.
    QComboBox *m_moraleBand = nullptr;
    QSpinBox *m_moraleLost = nullptr;
    QSpinBox *m_breakthroughs = nullptr;
    QComboBox *m_houseMorale = nullptr;
    QLabel *m_houseMoraleNow = nullptr;
    QComboBox *m_rallyBand = nullptr;
    QCheckBox *m_byCommander = nullptr;
    QSpinBox *m_commanderAbility = nullptr;
    QComboBox *m_favourSide = nullptr;
    QComboBox *m_favourPct = nullptr;
    QListWidget *m_favourBands = nullptr;
    QSpinBox *m_baptised = nullptr;
    // Land page.
    QComboBox *m_pillageDistrict = nullptr;
    QListWidget *m_pillageBands = nullptr;
    QComboBox *m_settleDistrict = nullptr;
    QComboBox *m_settlePeople = nullptr;
    // Entry page.
    QLineEdit *m_districtName = nullptr;
    QSpinBox *m_districtWarriors = nullptr;
    QSpinBox *m_districtStrongholds = nullptr;
    QComboBox *m_districtHolder = nullptr;
    QCheckBox *m_districtBand = nullptr;
    QComboBox *m_bandSide = nullptr;
    QLineEdit *m_bandName = nullptr;
    QLineEdit *m_bandChieftain = nullptr;
    QSpinBox *m_bandAbility = nullptr;
    QList<QSpinBox *> m_bandTroops;
    QComboBox *m_bandAt = nullptr;
    QComboBox *m_moveBand = nullptr;
    QComboBox *m_moveTo = nullptr;
    QListWidget *m_moveWith = nullptr;
};

} // namespace Reeve
