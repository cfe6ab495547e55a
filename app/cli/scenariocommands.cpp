#include "scenariocommands.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

#include "campaign/campaign.h"
#include "campaign/gamecatalog.h"
#include "cliargs.h"
#include "clioutput.h"
#include "games/gamemodules.h"
#include "scenarios/scenariocatalog.h"
#include "scenarios/scenariosetup.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::Cli", text);
}

/// The commands that enter what a game's scenarios leave to the referee (the notes name no interface; the
/// New Campaign wizard names the window's controls instead).
QString commandHint(const QString &game)
{
    if (game == u"britain"_s)
        return tr("Commands: reeve-cli britain FILE district NAME warriors=N (the tenth district and its "
                  "band), "
                  "reeve-cli step FILE district name=NAME neighbours='[...]' (its borders), reeve-cli table "
                  "britain.house-settings --import FILE.csv --campaign FILE (movement points, morale test), "
                  "reeve-cli britain FILE band SIDE NAME chieftain=NAME ability=N foot=N ... (each band).");
    if (game == u"charlemagne"_s)
        return tr("Commands: reeve-cli charlemagne FILE region-levy REGION N and region-religion REGION "
                  "RELIGION (the Region Control Table figures).");
    if (game == u"sas"_s)
        return tr(
                "Commands: reeve-cli sas FILE territory ... (territories and sea zones), reeve-cli unit add "
                "(the forces on the cards), reeve-cli ledger FILE credit (the starting gold).");
    return {};
}

} // namespace

int ScenarioCommands::list(const QStringList &words)
{
    const CliArgs args(words, {}, {u"json"_s});
    const QString game = args.positional(0, tr("the game (%1)").arg(GameModules::ids().join(u", "_s)));
    GameCatalog::game(game); // refuses an unknown game
    QJsonArray array;
    const QList<Scenario> scenarios = ScenarioCatalog::forGame(game);
    for (const Scenario &s : scenarios) {
        array.append(QJsonObject{{u"id"_s, s.id},
                                 {u"title"_s, s.title},
                                 {u"sides"_s, QJsonArray::fromStringList(s.sideNames())},
                                 {u"rule_refs"_s, QJsonArray::fromStringList(s.ruleRefs)},
                                 {u"note"_s, s.note}});
        if (!args.json()) {
            CliOutput::line(u"%1\t%2 (%3)"_s.arg(s.id, s.translatedTitle(), s.ruleRefs.join(u", "_s)));
            CliOutput::line(tr("    sides: %1").arg(s.sideNames().join(u", "_s)));
            CliOutput::line(u"    "_s + s.translatedNote());
        }
    }
    if (!args.json() && !commandHint(game).isEmpty())
        CliOutput::line(commandHint(game));
    if (args.json())
        CliOutput::json(QJsonObject{{u"game"_s, game}, {u"scenarios"_s, array}});
    else if (scenarios.isEmpty())
        CliOutput::line(tr("%1 ships no scenario yet.").arg(game));
    return 0;
}

QJsonObject ScenarioCommands::apply(Campaign &campaign, const QString &id, const QString &sides, bool json)
{
    QStringList chosen;
    for (const QString &name : sides.split(u',', Qt::SkipEmptyParts))
        chosen << name.trimmed();
    const Scenario scenario = ScenarioCatalog::find(campaign.game().id, id);
    const ScenarioReport report = ScenarioSetup(campaign).apply(scenario, chosen);
    const QJsonObject result{{u"id"_s, scenario.id},
                             {u"sides"_s, report.sides},
                             {u"locations"_s, report.locations},
                             {u"units"_s, report.units},
                             {u"markers"_s, report.markers},
                             {u"actions"_s, report.actions},
                             {u"follow_ups"_s, QJsonArray::fromStringList(report.followUps)}};
    if (json)
        return result;
    CliOutput::line(
            tr("Scenario %1: %2 side(s), %3 place(s), %4 unit(s), %5 marker(s) in %6 logged action(s).")
                    .arg(scenario.translatedTitle())
                    .arg(report.sides)
                    .arg(report.locations)
                    .arg(report.units)
                    .arg(report.markers)
                    .arg(report.actions));
    for (const QString &step : report.followUps)
        CliOutput::line(tr("  Still to do: %1").arg(step));
    return result;
}

} // namespace Reeve
