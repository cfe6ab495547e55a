#include "campaigncommands.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "campaign/campaignrandom.h"
#include "campaign/campaignreader.h"
#include "campaign/viewergate.h"
#include "cliargs.h"
#include "clioutput.h"
#include "clipin.h"
#include "games/gamemodules.h"
#include "ledger/ledgerreader.h"
#include "ledger/money.h"
#include "log/actionlog.h"
#include "log/hashchain.h"
#include "log/logquery.h"
#include "optioncommands.h"
#include "pincommands.h"
#include "scenariocommands.h"
#include "scenarios/scenariocatalog.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::Cli", text);
}

/// A side with the balance its audience may know (\a basis: "public", "referee" or "side:ID").
QJsonObject sideJson(const Side &side, qint64 balance, const QString &currency, const QString &basis)
{
    return {{u"id"_s, side.id},          {u"name"_s, side.name},      {u"colour"_s, side.colour},
            {u"player"_s, side.player},  {u"has_pin"_s, side.hasPin}, {u"balance"_s, Money::json(balance)},
            {u"balance_basis"_s, basis}, {u"currency"_s, currency}};
}

QString basisOf(const CliPin::Viewer &viewer)
{
    if (viewer.audience == Audience::Side)
        return u"side:%1"_s.arg(viewer.side);
    return audienceName(viewer.audience);
}

/// "side FILE list": each side with the balance the audience may know (public: the sum of the public entries).
int listSides(const CliArgs &args, const QString &file)
{
    auto campaign = Campaign::open(file, CampaignFile::Access::ReadOnly);
    const CliPin::Viewer viewer = CliPin::require(*campaign, args, args.value(u"audience"_s, u"public"_s));
    CampaignReader reader(campaign->database());
    const QHash<qint64, qint64> balances = LedgerReader(campaign->database())
                                                   .balances(viewer.audience, viewer.side);
    const QString currency = campaign->game().currency;
    if (!args.json())
        CliOutput::line(tr("id\tside\tcolour\t%1").arg(LedgerReader::balanceLabel(viewer.audience)));
    QJsonArray array;
    for (const Side &side : reader.sides()) {
        const qint64 balance = balances.value(side.id);
        QJsonObject json = sideJson(side, balance, currency, basisOf(viewer));
        // Another side's private treasury (Charlemagne §25) gets a dash, never a figure, not even 0.
        const bool secret = LedgerReader::balanceSecret(campaign->game().id, viewer.audience, viewer.side,
                                                        side.id);
        if (secret)
            json.insert(u"balance"_s, QJsonValue());
        array.append(json);
        if (!args.json())
            CliOutput::line(u"%1\t%2\t%3\t%4"_s.arg(side.id)
                                    .arg(side.name, side.colour)
                                    .arg(secret ? u"–"_s : u"%1 %2"_s.arg(balance).arg(currency)));
    }
    if (args.json())
        CliOutput::json(QJsonObject{{u"sides"_s, array}, {u"balance_basis"_s, basisOf(viewer)}});
    return 0;
}

} // namespace

int CampaignCommands::newCampaign(const QStringList &words)
{
    const CliArgs args(words, {u"name"_s, u"scenario"_s, u"sides"_s, u"options"_s}, {u"json"_s});
    const QString game = args.positional(0, tr("the game (%1)").arg(GameModules::ids().join(u", "_s)));
    const QString file = args.positional(1, tr("the campaign file to create"));
    if (args.has(u"sides"_s) && !args.has(u"scenario"_s))
        throw Failure::badInput(
                tr("--sides chooses which of a scenario's sides are played: give --scenario ID as well "
                   "(reeve-cli scenarios %1 lists them), or add each side afterwards with reeve-cli "
                   "side FILE add NAME.")
                        .arg(game));
    if (args.has(u"scenario"_s))
        ScenarioCatalog::find(game, args.value(u"scenario"_s)); // refuse before creating the file
    if (args.has(u"options"_s))
        OptionCommands::check(game, args.value(u"options"_s));
    // The campaign is created whole, with its scenario and options, or not at all.
    QJsonObject setup;
    auto campaign = Campaign::createWhole(file, game, args.value(u"name"_s), [&](Campaign &building) {
        if (args.has(u"scenario"_s))
            setup = ScenarioCommands::apply(building, args.value(u"scenario"_s), args.value(u"sides"_s),
                                            args.json());
        if (args.has(u"options"_s))
            OptionCommands::choose(building, args.value(u"options"_s));
    });
    const QString commitment = CampaignRandom(*campaign).commitment();
    const QString drawCommitment = CampaignRandom(*campaign).drawCommitment();
    if (args.json()) {
        QJsonObject out{{u"file"_s, campaign->path()},
                        {u"game"_s, campaign->game().id},
                        {u"seed_commitment"_s, commitment},
                        {u"draw_commitment"_s, drawCommitment}};
        if (!setup.isEmpty())
            out.insert(u"scenario"_s, setup);
        CliOutput::json(out);
    } else {
        CliOutput::line(tr("Created %1 (%2).").arg(campaign->path(), campaign->game().shownTitle()));
        CliOutput::line(tr("Dice seed commitment (SHA-256): %1").arg(commitment));
        CliOutput::line(tr("Hidden-draw secret commitment (SHA-256): %1").arg(drawCommitment));
    }
    return 0;
}

