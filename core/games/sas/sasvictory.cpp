#include "sasvictory.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "games/sas/sasbank.h"
#include "games/sas/sasboard.h"
#include "games/sas/sascommon.h"
#include "games/sas/sasseason.h"
#include "log/actionwriter.h"
#include "util/failure.h"

namespace Reeve::Sas {

using namespace Qt::StringLiterals;

namespace {

const QString kMarks = u"sas.victory-marks"_s;

/// One scorer at the check: a faction alone or a team as a whole.
struct Scorer
{
    QString key; ///< "England" or "A: England, France"
    QString who; ///< "England" or "Team A (England, France)"
    QStringList members;
    int vp = 0;
    bool reached = false;
    bool won = false;
    int since = 0;
};

QList<Scorer> scorers(const QList<ScoreLine> &lines)
{
    QList<Scorer> list;
    QMap<QString, int> teamAt;
    for (const ScoreLine &line : lines) {
        if (line.teamVp <= 0) {
            list << Scorer{line.side, line.side, {line.side}, line.vp};
            continue;
        }
        if (!teamAt.contains(line.team)) {
            teamAt.insert(line.team, int(list.size()));
            list << Scorer{QString(), QString(), {}, line.teamVp};
        }
        list[teamAt.value(line.team)].members << line.side;
    }
    for (auto it = teamAt.cbegin(); it != teamAt.cend(); ++it) {
        Scorer &s = list[it.value()];
        s.members.sort();
        s.key = it.key() + u": "_s + s.members.join(u", "_s);
        s.who = tr("Team %1 (%2)").arg(it.key(), s.members.join(u", "_s));
    }
    return list;
}

QJsonObject readState(Campaign &campaign)
{
    return QJsonDocument::fromJson(CampaignReader(campaign.database()).meta(kMarks).toUtf8()).object();
}

void writeState(ActionWriter &writer, const QJsonObject &state)
{
    const QJsonObject key{{u"key"_s, kMarks}};
    const QString text = SasBoard::jsonText(state);
    if (writer.row(u"meta"_s, key).isEmpty())
        writer.insert(u"meta"_s, {{u"key"_s, kMarks}, {u"value"_s, text}});
    else
        writer.update(u"meta"_s, key, {{u"value"_s, text}});
}

QString names(const QList<Scorer> &list)
{
    QStringList who;
    for (const Scorer &s : list)
        who << s.who;
    if (who.size() < 2)
        return who.join(QString());
    const QString last = who.takeLast();
    return tr("%1 and %2").arg(who.join(u", "_s), last);
}

/// The verdict when somebody completed the hold: the most VP wins, a tie is said to be one.
QString verdict(const QList<Scorer> &all, const QString &reading, int hold)
{
    QList<Scorer> pool;
    for (const Scorer &s : all)
        if (s.won || (reading == u"all"_s))
            pool << s;
    int best = -1;
    for (const Scorer &s : pool)
        best = qMax(best, s.vp);
    QList<Scorer> top;
    for (const Scorer &s : pool)
        if (s.vp == best)
            top << s;
    const QString why
            = reading == u"all"_s
                      ? tr("once a side has held the target for %1 seasons, the most VP among every "
                           "faction and team wins, the reading applied")
                                .arg(hold)
                      : tr("the most VP among those who held the target for %1 seasons wins, the "
                           "reading applied")
                                .arg(hold);
    if (top.size() > 1)
        return tr("a tie: %1 have %2 VP each (%3: Swords & Sails, goal of the game)")
                .arg(names(top))
                .arg(best)
                .arg(why);
    return tr("%1 wins with %2 VP (%3: Swords & Sails, goal of the game)")
            .arg(top.first().who)
            .arg(best)
            .arg(why);
}

} // namespace

SasVictory::SasVictory(Campaign &campaign)
    : m_campaign(campaign)
{ }

void SasVictory::restartCount(ActionWriter &writer, const QStringList &sides, int turn)
{
    QJsonObject state
            = QJsonDocument::fromJson(
                      writer.row(u"meta"_s, {{u"key"_s, kMarks}}).value(u"value"_s).toString().toUtf8())
                      .object();
    QJsonObject marks = state.value(u"marks"_s).toObject();
    for (const QString &key : marks.keys()) {
        const QStringList members = marks.value(key).toObject().value(u"members"_s).toVariant().toStringList();
        for (const QString &side : sides) {
            if (members.contains(side)) {
                marks.remove(key);
                break;
            }
        }
    }
    QJsonObject changed = state.value(u"changed"_s).toObject();
    for (const QString &side : sides)
        changed.insert(side, turn);
    state.insert(u"marks"_s, marks);
    state.insert(u"changed"_s, changed);
    writeState(writer, state);
}

QStringList SasVictory::check(const QList<ScoreLine> &lines, const QString &winnerReading)
{
    if (winnerReading != u"holders"_s && winnerReading != u"all"_s)
        throw Failure::badInput(
                tr("The winner is read among the holders or among all (got \"%1\").").arg(winnerReading));
    CampaignReader reader(m_campaign.database());
    const QString length = reader.meta(u"sas.length"_s);
    if (length.isEmpty() || length == u"campaign"_s)
        return {};
    const int turn = reader.clock().turn;
    QJsonObject state = readState(m_campaign);
    const QJsonObject oldMarks = state.value(u"marks"_s).toObject();
    const QJsonObject changed = state.value(u"changed"_s).toObject();
    QJsonObject marks;
    QList<Scorer> all = scorers(lines);
    QStringList out;
    int hold = 0;
    bool anyWon = false;
    for (Scorer &s : all) {
        const QJsonObject given{{u"length"_s, length}, {u"vp"_s, s.vp}};
        const ProcedureResult first = SasBank::run(m_campaign, u"sas.victory"_s, given);
        if (!first.outcome.value(u"reached"_s).toBool())
            continue;
        hold = first.outcome.value(u"seasons_to_go"_s).toInt(); // reached now and held for none: the whole hold
        s.reached = true;
        s.since = oldMarks.contains(s.key) ? oldMarks.value(s.key).toObject().value(u"since"_s).toInt()
                                           : turn;
        QJsonObject inputs = given;
        inputs.insert(u"seasons_held"_s, turn - s.since);
        const ProcedureResult r = SasBank::run(m_campaign, u"sas.victory"_s, inputs);
        const int target = r.outcome.value(u"target"_s).toInt();
        s.won = r.outcome.value(u"victory"_s).toBool();
        anyWon = anyWon || s.won;
        marks.insert(s.key, QJsonObject{{u"since"_s, s.since},
                                        {u"members"_s, QJsonArray::fromStringList(s.members)},
                                        {u"who"_s, s.who}});
        QString line
                = s.won ? tr("%1 is at %2 VP and has stayed at or above %3 for the %4 seasons after its mark")
                                  .arg(s.who)
                                  .arg(s.vp)
                                  .arg(target)
                                  .arg(turn - s.since)
                        : tr("%1 is at %2 VP (target %3): %4 more season(s) to hold")
                                  .arg(s.who)
                                  .arg(s.vp)
                                  .arg(target)
                                  .arg(r.outcome.value(u"seasons_to_go"_s).toInt());
        bool restarted = false;
        for (const QString &m : s.members)
            restarted = restarted || changed.value(m).toInt() == turn;
        if (restarted && s.since == turn)
            line += tr(" (an alliance changed this season, so its count starts now: Swords & Sails, "
                       "additional notes)");
        out << line;
    }
    for (const QString &key : oldMarks.keys()) {
        if (!marks.contains(key))
            out << tr("%1 is no longer at the target: its mark lapses")
                            .arg(oldMarks.value(key).toObject().value(u"who"_s).toString());
    }
    if (anyWon)
        out << verdict(all, winnerReading, hold);
    if (out.isEmpty())
        return {};
    state.insert(u"marks"_s, marks);
    ActionWriter writer(m_campaign.log());
    writeState(writer, state);
    ActionDraft draft;
    draft.kind = u"sas.victory"_s;
    draft.publicText = tr("Victory check (Swords & Sails, phase 9)") + u": "_s + out.join(u"; "_s);
    draft.data = {{u"marks"_s, marks}, {u"reading"_s, winnerReading}};
    writer.commit(draft);
    return out;
}

} // namespace Reeve::Sas
