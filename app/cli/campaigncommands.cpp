#include "campaigncommands.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "campaign/campaignrandom.h"
#include "campaign/campaignreader.h"
#include "campaign/rollverifier.h"
#include "cliargs.h"
#include "clioutput.h"
#include "optioncommands.h"
#include "scenariocommands.h"
#include "scenarios/scenariocatalog.h"
#include "log/actionlog.h"
#include "log/hashchain.h"
#include "log/logquery.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::Cli", text);
}

QJsonObject sideJson(const Side &side, const Account &account)
{
    return {{u"id"_s, side.id},       {u"name"_s, side.name},         {u"colour"_s, side.colour},
            {u"player"_s, side.player}, {u"has_pin"_s, side.hasPin}, {u"balance"_s, account.balance},
            {u"currency"_s, account.currency}};
}

} // namespace

int CampaignCommands::newCampaign(const QStringList &words)
{
    const CliArgs args(words, {u"name"_s, u"scenario"_s, u"sides"_s, u"options"_s}, {u"json"_s});
    const QString game = args.positional(0, tr("the game (1066, dba, sas, charlemagne or britain)"));
    const QString file = args.positional(1, tr("the campaign file to create"));
    if (args.has(u"sides"_s) && !args.has(u"scenario"_s))
        throw Failure::badInput(tr("--sides chooses which of a scenario's sides are played: give --scenario ID as well "
                                   "(reeve-cli scenarios %1 lists them), or add each side afterwards with reeve-cli "
                                   "side FILE add NAME.")
                                    .arg(game));
    if (args.has(u"scenario"_s))
        ScenarioCatalog::find(game, args.value(u"scenario"_s)); // refuse before creating the file
    if (args.has(u"options"_s))
        OptionCommands::check(game, args.value(u"options"_s));
    auto campaign = Campaign::create(file, game, args.value(u"name"_s));
    const QString commitment = CampaignRandom(*campaign).commitment();
    QJsonObject setup;
    if (args.has(u"scenario"_s))
        setup = ScenarioCommands::apply(*campaign, args.value(u"scenario"_s), args.value(u"sides"_s), args.json());
    if (args.has(u"options"_s))
        OptionCommands::choose(*campaign, args.value(u"options"_s));
    if (args.json()) {
        QJsonObject out{{u"file"_s, campaign->path()},
                        {u"game"_s, campaign->game().id},
                        {u"seed_commitment"_s, commitment}};
        if (!setup.isEmpty())
            out.insert(u"scenario"_s, setup);
        CliOutput::json(out);
    } else {
        CliOutput::line(tr("Created %1 (%2).").arg(campaign->path(), campaign->game().title));
        CliOutput::line(tr("Dice seed commitment (SHA-256): %1").arg(commitment));
    }
    return 0;
}

int CampaignCommands::side(const QStringList &words)
{
    const CliArgs args(words, {u"colour"_s, u"color"_s, u"pin"_s, u"player"_s}, {u"json"_s});
    const QString file = args.positional(0, tr("the campaign file"));
    const QString verb = args.positional(1, tr("what to do: add or list"));
    if (verb == u"add"_s) {
        const QString name = args.positional(2, tr("the side's name"));
        auto campaign = Campaign::open(file);
        CampaignEditor(*campaign).addSide(name, args.value(u"colour"_s, args.value(u"color"_s)),
                                          args.value(u"player"_s), args.value(u"pin"_s));
        const Side side = CampaignReader(campaign->database()).sideByName(name);
        if (args.json())
            CliOutput::json(sideJson(side, CampaignReader(campaign->database()).account(side.id)));
        else
            CliOutput::line(tr("Side %1 added (id %2).").arg(side.name).arg(side.id));
        return 0;
    }
    if (verb == u"list"_s) {
        auto campaign = Campaign::open(file, CampaignFile::Access::ReadOnly);
        CampaignReader reader(campaign->database());
        QJsonArray array;
        for (const Side &side : reader.sides()) {
            const Account account = reader.account(side.id);
            array.append(sideJson(side, account));
            if (!args.json())
                CliOutput::line(u"%1\t%2\t%3\t%4 %5"_s.arg(side.id).arg(side.name, side.colour)
                                    .arg(account.balance).arg(account.currency));
        }
        if (args.json())
            CliOutput::json(QJsonObject{{u"sides"_s, array}});
        return 0;
    }
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
    throw Failure::badInput(tr("Unknown side command \"%1\"; use add, list or alliance.").arg(verb));
}

