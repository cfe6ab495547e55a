#include "britaincommands.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "cliargs.h"
#include "clioutput.h"
#include "games/britain/britainstate.h"
#include "log/actionlog.h"
#include "procedures/procedurerunner.h"
#include "stepcommands.h"
#include "steps/stepinput.h"
#include "steps/stepregistry.h"
#include "steps/steprunner.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;
using namespace Reeve::Britain;

namespace {

QString ct(const char *text)
{
    return QCoreApplication::translate("Reeve::Cli", text);
}

/// How a verb's positional words become the step's fields: the first words under \a names, the rest
/// (band names with spaces, "driven back") under \a rest, joined; a list rest is split at commas.
struct VerbShape
{
    QStringList names;
    QString rest;
    bool procedure = true; ///< prints the britain.* procedure's working
};

const QMap<QString, VerbShape> &verbs()
{
    static const QMap<QString, VerbShape> map{{u"district"_s, {{u"name"_s}, {}, false}},
                                              {u"band"_s, {{u"side"_s, u"name"_s}, {}, false}},
                                              {u"state"_s, {{u"band"_s}, u"state"_s, false}},
                                              {u"losses"_s, {{u"band"_s, u"lost"_s}, {}, false}},
                                              {u"won"_s, {{u"band"_s}, {}, false}},
                                              {u"lost"_s, {{u"band"_s}, {}, false}},
                                              {u"settle"_s, {{u"district"_s, u"people"_s}, {}, false}},
                                              {u"year"_s, {{u"year"_s}, {}, false}},
                                              {u"incursion"_s, {{}, {}, true}},
                                              {u"war-leader"_s, {{u"side"_s}, u"bands"_s, true}},
                                              {u"morale"_s, {{u"band"_s, u"lost"_s}, {}, true}},
                                              {u"rally"_s, {{u"band"_s}, {}, true}},
                                              {u"melee"_s, {{u"band_a"_s, u"band_b"_s}, {}, true}},
                                              {u"archery"_s, {{u"band"_s, u"target"_s}, {}, true}},
                                              {u"charge"_s, {{u"band"_s, u"target"_s}, {}, true}},
                                              {u"favour"_s, {{u"side"_s, u"reduction"_s}, u"bands"_s, true}},
                                              {u"struck"_s, {{u"band"_s}, {}, true}},
                                              {u"pillage"_s, {{u"district"_s}, u"bands"_s, true}},
                                              {u"close-year"_s, {{}, {}, true}},
                                              {u"move"_s, {{u"band"_s, u"to"_s}, u"with"_s, false}},
                                              {u"home"_s, {{u"band"_s}, {}, false}},
                                              {u"detach"_s, {{u"band"_s}, {}, true}},
                                              {u"besiege"_s, {{u"band"_s, u"district"_s}, {}, false}},
                                              {u"fates"_s, {{}, u"bands"_s, true}},
                                              {u"on-own"_s, {{u"band"_s}, {}, false}}};
    return map;
}

QJsonObject fieldsOf(const StepSpec &spec, const CliArgs &args, const VerbShape &shape)
{
    QMap<QString, QString> pairs = args.pairs(2);
    const QStringList words = args.positional().mid(2).filter(QRegularExpression(u"^[^=]*$"_s));
    for (qsizetype i = 0; i < shape.names.size() && i < words.size(); ++i)
        pairs.insert(shape.names.at(i), words.at(i));
    QJsonObject json;
    const QStringList rest = words.mid(shape.names.size());
    if (!rest.isEmpty() && shape.rest.isEmpty())
        throw Failure::badInput(
                ct("Too many words after %1: \"%2\" is not expected (give options as name=value).")
                        .arg(args.positional().value(1), rest.first()));
    const StepField *listField = shape.rest.isEmpty() ? nullptr : spec.field(shape.rest);
    if (rest.isEmpty() && listField && !listField->required) {
        // No list given: the step's own default (the fates step: every chieftain not yet rolled).
    } else if (shape.rest == u"bands"_s || shape.rest == u"with"_s) {
        QJsonArray bands;
        for (const QString &part : rest.join(u' ').split(u',', Qt::SkipEmptyParts)) {
            if (!part.trimmed().isEmpty())
                bands.append(part.trimmed());
        }
        json.insert(shape.rest, bands);
    } else if (!rest.isEmpty()) {
        pairs.insert(shape.rest, rest.join(u' '));
    }
    if (args.has(u"reason"_s))
        pairs.insert(u"reason"_s, args.value(u"reason"_s));
    if (args.flag(u"no-band"_s))
        pairs.insert(u"band"_s, u"false"_s);
    return StepInput::collect(spec, json, pairs);
}

/// Runs the verb as its registered step (one action; a refusal is exit 2 with nothing written).
StepResult runStep(Campaign &campaign, const QString &verb, const CliArgs &args)
{
    const StepSpec &spec = StepRegistry::standard().get(u"britain"_s, verb);
    VerbShape shape = verbs().value(verb);
    if (verb == u"war-leader"_s && args.positional().size() > 2) {
        // The people is optional (left out, the Anglo-Saxons choose together): a first word that names
        // no side starts the list of bands.
        bool isSide = false;
        for (const Side &s : CampaignReader(campaign.database()).sides())
            isSide = isSide || s.name.compare(args.positional().at(2), Qt::CaseInsensitive) == 0;
        if (!isSide)
            shape.names.clear();
    }
    const QJsonObject fields = fieldsOf(spec, args, shape);
    QJsonObject dice;
    if (args.has(u"dice"_s)) {
        QJsonArray faces;
        for (int face : ProcedureRunner::parseDice(args.value(u"dice"_s)))
            faces.append(face);
        dice = StepInput::dice(spec, {}, {{spec.dice.isEmpty() ? u"roll"_s : spec.dice.first().name, faces}});
    }
    const StepResult r = StepRunner(campaign).run(spec, fields, dice, StepRunner::Mode::Apply);
    if (r.refused())
        throw Failure::badInput(StepCommands::refusalText(r), r.toJson());
    return r;
}

void print(Campaign &campaign, const QJsonObject &outcome, bool ranProcedure, bool json)
{
    QJsonArray actions;
    for (const QJsonValue &v : outcome.value(u"actions"_s).toArray()) {
        const qint64 seq = v.toInteger();
        const Action action = campaign.log().action(seq);
        actions.append(QJsonObject{{u"seq"_s, seq}, {u"text"_s, action.publicText}});
        if (!json)
            CliOutput::line(u"#%1 %2"_s.arg(seq).arg(action.publicText));
    }
    QJsonObject out{{u"actions"_s, actions}};
    if (outcome.contains(u"sides"_s)) { // the fates step's reading of a change of sides
        out.insert(u"sides"_s, outcome.value(u"sides"_s));
        if (!json)
            CliOutput::line(ct("  (%1)").arg(outcome.value(u"sides"_s).toString()));
    }
    if (ranProcedure) {
        const QJsonObject procedure = outcome.value(u"procedure"_s).toObject();
        out.insert(u"procedure"_s, procedure);
        for (const QJsonValue &v : procedure.value(u"explanation"_s).toArray()) {
            const QString rule = v.toObject().value(u"rule"_s).toString();
            if (!json)
                CliOutput::line(u"    "_s + v.toObject().value(u"text"_s).toString()
                                + (rule.isEmpty() ? QString() : u"  ["_s + rule + u"]"_s));
        }
    }
    if (json)
        CliOutput::json(out);
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
        CliOutput::line(
                ct("  district %1: held by %2, %3 warriors, %4 stronghold(s), last pillaged %5")
                        .arg(d.value(u"name"_s).toString(), a.value(u"held_by"_s).toString())
                        .arg(a.value(u"warriors"_s).toInt())
                        .arg(a.value(u"strongholds"_s).toInt())
                        .arg(a.value(u"last_pillaged"_s).toInt()
                                     ? QString::number(a.value(u"last_pillaged"_s).toInt())
                                     : ct("never"))
                + (a.contains(u"neighbours"_s)
                           ? ct(", borders %1")
                                     .arg(a.value(u"neighbours"_s).toVariant().toStringList().join(u", "_s))
                           : QString()));
    }
    for (const QJsonValue &v : all.value(u"bands"_s).toArray()) {
        const QJsonObject b = v.toObject(), a = b.value(u"attributes"_s).toObject();
        CliOutput::line(
                ct("  %1 band %2 at %3: %4 (ability %5), %6 warriors, %7 lost, %8, next wave +%9")
                        .arg(b.value(u"side"_s).toString(), b.value(u"name"_s).toString(u"(unnamed)"_s),
                             b.value(u"location"_s).toString(u"-"_s), a.value(u"chieftain"_s).toString(u"-"_s))
                        .arg(a.value(u"ability"_s).toInt())
                        .arg(b.value(u"warriors"_s).toInt())
                        .arg(a.value(u"casualties"_s).toInt())
                        .arg(a.value(u"state"_s).toString(u"ready"_s))
                        .arg(a.value(u"next_wave"_s).toInt())
                + (a.value(u"moved"_s).toInt() > 0 ? ct(", %1 movement spent").arg(a.value(u"moved"_s).toInt())
                                                   : QString())
                + (a.contains(u"follows"_s) ? ct(", with %1").arg(a.value(u"follows"_s).toString())
                                            : QString())
                + (a.contains(u"people"_s)
                           ? ct(", of the %1, gone over to the %2 %3")
                                     .arg(a.value(u"people"_s).toString(), b.value(u"side"_s).toString(),
                                          a.value(u"fights_for_good"_s).toBool() ? ct("for good")
                                                                                 : ct("this year"))
                           : QString()));
    }
    const QJsonObject leaders = all.value(u"war_leaders"_s).toObject();
    const QJsonObject years = all.value(u"war_leader_years"_s).toObject();
    for (auto it = leaders.constBegin(); it != leaders.constEnd(); ++it) {
        const QJsonValue chosen = years.value(it.key());
        CliOutput::line(ct("  war leader of the %1: %2 (%3)")
                                .arg(it.key(), it.value().toString(),
                                     chosen.isDouble() ? ct("chosen in %1").arg(chosen.toInt())
                                                       : ct("the year he was chosen is not recorded")));
    }
    const QJsonObject omens = all.value(u"omens"_s).toObject();
    for (auto it = omens.constBegin(); it != omens.constEnd(); ++it)
        CliOutput::line(ct("  omens of the %1 for this battle: %2").arg(it.key(), it.value().toString()));
}

} // namespace

