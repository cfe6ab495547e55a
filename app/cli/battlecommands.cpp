#include "battlecommands.h"

#include <algorithm>
#include <functional>
#include <optional>

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QMap>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "cliargs.h"
#include "clicall.h"
#include "clioutput.h"
#include "games/1066/battle/battleboard.h"
#include "games/1066/battle/battlecampaign.h"
#include "games/1066/turn/aboard1066.h"
#include "log/actionlog.h"
#include "stepcommands.h"
#include "steps/stepregistry.h"
#include "steps/steprunner.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::Cli", text);
}

/// The open campaign, its battle board and the parsed words after FILE VERB.
struct Call : CliCall
{
    BattleBoard &board;
    std::optional<QList<int>> dice() const
    {
        if (!args.has(u"dice"_s))
            return std::nullopt;
        return BattleBoard::parseFaces(args.value(u"dice"_s));
    }
    /// "attacker", "defender", or the name of one of the two sides.
    int side(const QString &text) const
    {
        const BattleState s = board.state();
        if (text == u"attacker"_s || text == u"0"_s || text.compare(s.sides[0].name, Qt::CaseInsensitive) == 0)
            return 0;
        if (text == u"defender"_s || text == u"1"_s || text.compare(s.sides[1].name, Qt::CaseInsensitive) == 0)
            return 1;
        throw Failure::badInput(
                tr("\"%1\" is neither side of this battle: write attacker or defender.").arg(text));
    }
    qint64 sideId(const QString &option) const
    {
        if (!args.has(option))
            throw Failure::badInput(tr("Give --%1 SIDE (a side of the campaign).").arg(option));
        return CampaignReader(campaign.database()).sideByName(args.value(option)).id;
    }
};

using Verb = std::function<int(const Call &)>;

qint64 number(const QString &text, const QString &what)
{
    bool ok = false;
    const qint64 n = text.toLongLong(&ok);
    if (!ok)
        throw Failure::badInput(tr("\"%1\" is not %2.").arg(text, what));
    return n;
}

QList<qint64> idList(const QString &text)
{
    QList<qint64> ids;
    for (const QString &word : text.split(u',', Qt::SkipEmptyParts))
        ids << number(word.trimmed(), tr("a campaign unit number"));
    return ids;
}

QJsonArray stepsJson(const QList<ExplanationStep> &steps)
{
    QJsonArray array;
    for (const ExplanationStep &s : steps)
        array.append(s.toJson());
    return array;
}

/// Prints what one logged battle action did: its public text, the working with rule numbers, and the dice.
int report(const Call &call, qint64 seq)
{
    const Action action = call.campaign.log().action(seq);
    const QJsonObject data = action.payload().value(u"data"_s).toObject();
    if (call.args.json()) {
        QJsonObject out{{u"seq"_s, seq},
                        {u"kind"_s, action.kind},
                        {u"summary"_s, action.publicText},
                        {u"steps"_s, data.value(u"steps"_s)},
                        {u"outcome"_s, data.value(u"outcome"_s)},
                        {u"state"_s, call.board.state().toJson()}};
        if (!action.dice().isNull())
            out.insert(u"dice"_s, action.dice());
        CliOutput::json(out);
        return 0;
    }
    CliOutput::line(action.publicText);
    for (const QJsonValue &s : data.value(u"steps"_s).toArray())
        CliOutput::line(u"  %1 (%2)"_s.arg(s[u"text"_s].toString(), s[u"rule"_s].toString()));
    QStringList faces;
    for (const QJsonValue &d : action.dice().toObject().value(u"draws"_s).toArray())
        faces << QString::number(d[u"face"_s].toInt());
    if (!faces.isEmpty())
        CliOutput::line(
                tr("  dice: %1 (%2)")
                        .arg(faces.join(u", "_s), action.dice().toObject().value(u"source"_s).toString()));
    return 0;
}

