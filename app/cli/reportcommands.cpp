#include "reportcommands.h"

#include <cstdio>

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSaveFile>

#ifdef REEVE_CLI_PDF
#include <QGuiApplication>
#include <QPageLayout>
#include <QPageSize>
#include <QPdfWriter>
#include <QTextDocument>
#endif

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "campaign/gamecatalog.h"
#include "cliargs.h"
#include "clioutput.h"
#include "clipin.h"
#include "ledger/ledger.h"
#include "ledger/ledgercsv.h"
#include "ledger/ledgerlog.h"
#include "ledger/ledgerreader.h"
#include "ledger/luckstatistics.h"
#include "ledger/money.h"
#include "ledger/reportbuilder.h"
#include "ledger/trackedvalues.h"
#include "log/actionlog.h"
#include "log/logquery.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::Cli", text);
}

int turnOption(const CliArgs &args, const QString &name, int fallback)
{
    if (!args.has(name))
        return fallback;
    bool ok = false;
    const int turn = args.value(name).toInt(&ok);
    if (!ok || turn < 1)
        throw Failure::badInput(tr("--%1 needs a turn number from 1 (got \"%2\").").arg(name, args.value(name)));
    return turn;
}

qint64 amountWord(const QString &word)
{
    bool ok = false;
    const qint64 amount = word.toLongLong(&ok);
    static const QRegularExpression digits(u"^\\s*\\d+\\s*$"_s);
    if ((!ok && digits.match(word).hasMatch()) || (ok && amount > Money::kLargest))
        throw Failure::badInput(tr("%1 is more than %2, the largest amount Reeve keeps exactly.")
                                        .arg(word.trimmed())
                                        .arg(Money::kLargest));
    if (!ok || amount <= 0)
        throw Failure::badInput(tr("\"%1\" is not an amount; write a whole number above 0.").arg(word));
    return amount;
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        throw Failure::badInput(tr("Cannot write %1: %2").arg(path, file.errorString()));
}

#ifdef REEVE_CLI_PDF
void writePdf(const QString &path, const QString &html, const QString &title)
{
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        throw Failure::internal(tr("PDF output needs a QGuiApplication (see ReportCommands::needsGui)."));
    QPdfWriter writer(path);
    writer.setTitle(title);
    writer.setCreator(u"Reeve"_s);
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
    writer.setResolution(300);
    QTextDocument document;
    document.setHtml(html);
    document.setPageSize(QSizeF(writer.width(), writer.height()));
    document.documentLayout(); // lay out before printing
    document.print(&writer);
    if (!QFile::exists(path))
        throw Failure::badInput(tr("Cannot write %1.").arg(path));
}
#endif

Ledger::Options entryOptions(Campaign &campaign, const CliArgs &args, const QString &verb)
{
    Ledger::Options options;
    options.turn = turnOption(args, u"turn"_s, 0);
    options.actor = args.value(u"actor"_s);
    QString privacy = args.value(u"private"_s);
    // Where each nation's treasury is its own secret (DBA), a credit or debit is its side's unless said otherwise.
    if (privacy.isEmpty() && verb != u"transfer"_s && GameCatalog::privateTreasuries(campaign.game().id))
        privacy = u"side"_s;
    if (privacy == u"public"_s) {
        options.audience = Audience::Public;
    } else if (privacy == u"side"_s) {
        options.audience = Audience::Side; // the side the entry concerns
    } else if (privacy == u"referee"_s) {
        options.audience = Audience::Referee;
    } else if (!privacy.isEmpty()) {
        options.audience = Audience::Side;
        options.audienceSide = CampaignReader(campaign.database()).sideByName(privacy).id;
    }
    return options;
}

QJsonObject entryJson(const LedgerEntry &entry, const QHash<qint64, QString> &names)
{
    QJsonObject json = entry.toJson();
    json.insert(u"balance_after"_s, Money::json(entry.balanceAfter)); // an audience's running sum may pass 2^53
    json.insert(u"side"_s, names.value(entry.sideId));
    if (entry.counterparty)
        json.insert(u"counterparty_name"_s, names.value(entry.counterparty));
    return json;
}

