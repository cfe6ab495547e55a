#include "sasseason.h"

#include <QJsonArray>
#include <QHash>
#include <QMap>
#include <QSet>

#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "campaign/campaignreader.h"
#include "games/sas/sasbank.h"
#include "games/sas/sasboard.h"
#include "games/sas/sascommon.h"
#include "ledger/ledgerreader.h"
#include "ledger/trackedvalues.h"
#include "log/actionlog.h"
#include "log/actionwriter.h"
#include "util/failure.h"

namespace Reeve::Sas {

using namespace Qt::StringLiterals;

namespace {

QString roundName(const QString &round)
{
    if (round == u"diplomacy"_s)
        return tr("Diplomacy round");
    if (round == u"orders"_s)
        return tr("Order writing");
    if (round == u"units"_s)
        return tr("Unit building");
    if (round == u"cities"_s)
        return tr("City building");
    throw Failure::badInput(tr("A timed round is diplomacy, orders, units or cities (got \"%1\").").arg(round));
}

QString team(const Side &side)
{
    return side.attributes.value(u"alliance"_s).toString();
}

} // namespace

SasSeason::SasSeason(Campaign &campaign)
    : m_campaign(campaign)
{
}

qint64 SasSeason::setGameLength(const QString &length)
{
    TrackedQuantity vp{u"vp"_s, tr("Victory points"), std::nullopt, QString()};
    if (length != u"campaign"_s) {
        if (!QStringList{u"short"_s, u"medium"_s, u"long"_s}.contains(length))
            throw Failure::badInput(tr("A game is short, medium, long or campaign (got \"%1\").").arg(length));
        const int target = SasBank::run(m_campaign, u"sas.victory"_s, {{u"length"_s, length}, {u"vp"_s, 0}})
                               .outcome.value(u"target"_s).toInt();
        vp.threshold = target;
        vp.thresholdLabel = tr("Victory (%1 VP)").arg(target);
    }
    ActionWriter writer(m_campaign.log()); // the chosen length, for the victory check
    const QJsonObject key{{u"key"_s, u"sas.length"_s}};
    if (writer.row(u"meta"_s, key).isEmpty())
        writer.insert(u"meta"_s, {{u"key"_s, u"sas.length"_s}, {u"value"_s, length}});
    else
        writer.update(u"meta"_s, key, {{u"value"_s, length}});
    ActionDraft draft;
    draft.kind = u"sas.length"_s;
    draft.publicText = length == u"campaign"_s
                           ? tr("Campaign-style game: no points target (Swords & Sails, goal of the game)")
                           : tr("A %1 game: %2 VP to reach and hold (Swords & Sails, goal of the game)")
                                 .arg(length).arg(vp.threshold.value_or(0));
    writer.commit(draft);
    return TrackedValues(m_campaign).defineQuantity(vp);
}

QStringList SasSeason::checkVictory(const QString &bonusReading)
{
    CampaignReader reader(m_campaign.database());
    const QString length = reader.meta(u"sas.length"_s);
    if (length.isEmpty() || length == u"campaign"_s)
        return {};
    const int turn = reader.clock().turn;
    QHash<qint64, QHash<int, qint64>> own, teamVp;
    LedgerReader ledger(m_campaign.database());
    for (const LedgerReader::Point &p : ledger.values(u"vp"_s))
        own[p.sideId][p.turn] = p.value;
    for (const LedgerReader::Point &p : ledger.values(u"team_vp"_s))
        teamVp[p.sideId][p.turn] = p.value;
    QStringList lines;
    QSet<QString> teamsDone;
    for (const ScoreLine &line : score(bonusReading)) {
        const bool team = line.teamVp > 0;
        if (team && teamsDone.contains(line.team))
            continue;
        teamsDone.insert(line.team);
        const qint64 sideId = reader.sideByName(line.side).id;
        const QHash<int, qint64> &history = team ? teamVp[sideId] : own[sideId];
        const int now = team ? line.teamVp : line.vp;
        const ProcedureResult first = SasBank::run(m_campaign, u"sas.victory"_s, {{u"length"_s, length}, {u"vp"_s, now}});
        if (!first.outcome.value(u"reached"_s).toBool())
            continue;
        const int target = first.outcome.value(u"target"_s).toInt();
        int held = 0;
        for (int t = turn - 1; t >= 1 && history.value(t, -1) >= target; --t)
            ++held;
        const ProcedureResult r = SasBank::run(m_campaign, u"sas.victory"_s,
                                               {{u"length"_s, length}, {u"vp"_s, now}, {u"seasons_held"_s, held}});
        const QString who = team ? tr("Team %1").arg(line.team) : line.side;
        lines << (r.outcome.value(u"victory"_s).toBool()
                      ? tr("%1 wins with %2 VP, held at or above %3 for %4 seasons").arg(who).arg(now).arg(target).arg(held)
                      : tr("%1 is at %2 VP (target %3): %4 more season(s) to hold")
                            .arg(who).arg(now).arg(target).arg(r.outcome.value(u"seasons_to_go"_s).toInt()));
    }
    if (!lines.isEmpty()) {
        ActionWriter writer(m_campaign.log());
        ActionDraft draft;
        draft.kind = u"sas.victory"_s;
        draft.publicText = tr("Victory check (Swords & Sails, phase 9)") + u": "_s + lines.join(u"; "_s);
        draft.undoable = false;
        writer.commit(draft);
    }
    return lines;
}

qint64 SasSeason::logRound(const QString &round, const QString &event, int secondsLeft)
{
    const QString name = roundName(round);
    QString text;
    if (event == u"start"_s)
        text = tr("%1 started: three minutes on the timer (Swords & Sails, phase 3)").arg(name);
    else if (event == u"extend"_s)
        text = tr("%1 extended by three minutes by a unanimous vote (Swords & Sails, phase 3)").arg(name);
    else if (event == u"pause"_s)
        text = tr("%1 paused").arg(name);
    else if (event == u"resume"_s)
        text = tr("%1 resumed").arg(name);
    else if (event == u"end"_s)
        text = tr("%1 ended").arg(name);
    else
        throw Failure::badInput(tr("A round event is start, extend, pause, resume or end (got \"%1\").").arg(event));
    if (secondsLeft >= 0 && event != u"start"_s)
        text += tr(" with %1:%2 left").arg(secondsLeft / 60).arg(secondsLeft % 60, 2, 10, QLatin1Char('0'));
    ActionWriter writer(m_campaign.log());
    ActionDraft draft;
    draft.kind = u"sas.round"_s;
    draft.publicText = text;
    draft.undoable = false;
    draft.data = {{u"round"_s, round}, {u"event"_s, event}, {u"seconds_left"_s, secondsLeft}};
    return writer.commit(draft);
}

QList<qint64> SasSeason::formAlliance(const QString &teamName, const QStringList &members)
{
    const QString id = teamName.trimmed().toUpper();
    if (!QStringList{u"A"_s, u"B"_s, u"C"_s}.contains(id))
        throw Failure::badInput(tr("Alliance teams are A, B and C, the three cubes (got \"%1\").").arg(teamName));
    CampaignReader reader(m_campaign.database());
    QList<Side> joining;
    for (const QString &name : members) {
        const Side s = reader.sideByName(name);
        if (!team(s).isEmpty() && team(s) != id)
            throw Failure::badInput(tr("%1 is already in team %2; break that alliance first.").arg(s.name, team(s)));
        if (team(s) != id)
            joining << s;
    }
    int size = int(joining.size());
    for (const Side &s : reader.sides())
        size += team(s) == id ? 1 : 0;
    if (size < 2 || size > 4)
        throw Failure::badInput(tr("An alliance has two to four players; team %1 would have %2 (Swords & Sails, phase 3).")
                                    .arg(id).arg(size));
    QList<qint64> seqs;
    CampaignEditor editor(m_campaign);
    for (const Side &s : joining)
        seqs << editor.setAlliance(s.id, id);
    return seqs;
}

QList<qint64> SasSeason::breakAlliance(const QString &teamName)
{
    const QString id = teamName.trimmed().toUpper();
    QList<qint64> seqs;
    CampaignEditor editor(m_campaign);
    for (const Side &s : CampaignReader(m_campaign.database()).sides())
        if (team(s) == id)
            seqs << editor.setAlliance(s.id, QString());
    if (seqs.isEmpty())
        throw Failure::badInput(tr("No faction is in team %1.").arg(id));
    return seqs;
}

QList<ScoreLine> SasSeason::score(const QString &bonusReading)
{
    SasBoard board(m_campaign);
    QList<ScoreLine> lines;
    QMap<QString, QList<int>> own;      // team → members' points without capitals
    QMap<QString, int> capitals;        // team → enemy capitals held
    QMap<QString, QString> capitalOwnerTeam;
    for (const Side &side : board.factions()) {
        const Holdings h = board.holdings(side);
        const int base = SasBank::run(m_campaign, u"sas.vp"_s,
                                      {{u"territories"_s, h.territories}, {u"minor_cities"_s, h.minorCities},
                                       {u"major_cities"_s, h.majorCities}})
                             .outcome.value(u"vp"_s).toInt();
        const int withCapitals = SasBank::run(m_campaign, u"sas.vp"_s,
                                              {{u"territories"_s, h.territories}, {u"minor_cities"_s, h.minorCities},
                                               {u"major_cities"_s, h.majorCities}, {u"capitals"_s, h.enemyCapitals}})
                                     .outcome.value(u"vp"_s).toInt();
        ScoreLine line{side.name, withCapitals, team(side), 0};
        if (!line.team.isEmpty()) {
            own[line.team] << base;
            capitals[line.team] += h.enemyCapitals;
        }
        lines << line;
    }
    for (auto it = own.cbegin(); it != own.cend(); ++it) {
        if (it.value().size() < 2)
            continue; // a lone member scores alone
        QJsonArray vps;
        for (int v : it.value())
            vps.append(v);
        const int teamVp = SasBank::run(m_campaign, u"sas.alliance-vp"_s,
                                        {{u"member_vps"_s, vps}, {u"capitals"_s, capitals.value(it.key())},
                                         {u"bonus_reading"_s, bonusReading}})
                               .outcome.value(u"vp"_s).toInt();
        for (ScoreLine &line : lines)
            if (line.team == it.key())
                line.teamVp = teamVp;
    }
    return lines;
}

qint64 SasSeason::recordVictoryPoints(const QString &bonusReading)
{
    CampaignReader reader(m_campaign.database());
    QList<TrackedValues::Value> values;
    QSet<QString> teams;
    for (const ScoreLine &line : score(bonusReading)) {
        const qint64 id = reader.sideByName(line.side).id;
        values << TrackedValues::Value{id, u"vp"_s, line.vp, tr("own points (Swords & Sails, goal of the game)")};
        // A team's points are one figure: kept on its first member only, so the charts' team line
        // (the sum over its members) shows the team's score, as the cube on the sheet does.
        if (line.teamVp > 0 && !teams.contains(line.team)) {
            teams.insert(line.team);
            values << TrackedValues::Value{id, u"team_vp"_s, line.teamVp,
                                           tr("team %1's points, bonus reading %2 (Swords & Sails, phase 3)")
                                               .arg(line.team, bonusReading)};
        }
    }
    if (values.isEmpty())
        throw Failure::badInput(tr("No Swords & Sails faction to score."));
    return TrackedValues(m_campaign).recordAll(values);
}

qint64 SasSeason::advance(const QString &bonusReading)
{
    recordVictoryPoints(bonusReading);
    checkVictory(bonusReading);
    const ClockState clock = CampaignReader(m_campaign.database()).clock();
    return CampaignEditor(m_campaign).setTurn(clock.turn + 1, m_campaign.game().phases.value(0));
}

} // namespace Reeve::Sas
