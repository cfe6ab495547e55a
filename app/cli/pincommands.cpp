#include "pincommands.h"

#include <QCoreApplication>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "campaign/viewergate.h"
#include "cliargs.h"
#include "clioutput.h"
#include "clipin.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::Cli", text);
}

/// The new PIN: --new-pin, empty for --clear, or typed twice at the terminal.
QString newPin(const CliArgs &args, const QString &whose)
{
    if (args.flag(u"clear"_s))
        return {};
    if (args.has(u"new-pin"_s)) {
        if (args.value(u"new-pin"_s).isEmpty())
            throw Failure::badInput(tr("--new-pin needs a PIN; use --clear to remove the PIN."));
        return args.value(u"new-pin"_s);
    }
    const std::optional<QString> first = CliPin::prompt(tr("New PIN for %1: ").arg(whose));
    if (!first)
        throw Failure::badInput(tr("Give the new PIN with --new-pin PIN, or --clear to remove it "
                                   "(on a terminal you are asked for it)."));
    if (first->isEmpty())
        throw Failure::badInput(tr("No PIN typed; nothing was changed (use --clear to remove the PIN)."));
    const std::optional<QString> again = CliPin::prompt(tr("The same PIN again: "));
    if (!again || *again != *first)
        throw Failure::badInput(tr("The two PINs differ; nothing was changed."));
    return *first;
}

/// The current PIN where one is set: --pin OLD, or typed at the terminal.
QString oldPin(Campaign &campaign, const CliArgs &args, Audience audience, qint64 side, const QString &whose)
{
    if (args.has(u"pin"_s) || !ViewerGate(campaign).needsPin(audience, side))
        return args.value(u"pin"_s);
    const std::optional<QString> typed = CliPin::prompt(tr("Current PIN of %1: ").arg(whose));
    if (!typed)
        throw Failure::badInput(tr("%1 already has a PIN: give it with --pin OLD to change or remove it (the "
                                   "referee's PIN also resets a side's).")
                                        .arg(whose));
    return *typed;
}

int change(Campaign &campaign, const CliArgs &args, Audience audience, qint64 side, const QString &whose)
{
    if (args.has(u"new-pin"_s) && args.flag(u"clear"_s))
        throw Failure::badInput(tr("Give either --new-pin PIN or --clear, not both."));
    const QString current = oldPin(campaign, args, audience, side, whose);
    const QString replacement = newPin(args, whose);
    const qint64 seq = ViewerGate(campaign).changePin(audience, side, current, replacement);
    if (seq == 0)
        CliOutput::line(tr("%1 has no PIN; nothing to remove.").arg(whose));
    else
        CliOutput::action(campaign, seq, args.json());
    return 0;
}

CliArgs pinArgs(const QStringList &words)
{
    return CliArgs(words, {u"pin"_s, u"new-pin"_s}, {u"clear"_s, u"json"_s});
}

} // namespace

int PinCommands::sidePin(const QStringList &words)
{
    const CliArgs args = pinArgs(words);
    const QString file = args.positional(0, tr("the campaign file"));
    const QString name = args.positional(2, tr("the side whose PIN to set, change or remove"));
    auto campaign = Campaign::open(file);
    const Side side = CampaignReader(campaign->database()).sideByName(name);
    return change(*campaign, args, Audience::Side, side.id, side.name);
}

int PinCommands::referee(const QStringList &words)
{
    if (words.contains(u"--help"_s) || words.contains(u"-h"_s)) {
        CliOutput::line(
                tr("reeve-cli referee FILE pin [--new-pin PIN | --clear] [--pin OLD]\n"
                   "  set, change or remove the referee's PIN (asked for on a terminal without --new-pin;\n"
                   "  the current PIN is needed to change or remove one)"));
        return 0;
    }
    const CliArgs args = pinArgs(words);
    const QString file = args.positional(0, tr("the campaign file"));
    const QString verb = args.positional(1, tr("what to do: pin"));
    if (verb != u"pin"_s)
        throw Failure::badInput(
                tr("Unknown referee command \"%1\"; use: referee FILE pin [--new-pin PIN | --clear] "
                   "[--pin OLD].")
                        .arg(verb));
    auto campaign = Campaign::open(file);
    return change(*campaign, args, Audience::Referee, 0, tr("the referee"));
}

} // namespace Reeve
