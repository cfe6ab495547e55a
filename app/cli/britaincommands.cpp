#include "britaincommands.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>

#include "campaign/campaign.h"
#include "cliargs.h"
#include "clioutput.h"
#include "games/britain/britainstate.h"
#include "log/actionlog.h"
#include "procedures/procedureresult.h"
#include "procedures/procedurerunner.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;
using namespace Reeve::Britain;

namespace {

QString ct(const char *text)
{
    return QCoreApplication::translate("Reeve::Cli", text);
}

/// name=value words turned into procedure inputs: true/false, whole numbers, else text.
QJsonObject extraInputs(const CliArgs &args, int from)
{
    QJsonObject inputs;
    const QMap<QString, QString> map = args.pairs(from);
    for (auto it = map.cbegin(); it != map.cend(); ++it) {
        bool ok = false;
        const int n = it.value().toInt(&ok);
        if (it.value() == u"true"_s || it.value() == u"false"_s)
            inputs.insert(it.key(), it.value() == u"true"_s);
        else
            inputs.insert(it.key(), ok ? QJsonValue(n) : QJsonValue(it.value()));
    }
    return inputs;
}

/// "A, B,C" (the positional words from \a from without name=value ones, joined) → trimmed names.
QStringList names(const CliArgs &args, int from)
{
    QStringList out;
    const QString joined = args.positional().mid(from).filter(QRegularExpression(u"^[^=]*$"_s)).join(u' ');
    for (const QString &part : joined.split(u',', Qt::SkipEmptyParts))
        if (!part.trimmed().isEmpty())
            out << part.trimmed();
    return out;
}

std::optional<QList<int>> dice(const CliArgs &args)
{
    if (!args.has(u"dice"_s))
        return std::nullopt;
    return ProcedureRunner::parseDice(args.value(u"dice"_s));
}

void print(Campaign &campaign, BritainState &state, const QList<qint64> &seqs, bool ranProcedure, bool json)
{
    QJsonArray actions;
    for (qint64 seq : seqs) {
        const Action action = campaign.log().action(seq);
        actions.append(QJsonObject{{u"seq"_s, seq}, {u"text"_s, action.publicText}});
        if (!json)
            CliOutput::line(u"#%1 %2"_s.arg(seq).arg(action.publicText));
    }
    QJsonObject out{{u"actions"_s, actions}};
    if (ranProcedure) {
        const ProcedureResult &r = state.lastResult();
        out.insert(u"procedure"_s, r.toJson());
        if (!json)
            for (const ExplanationStep &step : r.explanation)
                CliOutput::line(u"    "_s + step.text + (step.ruleRef.isEmpty() ? QString() : u"  ["_s + step.ruleRef + u"]"_s));
    }
    if (json)
        CliOutput::json(out);
}

BandEntry bandEntry(const CliArgs &args)
{
    BandEntry e;
    e.side = args.positional(2, ct("the band's people (side)"));
    e.name = args.positional(3, ct("the band's name"));
    const QMap<QString, QString> p = args.pairs(4);
    e.chieftain = p.value(u"chieftain"_s);
    e.location = p.value(u"at"_s);
    if (p.contains(u"ability"_s))
        e.ability = CliArgs::wholeNumber(p.value(u"ability"_s), u"ability"_s);
    for (const QString &key : troopKeys())
        if (p.contains(key))
            e.troops.insert(key, CliArgs::wholeNumber(p.value(key), key));
    return e;
}

void show(BritainState &state, bool json)
{
    const QJsonObject all = state.toJson();
    if (json) {
        CliOutput::json(all);
        return;
    }
    CliOutput::line(ct("Year %1").arg(all.value(u"year"_s).toInt()));
    for (const QJsonValue &v : all.value(u"districts"_s).toArray()) {
        const QJsonObject d = v.toObject(), a = d.value(u"attributes"_s).toObject();
        CliOutput::line(ct("  district %1: held by %2, %3 warriors, %4 stronghold(s), last pillaged %5")
                            .arg(d.value(u"name"_s).toString(), a.value(u"held_by"_s).toString())
                            .arg(a.value(u"warriors"_s).toInt()).arg(a.value(u"strongholds"_s).toInt())
                            .arg(a.value(u"last_pillaged"_s).toInt() ? QString::number(a.value(u"last_pillaged"_s).toInt()) : ct("never")));
    }
    for (const QJsonValue &v : all.value(u"bands"_s).toArray()) {
        const QJsonObject b = v.toObject(), a = b.value(u"attributes"_s).toObject();
        CliOutput::line(ct("  %1 band %2 at %3: %4 (ability %5), %6 warriors, %7 lost, %8, next wave +%9")
                            .arg(b.value(u"side"_s).toString(), b.value(u"name"_s).toString(u"(unnamed)"_s),
                                 b.value(u"location"_s).toString(u"-"_s), a.value(u"chieftain"_s).toString(u"-"_s))
                            .arg(a.value(u"ability"_s).toInt()).arg(b.value(u"warriors"_s).toInt())
                            .arg(a.value(u"casualties"_s).toInt()).arg(a.value(u"state"_s).toString(u"ready"_s))
                            .arg(a.value(u"next_wave"_s).toInt()));
    }
    const QJsonObject leaders = all.value(u"war_leaders"_s).toObject();
    for (auto it = leaders.constBegin(); it != leaders.constEnd(); ++it)
        CliOutput::line(ct("  war leader of the %1: %2").arg(it.key(), it.value().toString()));
    const QJsonObject omens = all.value(u"omens"_s).toObject();
    for (auto it = omens.constBegin(); it != omens.constEnd(); ++it)
        CliOutput::line(ct("  omens of the %1 for this battle: %2").arg(it.key(), it.value().toString()));
}

int stateVerb(Campaign &campaign, BritainState &state, const QString &verb, const CliArgs &args)
{
    const QMap<QString, QString> p = args.pairs(2);
    QList<qint64> seqs;
    if (verb == u"district"_s) {
        seqs << state.addDistrict(args.positional(2, ct("the district's name")),
                                  p.contains(u"warriors"_s) ? CliArgs::wholeNumber(p.value(u"warriors"_s), u"warriors"_s) : -1,
                                  p.contains(u"strongholds"_s) ? CliArgs::wholeNumber(p.value(u"strongholds"_s), u"strongholds"_s) : -1,
                                  p.value(u"held_by"_s),
                                  !args.flag(u"no-band"_s));
    } else if (verb == u"band"_s) {
        seqs << state.enterBand(bandEntry(args));
    } else if (verb == u"state"_s) {
        seqs << state.setBandState(args.positional(2, ct("the band")),
                                   args.positional().mid(3).join(u' '), args.value(u"reason"_s));
    } else if (verb == u"losses"_s) {
        seqs << state.addCasualties(args.positional(2, ct("the band")), CliArgs::wholeNumber(args.positional(3, ct("warriors lost")), u"lost"_s),
                                    args.value(u"reason"_s));
    } else if (verb == u"won"_s || verb == u"lost"_s) {
        seqs << state.recordBattle(args.positional(2, ct("the band")), verb == u"won"_s);
    } else if (verb == u"settle"_s) {
        seqs << state.settleDistrict(args.positional(2, ct("the district")), args.positional(3, ct("the people settling")));
    } else if (verb == u"year"_s) {
        seqs << state.setYear(CliArgs::wholeNumber(args.positional(2, ct("the year")), u"year"_s));
    } else {
        return -1;
    }
    print(campaign, state, seqs, false, args.json());
    return 0;
}

int ruleVerb(Campaign &campaign, BritainState &state, const QString &verb, const CliArgs &args)
{
    QList<qint64> seqs;
    if (verb == u"incursion"_s) {
        seqs = state.rollIncursion(dice(args));
    } else if (verb == u"war-leader"_s) {
        seqs = state.chooseWarLeader(args.positional(2, ct("the side")),
                                     names(args, 3), dice(args));
    } else if (verb == u"morale"_s) {
        seqs = state.moraleCheck(args.positional(2, ct("the band")),
                                 CliArgs::wholeNumber(args.positional(3, ct("warriors lost this turn")), u"lost"_s),
                                 extraInputs(args, 4), dice(args));
    } else if (verb == u"rally"_s) {
        seqs = state.rally(args.positional(2, ct("the band")), extraInputs(args, 3), dice(args));
    } else if (verb == u"melee"_s) {
        seqs = state.melee(args.positional(2, ct("band a")), args.positional(3, ct("band b")), extraInputs(args, 4));
    } else if (verb == u"favour"_s) {
        const QMap<QString, QString> p = args.pairs(4);
        seqs = state.divineFavour(args.positional(2, ct("the side")),
                                  CliArgs::wholeNumber(args.positional(3, ct("the reduction in % (0 to 50)")), u"reduction"_s),
                                  names(args, 4),
                                  CliArgs::wholeNumber(p.value(u"baptised"_s, u"0"_s), u"baptised"_s), dice(args));
    } else if (verb == u"struck"_s) {
        seqs = state.leaderStruck(args.positional(2, ct("the band")), extraInputs(args, 3), dice(args));
    } else if (verb == u"pillage"_s) {
        seqs = state.pillage(args.positional(2, ct("the district")),
                             names(args, 3));
    } else if (verb == u"close-year"_s) {
        seqs = state.closeYear();
    } else {
        return -1;
    }
    print(campaign, state, seqs, true, args.json());
    return 0;
}

} // namespace

