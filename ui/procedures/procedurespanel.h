#pragma once

#include <optional>

#include <QJsonObject>
#include <QPointer>
#include <QWidget>

#include "campaign/campaign.h"
#include "procedures/oddscalculator.h"
#include "procedures/procedureresult.h"

class QCheckBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSplitter;
class QTimer;

namespace Reeve {

class OddsRunner;
class OddsView;
class ParameterForm;
class ProcedureFinder;
class ProcedureResultView;
class TableLibrary;
struct Procedure;

/**
 * The Procedures dock (DESIGN §3, §8): find a procedure by name, id or rule
 * reference; fill in the form built from its parameters; read the odds of each
 * outcome before rolling (computed in a worker thread, exact or simulated);
 * then roll from the campaign's committed seed or enter the physical dice, and
 * read the outcome with its explanation, each step citing its rule. Every
 * resolution is one logged action, so rolling needs an open campaign; the odds
 * work without one.
 */
class ProceduresPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ProceduresPanel(QWidget *parent = nullptr);
    ~ProceduresPanel() override;

    void setCampaign(Campaign *campaign);
    bool selectProcedure(const QString &procedureId);
    QString currentProcedureId() const;

    ProcedureFinder *finder() const { return m_finder; }
    ParameterForm *form() const { return m_form; }
    OddsView *oddsView() const { return m_odds; }
    OddsRunner *oddsRunner() const { return m_oddsRunner; }
    ProcedureResultView *resultView() const { return m_result; }
    QPushButton *rollButton() const { return m_roll; }
    QPushButton *enterDiceButton() const { return m_enterDice; }
    /// The details toggle: command-line names of the procedure and its fields.
    QCheckBox *showNamesBox() const { return m_showNames; }
    QLineEdit *diceLine() const { return m_diceLine; }
    /// The error shown in red (empty when none).
    QString errorText() const;
    /// The result shown, if the last attempt succeeded.
    const std::optional<ProcedureResult> &lastResult() const { return m_lastResult; }

public slots:
    /// Rolls from the campaign's seed and logs the result; false (error shown) on failure.
    bool roll();
    /// Resolves on the dice typed at the table ("4, 2, 6" or "4 2 6"); false (error shown) on failure.
    bool resolveEntered(const QString &diceText);
    /// Shows the line for typing the physical dice and puts the cursor in it.
    void enterDice();
    /// Recomputes the odds at once (normally done shortly after each change of input).
    void recomputeOdds();

signals:
    /// A figure the procedure needs is missing; the main window shows it in the Tables panel.
    void missingFigure(const QString &tableId, const QString &cellName);
    /// A procedure was resolved and logged as action \a seq.
    void resolved(qint64 seq);

protected:
    /// Lays the list beside the details in a wide dock and above them in a tall one.
    void resizeEvent(QResizeEvent *event) override;

private:
    void buildLayout();
    QWidget *buildDetails();
    QGroupBox *buildResolveBox();
    void showProcedure(const QString &procedureId);
    void updateResolveState();
    void updateDiceHint();
    void scheduleOdds();
    void campaignChanged(qint64 seq);
    /// Lists the procedures of the campaign's current phase first (PhaseGuide).
    void updatePhase();
    QJsonObject currentInputs() const;
    /// The labels of required inputs left empty, so a message can name the window's fields.
    QStringList missingInputs() const;
    void updateRefs();
    TableLibrary tables() const;
    bool resolve(const std::optional<QList<int>> &faces);
    void showError(const QString &message, const QJsonObject &detail = {});
    void clearError();

    QPointer<Campaign> m_campaign;
    const Procedure *m_procedure = nullptr;
    QJsonObject m_clockInputs; ///< what the clock settled when the procedure was shown (ClockInputs)
    std::optional<ProcedureResult> m_lastResult;
    QJsonObject m_errorDetail;

    ProcedureFinder *m_finder;
    QLabel *m_title;
    QLabel *m_refs;
    QLabel *m_summary;
    ParameterForm *m_form;
    OddsView *m_odds;
    OddsRunner *m_oddsRunner;
    QTimer *m_oddsDelay;
    QPushButton *m_roll;
    QPushButton *m_enterDice;
    QLabel *m_resolveHint;
    QWidget *m_diceRow;
    QLabel *m_diceNeeded;
    QLineEdit *m_diceLine;
    QPushButton *m_useDice;
    QLabel *m_error;
    QPushButton *m_jump;
    ProcedureResultView *m_result;
    QCheckBox *m_showNames;
    QWidget *m_details;
    QSplitter *m_splitter = nullptr;
    bool m_splitSized = false; ///< the splitter has been given its shares for the panel's shape
};

} // namespace Reeve
