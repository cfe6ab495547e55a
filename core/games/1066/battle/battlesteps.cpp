#include "battlesteps.h"

#include <QCoreApplication>
#include <QJsonArray>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "campaign/campaigntables.h"
#include "games/1066/battle/battleaudience.h"
#include "games/1066/battle/battleboard.h"
#include "games/1066/battle/battlecampaign.h"
#include "games/1066/turn/turnsteps.h"
#include "log/actionlog.h"
#include "steps/stepregistry.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

#define N(text) QT_TRANSLATE_NOOP("Reeve::BattleSteps", text)

using T = StepField::Type;
using Body = std::function<qint64(Campaign &, BattleBoard &, const QJsonObject &,
                                  const std::optional<QList<int>> &)>;

StepField field(const QString &name, T type, const char *label, const char *help = "", bool required = false)
{
    return StepField::make(name, type, required, label, help);
}

StepField choice(const QString &name, const QStringList &choices, const char *label, const char *help = "",
                 bool required = false)
{
    return StepField::choice(name, choices, required, label, help);
}

StepField number(const QString &name, const char *label, int minimum, int maximum, const char *help = "")
{
    return StepField::number(name, false, label, help, minimum, maximum);
}

/// The defender's one terrain bonus (1066 §15.13): none, or a column of the Terrain Effects Chart.
QStringList terrainChoices()
{
    QStringList choices{u"none"_s};
    if (const RuleTable *chart = CampaignTables::builtIn().find(u"1066.terrain"_s))
        choices << chart->columns();
    return choices;
}

QList<StepField> setupFields()
{
    return {choice(u"season"_s, {u"winter"_s, u"summer"_s}, N("Season"),
                   N("Winter or summer battle length (1066 §9.9).")),
            choice(u"terrain"_s, terrainChoices(), N("Terrain"), N("A column of the terrain chart, or none.")),
            field(u"castle"_s, T::Boolean, N("Defender in a castle"), N("1066 §20.5")),
            choice(u"terrain_for"_s, {u"defender"_s, u"both"_s}, N("Terrain helps")),
            choice(u"saves_per"_s, {u"result"_s, u"attack"_s}, N("Saving rolls per")),
            choice(u"pursuit_vs_knights"_s, {u"two-dice"_s, u"double"_s}, N("Pursuit against knights")),
            choice(u"setup_order"_s, {u"defender-first"_s, u"any"_s}, N("Set-up order"),
                   N("defender-first: §15.2 as written, the defender sets up all his units before the "
                     "attacker "
                     "places any (the default); any: the arrays are recorded as the players give them."))};
}

QString seasonOfClock(Campaign &campaign)
{
    return BattleSteps::seasonOfClock(campaign);
}

} // namespace

QString BattleSteps::seasonOfClock(Campaign &campaign)
{
    return seasonOfMonth(CampaignReader(campaign.database()).clock().period);
}

QString BattleSteps::seasonOfMonth(const QString &month)
{
    static const QStringList summer{u"april"_s, u"may"_s, u"june"_s, u"july"_s, u"august"_s, u"september"_s};
    static const QStringList winter{u"january"_s, u"february"_s, u"march"_s,
                                    u"october"_s, u"november"_s, u"december"_s};
    const QString lower = month.toLower();
    return summer.contains(lower) ? u"summer"_s : winter.contains(lower) ? u"winter"_s : QString();
}

