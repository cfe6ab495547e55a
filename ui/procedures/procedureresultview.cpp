#include "procedureresultview.h"

#include <QJsonArray>
#include <QLabel>
#include <QVBoxLayout>

#include "procedures/outcomelabels.h"

namespace Reeve {

using namespace Qt::StringLiterals;

ProcedureResultView::ProcedureResultView(QWidget *parent)
    : QWidget(parent)
    , m_heading(new QLabel(this))
    , m_dice(new QLabel(this))
    , m_outcome(new QLabel(this))
    , m_explanation(new QLabel(this))
    , m_logged(new QLabel(this))
    , m_undone(new QLabel(this))
{
    QFont bold = m_heading->font();
    bold.setBold(true);
    m_heading->setFont(bold);
    for (QLabel *label : {m_heading, m_dice, m_outcome, m_explanation, m_logged}) {
        label->setWordWrap(true);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    m_outcome->setTextFormat(Qt::RichText);
    m_explanation->setTextFormat(Qt::RichText);
    m_logged->setStyleSheet(u"color: #5f6368;"_s);
    m_undone->setObjectName(u"resultUndone"_s);
    m_undone->setWordWrap(true);
    m_undone->setStyleSheet(u"color: #b35c00; font-weight: bold;"_s);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_heading);
    layout->addWidget(m_undone);
    layout->addWidget(m_dice);
    layout->addWidget(m_outcome);
    layout->addWidget(m_explanation);
    layout->addWidget(m_logged);
    clear();
}

void ProcedureResultView::clear()
{
    m_heading->setText(tr("No result yet: roll, or enter the dice rolled at the table."));
    for (QLabel *label : {m_dice, m_outcome, m_explanation, m_logged, m_undone}) {
        label->clear();
        label->hide();
    }
    m_lines.clear();
    m_result.reset();
}

void ProcedureResultView::showUndone(bool undone)
{
    if (!m_result)
        return;
    m_undone->setText(
            undone ? tr("Undone: this result was taken back (Edit > Redo puts it back with the same dice).")
                   : QString());
    m_undone->setVisible(undone);
    m_outcome->setEnabled(!undone);
    m_explanation->setEnabled(!undone);
}

void ProcedureResultView::setShowNames(bool show)
{
    m_showNames = show;
    if (m_result) {
        const bool undone = m_undone->isVisibleTo(this);
        showResult(ProcedureResult(*m_result));
        showUndone(undone);
    }
}

void ProcedureResultView::showResult(const ProcedureResult &result)
{
    m_result = result;
    m_undone->hide();
    m_outcome->setEnabled(true);
    m_explanation->setEnabled(true);
    m_heading->setText(result.diceSource == u"entered"_s ? tr("%1 — on the dice entered").arg(result.title)
                                                         : tr("%1 — rolled by Reeve").arg(result.title));
    QStringList dice;
    for (const DieDraw &die : result.dice)
        dice << (die.label == u"d%1"_s.arg(die.sides)
                         ? tr("%1 (d%2)").arg(die.face).arg(die.sides)
                         : tr("%1 (d%2, %3)").arg(die.face).arg(die.sides).arg(die.label));
    m_dice->setText(dice.isEmpty() ? tr("No dice used.") : tr("Dice: %1").arg(dice.join(u"; "_s)));

    QString outcome = u"<table cellspacing=\"2\">"_s;
    for (auto it = result.outcome.begin(); it != result.outcome.end(); ++it) {
        QString name = OutcomeLabels::label(it.key(), result.procedureId).toHtmlEscaped();
        if (m_showNames)
            name += u" <span style=\"color:#5f6368\">(%1)</span>"_s.arg(it.key().toHtmlEscaped());
        outcome += u"<tr><td>%1:&nbsp;</td><td><b>%2</b></td></tr>"_s
                           .arg(name, OutcomeLabels::valueText(it.value()).toHtmlEscaped());
    }
    m_outcome->setText(outcome + u"</table>"_s);

    m_lines.clear();
    QString steps = u"<ol style=\"margin-left:0; -qt-list-indent:1\">"_s;
    for (const ExplanationStep &step : result.explanation) {
        m_lines << step.toLine();
        steps += u"<li>%1"_s.arg(step.text.toHtmlEscaped());
        if (!step.ruleRef.isEmpty())
            steps += u" <i style=\"color:#1a5fb4\">(%1)</i>"_s.arg(step.ruleRef.toHtmlEscaped());
        steps += u"</li>"_s;
    }
    m_explanation->setText(steps + u"</ol>"_s);
    // A procedure proves a result; the turn's steps (the game's Turn dock) change units, treasuries and hands.
    QString logged = result.loggedAs > 0
                             ? tr("Logged as action %1. Only the result is recorded: units, treasuries "
                                  "and hands are as before; the game's turn steps apply what it makes "
                                  "follow.")
                                       .arg(result.loggedAs)
                             : tr("Not logged.");
    if (m_showNames)
        logged += u' ' + tr("Procedure: %1.").arg(result.procedureId);
    m_logged->setText(logged);
    for (QLabel *label : {m_dice, m_outcome, m_explanation, m_logged})
        label->show();
}

QString ProcedureResultView::outcomeText() const
{
    return m_outcome->text();
}

QString ProcedureResultView::loggedText() const
{
    return m_logged->text();
}

} // namespace Reeve
