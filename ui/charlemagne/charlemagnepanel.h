#pragma once

#include <functional>
#include <memory>
#include <optional>

#include <QJsonObject>
#include <QList>
#include <QPointer>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableWidget;
class QTabWidget;

namespace Reeve {

struct Action;
class Campaign;
class ProcedureResultView;
struct ProcedureResult;
class UserPrompts;
class ViewerChoice;

/**
 * The Charlemagne board and turn (issue 9): the turn and phase; regions (control,
 * religion, original religion, levy, missing figures marked), hexes (region,
 * terrain, port, burg / civilization / pillage), units by region, the treasure
 * points and the Empire's §27 victory count with a "Record VP" button, all as
 * read-only tables that follow the campaign; forms for the board changes
 * and for the turn steps whose roll changes the board, each run as its registered
 * step (CharlemagneSteps, through StepRunner: one undoable action, a refusal
 * writes nothing), with Roll or
 * entered dice and the explanation in a ProcedureResultView, refusals in red.
 * A viewer choice (public, a side, the referee; PIN-gated) decides whether a
 * face-down unit's type and strength show: only to its owner and the referee.
 */
class CharlemagnePanel : public QWidget
{
    Q_OBJECT
public:
    explicit CharlemagnePanel(QWidget *parent = nullptr);
    ~CharlemagnePanel() override;

    void setCampaign(Campaign *campaign);
    void setPrompts(std::shared_ptr<UserPrompts> prompts);

    QTableWidget *regionsTable() const { return m_regions; }
    QTableWidget *hexesTable() const { return m_hexes; }
    QTableWidget *unitsTable() const { return m_units; }
    QTableWidget *treasureTable() const { return m_treasure; }
    QTableWidget *victoryTable() const { return m_victory; }
    ProcedureResultView *resultView() const { return m_result; }
    ViewerChoice *viewer() const { return m_viewer; }
    /// Opens the view of \a key ("public", "referee" or a side id); a PIN is asked (or \a pin tried) when set.
    bool chooseViewer(const QString &key, const QString &pin = QString());
    QString message() const;
    QString turnText() const;
    QString victoryText() const;

public slots:
    void refresh();

private:
    using Dice = std::optional<QList<int>>;
    /// A registered step to run (CharlemagneSteps): its id under "step" and its fields, from the form.
    using Step = std::function<QJsonObject()>;
    using Change = std::function<QJsonObject()>;

    // charlemagnepanel.cpp: layout, running steps and changes, messages.
    bool perform(const QString &what, const Step &step, QLineEdit *diceLine, bool entered);
    bool change(const QString &what, const Change &change);
    /// Runs \a call through StepRunner (one action); a refusal is thrown as Failure::badInput. Returns the outcome.
    QJsonObject runStep(const QJsonObject &call);
    /// A procedure's result as a step's outcome carries it (ProcedureResult::toJson), for the result view.
    static ProcedureResult resultOf(const QJsonObject &json);
    void showError(const QString &text);
    void showDone(qint64 seq);
    void updateEnabled();
    QPushButton *button(const QString &text, const QString &name, const QString &tip);
    QWidget *diceRow(const QString &what, const QString &name, const Step &step);

    // charlemagneviews.cpp: the read-only tables.
    QWidget *buildTables();
    void fillRegions();
    void fillHexes();
    void fillUnits();
    void fillTreasure();
    void fillVictory();
    void fillChoices();
    bool maysee(qint64 sideId) const;
    /// Whether the view shown may read \a action's private text and result.
    bool visible(const Action &action) const;

    // charlemagneforms.cpp: the forms.
    QWidget *buildStepsPage();
    QWidget *buildTreasuryGroup();
    QWidget *buildVassalageGroup();
    QWidget *buildConversionGroup();
    QWidget *buildFateGroup();
    QWidget *buildBoardPage();
    QWidget *buildUnitsPage();
    QWidget *buildFiguresGroup();

    // charlemagnebattle.cpp: the battle form.
    QList<qint64> checkedUnits(const QString &which) const;
    void fillBattleUnits(const QList<std::pair<qint64, QString>> &units);
    void filterBattleUnits();
    void workOutRatio();

    QPointer<Campaign> m_campaign;
    std::shared_ptr<UserPrompts> m_prompts;
    ViewerChoice *m_viewer = nullptr;
    QLabel *m_turn = nullptr;
    QLabel *m_message = nullptr;
    QLabel *m_vpTotal = nullptr;
    ProcedureResultView *m_result = nullptr;
    QTableWidget *m_regions = nullptr;
    QTableWidget *m_hexes = nullptr;
    QTableWidget *m_units = nullptr;
    QTableWidget *m_treasure = nullptr;
    QTableWidget *m_victory = nullptr;
    QTableWidget *m_battleUnits = nullptr;
    QList<QPushButton *> m_actions;
    QList<QComboBox *> m_regionCombos;
    QList<QComboBox *> m_hexCombos;
    QList<QComboBox *> m_locationCombos;
    QList<QComboBox *> m_unitCombos;

    // Turn steps.
    QComboBox *m_treasurySide = nullptr;
    QSpinBox *m_buyCount = nullptr;
    QComboBox *m_vasSide = nullptr;
    QComboBox *m_vasRegion = nullptr;
    QList<QSpinBox *> m_vasBid;
    QComboBox *m_vasReading = nullptr;
    QCheckBox *m_vasSpend = nullptr;
    QComboBox *m_convSide = nullptr;
    QComboBox *m_convRegion = nullptr;
    QComboBox *m_convReligion = nullptr;
    QComboBox *m_convForce = nullptr;
    QCheckBox *m_convLeader = nullptr;
    QList<QSpinBox *> m_convBid;
    QComboBox *m_convReading = nullptr;
    QCheckBox *m_convSpend = nullptr;
    QComboBox *m_rejoin = nullptr;
    QComboBox *m_battleColumn = nullptr;
    QCheckBox *m_battleBurg = nullptr;
    QComboBox *m_battleReading = nullptr;
    QLineEdit *m_battleFilter = nullptr;
    QCheckBox *m_attackerAdvance = nullptr;
    QCheckBox *m_defenderTerrain = nullptr;
    QCheckBox *m_defenderAdvance = nullptr;
    // Board changes.
    QComboBox *m_controlRegion = nullptr;
    QComboBox *m_controlTo = nullptr;
    QComboBox *m_religionTo = nullptr;
    QLineEdit *m_hexName = nullptr;
    QComboBox *m_hexRegion = nullptr;
    QLineEdit *m_hexTerrain = nullptr;
    QComboBox *m_hexPort = nullptr;
    QComboBox *m_markerHex = nullptr;
    QComboBox *m_markerKind = nullptr;
    QComboBox *m_levySide = nullptr;
    QComboBox *m_levyType = nullptr;
    QComboBox *m_levyAt = nullptr;
    QLineEdit *m_levyName = nullptr;
    QComboBox *m_unit = nullptr;
    QSpinBox *m_strength = nullptr;
    QComboBox *m_moveTo = nullptr;
    QComboBox *m_figureRegion = nullptr;
    QSpinBox *m_figureLevy = nullptr;
    QComboBox *m_figureReligion = nullptr;
};

} // namespace Reeve