namespace {

BattleSetup setupOf(Campaign &campaign, const QJsonObject &f)
{
    BattleSetup setup;
    // The battle's length reads the month on the clock; a season given overrides it (the outcome says which).
    setup.season = seasonOfClock(campaign).isEmpty() ? setup.season : seasonOfClock(campaign);
    setup.season = f.value(u"season"_s).toString(setup.season);
    setup.terrain = f.value(u"terrain"_s).toString(setup.terrain);
    setup.defenderCastle = f.value(u"castle"_s).toBool();
    setup.terrainFor = f.value(u"terrain_for"_s).toString(setup.terrainFor);
    setup.savesPer = f.value(u"saves_per"_s).toString(setup.savesPer);
    setup.pursuitVsKnights = f.value(u"pursuit_vs_knights"_s).toString(setup.pursuitVsKnights);
    setup.setupOrder = f.value(u"setup_order"_s).toString(setup.setupOrder);
    return setup;
}

std::optional<QList<int>> facesOf(const QJsonObject &dice)
{
    if (!dice.contains(u"dice"_s))
        return std::nullopt;
    QList<int> faces;
    for (const QJsonValue &v : dice.value(u"dice"_s).toArray())
        faces << v.toInt();
    return faces;
}

int sideOf(const BattleBoard &board, const QString &text)
{
    const BattleState s = board.state();
    if (text == u"attacker"_s || text.compare(s.sides[0].name, Qt::CaseInsensitive) == 0)
        return 0;
    if (text == u"defender"_s || text.compare(s.sides[1].name, Qt::CaseInsensitive) == 0)
        return 1;
    throw Failure::badInput(
            QCoreApplication::translate("Reeve::BattleSteps",
                                        "\"%1\" is neither side of this battle: write attacker or "
                                        "defender.")
                    .arg(text));
}

qint64 unitId(Campaign &campaign, const QJsonValue &v)
{
    // The field is a unit reference: by name (as the validator normalised it) or by number.
    if (v.isDouble())
        return v.toInteger();
    for (const Unit &u : CampaignReader(campaign.database()).units()) {
        if (u.name.compare(v.toString(), Qt::CaseInsensitive) == 0 || QString::number(u.id) == v.toString())
            return u.id;
    }
    return v.toString().toLongLong();
}

qint64 place(Campaign &campaign, BattleBoard &board, const QJsonObject &f)
{
    const BattleBox box = battleBoxFromName(f.value(u"box"_s).toString());
    if (!f.contains(u"type"_s)) {
        if (!f.contains(u"unit"_s))
            throw Failure::badInput(QCoreApplication::translate(
                    "Reeve::BattleSteps",
                    "Name the campaign unit to place (\"unit\"), or give \"type\", \"attack\" and "
                    "\"defence\" for a counter the campaign does not hold."));
        std::optional<QList<qint64>> carried; // left out: the land units the campaign records aboard
        if (f.contains(u"carrying"_s)) {
            carried.emplace();
            for (const QJsonValue &v : f.value(u"carrying"_s).toArray())
                *carried << unitId(campaign, v);
        }
        return board.placeWithCargo(unitId(campaign, f.value(u"unit"_s)), box, carried);
    }
    BattleUnit u;
    u.side = sideOf(board, f.value(u"side"_s).toString(u"?"_s));
    u.type = f.value(u"type"_s).toString();
    u.name = f.value(u"name"_s).toString();
    if (!f.contains(u"attack"_s) || !f.contains(u"defence"_s))
        throw Failure::badInput(
                QCoreApplication::translate("Reeve::BattleSteps",
                                            "A counter typed in needs \"attack\" and \"defence\"."));
    u.attack = f.value(u"attack"_s).toInt();
    u.defence = f.value(u"defence"_s).toInt();
    u.leader = f.value(u"leader"_s).toInt();
    u.king = f.value(u"king"_s).toBool();
    u.box = box;
    return board.placeUnit(u);
}

qint64 applyToMap(Campaign &campaign, const QJsonObject &f, QJsonObject &outcome)
{
    BattleApply request;
    for (const QJsonValue &v : f.value(u"retreat"_s).toArray())
        request.retreat << v.toString().trimmed();
    for (const QJsonValue &v : f.value(u"lose"_s).toArray())
        request.lose << unitId(campaign, v);
    request.markers = f.value(u"markers"_s).toBool(true);
    const BattleApplyResult r = BattleCampaign::apply(campaign, request);
    QJsonArray steps;
    for (const ExplanationStep &s : r.steps)
        steps.append(s.toJson());
    QJsonArray markerSeqs;
    for (qint64 seq : r.markerSeqs)
        markerSeqs.append(seq);
    outcome = {{u"summary"_s, r.summary},
               {u"steps"_s, steps},
               {u"marker_actions"_s, markerSeqs},
               {u"follow_ups"_s, QJsonArray::fromStringList(r.followUps)}};
    return r.seq;
}

/// The board's next step that needs no choice (the CLI's `battle FILE step`).
qint64 next(BattleBoard &board, const std::optional<QList<int>> &faces)
{
    const BattleState s = board.state();
    switch (s.phase) {
    case BattleState::Phase::Setup:
        if (s.terrain == u"all-sea"_s && s.contact.isEmpty())
            return board.contactRoll(faces);
        return board.rollLength(faces);
    case BattleState::Phase::Battle:
    case BattleState::Phase::Pursuit:
        if (s.pending.isActive() && !s.pending.rolled)
            return board.rollAttack(faces);
        if (s.pending.isActive())
            return board.savingRoll(faces);
        if (faces)
            throw Failure::badInput(
                    QCoreApplication::translate("Reeve::BattleSteps",
                                                "The next step rolls no dice: it ends the round."));
        return s.phase == BattleState::Phase::Battle ? board.endRound() : board.endPursuit();
    case BattleState::Phase::Over:
        if (!s.spoilsDone)
            return board.spoils();
        throw Failure::badInput(QCoreApplication::translate(
                "Reeve::BattleSteps",
                "The battle is over and its spoils settled: carry it to the map with apply."));
    }
    return 0;
}

/// The four powers as the 1066 scenario names its sides (data, not translated).
const QStringList &powerSides()
{
    static const QStringList names{u"Anglo-Saxons"_s, u"Normans"_s, u"Vikings"_s, u"Britons"_s};
    return names;
}

/// The outcome fields that show the board: the referee's; a campaign square's battle copies them for its sides.
const QStringList &boardKeys()
{
    static const QStringList keys{u"state"_s, u"summary"_s, u"steps"_s, u"marker_actions"_s, u"follow_ups"_s};
    return keys;
}

/// A campaign square's battle is for its two sides (§7.2). Its board (and the apply's working) goes under "board",
/// the referee's, and a copy under each side's name, read by that side; what the table sees anyway (§15.2: the
/// square and the two powers), the action's number and where the season came from stay public, and are left out
/// of the copies. A side not named like one of the four powers gets no copy. A battle opened by name only
/// belongs to no side: its board stays public, as a calculator.
QJsonObject addressed(Campaign &campaign, const BattleState &state, const QJsonObject &outcome)
{
    if (!BattleAudience::isPrivate(state))
        return outcome;
    QJsonObject shared, board;
    for (auto it = outcome.begin(); it != outcome.end(); ++it) {
        if (boardKeys().contains(it.key()))
            board.insert(it.key(), it.value());
        else
            shared.insert(it.key(), it.value());
    }
    QJsonObject view = board.value(u"state"_s).toObject();
    view.remove(u"square"_s);
    QJsonArray sides = view.value(u"sides"_s).toArray();
    for (QJsonValueRef side : sides) {
        QJsonObject o = side.toObject();
        o.remove(u"name"_s);
        side = o;
    }
    view.insert(u"sides"_s, sides);
    board.insert(u"state"_s, view);
    CampaignReader reader(campaign.database());
    const QString attacker = reader.side(state.sides[0].campaignSide).name;
    const QString defender = reader.side(state.sides[1].campaignSide).name;
    shared.insert(u"battle"_s, QJsonObject{{u"square"_s, state.square},
                                           {u"attacker"_s, attacker},
                                           {u"defender"_s, defender}});
    shared.insert(u"board"_s, board);
    for (const QString &name : {attacker, defender})
        if (powerSides().contains(name))
            shared.insert(name, board);
    return shared;
}

/// Who reads each outcome field of a battle step (docs/ARCHITECTURE.md, Audiences): see addressed().
QList<StepShare> battleShares()
{
    QList<StepShare> shares{StepShare{u"board"_s, Audience::Referee, QString()}};
    for (const QString &name : powerSides())
        shares << StepShare{name, Audience::Side, u"@key"_s};
    return shares;
}

void add(StepRegistry &registry, const QString &id, const char *title, const QString &rule,
         const char *summary, const QList<StepField> &fields, bool rolls, const QStringList &examples,
         const Body &body)
{
    StepSpec spec;
    spec.game = u"1066"_s;
    spec.id = id;
    spec.context = "Reeve::BattleSteps";
    spec.title = title;
    spec.summary = summary;
    spec.rules = {rule};
    spec.fields = fields;
    if (rolls)
        spec.dice = {StepDice{u"dice"_s, u"d6"_s, N("the faces in the order the board asks for them")}};
    spec.examples = examples;
    spec.apply = [body, id](Campaign &campaign, const QJsonObject &f, const QJsonObject &dice) {
        BattleBoard board(campaign);
        QJsonObject outcome;
        qint64 seq = 0;
        if (id == u"apply"_s)
            seq = applyToMap(campaign, f, outcome);
        else
            seq = body(campaign, board, f, facesOf(dice));
        outcome.insert(u"battle_action"_s, seq);
        if (id == u"start"_s || id == u"new"_s)
            outcome.insert(u"season_from"_s, f.contains(u"season"_s) ? u"given"_s : u"clock"_s);
        const BattleState after = board.state();
        outcome.insert(u"state"_s, after.toJson());
        return StepOutcome{addressed(campaign, after, outcome), {}, {}};
    };
    spec.shares = battleShares();
    registry.add(spec);
}

QStringList withBattle(const QStringList &lines)
{
    // A battle by name with two counters typed in: it needs nothing of the map.
    QStringList all{
            u"reeve-cli step FILE new attacker=Vikings defender=Anglo-Saxons"_s,
            u"reeve-cli step FILE place box=centre side=defender type=thegn attack=2 defence=3 leader=1 "
            "name=Edwin"_s,
            u"reeve-cli step FILE place box=centre side=attacker type=huscarl attack=3 defence=3 leader=2 "
            "name=Harald"_s};
    return all + lines;
}

qint64 sideIdOf(Campaign &campaign, const QJsonObject &f, const QString &key)
{
    return CampaignReader(campaign.database()).sideByName(f.value(key).toString()).id;
}

void addSetup(StepRegistry &registry)
{
    const QList<StepField> start{field(u"square"_s, T::Location, N("Square"),
                                       N("Where the battle is fought."), true),
                                 field(u"attacker"_s, T::Side, N("Attacker"), "", true),
                                 field(u"defender"_s, T::Side, N("Defender"), "", true)};
    add(registry, u"start"_s, N("Open a battle"), u"1066 §15"_s,
        N("Opens the battle board in a campaign square; its units can then be placed from the map."),
        start + setupFields(), false,
        {u"reeve-cli step FILE start square=York attacker=Vikings defender=Anglo-Saxons season=summer"_s},
        [](Campaign &campaign, BattleBoard &board, const QJsonObject &f, const auto &) {
            BattleSetup setup = setupOf(campaign, f);
            setup.square = f.value(u"square"_s).toString();
            setup.attackerSide = sideIdOf(campaign, f, u"attacker"_s);
            setup.defenderSide = sideIdOf(campaign, f, u"defender"_s);
            return board.newBattle(setup);
        });
    const QList<StepField> byName{field(u"attacker"_s, T::Text, N("Attacker's name"), "", true),
                                  field(u"defender"_s, T::Text, N("Defender's name"), "", true)};
    add(registry, u"new"_s, N("Open a battle by name"), u"1066 §15"_s,
        N("Opens the battle board for two forces named only, with counters typed in."),
        byName + setupFields(), false, {u"reeve-cli step FILE new attacker=Vikings defender=Anglo-Saxons"_s},
        [](Campaign &campaign, BattleBoard &board, const QJsonObject &f, const auto &) {
            BattleSetup setup = setupOf(campaign, f);
            setup.attackerName = f.value(u"attacker"_s).toString();
            setup.defenderName = f.value(u"defender"_s).toString();
            return board.newBattle(setup);
        });
    add(registry, u"values"_s, N("A counter's printed values"), u"1066 §15"_s,
        N("Records the attack, defence and leadership printed on a campaign unit's counter, once."),
        {field(u"unit"_s, T::Unit, N("Unit"), "", true), number(u"attack"_s, N("Attack"), 0, 20),
         number(u"defence"_s, N("Defence"), 0, 20), number(u"leader"_s, N("Leader"), 0, 9),
         field(u"king"_s, T::Boolean, N("King"))},
        false,
        {u"reeve-cli unit FILE add Vikings huscarl --name Tostig --at York"_s,
         u"reeve-cli step FILE values unit=Tostig attack=3 defence=3 leader=1"_s},
        [](Campaign &campaign, BattleBoard &, const QJsonObject &f, const auto &) {
            std::optional<bool> king;
            if (f.contains(u"king"_s))
                king = f.value(u"king"_s).toBool();
            return BattleCampaign::registerValues(campaign, unitId(campaign, f.value(u"unit"_s)),
                                                  f.value(u"attack"_s).toInt(-1),
                                                  f.value(u"defence"_s).toInt(-1),
                                                  f.value(u"leader"_s).toInt(-1), king);
        });
    StepField carrying = field(u"carrying"_s, T::List, N("Carrying"),
                               N("Land units a fleet carries. Left out: those the campaign records aboard (the "
                                 "embark step); given, it overrides the record (on a coast or a river the player "
                                 "chooses who fights aboard, §17.14) and the working says so."));
    carrying.itemType = T::Unit;
    add(registry, u"place"_s, N("Place a unit"), u"1066 §15.2"_s,
        N("Puts a campaign unit of the square (a fleet with its cargo), or a counter typed in, into a box."),
        {choice(u"box"_s, {u"left"_s, u"centre"_s, u"right"_s, u"reserve"_s}, N("Box"), "", true),
         field(u"unit"_s, T::Unit, N("Campaign unit")), carrying,
         choice(u"side"_s, {u"attacker"_s, u"defender"_s}, N("Side"), N("For a counter typed in.")),
         field(u"type"_s, T::Text, N("Type"), N("For a counter typed in, e.g. huscarl.")),
         field(u"name"_s, T::Text, N("Name")), number(u"attack"_s, N("Attack"), 0, 20),
         number(u"defence"_s, N("Defence"), 0, 20), number(u"leader"_s, N("Leader"), 0, 9),
         field(u"king"_s, T::Boolean, N("King"))},
        false, withBattle({}).mid(0, 2),
        [](Campaign &campaign, BattleBoard &board, const QJsonObject &f, const auto &) {
            return place(campaign, board, f);
        });
    add(registry, u"remove"_s, N("Take a unit off the board"), u"1066 §15.2"_s, N("During setup only."),
        {field(u"unit"_s, T::Text, N("Board unit"), N("A1, D2, ..."), true)}, false,
        withBattle({u"reeve-cli step FILE remove unit=D1"_s}),
        [](Campaign &, BattleBoard &board, const QJsonObject &f, const auto &) {
            return board.removeUnit(f.value(u"unit"_s).toString());
        });
    add(registry, u"commander"_s, N("Appoint a commander"), u"1066 §15.2"_s,
        N("Each side's commander, a leader on the board."),
        {field(u"unit"_s, T::Text, N("Board unit"), N("A1, D2, ..."), true)}, false,
        withBattle({u"reeve-cli step FILE commander unit=A2"_s}),
        [](Campaign &, BattleBoard &board, const QJsonObject &f, const auto &) {
            const QString id = f.value(u"unit"_s).toString();
            return board.chooseCommander(id.startsWith(u'D') ? 1 : 0, id);
        });
}

QStringList fought(const QStringList &lines)
{
    return withBattle({u"reeve-cli step FILE commander unit=A2"_s, u"reeve-cli step FILE commander unit=D1"_s,
                       u"reeve-cli step FILE length --dice dice=4"_s})
           + lines;
}

void addBattle(StepRegistry &registry)
{
    const auto rolled = [](qint64 (BattleBoard::*roll)(const std::optional<QList<int>> &)) {
        return [roll](Campaign &, BattleBoard &board, const QJsonObject &,
                      const std::optional<QList<int>> &faces) { return (board.*roll)(faces); };
    };
    const auto plain = [](qint64 (BattleBoard::*step)()) {
        return [step](Campaign &, BattleBoard &board, const QJsonObject &, const auto &) {
            return (board.*step)();
        };
    };
    add(registry, u"contact"_s, N("Contact roll at sea"), u"1066 §17.15"_s,
        N("Whether fleets on an all-sea square make contact."), {}, true,
        {u"reeve-cli step FILE new attacker=Vikings defender=Anglo-Saxons terrain=all-sea"_s,
         u"reeve-cli step FILE contact --dice dice=4"_s},
        rolled(&BattleBoard::contactRoll));
    add(registry, u"length"_s, N("Battle length"), u"1066 §15.3"_s, N("How many rounds the battle lasts."),
        {}, true, fought({}), rolled(&BattleBoard::rollLength));
    add(registry, u"move"_s, N("Move a unit between boxes"), u"1066 §15"_s, N("A unit changes box."),
        {field(u"unit"_s, T::Text, N("Board unit"), N("A1, D2, ..."), true),
         choice(u"box"_s, {u"left"_s, u"centre"_s, u"right"_s, u"reserve"_s}, N("Box"), "", true)},
        false,
        withBattle(
                {u"reeve-cli step FILE place box=reserve side=attacker type=fyrd attack=1 defence=1 name=Fyrd"_s,
                 u"reeve-cli step FILE commander unit=A2"_s, u"reeve-cli step FILE commander unit=D1"_s,
                 u"reeve-cli step FILE length --dice dice=4"_s,
                 u"reeve-cli step FILE move unit=A3 box=left"_s}),
        [](Campaign &, BattleBoard &board, const QJsonObject &f, const auto &) {
            return board.moveUnit(f.value(u"unit"_s).toString(),
                                  battleBoxFromName(f.value(u"box"_s).toString()));
        });
    add(registry, u"marker"_s, N("Play a battle marker"), u"1066 §8.13"_s,
        N("A side plays a battle marker (charge, ambush...) onto the board."),
        {field(u"side"_s, T::Text, N("Side"), N("attacker, defender or the side's name"), true),
         field(u"marker"_s, T::Text, N("Marker"), "", true),
         choice(u"box"_s, {u"left"_s, u"centre"_s, u"right"_s, u"reserve"_s}, N("Box"))},
        false,
        fought({u"reeve-cli step FILE end-round"_s,
                u"reeve-cli step FILE marker side=attacker marker=charge box=centre"_s}),
        [](Campaign &, BattleBoard &board, const QJsonObject &f, const auto &) {
            return board.playMarker(sideOf(board, f.value(u"side"_s).toString()),
                                    f.value(u"marker"_s).toString(), f.value(u"box"_s).toString());
        });
    add(registry, u"attack"_s, N("Declare an attack"), u"1066 §15.8"_s, N("One unit attacks another."),
        {field(u"attacker"_s, T::Text, N("Attacking unit"), N("A1, D2, ..."), true),
         field(u"target"_s, T::Text, N("Target"), N("A1, D2, ..."), true)},
        false,
        fought({u"reeve-cli step FILE end-round"_s, u"reeve-cli step FILE attack attacker=A2 target=D1"_s}),
        [](Campaign &, BattleBoard &board, const QJsonObject &f, const auto &) {
            return board.declareAttack(f.value(u"attacker"_s).toString(), f.value(u"target"_s).toString());
        });
    add(registry, u"roll"_s, N("Roll the attack"), u"1066 §15.8"_s, N("The declared attack's dice."), {},
        true,
        {}, // the Combat Results Table is not in Reeve's sources: a roll stops with exit 3 until it is entered
        rolled(&BattleBoard::rollAttack));
    add(registry, u"save"_s, N("Saving roll"), u"1066 §15.9"_s, N("The target's saving roll."), {}, true, {},
        rolled(&BattleBoard::savingRoll));
    add(registry, u"end-round"_s, N("End the round"), u"1066 §15.3"_s, N("The round ends."), {}, false,
        fought({u"reeve-cli step FILE end-round"_s}), plain(&BattleBoard::endRound));
    add(registry, u"end-pursuit"_s, N("End the pursuit"), u"1066 §15.17"_s, N("The pursuit ends."), {}, false,
        {}, plain(&BattleBoard::endPursuit));
    add(registry, u"spoils"_s, N("Spoils"), u"1066 §15.18"_s, N("The winner's spoils."), {}, false, {},
        plain(&BattleBoard::spoils));
    add(registry, u"step"_s, N("Next step"), u"1066 §15"_s,
        N("The next step that needs no choice: length, roll, save, end of round or pursuit, spoils."), {},
        true,
        withBattle({u"reeve-cli step FILE commander unit=A2"_s, u"reeve-cli step FILE commander unit=D1"_s,
                    u"reeve-cli step FILE step --dice dice=4"_s}),
        [](Campaign &, BattleBoard &board, const QJsonObject &, const std::optional<QList<int>> &faces) {
            return next(board, faces);
        });
    StepField retreat
            = field(u"retreat"_s, T::List, N("Retreat"),
                    N("Squares the retreating force enters, in order; [\"none\"] when it can enter none."));
    retreat.itemType = T::Text;
    StepField lose = field(u"lose"_s, T::List, N("Units given up"), N("Campaign units lost on the retreat."));
    lose.itemType = T::Unit;
    add(registry, u"apply"_s, N("Carry the battle to the map"), u"1066 §15.18-15.19"_s,
        N("Eliminations, the retreat, a fallen king's hand and the spoils, in the campaign."),
        {retreat, lose, field(u"markers"_s, T::Boolean, N("Settle markers"), N("Default: yes."))}, false, {},
        nullptr);
}

} // namespace

void BattleSteps::registerAll(StepRegistry &registry)
{
    addSetup(registry);
    addBattle(registry);
    TurnSteps1066::registerAll(registry); // the campaign turn: the same game's steps, registered once with it
}

} // namespace Reeve
