#include "ordercommands.h"

#include <functional>

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "cliargs.h"
#include "clicall.h"
#include "clioutput.h"
#include "clipin.h"
#include "log/actionlog.h"
#include "orders/orderbook.h"
#include "orders/orderview.h"
#include "stepcommands.h"
#include "workingprinter.h"
#include "procedures/procedureregistry.h"
#include "procedures/procedureresult.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::Cli", text);
}

struct Call : CliCall
{
    int turn() const
    {
        if (!args.has(u"turn"_s))
            return 0;
        bool ok = false;
        const int t = args.value(u"turn"_s).toInt(&ok);
        if (!ok || t < 1)
            throw Failure::badInput(tr("--turn wants a turn number (1 or more), not \"%1\".").arg(args.value(u"turn"_s)));
        return t;
    }
};

void print(const Call &call, const OrderOutcome &outcome)
{
    if (call.args.json()) {
        CliOutput::json(QJsonObject{{u"seq"_s, outcome.seq}, {u"text"_s, outcome.publicText}});
        return;
    }
    CliOutput::line(outcome.publicText);
}

/// The orders' text: --file F (lines as written), or the words (items split at ";" or newlines).
QString ordersText(const Call &call)
{
    if (call.args.has(u"file"_s)) {
        if (call.words.size() > 1)
            throw Failure::badInput(tr("Give the orders either with --file or as text, not both."));
        QFile file(call.args.value(u"file"_s));
        if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
            throw Failure::badInput(tr("Cannot read %1.").arg(file.fileName()));
        return QString::fromUtf8(file.readAll());
    }
    const QString text = call.words.mid(1).join(u' ');
    return text.split(u';').join(u'\n');
}

int write(const Call &call)
{
    const Side side = call.side(0);
    // The side's own PIN, or the referee's when the umpire enters orders sent to them.
    CliPin::require(call.campaign, call.args, Audience::Side, side.id);
    print(call, OrderBook(call.campaign).write(side.id, OrderItem::parse(ordersText(call)), call.turn()));
    return 0;
}

int list(const Call &call)
{
    const CliPin::Viewer viewer = CliPin::require(call.campaign, call.args, call.args.value(u"audience"_s, u"public"_s),
                                                  true);
    OrderView view(call.campaign, viewer.audience, viewer.side);
    if (call.args.json())
        CliOutput::json(view.toJson(call.turn()));
    else
        for (const QString &line : view.toLines(call.turn()))
            CliOutput::line(line);
    return 0;
}

int openOrders(const Call &call)
{
    CliPin::require(call.campaign, call.args, Audience::Referee);
    print(call, OrderBook(call.campaign).open(call.turn()));
    return 0;
}

int reveal(const Call &call)
{
    CliPin::require(call.campaign, call.args, Audience::Referee);
    print(call, OrderBook(call.campaign).reveal(call.turn()));
    return 0;
}

int fate(const Call &call)
{
    CliPin::require(call.campaign, call.args, Audience::Referee);
    bool ok = false;
    const int number = call.word(1, tr("the order's number")).toInt(&ok);
    if (!ok)
        throw Failure::badInput(tr("\"%1\" is not an order number.").arg(call.words.at(1)));
    const QString text = call.words.mid(2).join(u' ');
    if (text.isEmpty())
        throw Failure::badInput(tr("Say what became of the order (the fate text)."));
    print(call, OrderBook(call.campaign).setFate(call.side(0).id, number, text, call.args.flag(u"public"_s),
                                                 call.turn()));
    return 0;
}

int verify(const Call &call)
{
    const QStringList problems = OrderBook(call.campaign).verify(call.turn());
    if (!problems.isEmpty())
        throw Failure::verification(problems.join(u'\n'));
    CliOutput::line(tr("Every order's text matches the commitment the log published."));
    return 0;
}

/// The umpire's steps: a JSON object or array, from --file or the words.
QJsonArray steps(const Call &call)
{
    QByteArray bytes;
    if (call.args.has(u"file"_s)) {
        QFile file(call.args.value(u"file"_s));
        if (!file.open(QIODevice::ReadOnly))
            throw Failure::badInput(tr("Cannot read %1.").arg(file.fileName()));
        bytes = file.readAll();
    } else {
        bytes = call.words.join(u' ').toUtf8();
    }
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
    if (doc.isNull())
        throw Failure::badInput(tr("The steps are not JSON (%1 at offset %2); give an object such as "
                                   "{\"do\": \"move\", ...} or an array of them.")
                                    .arg(error.errorString())
                                    .arg(error.offset));
    if (doc.isObject())
        return {doc.object()};
    const QJsonArray list = doc.array();
    QJsonArray result;
    for (const QJsonValue &v : list)
        result.append(v.isObject() ? v : throw Failure::badInput(tr("Each step must be a JSON object.")));
    return result;
}