int CampaignCommands::side(const QStringList &words)
{
    if (words.value(1) == u"pin"_s)
        return PinCommands::sidePin(words);
    const CliArgs args(words, {u"colour"_s, u"color"_s, u"pin"_s, u"player"_s, u"audience"_s}, {u"json"_s});
    const QString file = args.positional(0, tr("the campaign file"));
    const QString verb = args.positional(1, tr("what to do: add or list"));
    if (verb == u"add"_s) {
        const QString name = args.positional(2, tr("the side's name"));
        auto campaign = Campaign::open(file);
        CampaignEditor(*campaign).addSide(name, args.value(u"colour"_s, args.value(u"color"_s)),
                                          args.value(u"player"_s), args.value(u"pin"_s));
        const Side side = CampaignReader(campaign->database()).sideByName(name);
        if (args.json())
            CliOutput::json(sideJson(side, CampaignReader(campaign->database()).account(side.id).balance,
                                     campaign->game().currency, u"referee"_s));
        else
            CliOutput::line(tr("Side %1 added (id %2).").arg(side.name).arg(side.id));
        return 0;
    }
    if (verb == u"list"_s)
        return listSides(args, file);
    if (verb == u"alliance"_s) {
        const QString name = args.positional(2, tr("the side's name"));
        auto campaign = Campaign::open(file);
        const Side side = CampaignReader(campaign->database()).sideByName(name);
        const QString team = args.positional().value(3);
        CampaignEditor(*campaign).setAlliance(side.id, team);
        CliOutput::line(team.isEmpty() ? tr("%1 is in no alliance.").arg(side.name)
                                       : tr("%1 is in alliance %2.").arg(side.name, team));
        return 0;
    }
    throw Failure::badInput(tr("Unknown side command \"%1\"; use add, list, alliance or pin.").arg(verb));
}

int CampaignCommands::log(const QStringList &words)
{
    const CliArgs args(words, {u"audience"_s, u"side"_s, u"kind"_s, u"turn"_s, u"search"_s, u"pin"_s},
                       {u"json"_s});
    const QString file = args.positional(0, tr("the campaign file"));
    auto campaign = Campaign::open(file, CampaignFile::Access::ReadOnly);
    CliPin::require(*campaign, args, args.value(u"audience"_s, u"public"_s));
    LogQuery query = LogQuery::forAudience(*campaign, args.value(u"audience"_s, u"public"_s));
    query.setKindFilter(args.value(u"kind"_s));
    query.setSearch(args.value(u"search"_s));
    if (args.has(u"turn"_s)) {
        bool ok = false;
        const int turn = args.value(u"turn"_s).toInt(&ok);
        if (!ok || turn < 1)
            throw Failure::badInput(
                    tr("--turn needs a turn number from 1 (got \"%1\").").arg(args.value(u"turn"_s)));
        query.setTurnFilter(turn);
    }
    const QList<LogEntry> entries = query.entries(0, -1);
    if (args.json()) {
        QJsonArray array;
        for (const LogEntry &e : entries)
            array.append(e.toJson());
        const HashChain::Head head = HashChain::head(campaign->database());
        CliOutput::json(QJsonObject{{u"audience"_s, query.audienceLabel()},
                                    {u"actions"_s, array},
                                    {u"chain_head"_s, QJsonObject{{u"seq"_s, head.seq},
                                                                  {u"hash"_s, head.hash},
                                                                  {u"time"_s, head.wallTime},
                                                                  {u"text"_s, HashChain::headText(head)}}}});
    } else {
        const GameModule &game = GameModules::get(campaign->game().id);
        for (const LogEntry &e : entries)
            CliOutput::line(e.toLine(game.actorLabel(e.actor))); // "Umpire" in DBA, "Referee" elsewhere
        // Whoever keeps this line can later prove the log was not rewritten (verify --anchor N:HEX).
        CliOutput::line(HashChain::headLine(campaign->database()));
    }
    return 0;
}

namespace {

/// Undoing or redoing action \a seq changes a PIN when it set, changed or removed one: then it needs
/// the PIN in force, as viewing does (CliPin::require asks for it or refuses with exit 2).
void requireUndoPin(Campaign &campaign, const CliArgs &args, qint64 seq)
{
    const ViewerGate::Guard guard = ViewerGate(campaign).undoGuard(seq);
    CliPin::requireForPinChange(campaign, args, guard.audience, guard.sideId);
}

} // namespace

int CampaignCommands::undo(const QStringList &words)
{
    const CliArgs args(words, {u"pin"_s}, {u"json"_s});
    auto campaign = Campaign::open(args.positional(0, tr("the campaign file")));
    if (campaign->log().canUndo()) // taking a PIN back needs that PIN (or the referee's)
        requireUndoPin(*campaign, args, campaign->log().undoStack().last());
    const qint64 seq = campaign->log().undo();
    CliOutput::line(campaign->log().action(seq).publicText);
    return 0;
}

int CampaignCommands::redo(const QStringList &words)
{
    const CliArgs args(words, {u"pin"_s}, {u"json"_s});
    auto campaign = Campaign::open(args.positional(0, tr("the campaign file")));
    if (campaign->log().canRedo())
        requireUndoPin(*campaign, args, campaign->log().redoStack().last());
    const qint64 seq = campaign->log().redo();
    CliOutput::line(campaign->log().action(seq).publicText);
    return 0;
}

} // namespace Reeve
