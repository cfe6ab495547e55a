#include "reportbuilder.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QLocale>
#include <QMap>
#include <QSet>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "campaign/gamecatalog.h"
#include "games/gamemodules.h"
#include "ledger/ledgercategories.h"
#include "ledger/ledgercsv.h"
#include "ledger/ledgerlog.h"
#include "ledger/money.h"
#include "log/hashchain.h"
#include "log/logquery.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text, int n = -1)
{
    return QCoreApplication::translate("Reeve::ReportBuilder", text, nullptr, n);
}

QString esc(const QString &text)
{
    return text.toHtmlEscaped();
}

const QString kStyle
        = u"body { font-family: 'DejaVu Sans', sans-serif; font-size: 10pt; color: #222; }"
          " h1 { font-size: 18pt; color: #5a2d0c; margin-bottom: 2px; }"
          " h2 { font-size: 13pt; color: #5a2d0c; border-bottom: 1px solid #c8b48a; margin-top: 18px; }"
          " h3 { font-size: 11pt; margin-bottom: 2px; }"
          " p.sub { color: #5f5f5f; margin-top: 0; }"
          " table { border-collapse: collapse; }"
          " th { background-color: #efe6d2; text-align: left; padding: 3px 6px; }"
          " td { padding: 2px 6px; border-bottom: 1px solid #e4dccb; }"
          " td.num { text-align: right; }"
          " .neg { color: #a01010; }"
          " .private { color: #6a1b9a; font-style: italic; }"
          " p.foot { color: #767676; font-size: 8pt; margin-top: 20px; }"
          " ol.working { color: #4a4a4a; font-size: 9pt; margin: 1px 0 4px 0; }"
          " .rule { color: #1a5fb4; }"_s;

/// The working of an action the reader may see: the explanation of a procedure it resolved and of
/// every sum it worked out without dice (an umpire's step keeps them in data.working), each step
/// with its rule, so a report settles a dispute as the log does.
QString workingHtml(const QJsonObject &data)
{
    QJsonArray results = data.value(u"working"_s).toArray();
    if (data.contains(u"explanation"_s))
        results.prepend(data);
    QString html;
    for (const QJsonValue &value : std::as_const(results)) {
        const QJsonObject result = value.toObject();
        QString items;
        for (const QJsonValue &step : result.value(u"explanation"_s).toArray()) {
            const QString rule = step.toObject().value(u"rule"_s).toString();
            items += u"<li>%1%2</li>"_s.arg(esc(step.toObject().value(u"text"_s).toString()),
                                            rule.isEmpty()
                                                    ? QString()
                                                    : u" <span class=\"rule\">(%1)</span>"_s.arg(esc(rule)));
        }
        if (!items.isEmpty())
            html += u"<ol class=\"working\">%1</ol>"_s.arg(items);
    }
    return html;
}

} // namespace

ReportBuilder::ReportBuilder(Campaign &campaign, const QString &audience, int fromTurn, int toTurn)
    : m_campaign(campaign)
    , m_audience(audience)
    , m_from(fromTurn)
    , m_to(toTurn)
{
    if (fromTurn < 1 || toTurn < fromTurn)
        throw Failure::badInput(
                tr("The report's turns must satisfy 1 ≤ from ≤ to (got %1 to %2).").arg(fromTurn).arg(toTurn));
    LogQuery::forAudience(campaign, audience); // validates the audience
    m_referee = audience == u"referee"_s;
    if (audience == u"public"_s)
        m_audienceLabel = tr("everyone (public)");
    else if (m_referee)
        m_audienceLabel = tr("the referee (everything)");
    else
        m_audienceLabel = CampaignReader(campaign.database()).sideByName(audience.mid(5)).name;
    if (audience.startsWith(u"side="_s))
        m_ownSide = CampaignReader(campaign.database()).sideByName(audience.mid(5)).id;
    m_ownMoneyOnly = !m_referee && GameCatalog::privateTreasuries(campaign.game().id);
}

bool ReportBuilder::build()
{
    Progress none;
    return build(none);
}

bool ReportBuilder::build(Progress &progress)
{
    CampaignReader reader(m_campaign.database());
    m_sides = reader.sides();
    for (const Side &side : m_sides)
        m_names.insert(side.id, side.name);
    LedgerLog ledger(LogQuery::forAudience(m_campaign, m_audience));
    if (!ledger.load(progress))
        return false;
    m_hidden = ledger.hiddenActions();
    summarise(ledger.entries());
    for (const LedgerReader::Point &point : ledger.values()) {
        if (point.turn <= m_to)
            m_values << point;
    }
    m_log.clear();
    LogQuery query = LogQuery::forAudience(m_campaign, m_audience);
    for (int turn = m_from; turn <= m_to; ++turn) {
        query.setTurnFilter(turn);
        m_log += query.entries(0, -1);
        if (!progress.advance(progress.total()))
            return false;
    }
    dropUndone();
    return true;
}

