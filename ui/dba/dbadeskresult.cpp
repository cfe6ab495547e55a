#include "dbadeskresult.h"

#include <QJsonArray>
#include <QLabel>
#include <QVBoxLayout>

#include "campaign/campaign.h"
#include "dba/dbastepkinds.h"
#include "log/actionlog.h"
#include "procedures/procedureregistry.h"
#include "procedures/procedureresultview.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString valueText(const QJsonValue &v)
{
    if (v.isBool())
        return v.toBool() ? DbaDeskResult::tr("yes") : DbaDeskResult::tr("no");
    if (v.isArray()) {
        QStringList parts;
        for (const QJsonValue &item : v.toArray())
            parts << valueText(item);
        return parts.isEmpty() ? DbaDeskResult::tr("none") : parts.join(u", "_s);
    }
    if (v.isObject()) {
        QStringList parts;
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            parts << u"%1 %2"_s.arg(it.key(), valueText(it.value()));
        return parts.join(u"; "_s);
    }
    if (v.isDouble() && v.toDouble() == double(v.toInteger()))
        return QString::number(v.toInteger());
    return v.toVariant().toString();
}

} // namespace

DbaDeskResult::DbaDeskResult(QWidget *parent)
    : QWidget(parent)
    , m_heading(new QLabel)
    , m_plainLabel(new QLabel)
    , m_fields(new QLabel)
    , m_error(new QLabel)
    , m_procedures(new QVBoxLayout)
{
    QFont bold = m_heading->font();
    bold.setBold(true);
    m_heading->setFont(bold);
    m_heading->setObjectName(u"dbaResultHeading"_s);
    m_plainLabel->setObjectName(u"dbaResultPlain"_s);
    m_fields->setObjectName(u"dbaResultFields"_s);
    m_error->setObjectName(u"dbaResultError"_s);
    m_error->setStyleSheet(u"color: #b00020;"_s);
    m_fields->setStyleSheet(u"color: #3c4043;"_s);
    m_plainLabel->setTextFormat(Qt::RichText);
    m_fields->setTextFormat(Qt::RichText);
    for (QLabel *label : {m_heading, m_plainLabel, m_fields, m_error}) {
        label->setWordWrap(true);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    m_procedures->setContentsMargins(0, 0, 0, 0);
    m_procedures->setSpacing(10);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_error);
    layout->addWidget(m_heading);
    layout->addWidget(m_plainLabel);
    layout->addWidget(m_fields);
    layout->addLayout(m_procedures);
    clear();
}

void DbaDeskResult::clear()
{
    clearProcedures();
    m_plain.clear();
    m_isError = false;
    m_heading->setText(tr("No step yet: choose one, fill it in and press Roll, Use dice or Carry out."));
    for (QLabel *label : {m_plainLabel, m_fields, m_error}) {
        label->clear();
        label->hide();
    }
}

void DbaDeskResult::clearProcedures()
{
    for (ProcedureResultView *view : std::as_const(m_views))
        delete view;
    m_views.clear();
}

ProcedureResult DbaDeskResult::procedureFromLog(const QJsonObject &data, qint64 seq)
{
    ProcedureResult r;
    r.procedureId = data.value(u"procedure"_s).toString();
    r.title = r.procedureId;
    if (ProcedureRegistry::standard().contains(r.procedureId))
        r.title = ProcedureRegistry::standard().get(r.procedureId).title;
    r.inputs = data.value(u"inputs"_s).toObject();
    r.diceSource = data.value(u"dice_source"_s).toString();
    for (const QJsonValue &d : data.value(u"dice_detail"_s).toArray()) {
        const QJsonObject o = d.toObject();
        r.dice.append(DieDraw{o.value(u"sides"_s).toInt(6), o.value(u"face"_s).toInt(), o.value(u"label"_s).toString()});
    }
    r.outcome = data.value(u"outcome"_s).toObject();
    for (const QJsonValue &s : data.value(u"explanation"_s).toArray())
        r.explanation.append({s.toObject().value(u"text"_s).toString(), s.toObject().value(u"rule"_s).toString()});
    for (const QJsonValue &ref : data.value(u"rule_refs"_s).toArray())
        r.ruleRefs << ref.toString();
    r.loggedAs = seq;
    return r;
}

