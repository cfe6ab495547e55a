// reeve-cli: Reeve's command line. Every command exits 0 on success, 1 on an
// internal error, 2 on bad input (the message says what to fix), 3 when a rule
// figure is missing, 4 when verification fails.
#include <functional>
#include <memory>

#include <QCoreApplication>
#include <QGuiApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QLocale>
#include <QMap>

#include "campaigncommands.h"
#include "clicommands.h"
#include "clioutput.h"
#include "reportcommands.h"
#include "games/gamemodules.h"
#include "util/failure.h"
#include "util/translations.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

namespace {

QString helpText()
{
    return QCoreApplication::translate(
        "Reeve::Cli",
        "reeve-cli — Reeve's command line (referee and bookkeeper for Dark Ages wargames)\n"
        "\n"
        "Campaign files:\n"
        "  new GAME FILE [--name N] [--scenario ID [--sides A,B]] [--options ID,ID]   create a campaign,\n"
        "                                       optionally set up from a scenario, with optional rules in\n"
        "                                       play; GAME: %1\n"
        "  options FILE [list] [--json] | options FILE set ID on|off   the optional rules in play\n"
        "  scenarios GAME [--json]              the starting positions a game ships\n"
        "  side FILE add NAME [--colour #rrggbb] [--pin PIN] [--player P]\n"
        "  side FILE list [--audience public|referee|side=NAME] [--pin PIN] [--json]   balances as that\n"
        "                                       audience knows them (public: the sum of the public entries)\n"
        "  side FILE pin NAME [--new-pin PIN | --clear] [--pin OLD]   set, change or remove a side's PIN\n"
        "  referee FILE pin [--new-pin PIN | --clear] [--pin OLD]     the same for the referee's PIN\n"
        "                                       (PINs guard what Reeve shows at a shared table; the\n"
        "                                       campaign file itself holds every secret: send reports,\n"
        "                                       never the file)\n"
        "  side FILE alliance NAME [TEAM]       put a side in alliance team TEAM (none without TEAM)\n"
        "  location FILE add|edit ID [--name N] [--kind K] [key=value ...] | location FILE list [--json]\n"
        "  unit FILE add SIDE TYPE [--name N] [--at LOCATION] [key=value ...]   printed values as key=value\n"
        "  unit FILE edit|move|eliminate|restore ID ... | unit FILE list [--side S] [--at L] [--json]\n"
        "  clock FILE [show] [--json] | clock FILE next | set TURN [--phase P] | side NAME|none\n"
        "                                       game time: the next phase, a turn, the side to play\n"
        "  log FILE [--audience public|referee|side=NAME] [--pin PIN] [--kind K] [--turn N] [--search T] [--json]\n"
        "  verify FILE [--anchor N:HEX]... [--reveal HEX] [--draw-secret HEX] [--json]   the whole file:\n"
        "                                       SQLite integrity, hash chain and kept anchors, state against\n"
        "                                       a replay, dice counters, rolls and outcomes (exit 4 if not)\n"
        "  seed FILE [--reveal]                 the commitments, or reveal the dice seed (proves every roll)\n"
        "  seed FILE --reveal-draws --end-campaign|--yes   reveal the hidden-draw secret (exposes hands)\n"
        "  undo FILE | redo FILE [--pin PIN]    undo or redo the latest action (appends to the log); a\n"
        "                                       PIN's setting or removal needs that PIN\n"
        "\n"
        "Dice and procedures:\n"
        "  roll EXPR [--seed S] [--count N] [--json]\n"
        "  odds EXPR [--json]                   exact distribution of a dice expression\n"
        "  odds PROCEDURE [name=value ...] [--campaign FILE] [--json]   odds of each outcome\n"
        "  procedures [GAME] [--json]\n"
        "  describe PROCEDURE [--json]\n"
        "  resolve PROCEDURE [name=value ...] [--dice v1,v2,...] [--seed S] [--campaign FILE] [--json]\n"
        "\n"
        "Steps (every change a turn makes, for every game; one action each, refused whole):\n"
        "  steps GAME [--json]                  the steps of a game\n"
        "  describe-step GAME STEP [--json]     its fields, dice, rules, who reads its outcome, examples\n"
        "  step FILE STEP [name=value ...] [--input JSON] [--dice NAME=v,v,...]... [--check] [--json]\n"
        "       [--audience public|referee|side=NAME] [--pin PIN]   --check rolls and writes nothing;\n"
        "                                       --audience prints only that reader's share\n"
        "  step FILE --file STEPS.jsonl         one JSON object per line; stops at the first refusal\n"
        "\n"
        "Hidden markers (reeve-cli container --help for every operation):\n"
        "  container FILE show [--audience public|referee|side=NAME] [--pin PIN] [--json]\n"
        "  container FILE compose KIND=COUNT...   then draw, pick, return, lose-random, take-random,\n"
        "                                         reveal, set-aside, opening, redraw...\n"
        "\n"
        "Battle board (1066; reeve-cli battle --help for every step):\n"
        "  battle FILE start SQUARE --attacker SIDE --defender SIDE   then units, place, step, show, apply\n"
        "\n"
        "Sealed orders (reeve-cli orders --help):\n"
        "  orders FILE write SIDE [--file F | TEXT] [--pin PIN]   sealed until the referee reveals them\n"
        "  orders FILE list [--audience public|referee|SIDE] | open | reveal | fate | verify | adjudicate\n"
        "\n"
        "Swords & Sails (reeve-cli sas --help for every verb):\n"
        "  sas FILE income|counter|spy|round|alliance|orders|siege|build|city|advance|reports ...   one logged step each\n"
        "\n"
        "Dark Age Britain (reeve-cli britain --help for every verb):\n"
        "  britain FILE show|district|band|incursion|war-leader|melee|morale|rally|pillage|close-year ...   one logged step each\n"
        "\n"
        "Charlemagne (reeve-cli charlemagne --help for every verb):\n"
        "  charlemagne FILE vp [--record] | control|convert|hex|burg|levy|move|strength ...   board changes, VP count\n"
        "\n"
        "Ledger and reports:\n"
        "  ledger FILE credit|debit SIDE AMOUNT [--category C] [--reason R] [--private side|referee|public]\n"
        "  ledger FILE transfer FROM TO AMOUNT | correct ENTRY | list | balance | luck | reconcile\n"
        "                                       [--audience public|referee|side=NAME] [--pin PIN]\n"
        "  report FILE --from TURN --to TURN --audience public|referee|side=NAME --format html|pdf|csv --out PATH\n"
        "                                       [--pin PIN]\n"
        "\n"
        "PINs: where a side or the referee has a PIN, every view of its secrets needs it: --pin PIN, or typed\n"
        "at the prompt on a terminal (a side's view also opens with the referee's PIN); exit 2 without it.\n"
        "\n"
        "Tables:\n"
        "  tables [GAME] [--json]\n"
        "  table ID [--csv] [--campaign FILE]\n"
        "  table ID --import FILE.csv --campaign FILE\n"
        "\n"
        "Rules reference and rulings:\n"
        "  reference GAME [TEXT...] [--json]     search a game's rules reference\n"
        "  ruling FILE add --question Q --decision D [--refs \"1066 §15.16, §8.4\"]\n"
        "  ruling FILE amend N [--question Q] [--decision D] [--refs R] | ruling FILE remove N\n"
        "  rulings FILE [TEXT...] [--ref \"§15\"] [--json]\n"
        "\n"
        "Language: --lang de|fr|es|en on any command (else the preference saved by the window, or the\n"
        "system's language).\n"
        "\n"
        "Exit codes: 0 ok, 1 internal error, 2 bad input, 3 a rule figure is missing, 4 verification failed.\n")
        .arg(GameModules::ids().join(u' '));
}

using Command = std::function<int(const QStringList &)>;

QMap<QString, Command> commands()
{
    QMap<QString, Command> map{
        {u"new"_s, &CampaignCommands::newCampaign}, {u"side"_s, &CampaignCommands::side},
        {u"log"_s, &CampaignCommands::log},   {u"undo"_s, &CampaignCommands::undo},
        {u"redo"_s, &CampaignCommands::redo}, // verify and seed: CliCommands::registerAll
    };
    CliCommands::registerAll(map);
    return map;
}

std::unique_ptr<QCoreApplication> makeApplication(int &argc, char **argv)
{
    QStringList words;
    for (int i = 1; i < argc; ++i)
        words << QString::fromLocal8Bit(argv[i]);
    if (!ReportCommands::needsGui(words))
        return std::make_unique<QCoreApplication>(argc, argv);
    // PDF reports are laid out by Qt Gui; no display is needed for that.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    return std::make_unique<QGuiApplication>(argc, argv);
}

} // namespace