/// The battle's set-up options of the command line as the start and new steps' fields.
QJsonObject setupFields(const CliArgs &args)
{
    QJsonObject f;
    for (const auto &[option, key] : {std::pair{u"season"_s, u"season"_s},
                                      {u"terrain"_s, u"terrain"_s},
                                      {u"terrain-for"_s, u"terrain_for"_s},
                                      {u"saves-per"_s, u"saves_per"_s},
                                      {u"pursuit-vs-knights"_s, u"pursuit_vs_knights"_s}}) {
        if (args.has(option))
            f.insert(key, args.value(option));
    }
    if (args.flag(u"castle"_s))
        f.insert(u"castle"_s, true);
    return f;
}

/// Runs the registered 1066 step \a id (docs/ARCHITECTURE.md, "Steps") with \a fields and the --dice
/// given: one action, nothing written on a refusal (exit 2). Returns the board's own action.
qint64 viaStep(const Call &call, const QString &id, const QJsonObject &fields, QJsonObject *outcome = nullptr)
{
    const StepSpec &spec = StepRegistry::standard().get(u"1066"_s, id);
    QJsonObject dice;
    if (const auto faces = call.dice()) {
        QJsonArray list;
        for (int face : *faces)
            list.append(face);
        dice.insert(u"dice"_s, list);
    }
    const StepResult r = StepRunner(call.campaign).run(spec, fields, dice, StepRunner::Mode::Apply);
    if (r.refused())
        throw Failure::badInput(StepCommands::refusalText(r));
    if (outcome) {
        *outcome = r.outcome;
        // A campaign square's battle files its board under "board", the referee's (1066 §7.2): this is his tool.
        const QJsonObject board = r.outcome.value(u"board"_s).toObject();
        for (auto it = board.begin(); it != board.end(); ++it)
            outcome->insert(it.key(), it.value());
    }
    return r.outcome.value(u"battle_action"_s).toInteger();
}

QJsonArray idArray(const QString &text)
{
    QJsonArray ids;
    for (qint64 id : idList(text))
        ids.append(id);
    return ids;
}

int start(const Call &call)
{
    QJsonObject f = setupFields(call.args);
    f.insert(u"square"_s, call.word(0, tr("the square of the battle")));
    if (!call.args.has(u"attacker"_s) || !call.args.has(u"defender"_s))
        throw Failure::badInput(tr("Give --attacker SIDE and --defender SIDE (sides of the campaign)."));
    f.insert(u"attacker"_s, call.args.value(u"attacker"_s));
    f.insert(u"defender"_s, call.args.value(u"defender"_s));
    return report(call, viaStep(call, u"start"_s, f));
}

int newByName(const Call &call)
{
    QJsonObject f = setupFields(call.args);
    f.insert(u"attacker"_s, call.args.value(u"attacker"_s));
    f.insert(u"defender"_s, call.args.value(u"defender"_s));
    return report(call, viaStep(call, u"new"_s, f));
}

/// A campaign unit as the battle lines name it: its name, or its type and number ("knight #4").
QString unitLabel(Campaign &campaign, qint64 id)
{
    const Unit u = CampaignReader(campaign.database()).unit(id);
    return u.name.isEmpty() ? u"%1 #%2"_s.arg(u.type).arg(u.id) : u.name;
}

