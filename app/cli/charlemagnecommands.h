#pragma once

#include <QStringList>

namespace Reeve {

/**
 * reeve-cli charlemagne FILE VERB ...: the Charlemagne board during a turn
 * (region control and religion, hexes, burg / civilization / pillage markers,
 * units levied, moved, eliminated or re-valued, Region Control Table figures)
 * and the Empire's victory-point count (vp, --record for the charts). Each change
 * is one logged, undoable action (reeve-cli undo FILE).
 */
class CharlemagneCommands
{
public:
    static int run(const QStringList &words);
};

} // namespace Reeve
