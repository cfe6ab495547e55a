#include "charlemagnecommands.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "campaign/campaignreader.h"
#include "cliargs.h"
#include "clioutput.h"
#include "games/charlemagne/charlemagneboard.h"
#include "games/charlemagne/charlemagneturn.h"
#include "games/charlemagne/charlemagnevictory.h"
#include "log/actionlog.h"
#include "procedures/procedurerunner.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;
using namespace Reeve::Charlemagne;

namespace {

QString ct(const char *text)
{
    return QCoreApplication::translate("Reeve::Cli", text);
}

qint64 unitId(const QString &text)
{
    bool ok = false;
    const qint64 id = text.toLongLong(&ok);
    if (!ok || id <= 0)
        throw Failure::badInput(ct("Give the unit's number as reeve-cli charlemagne FILE units lists it (got \"%1\").").arg(text));
    return id;
}

int vpVerb(Campaign &campaign, const CliArgs &args)
{
    VictoryCounter counter(campaign);
    const VictoryCount count = counter.requireComplete();
    const qint64 seq = args.flag(u"record"_s) ? counter.record() : 0;
    if (args.json()) {
        QJsonArray lines;
        for (const VictoryLine &l : count.lines)
            lines.append(QJsonObject{{u"source"_s, l.source}, {u"where"_s, l.where}, {u"points"_s, l.points},
                                     {u"text"_s, l.text}, {u"rule"_s, l.ruleRef}});
        QJsonObject out{{u"side"_s, count.side}, {u"vp"_s, count.total}, {u"level"_s, count.level}, {u"lines"_s, lines}};
        if (seq)
            out.insert(u"seq"_s, seq);
        CliOutput::json(out);
        return 0;
    }
    for (const VictoryLine &l : count.lines)
        CliOutput::line(u"%1\t%2\t(%3)"_s.arg(l.points, 3).arg(l.text, l.ruleRef));
    CliOutput::line(ct("%1: %2 victory points, %3 (Charlemagne §27.2; only the Empire scores)")
                        .arg(count.side).arg(count.total).arg(count.level));
    if (seq)
        CliOutput::line(ct("Recorded as action #%1 (vp, for the charts).").arg(seq));
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
        const QString strength = u.attributes.contains(u"strength"_s) ? QString::number(u.attributes.value(u"strength"_s).toInt()) : QString();
        array.append(QJsonObject{{u"id"_s, u.id}, {u"side"_s, side}, {u"type"_s, u.type}, {u"name"_s, u.name},
                                 {u"location"_s, u.locationId}, {u"status"_s, u.status}, {u"strength"_s, strength}});
        if (!args.json())
            CliOutput::line(u"%1\t%2\t%3%4\t%5\t%6%7"_s.arg(u.id).arg(side, u.type, u.name.isEmpty() ? QString() : u" "_s + u.name,
                                                              u.locationId, u.status,
                                                              strength.isEmpty() ? QString() : u"\tstrength "_s + strength));
    }
    if (args.json())
        CliOutput::json(array);
    return 0;
}

QString unitType(const QString &word)
{
    return QString(word).replace(u'-', u' ');
}

qint64 markerVerb(CharlemagneBoard &board, const QString &verb, const CliArgs &args)
{
    const QString hex = args.positional(2, ct("the hex"));
    return args.flag(u"remove"_s) ? board.removeMarker(hex, verb) : board.addMarker(hex, verb);
}

qint64 boardVerb(Campaign &campaign, const QString &verb, const CliArgs &args)
{
    CharlemagneBoard board(campaign);
    const QMap<QString, QString> p = args.pairs();
    if (verb == u"control"_s)
        return board.setControl(args.positional(2, ct("the region")), args.positional(3, ct("Empire, Tribal or Neutral")));
    if (verb == u"convert"_s)
        return board.setReligion(args.positional(2, ct("the region")), args.positional(3, ct("christian, pagan or muslim")));
    if (verb == u"hex"_s)
        return board.setHex(args.positional(2, ct("the hex")), p.value(u"region"_s), p.value(u"terrain"_s), p.value(u"port"_s));
    if (CharlemagneBoard::markerKinds().contains(verb))
        return markerVerb(board, verb, args);
    if (verb == u"levy"_s)
        return board.addUnit(args.positional(2, ct("the side")), unitType(args.positional(3, ct("the unit type"))),
                             args.positional(4, ct("where it is placed")), p.value(u"name"_s));
    if (verb == u"strength"_s) {
        bool ok = false;
        const int strength = args.positional(3, ct("the new combat strength")).toInt(&ok);
        if (!ok)
            throw Failure::badInput(ct("The combat strength is a whole number."));
        return board.setStrength(unitId(args.positional(2, ct("the unit"))), strength);
    }
    if (verb == u"move"_s)
        return board.moveUnit(unitId(args.positional(2, ct("the unit"))), args.positional(3, ct("where it moves")));
    if (verb == u"eliminate"_s)
        return board.eliminateUnit(unitId(args.positional(2, ct("the unit"))));
    if (verb == u"region-levy"_s)
        return board.setRegionFigure(args.positional(2, ct("the region")), u"levy"_s, args.positional(3, ct("its levy")));
    if (verb == u"region-religion"_s)
        return board.setRegionFigure(args.positional(2, ct("the region")), u"religion"_s,
                                     args.positional(3, ct("its original religion")));
    return -1;
}