int units(const Call &call)
{
    const BattleState state = call.board.state();
    if (state.square.isEmpty())
        throw Failure::badInput(tr("The battle was not started at a square: use battle FILE start SQUARE."));
    QJsonArray array;
    for (const BattleCandidate &c : BattleCampaign::candidates(call.campaign, state)) {
        const BattleUnit &v = c.values;
        QJsonObject o{{u"unit"_s, c.unit.id},  {u"side"_s, c.side == 0 ? u"attacker"_s : u"defender"_s},
                      {u"name"_s, v.name},     {u"type"_s, v.type},
                      {u"placed"_s, c.placed}, {u"missing"_s, QJsonArray::fromStringList(c.missing)}};
        // Who is aboard which fleet, as the campaign records it (1066 §17.5, §17.16).
        const qint64 fleet = Aboard1066::fleetOf(call.campaign.database(), c.unit);
        QStringList cargo;
        QJsonArray cargoIds;
        for (const Unit &carried : Aboard1066::cargoOf(call.campaign.database(), c.unit.id)) {
            cargo << unitLabel(call.campaign, carried.id);
            cargoIds.append(carried.id);
        }
        if (fleet != 0)
            o.insert(u"aboard"_s, fleet);
        if (!cargoIds.isEmpty())
            o.insert(u"carrying"_s, cargoIds);
        if (c.missing.isEmpty()) {
            o.insert(u"attack"_s, v.attack);
            o.insert(u"defence"_s, v.defence);
            o.insert(u"leader"_s, v.leader);
            o.insert(u"king"_s, v.king);
        }
        array.append(o);
        if (call.args.json())
            continue;
        const QString values = c.missing.isEmpty()
                                       ? tr("%1-%2%3%4")
                                                 .arg(v.attack)
                                                 .arg(v.defence)
                                                 .arg(v.leader > 0 ? tr(" leader %1").arg(v.leader)
                                                                   : QString(),
                                                      v.king ? tr(" king") : QString())
                                       : tr("values not registered: %1").arg(c.missing.join(u", "_s));
        QString where = fleet != 0 ? tr("\taboard %1").arg(unitLabel(call.campaign, fleet)) : QString();
        if (!cargo.isEmpty())
            where += tr("\tcarrying %1").arg(cargo.join(u", "_s));
        CliOutput::line(
                u"%1\t%2\t%3 (%4)\t%5%6%7"_s.arg(c.unit.id).arg(c.sideName, v.name, v.type, values, where,
                                                                c.placed ? tr("\ton the board") : QString()));
    }
    if (call.args.json())
        CliOutput::json(QJsonObject{{u"square"_s, state.square}, {u"units"_s, array}});
    return 0;
}

int values(const Call &call)
{
    QJsonObject f{{u"unit"_s, number(call.word(0, tr("the campaign unit")), tr("a campaign unit number"))}};
    for (const QString &w : call.words.mid(1)) {
        const QString name = w.section(u'=', 0, 0);
        const QString value = w.section(u'=', 1);
        if (name == u"king"_s && (value == u"true"_s || value == u"false"_s))
            f.insert(u"king"_s, value == u"true"_s);
        else if (name == u"attack"_s)
            f.insert(u"attack"_s, number(value, tr("an attack strength")));
        else if (name == u"defence"_s || name == u"defense"_s)
            f.insert(u"defence"_s, number(value, tr("a defence strength")));
        else if (name == u"leader"_s)
            f.insert(u"leader"_s, number(value, tr("a leader value")));
        else
            throw Failure::badInput(tr("\"%1\": write attack=N defence=N leader=N king=true|false.").arg(w));
    }
    viaStep(call, u"values"_s, f);
    CliOutput::line(tr("Printed values of unit %1 registered.").arg(f.value(u"unit"_s).toInteger()));
    return 0;
}

int place(const Call &call)
{
    if (!call.args.has(u"type"_s)) {
        QJsonObject f{{u"unit"_s,
                       number(call.word(0, tr("the campaign unit (see battle FILE units)")),
                              tr("a campaign unit number (or give --type for a counter typed in)"))},
                      {u"box"_s, call.word(1, tr("the box (left, centre, right, reserve)"))}};
        if (call.args.has(u"carrying"_s))
            f.insert(u"carrying"_s, idArray(call.args.value(u"carrying"_s)));
        return report(call, viaStep(call, u"place"_s, f));
    }
    QJsonObject f{{u"box"_s, call.word(0, tr("the box (left, centre, right, reserve)"))},
                  {u"side"_s, call.args.value(u"side"_s, u"?"_s)},
                  {u"type"_s, call.args.value(u"type"_s)},
                  {u"attack"_s, number(call.args.value(u"attack"_s), tr("an attack strength (--attack N)"))},
                  {u"defence"_s,
                   number(call.args.value(u"defence"_s), tr("a defence strength (--defence N)"))},
                  {u"leader"_s, number(call.args.value(u"leader"_s, u"0"_s), tr("a leader value"))}};
    if (call.args.has(u"name"_s))
        f.insert(u"name"_s, call.args.value(u"name"_s));
    if (call.args.flag(u"king"_s))
        f.insert(u"king"_s, true);
    return report(call, viaStep(call, u"place"_s, f));
}

