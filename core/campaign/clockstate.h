#pragma once

#include <QString>

namespace Reeve {

/** Where the campaign stands in game time. */
struct ClockState
{
    int turn = 1;          ///< 1-based game turn
    int year = 0;
    QString period;        ///< month or season name, if the game has them
    QString phase;
    qint64 activeSide = 0; ///< the side whose player turn it is (0: none / simultaneous)
};

} // namespace Reeve
