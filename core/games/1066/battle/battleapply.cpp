// Carrying a finished 1066 battle back to the campaign (§15.18–15.19, §17.15–17.16, §18.5–18.10):
// one compound action for the units and the battle record, then the marker changes.
#include <functional>

#include <QJsonArray>
#include <QJsonDocument>

#include "battleaudience.h"
#include "battlecampaign.h"
#include "battleboard.h"
#include "battleengine.h"
#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "campaign/campaigntables.h"
#include "containers/containerdraws.h"
#include "containers/handactions.h"
#include "log/actiongroup.h"
#include "log/actionwriter.h"
#include "procedures/entereddice.h"
#include "games/1066/rules1066.h"
#include "games/1066/turn/control1066.h"
#include "games/1066/squaregrid.h"
#include "tables/ruletable.h"
#include "tables/tablelibrary.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return battleTr(text);
}

QString ref(const char *section)
{
    return u"1066 §"_s + QString::fromLatin1(section);
}

/** The work of one apply: the writer, the battle and the steps written so far. */
struct ApplyRun
{
    ActionWriter &writer;
    BattleState &state;
    QList<ExplanationStep> steps;
    QList<qint64> kingSides;      ///< campaign sides whose king fell (§18.7)

    void step(const QString &text, const char *section) { steps.append({text, ref(section)}); }
    QString unitName(qint64 id)
    {
        const QJsonObject row = writer.row(u"units"_s, {{u"id"_s, id}});
        const QString name = row.value(u"name"_s).toString();
        return u"%1 #%2"_s.arg(name.isEmpty() ? row.value(u"type"_s).toString() : name).arg(id);
    }
    void eliminate(qint64 id) { writer.update(u"units"_s, {{u"id"_s, id}}, {{u"status"_s, u"eliminated"_s}}); }
    void move(qint64 id, const QString &to) { writer.update(u"units"_s, {{u"id"_s, id}}, {{u"location_id"_s, to}}); }
};

void applyEliminations(ApplyRun &run)
{
    for (const BattleUnit &u : run.state.units) {
        if (!u.eliminated || u.campaignUnit == 0)
            continue;
        run.eliminate(u.campaignUnit);
        run.step(tr("%1 was eliminated on the Battle Board: it is marked eliminated on the map.")
                     .arg(run.unitName(u.campaignUnit)), "15.15");
        for (qint64 cargo : u.carried) {
            run.eliminate(cargo);
            run.step(tr("%1 was aboard the fleet and is lost with it.").arg(run.unitName(cargo)), "17.16");
        }
        QStringList fallen;
        if (u.leader > 0)
            fallen << u.name;
        for (const BattleCargoLeader &l : u.aboard)
            fallen << l.name;
        for (const QString &name : fallen) {
            if (name.contains(u"Tostig"_s, Qt::CaseInsensitive))
                run.step(tr("Tostig is out of play for good once eliminated."), "18.10");
            else
                run.step(tr("Leader %1 fell; only a Rally marker brings the line back.").arg(name), "18.8");
        }
        if (u.hasKing()) {
            const qint64 sideId = run.state.sides[u.side].campaignSide;
            run.kingSides << sideId;
            run.step(tr("A king fell: %1 returns every campaign marker it holds to the pool.")
                         .arg(run.state.sides[u.side].name), "18.7");
        }
    }
}

/// The retreating side (-1 none), and the rule that sends it back.
int retreatingSide(const BattleState &state, const char **section)
{
    *section = "15.18";
    if (state.endReason == u"no-contact"_s) {
        *section = "17.15";
        return 0;
    }
    return state.winner < 0 ? 0 : 1 - state.winner;
}

QList<qint64> retreatingUnits(const BattleState &state, int side)
{
    QList<qint64> ids;
    for (const BattleUnit &u : state.units)
        if (u.side == side && !u.eliminated && u.campaignUnit != 0)
            ids << u.campaignUnit << u.carried;
    return ids;
}

/// Units of other sides than \a sideId in \a square that are still in play.
int othersIn(ActionWriter &writer, const QString &square, qint64 sideId)
{
    Database &db = writer.database();
    CampaignReader reader(db);
    int count = 0;
    for (const Unit &u : reader.units())
        if (u.locationId == square && Control1066::controller(u) != sideId && !u.isEliminated())
            ++count;
    return count;
}

