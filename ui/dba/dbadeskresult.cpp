#include "dbadeskresult.h"

#include <QJsonArray>
#include <QLabel>
#include <QTextBrowser>
#include <QVBoxLayout>

#include "campaign/campaign.h"
#include "common/stepresultview.h"
#include "games/dba/dbastepkinds.h"
#include "log/actionlog.h"
#include "procedures/outcomelabels.h"
#include "procedures/procedureregistry.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

DbaDeskResult::DbaDeskResult(QWidget *parent)
    : QWidget(parent)
    , m_error(new QLabel)
    , m_text(new QTextBrowser)
{
    m_error->setObjectName(u"dbaResultError"_s);
    m_error->setStyleSheet(u"color: #b00020;"_s);
    m_error->setWordWrap(true);
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_text->setObjectName(u"dbaResultText"_s);
    m_text->setOpenLinks(false);
    m_text->setFrameShape(QFrame::NoFrame);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_error);
    layout->addWidget(m_text, 1);
    clear();
}

void DbaDeskResult::clear()
{
    m_plain.clear();
    m_explanation.clear();
    m_isError = false;
    m_heading = tr(
            "No step yet: choose one, fill it in, then let Reeve roll or use the dice rolled at the table.");
    m_text->setHtml(u"<p><b>%1</b></p>"_s.arg(m_heading.toHtmlEscaped()));
    m_error->clear();
    m_error->hide();
}

ProcedureResult DbaDeskResult::procedureFromLog(const QJsonObject &data, qint64 seq)
{
    ProcedureResult r = ProcedureResult::fromJson(data);
    r.loggedAs = seq;
    return r;
}

QString DbaDeskResult::refusalSentence(const QString &what, const QJsonObject &o)
{
    if (o.value(u"over_allowance"_s).toBool())
        return tr("Refused: the army has used %1 of the season's %2 moves and this one does not fit (DBA campaign, "
                  "STRATEGIC MOVEMENT).")
                .arg(o.value(u"moves_used"_s).toDouble())
                .arg(o.value(u"season_moves"_s).toInt());
    if (o.contains(u"moved"_s) && !o.value(u"moved"_s).toBool()) {
        if (o.contains(u"adjacent"_s) && !o.value(u"adjacent"_s).toBool())
            return tr("Refused: the two provinces do not share a border among those recorded (DBA campaign, "
                      "STRATEGIC MOVEMENT).");
        if (o.value(u"uncommanded"_s).toBool())
            return what == u"sea-move"_s ? tr(
                           "Refused: a fleet with no general aboard sails only to friendly waters or to join "
                           "one of its generals (DBA campaign, STRATEGIC MOVEMENT).")
                                         : tr("Refused: an army without a general leaves its own provinces "
                                              "only to join one of "
                                              "its generals (DBA campaign, STRATEGIC MOVEMENT).");
        return tr("Refused: this army cannot cross that border now (the border, the season or its mounted "
                  "troops and baggage forbid it; DBA campaign, STRATEGIC MOVEMENT).");
    }
    return {};
}

QString DbaDeskResult::procedureHtml(const ProcedureResult &r)
{
    const QString source = r.diceSource == u"none"_s      ? tr("%1 — worked out (no dice)")
                           : r.diceSource == u"entered"_s ? tr("%1 — on the dice entered")
                                                          : tr("%1 — rolled by Reeve");
    QString html = u"<p style=\"margin-top:10px\"><b>%1</b></p>"_s.arg(source.arg(r.title).toHtmlEscaped());
    QStringList dice;
    for (const DieDraw &d : r.dice)
        dice << (d.label.isEmpty() || d.label == u"d%1"_s.arg(d.sides)
                         ? tr("%1 (d%2)").arg(d.face).arg(d.sides)
                         : tr("%1 (d%2, %3)").arg(d.face).arg(d.sides).arg(d.label));
    if (r.diceSource != u"none"_s)
        html += u"<p>%1</p>"_s.arg(
                (dice.isEmpty() ? tr("No dice used.") : tr("Dice: %1").arg(dice.join(u"; "_s))).toHtmlEscaped());
    html += u"<ol style=\"margin-left:0; -qt-list-indent:1\">"_s;
    for (const ExplanationStep &step : r.explanation) {
        m_explanation << step.toLine();
        html += u"<li>%1"_s.arg(step.text.toHtmlEscaped());
        if (!step.ruleRef.isEmpty())
            html += u" <i style=\"color:#1a5fb4\">(%1)</i>"_s.arg(step.ruleRef.toHtmlEscaped());
        html += u"</li>"_s;
    }
    html += u"</ol>"_s;
    return html + u"<p style=\"color:#5f6368\">%1</p>"_s.arg(tr("Logged as action %1.").arg(r.loggedAs));
}