int show(const Call &call)
{
    const BattleState s = call.board.state();
    QString needed;
    const int dice = BattleEngine::diceNeeded(s, &needed);
    if (call.args.json()) {
        CliOutput::json(QJsonObject{{u"open"_s, call.board.hasBattle()},
                                    {u"state"_s, s.toJson()},
                                    {u"dice_needed"_s, dice},
                                    {u"next_dice"_s, needed}});
        return 0;
    }
    if (!call.board.hasBattle()) {
        CliOutput::line(tr("No battle on the board; start one with battle FILE start SQUARE."));
        return 0;
    }
    static const char *rounds[] = {QT_TRANSLATE_NOOP("Reeve::Cli", "attacker movement"),
                                   QT_TRANSLATE_NOOP("Reeve::Cli", "attacker combat"),
                                   QT_TRANSLATE_NOOP("Reeve::Cli", "defender movement"),
                                   QT_TRANSLATE_NOOP("Reeve::Cli", "defender combat")};
    CliOutput::line(tr("Battle%1: %2 attacks %3; phase %4, turn %5 of %6, %7 round")
                            .arg(s.square.isEmpty() ? QString() : tr(" of %1").arg(s.square), s.sides[0].name,
                                 s.sides[1].name, BattleState::phaseName(s.phase))
                            .arg(s.turn)
                            .arg(s.length)
                            .arg(tr(rounds[qBound(0, s.stage, 3)])));
    for (int side = 0; side < 2; ++side) {
        const BattleSide &b = s.sides[side];
        CliOutput::line(tr("%1 %2: commander %3, panic level %4, losses %5%6")
                                .arg(side == 0 ? tr("Attacker") : tr("Defender"), b.name,
                                     b.commander.isEmpty() ? tr("none") : b.commander,
                                     b.panicLevel ? QString::number(*b.panicLevel) : tr("none"))
                                .arg(b.losses)
                                .arg(b.panicked ? tr(", panicked") : QString()));
        for (const BattleUnit &u : s.units) {
            if (u.side != side)
                continue;
            QString values = u.leader ? tr(" leader %1").arg(u.leader) : QString();
            if (u.king)
                values += tr(", king");
            for (qint64 carried : u.carried) { // who is aboard; a leader keeps his values (1066 §17.16)
                const auto leader = std::find_if(u.aboard.cbegin(), u.aboard.cend(),
                                                 [carried](const BattleCargoLeader &l) {
                                                     return l.campaignUnit == carried;
                                                 });
                if (leader == u.aboard.cend())
                    values += tr(", carrying %1").arg(unitLabel(call.campaign, carried));
                else
                    values += leader->king ? tr(", carrying king %1 (leader %2)")
                                                     .arg(leader->name)
                                                     .arg(leader->leader)
                                           : tr(", carrying leader %1 (leader %2)")
                                                     .arg(leader->name)
                                                     .arg(leader->leader);
            }
            CliOutput::line(u"  %1 %2 (%3 %4-%5%6) %7%8"_s.arg(u.id, u.name, u.type)
                                    .arg(u.attack)
                                    .arg(u.defence)
                                    .arg(values, u.eliminated ? tr("eliminated") : battleBoxName(u.box),
                                         u.campaignUnit ? tr(" [unit %1]").arg(u.campaignUnit) : QString()));
        }
    }
    if (s.pending.isActive())
        CliOutput::line(tr("Attack in progress: %1 on %2").arg(s.pending.attacker, s.pending.target));
    if (!needed.isEmpty())
        CliOutput::line(tr("Next dice: %1").arg(needed));
    if (s.phase == BattleState::Phase::Over)
        CliOutput::line(s.applied ? tr("Results carried to the map.")
                                  : tr("Over: carry it to the map with apply."));
    return 0;
}