int BritainCommands::run(const QStringList &words)
{
    if (words.isEmpty() || words.contains(u"--help"_s) || words.contains(u"-h"_s)) {
        CliOutput::line(ct(
            "Dark Age Britain on a campaign (each step one logged, undoable action; reeve-cli undo FILE takes it back):\n"
            "  britain FILE show [--json]\n"
            "  britain FILE district NAME [warriors=N] [strongholds=N] [held_by=SIDE] [--no-band]\n"
            "  britain FILE band SIDE NAME [chieftain=NAME] [ability=N] [foot=N] [horsemen=N] [bowmen=N]\n"
            "                  [peasant_spearmen=N] [at=LOCATION]     (fills the side's first unnamed band)\n"
            "  britain FILE year N | incursion [--dice D]              the year; roll the next incursion\n"
            "  britain FILE war-leader SIDE [BAND,BAND...] [--dice ...]  choose and record the war leader\n"
            "  britain FILE melee BAND_A BAND_B a_survivors=N a_inflicted=N b_survivors=N b_inflicted=N\n"
            "  britain FILE losses BAND N [--reason TEXT] | state BAND ready|broken|driven back\n"
            "  britain FILE morale BAND LOST [omens=good|bad] [leader_killed_or_wounded=true] ... [--dice D]\n"
            "  britain FILE rally BAND [bad_omens=true] [by_commander=true] ... [--dice D]\n"
            "  britain FILE favour SIDE PCT BAND[,BAND...] [baptised=N] [--dice D]   offering and omens before battle\n"
            "  britain FILE struck BAND [battle=won|lost] [--dice D] | won BAND | lost BAND   leaders' record\n"
            "  britain FILE pillage DISTRICT BAND[,BAND...] | settle DISTRICT PEOPLE | close-year"));
        return 0;
    }
    const CliArgs args(words, {u"dice"_s, u"reason"_s}, {u"json"_s, u"no-band"_s});
    const QString file = args.positional(0, ct("the campaign file"));
    const QString verb = args.positional(1, ct("what to do (show, district, band, year, incursion, war-leader, melee, "
                                               "losses, state, morale, rally, favour, struck, won, lost, pillage, settle, close-year)"));
    auto campaign = Campaign::open(file);
    if (campaign->game().id != u"britain"_s)
        throw Failure::badInput(ct("%1 is a %2 campaign, not Dark Age Britain.").arg(file, campaign->game().title));
    BritainState state(*campaign);
    if (verb == u"show"_s) {
        show(state, args.json());
        return 0;
    }
    for (auto handler : {&stateVerb, &ruleVerb}) {
        const int code = handler(*campaign, state, verb, args);
        if (code >= 0)
            return code;
    }
    throw Failure::badInput(ct("Unknown britain command \"%1\"; run reeve-cli britain --help for the list.").arg(verb));
}

} // namespace Reeve