/// The retreating units lost in a square holding \a blocking enemy or neutral units, as the referee named them.
QStringList takeLosses(ApplyRun &run, const QString &square, int blocking, QList<qint64> &going, QList<qint64> &lose)
{
    const int toLose = int(qMin<qsizetype>(blocking, going.size()));
    QStringList lost;
    for (int n = 0; n < toLose; ++n) {
        while (!lose.isEmpty() && !going.contains(lose.first()))
            lose.removeFirst();
        if (lose.isEmpty())
            throw Failure::badInput(tr("%1 holds %2 enemy or neutral unit(s): name %3 more retreating unit(s) to "
                                       "lose there with --lose (1066 §15.19).").arg(square).arg(blocking)
                                        .arg(toLose - n));
        const qint64 id = lose.takeFirst();
        going.removeAll(id);
        run.eliminate(id);
        lost << run.unitName(id);
    }
    return lost;
}

void applyRetreat(ApplyRun &run, const BattleApply &request, const QString &square)
{
    const char *section = "15.18";
    const int side = retreatingSide(run.state, &section);
    QList<qint64> going = retreatingUnits(run.state, side);
    if (going.isEmpty()) {
        if (!request.retreat.isEmpty())
            throw Failure::badInput(tr("No unit of %1 is left to retreat; leave the retreat out.")
                                        .arg(run.state.sides[qMax(side, 0)].name));
        return;
    }
    const QString who = run.state.sides[side].name;
    if (request.retreat.isEmpty())
        throw Failure::badInput(tr("%1 must leave %2 (1066 §%3): name the square it retreats to (1066 §15.19), "
                                   "or none when no square can be entered.").arg(who, square,
                                                                               QString::fromLatin1(section)));
    if (request.retreat == QStringList{u"none"_s}) {
        for (qint64 id : going)
            run.eliminate(id);
        run.step(tr("%1 has no square to retreat into: its %2 surviving unit(s) are eliminated and count as "
                    "battle losses.").arg(who).arg(going.size()), "15.19");
        return;
    }
    QList<qint64> lose = request.lose;
    const qint64 sideId = run.state.sides[side].campaignSide;
    CampaignReader reader(run.writer.database());
    QString from = square;
    for (qsizetype i = 0; i < request.retreat.size(); ++i) {
        const QString &to = request.retreat.at(i);
        if (!reader.hasLocation(to) || to == square)
            throw Failure::badInput(tr("\"%1\" is not a square %2 can retreat into.").arg(to, who));
        if (reader.hasLocation(from) && SquareGrid::landAdjacent(reader.location(from), reader.location(to)) == false)
            throw Failure::badInput(tr("%1 does not share a land side with %2: a retreat goes square by square "
                                       "across sides, never corners or all-sea sides (1066 §14.2, §14.12, §15.19).")
                                        .arg(to, from));
        from = to;
        const int blocking = othersIn(run.writer, to, sideId);
        const bool last = i == request.retreat.size() - 1;
        if (blocking == 0 && !last)
            throw Failure::badInput(tr("%1 holds no enemy or neutral units, so the retreat ends there; leave out "
                                       "the squares after it (1066 §15.19).").arg(to));
        if (blocking == 0)
            break;
        const QStringList lost = takeLosses(run, to, blocking, going, lose);
        run.step(tr("%1 retreats through %2, which holds %3 enemy or neutral unit(s): it loses %4.")
                     .arg(who, to).arg(blocking).arg(lost.join(u", "_s)), "15.19");
        if (going.isEmpty())
            return;
        if (last)
            throw Failure::badInput(tr("%1 must retreat a further square past %2 (1066 §15.19): name it.")
                                        .arg(who, to));
    }
    for (qint64 id : going)
        run.move(id, request.retreat.last());
    run.step(tr("%1 retreats with %2 unit(s) together from %3 to %4 (1066 §%5); the other side stays in %3.")
                 .arg(who).arg(going.size()).arg(square, request.retreat.last(), QString::fromLatin1(section)),
             "15.19");
}

BattleState readState(ActionWriter &writer)
{
    const QJsonObject row = writer.row(u"meta"_s, {{u"key"_s, BattleBoard::MetaKey}});
    if (row.isEmpty())
        throw Failure::badInput(tr("There is no battle on the battle board."));
    return BattleState::fromJson(QJsonDocument::fromJson(row.value(u"value"_s).toString().toUtf8()).object());
}