int applyResults(const Call &call)
{
    QJsonObject f;
    if (call.args.has(u"retreat"_s)) {
        QJsonArray squares;
        for (const QString &sq : call.args.value(u"retreat"_s).split(u',', Qt::SkipEmptyParts))
            squares.append(sq.trimmed());
        f.insert(u"retreat"_s, squares);
    }
    if (call.args.has(u"lose"_s))
        f.insert(u"lose"_s, idArray(call.args.value(u"lose"_s)));
    if (call.args.flag(u"no-markers"_s))
        f.insert(u"markers"_s, false);
    QJsonObject outcome;
    const qint64 seq = viaStep(call, u"apply"_s, f, &outcome);
    if (call.args.json()) {
        CliOutput::json(QJsonObject{{u"seq"_s, seq},
                                    {u"summary"_s, outcome.value(u"summary"_s)},
                                    {u"steps"_s, outcome.value(u"steps"_s)},
                                    {u"marker_actions"_s, outcome.value(u"marker_actions"_s)},
                                    {u"follow_ups"_s, outcome.value(u"follow_ups"_s)}});
        return 0;
    }
    CliOutput::line(outcome.value(u"summary"_s).toString());
    for (const QJsonValue &v : outcome.value(u"steps"_s).toArray())
        CliOutput::line(u"  %1 (%2)"_s.arg(v[u"text"_s].toString(), v[u"rule"_s].toString()));
    for (const QJsonValue &v : outcome.value(u"follow_ups"_s).toArray())
        CliOutput::line(tr("  still to do by hand: %1").arg(v.toString()));
    return 0;
}

/// A verb that is a step with no fields but its dice.
Verb plainStep(const QString &id)
{
    return [id](const Call &c) { return report(c, viaStep(c, id, {})); };
}

QMap<QString, Verb> verbs()
{
    // Every verb that changes the board runs its registered step (core/games/1066/battle/battlesteps.cpp).
    return {
            {u"start"_s, &start},
            {u"new"_s, &newByName},
            {u"units"_s, &units},
            {u"values"_s, &values},
            {u"place"_s, &place},
            {u"remove"_s,
             [](const Call &c) {
                 return report(c, viaStep(c, u"remove"_s, {{u"unit"_s, c.word(0, tr("the unit"))}}));
             }},
            {u"commander"_s,
             [](const Call &c) {
                 return report(c, viaStep(c, u"commander"_s,
                                          {{u"unit"_s, c.word(0, tr("the unit (A1, D2, ...)"))}}));
             }},
            {u"contact"_s, plainStep(u"contact"_s)},
            {u"length"_s, plainStep(u"length"_s)},
            {u"move"_s,
             [](const Call &c) {
                 return report(c, viaStep(c, u"move"_s,
                                          {{u"unit"_s, c.word(0, tr("the unit"))},
                                           {u"box"_s, c.word(1, tr("the box"))}}));
             }},
            {u"marker"_s,
             [](const Call &c) {
                 QJsonObject f{{u"side"_s, c.word(0, tr("the side"))},
                               {u"marker"_s, c.word(1, tr("the marker"))}};
                 if (!c.words.value(2).isEmpty())
                     f.insert(u"box"_s, c.words.value(2));
                 return report(c, viaStep(c, u"marker"_s, f));
             }},
            {u"attack"_s,
             [](const Call &c) {
                 return report(c, viaStep(c, u"attack"_s,
                                          {{u"attacker"_s, c.word(0, tr("the attacking unit"))},
                                           {u"target"_s, c.word(1, tr("the target"))}}));
             }},
            {u"roll"_s, plainStep(u"roll"_s)},
            {u"save"_s, plainStep(u"save"_s)},
            {u"end-round"_s, plainStep(u"end-round"_s)},
            {u"end-pursuit"_s, plainStep(u"end-pursuit"_s)},
            {u"spoils"_s, plainStep(u"spoils"_s)},
            {u"step"_s, plainStep(u"step"_s)},
            {u"show"_s, &show},
            {u"apply"_s, &applyResults},
    };
}

} // namespace