void ReportBuilder::dropUndone()
{
    // The period as it stands: an action undone (and not redone) is left out with its undo, and a
    // redo leaves the action it put back; the log itself keeps every line.
    QMap<qint64, bool> undone; // action → undone now
    for (const LogEntry &e : std::as_const(m_log)) {
        if (e.kind == u"undo"_s)
            undone.insert(e.refersTo, true);
        else if (e.kind == u"redo"_s)
            undone.insert(e.refersTo, false);
    }
    QSet<qint64> drop;
    for (const LogEntry &e : std::as_const(m_log)) {
        if (e.kind == u"undo"_s || e.kind == u"redo"_s)
            drop.insert(e.seq);
        else if (undone.value(e.seq)) {
            drop.insert(e.seq);
            // A step's closing entry takes its entries with it (ActionLog::entriesOf).
            if (e.kind == u"step"_s && e.refersTo > 0)
                for (qint64 seq = e.refersTo; seq < e.seq; ++seq)
                    drop.insert(seq);
        }
    }
    m_log.removeIf([&](const LogEntry &e) { return drop.contains(e.seq); });
}

void ReportBuilder::summarise(const QList<LedgerEntry> &all)
{
    QHash<qint64, QString> categoryOf;
    QMap<qint64, LedgerReader::Summary> bySide;
    for (const Side &side : m_sides) {
        if (!m_ownMoneyOnly || side.id == m_ownSide)
            bySide[side.id].sideId = side.id;
    }
    QSet<QString> used;
    m_period.clear();
    for (const LedgerEntry &e : all) {
        categoryOf.insert(e.id, e.category);
        if (e.turn > m_to || (m_ownMoneyOnly && e.sideId != m_ownSide))
            continue; // another side's treasury, where treasuries are private, is not ours to show
        LedgerReader::Summary &s = bySide[e.sideId];
        s.sideId = e.sideId;
        s.closing += e.amount;
        if (e.turn < m_from) {
            s.opening += e.amount;
            continue;
        }
        const QString category = e.reverses ? categoryOf.value(e.reverses, e.category) : e.category;
        s.net[category] += e.amount;
        used.insert(category);
        m_period << e;
    }
    m_summaries = bySide.values();
    m_categories.clear();
    for (const QString &id : LedgerCategories::ids()) {
        if (used.contains(id))
            m_categories << id;
    }
}

QString ReportBuilder::span() const
{
    const GameInfo &game = m_campaign.game();
    return m_from == m_to ? game.describeTurn(m_from)
                          : tr("%1 to %2").arg(game.describeTurn(m_from), game.describeTurn(m_to));
}

QString ReportBuilder::title() const
{
    return tr("%1 — report for %2").arg(m_campaign.name(), span());
}

QString ReportBuilder::money(qint64 amount, bool sign) const
{
    const QString text = Money::format(amount, m_campaign.game().currency,
                                       sign ? Money::Sign::Always : Money::Sign::Plain);
    return amount < 0 ? u"<span class=\"neg\">%1</span>"_s.arg(esc(text)) : esc(text);
}

Audience ReportBuilder::viewer() const
{
    return m_referee ? Audience::Referee : m_ownSide ? Audience::Side : Audience::Public;
}

QString ReportBuilder::sideCell(qint64 sideId) const
{
    QString colour;
    for (const Side &side : m_sides) {
        if (side.id == sideId)
            colour = side.colour;
    }
    const QString name = esc(m_names.value(sideId, tr("side %1").arg(sideId)));
    if (colour.isEmpty())
        return name;
    return u"<span style=\"color: %1\">■</span> %2"_s.arg(colour, name);
}

