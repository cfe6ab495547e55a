#include "clockcommands.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "campaign/campaignreader.h"
#include "campaign/gametexts.h"
#include "cliargs.h"
#include "clioutput.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::ClockCommands", text);
}

int show(Campaign &campaign, bool json)
{
    CampaignReader reader(campaign.database());
    const ClockState clock = reader.clock();
    const QString active = clock.activeSide > 0 ? reader.side(clock.activeSide).name : QString();
    const GameInfo game = campaign.game();
    if (json) {
        CliOutput::json(QJsonObject{{u"turn"_s, clock.turn},
                                    {u"period"_s, game.turnName(clock.turn)},
                                    {u"phase"_s, clock.phase},
                                    {u"phases"_s, QJsonArray::fromStringList(game.phases)},
                                    {u"active_side"_s, active}});
        return 0;
    }
    const QString period = game.describeTurn(clock.turn);
    // Games counted in plain turns already say "Turn 3 (...)"; months and seasons get the number.
    QString line = period.startsWith(tr("Turn %1").arg(clock.turn))
                           ? period
                           : tr("%1 (turn %2)").arg(period).arg(clock.turn);
    if (!clock.phase.isEmpty())
        line += tr(", phase %1").arg(GameTexts::label(clock.phase));
    if (!active.isEmpty())
        line += tr(", %1 to play").arg(active);
    CliOutput::line(line);
    return 0;
}

} // namespace

int ClockCommands::run(const QStringList &words)
{
    const CliArgs args(words, {u"phase"_s}, {u"json"_s});
    const QString file = args.positional(0, tr("the campaign file"));
    const QString verb = args.positional().value(1, u"show"_s);
    if (verb == u"show"_s) {
        auto campaign = Campaign::open(file, CampaignFile::Access::ReadOnly);
        return show(*campaign, args.json());
    }
    auto campaign = Campaign::open(file);
    CampaignEditor editor(*campaign);
    if (verb == u"next"_s) {
        editor.advancePhase();
    } else if (verb == u"set"_s) {
        const int turn = CliArgs::wholeNumber(args.positional(2, tr("the turn number (1 is the first turn)")),
                                              u"turn"_s);
        editor.setTurn(turn, args.value(u"phase"_s));
    } else if (verb == u"side"_s) {
        const QString name = args.positional(2, tr("the side to play (\"none\" for simultaneous play)"));
        editor.setActiveSide(name == u"none"_s ? 0 : CampaignReader(campaign->database()).sideByName(name).id);
    } else {
        throw Failure::badInput(
                tr("Unknown clock command \"%1\"; use show, next, set TURN [--phase P] or side "
                   "NAME.")
                        .arg(verb));
    }
    return show(*campaign, args.json());
}

} // namespace Reeve
