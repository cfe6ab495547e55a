// The 1066 campaign turn: the sequence of play (§3.2, §27.2, §8.9) and the initiative (§6).
#include "turnsteps.h"

#include "markermixexample.h"

#include <QCoreApplication>
#include <QJsonArray>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "campaign/campaigntables.h"
#include "containers/containerdraws.h"
#include "containers/containerreader.h"
#include "containers/handactions.h"
#include "games/1066/turn/assassin.h"
#include "games/1066/turn/attrition.h"
#include "games/1066/turn/calltoarms.h"
#include "games/1066/turn/comet1066.h"
#include "games/1066/turn/control1066.h"
#include "games/1066/turn/deploy.h"
#include "games/1066/turn/embark.h"
#include "games/1066/turn/mapmove.h"
#include "games/1066/turn/markersdue.h"
#include "games/1066/turn/markertrade.h"
#include "games/1066/turn/oathfealty.h"
#include "games/1066/turn/papal.h"
#include "games/1066/turn/pillage.h"
#include "games/1066/turn/provision.h"
#include "games/1066/turn/rebellion.h"
#include "games/1066/turn/recruit.h"
#include "games/1066/turn/spy1066.h"
#include "games/1066/turn/storms.h"
#include "games/1066/turn/tostig.h"
#include "games/1066/turn/troopspay.h"
#include "games/1066/turn/turnorder.h"
#include "games/1066/turn/vassalage.h"
#include "games/1066/turn/victory.h"
#include "log/actionwriter.h"
#include "procedures/procedureregistry.h"
#include "procedures/procedurerunner.h"
#include "steps/stepregistry.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

#define N(text) QT_TRANSLATE_NOOP("Reeve::TurnSteps1066", text)

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::TurnSteps1066", text);
}

const QString FirstPlayerPhase = u"Campaign markers"_s;
const QString LastPlayerPhase = u"Pillage"_s;
const QString NegotiationsPhase = u"Negotiations"_s;
const QString GoldKind = u"Gold Point"_s;
const QString PapalKind = u"Papal Intervention"_s;

/** Where the clock goes next, and why. */
struct NextClock
{
    int turn = 1;
    QString phase;
    qint64 active = 0;
    bool playerTurnStarts = false;
    QString why;
    const char *rule = "3.2";
};

NextClock nextClock(Campaign &campaign, bool extend)
{
    Database &db = campaign.database();
    const GameInfo &game = campaign.game();
    const ClockState clock = CampaignReader(db).clock();
    const QStringList &phases = game.phases;
    const TurnOrder1066 order = TurnOrder1066::forTurn(db, clock.turn);
    NextClock next{clock.turn, QString(), clock.activeSide, false, QString(), "3.2"};
    const qsizetype index = phases.indexOf(clock.phase);
    if (index < 0 || index + 1 >= phases.size()) {
        if (game.turns > 0 && clock.turn >= game.turns && !extend)
            throw Failure::badInput(
                    tr("The game lasts %1 game turns (1066 §27.2) and this is the last: check victory "
                       "(1066.victory), or give extend=true if the players agree to play on (§3.2).")
                            .arg(game.turns));
        next = {clock.turn + 1, phases.value(0), 0, false, tr("the end of the game turn: one month passes"),
                "3.2"};
        return next;
    }
    if (clock.phase == NegotiationsPhase) {
        if (order.order.isEmpty())
            throw Failure::badInput(tr("No power is played: add the sides first (1066 §27.1)."));
        next = {clock.turn,
                FirstPlayerPhase,
                order.order.first(),
                true,
                order.initiativeTurn
                        ? tr("the first player's turn, as the initiative gave it")
                        : tr("the first player's turn; no initiative was resolved, so the seating order "
                             "stands"),
                order.initiativeTurn ? "6.1" : "3.2"};
        return next;
    }
    if (clock.phase == LastPlayerPhase) {
        const qsizetype at = order.order.indexOf(clock.activeSide);
        if (at >= 0 && at + 1 < order.order.size()) {
            next = {clock.turn,
                    FirstPlayerPhase,
                    order.order.at(at + 1),
                    true,
                    tr("the next player's turn, clockwise from the first player"),
                    "3.2"};
            return next;
        }
        next = {clock.turn, phases.value(index + 1), 0, false, tr("every player has had his turn"), "3.2"};
        return next;
    }
    next.phase = phases.at(index + 1);
    next.why = tr("the next phase of the same turn");
    return next;
}

