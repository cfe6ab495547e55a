#pragma once

#include <QHash>
#include <QJsonObject>
#include <QPointer>
#include <QWidget>

#include "log/action.h"
#include "steps/stepresult.h"
#include "steps/steprunner.h"
#include "steps/stepspec.h"

class QFormLayout;
class QGridLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QScrollArea;

namespace Reeve {

class Campaign;
class StepInputs;
class StepResultView;

/**
 * The form of one registered step (docs/ARCHITECTURE.md, "Steps"), for every game: its inputs
 * built from the step's fields (StepInputs), a dice line per named roll (per-unit rolls: a line
 * per unit the step names, or one "army: faces; army: faces" line), and three buttons: Check runs
 * the step in StepRunner's Check mode and shows the rule's refusals before anything is rolled;
 * Roll and apply lets Reeve roll; Use dice entered runs on the dice typed only (a roll left empty
 * is refused by the runner, never rolled). The result area (StepResultView) shows what the applied
 * action wrote and the working, or the refusals. No SQL: everything goes through StepRunner.
 */
class StepForm : public QWidget
{
    Q_OBJECT
public:
    explicit StepForm(QWidget *parent = nullptr);

    /// The campaign the step runs on; its pickers follow its changes.
    void setCampaign(Campaign *campaign);
    /// Shows the form of \a spec (nullptr: none).
    void setStep(const StepSpec *spec);
    const StepSpec *step() const { return m_spec; }
    /// Whether the step may be applied (a read-only campaign: Check only).
    void setApplyEnabled(bool enabled);
    /// Whether the result shows private texts, the outcome and the working (the referee's view).
    void setShowPrivate(bool show);
    /// A compact form (one of several on a page): its result area shows only once it has something.
    void setCompact(bool compact);
    /// Shows \a extra (a dock's own control the step reads, e.g. a house figure) between the dice and
    /// the buttons; nullptr takes the one shown away. The form owns it.
    void setExtra(QWidget *extra);
    /// Whose view the result is read in (StepResultView::setViewer).
    void setViewer(Audience audience, qint64 side = 0);
    /// Fields the form gives no input (the dock reads them its own way, e.g. the battle's season from
    /// the clock): left out of the step's values, so the step applies its own default. Rebuilds the
    /// inputs when the list changes.
    void setLeftOut(const QStringList &fields);

    StepInputs *inputs() const { return m_inputs; }
    StepResultView *result() const { return m_result; }
    int diceLineCount() const { return int(m_dice.size()); }
    /// The dice line of roll \a roll (a roll's name, a unit's name, or "" for the one line of
    /// per-unit rolls); nullptr when there is none.
    QLineEdit *diceLine(const QString &roll) const { return m_dice.value(roll); }
    bool setValue(const QString &field, const QString &value);
    bool setDice(const QString &roll, const QString &faces);
    QPushButton *checkButton() const { return m_check; }
    QPushButton *rollButton() const { return m_roll; }
    QPushButton *useDiceButton() const { return m_useDice; }
    /// The scroll area of the summary, fields and dice (hidden in a compact form); the buttons are outside it.
    QScrollArea *fieldsScroll() const { return m_fieldsScroll; }
    const StepResult &lastResult() const { return m_last; }
    /// None: the fields scroll on their own, and a scroll area around the form would otherwise make it as
    /// tall as its whole preferred height (the status line wraps), scrolling the buttons away.
    bool hasHeightForWidth() const override { return false; }
    /// A full form asks for no more height than its least: it takes what the dock gives it, and a dock
    /// laid out by preferred heights (a scroll area over a wrapping header) is not made taller by it. A
    /// compact form asks for its whole height, one among others on a page.
    QSize sizeHint() const override;

public slots:
    /// Checks the step without rolling or writing; true when the rules allow it.
    bool check();
    /// Applies the step with Reeve's rolls; true when it was written.
    bool rollAndApply();
    /// Applies the step on the dice typed; true when it was written.
    bool useDiceEntered();

signals:
    /// The step was applied as action \a seq (one undo takes it back).
    void applied(qint64 seq);
    /// The last run was refused (lastResult() holds the refusals); nothing was written.
    void refused();
    /// The last run stopped on a figure the rules leave missing (cell \a cell of table \a table;
    /// \a message says which): nothing was written. Emitted last, after the refusal is shown, so a
    /// dock may ask for the figure (choose another step, fill its fields) without Reeve inventing it.
    void missingFigure(const QString &table, const QString &cell, const QString &message);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    /// Check, Roll and apply and Use dice entered in one row, or wrapped where the form is narrower.
    void placeButtons();
    void rebuildDice();
    /// The dice lines' labels beside them, or above them in a narrow pane.
    void placeDiceLabels();
    /// The names of the campaign's armies (its units not eliminated), for rolls made per army.
    QStringList campaignArmies() const;
    bool hasUnitRolls() const;
    /// Tab goes through the fields, then the dice lines, then Check and the apply buttons: the fields are
    /// made after the buttons, so without it Tab skipped from the last field to the next form on the page.
    void orderTabs();
    void updateButtons();
    bool run(StepRunner::Mode mode, bool entered);
    /// A check on a read-only campaign: the fields and the rule's check only.
    StepResult checkReadOnly();
    /// The typed dice as StepInput::dice words ("name=3,5"); throws Failure::badInput when malformed.
    QStringList diceWords() const;
    QString title() const;
    void refuse(const QString &message);
    /// The result keeps room for the whole refusal (up to kRefusalLines lines; at least kResultLines).
    void fitResult();
    /// The dice lines in the form's order.
    QList<QLineEdit *> diceLines() const;
    /// The dice line with the focus, else the first one whole in the fields' view; nullptr when none is.
    QLineEdit *diceLineInView() const;
    /// After a refusal: the refusal is scrolled into view wherever the form sits, and \a line (the dice
    /// line in view before the run, or after Use dice entered the first one) into the fields' view.
    void keepInView(QLineEdit *line);
    /// A refused run (the refusals shown): the result fitted, \a line kept in view, refused() emitted.
    void refusedRun(QLineEdit *line);
    /// The refusals as the window shows them: field and step ids in the form's words (lastResult()
    /// keeps the rule's own text).
    QList<StepRefusal> inFormWords(QList<StepRefusal> refusals) const;

    const StepSpec *m_spec = nullptr;
    QPointer<Campaign> m_campaign;
    bool m_applyEnabled = true;
    bool m_compact = false;
    bool m_running = false;
    StepResult m_last;
    QStringList m_leftOut;

    QWidget *m_fields; ///< the summary, inputs, dice and extra: scrolled unless the form is compact
    QScrollArea *m_fieldsScroll;
    QLabel *m_summary;
    StepInputs *m_inputs;
    QLabel *m_diceHint;
    QWidget *m_diceBox;
    QFormLayout *m_diceLayout;
    QPointer<QWidget> m_extra;
    QWidget *m_buttonBar;
    QGridLayout *m_buttonGrid;
    QList<QPoint> m_buttonCells; ///< where placeButtons() put Check, Roll and apply, Use dice entered
    QHash<QString, QLineEdit *> m_dice;
    QPushButton *m_check;
    QPushButton *m_roll;
    QPushButton *m_useDice;
    QLabel *m_status;
    StepResultView *m_result;
};

} // namespace Reeve