int adjudicate(const Call &call)
{
    CliPin::require(call.campaign, call.args, Audience::Referee);
    QJsonArray results;
    for (const QJsonValue &value : steps(call)) {
        // The same registered steps as reeve-cli step: a refused one writes nothing and stops here (exit 2).
        const StepResult r = StepCommands::runObject(call.campaign, value.toObject(), u"do"_s, StepRunner::Mode::Apply);
        if (r.refused())
            throw Failure::badInput(StepCommands::refusalText(r), r.toJson());
        QJsonArray log;
        for (qint64 seq : r.entries)
            log.append(seq);
        results.append(QJsonObject{{u"do"_s, r.step}, {u"outcome"_s, r.outcome}, {u"log"_s, log},
                                   {u"working"_s, r.working}, {u"seq"_s, r.seq}});
        if (call.args.json())
            continue;
        // Only the referee adjudicates, so the private parts (an order's fate) are shown too.
        for (qint64 seq : r.entries) {
            const Action action = call.campaign.log().action(seq);
            if (action.kind == u"step"_s)
                continue; // the closing entry only repeats the public lines above
            CliOutput::line(action.publicText);
            if (!action.privateText.isEmpty())
                CliOutput::line(tr("  private: %1").arg(action.privateText));
            WorkingPrinter::print(action);
        }
    }
    if (call.args.json())
        CliOutput::json(results);
    return 0;
}

} // namespace

QString OrderCommands::usage()
{
    return tr("reeve-cli orders FILE VERB ... [--turn N] [--json]\n"
              "\n"
              "  write SIDE [--file F | TEXT...] [--pin PIN]\n"
              "                        write (or amend, before the reveal) SIDE's orders for the turn; one order\n"
              "                        per line of F, or in TEXT separated by \";\". \"3.\" numbers an order,\n"
              "                        \"if X then Y\" (or \"if X: Y\") makes it conditional. A side with a PIN\n"
              "                        needs it (or the referee's PIN).\n"
              "  list [--audience public|referee|SIDE] [--pin PIN]\n"
              "                        the turn's orders as that audience may see them (public by default:\n"
              "                        who has written, and each text's commitment, until the reveal)\n"
              "  open [--pin PIN]      the referee opens every side's sealed orders to adjudicate them: the\n"
              "                        commitments are checked and amendments end, but each text stays with\n"
              "                        its side (an umpired campaign, e.g. DBA, reveals them later or never)\n"
              "  reveal [--pin PIN]    the referee reveals every side's sealed orders at once, after checking\n"
              "                        each text against the commitment the log published (exit 4 if not)\n"
              "  fate SIDE N TEXT [--public]\n"
              "                        record what became of opened order N (private to SIDE unless --public)\n"
              "  verify                check the turn's orders against their commitments (exit 4 if not)\n"
              "  adjudicate [--file F | STEP-JSON]\n"
              "                        the umpire carries out one step or a JSON array of steps with the game's\n"
              "                        procedures (DBA: border, move, hold, sea-move, contact, battle, siege, skip,\n"
              "                        season-end, taxes, treasury, town-project, build-ships, promote, relation,\n"
              "                        rising and more; see the rules reference, \"Umpire's desk\"), each logged and\n"
              "                        undoable.\n"
              "                        DBA moves count against each army's moves this season (moves_used of\n"
              "                        season_moves); a sea-move along a listed special sea route may leave out\n"
              "                        \"voyage\", and \"house_route\": true allows a route of the campaign's own map.\n"
              "                        Without --json each action is followed by its working: the procedures'\n"
              "                        dice, explanation steps with their rules, and outcome.\n"
              "\n"
              "Undo (reeve-cli undo FILE) takes back a write, an amendment, an opening, a reveal or a fate.\n");
}

int OrderCommands::run(const QStringList &words)
{
    if (words.isEmpty() || words.contains(u"--help"_s) || words.contains(u"-h"_s)) {
        CliOutput::line(usage());
        return words.isEmpty() ? 2 : 0;
    }
    const CliArgs args(words, {u"audience"_s, u"pin"_s, u"file"_s, u"turn"_s}, {u"json"_s, u"public"_s});
    const QString file = args.positional(0, tr("the campaign file"));
    const QString verb = args.positional(1, tr("what to do (write, list, open, reveal, fate, verify, adjudicate)"));
    using Verb = std::function<int(const Call &)>;
    const QMap<QString, Verb> table{{u"write"_s, write}, {u"list"_s, list}, {u"open"_s, openOrders}, {u"reveal"_s, reveal},
                                    {u"fate"_s, fate}, {u"verify"_s, verify},
                                    {u"adjudicate"_s, adjudicate}};
    if (!table.contains(verb))
        throw Failure::badInput(tr("Unknown orders command \"%1\"; did you mean %2? Run reeve-cli orders --help.")
                                    .arg(verb, CampaignReader::closest(verb, table.keys()).join(u", "_s)));
    const bool readOnly = verb == u"list"_s || verb == u"verify"_s;
    auto campaign = Campaign::open(file, readOnly ? CampaignFile::Access::ReadOnly : CampaignFile::Access::ReadWrite);
    const Call call{{*campaign, args, args.positional().mid(2), u"orders"_s}};
    return table.value(verb)(call);
}

} // namespace Reeve