/// Set-aside markers the new player turn brings back (§8.9), checked before HandActions::release refuses.
bool releaseDue(Database &db, int turn, qint64 active)
{
    ContainerReader reader(db);
    if (!reader.hasContainer())
        return false;
    for (const ContainerMarker &m : reader.state(reader.find().id).aside()) {
        const QStringList parts = m.releaseAt.split(u':');
        if (parts.value(0) == u"turn"_s && turn >= parts.value(1).toInt())
            return true;
        if (parts.value(0) == u"player-turn"_s
            && (turn != parts.value(1).toInt() || active != parts.value(2).toLongLong()))
            return true;
    }
    return false;
}

/// §15.1, §15.3: the phasing power's combat phase ends only once it has fought wherever its units share a
/// square with another power's (a battle carried to the map settles its square).
QList<StepRefusal> checkNextPhase(Campaign &campaign, const QJsonObject &)
{
    Database &db = campaign.database();
    CampaignReader reader(db);
    const ClockState clock = reader.clock();
    if (clock.phase != u"Combat"_s || clock.activeSide == 0)
        return {};
    QStringList ours, contested;
    for (const Unit &u : reader.units())
        if (!u.isEliminated() && !u.locationId.isEmpty() && Control1066::controller(u) == clock.activeSide
            && !ours.contains(u.locationId))
            ours << u.locationId;
    for (const Unit &u : reader.units())
        if (!u.isEliminated() && ours.contains(u.locationId) && Control1066::controller(u) != clock.activeSide
            && !contested.contains(u.locationId) && reader.location(u.locationId).kind != u"off-map box"_s)
            contested << u.locationId;
    if (contested.isEmpty())
        return {};
    return {StepRefusal{
            tr("%1 must attack wherever its units share a square with another power's before its combat "
               "phase ends: %2 (fight the battle and carry it to the map).")
                    .arg(reader.side(clock.activeSide).name, contested.join(u", "_s)),
            u"1066 §15.1"_s}};
}

StepOutcome applyNextPhase(Campaign &campaign, const QJsonObject &f, const QJsonObject &)
{
    const NextClock next = nextClock(campaign, f.value(u"extend"_s).toBool());
    const GameInfo &game = campaign.game();
    Database &db = campaign.database();
    const TurnOrder1066 order = TurnOrder1066::forTurn(db, next.turn);
    QString text = tr("Now %1, %2").arg(game.describeTurn(next.turn), next.phase);
    if (next.active != 0) {
        text += tr(": player turn of %1 (%2 of %3)")
                        .arg(CampaignReader(db).side(next.active).name)
                        .arg(order.order.indexOf(next.active) + 1)
                        .arg(order.order.size());
    }
    {
        ActionWriter writer(campaign.log());
        writer.update(u"clock"_s, {{u"id"_s, 1}},
                      {{u"turn"_s, next.turn},
                       {u"year"_s, game.yearOf(next.turn)},
                       {u"period"_s, game.periodOf(next.turn)},
                       {u"phase"_s, next.phase},
                       {u"active_side"_s, next.active}});
        writer.commit(u"clock.set"_s, text);
    }
    QJsonObject outcome{{u"turn"_s, next.turn},
                        {u"phase"_s, next.phase},
                        {u"why"_s, next.why},
                        {u"rule"_s, u"1066 §"_s + QString::fromLatin1(next.rule)},
                        {u"order"_s, order.names(db)}};
    if (next.active)
        outcome.insert(u"player"_s, CampaignReader(db).side(next.active).name);
    if (next.playerTurnStarts && releaseDue(db, next.turn, next.active)) {
        const ContainerOutcome released = HandActions(campaign).release();
        outcome.insert(u"released"_s, released.publicText);
    }
    return StepOutcome{outcome, {}, text};
}

/// The bid of each playing side, in seating order, from the per-power fields.
QList<int> bidsOf(Campaign &campaign, const QJsonObject &f, const QList<qint64> &seating)
{
    QList<int> bids;
    CampaignReader reader(campaign.database());
    for (qint64 id : seating) {
        QString key = reader.side(id).name.toLower();
        key.replace(u'-', u'_');
        bids << f.value(key).toInt(0);
    }
    return bids;
}

