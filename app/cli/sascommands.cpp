#include "sascommands.h"

#include <optional>

#include <QCoreApplication>
#include <QDir>
#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSaveFile>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "cliargs.h"
#include "clioutput.h"
#include "clipin.h"
#include "games/sas/sasboard.h"
#include "games/sas/sasseason.h"
#include "games/sas/sassteps.h"
#include "ledger/reportbuilder.h"
#include "log/actionlog.h"
#include "steps/stepinput.h"
#include "steps/stepregistry.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;
using namespace Reeve::Sas;

namespace {

QString ct(const char *text)
{
    return QCoreApplication::translate("Reeve::Cli", text);
}

using Words = QMap<QString, QString>;

/// Runs the sas step \a id (SasSteps::run: one action, or exit 2 with nothing written) from \a words
/// (field=text, typed by the step's fields) and the command line's own name=value words, plus \a json
/// values (lists) and \a dice.
StepResult runStep(Campaign &campaign, const QString &id, const CliArgs &args, Words words,
                   QJsonObject json = {}, const QJsonObject &dice = {})
{
    const StepSpec &spec = StepRegistry::standard().get(u"sas"_s, id);
    const Words pairs = args.pairs(2);
    for (auto it = pairs.cbegin(); it != pairs.cend(); ++it) {
        const StepField *f = spec.field(it.key());
        // A list typed as the banker says it, items between commas (others=France=1,Byzantium=2;
        // together=2,3), as well as the JSON list the step form takes.
        if (f && f->type == StepField::Type::List && !it.value().trimmed().startsWith(u'[')) {
            QJsonArray items;
            for (const QString &item : it.value().split(u',', Qt::SkipEmptyParts)) {
                bool whole = false;
                const int n = item.trimmed().toInt(&whole);
                items.append(f->itemType == StepField::Type::Integer && whole ? QJsonValue(n)
                                                                              : QJsonValue(item.trimmed()));
            }
            json.insert(it.key(), items);
            continue;
        }
        words.insert(it.key(), it.value());
    }
    return SasSteps::run(campaign, id, StepInput::collect(spec, json, words), dice);
}

/// Prints the actions a step reports, as each verb printed them before: "#seq text" or {"seq", "text"};
/// then, in plain text, what is left to the referee (a move between places with no borders recorded).
int printLogged(Campaign &campaign, const StepResult &r, bool json)
{
    if (r.outcome.contains(u"seqs"_s)) {
        for (const QJsonValue &v : r.outcome.value(u"seqs"_s).toArray())
            CliOutput::action(campaign, v.toInteger(), json);
    } else {
        CliOutput::action(campaign, r.outcome.value(u"seq"_s).toInteger(), json);
    }
    if (!json && r.outcome.contains(u"borders"_s))
        CliOutput::line(ct("Note: %1").arg(r.outcome.value(u"borders"_s).toString()));
    return 0;
}

QJsonObject scoreJson(const QList<ScoreLine> &lines)
{
    QJsonArray array;
    for (const ScoreLine &l : lines)
        array.append(QJsonObject{{u"side"_s, l.side},
                                 {u"vp"_s, l.vp},
                                 {u"team"_s, l.team},
                                 {u"team_vp"_s, l.teamVp}});
    return {{u"factions"_s, array}};
}

/// The verbs SIDE army|fleet N ...: the side, the type and the number as step fields.
Words force(const CliArgs &args, const QString &number = ct("its number"))
{
    return {{u"side"_s, args.positional(2, ct("the side"))},
            {u"type"_s, args.positional(3, ct("army or fleet"))},
            {u"number"_s, args.positional(4, number)}};
}

std::optional<Words> boardWords(const QString &verb, const CliArgs &args)
{
    if (verb == u"territory"_s) {
        Words w{{u"name"_s, args.positional(2, ct("the territory's name"))}};
        if (args.flag(u"closed"_s))
            w.insert(u"closed"_s, u"true"_s);
        if (args.flag(u"port"_s)) // its major city (or capital) is a port
            w.insert(u"port"_s, u"true"_s);
        return w;
    }
    if (verb == u"cities"_s) { // trade=, ports=, major= come as name=value words; a count left out stays
        Words w{{u"territory"_s, args.positional(2, ct("the registered territory"))}};
        if (args.flag(u"port"_s))
            w.insert(u"port"_s, u"true"_s);
        return w;
    }
    if (verb == u"sea"_s)
        return Words{{u"name"_s, args.positional(2, ct("the sea zone's name"))}};
    if (verb == u"control"_s)
        return Words{{u"territory"_s, args.positional(2, ct("the territory"))},
                     {u"side"_s, args.positional(3, ct("the side (or neutral)"))}};
    if (verb == u"place"_s) {
        Words w = force(args, ct("its number (1 to 5)"));
        w.insert(u"location"_s, args.positional(5, ct("its location")));
        return w;
    }
    if (verb == u"move"_s) {
        Words w = force(args);
        // A retreat with no place named: the army has no friendly land beside it and is removed (phase 6).
        if (!args.flag(u"retreat"_s) || args.positional().size() > 5)
            w.insert(u"to"_s, args.positional(5, ct("where it moves")));
        if (args.flag(u"retreat"_s))
            w.insert(u"retreat"_s, u"true"_s);
        if (args.has(u"raider"_s)) // the capacity reading of the fleets a strait crossing counts on
            w.insert(u"raider"_s, args.value(u"raider"_s));
        return w;
    }
    if (verb == u"losses"_s) {
        Words w = force(args);
        if (args.has(u"reason"_s))
            w.insert(u"reason"_s, args.value(u"reason"_s));
        return w;
    }
    if (verb == u"capture"_s)
        return Words{{u"winner"_s, args.positional(2, ct("the capturing side"))},
                     {u"winner_fleet"_s, args.positional(3, ct("its fleet's number"))},
                     {u"loser"_s, args.positional(4, ct("the side losing the ships"))},
                     {u"loser_fleet"_s, args.positional(5, ct("its fleet's number"))}};
    return std::nullopt;
}

std::optional<Words> moneyWords(const QString &verb, const CliArgs &args)
{
    if (verb == u"income"_s)
        return Words{{u"first_turn"_s, args.flag(u"first-turn"_s) ? u"true"_s : u"false"_s}};
    if (verb == u"counter"_s)
        return Words{{u"side"_s, args.positional(2, ct("the side"))},
                     {u"count"_s, args.positional(3, ct("how many"))}};
    if (verb == u"close-espionage"_s)
        return Words{};
    if (verb == u"build"_s)
        return force(args);
    if (verb == u"raise"_s)
        return Words{{u"side"_s, args.positional(2, ct("the side"))},
                     {u"type"_s, args.positional(3, ct("army or fleet"))},
                     {u"location"_s, args.positional(4, ct("its location"))}};
    if (verb == u"city"_s)
        return Words{{u"side"_s, args.positional(2, ct("the side"))},
                     {u"territory"_s, args.positional(3, ct("the territory"))},
                     {u"kind"_s, args.positional(4, ct("minor or major"))},
                     {u"port"_s, args.flag(u"port"_s) ? u"true"_s : u"false"_s}};
    if (verb == u"siege"_s) {
        Words w{{u"side"_s, args.positional(2, ct("the besieging side"))},
                {u"army"_s, args.positional(3, ct("the army's number"))},
                {u"territory"_s, args.positional(4, ct("the territory"))}};
        // A bare sixth word is the points of a logged roll; points=, roll= and --dice go as given; none: Reeve rolls.
        if (args.positional().size() > 5 && !args.positional().at(5).contains(u'='))
            w.insert(u"points"_s, args.positional(5, ct("points=N")));
        return w;
    }
    return std::nullopt;
}

std::optional<Words> seasonWords(const QString &verb, const CliArgs &args)
{
    Words bonus;
    if (args.has(u"bonus"_s))
        bonus.insert(u"bonus"_s, args.value(u"bonus"_s));
    if (verb == u"round"_s) {
        Words w{{u"round"_s, args.positional(2, ct("the round (diplomacy, orders, units, cities)"))},
                {u"event"_s, args.positional(3, ct("the event (start, extend, pause, resume, end)"))}};
        if (args.has(u"left"_s))
            w.insert(u"left"_s, args.value(u"left"_s));
        return w;
    }
    if (verb == u"vp"_s)
        return bonus;
    if (verb == u"advance"_s) {
        bonus.insert(u"skip"_s, args.flag(u"skip"_s) ? u"true"_s : u"false"_s);
        if (args.has(u"winner"_s))
            bonus.insert(u"winner"_s, args.value(u"winner"_s));
        return bonus;
    }
    if (verb == u"length"_s)
        return Words{{u"length"_s, args.positional(2, ct("short, medium, long or campaign"))}};
    return std::nullopt;
}

/// The verbs whose fields are all plain words; returns -1 for another verb.
int plainVerb(Campaign &campaign, const QString &verb, const CliArgs &args)
{
    for (auto words : {&boardWords, &moneyWords, &seasonWords}) {
        if (const std::optional<Words> w = words(verb, args)) {
            // --dice A,B,... for the step's one roll (the siege's casualty dice); a step without one refuses them.
            const StepSpec &spec = StepRegistry::standard().get(u"sas"_s, verb);
            const QJsonObject dice = args.has(u"dice"_s) ? StepInput::dice(spec, {args.value(u"dice"_s)}, {})
                                                         : QJsonObject();
            return printLogged(campaign, runStep(campaign, verb, args, *w, {}, dice), args.json());
        }
    }
    return -1;
}

QJsonArray listOf(const QStringList &items)
{
    QJsonArray list;
    for (const QString &item : items)
        list.append(item.trimmed());
    return list;
}

/// The verbs with a list among their fields: cargo, alliance, orders; -1 for another verb.
int listVerb(Campaign &campaign, const QString &verb, const CliArgs &args)
{
    const Words raider{{u"raider"_s, args.value(u"raider"_s, u"table"_s)}};
    if (verb == u"cargo"_s) {
        Words w = raider;
        w.insert(u"side"_s, args.positional(2, ct("the side")));
        w.insert(u"fleet"_s, args.positional(3, ct("the fleet's number")));
        QStringList words = args.positional().mid(4);
        words.removeIf([](const QString &word) { return word.contains(u'='); }); // together=N,N is a field
        const QStringList armies = words.join(u' ').split(u',', Qt::SkipEmptyParts);
        return printLogged(campaign, runStep(campaign, verb, args, w, {{u"armies"_s, listOf(armies)}}),
                           args.json());
    }
    if (verb == u"strait"_s) { // strait NAME SHORE, SHORE [control=SIDE]
        QStringList words = args.positional().mid(3);
        words.removeIf([](const QString &word) { return word.contains(u'='); });
        const Words w{{u"name"_s, args.positional(2, ct("the sea zone that is a strait"))}};
        const QStringList names = words.join(u' ').split(u',', Qt::SkipEmptyParts);
        return printLogged(campaign, runStep(campaign, verb, args, w, {{u"shores"_s, listOf(names)}}),
                           args.json());
    }
    if (verb == u"borders"_s) { // borders NAME A, B, C (nothing after the name: clears them)
        QStringList words = args.positional().mid(3);
        words.removeIf([](const QString &word) { return word.contains(u'='); });
        const Words w{{u"name"_s, args.positional(2, ct("the territory or sea zone"))}};
        // borders NAME add A, B remove C: the recorded list edited, the rest kept
        QJsonObject lists;
        QString key = u"neighbours"_s;
        QStringList part;
        const auto flush = [&] {
            const QStringList names = part.join(u' ').split(u',', Qt::SkipEmptyParts);
            if (names.isEmpty() && key != u"neighbours"_s) // "add" with nothing after it clears nothing
                throw Failure::badInput(
                        ct("Name the places after \"%1\", such as: borders Kent %1 Mercia, Channel.").arg(key));
            if (!names.isEmpty())
                lists.insert(key, listOf(names));
            part.clear();
        };
        for (const QString &word : words) {
            if (word == u"add"_s || word == u"remove"_s) {
                flush();
                key = word;
            } else {
                part << word;
            }
        }
        flush();
        if (lists.isEmpty())
            lists.insert(u"neighbours"_s, QJsonArray());
        return printLogged(campaign, runStep(campaign, verb, args, w, lists), args.json());
    }
    if (verb == u"orders"_s) {
        Words w = raider;
        w.insert(u"side"_s, args.positional(2, ct("the side")));
        return printLogged(campaign,
                           runStep(campaign, verb, args, w, {{u"lines"_s, listOf(args.positional().mid(3))}}),
                           args.json());
    }
    if (verb == u"alliance"_s) {
        const Words w{{u"team"_s, args.positional(2, ct("the team (A, B or C)"))},
                      {u"break"_s, args.flag(u"break"_s) ? u"true"_s : u"false"_s}};
        QJsonObject json;
        if (!args.flag(u"break"_s))
            json.insert(u"members"_s, listOf(args.positional(3, ct("the members, e.g. England,France"))
                                                     .split(u',', Qt::SkipEmptyParts)));
        return printLogged(campaign, runStep(campaign, verb, args, w, json), args.json());
    }
    return -1;
}

int spyVerb(Campaign &campaign, const CliArgs &args)
{
    const StepSpec &spec = StepRegistry::standard().get(u"sas"_s, u"spy"_s);
    const Words w{{u"spy"_s, args.positional(2, ct("the spying side"))},
                  {u"target"_s, args.positional(3, ct("the target's side"))},
                  {u"type"_s, args.positional(4, ct("army or fleet"))},
                  {u"number"_s, args.positional(5, ct("its number"))}};
    const QJsonObject dice = args.has(u"dice"_s) ? StepInput::dice(spec, {args.value(u"dice"_s)}, {})
                                                 : QJsonObject();
    const Side spy = SasBoard(campaign).side(w.value(u"spy"_s));
    if (args.flag(u"private"_s)) // the result is the spy's secret: its view's PIN before anything is rolled
        CliPin::require(campaign, args, Audience::Side, spy.id);
    const StepResult r = runStep(campaign, u"spy"_s, args, w, {}, dice);
    const qint64 seq = r.outcome.value(u"seq"_s).toInteger();
    const Action action = campaign.log().action(seq);
    const QJsonObject data = action.payload().value(u"data"_s).toObject();
    // The command is typed by the spying player (or the referee for them): it prints the
    // public line, and the private result only with --private (never in shared output).
    if (args.json()) {
        QJsonObject out{{u"seq"_s, seq},
                        {u"text"_s, action.publicText},
                        {u"success"_s, r.outcome.value(u"success"_s)}};
        if (args.flag(u"private"_s))
            out.insert(u"private"_s, QJsonObject{{u"total"_s, data.value(u"total"_s)},
                                                 {u"counter"_s, data.value(u"counter"_s)},
                                                 {u"cost"_s, data.value(u"cost"_s)},
                                                 {u"card"_s, data.value(u"card"_s)}});
        CliOutput::json(out);
    } else {
        CliOutput::line(u"#%1 %2"_s.arg(seq).arg(action.publicText));
        if (args.flag(u"private"_s))
            CliOutput::line(ct("For %1 only: %2").arg(spy.name, action.privateText));
    }
    return 0;
}

/// Writes the season's public report and one per faction (with its own private entries) into --out DIR.
int reportsVerb(Campaign &campaign, const CliArgs &args)
{
    CliPin::require(campaign, args, Audience::Referee); // every faction's secrets, so the referee's PIN
    const QString dirName = args.value(u"out"_s);
    if (dirName.isEmpty())
        throw Failure::badInput(ct("Missing --out DIR: where to write the season's reports."));
    QDir dir(dirName);
    if (!dir.mkpath(u"."_s))
        throw Failure::badInput(ct("Cannot create %1.").arg(dirName));
    const ClockState clock = CampaignReader(campaign.database()).clock();
    const int turn = args.has(u"turn"_s) ? CliArgs::wholeNumber(args.value(u"turn"_s), u"--turn"_s)
                                         : qMax(1, clock.turn - 1);
    QStringList audiences{u"public"_s};
    for (const Side &s : SasBoard(campaign).factions())
        audiences << u"side="_s + s.name;
    QJsonArray written;
    for (const QString &audience : audiences) {
        ReportBuilder report(campaign, audience, turn, turn);
        report.build();
        QString file = audience == u"public"_s ? u"public"_s : audience.mid(5);
        file.replace(QRegularExpression(u"[^A-Za-z0-9]+"_s), u"-"_s);
        const QString path = dir.filePath(file.toLower() + u".html"_s);
        QSaveFile out(path);
        const QByteArray bytes = report.html().toUtf8();
        if (!out.open(QIODevice::WriteOnly) || out.write(bytes) != bytes.size() || !out.commit())
            throw Failure::badInput(ct("Cannot write %1: %2").arg(path, out.errorString()));
        written.append(QJsonObject{{u"audience"_s, audience}, {u"file"_s, path}});
        if (!args.json())
            CliOutput::line(ct("%1: %2").arg(audience, path));
    }
    if (args.json())
        CliOutput::json(QJsonObject{{u"turn"_s, turn}, {u"reports"_s, written}});
    return 0;
}

int scoreVerb(Campaign &campaign, const CliArgs &args)
{
    const QList<ScoreLine> lines = SasSeason(campaign).score(args.value(u"bonus"_s, u"sheet"_s));
    if (args.json()) {
        CliOutput::json(scoreJson(lines));
        return 0;
    }
    for (const ScoreLine &l : lines)
        CliOutput::line(
                l.team.isEmpty()
                        ? u"%1\t%2 VP"_s.arg(l.side).arg(l.vp)
                        : u"%1\t%2 VP\tteam %3: %4 VP"_s.arg(l.side).arg(l.vp).arg(l.team).arg(l.teamVp));
    return 0;
}

} // namespace