Dice diceOf(const CliArgs &args)
{
    if (!args.has(u"dice"_s))
        return std::nullopt;
    return ProcedureRunner::parseDice(args.value(u"dice"_s));
}

int count(const QMap<QString, QString> &p, const QString &name, int fallback)
{
    if (!p.contains(name))
        return fallback;
    bool ok = false;
    const int n = p.value(name).toInt(&ok);
    if (!ok)
        throw Failure::badInput(ct("%1 is a whole number (got \"%2\").").arg(name, p.value(name)));
    return n;
}

bool yes(const QMap<QString, QString> &p, const QString &name)
{
    const QString v = p.value(name, u"false"_s);
    if (v != u"true"_s && v != u"false"_s)
        throw Failure::badInput(ct("%1 is true or false (got \"%2\").").arg(name, v));
    return v == u"true"_s;
}

MarkerBid bidOf(const QMap<QString, QString> &p)
{
    return {count(p, u"markers"_s, 1), count(p, u"double_markers"_s, 0), count(p, u"defender_markers"_s, 0),
            count(p, u"defender_double_markers"_s, 0), count(p, u"modifier"_s, 0)};
}

QList<qint64> unitList(const QString &text)
{
    QList<qint64> ids;
    for (const QString &word : text.split(u',', Qt::SkipEmptyParts))
        ids << unitId(word.trimmed());
    return ids;
}

void printStep(Campaign &campaign, const TurnStep &step, bool json)
{
    const Action action = campaign.log().action(step.seq);
    if (json) {
        CliOutput::json(QJsonObject{{u"seq"_s, step.seq}, {u"text"_s, action.publicText},
                                    {u"consequence"_s, step.consequence}, {u"procedure"_s, step.result.toJson()}});
        return;
    }
    CliOutput::line(u"#%1 %2"_s.arg(step.seq).arg(action.publicText));
    for (const ExplanationStep &e : step.result.explanation)
        CliOutput::line(u"    "_s + e.text + (e.ruleRef.isEmpty() ? QString() : u"  ["_s + e.ruleRef + u"]"_s));
}

/// The turn steps whose roll changes the board: roll and consequence in one action (CharlemagneTurn).
bool turnVerb(Campaign &campaign, const QString &verb, const CliArgs &args)
{
    CharlemagneTurn turn(campaign);
    const QMap<QString, QString> p = args.pairs(2);
    TurnStep step;
    if (verb == u"treasury"_s) {
        step = turn.treasury(args.positional(2, ct("the side")),
                             p.contains(u"burgs"_s) ? std::optional<int>(count(p, u"burgs"_s, 0)) : std::nullopt);
    } else if (verb == u"buy-stratagems"_s) {
        step = turn.buyStratagems(args.positional(2, ct("the side")),
                                  CliArgs::wholeNumber(args.positional(3, ct("how many")), u"count"_s));
    } else if (verb == u"vassalage"_s) {
        step = turn.vassalage({args.positional(2, ct("the side")), args.positional(3, ct("the region")), bidOf(p),
                               p.value(u"reading"_s, u"auto"_s), args.flag(u"spend"_s)},
                              diceOf(args));
    } else if (verb == u"conversion"_s) {
        step = turn.conversion({args.positional(2, ct("the side")), args.positional(3, ct("the region")),
                                args.positional(4, ct("the religion sought")),
                                p.value(u"force_religion"_s, u"christian"_s), yes(p, u"leader"_s), bidOf(p),
                                p.value(u"reading"_s, u"auto"_s), args.flag(u"spend"_s)},
                               diceOf(args));
    } else if (verb == u"survival"_s) {
        step = turn.survival(diceOf(args), p.value(u"rejoin"_s));
    } else if (verb == u"battle"_s) {
        step = turn.battle({args.positional(2, ct("the ratio column")), yes(p, u"in_burg"_s),
                            unitList(p.value(u"attackers"_s)), unitList(p.value(u"defenders"_s)),
                            p.value(u"reading"_s, u"auto"_s)},
                           diceOf(args));
    } else if (verb == u"ratio"_s) {
        step.result = turn.combatRatio(unitList(p.value(u"attackers"_s)), unitList(p.value(u"defenders"_s)),
                                       yes(p, u"attacker_advance"_s), yes(p, u"defender_terrain"_s),
                                       yes(p, u"defender_advance"_s));
        step.seq = step.result.loggedAs;
    } else {
        return false;
    }
    printStep(campaign, step, args.json());
    return true;
}

} // namespace