QHash<qint64, QString> sideNames(Campaign &campaign)
{
    QHash<qint64, QString> names;
    for (const Side &side : CampaignReader(campaign.database()).sides())
        names.insert(side.id, side.name);
    return names;
}

int postCommand(Campaign &campaign, const QString &verb, const CliArgs &args)
{
    CampaignReader reader(campaign.database());
    Ledger ledger(campaign);
    const Ledger::Options options = entryOptions(campaign, args, verb);
    const QString reason = args.value(u"reason"_s);
    qint64 seq = 0;
    if (verb == u"transfer"_s) {
        const Side from = reader.sideByName(args.positional(2, tr("the paying side")));
        const Side to = reader.sideByName(args.positional(3, tr("the receiving side")));
        const qint64 amount = amountWord(args.positional(4, tr("the amount")));
        const LedgerCategory category = LedgerCategories::fromId(args.value(u"category"_s, u"trade"_s));
        seq = ledger.transfer(from.id, to.id, amount, category, reason, options);
    } else if (verb == u"correct"_s) {
        const qint64 entry = amountWord(args.positional(2, tr("the number of the entry to reverse")));
        // Reversing a private entry prints it: only for its audience (checked before anything is written).
        if (const std::optional<LedgerEntry> old = LedgerReader(campaign.database()).entry(entry);
            old && old->audience != Audience::Public)
            CliPin::require(campaign, args, old->audience,
                            old->audience == Audience::Side
                                    ? (old->audienceSide ? old->audienceSide : old->sideId)
                                    : 0);
        seq = ledger.reverse(entry, reason, options.actor);
    } else {
        const Side side = reader.sideByName(args.positional(2, tr("the side")));
        const qint64 amount = amountWord(args.positional(3, tr("the amount")));
        const LedgerCategory category = LedgerCategories::fromId(
            args.value(u"category"_s, verb == u"credit"_s ? u"income"_s : u"purchase"_s));
        seq = verb == u"credit"_s ? ledger.credit(side.id, amount, category, reason, options)
                                  : ledger.debit(side.id, amount, category, reason, options);
    }
    const Action action = campaign.log().action(seq);
    if (args.json()) {
        QJsonArray entries;
        for (const QJsonValue &e : action.payload().value(u"data"_s).toObject().value(u"entries"_s).toArray())
            entries.append(entryJson(LedgerEntry::fromJson(e.toObject()), sideNames(campaign)));
        CliOutput::json(QJsonObject{{u"action"_s, seq}, {u"entries"_s, entries}});
    } else {
        CliOutput::line(tr("#%1 %2").arg(seq).arg(action.privateText.isEmpty() ? action.publicText
                                                                                 : action.privateText));
    }
    return 0;
}

int listCommand(Campaign &campaign, const CliArgs &args)
{
    const QString spec = args.value(u"audience"_s, u"referee"_s);
    const CliPin::Viewer viewer = CliPin::require(campaign, args, spec);
    const LogQuery query = LogQuery::forAudience(campaign, spec);
    LedgerLog log(query);
    log.load();
    const QHash<qint64, QString> names = sideNames(campaign);
    qint64 side = 0;
    if (args.has(u"side"_s))
        side = CampaignReader(campaign.database()).sideByName(args.value(u"side"_s)).id;
    const int from = turnOption(args, u"from"_s, turnOption(args, u"turn"_s, 0));
    const int to = turnOption(args, u"to"_s, turnOption(args, u"turn"_s, 0));
    const QString category = args.value(u"category"_s);
    if (!category.isEmpty())
        LedgerCategories::fromId(category);
    QList<LedgerEntry> entries;
    for (const LedgerEntry &e : log.entries()) {
        if ((side && e.sideId != side) || (from && e.turn < from) || (to && e.turn > to)
            || (!category.isEmpty() && e.category != category))
            continue;
        entries << e;
    }
    if (args.flag(u"csv"_s)) {
        const QByteArray bytes = LedgerCsv::exportCsv(campaign, entries, viewer.audience).toUtf8();
        std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout);
        return 0;
    }
    QJsonArray array;
    for (const LedgerEntry &e : entries) {
        array.append(entryJson(e, names));
        if (!args.json())
            CliOutput::line(u"%1\t%2\t%3\t%4\t%5\t%6\t%7"_s.arg(e.id)
                                .arg(campaign.game().describeTurn(e.turn), names.value(e.sideId), e.category,
                                     Money::format(e.amount, campaign.game().currency, Money::Sign::Always),
                                     Money::format(e.balanceAfter, campaign.game().currency), e.reason));
    }
    if (args.json())
        CliOutput::json(QJsonObject{{u"audience"_s, query.audienceLabel()}, {u"entries"_s, array},
                                    {u"hidden_actions"_s, log.hiddenActions()}});
    return 0;
}