int held(Database &db, qint64 side, const QString &kind)
{
    ContainerReader reader(db);
    if (!reader.hasContainer())
        return 0;
    int n = 0;
    for (const ContainerMarker &m : reader.state(reader.find().id).hand(side))
        n += m.kind.compare(kind, Qt::CaseInsensitive) == 0 ? 1 : 0;
    return n;
}

QList<StepRefusal> checkInitiative(Campaign &campaign, const QJsonObject &f)
{
    Database &db = campaign.database();
    CampaignReader reader(db);
    const ClockState clock = reader.clock();
    QList<StepRefusal> refusals;
    if (clock.phase != campaign.game().phases.value(0))
        refusals << StepRefusal{
                tr("The initiative is bid in the Initiative phase that opens each game turn; the clock "
                   "is at %1.")
                        .arg(clock.phase),
                u"1066 §3.2"_s};
    if (TurnOrder1066::forTurn(db, clock.turn).initiativeTurn == clock.turn)
        refusals << StepRefusal{tr("This game turn's initiative is already resolved."), u"1066 §6.1"_s};
    const QList<qint64> seating = TurnOrder1066::seating(db);
    const QList<int> bids = bidsOf(campaign, f, seating);
    for (const Side &side : reader.sides()) {
        QString key = side.name.toLower();
        key.replace(u'-', u'_');
        if (f.value(key).toInt() > 0 && !seating.contains(side.id))
            refusals << StepRefusal{tr("%1 is neutral: a neutral power bids nothing (1066 §4.3).")
                                            .arg(side.name),
                                    u"1066 §4.3"_s};
    }
    for (qsizetype i = 0; i < seating.size(); ++i)
        if (bids.at(i) > held(db, seating.at(i), GoldKind))
            refusals << StepRefusal{
                    tr("%1 bids %2 gold but holds %3 Gold Point marker(s): a bid is made from the hand "
                       "(1066 §6.1).")
                            .arg(reader.side(seating.at(i)).name)
                            .arg(bids.at(i))
                            .arg(held(db, seating.at(i), GoldKind)),
                    u"1066 §6.1"_s};
    const QString papal = f.value(u"papal"_s).toString();
    if (!papal.isEmpty() && held(db, reader.sideByName(papal).id, PapalKind) == 0)
        refusals << StepRefusal{
                tr("%1 holds no Papal Intervention marker to play as a bid (1066 §6.3, §8.13).").arg(papal),
                u"1066 §8.13"_s};
    return refusals;
}

StepOutcome applyInitiative(Campaign &campaign, const QJsonObject &f, const QJsonObject &dice)
{
    Database &db = campaign.database();
    CampaignReader reader(db);
    const QList<qint64> seating = TurnOrder1066::seating(db);
    const QList<int> bids = bidsOf(campaign, f, seating);
    const QString papal = f.value(u"papal"_s).toString();
    const int papalPlayer = papal.isEmpty() ? 0 : int(seating.indexOf(reader.sideByName(papal).id)) + 1;
    QJsonArray bidArray;
    for (int b : bids)
        bidArray.append(b);
    const Procedure &p = ProcedureRegistry::standard().get(u"1066.initiative"_s);
    const QJsonObject inputs{{u"bids"_s, bidArray}, {u"papal_player"_s, papalPlayer}};
    std::optional<QList<int>> faces;
    if (dice.contains(u"tie"_s)) {
        faces.emplace();
        for (const QJsonValue &v : dice.value(u"tie"_s).toArray())
            faces->append(v.toInt());
    }
    ProcedureResult result;
    {
        ActionWriter writer(campaign.log());
        ActionDraft draft;
        const TableLibrary tables = CampaignTables::forCampaign(campaign);
        result = ProcedureRunner(tables).resolveInto(writer, p, ProcedureRunner::completeInputs(p, inputs),
                                                     faces, draft);
        writer.commit(draft);
    }
    // The bid gold goes back to the pool (§6.1), a Papal Intervention played as a bid too (§8.9).
    for (qsizetype i = 0; i < seating.size(); ++i)
        if (bids.at(i) > 0)
            HandActions(campaign).returnMarkers(seating.at(i), QStringList(bids.at(i), GoldKind));
    if (papalPlayer > 0)
        HandActions(campaign).play(seating.at(papalPlayer - 1), PapalKind);
    TurnOrder1066 order;
    order.initiativeTurn = reader.clock().turn;
    order.order = TurnOrder1066::from(seating,
                                      seating.at(result.outcome.value(u"first_player"_s).toInt() - 1));
    {
        ActionWriter writer(campaign.log());
        order.write(writer);
        writer.commit(u"1066.turn-order"_s,
                      tr("Order of play this turn (1066 §6.1): %1").arg(order.names(db)));
    }
    const QString first = reader.side(order.order.first()).name;
    return StepOutcome{{{u"first_player"_s, first},
                        {u"order"_s, order.names(db)},
                        {u"tie"_s, result.outcome.value(u"tie"_s)},
                        {u"gold_returned"_s, result.outcome.value(u"gold_returned"_s)}},
                       {},
                       tr("Initiative: %1 plays first; order %2").arg(first, order.names(db))};
}

