#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace Reeve {

class Campaign;

namespace Sas {

/// One faction's score as recorded at the end of a season.
struct ScoreLine
{
    QString side;
    int vp = 0;     ///< own points: territories, cities and enemy capitals
    QString team;   ///< alliance team, empty when alone
    int teamVp = 0; ///< the team's points (sas.alliance-vp), 0 when alone
};

/**
 * The season-level steps of Swords & Sails in a campaign: the timed rounds
 * (diplomacy, orders, building) logged when they start, stretch and end,
 * alliances as teams of the shared side model, victory points recorded per
 * faction and season on the ledger's tracked values (so the charts follow
 * them), and the advance to the next season.
 */
class SasSeason
{
public:
    explicit SasSeason(Campaign &campaign);

    /// The game's length: "short", "medium", "long" (40, 60, 100 VP from sas.game-length) or "campaign"
    /// (no target); the VP chart shows the target line.
    qint64 setGameLength(const QString &length);
    /// Logs a timed round event: \a event is "start", "extend", "pause", "resume" or "end"; \a round
    /// "diplomacy", "orders", "units" or "cities". Not undoable: it records what happened at the table.
    qint64 logRound(const QString &round, const QString &event, int secondsLeft = -1);
    /// Forms (or extends) alliance \a team ("A", "B", "C") with \a members (side names); 2 to 4 in all,
    /// a new team on the first free cube (A, then B, then C). One action, which also restarts the
    /// victory count of every member (SasVictory::restartCount).
    QList<qint64> formAlliance(const QString &team, const QStringList &members);
    /// Breaks \a team: every member leaves it, in one action that restarts their victory count.
    QList<qint64> breakAlliance(const QString &team);
    /// Counts each faction's points now (\a bonusReading "sheet" or "formula" for the team bonus). A team
    /// that grew after it formed is scored join by join, as phase 3 extends it, not averaged afresh.
    QList<ScoreLine> score(const QString &bonusReading = QStringLiteral("sheet"));
    /// Records "vp" for every faction and "team_vp" (on each team's first member, so the charts'
    /// team line is the team's score) for the current season as one action.
    qint64 recordVictoryPoints(const QString &bonusReading = QStringLiteral("sheet"));
    /// Phase 9 check against the game length (sas FILE length), by SasVictory: each faction alone, or
    /// team, at or above the target, for how many seasons since its mark (an alliance change restarts
    /// the count), and, when the hold is complete, who wins (\a winnerReading "holders" or "all").
    /// Logged for everyone; returns the lines (empty when no length is set or nobody is or was there).
    QStringList checkVictory(const QString &bonusReading = QStringLiteral("sheet"),
                             const QString &winnerReading = QStringLiteral("holders"));
    /// Phase 9: records the points, checks victory, then moves the clock to the next season's first phase.
    qint64 advance(const QString &bonusReading = QStringLiteral("sheet"),
                   const QString &winnerReading = QStringLiteral("holders"));
    /// advance(), returning the entries that tell it in order: the season's points (stamped with the
    /// season they belong to), the victory check when it said anything, and the clock's move.
    QList<qint64> advanceLines(const QString &bonusReading = QStringLiteral("sheet"),
                               const QString &winnerReading = QStringLiteral("holders"));

private:
    /// Names the "team_vp" quantity (charts and reports show it in words) if no team has named it yet.
    void defineTeamQuantity();
    /// The words the team line is shown by.
    static QString teamQuantityLabel();
    /// A team's points from its members' own points by join (\a joins: founders first, then each later
    /// join), worked as phase 3 forms and extends a team; 0 for fewer than two members.
    int teamPoints(QList<QList<int>> joins, int capitals, const QString &bonusReading);

    Campaign &m_campaign;
};

} // namespace Sas
} // namespace Reeve
