#include "stepresultview.h"

#include <QJsonArray>
#include <QLabel>
#include <QRegularExpression>
#include <QTextBrowser>
#include <QVBoxLayout>

#include "campaign/campaign.h"
#include "campaign/campaigntables.h"
#include "log/actionlog.h"
#include "procedures/outcomelabels.h"
#include "procedures/procedureregistry.h"
#include "tables/tablewords.h"

namespace Reeve {

using namespace Qt::StringLiterals;

QString StepResultView::valueText(const QJsonValue &v)
{
    return OutcomeLabels::valueText(v);
}

namespace {

/// The figures and words \a value holds, counted to \a limit at most.
int leaves(const QJsonValue &value, int limit)
{
    int n = 0;
    if (value.isArray()) {
        for (const QJsonValue &item : value.toArray())
            if ((n += leaves(item, limit - n)) >= limit)
                break;
    } else if (value.isObject()) {
        const QJsonObject o = value.toObject();
        for (auto it = o.begin(); it != o.end() && n < limit; ++it)
            n += leaves(it.value(), limit - n);
    } else {
        n = 1;
    }
    return n;
}

/// \a text with the ids a game's text may name in words: a rule table's id ("dba.abstract-battle") as
/// its title, a house figure's name ("vassal_tribute_pct") as its label. The command line keeps them.
QString inPlainWords(QString text)
{
    static const QRegularExpression id(
            u"(?<![\\w.-])([a-z0-9]+\\.[a-z][a-z0-9-]*|[a-z][a-z0-9]*(?:_[a-z0-9]+)+)(?![\\w-])"_s);
    if (!id.match(text).hasMatch())
        return text;
    static const TableLibrary tables = CampaignTables::builtIn();
    QString out;
    qsizetype from = 0;
    for (const QRegularExpressionMatch &m : id.globalMatch(text)) {
        const QString word = m.captured(1);
        QString shown = word;
        if (const RuleTable *table = tables.find(word))
            shown = StepResultView::tr("“%1”").arg(TableWords::text(table->title()));
        else if (TableWords::knownWords().contains(word))
            shown = StepResultView::tr("“%1”").arg(TableWords::word(word));
        out += text.mid(from, m.capturedStart(1) - from) + shown;
        from = m.capturedEnd(1);
    }
    return out + text.mid(from);
}

/// Whether \a value is a record for the machine: a procedure's result as its JSON carries it (dice,
/// explanation) or the 1066 battle's state, or a list or a per-side object of them.
bool isRecord(const QJsonValue &value, int depth = 0)
{
    const QJsonValue first = value.isArray() ? value.toArray().at(0) : value; // undefined when empty
    if (!first.isObject())
        return false;
    const QJsonObject o = first.toObject();
    if (o.contains(u"explanation"_s) || o.contains(u"state"_s))
        return true;
    if (depth > 0)
        return false;
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (isRecord(it.value(), depth + 1))
            return true;
    }
    return false;
}

} // namespace

bool StepResultView::shownInPane(const QString &key, const QJsonValue &value)
{
    constexpr int MostShown = 40;
    return key != u"state"_s && !isRecord(value) && leaves(value, MostShown + 1) <= MostShown;
}

namespace {

QString listHtml(const QStringList &lines)
{
    QString html = u"<ul style=\"margin-left:0; -qt-list-indent:1\">"_s;
    for (const QString &line : lines)
        html += u"<li>%1</li>"_s.arg(line.toHtmlEscaped());
    return html + u"</ul>"_s;
}

} // namespace

StepResultView::StepResultView(QWidget *parent)
    : QWidget(parent)
    , m_error(new QLabel)
    , m_text(new QTextBrowser)
{
    m_error->setObjectName(u"stepResultError"_s);
    m_error->setStyleSheet(u"color: #b00020;"_s);
    m_error->setWordWrap(true);
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_text->setObjectName(u"stepResultText"_s);
    m_text->setOpenLinks(false);
    m_text->setFrameShape(QFrame::NoFrame);
    // Under a refusal, the heading's line is enough: the refusal's lines get the rest of a low pane.
    m_text->setMinimumHeight(2 * fontMetrics().height());
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_error);
    layout->addWidget(m_text, 1);
    clear();
}

