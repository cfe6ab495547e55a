#include "charlemagnecommands.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

#include "campaign/campaign.h"
#include <QRegularExpression>

#include "campaign/campaignreader.h"
#include "cliargs.h"
#include "clioutput.h"
#include "games/charlemagne/charlemagnevictory.h"
#include "log/actionlog.h"
#include "procedures/procedurerunner.h"
#include "stepcommands.h"
#include "steps/stepinput.h"
#include "steps/stepregistry.h"
#include "steps/steprunner.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;
using namespace Reeve::Charlemagne;

namespace {

QString ct(const char *text)
{
    return QCoreApplication::translate("Reeve::Cli", text);
}

/// The step's fields from the verb's words: the positional words after the verb (without name=value
/// ones) under \a names, then the name=value words; a list field's "1,2" becomes a JSON list.
QJsonObject fieldsOf(const StepSpec &spec, const CliArgs &args, const QStringList &names)
{
    QMap<QString, QString> pairs = args.pairs(2);
    const QStringList words = args.positional().mid(2).filter(QRegularExpression(u"^[^=]*$"_s));
    for (qsizetype i = 0; i < names.size() && i < words.size(); ++i)
        pairs.insert(names.at(i), words.at(i));
    if (words.size() > names.size())
        throw Failure::badInput(
                ct("Too many words after %1: \"%2\" is not expected (give options as name=value).")
                        .arg(args.positional().value(1), words.at(names.size())));
    QJsonObject json;
    for (const StepField &f : spec.fields) {
        if (f.type != StepField::Type::List || !pairs.contains(f.name) || pairs.value(f.name).startsWith(u'['))
            continue;
        QJsonArray items;
        for (const QString &word : pairs.take(f.name).split(u',', Qt::SkipEmptyParts)) {
            bool ok = false;
            const qint64 id = word.trimmed().toLongLong(&ok);
            items.append(ok ? QJsonValue(id) : QJsonValue(word.trimmed()));
        }
        json.insert(f.name, items);
    }
    return StepInput::collect(spec, json, pairs);
}

/// Runs the verb as its registered step (one action; a refusal is exit 2 with nothing written).
StepResult runStep(Campaign &campaign, const QString &id, const CliArgs &args, const QStringList &names,
                   const QStringList &flags = {})
{
    const StepSpec &spec = StepRegistry::standard().get(u"charlemagne"_s, id);
    QJsonObject fields = fieldsOf(spec, args, names);
    for (const QString &flag : flags) {
        if (args.flag(flag))
            fields.insert(flag, true);
    }
    if (id == u"levy"_s && fields.value(u"type"_s).isString()) // warrior-host, as the help spells it
        fields.insert(u"type"_s, fields.value(u"type"_s).toString().replace(u'-', u' '));
    QJsonObject dice;
    if (args.has(u"dice"_s)) {
        QJsonArray faces;
        for (int face : ProcedureRunner::parseDice(args.value(u"dice"_s)))
            faces.append(face);
        dice = StepInput::dice(spec, {}, {{u"roll"_s, faces}});
    }
    const StepResult r = StepRunner(campaign).run(spec, fields, dice, StepRunner::Mode::Apply);
    if (r.refused())
        throw Failure::badInput(StepCommands::refusalText(r), r.toJson());
    return r;
}

int vpVerb(Campaign &campaign, const CliArgs &args)
{
    QJsonObject out;
    if (args.flag(u"record"_s)) {
        const StepResult r = runStep(campaign, u"vp"_s, args, {});
        out = r.outcome;
        out.insert(u"seq"_s, r.seq); // the action undo takes back (the chart's quantity and the record)
    } else {
        const VictoryCount count = VictoryCounter(campaign).requireComplete();
        QJsonArray lines;
        for (const VictoryLine &l : count.lines)
            lines.append(QJsonObject{{u"source"_s, l.source},
                                     {u"where"_s, l.where},
                                     {u"points"_s, l.points},
                                     {u"text"_s, l.text},
                                     {u"rule"_s, l.ruleRef}});
        out = {{u"side"_s, count.side},
               {u"vp"_s, count.total},
               {u"level"_s, count.level},
               {u"level_text"_s, VictoryCounter::levelText(count.level)},
               {u"lines"_s, lines}};
    }
    if (args.json()) {
        CliOutput::json(out);
        return 0;
    }
    for (const QJsonValue &v : out.value(u"lines"_s).toArray()) {
        const QJsonObject l = v.toObject();
        CliOutput::line(u"%1\t%2\t(%3)"_s.arg(l.value(u"points"_s).toInt(), 3)
                                .arg(l.value(u"text"_s).toString(), l.value(u"rule"_s).toString()));
    }
    CliOutput::line(ct("%1: %2 victory points, %3 (Charlemagne §27.2; only the Empire scores)")
                            .arg(out.value(u"side"_s).toString())
                            .arg(out.value(u"vp"_s).toInt())
                            .arg(VictoryCounter::levelText(out.value(u"level"_s).toString())));
    if (out.contains(u"seq"_s))
        CliOutput::line(
                ct("Recorded as action #%1 (vp, for the charts).").arg(out.value(u"seq"_s).toInteger()));
    return 0;
}

int unitsVerb(Campaign &campaign, const CliArgs &args)
{
    CampaignReader reader(campaign.database());
    const QString where = args.positional().value(2);
    QJsonArray array;
    for (const Unit &u : reader.units()) {
        if (!where.isEmpty() && u.locationId != where)
            continue;
        const QString side = reader.side(u.sideId).name;
        const QString strength = u.attributes.contains(u"strength"_s)
                                         ? QString::number(u.attributes.value(u"strength"_s).toInt())
                                         : QString();
        array.append(QJsonObject{{u"id"_s, u.id},
                                 {u"side"_s, side},
                                 {u"type"_s, u.type},
                                 {u"name"_s, u.name},
                                 {u"location"_s, u.locationId},
                                 {u"status"_s, u.status},
                                 {u"strength"_s, strength}});
        if (!args.json())
            CliOutput::line(u"%1\t%2\t%3%4\t%5\t%6%7"_s.arg(u.id)
                                    .arg(side, u.type, u.name.isEmpty() ? QString() : u" "_s + u.name,
                                         u.locationId, u.status,
                                         strength.isEmpty() ? QString() : u"\tstrength "_s + strength));
    }
    if (args.json())
        CliOutput::json(array);
    return 0;
}

/// The board verbs: the step's positional fields; each prints its one action as before.
const QMap<QString, QStringList> &boardVerbs()
{
    static const QMap<QString, QStringList> verbs{{u"control"_s, {u"region"_s, u"control"_s}},
                                                  {u"convert"_s, {u"region"_s, u"religion"_s}},
                                                  {u"hex"_s, {u"hex"_s}},
                                                  {u"burg"_s, {u"hex"_s}},
                                                  {u"civilization"_s, {u"hex"_s}},
                                                  {u"pillage"_s, {u"hex"_s}},
                                                  {u"levy"_s, {u"side"_s, u"type"_s, u"location"_s}},
                                                  {u"strength"_s, {u"unit"_s, u"strength"_s}},
                                                  {u"move"_s, {u"unit"_s, u"to"_s}},
                                                  {u"eliminate"_s, {u"unit"_s}},
                                                  {u"region-levy"_s, {u"region"_s, u"levy"_s}},
                                                  {u"region-religion"_s, {u"region"_s, u"religion"_s}}};
    return verbs;
}

/// The turn steps whose roll changes the board (and the ratio): the procedure's working is printed.
const QMap<QString, QStringList> &turnVerbs()
{
    static const QMap<QString, QStringList> verbs{{u"treasury"_s, {u"side"_s}},
                                                  {u"buy-stratagems"_s, {u"side"_s, u"count"_s}},
                                                  {u"vassalage"_s, {u"side"_s, u"region"_s}},
                                                  {u"conversion"_s, {u"side"_s, u"region"_s, u"religion"_s}},
                                                  {u"survival"_s, {}},
                                                  {u"battle"_s, {u"column"_s}},
                                                  {u"ratio"_s, {}}};
    return verbs;
}

void printStep(Campaign &campaign, const QJsonObject &outcome, bool json)
{
    const qint64 seq = outcome.value(u"seq"_s).toInteger();
    const Action action = campaign.log().action(seq);
    const QJsonObject procedure = outcome.value(u"procedure"_s).toObject();
    if (json) {
        QJsonObject out{{u"seq"_s, seq},
                        {u"text"_s, action.publicText},
                        {u"consequence"_s, outcome.value(u"consequence"_s)},
                        {u"procedure"_s, procedure}};
        if (outcome.contains(u"advances_returned"_s))
            out.insert(u"advances_returned"_s, outcome.value(u"advances_returned"_s));
        CliOutput::json(out);
        return;
    }
    CliOutput::line(u"#%1 %2"_s.arg(seq).arg(action.publicText));
    for (const QJsonValue &v : procedure.value(u"explanation"_s).toArray()) {
        const QString rule = v.toObject().value(u"rule"_s).toString();
        CliOutput::line(u"    "_s + v.toObject().value(u"text"_s).toString()
                        + (rule.isEmpty() ? QString() : u"  ["_s + rule + u"]"_s));
    }
    if (const qint64 returned = outcome.value(u"advances_returned"_s).toInteger(); returned > 0)
        CliOutput::action(campaign, returned, false); // the military advances played (§16.6d(3), §8.4b)
}

int stepVerb(Campaign &campaign, const QString &verb, const CliArgs &args)
{
    if (boardVerbs().contains(verb)) {
        const StepResult r = runStep(campaign, verb, args, boardVerbs().value(verb), {u"remove"_s});
        const qint64 seq = r.outcome.value(u"seq"_s).toInteger();
        const QJsonArray left = r.outcome.value(u"referee_checks"_s).toArray(); // a levy's (§11.1c(1), §11.5a)
        if (left.isEmpty() || !args.json()) {
            CliOutput::action(campaign, seq, args.json());
        } else {
            CliOutput::json(QJsonObject{{u"seq"_s, seq},
                                        {u"text"_s, campaign.log().action(seq).publicText},
                                        {u"unit"_s, r.outcome.value(u"unit"_s)},
                                        {u"referee_checks"_s, left}});
        }
        for (const QJsonValue &v : left) {
            if (!args.json())
                CliOutput::line(ct("  for the referee to check: %1").arg(v.toString()));
        }
        return 0;
    }
    if (!turnVerbs().contains(verb))
        return -1;
    QStringList names = turnVerbs().value(verb);
    // The side may be left out for the clock's player (Charlemagne §3.1): `buy-stratagems 2` is the count.
    const QStringList words = args.positional().mid(2).filter(QRegularExpression(u"^[^=]*$"_s));
    if (verb == u"buy-stratagems"_s && words.size() == 1
        && QRegularExpression(u"^\\d+$"_s).match(words.first()).hasMatch())
        names = {u"count"_s};
    const StepResult r = runStep(campaign, verb, args, names, {u"spend"_s});
    printStep(campaign, r.outcome, args.json());
    return 0;
}

} // namespace