void DbaDeskResult::showResult(Campaign &campaign, const QJsonObject &result)
{
    clear();
    const QString what = result.value(u"do"_s).toString();
    const QJsonObject outcome = result.value(u"outcome"_s).toObject();
    const DbaStepKind *kind = dbaStepKind(what);
    const QString refusal = refusalSentence(what, outcome);
    const QString title = kind ? tr(kind->title) : what;
    m_heading = refusal.isEmpty() ? tr("%1 — done").arg(title) : tr("%1 — not carried out").arg(title);

    QString procedures;
    if (!refusal.isEmpty())
        m_plain << refusal;
    for (const QJsonValue &seqValue : result.value(u"log"_s).toArray()) {
        const qint64 seq = seqValue.toInteger();
        const Action action = campaign.log().action(seq);
        if (action.kind == u"procedure.resolve"_s) {
            procedures += procedureHtml(procedureFromLog(action.payload().value(u"data"_s).toObject(), seq));
            continue;
        }
        // The umpire reads everything: the private part (a nation's move, its voyage) says more.
        m_plain << (action.privateText.isEmpty() ? action.publicText : action.privateText);
        // The procedures worked out without dice (a move's cost, losses, supply, taxes) are kept
        // with the action they led to.
        for (const QJsonValue &w : action.payload().value(u"data"_s).toObject().value(u"working"_s).toArray()) {
            ProcedureResult r = procedureFromLog(w.toObject(), seq);
            const QString forWhat = w.toObject().value(u"for"_s).toString();
            if (!forWhat.isEmpty())
                r.title = tr("%1: %2").arg(r.title, forWhat);
            procedures += procedureHtml(r);
        }
    }
    if (m_plain.isEmpty())
        m_plain << tr("Nothing was logged: the step changed nothing.");
    QString html = u"<p><b>%1</b></p><ul style=\"margin-left:0; -qt-list-indent:1\">"_s.arg(
            m_heading.toHtmlEscaped());
    for (const QString &line : std::as_const(m_plain))
        html += u"<li>%1</li>"_s.arg(line.toHtmlEscaped());
    html += u"</ul>"_s;
    QStringList fields;
    for (auto it = outcome.begin(); it != outcome.end(); ++it)
        fields << u"%1: <b>%2</b>"_s.arg(OutcomeLabels::label(it.key()).toHtmlEscaped(),
                                         StepResultView::valueText(it.value()).toHtmlEscaped());
    if (!fields.isEmpty())
        html += u"<p style=\"color:#3c4043\">%1 %2</p>"_s.arg(tr("Outcome —").toHtmlEscaped(),
                                                              fields.join(u" · "_s));
    m_text->setHtml(html + procedures);
}

void DbaDeskResult::showChecked(const QString &what)
{
    clear();
    const DbaStepKind *kind = dbaStepKind(what);
    m_heading = tr("%1 — would be carried out").arg(kind ? tr(kind->title) : what);
    m_plain << tr("The rules allow the step as filled in. Nothing was rolled or written.");
    m_text->setHtml(
            u"<p><b>%1</b></p><p>%2</p>"_s.arg(m_heading.toHtmlEscaped(), m_plain.first().toHtmlEscaped()));
}

void DbaDeskResult::showError(const QString &message, const QString &note)
{
    clear();
    m_isError = true;
    m_heading = tr("Refused");
    m_error->setText(note.isEmpty() ? message : message + u"\n"_s + note);
    m_error->show();
    m_text->clear();
}

QString DbaDeskResult::headingText() const
{
    return m_heading;
}

QString DbaDeskResult::errorText() const
{
    return m_isError ? m_error->text() : QString();
}

} // namespace Reeve
