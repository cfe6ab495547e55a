#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace Reeve {

class ActionWriter;
class Campaign;

namespace Sas {

struct ScoreLine;

/**
 * The phase 9 victory check of Swords & Sails. Who is scored: each faction alone and each
 * alliance team as a whole. A faction or team at or above the game's target gets a mark in the
 * season it reaches it; it wins once it has stayed there for the two further checks that win
 * (sas.victory-hold). The marks are kept in the campaign ("sas.victory-marks", written in the
 * same action as the check, so undo takes them back). Forming, extending or breaking an alliance
 * restarts the count of every faction it touches (Additional Notes: two more seasons must pass
 * before victory is determined for the new situation). When several complete the hold at once,
 * the most VP wins, and a tie is stated as such.
 */
class SasVictory
{
public:
    explicit SasVictory(Campaign &campaign);

    /// Runs the check on \a lines (SasSeason::score). \a winnerReading: "holders" (the most VP among
    /// those who completed the hold, the default) or "all" (once anyone has, the most VP among every
    /// faction and team). Writes one action when anyone is at the target or a mark lapses; returns
    /// its lines (empty when no target is set, or nobody is or was at it).
    QStringList check(const QList<ScoreLine> &lines,
                      const QString &winnerReading = QStringLiteral("holders"));

    /// Inside an alliance change's action: drops the marks of every faction or team that has one of
    /// \a sides, and notes that their alliance changed this season.
    static void restartCount(ActionWriter &writer, const QStringList &sides, int turn);

private:
    Campaign &m_campaign;
};

} // namespace Sas
} // namespace Reeve
