#include "sascommands.h"

#include <QCoreApplication>
#include <QDir>
#include <QRegularExpression>
#include <QSaveFile>
#include <QJsonArray>
#include <QJsonObject>

#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "campaign/campaignreader.h"
#include "cliargs.h"
#include "clioutput.h"
#include "clipin.h"
#include "games/sas/sasbank.h"
#include "games/sas/sasboard.h"
#include "games/sas/sascommon.h"
#include "games/sas/sasorders.h"
#include "games/sas/sasseason.h"
#include "games/sas/sasspying.h"
#include "ledger/reportbuilder.h"
#include "log/actionlog.h"
#include "procedures/procedurerunner.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;
using namespace Reeve::Sas;

namespace {

QString ct(const char *text)
{
    return QCoreApplication::translate("Reeve::Cli", text);
}

/// Unit counts from kn=2 hc=1 … (with \a prefix "lose_" for losses).
QMap<QString, int> unitWords(const CliArgs &args, const QString &prefix = {})
{
    QMap<QString, int> counts;
    const QMap<QString, QString> map = args.pairs();
    for (auto it = map.cbegin(); it != map.cend(); ++it) {
        if (!it.key().startsWith(prefix))
            continue;
        const QString label = it.key().mid(prefix.size()).toUpper();
        if (allUnits().contains(label))
            counts.insert(label, CliArgs::wholeNumber(it.value(), it.key()));
    }
    return counts;
}

QString forceType(const QString &word)
{
    if (word != QLatin1StringView(kArmy) && word != QLatin1StringView(kFleet))
        throw Failure::badInput(ct("Say army or fleet (got \"%1\").").arg(word));
    return word;
}

QJsonObject scoreJson(const QList<ScoreLine> &lines)
{
    QJsonArray array;
    for (const ScoreLine &l : lines)
        array.append(QJsonObject{{u"side"_s, l.side}, {u"vp"_s, l.vp}, {u"team"_s, l.team}, {u"team_vp"_s, l.teamVp}});
    return {{u"factions"_s, array}};
}

int boardVerb(Campaign &campaign, const QString &verb, const CliArgs &args)
{
    SasBoard board(campaign);
    const QMap<QString, QString> p = args.pairs();
    qint64 seq = 0;
    if (verb == u"territory"_s) {
        seq = board.addTerritory(args.positional(2, ct("the territory's name")), p.value(u"control"_s),
                                 CliArgs::wholeNumber(p.value(u"trade"_s, u"0"_s), u"trade"_s), CliArgs::wholeNumber(p.value(u"ports"_s, u"0"_s), u"ports"_s),
                                 CliArgs::wholeNumber(p.value(u"major"_s, u"0"_s), u"major"_s), p.value(u"capital"_s), args.flag(u"closed"_s));
    } else if (verb == u"sea"_s) {
        seq = board.addSeaZone(args.positional(2, ct("the sea zone's name")));
    } else if (verb == u"control"_s) {
        const QString who = args.positional(3, ct("the side (or neutral)"));
        seq = board.setControl(args.positional(2, ct("the territory")), who == u"neutral"_s ? QString() : who);
    } else if (verb == u"place"_s) {
        const Side side = board.side(args.positional(2, ct("the side")));
        seq = board.placeForce(side.id, forceType(args.positional(3, ct("army or fleet"))),
                               CliArgs::wholeNumber(args.positional(4, ct("its number (1 to 5)")), u"number"_s),
                               args.positional(5, ct("its location")), unitWords(args));
    } else if (verb == u"move"_s) {
        const Side side = board.side(args.positional(2, ct("the side")));
        const Unit force = board.force(side.id, forceType(args.positional(3, ct("army or fleet"))),
                                       CliArgs::wholeNumber(args.positional(4, ct("its number")), u"number"_s));
        seq = CampaignEditor(campaign).moveUnit(force.id, args.positional(5, ct("where it moves")));
    } else if (verb == u"cargo"_s) {
        const Side side = board.side(args.positional(2, ct("the side")));
        seq = board.setCargo(side.id, CliArgs::wholeNumber(args.positional(3, ct("the fleet's number")), u"fleet"_s),
                             args.positional().mid(4).join(u' ').split(u',', Qt::SkipEmptyParts),
                             args.value(u"raider"_s, u"table"_s));
    } else {
        return -1;
    }
    CliOutput::action(campaign, seq, args.json());
    return 0;
}

int moneyVerb(Campaign &campaign, const QString &verb, const CliArgs &args)
{
    SasBoard board(campaign);
    SasBank bank(campaign);
    const QMap<QString, QString> p = args.pairs();
    qint64 seq = 0;
    if (verb == u"income"_s) {
        const QList<qint64> seqs = bank.collectIncome(args.flag(u"first-turn"_s));
        for (qint64 s : seqs)
            CliOutput::action(campaign, s, args.json());
        return 0;
    }
    if (verb == u"counter"_s) {
        const Side side = board.side(args.positional(2, ct("the side")));
        seq = bank.buyCounterEspionage(side.id, CliArgs::wholeNumber(args.positional(3, ct("how many")), u"count"_s));
    } else if (verb == u"close-espionage"_s) {
        seq = bank.closeEspionage();
    } else if (verb == u"build"_s) {
        const Side side = board.side(args.positional(2, ct("the side")));
        seq = bank.buildUnits(side.id, forceType(args.positional(3, ct("army or fleet"))),
                              CliArgs::wholeNumber(args.positional(4, ct("its number")), u"number"_s), unitWords(args));
    } else if (verb == u"raise"_s) {
        const Side side = board.side(args.positional(2, ct("the side")));
        seq = bank.raiseForce(side.id, forceType(args.positional(3, ct("army or fleet"))),
                              args.positional(4, ct("its location")), unitWords(args));
    } else if (verb == u"city"_s) {
        const Side side = board.side(args.positional(2, ct("the side")));
        seq = bank.buildCity(side.id, args.positional(3, ct("the territory")), args.positional(4, ct("minor or major")),
                             args.flag(u"port"_s));
    } else if (verb == u"siege"_s) {
        const Side side = board.side(args.positional(2, ct("the besieging side")));
        seq = bank.settleSiege(side.id, CliArgs::wholeNumber(args.positional(3, ct("the army's number")), u"army"_s),
                               args.positional(4, ct("the territory")),
                               CliArgs::wholeNumber(p.value(u"points"_s, args.positional(5, ct("points=N"))), u"points"_s),
                               CliArgs::wholeNumber(p.value(u"paid"_s, u"0"_s), u"paid"_s), unitWords(args, u"lose_"_s));
    } else if (verb == u"capture"_s) {
        const Side winner = board.side(args.positional(2, ct("the capturing side")));
        const Unit to = board.force(winner.id, QString::fromLatin1(kFleet), CliArgs::wholeNumber(args.positional(3, ct("its fleet's number")), u"fleet"_s));
        const Side loser = board.side(args.positional(4, ct("the side losing the ships")));
        const Unit from = board.force(loser.id, QString::fromLatin1(kFleet), CliArgs::wholeNumber(args.positional(5, ct("its fleet's number")), u"fleet"_s));
        seq = bank.captureShips(from.id, to.id, unitWords(args));
    } else if (verb == u"losses"_s) {
        const Side side = board.side(args.positional(2, ct("the side")));
        const Unit force = board.force(side.id, forceType(args.positional(3, ct("army or fleet"))),
                                       CliArgs::wholeNumber(args.positional(4, ct("its number")), u"number"_s));
        seq = bank.applyLosses(force.id, unitWords(args), args.value(u"reason"_s));
    } else {
        return -1;
    }
    CliOutput::action(campaign, seq, args.json());
    return 0;
}

int spyVerb(Campaign &campaign, const CliArgs &args)
{
    SasBoard board(campaign);
    const Side spy = board.side(args.positional(2, ct("the spying side")));
    const Side owner = board.side(args.positional(3, ct("the target's side")));
    const Unit target = board.force(owner.id, forceType(args.positional(4, ct("army or fleet"))),
                                    CliArgs::wholeNumber(args.positional(5, ct("its number")), u"number"_s));
    std::optional<QList<int>> faces;
    if (args.has(u"dice"_s))
        faces = ProcedureRunner::parseDice(args.value(u"dice"_s));
    if (args.flag(u"private"_s)) // the result is the spy's secret: its view's PIN before anything is rolled
        CliPin::require(campaign, args, Audience::Side, spy.id);
    const SpyResult r = SasSpying(campaign).attempt(spy.id, target.id, faces);
    const Action action = campaign.log().action(r.seq);
    // The command is typed by the spying player (or the referee for them): it prints the
    // public line, and the private result only with --private (never in shared output).
    if (args.json()) {
        QJsonObject out{{u"seq"_s, r.seq}, {u"text"_s, action.publicText}, {u"success"_s, r.success}};
        if (args.flag(u"private"_s))
            out.insert(u"private"_s, QJsonObject{{u"total"_s, r.total}, {u"counter"_s, r.counter},
                                                 {u"cost"_s, r.cost}, {u"card"_s, r.card}});
        CliOutput::json(out);
    } else {
        CliOutput::line(u"#%1 %2"_s.arg(r.seq).arg(action.publicText));
        if (args.flag(u"private"_s))
            CliOutput::line(ct("For %1 only: %2").arg(spy.name, action.privateText));
    }
    return 0;
}

int ordersVerb(Campaign &campaign, const CliArgs &args)
{
    const Side side = SasBoard(campaign).side(args.positional(2, ct("the side")));
    const QStringList lines = args.positional().mid(3);
    const OrderOutcome out = SasOrders(campaign).write(side.id, lines, args.value(u"raider"_s, u"table"_s));
    CliOutput::action(campaign, out.seq, args.json());
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
    const int turn = args.has(u"turn"_s) ? CliArgs::wholeNumber(args.value(u"turn"_s), u"--turn"_s) : qMax(1, clock.turn - 1);
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

int seasonVerb(Campaign &campaign, const QString &verb, const CliArgs &args)
{
    SasSeason season(campaign);
    const QString bonus = args.value(u"bonus"_s, u"sheet"_s);
    qint64 seq = 0;
    if (verb == u"round"_s) {
        seq = season.logRound(args.positional(2, ct("the round (diplomacy, orders, units, cities)")),
                              args.positional(3, ct("the event (start, extend, pause, resume, end)")),
                              args.has(u"left"_s) ? CliArgs::wholeNumber(args.value(u"left"_s), u"--left"_s) : -1);
    } else if (verb == u"alliance"_s) {
        const QString team = args.positional(2, ct("the team (A, B or C)"));
        const QList<qint64> seqs = args.flag(u"break"_s)
                                       ? season.breakAlliance(team)
                                       : season.formAlliance(team, args.positional(3, ct("the members, e.g. England,France"))
                                                                       .split(u',', Qt::SkipEmptyParts));
        for (qint64 s : seqs)
            CliOutput::action(campaign, s, args.json());
        return 0;
    } else if (verb == u"score"_s) {
        const QList<ScoreLine> lines = season.score(bonus);
        if (args.json())
            CliOutput::json(scoreJson(lines));
        for (const ScoreLine &l : lines)
            if (!args.json())
                CliOutput::line(l.team.isEmpty() ? u"%1\t%2 VP"_s.arg(l.side).arg(l.vp)
                                                 : u"%1\t%2 VP\tteam %3: %4 VP"_s.arg(l.side).arg(l.vp).arg(l.team).arg(l.teamVp));
        return 0;
    } else if (verb == u"vp"_s) {
        seq = season.recordVictoryPoints(bonus);
    } else if (verb == u"advance"_s) {
        seq = season.advance(bonus);
    } else if (verb == u"length"_s) {
        seq = season.setGameLength(args.positional(2, ct("short, medium, long or campaign")));
    } else {
        return -1;
    }
    CliOutput::action(campaign, seq, args.json());
    return 0;
}

} // namespace

int SasCommands::run(const QStringList &words)
{
    if (words.isEmpty() || words.contains(u"--help"_s) || words.contains(u"-h"_s)) {
        CliOutput::line(ct(
            "Swords & Sails on a campaign (each step one logged, undoable action; reeve-cli undo FILE takes it back):\n"
            "  sas FILE territory NAME [control=SIDE] [trade=N] [ports=N] [major=N] [capital=SIDE] [--closed]\n"
            "  sas FILE sea NAME | control TERRITORY SIDE|neutral | length short|medium|long|campaign\n"
            "  sas FILE place SIDE army|fleet N LOCATION kn=.. hc=.. lc=.. hi=.. li=.. ps=.. ws=.. rd=.. tr=..\n"
            "  sas FILE move SIDE army|fleet N LOCATION | cargo SIDE FLEET_N Army II, Army III [--raider prose]\n"
            "  sas FILE income [--first-turn]                         phase 1, every faction\n"
            "  sas FILE counter SIDE N | spy SPY TARGET_SIDE army|fleet N [--dice A,B] [--private [--pin PIN]] | close-espionage\n"
            "  sas FILE round diplomacy|orders|units|cities start|pause|resume|extend|end [--left SECONDS]\n"
            "  sas FILE alliance A|B|C SIDE,SIDE[,...] | alliance A --break\n"
            "  sas FILE orders SIDE \"Army I: attack Flanders\" \"Fleet I: load + move North Sea with Army I\" [--raider prose]\n"
            "  sas FILE losses SIDE army|fleet N kn=1 [--reason TEXT] | capture WINNER FLEET_N LOSER FLEET_N rd=1\n"
            "  sas FILE siege SIDE ARMY_N TERRITORY points=N paid=N lose_hi=2 ...\n"
            "  sas FILE build SIDE army|fleet N hc=1 ... | raise SIDE army|fleet LOCATION tr=1 ... | city SIDE TERRITORY minor|major [--port]\n"
            "  sas FILE score | vp | advance [--bonus sheet|formula] | reports --out DIR [--turn N] [--pin PIN]\n"
            "  (spy --private needs the spying side's PIN, reports the referee's, where one is set: --pin PIN)"));
        return 0;
    }
    const CliArgs args(words, {u"dice"_s, u"left"_s, u"bonus"_s, u"reason"_s, u"raider"_s, u"out"_s, u"turn"_s, u"pin"_s},
                       {u"json"_s, u"closed"_s, u"first-turn"_s, u"port"_s, u"break"_s, u"private"_s});
    const QString file = args.positional(0, ct("the campaign file"));
    const QString verb = args.positional(1, ct("what to do (territory, sea, control, place, income, counter, spy, "
                                               "move, cargo, close-espionage, round, alliance, orders, build, raise, city, siege, losses, "
                                               "capture, score, vp, advance, length, reports)"));
    auto campaign = Campaign::open(file);
    if (campaign->game().id != u"sas"_s)
        throw Failure::badInput(ct("%1 is a %2 campaign, not Swords & Sails.").arg(file, campaign->game().title));
    if (verb == u"spy"_s)
        return spyVerb(*campaign, args);
    if (verb == u"orders"_s)
        return ordersVerb(*campaign, args);
    if (verb == u"reports"_s)
        return reportsVerb(*campaign, args);
    for (auto handler : {&boardVerb, &moneyVerb, &seasonVerb}) {
        const int code = handler(*campaign, verb, args);
        if (code >= 0)
            return code;
    }
    throw Failure::badInput(ct("Unknown sas command \"%1\"; run reeve-cli sas --help for the list.").arg(verb));
}

} // namespace Reeve