StepSpec spec(const QString &id, const char *title, const char *summary, const QStringList &rules)
{
    return StepSpec::make(u"1066"_s, "Reeve::TurnSteps1066", id, title, summary, rules);
}

} // namespace

void TurnSteps1066::registerAll(StepRegistry &registry)
{
    StepSpec next = spec(
            u"next-phase"_s, N("Next phase"),
            N("Moves the clock through the sequence of play: initiative, negotiations, then each player's "
              "turn from campaign markers to pillage in the order of play, then the end of the game turn; "
              "events set aside come back at the start of the next player turn."),
            {u"1066 §3.2"_s, u"1066 §27.2"_s, u"1066 §8.9"_s});
    next.fields = {
            StepField::make(u"extend"_s, StepField::Type::Boolean, false, N("Play on past the last turn"),
                            N("Only when the players agree to extend the game past §27.2's twelve turns."))};
    next.examples = {u"reeve-cli step FILE next-phase"_s};
    next.check = checkNextPhase;
    next.apply = applyNextPhase;
    registry.add(next);

    StepSpec initiative
            = spec(u"initiative"_s, N("Initiative"),
                   N("The gold bids of the playing powers, spent from their hands and returned to the "
                     "pool: the highest bid plays first (a tie rolled off), a Papal Intervention played "
                     "as a bid wins outright; the others follow clockwise."),
                   {u"1066 §6.1"_s, u"1066 §6.2"_s, u"1066 §6.3"_s});
    for (const char *power : {"anglo_saxons", "normans", "vikings", "britons"})
        initiative.fields << StepField::number(
                QString::fromLatin1(power), false, N("Gold bid"),
                N("Gold Point markers the power bids from its hand (0 when none)."), 0, 50);
    initiative.fields << StepField::make(u"papal"_s, StepField::Type::Side, false, N("Papal Intervention"),
                                         N("The power that plays Papal Intervention as its bid (§6.3)."));
    initiative.dice = {StepDice{u"tie"_s, u"d6"_s,
                                N("on a tie, one d6 per tied power in seating order, again while "
                                  "tied")}};
    initiative.examples = {u"reeve-cli step FILE initiative --dice tie=2,6,4"_s};
    initiative.check = checkInitiative;
    initiative.apply = applyInitiative;
    registry.add(initiative);

    Comet1066::registerStep(registry);

    MapMove1066::registerStep(registry);
    Embark1066::registerSteps(registry);
    Spy1066::registerSteps(registry);
    Vassalage1066::registerStep(registry);
    Deploy1066::registerStep(registry);
    MarkersDue1066::registerStep(registry);
    Provision1066::registerStep(registry);
    CallToArms1066::registerStep(registry);
    Recruit1066::registerStep(registry);
    Pillage1066::registerStep(registry);
    Victory1066::registerStep(registry);
    Tostig1066::registerStep(registry);
    TroopsPay1066::registerStep(registry);
    Attrition1066::registerStep(registry);
    TradeMarkers1066::registerStep(registry);
    OathOfFealty1066::registerStep(registry);
    Storms1066::registerStep(registry);
    Rebellion1066::registerStep(registry);
    Assassin1066::registerStep(registry);
    PapalIntervention1066::registerStep(registry);
}

} // namespace Reeve