int main(int argc, char *argv[])
{
    const std::unique_ptr<QCoreApplication> application = makeApplication(argc, argv);
    QCoreApplication &app = *application;
    QCoreApplication::setApplicationName(u"reeve"_s);
    QCoreApplication::setOrganizationName(u"reeve"_s);
    QStringList words = app.arguments().mid(1);
    // --lang LANG anywhere on the line, else the saved preference or the system's language.
    const QString lang = Translations::takeOption(words);
    if (!Translations::install(lang.isEmpty() ? Translations::preferred() : lang)) {
        CliOutput::error(QCoreApplication::translate("Reeve::Cli", "There is no translation for \"%1\"; "
                                                                   "use one of: en, %2.")
                                 .arg(lang, Translations::available().join(u", "_s)));
        return 2;
    }
    QCoreApplication::setApplicationVersion(QStringLiteral(REEVE_VERSION));
    if (words.size() == 1 && (words.first() == u"--version"_s || words.first() == u"version"_s)) {
        CliOutput::line(u"reeve-cli "_s + QCoreApplication::applicationVersion());
        return 0;
    }
    if (words.isEmpty() || words.first() == u"--help"_s || words.first() == u"-h"_s || words.first() == u"help"_s) {
        CliOutput::line(helpText());
        return words.isEmpty() ? 2 : 0;
    }
    const QString name = words.takeFirst();
    const QMap<QString, Command> table = commands();
    const auto it = table.find(name);
    const bool wantsJson = words.contains(u"--json"_s);
    try {
        if (it == table.end())
            throw Failure::badInput(QCoreApplication::translate("Reeve::Cli",
                                                                "Unknown command \"%1\"; run reeve-cli --help.")
                                        .arg(name));
        return it.value()(words);
    } catch (const Failure &failure) {
        if (wantsJson) {
            QJsonObject error = failure.detail();
            error.insert(u"message"_s, failure.message());
            if (!error.contains(u"kind"_s))
                error.insert(u"kind"_s, failure.kind() == Failure::Kind::BadInput ? u"bad-input"_s : u"error"_s);
            CliOutput::json(QJsonObject{{u"error"_s, error}});
        } else { // the working done before a missing figure stopped the procedure
            for (const QJsonValue &step : failure.detail().value(u"steps_before"_s).toArray())
                CliOutput::error(u"  %1 (%2)"_s.arg(step[u"text"_s].toString(), step[u"rule"_s].toString()));
        }
        CliOutput::error(failure.message());
        return failure.exitCode();
    } catch (const std::exception &e) {
        CliOutput::error(QString::fromUtf8(e.what()));
        return 1;
    }
}