/// Each marker change is its own logged action; one the container cannot make becomes a follow-up.
void applyMarkers(Campaign &campaign, const BattleState &state, const QList<qint64> &kingSides,
                  const QJsonObject &spoils, BattleApplyResult &result)
{
    auto attempt = [&](const char *section, const std::function<ContainerOutcome()> &op) {
        try {
            const ContainerOutcome outcome = op();
            result.markerSeqs << outcome.seq;
            result.steps.append({outcome.publicText, ref(section)});
        } catch (const Failure &failure) {
            result.followUps << failure.message();
        }
    };
    for (qint64 sideId : kingSides)
        attempt("18.7", [&] { return HandActions(campaign).returnMarkers(sideId, {}); });
    if (state.winner < 0 || state.endReason == u"no-contact"_s)
        return;
    const int draws = spoils.value(u"winner_draws"_s).toInt();
    const int loses = spoils.value(u"loser_loses"_s).toInt();
    const qint64 winner = state.sides[state.winner].campaignSide;
    const qint64 loser = state.sides[1 - state.winner].campaignSide;
    if (draws > 0)
        attempt("15.18", [&] { return ContainerDraws(campaign).draw(winner, draws); });
    if (loses > 0)
        attempt("15.18", [&] { return ContainerDraws(campaign).loseRandom(loser, loses); });
}

/// The spoils of a battle won (§15.18), from the table, whether or not the spoils step was taken.
QJsonObject spoilsFor(const BattleState &state, const TableLibrary &tables)
{
    if (state.winner < 0 || state.endReason == u"no-contact"_s)
        return {{u"winner_draws"_s, 0}, {u"loser_loses"_s, 0}};
    const int strength = state.sides[1 - state.winner].startValue;
    const RuleTable &t = tables.table(u"1066.battle-spoils"_s);
    return {{u"winner_draws"_s, Rules1066::lookupInt(t, strength, u"winner_draws"_s)},
            {u"loser_loses"_s, Rules1066::lookupInt(t, strength, u"loser_loses"_s)},
            {u"defeated_strength"_s, strength}};
}

} // namespace

namespace BattleCampaign {

BattleApplyResult apply(Campaign &campaign, const BattleApply &request)
{
    BattleApplyResult result;
    QList<qint64> kingSides;
    BattleState finished;
    QJsonObject spoils;
    {
        // The apply's entry names the units lost: for the two sides only, the defender's copy in the same action.
        ActionGroup group(campaign.log());
        ActionDraft draft;
        ActionWriter writer(campaign.log());
        BattleState state = readState(writer);
        if (state.phase != BattleState::Phase::Over)
            throw Failure::badInput(tr("The battle is not over yet: finish it before carrying it to the campaign."));
        if (state.applied)
            throw Failure::badInput(tr("This battle's results are already on the map."));
        if (state.square.isEmpty() || state.sides[0].campaignSide == 0 || state.sides[1].campaignSide == 0)
            throw Failure::badInput(tr("This battle was opened by name only: there are no campaign units to "
                                       "update. Start battles at a square to carry them back."));
        ApplyRun run{writer, state, {}, {}};
        run.step(tr("Every surviving unit goes back to the map, to %1.").arg(state.square), "15.18");
        applyEliminations(run);
        applyRetreat(run, request, state.square);
        const TableLibrary tables = CampaignTables::forCampaign(campaign);
        EnteredDice none({}, tr("no dice"));
        BattleEngine engine(state, tables, none);
        if (!state.spoilsDone && state.endReason != u"no-contact"_s) {
            engine.spoils();
            run.steps << engine.steps();
        }
        spoils = spoilsFor(state, tables);
        state.applied = true;
        writer.update(u"meta"_s, {{u"key"_s, BattleBoard::MetaKey}},
                      {{u"value"_s, QString::fromUtf8(QJsonDocument(state.toJson()).toJson(QJsonDocument::Compact))}});
        result.summary = tr("Battle of %1 carried to the map").arg(state.square);
        draft.kind = u"1066.battle.apply"_s;
        draft.publicText = result.summary;
        QJsonArray steps;
        for (const ExplanationStep &s : run.steps)
            steps.append(s.toJson());
        draft.data = {{u"step"_s, u"apply"_s}, {u"steps"_s, steps}, {u"outcome"_s, spoils}};
        BattleAudience::address(draft, state, u"apply"_s);
        result.seq = writer.commit(draft);
        BattleAudience::copyForDefender(campaign, draft, state);
        group.commit(draft.kind, draft.publicText);
        result.steps = run.steps;
        kingSides = run.kingSides;
        finished = state;
    }
    if (request.markers)
        applyMarkers(campaign, finished, kingSides, spoils, result);
    return result;
}

} // namespace BattleCampaign
} // namespace Reeve