/// Each side's balance as the audience may know it (public: the sum of the public entries), labelled so.
int balanceCommand(Campaign &campaign, const CliArgs &args)
{
    const CliPin::Viewer viewer = CliPin::require(campaign, args, args.value(u"audience"_s, u"referee"_s));
    LedgerReader ledger(campaign.database());
    const QHash<qint64, qint64> balances = ledger.balances(viewer.audience, viewer.side);
    const QString label = LedgerReader::balanceLabel(viewer.audience);
    if (!args.json())
        CliOutput::line(tr("%1:").arg(label));
    QJsonArray array;
    for (const Side &side : CampaignReader(campaign.database()).sides()) {
        const qint64 balance = balances.value(side.id);
        // Another side's private treasury (Charlemagne §25) gets a dash, never a figure, not even 0.
        const QString &game = campaign.game().id;
        const bool secret = LedgerReader::balanceSecret(game, viewer.audience, viewer.side, side.id);
        array.append(QJsonObject{{u"side"_s, side.name},
                                 {u"balance"_s, secret ? QJsonValue() : Money::json(balance)},
                                 {u"currency"_s, campaign.game().currency}});
        const QString shown = LedgerReader::shownBalance(game, campaign.game().currency, balance,
                                                         viewer.audience, viewer.side, side.id);
        if (!args.json())
            CliOutput::line(u"%1\t%2"_s.arg(side.name, shown));
    }
    const QString basis = viewer.audience == Audience::Side ? u"side:%1"_s.arg(viewer.side)
                                                            : audienceName(viewer.audience);
    if (args.json())
        CliOutput::json(QJsonObject{{u"balances"_s, array},
                                    {u"balance_basis"_s, basis},
                                    {u"label"_s, label},
                                    {u"allow_negative"_s, ledger.allowsNegative()}});
    return 0;
}

int trackCommand(Campaign &campaign, const QString &verb, const CliArgs &args)
{
    TrackedValues tracked(campaign);
    qint64 seq = 0;
    if (verb == u"track"_s) {
        const Side side = CampaignReader(campaign.database()).sideByName(args.positional(2, tr("the side")));
        const QString quantity = args.positional(3, tr("the quantity (vp, army_size, ...)"));
        bool ok = false;
        const qint64 value = args.positional(4, tr("the value")).toLongLong(&ok);
        if (!ok)
            throw Failure::badInput(tr("\"%1\" is not a whole number.").arg(args.positional(4, QString())));
        seq = tracked.record(side.id, quantity, value, turnOption(args, u"turn"_s, 0), args.value(u"reason"_s));
    } else if (verb == u"armies"_s) {
        seq = tracked.recordArmySizes(turnOption(args, u"turn"_s, 0));
    } else {
        TrackedQuantity q{args.positional(2, tr("the quantity id")), args.value(u"label"_s), std::nullopt,
                          args.value(u"threshold-label"_s)};
        if (q.label.isEmpty())
            q.label = q.id;
        if (args.has(u"threshold"_s)) {
            bool ok = false;
            q.threshold = args.value(u"threshold"_s).toLongLong(&ok);
            if (!ok)
                throw Failure::badInput(
                        tr("--threshold needs a whole number (got \"%1\").").arg(args.value(u"threshold"_s)));
        }
        seq = tracked.defineQuantity(q);
    }
    CliOutput::line(tr("#%1 %2").arg(seq).arg(campaign.log().action(seq).publicText));
    return 0;
}