QString ReportBuilder::treasuryHtml() const
{
    if (m_ownMoneyOnly && m_summaries.isEmpty())
        return u"<h2>%1</h2><p>%2</p>"_s
                .arg(esc(tr("Treasury")),
                     esc(tr("In this game each side's treasury is known only to that side "
                            "and the referee.")));
    // Whose sums these are: a public report's balances add up the public entries only (LedgerLog).
    QString html = u"<h2>%1</h2>"_s.arg(esc(tr("Treasury")));
    if (viewer() == Audience::Public)
        html += u"<p class=\"sub\">%1</p>"_s.arg(
                esc(tr("Public balances: the sum of the public entries only; "
                       "private entries are not counted.")));
    else if (viewer() == Audience::Side)
        html += u"<p class=\"sub\">%1</p>"_s.arg(
                esc(tr("Balances known to %1: the public entries and its own "
                       "private ones.")
                            .arg(m_audienceLabel)));
    html += u"<table><tr><th>%1</th><th>%2</th>"_s.arg(esc(tr("Side")), esc(tr("Opening")));
    for (const QString &category : m_categories)
        html += u"<th>%1</th>"_s.arg(esc(LedgerCategories::label(category)));
    html += u"<th>%1</th></tr>"_s.arg(esc(tr("Closing")));
    for (const LedgerReader::Summary &s : m_summaries) {
        html += u"<tr><td>%1</td><td class=\"num\">%2</td>"_s.arg(sideCell(s.sideId), money(s.opening));
        for (const QString &category : m_categories) {
            const qint64 net = s.net.value(category);
            html += u"<td class=\"num\">%1</td>"_s.arg(net ? money(net, true) : u"–"_s);
        }
        html += u"<td class=\"num\"><b>%1</b></td></tr>"_s.arg(money(s.closing));
    }
    return html + u"</table>"_s;
}

QString ReportBuilder::entriesHtml() const
{
    QString html = u"<h2>%1</h2>"_s.arg(esc(tr("Ledger changes")));
    if (m_period.isEmpty())
        return html + u"<p>%1</p>"_s.arg(esc(tr("No money changed hands in this period.")));
    html += u"<table><tr><th>#</th><th>%1</th><th>%2</th><th>%3</th><th>%4</th><th>%5</th><th>%6</th></tr>"_s
                    .arg(esc(tr("When")), esc(tr("Side")), esc(tr("Category")), esc(tr("Amount")),
                         esc(LedgerReader::balanceLabel(viewer())), esc(tr("Reason")));
    for (const LedgerEntry &e : m_period) {
        QString reason = esc(e.reason);
        if (e.counterparty)
            reason += (reason.isEmpty() ? QString() : u" · "_s)
                      + esc((e.amount < 0 ? tr("to %1") : tr("from %1")).arg(m_names.value(e.counterparty)));
        if (e.audience != Audience::Public)
            reason += u" <span class=\"private\">(%1)</span>"_s.arg(esc(tr("private")));
        html += u"<tr><td>%1</td><td>%2</td><td>%3</td><td>%4</td><td class=\"num\">%5</td>"
                "<td class=\"num\">%6</td><td>%7</td></tr>"_s.arg(QString::number(e.id),
                                                                  esc(m_campaign.game().describeTurn(e.turn)),
                                                                  sideCell(e.sideId),
                                                                  esc(LedgerCategories::label(e.category)),
                                                                  money(e.amount, true),
                                                                  money(e.balanceAfter), reason);
    }
    return html + u"</table>"_s;
}

QString ReportBuilder::quantitiesHtml() const
{
    if (m_values.isEmpty())
        return {};
    LedgerReader reader(m_campaign.database());
    QString html = u"<h2>%1</h2><table><tr><th>%2</th><th>%3</th><th>%4</th><th>%5</th></tr>"_s
                           .arg(esc(tr("Tracked quantities")), esc(tr("Quantity")), esc(tr("Side")),
                                esc(tr("Value")), esc(tr("Change")));
    for (const TrackedQuantity &q : reader.quantities()) {
        for (const Side &side : m_sides) {
            std::optional<qint64> start, end;
            for (const LedgerReader::Point &p : m_values) {
                if (p.quantity != q.id || p.sideId != side.id)
                    continue;
                if (p.turn < m_from)
                    start = p.value;
                end = p.value;
            }
            if (!end)
                continue;
            const QString change = start ? QString::number(*end - *start) : u"–"_s;
            QString value = QString::number(*end);
            if (q.threshold && *end >= *q.threshold)
                value += u" ★"_s;
            html += u"<tr><td>%1</td><td>%2</td><td class=\"num\">%3</td><td class=\"num\">%4</td></tr>"_s
                            .arg(esc(q.label), sideCell(side.id), value, change);
        }
    }
    return html + u"</table>"_s;
}