int CharlemagneCommands::run(const QStringList &words)
{
    if (words.isEmpty() || words.contains(u"--help"_s) || words.contains(u"-h"_s)) {
        CliOutput::line(
                ct("Charlemagne on a campaign (each change one logged, undoable action; reeve-cli undo FILE "
                   "takes it back):\n"
                   "  charlemagne FILE vp [--record] [--json]        the Empire's victory points, one line "
                   "per source (§27)\n"
                   "  charlemagne FILE control REGION Empire|Tribal|Neutral | convert REGION "
                   "christian|pagan|muslim\n"
                   "  charlemagne FILE hex HEX [region=REGION] [terrain=T] [port=true|false]\n"
                   "  charlemagne FILE burg|civilization|pillage HEX [--remove]\n"
                   "  charlemagne FILE units [LOCATION] [--json] | levy SIDE TYPE LOCATION [name=N]\n"
                   "  charlemagne FILE move UNIT LOCATION | eliminate UNIT | strength UNIT N\n"
                   "  charlemagne FILE region-levy REGION N | region-religion REGION christian|pagan|muslim\n"
                   "                                                 Region Control Table figures from the "
                   "printed chart\n"
                   "Turn steps, the roll and what it changes in ONE action (entered --dice D,D or rolled):\n"
                   "  charlemagne FILE treasury SIDE [burgs=N]         §10.1 taxes posted to the side's "
                   "treasure\n"
                   "  charlemagne FILE buy-stratagems SIDE N           §10.2c draws paid (then draw them: "
                   "container draw)\n"
                   "  charlemagne FILE vassalage SIDE REGION [markers=N double_markers=N defender_markers=N\n"
                   "        defender_double_markers=N modifier=N reading=auto|success|failure] [--spend] "
                   "[--dice D]\n"
                   "                                                 §9: control changed on success\n"
                   "  charlemagne FILE conversion SIDE REGION RELIGION [force_religion=R leader=true|false "
                   "markers=N ...\n"
                   "        reading=auto|success|failure] [--spend] [--dice D]   §18: religion changed on "
                   "success\n"
                   "  charlemagne FILE survival [rejoin=LOCATION] [--dice D]     §21.4e Charlemagne's fate\n"
                   "  charlemagne FILE ratio attackers=ID,ID defenders=ID,ID [attacker_advance=true "
                   "defender_terrain=true\n"
                   "        defender_advance=true]                   §16.6 the ratio column from the units' "
                   "strengths\n"
                   "  charlemagne FILE battle COLUMN [attackers=ID,ID defenders=ID,ID in_burg=true|false\n"
                   "        reading=auto|attacker-eliminated|defender-eliminated|both-eliminated|none] "
                   "[--dice D]\n"
                   "                                                 §16.7 Battle Table roll and its "
                   "eliminations\n"
                   "  --spend returns the markers bid from both hands to the Container (§9.2, §18.2); "
                   "reading=auto reads\n"
                   "  the entered table result's words (a side or religion named, success, fail)"));
        return 0;
    }
    const CliArgs args(words, {u"dice"_s}, {u"json"_s, u"record"_s, u"remove"_s, u"spend"_s});
    const QString file = args.positional(0, ct("the campaign file"));
    const QString verb = args.positional(
            1, ct("what to do (vp, control, convert, hex, burg, civilization, pillage, "
                  "units, levy, move, eliminate, strength, region-levy, region-religion, treasury, "
                  "buy-stratagems, vassalage, conversion, survival, ratio, battle)"));
    auto campaign = Campaign::open(file);
    if (campaign->game().id != u"charlemagne"_s)
        throw Failure::badInput(
                ct("%1 is a %2 campaign, not Charlemagne.").arg(file, campaign->game().shownTitle()));
    if (verb == u"vp"_s)
        return vpVerb(*campaign, args);
    if (verb == u"units"_s)
        return unitsVerb(*campaign, args);
    if (stepVerb(*campaign, verb, args) == 0)
        return 0;
    throw Failure::badInput(
            ct("Unknown charlemagne command \"%1\"; run reeve-cli charlemagne --help for the list.").arg(verb));
}

} // namespace Reeve
