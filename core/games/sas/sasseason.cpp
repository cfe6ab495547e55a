#include "sasseason.h"

#include <algorithm>

#include <QHash>
#include <QJsonArray>
#include <QMap>
#include <QSet>

#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "campaign/campaignreader.h"
#include "games/sas/sasbank.h"
#include "games/sas/sasboard.h"
#include "games/sas/sascommon.h"
#include "games/sas/sasphasegate.h"
#include "games/sas/sasvictory.h"
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
    throw Failure::badInput(
            tr("A timed round is diplomacy, orders, units or cities (got \"%1\").").arg(round));
}

QString team(const Side &side)
{
    return side.attributes.value(u"alliance"_s).toString();
}

} // namespace

SasSeason::SasSeason(Campaign &campaign)
    : m_campaign(campaign)
{ }

qint64 SasSeason::setGameLength(const QString &length)
{
    TrackedQuantity vp{u"vp"_s, tr("Victory points"), std::nullopt, QString()};
    if (length != u"campaign"_s) {
        if (!QStringList{u"short"_s, u"medium"_s, u"long"_s}.contains(length))
            throw Failure::badInput(tr("A game is short, medium, long or campaign (got \"%1\").").arg(length));
        const int target = SasBank::run(m_campaign, u"sas.victory"_s, {{u"length"_s, length}, {u"vp"_s, 0}})
                                   .outcome.value(u"target"_s)
                                   .toInt();
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
    draft.publicText
            = length == u"campaign"_s
                      ? tr("Campaign-style game: no points target (Swords & Sails, goal of the game)")
                      : tr("A %1 game: %2 VP to reach and hold (Swords & Sails, goal of the game)")
                                .arg(length)
                                .arg(vp.threshold.value_or(0));
    writer.commit(draft);
    return TrackedValues(m_campaign).defineQuantity(vp);
}

QStringList SasSeason::checkVictory(const QString &bonusReading, const QString &winnerReading)
{
    return SasVictory(m_campaign).check(score(bonusReading), winnerReading);
}

qint64 SasSeason::logRound(const QString &round, const QString &event, int secondsLeft)
{
    const QString name = roundName(round);
    // The timed rounds: diplomacy (phase 3), order writing (4), unit building (7), city building (8).
    const int phase = round == u"diplomacy"_s ? 3 : round == u"orders"_s ? 4 : round == u"units"_s ? 7 : 8;
    QString text;
    if (event == u"start"_s)
        text = tr("%1 started: three minutes on the timer (Swords & Sails, phase %2)").arg(name).arg(phase);
    else if (event == u"extend"_s)
        text = tr("%1 extended by three minutes by a unanimous vote (Swords & Sails, phase %2)")
                       .arg(name)
                       .arg(phase);
    else if (event == u"pause"_s)
        text = tr("%1 paused").arg(name);
    else if (event == u"resume"_s)
        text = tr("%1 resumed").arg(name);
    else if (event == u"end"_s)
        text = tr("%1 ended").arg(name);
    else
        throw Failure::badInput(
                tr("A round event is start, extend, pause, resume or end (got \"%1\").").arg(event));
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
    static const QStringList cubes{u"A"_s, u"B"_s, u"C"_s};
    if (!cubes.contains(id))
        throw Failure::badInput(
                tr("Alliance teams are A, B and C, the three cubes (got \"%1\").").arg(teamName));
    CampaignReader reader(m_campaign.database());
    QList<Side> joining;
    for (const QString &name : members) {
        const Side s = reader.sideByName(name);
        if (!team(s).isEmpty() && team(s) != id)
            throw Failure::badInput(
                    tr("%1 is already in team %2; break that alliance first.").arg(s.name, team(s)));
        if (team(s) != id
            && !std::any_of(joining.cbegin(), joining.cend(), [&](const Side &j) { return j.id == s.id; }))
            joining << s;
    }
    QStringList before;
    QSet<QString> used;
    for (const Side &s : reader.sides()) {
        if (team(s) == id)
            before << s.name;
        if (!team(s).isEmpty())
            used.insert(team(s));
    }
    const int size = int(joining.size() + before.size());
    if (joining.isEmpty())
        throw Failure::badInput(tr("Every faction named is already in team %1: nothing changes.").arg(id));
    if (size < 2 || size > 4)
        throw Failure::badInput(
                tr("An alliance has two to four players; team %1 would have %2 (Swords & Sails, phase 3).")
                        .arg(id)
                        .arg(size));
    if (before.isEmpty()) { // a new team takes the first free cube: A, then B, then C
        for (const QString &cube : cubes) {
            if (cube == id)
                break;
            if (!used.contains(cube))
                throw Failure::badInput(
                        tr("Team cubes are used in order, A then B then C: cube %1 is free, so "
                           "the new alliance is team %1 (Swords & Sails, phase 3).")
                                .arg(cube));
        }
    }
    // Each join is kept in order (0: the founders): the team's points are worked the way phase 3 grows
    // them, founders averaged and each later join folded in, so its rounding stays the rule's (score()).
    int batch = 0;
    for (const Side &s : reader.sides())
        if (team(s) == id)
            batch = qMax(batch, s.attributes.value(u"alliance_batch"_s).toInt() + 1);
    ActionWriter writer(m_campaign.log());
    QStringList joined;
    for (const Side &s : joining) {
        QJsonObject attributes = s.attributes;
        attributes.insert(u"alliance"_s, id);
        attributes.insert(u"alliance_batch"_s, batch);
        writer.update(u"sides"_s, {{u"id"_s, s.id}}, {{u"attributes"_s, SasBoard::jsonText(attributes)}});
        joined << s.name;
    }
    const int turn = reader.clock().turn;
    SasVictory::restartCount(writer, before + joined, turn);
    const QString text = before.isEmpty()
                                 ? tr("%1 form alliance %2 (Swords & Sails, phase 3); the count toward "
                                      "victory starts again: two "
                                      "more seasons must pass (additional notes)")
                                           .arg(joined.join(u", "_s), id)
                                 : tr("%1 join alliance %2, now %3 (Swords & Sails, phase 3); the count "
                                      "toward victory starts "
                                      "again: two more seasons must pass (additional notes)")
                                           .arg(joined.join(u", "_s), id, (before + joined).join(u", "_s));
    // The team line gets its name in words with the team, in this one entry: the season's advance then
    // reads as points, check and clock, with no quantity named on the way.
    if (writer.row(u"ledger_quantities"_s, {{u"id"_s, u"team_vp"_s}}).isEmpty())
        writer.insert(u"ledger_quantities"_s, {{u"id"_s, u"team_vp"_s},
                                               {u"label"_s, teamQuantityLabel()},
                                               {u"threshold"_s, QJsonValue()},
                                               {u"threshold_label"_s, QString()}});
    return {SasBoard::commit(writer, u"sas.alliance"_s, text, QString(), 0,
                             {{u"team"_s, id}, {u"members"_s, QJsonArray::fromStringList(before + joined)}})};
}

QList<qint64> SasSeason::breakAlliance(const QString &teamName)
{
    const QString id = teamName.trimmed().toUpper();
    CampaignReader reader(m_campaign.database());
    ActionWriter writer(m_campaign.log());
    QStringList left;
    for (const Side &s : reader.sides()) {
        if (team(s) != id)
            continue;
        QJsonObject attributes = s.attributes;
        attributes.remove(u"alliance"_s);
        attributes.remove(u"alliance_batch"_s);
        writer.update(u"sides"_s, {{u"id"_s, s.id}}, {{u"attributes"_s, SasBoard::jsonText(attributes)}});
        left << s.name;
    }
    if (left.isEmpty())
        throw Failure::badInput(tr("No faction is in team %1.").arg(id));
    SasVictory::restartCount(writer, left, reader.clock().turn);
    SasPhaseGate::markBreak(writer, reader.clock().turn); // armies left in enemy land may siege now
    return {SasBoard::commit(
            writer, u"sas.alliance"_s,
            tr("Alliance %1 is broken: %2 score alone again (Swords & Sails, phase 3); the count "
               "toward victory starts again: two more seasons must pass (additional notes)")
                    .arg(id, left.join(u", "_s)),
            QString(), 0, {{u"team"_s, id}, {u"broken"_s, true}})};
}

QList<ScoreLine> SasSeason::score(const QString &bonusReading)
{
    SasBoard board(m_campaign);
    const QList<Side> sides = board.factions();
    QMap<QString, QStringList> members; // team → its members' names
    for (const Side &side : sides)
        if (!team(side).isEmpty())
            members[team(side)] << side.name;
    QList<ScoreLine> lines;
    QMap<QString, QMap<int, QList<int>>> own; // team → join (0: founders) → members' points without capitals
    QMap<QString, int> capitals;              // team → enemy capitals held
    for (const Side &side : sides) {
        const Holdings h = board.holdings(side);
        // Phase 3: capital points "can't be from any current ally faction capital": an ally's capital
        // counts as a territory with its major city, never for the capital's 10.
        const QStringList allies = members.value(team(side)).size() >= 2 ? members.value(team(side))
                                                                         : QStringList();
        int enemyCapitals = 0;
        for (const QString &owner : h.capitalsOf)
            enemyCapitals += allies.contains(owner) ? 0 : 1;
        const QJsonObject held{{u"territories"_s, h.territories},
                               {u"minor_cities"_s, h.minorCities},
                               {u"major_cities"_s, h.majorCities}};
        const int base = SasBank::run(m_campaign, u"sas.vp"_s, held).outcome.value(u"vp"_s).toInt();
        QJsonObject withCapitals = held;
        withCapitals.insert(u"capitals"_s, enemyCapitals);
        ScoreLine line{side.name,
                       SasBank::run(m_campaign, u"sas.vp"_s, withCapitals).outcome.value(u"vp"_s).toInt(),
                       team(side), 0};
        if (!line.team.isEmpty()) {
            own[line.team][side.attributes.value(u"alliance_batch"_s).toInt()] << base;
            capitals[line.team] += enemyCapitals;
        }
        lines << line;
    }
    for (auto it = own.cbegin(); it != own.cend(); ++it) {
        const int teamVp = teamPoints(it.value().values(), capitals.value(it.key()), bonusReading);
        for (ScoreLine &line : lines)
            if (line.team == it.key())
                line.teamVp = teamVp;
    }
    return lines;
}

int SasSeason::teamPoints(QList<QList<int>> joins, int capitals, const QString &bonusReading)
{
    // Phase 3: the founders' points averaged with the bonus and the team's enemy capitals (sas.alliance-vp);
    // each later join then takes those off, multiplies back by the members so far, adds the newcomers,
    // divides again and puts them back (sas.alliance-extend). Rounded down at every division, as printed.
    while (joins.size() > 1 && joins.first().size() < 2) // founders from a file without the join order
        joins.first() += joins.takeAt(1);
    int members = 0;
    for (const QList<int> &j : joins)
        members += int(j.size());
    if (members < 2)
        return 0; // a lone member scores alone
    const auto list = [](const QList<int> &vps) {
        QJsonArray a;
        for (int v : vps)
            a.append(v);
        return a;
    };
    int vp = SasBank::run(m_campaign, u"sas.alliance-vp"_s,
                          {{u"member_vps"_s, list(joins.first())},
                           {u"capitals"_s, capitals},
                           {u"bonus_reading"_s, bonusReading}})
                     .outcome.value(u"vp"_s)
                     .toInt();
    int sofar = int(joins.first().size());
    for (qsizetype i = 1; i < joins.size(); ++i) {
        vp = SasBank::run(m_campaign, u"sas.alliance-extend"_s,
                          {{u"team_vp"_s, vp},
                           {u"members"_s, sofar},
                           {u"new_member_vps"_s, list(joins.at(i))},
                           {u"capitals"_s, capitals},
                           {u"bonus_reading"_s, bonusReading}})
                     .outcome.value(u"vp"_s)
                     .toInt();
        sofar += int(joins.at(i).size());
    }
    return vp;
}

qint64 SasSeason::recordVictoryPoints(const QString &bonusReading)
{
    CampaignReader reader(m_campaign.database());
    QList<TrackedValues::Value> values;
    QSet<QString> teams;
    for (const ScoreLine &line : score(bonusReading)) {
        const qint64 id = reader.sideByName(line.side).id;
        values << TrackedValues::Value{id, u"vp"_s, line.vp,
                                       tr("own points (Swords & Sails, goal of the game)")};
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
    if (!teams.isEmpty()) // named when the team formed; a team formed before that is named here
        defineTeamQuantity();
    return TrackedValues(m_campaign).recordAll(values);
}

void SasSeason::defineTeamQuantity()
{
    // The team line is named in words in charts and reports, not by its key.
    for (const TrackedQuantity &q : LedgerReader(m_campaign.database()).quantities())
        if (q.id == u"team_vp"_s)
            return;
    TrackedValues(m_campaign).defineQuantity({u"team_vp"_s, teamQuantityLabel(), std::nullopt, QString()});
}

QString SasSeason::teamQuantityLabel()
{
    return tr("Team victory points");
}

qint64 SasSeason::advance(const QString &bonusReading, const QString &winnerReading)
{
    return advanceLines(bonusReading, winnerReading).constLast();
}

QList<qint64> SasSeason::advanceLines(const QString &bonusReading, const QString &winnerReading)
{
    QList<qint64> lines{recordVictoryPoints(bonusReading)};
    if (!checkVictory(bonusReading, winnerReading).isEmpty())
        lines << m_campaign.log().lastSeq();
    const ClockState clock = CampaignReader(m_campaign.database()).clock();
    lines << CampaignEditor(m_campaign).setTurn(clock.turn + 1, m_campaign.game().phases.value(0));
    return lines;
}

} // namespace Reeve::Sas
