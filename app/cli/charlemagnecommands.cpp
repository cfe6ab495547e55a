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
#include "games/charlemagne/charlemagnevictory.h"
#include "log/actionlog.h"
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
            "                                                 Region Control Table figures from the printed chart"));
        return 0;
    }
    const CliArgs args(words, {}, {u"json"_s, u"record"_s, u"remove"_s});
    const QString file = args.positional(0, ct("the campaign file"));
    const QString verb = args.positional(1, ct("what to do (vp, control, convert, hex, burg, civilization, pillage, "
                                               "units, levy, move, eliminate, strength, region-levy, region-religion)"));
    auto campaign = Campaign::open(file);
    if (campaign->game().id != u"charlemagne"_s)
        throw Failure::badInput(ct("%1 is a %2 campaign, not Charlemagne.").arg(file, campaign->game().title));
    if (verb == u"vp"_s)
        return vpVerb(*campaign, args);
    if (verb == u"units"_s)
        return unitsVerb(*campaign, args);
    const qint64 seq = boardVerb(*campaign, verb, args);
    if (seq < 0)
        throw Failure::badInput(ct("Unknown charlemagne command \"%1\"; run reeve-cli charlemagne --help for the list.").arg(verb));
    CliOutput::action(*campaign, seq, args.json());
    return 0;
}

} // namespace Reeve