int CharlemagneCommands::run(const QStringList &words)
{
    if (words.isEmpty() || words.contains(u"--help"_s) || words.contains(u"-h"_s)) {
        CliOutput::line(ct(
            "Charlemagne on a campaign (each change one logged, undoable action; reeve-cli undo FILE takes it back):\n"
            "  charlemagne FILE vp [--record] [--json]        the Empire's victory points, one line per source (§27)\n"
            "  charlemagne FILE control REGION Empire|Tribal|Neutral | convert REGION christian|pagan|muslim\n"
            "  charlemagne FILE hex HEX [region=REGION] [terrain=T] [port=true|false]\n"
            "  charlemagne FILE burg|civilization|pillage HEX [--remove]\n"
            "  charlemagne FILE units [LOCATION] [--json] | levy SIDE TYPE LOCATION [name=N]\n"
            "  charlemagne FILE move UNIT LOCATION | eliminate UNIT | strength UNIT N\n"
            "  charlemagne FILE region-levy REGION N | region-religion REGION christian|pagan|muslim\n"
            "                                                 Region Control Table figures from the printed chart\n"
            "Turn steps, the roll and what it changes in ONE action (entered --dice D,D or rolled):\n"
            "  charlemagne FILE treasury SIDE [burgs=N]         §10.1 taxes posted to the side's treasure\n"
            "  charlemagne FILE buy-stratagems SIDE N           §10.2c draws paid (then draw them: container draw)\n"
            "  charlemagne FILE vassalage SIDE REGION [markers=N double_markers=N defender_markers=N\n"
            "        defender_double_markers=N modifier=N reading=auto|success|failure] [--spend] [--dice D]\n"
            "                                                 §9: control changed on success\n"
            "  charlemagne FILE conversion SIDE REGION RELIGION [force_religion=R leader=true|false markers=N ...\n"
            "        reading=auto|success|failure] [--spend] [--dice D]   §18: religion changed on success\n"
            "  charlemagne FILE survival [rejoin=LOCATION] [--dice D]     §21.4e Charlemagne's fate\n"
            "  charlemagne FILE ratio attackers=ID,ID defenders=ID,ID [attacker_advance=true defender_terrain=true\n"
            "        defender_advance=true]                   §16.6 the ratio column from the units' strengths\n"
            "  charlemagne FILE battle COLUMN [attackers=ID,ID defenders=ID,ID in_burg=true|false\n"
            "        reading=auto|attacker-eliminated|defender-eliminated|both-eliminated|none] [--dice D]\n"
            "                                                 §16.7 Battle Table roll and its eliminations\n"
            "  --spend returns the markers bid from both hands to the Container (§9.2, §18.2); reading=auto reads\n"
            "  the entered table result's words (a side or religion named, success, fail)"));
        return 0;
    }
    const CliArgs args(words, {u"dice"_s}, {u"json"_s, u"record"_s, u"remove"_s, u"spend"_s});
    const QString file = args.positional(0, ct("the campaign file"));
    const QString verb = args.positional(1, ct("what to do (vp, control, convert, hex, burg, civilization, pillage, "
                                               "units, levy, move, eliminate, strength, region-levy, region-religion, treasury, "
                                               "buy-stratagems, vassalage, conversion, survival, ratio, battle)"));
    auto campaign = Campaign::open(file);
    if (campaign->game().id != u"charlemagne"_s)
        throw Failure::badInput(ct("%1 is a %2 campaign, not Charlemagne.").arg(file, campaign->game().title));
    if (verb == u"vp"_s)
        return vpVerb(*campaign, args);
    if (verb == u"units"_s)
        return unitsVerb(*campaign, args);
    if (turnVerb(*campaign, verb, args))
        return 0;
    const qint64 seq = boardVerb(*campaign, verb, args);
    if (seq < 0)
        throw Failure::badInput(ct("Unknown charlemagne command \"%1\"; run reeve-cli charlemagne --help for the list.").arg(verb));
    CliOutput::action(*campaign, seq, args.json());
    return 0;
}

} // namespace Reeve