int luckCommand(Campaign &campaign, const CliArgs &args)
{
    QStringList names;
    for (const Side &side : CampaignReader(campaign.database()).sides())
        names << side.name;
    const QString spec = args.value(u"audience"_s, u"referee"_s);
    CliPin::require(campaign, args, spec);
    LuckStatistics stats(LogQuery::forAudience(campaign, spec), names);
    stats.compute();
    if (args.flag(u"csv"_s)) {
        const QByteArray bytes = stats.exportCsv(campaign.database()).toUtf8();
        std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout);
        return 0;
    }
    QJsonArray array;
    for (const LuckGroup &g : stats.groups()) {
        QJsonArray counts;
        for (qint64 c : g.counts)
            counts.append(c);
        array.append(QJsonObject{{u"procedure"_s, g.procedure}, {u"side"_s, g.side}, {u"die"_s, g.sides},
                                 {u"rolls"_s, g.rolls()}, {u"mean"_s, g.mean()}, {u"chi_square"_s, g.chiSquare()},
                                 {u"df"_s, g.degreesOfFreedom()}, {u"p_value"_s, g.pValue()},
                                 {u"reliable"_s, g.isReliable()}, {u"counts"_s, counts}});
        if (!args.json())
            CliOutput::line(u"%1\t%2\td%3\t%4 rolls\tmean %5 (fair %6)\tchi² %7 (df %8)\tp = %9%10"_s
                                .arg(g.procedure, g.side).arg(g.sides).arg(g.rolls())
                                .arg(g.mean(), 0, 'f', 3).arg(g.expectedMean(), 0, 'f', 1)
                                .arg(g.chiSquare(), 0, 'f', 2).arg(g.degreesOfFreedom())
                                .arg(g.pValue(), 0, 'f', 4)
                                .arg(g.isReliable() ? QString() : tr(" (too few rolls)")));
    }
    if (args.json())
        CliOutput::json(QJsonObject{{u"groups"_s, array}});
    return 0;
}

int reconcileCommand(Campaign &campaign, const CliArgs &args)
{
    CliPin::require(campaign, args, Audience::Referee); // every true balance and the private entries' sums
    CampaignReader reader(campaign.database());
    LedgerReader ledger(campaign.database());
    LedgerLog log(LogQuery(campaign.database(), Audience::Referee));
    log.load();
    QHash<qint64, qint64> fromLog;
    for (const LedgerEntry &e : log.entries())
        fromLog[e.sideId] += e.amount;
    bool ok = log.entries().size() == ledger.entryCount();
    QJsonArray array;
    for (const Side &side : reader.sides()) {
        const qint64 balance = reader.account(side.id).balance;
        const qint64 sum = ledger.sumOfEntries(side.id);
        const bool sideOk = balance == sum && sum == fromLog.value(side.id);
        ok = ok && sideOk;
        array.append(QJsonObject{{u"side"_s, side.name}, {u"balance"_s, balance}, {u"entries"_s, sum},
                                 {u"log"_s, fromLog.value(side.id)}, {u"ok"_s, sideOk}});
        if (!args.json())
            CliOutput::line(u"%1\tbalance %2\tentries %3\tlog %4\t%5"_s.arg(side.name).arg(balance).arg(sum)
                                .arg(fromLog.value(side.id)).arg(sideOk ? u"ok"_s : u"MISMATCH"_s));
    }
    if (args.json())
        CliOutput::json(QJsonObject{{u"ok"_s, ok}, {u"sides"_s, array}});
    if (!ok)
        throw Failure::verification(tr("The ledger does not reconcile with the log."));
    return 0;
}

} // namespace

bool ReportCommands::needsGui(const QStringList &words)
{
    if (words.value(0) != u"report"_s)
        return false;
    const qsizetype i = words.indexOf(u"--format"_s);
    return words.contains(u"--format=pdf"_s) || (i >= 0 && words.value(i + 1) == u"pdf"_s);
}