int SasCommands::run(const QStringList &words)
{
    if (words.isEmpty() || words.contains(u"--help"_s) || words.contains(u"-h"_s)) {
        CliOutput::line(ct(
                "Swords & Sails on a campaign (each step one logged, undoable action; reeve-cli undo FILE "
                "takes it back):\n"
                "  sas FILE territory NAME [control=SIDE] [trade=N] [ports=N] [major=N] [capital=SIDE] "
                "[--port] [--closed]\n"
                "  sas FILE cities TERRITORY [trade=N] [ports=N] [major=N] [--port]   correct its printed "
                "cities\n"
                "  sas FILE sea NAME | control TERRITORY SIDE|neutral | length short|medium|long|campaign\n"
                "  sas FILE borders NAME PLACE, PLACE, ...   what a territory or sea zone touches on the map "
                "(both ways)\n"
                "  sas FILE borders NAME add PLACE, ... [remove PLACE, ...]   one border more or less, the "
                "rest kept\n"
                "  sas FILE strait NAME SHORE, SHORE [control=SIDE]   a sea zone that is a strait, and who "
                "controls it\n"
                "  sas FILE place SIDE army|fleet N LOCATION kn=.. hc=.. lc=.. hi=.. li=.. ps=.. ws=.. rd=.. "
                "tr=..\n"
                "  sas FILE move SIDE army|fleet N LOCATION [--retreat] [--raider prose] (a retreat with no "
                "LOCATION: no friendly land beside it, the army is removed) | cargo SIDE FLEET_N Army II, "
                "Army "
                "III "
                "[together=N,N] [--raider prose]\n"
                "  sas FILE income [--first-turn]                         phase 1, every faction\n"
                "  sas FILE counter SIDE N [others=SIDE=N,SIDE=N] | spy SPY TARGET_SIDE army|fleet N [--dice "
                "A,B] "
                "[--private [--pin PIN]] | close-espionage\n"
                "  sas FILE round diplomacy|orders|units|cities start|pause|resume|extend|end [--left "
                "SECONDS]\n"
                "  sas FILE alliance A|B|C SIDE,SIDE[,...] | alliance A --break\n"
                "  sas FILE orders SIDE \"Army I: attack Flanders\" \"Fleet I: load + move North Sea with "
                "Army I\" [--raider prose]\n"
                "  sas FILE losses SIDE army|fleet N kn=1 [--reason TEXT] | capture WINNER FLEET_N LOSER "
                "FLEET_N rd=1\n"
                "  sas FILE siege SIDE ARMY_N TERRITORY [roll=SEQ|points=N|--dice A,B,..] paid=N lose_hi=2 "
                "...\n"
                "  sas FILE build SIDE army|fleet N hc=1 ... | raise SIDE army|fleet LOCATION tr=1 ... | "
                "city SIDE TERRITORY minor|major [--port]\n"
                "  sas FILE score | vp | advance [--bonus sheet|formula] [--skip] [--winner holders|all] | "
                "reports --out DIR "
                "[--turn N] "
                "[--pin PIN]\n"
                "  (spy --private needs the spying side's PIN, reports the referee's, where one is set: "
                "--pin PIN)"));
        return 0;
    }
    const CliArgs args(words,
                       {u"dice"_s, u"left"_s, u"bonus"_s, u"reason"_s, u"raider"_s, u"out"_s, u"turn"_s,
                        u"pin"_s, u"winner"_s},
                       {u"json"_s, u"closed"_s, u"first-turn"_s, u"port"_s, u"break"_s, u"private"_s,
                        u"skip"_s, u"retreat"_s});
    const QString file = args.positional(0, ct("the campaign file"));
    const QString verb = args.positional(
            1,
            ct("what to do (territory, cities, sea, borders, strait, control, place, income, counter, spy, "
               "move, cargo, close-espionage, round, alliance, orders, build, raise, city, siege, losses, "
               "capture, score, vp, advance, length, reports)"));
    auto campaign = Campaign::open(file);
    if (campaign->game().id != u"sas"_s)
        throw Failure::badInput(
                ct("%1 is a %2 campaign, not Swords & Sails.").arg(file, campaign->game().shownTitle()));
    if (verb == u"spy"_s)
        return spyVerb(*campaign, args);
    if (verb == u"reports"_s)
        return reportsVerb(*campaign, args);
    if (verb == u"score"_s)
        return scoreVerb(*campaign, args);
    for (auto handler : {&plainVerb, &listVerb}) {
        const int code = handler(*campaign, verb, args);
        if (code >= 0)
            return code;
    }
    throw Failure::badInput(
            ct("Unknown sas command \"%1\"; run reeve-cli sas --help for the list.").arg(verb));
}

} // namespace Reeve