QString ReportBuilder::logHtml(bool rulings) const
{
    QString html;
    int turn = 0;
    for (const LogEntry &e : m_log) {
        if (e.kind.startsWith(u"ruling"_s) != rulings)
            continue;
        if (e.turn != turn) {
            if (turn)
                html += u"</ul>"_s;
            turn = e.turn;
            html += u"<h3>%1</h3><ul>"_s.arg(esc(m_campaign.game().describeTurn(turn)));
        }
        QString line = u"<b>#%1</b> %2"_s.arg(e.seq).arg(esc(e.publicText));
        if (!e.privateText.isEmpty())
            line += u" <span class=\"private\">— %1</span>"_s.arg(esc(e.privateText));
        html += u"<li>%1%2</li>"_s.arg(line, workingHtml(e.data));
    }
    if (turn)
        html += u"</ul>"_s;
    const QString heading = rulings ? tr("Rulings") : tr("Log of the period");
    if (html.isEmpty())
        html = u"<p>%1</p>"_s.arg(esc(rulings ? tr("No rulings were made.") : tr("Nothing was logged.")));
    return u"<h2>%1</h2>"_s.arg(esc(heading)) + html;
}

QString ReportBuilder::html(const QStringList &chartImages) const
{
    const GameInfo &game = m_campaign.game();
    QString html
            = u"<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>%1</title><style>%2</style></head>"
              "<body>"_s.arg(esc(title()), kStyle);
    html += u"<h1>%1</h1><p class=\"sub\">%2 · %3</p>"_s
                    .arg(esc(m_campaign.name()), esc(game.shownTitle()),
                         esc(tr("Report for %1, prepared for %2").arg(span(), m_audienceLabel)));
    html += treasuryHtml();
    const GameModule *module = nullptr;
    for (const GameModule &m : GameModules::all())
        module = m.id == game.id ? &m : module;
    if (module && module->reportSections) // the game's board as this reader may know it (GameModule)
        html += module->reportSections(m_campaign, ReportReader{viewer(), m_ownSide, m_from, m_to});
    if (!chartImages.isEmpty()) {
        html += u"<h2>%1</h2>"_s.arg(esc(tr("Charts")));
        for (const QString &image : chartImages)
            html += u"<p><img src=\"%1\" width=\"640\"></p>"_s.arg(esc(image));
    }
    html += entriesHtml();
    html += quantitiesHtml();
    html += logHtml(true);
    html += logHtml(false);
    // The date as the reader's language writes it (issue 25); the time stays UTC, as the log's.
    const QDateTime now = QDateTime::currentDateTimeUtc();
    QString foot = tr("Prepared by Reeve on %1 at %2 UTC.")
                           .arg(QLocale().toString(now.date(), QLocale::LongFormat),
                                QLocale().toString(now.time(), u"HH:mm"_s));
    if (!m_referee)
        foot += u" "_s + tr("Figures count only the entries this audience may see.");
    if (m_hidden > 0 && (!module || module->reportCountsPrivate))
        foot += u" "_s + tr("%n ledger action(s) are private and not shown.", m_hidden);
    // The chain head, for players to keep: verify --anchor later proves the log was not rewritten since.
    foot += u" "_s
            + tr("Log %1; keep it, and reeve-cli verify FILE --anchor N:HEX proves later that the log still "
                 "extends it.")
                      .arg(HashChain::headLine(m_campaign.database()));
    html += u"<p class=\"foot\">%1</p></body></html>"_s.arg(esc(foot));
    return html;
}

QString ReportBuilder::csv() const
{
    // The ledger rows, then one row per log line of the period as this audience reads it (the text in
    // the reason column, its number in the action column, which a ledger row's action refers to), with
    // an empty entry cell so a program reading ledger entries skips it as it skips the chain head.
    QString out = LedgerCsv::write(m_period, m_names, m_campaign.game(), viewer());
    const int columns = 11;
    for (const LogEntry &e : m_log) {
        QString text = e.publicText;
        if (!e.privateText.isEmpty()) // LogQuery leaves it empty unless this audience may read it
            text += u" — "_s + e.privateText;
        QStringList cells(columns);
        cells[1] = QString::number(e.turn);
        cells[2] = LedgerCsv::field(m_campaign.game().describeTurn(e.turn));
        cells[4] = u"log"_s;
        cells[7] = LedgerCsv::field(text);
        cells[10] = QString::number(e.seq);
        out += cells.join(u","_s) + u"\r\n"_s;
    }
    const QString head = HashChain::headLine(m_campaign.database());
    return head.isEmpty() ? out : out + LedgerCsv::chainHeadRow(head, columns);
}

} // namespace Reeve
