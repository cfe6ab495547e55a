#include "procedureresultview.h"

#include <QJsonArray>
#include <QLabel>
#include <QVBoxLayout>

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString valueText(const QJsonValue &value)
{
    if (value.isBool())
        return value.toBool() ? ProcedureResultView::tr("yes") : ProcedureResultView::tr("no");
    if (value.isArray()) {
        QStringList parts;
        for (const QJsonValue &item : value.toArray())
            parts << valueText(item);
        return parts.join(u", "_s);
    }
    if (value.isDouble() && value.toDouble() == double(value.toInteger()))
        return QString::number(value.toInteger());
    return value.toVariant().toString();
}

} // namespace

ProcedureResultView::ProcedureResultView(QWidget *parent)
    : QWidget(parent)
    , m_heading(new QLabel(this))
    , m_dice(new QLabel(this))
    , m_outcome(new QLabel(this))
    , m_explanation(new QLabel(this))
    , m_logged(new QLabel(this))
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
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_heading);
    layout->addWidget(m_dice);
    layout->addWidget(m_outcome);
    layout->addWidget(m_explanation);
    layout->addWidget(m_logged);
    clear();
}

void ProcedureResultView::clear()
{
    m_heading->setText(tr("No result yet: roll, or enter the dice rolled at the table."));
    for (QLabel *label : {m_dice, m_outcome, m_explanation, m_logged}) {
        label->clear();
        label->hide();
    }
    m_lines.clear();
}

void ProcedureResultView::showResult(const ProcedureResult &result)
{
    m_heading->setText(result.diceSource == u"entered"_s ? tr("%1 — on the dice entered").arg(result.title)
                                                          : tr("%1 — rolled by Reeve").arg(result.title));
    QStringList dice;
    for (const DieDraw &die : result.dice)
        dice << (die.label == u"d%1"_s.arg(die.sides) ? tr("%1 (d%2)").arg(die.face).arg(die.sides)
                                                        : tr("%1 (d%2, %3)").arg(die.face).arg(die.sides).arg(die.label));
    m_dice->setText(dice.isEmpty() ? tr("No dice used.") : tr("Dice: %1").arg(dice.join(u"; "_s)));

    QString outcome = u"<table cellspacing=\"2\">"_s;
    for (auto it = result.outcome.begin(); it != result.outcome.end(); ++it)
        outcome += u"<tr><td>%1:&nbsp;</td><td><b>%2</b></td></tr>"_s.arg(it.key().toHtmlEscaped(),
                                                                          valueText(it.value()).toHtmlEscaped());
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
    m_logged->setText(result.loggedAs > 0 ? tr("Logged as action %1.").arg(result.loggedAs) : tr("Not logged."));
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
