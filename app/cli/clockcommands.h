#pragma once

#include <QStringList>

namespace Reeve {

/**
 * reeve-cli clock: where the campaign stands in game time, and moving it on
 * from a script (next phase, a given turn and phase, the side to play), each
 * change one logged, undoable action as with the Game menu.
 */
class ClockCommands
{
public:
    static int run(const QStringList &words);
};

} // namespace Reeve