int BritainCommands::run(const QStringList &words)
{
    if (words.isEmpty() || words.contains(u"--help"_s) || words.contains(u"-h"_s)) {
        CliOutput::line(ct(
                "Dark Age Britain on a campaign (each step one logged, undoable action; reeve-cli undo FILE "
                "takes it back):\n"
                "  britain FILE show [--json]\n"
                "  britain FILE district NAME [warriors=N] [strongholds=N] [held_by=SIDE] [--no-band]\n"
                "  britain FILE band SIDE NAME [chieftain=NAME] [ability=N] [foot=N] [horsemen=N] "
                "[bowmen=N]\n"
                "                  [peasant_spearmen=N] [at=LOCATION]     (fills the side's first unnamed "
                "band)\n"
                "  britain FILE year N | incursion [--dice D]              the year; roll the next "
                "incursion\n"
                "  britain FILE war-leader [SIDE] [BAND,BAND...] [tie_winner=BAND] [--dice ...]  the war "
                "leader\n"
                "                  (no SIDE: the Saxons, Angles and Jutes choose together)\n"
                "  britain FILE melee BAND_A BAND_B a_survivors=N a_inflicted=N b_survivors=N b_inflicted=N\n"
                "  britain FILE archery BAND TARGET [bowmen=N] [group=1|2|3] [close_order=true] ... [--dice "
                "D,D...]\n"
                "                  the band's bowmen shoot at an enemy band where both stand (MISSILE FIRE)\n"
                "  britain FILE charge BAND TARGET charge_inches=N order=open|close [ranks=N] [horsemen=N] "
                "[--dice D,D...]\n"
                "                  British horse charge enemy foot (SPECIAL HORSEMAN RULES)\n"
                "  britain FILE losses BAND N [--reason TEXT] | state BAND ready|broken|driven back\n"
                "  britain FILE morale BAND LOST [omens=good|bad] [leader_killed_or_wounded=true] ... "
                "[--dice D]\n"
                "  britain FILE rally BAND [bad_omens=true] [by_commander=true] ... [--dice D]\n"
                "  britain FILE favour SIDE PCT BAND[,BAND...] [baptised=N] [--dice D]   offering and omens "
                "before battle\n"
                "  britain FILE struck BAND [battle=won|lost] [--dice D] | won BAND | lost BAND   leaders' "
                "record\n"
                "  britain FILE fates [BAND,BAND...] [sides=this-year|for-good] [--dice D,D...]   the "
                "chieftains\n"
                "                  against the war leader: join, home, sulk, change sides or go alone "
                "(no BAND: all)\n"
                "  britain FILE on-own BAND                            a chieftain who tied and rolled 5-6 "
                "campaigns alone\n"
                "  britain FILE move BAND DISTRICT [BAND,BAND...]   enter a district (with the bands of "
                "its army)\n"
                "  britain FILE home BAND [--reason TEXT]             a band goes home before the year's "
                "end\n"
                "  britain FILE detach BAND [--dice D] | besiege BAND DISTRICT   leave the army; lay a "
                "siege\n"
                "  britain FILE pillage DISTRICT BAND[,BAND...] | settle DISTRICT PEOPLE [band=BAND] | "
                "close-year"));
        return 0;
    }
    const CliArgs args(words, {u"dice"_s, u"reason"_s}, {u"json"_s, u"no-band"_s});
    const QString file = args.positional(0, ct("the campaign file"));
    const QString verb = args.positional(1, ct("what to do (show, district, band, move, home, detach, "
                                               "besiege, year, incursion, war-leader, fates, on-own, melee, "
                                               "archery, charge, losses, state, morale, rally, favour, "
                                               "struck, won, lost, pillage, settle, close-year)"));
    auto campaign = Campaign::open(file);
    if (campaign->game().id != u"britain"_s)
        throw Failure::badInput(
                ct("%1 is a %2 campaign, not Dark Age Britain.").arg(file, campaign->game().shownTitle()));
    BritainState state(*campaign);
    if (verb == u"show"_s) {
        show(state, args.json());
        return 0;
    }
    if (verbs().contains(verb)) {
        const StepResult r = runStep(*campaign, verb, args);
        print(*campaign, r.outcome, verbs().value(verb).procedure, args.json());
        return 0;
    }
    throw Failure::badInput(
            ct("Unknown britain command \"%1\"; run reeve-cli britain --help for the list.").arg(verb));
}

} // namespace Reeve
