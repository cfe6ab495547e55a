#pragma once

#include <QList>
#include <QString>

namespace Reeve {

class ActionWriter;
class Database;
struct ClockState;

/**
 * The order of the 1066 player turns in the current game turn (§3.2, §6.1): the first player, then
 * the others clockwise. Until an initiative is resolved the order is the seating order, read as the
 * order in which the playing sides were entered in the campaign; neutral powers take no player turn
 * (§4.3). Stored in the campaign's meta table under "1066.turn".
 */
struct TurnOrder1066
{
    static const QString MetaKey; ///< "1066.turn"

    QList<qint64> order;    ///< side ids, the first player first
    int initiativeTurn = 0; ///< the game turn whose initiative set this order (0: seating order)

    /// The playing (non-neutral) sides in seating order.
    static QList<qint64> seating(Database &db);
    /// The order for game turn \a turn: the recorded one when its initiative was resolved, else the seating order.
    static TurnOrder1066 forTurn(Database &db, int turn);
    /// \a seating turned so that \a first leads and the others follow clockwise (§6.1).
    static QList<qint64> from(const QList<qint64> &seating, qint64 first);
    void write(ActionWriter &writer) const;
    /// "Normans, Anglo-Saxons, Vikings".
    QString names(Database &db) const;
    /// Whether the clock stands at \a phase of side \a sideId's own player turn (§3.2); a clock that
    /// names no player to play takes any side.
    static bool inOwnPhase(const ClockState &clock, qint64 sideId, const QString &phase);
};

} // namespace Reeve