void StepResultView::setViewer(Audience audience, qint64 side)
{
    m_audience = audience;
    m_side = audience == Audience::Side ? side : 0;
    m_showPrivate = audience == Audience::Referee;
}

void StepResultView::clear()
{
    m_plain.clear();
    m_explanation.clear();
    m_isRefusal = false;
    m_heading = tr(
            "No step yet: fill it in, check it, then let Reeve roll or use the dice rolled at the table.");
    m_text->setHtml(u"<p><b>%1</b></p>"_s.arg(m_heading.toHtmlEscaped()));
    m_error->clear();
    m_error->hide();
}

QString StepResultView::procedureHtml(const QJsonObject &data, qint64 loggedAs)
{
    const QString id = data.value(u"procedure"_s).toString();
    QString title = ProcedureRegistry::standard().contains(id) ? ProcedureRegistry::standard().get(id).title
                                                               : id;
    if (const QString forWhat = data.value(u"for"_s).toString(); !forWhat.isEmpty())
        title = tr("%1: %2").arg(title, forWhat);
    const QString source = data.value(u"dice_source"_s).toString();
    const QString heading = source == u"none"_s      ? tr("%1 — worked out (no dice)")
                            : source == u"entered"_s ? tr("%1 — on the dice entered")
                                                     : tr("%1 — rolled by Reeve");
    QString html = u"<p style=\"margin-top:10px\"><b>%1</b></p>"_s.arg(heading.arg(title).toHtmlEscaped());
    QStringList dice;
    for (const QJsonValue &d : data.value(u"dice_detail"_s).toArray())
        dice << tr("%1 (d%2)")
                        .arg(d.toObject().value(u"face"_s).toInt())
                        .arg(d.toObject().value(u"sides"_s).toInt(6));
    if (source != u"none"_s)
        html += u"<p>%1</p>"_s.arg(
                (dice.isEmpty() ? tr("No dice used.") : tr("Dice: %1").arg(dice.join(u"; "_s)))
                        .toHtmlEscaped());
    html += u"<ol style=\"margin-left:0; -qt-list-indent:1\">"_s;
    for (const QJsonValue &s : data.value(u"explanation"_s).toArray()) {
        const QString text = inPlainWords(s.toObject().value(u"text"_s).toString());
        const QString rule = s.toObject().value(u"rule"_s).toString();
        m_explanation << (rule.isEmpty() ? text : tr("%1 (%2)").arg(text, rule));
        html += u"<li>%1"_s.arg(text.toHtmlEscaped());
        if (!rule.isEmpty())
            html += u" <i style=\"color:#1a5fb4\">(%1)</i>"_s.arg(rule.toHtmlEscaped());
        html += u"</li>"_s;
    }
    html += u"</ol>"_s;
    if (loggedAs > 0)
        html += u"<p style=\"color:#5f6368\">%1</p>"_s.arg(tr("Logged as action %1.").arg(loggedAs));
    return html;
}