QString BattleCommands::usage()
{
    return tr(
            "reeve-cli battle FILE VERB ... — the 1066 battle board of a campaign (1066 §15, §17.15, §18)\n"
            "\n"
            "  start SQUARE --attacker SIDE --defender SIDE   open a battle in a campaign square\n"
            "      [--season winter|summer (default: the clock's month, §9.9)] [--terrain T] [--castle]\n"
            "      [--terrain-for defender|both]\n"
            "      [--saves-per result|attack] [--pursuit-vs-knights two-dice|double]\n"
            "  new --attacker NAME --defender NAME [options]  a battle by name only (typed counters)\n"
            "  units [--json]                     the campaign units in the square, their values, placed or "
            "not\n"
            "  values UNIT attack=N defence=N [leader=N] [king=true|false]   register a counter's values\n"
            "  place UNIT BOX [--carrying U,U]    place a campaign unit (a fleet with its cargo)\n"
            "  place BOX --side attacker|defender --type T --attack N --defence N [--leader N] [--king]\n"
            "      [--name NAME]                  place a counter not registered in the campaign\n"
            "  remove ID | commander ID           take a unit off (setup), appoint a commander\n"
            "  contact | length | roll | save [--dice F,F,...]   the dice steps (entered or rolled)\n"
            "  move ID BOX | attack ID TARGET | marker SIDE KIND [BOX]\n"
            "  end-round | end-pursuit | spoils\n"
            "  step [--dice F,F,...]              the next step that needs no choice (length, roll, save,\n"
            "                                     end of round or pursuit, spoils)\n"
            "  show [--json]                      the board, the sides' losses and the next dice\n"
            "  apply [--retreat SQ[,SQ...]|none] [--lose U,U] [--no-markers]\n"
            "                                     carry the result to the map: eliminations, the retreat\n"
            "                                     (§15.19), a fallen king's hand (§18.7), the spoils "
            "(§15.18)\n"
            "\n"
            "IDs: A1, D2 ... are battle board units; UNIT is a campaign unit number. Every change is one\n"
            "logged action: reeve-cli undo FILE takes the last one back, redo replays it without new dice.\n"
            "Exit codes: 2 a step not allowed now (the message says why), 3 a chart cell or a counter's\n"
            "printed value still to be entered.\n");
}

int BattleCommands::run(const QStringList &words)
{
    if (words.isEmpty() || words.contains(u"--help"_s) || words.contains(u"-h"_s)) {
        CliOutput::line(usage());
        return words.isEmpty() ? 2 : 0;
    }
    const CliArgs args(words,
                       {u"attacker"_s, u"defender"_s, u"season"_s, u"terrain"_s, u"terrain-for"_s,
                        u"saves-per"_s, u"pursuit-vs-knights"_s, u"dice"_s, u"carrying"_s, u"side"_s,
                        u"type"_s, u"name"_s, u"attack"_s, u"defence"_s, u"leader"_s, u"retreat"_s, u"lose"_s},
                       {u"json"_s, u"castle"_s, u"king"_s, u"no-markers"_s});
    const QString file = args.positional(0, tr("the campaign file"));
    const QString verb = args.positional(1,
                                         tr("what to do (start, place, step, show, apply, ...; see --help)"));
    const QMap<QString, Verb> table = verbs();
    if (!table.contains(verb))
        throw Failure::badInput(
                tr("Unknown battle command \"%1\"; did you mean %2? Run reeve-cli battle --help.")
                        .arg(verb, CampaignReader::closest(verb, table.keys()).join(u", "_s)));
    const bool readOnly = verb == u"show"_s || verb == u"units"_s;
    auto campaign = Campaign::open(file, readOnly ? CampaignFile::Access::ReadOnly
                                                  : CampaignFile::Access::ReadWrite);
    if (campaign->game().id != u"1066"_s)
        throw Failure::badInput(tr("The battle board is 1066's; %1 is a %2 campaign.")
                                        .arg(file, campaign->game().shownTitle()));
    BattleBoard board(*campaign);
    const Call call{{*campaign, args, args.positional().mid(2), u"battle"_s}, board};
    return table.value(verb)(call);
}

} // namespace Reeve