int ReportCommands::run(const QStringList &words)
{
    const CliArgs args(words, {u"from"_s, u"to"_s, u"audience"_s, u"format"_s, u"out"_s, u"pin"_s}, {});
    const QString file = args.positional(0, tr("the campaign file"));
    const QString format = args.value(u"format"_s, u"html"_s);
    if (format != u"html"_s && format != u"pdf"_s && format != u"csv"_s)
        throw Failure::badInput(tr("Unknown format \"%1\"; use html, pdf or csv.").arg(format));
    if (!args.has(u"out"_s))
        throw Failure::badInput(tr("Missing --out PATH: where to write the report."));
    auto campaign = Campaign::open(file, CampaignFile::Access::ReadOnly);
    CliPin::require(*campaign, args, args.value(u"audience"_s, u"public"_s));
    const int clockTurn = CampaignReader(campaign->database()).clock().turn;
    const int from = turnOption(args, u"from"_s, 1);
    const int to = turnOption(args, u"to"_s, std::max(from, clockTurn));
    ReportBuilder report(*campaign, args.value(u"audience"_s, u"public"_s), from, to);
    report.build();
    const QString out = args.value(u"out"_s);
    if (format == u"csv"_s) {
        writeFile(out, report.csv().toUtf8());
    } else if (format == u"html"_s) {
        writeFile(out, report.html().toUtf8());
    } else {
#ifdef REEVE_CLI_PDF
        writePdf(out, report.html(), report.title());
#else
        throw Failure::badInput(tr("This reeve-cli was built without PDF support; use --format html."));
#endif
    }
    CliOutput::line(tr("Wrote %1 (%2, %3 ledger entries, %4 log lines).")
                        .arg(out, format)
                        .arg(report.periodEntries().size())
                        .arg(report.logEntries().size()));
    return 0;
}

int ReportCommands::ledger(const QStringList &words)
{
    const CliArgs args(words,
                       {u"category"_s, u"reason"_s, u"turn"_s, u"private"_s, u"actor"_s, u"side"_s, u"from"_s,
                        u"to"_s, u"audience"_s, u"label"_s, u"threshold"_s, u"threshold-label"_s, u"pin"_s},
                       {u"json"_s, u"csv"_s});
    const QString file = args.positional(0, tr("the campaign file"));
    const QString verb = args.positional(1, tr("what to do: credit, debit, transfer, correct, list, balance, "
                                               "track, armies, quantity, setting, luck or reconcile"));
    static const QStringList reading{u"list"_s, u"balance"_s, u"luck"_s, u"reconcile"_s};
    auto campaign = Campaign::open(file, reading.contains(verb) ? CampaignFile::Access::ReadOnly
                                                                : CampaignFile::Access::ReadWrite);
    if (verb == u"credit"_s || verb == u"debit"_s || verb == u"transfer"_s || verb == u"correct"_s)
        return postCommand(*campaign, verb, args);
    if (verb == u"list"_s)
        return listCommand(*campaign, args);
    if (verb == u"balance"_s)
        return balanceCommand(*campaign, args);
    if (verb == u"track"_s || verb == u"armies"_s || verb == u"quantity"_s)
        return trackCommand(*campaign, verb, args);
    if (verb == u"luck"_s)
        return luckCommand(*campaign, args);
    if (verb == u"reconcile"_s)
        return reconcileCommand(*campaign, args);
    if (verb == u"setting"_s) {
        const QString name = args.positional(2, tr("the setting (allow-negative)"));
        const QString value = args.positional(3, tr("on or off"));
        if (name != u"allow-negative"_s || (value != u"on"_s && value != u"off"_s))
            throw Failure::badInput(tr("Use: ledger FILE setting allow-negative on|off."));
        const qint64 seq = Ledger(*campaign).setAllowNegative(value == u"on"_s);
        CliOutput::line(tr("#%1 %2").arg(seq).arg(campaign->log().action(seq).publicText));
        return 0;
    }
    throw Failure::badInput(tr("Unknown ledger command \"%1\"; use credit, debit, transfer, correct, list, "
                               "balance, track, armies, quantity, setting, luck or reconcile.")
                                .arg(verb));
}

} // namespace Reeve