int CampaignCommands::log(const QStringList &words)
{
    const CliArgs args(words, {u"audience"_s, u"side"_s, u"kind"_s, u"turn"_s, u"search"_s}, {u"json"_s});
    const QString file = args.positional(0, tr("the campaign file"));
    auto campaign = Campaign::open(file, CampaignFile::Access::ReadOnly);
    LogQuery query = LogQuery::forAudience(*campaign, args.value(u"audience"_s, u"public"_s));
    query.setKindFilter(args.value(u"kind"_s));
    query.setSearch(args.value(u"search"_s));
    if (args.has(u"turn"_s))
        query.setTurnFilter(args.value(u"turn"_s).toInt());
    const QList<LogEntry> entries = query.entries(0, -1);
    if (args.json()) {
        QJsonArray array;
        for (const LogEntry &e : entries)
            array.append(e.toJson());
        CliOutput::json(QJsonObject{{u"audience"_s, query.audienceLabel()}, {u"actions"_s, array}});
    } else {
        for (const LogEntry &e : entries)
            CliOutput::line(e.toLine());
    }
    return 0;
}

int CampaignCommands::verify(const QStringList &words)
{
    const CliArgs args(words, {u"reveal"_s}, {u"json"_s});
    const QString file = args.positional(0, tr("the campaign file"));
    // The file alone, without building the campaign's undo history: verify reads the log once.
    auto campaign = CampaignFile::open(file, CampaignFile::Access::ReadOnly);
    const HashChain::Report chain = HashChain::verify(campaign->database());
    QJsonObject result{{u"file"_s, campaign->path()}, {u"chain_ok"_s, chain.ok}, {u"actions_checked"_s, chain.checked}};
    int code = 0;
    if (!chain.ok) {
        result.insert(u"first_broken"_s, chain.firstBroken);
        result.insert(u"reason"_s, chain.reason);
        code = 4;
    }
    if (chain.ok && args.has(u"reveal"_s)) {
        const QByteArray seed = QByteArray::fromHex(args.value(u"reveal"_s).toLatin1());
        if (seed.isEmpty())
            throw Failure::badInput(tr("--reveal takes the revealed seed as hexadecimal digits."));
        const RollVerifier::Report rolls = RollVerifier::verify(campaign->database(), seed);
        result.insert(u"rolls_ok"_s, rolls.ok);
        result.insert(u"rolls_checked"_s, rolls.checked);
        if (!rolls.ok) {
            result.insert(u"first_mismatch"_s, rolls.firstMismatch);
            result.insert(u"reason"_s, rolls.reason);
            code = 4;
        }
    }
    if (args.json()) {
        CliOutput::json(result);
    } else if (code == 0) {
        CliOutput::line(tr("OK: %1 actions, hash chain intact.").arg(chain.checked));
        if (result.contains(u"rolls_checked"_s))
            CliOutput::line(tr("OK: %1 rolled actions re-derived from the revealed seed.")
                                .arg(result.value(u"rolls_checked"_s).toInteger()));
    } else if (!chain.ok) {
        CliOutput::error(tr("FAILED: action %1: %2").arg(chain.firstBroken).arg(chain.reason));
    } else {
        CliOutput::error(tr("FAILED: roll check at action %1: %2")
                             .arg(result.value(u"first_mismatch"_s).toInteger())
                             .arg(result.value(u"reason"_s).toString()));
    }
    return code;
}

int CampaignCommands::seed(const QStringList &words)
{
    const CliArgs args(words, {}, {u"json"_s, u"reveal"_s});
    const QString file = args.positional(0, tr("the campaign file"));
    if (!args.flag(u"reveal"_s)) {
        auto campaign = Campaign::open(file, CampaignFile::Access::ReadOnly);
        const QString commitment = CampaignRandom(*campaign).commitment();
        if (args.json())
            CliOutput::json(QJsonObject{{u"seed_commitment"_s, commitment}});
        else
            CliOutput::line(tr("Dice seed commitment (SHA-256): %1").arg(commitment));
        return 0;
    }
    auto campaign = Campaign::open(file);
    CampaignRandom random(*campaign);
    const QString revealed = random.reveal();
    if (args.json()) {
        CliOutput::json(QJsonObject{{u"revealed_seed"_s, revealed}, {u"new_commitment"_s, random.commitment()}});
    } else {
        CliOutput::line(tr("Revealed seed: %1").arg(revealed));
        CliOutput::line(tr("New commitment for later rolls: %1").arg(random.commitment()));
    }
    return 0;
}

int CampaignCommands::undo(const QStringList &words)
{
    const CliArgs args(words, {}, {u"json"_s});
    auto campaign = Campaign::open(args.positional(0, tr("the campaign file")));
    const qint64 seq = campaign->log().undo();
    CliOutput::line(campaign->log().action(seq).publicText);
    return 0;
}

int CampaignCommands::redo(const QStringList &words)
{
    const CliArgs args(words, {}, {u"json"_s});
    auto campaign = Campaign::open(args.positional(0, tr("the campaign file")));
    const qint64 seq = campaign->log().redo();
    CliOutput::line(campaign->log().action(seq).publicText);
    return 0;
}

} // namespace Reeve