QString StepResultView::entriesHtml(Campaign &campaign, const StepResult &result, QString &procedures)
{
    QStringList publicLines; // the public line of each line listed
    for (qint64 seq : result.entries) {
        const Action action = campaign.log().action(seq);
        if (action.kind == u"step"_s)
            continue; // the closing entry repeats the step's first public line
        // A side's view reads its own entries whole; a public entry's private text stays the referee's.
        const bool ownEntry = action.audience == Audience::Side && action.visibleTo(m_audience, m_side);
        const bool mayRead = m_showPrivate || action.audience == Audience::Public || ownEntry;
        if (action.kind == u"procedure.resolve"_s && mayRead) {
            procedures += procedureHtml(action.payload().value(u"data"_s).toObject(), seq);
            continue;
        }
        const bool privatePart = (m_showPrivate || ownEntry) && !action.privateText.isEmpty();
        const QString line = inPlainWords(privatePart ? action.privateText : action.publicText);
        // A copy of an entry for a second audience (the 1066 battle writes one per side, the same public
        // line in each) is said once, in the fullest words this viewer may read.
        const bool copy = action.payload().value(u"data"_s).toObject().contains(u"copy_of"_s);
        if (const qsizetype at = copy ? publicLines.indexOf(action.publicText) : -1; at >= 0) {
            if (privatePart)
                m_plain[at] = line;
            continue;
        }
        m_plain << line;
        publicLines << action.publicText;
    }
    if (m_showPrivate) {
        for (const QJsonValue &w : result.working)
            procedures += procedureHtml(w.toObject(), 0);
    }
    // A step whose entries are all procedures (their working is shown below) still wrote its action.
    if (m_plain.isEmpty())
        m_plain << (result.seq > 0 ? inPlainWords(result.publicSummary)
                                   : tr("Nothing was logged: the step changed nothing."));
    return listHtml(m_plain);
}

void StepResultView::showResult(Campaign &campaign, const QString &title, const StepResult &result)
{
    clear();
    if (result.checkedOnly) {
        m_heading = tr("%1 — would apply").arg(title);
        m_plain << (campaign.isReadOnly()
                            ? tr("The fields and the rule's checks allow the step. The campaign is open "
                                 "read-only, "
                                 "so the step was not worked out further; nothing was rolled or written.")
                            : tr("The rules allow the step as filled in. Nothing was rolled or written."));
        m_text->setHtml(u"<p><b>%1</b></p>%2"_s.arg(m_heading.toHtmlEscaped(), listHtml(m_plain)));
        return;
    }
    m_heading = tr("%1 — done (action %2)").arg(title).arg(result.seq);
    QString procedures;
    QString html = u"<p><b>%1</b></p>"_s.arg(m_heading.toHtmlEscaped());
    html += entriesHtml(campaign, result, procedures);
    QStringList fields;
    if (m_showPrivate) {
        for (auto it = result.outcome.begin(); it != result.outcome.end(); ++it)
            if (shownInPane(it.key(), it.value()))
                fields << u"%1: <b>%2</b>"_s.arg(OutcomeLabels::label(it.key()).toHtmlEscaped(),
                                                 inPlainWords(valueText(it.value())).toHtmlEscaped());
    }
    if (!fields.isEmpty())
        html += u"<p style=\"color:#3c4043\">%1 %2</p>"_s.arg(tr("Outcome —").toHtmlEscaped(),
                                                              fields.join(u" · "_s));
    if (!m_showPrivate)
        html += u"<p style=\"color:#5f6368\">%1</p>"_s.arg(
                tr("Only the public lines are shown; the referee's view shows every part and the working.")
                        .toHtmlEscaped());
    m_text->setHtml(html + procedures);
}

void StepResultView::showRefusals(const QString &title, const QList<StepRefusal> &refusals,
                                  const QString &note)
{
    clear();
    m_isRefusal = true;
    m_heading = tr("%1 — refused").arg(title);
    QStringList lines;
    for (const StepRefusal &r : refusals)
        lines << (r.rule.isEmpty() || r.message.contains(r.rule) ? r.message
                                                                 : tr("%1 (%2)").arg(r.message, r.rule));
    if (!note.isEmpty())
        lines << note;
    m_error->setText(lines.join(u'\n'));
    m_error->show();
    m_text->setHtml(u"<p><b>%1</b></p>"_s.arg(m_heading.toHtmlEscaped()));
}

int StepResultView::refusalHeight(int width) const
{
    if (!m_isRefusal || m_error->isHidden())
        return 0;
    return m_error->heightForWidth(width) + layout()->spacing() + m_text->minimumHeight();
}

QString StepResultView::refusalText() const
{
    return m_isRefusal ? m_error->text() : QString();
}

} // namespace Reeve