QString DbaDeskResult::refusalSentence(const QString &what, const QJsonObject &o)
{
    if (o.contains(u"moved"_s) && !o.value(u"moved"_s).toBool()) {
        if (o.contains(u"adjacent"_s) && !o.value(u"adjacent"_s).toBool())
            return tr("Refused: the two provinces do not share a border among those recorded (DBA campaign, "
                      "STRATEGIC MOVEMENT).");
        if (o.value(u"uncommanded"_s).toBool())
            return what == u"sea-move"_s
                           ? tr("Refused: a fleet with no general aboard sails only to friendly waters or to join "
                                "one of its generals (DBA campaign, STRATEGIC MOVEMENT).")
                           : tr("Refused: an army without a general leaves its own provinces only to join one of "
                                "its generals (DBA campaign, STRATEGIC MOVEMENT).");
        return tr("Refused: this army cannot cross that border now (the border, the season or its mounted "
                  "troops and baggage forbid it; DBA campaign, STRATEGIC MOVEMENT).");
    }
    return {};
}

void DbaDeskResult::showResult(Campaign &campaign, const QJsonObject &result)
{
    clear();
    const QString what = result.value(u"do"_s).toString();
    const QJsonObject outcome = result.value(u"outcome"_s).toObject();
    const DbaStepKind *kind = dbaStepKind(what);
    const QString refusal = refusalSentence(what, outcome);
    const QString title = kind ? tr(kind->title) : what;
    m_heading->setText(refusal.isEmpty() ? tr("%1 — done").arg(title) : tr("%1 — not carried out").arg(title));

    QList<ProcedureResult> procedures;
    if (!refusal.isEmpty())
        m_plain << refusal;
    for (const QJsonValue &seqValue : result.value(u"log"_s).toArray()) {
        const qint64 seq = seqValue.toInteger();
        const Action action = campaign.log().action(seq);
        if (action.kind == u"procedure.resolve"_s) {
            procedures << procedureFromLog(action.payload().value(u"data"_s).toObject(), seq);
            continue;
        }
        // The umpire reads everything: the private part (a nation's move, its voyage) says more.
        m_plain << (action.privateText.isEmpty() ? action.publicText : action.privateText);
    }
    if (m_plain.isEmpty())
        m_plain << tr("Nothing was logged: the step changed nothing.");
    QString html = u"<ul style=\"margin-left:0; -qt-list-indent:1\">"_s;
    for (const QString &line : std::as_const(m_plain))
        html += u"<li>%1</li>"_s.arg(line.toHtmlEscaped());
    m_plainLabel->setText(html + u"</ul>"_s);
    m_plainLabel->show();

    QStringList fields;
    for (auto it = outcome.begin(); it != outcome.end(); ++it)
        fields << u"%1: <b>%2</b>"_s.arg(QString(it.key()).replace(u'_', u' ').toHtmlEscaped(),
                                         valueText(it.value()).toHtmlEscaped());
    if (!fields.isEmpty()) {
        m_fields->setText(tr("Outcome — %1").arg(fields.join(u" · "_s)));
        m_fields->show();
    }
    for (const ProcedureResult &r : std::as_const(procedures)) {
        auto *view = new ProcedureResultView;
        view->showResult(r);
        m_procedures->addWidget(view);
        m_views << view;
    }
}

void DbaDeskResult::showError(const QString &message, const QString &note)
{
    clear();
    m_isError = true;
    m_heading->setText(tr("Refused"));
    m_error->setText(note.isEmpty() ? message : message + u"\n"_s + note);
    m_error->show();
}

QString DbaDeskResult::headingText() const
{
    return m_heading->text();
}

QStringList DbaDeskResult::explanationLines() const
{
    QStringList lines;
    for (const ProcedureResultView *view : m_views)
        lines << view->explanationLines();
    return lines;
}

QString DbaDeskResult::errorText() const
{
    return m_isError ? m_error->text() : QString();
}

} // namespace Reeve
