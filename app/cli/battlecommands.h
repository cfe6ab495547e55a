#pragma once

#include <QString>
#include <QStringList>

namespace Reeve {

/**
 * reeve-cli battle FILE VERB ...: the 1066 battle board of a campaign (1066 §15, §17.15, §18).
 * Start a battle at a square, place the campaign's units from it (or type counters in), run
 * it step by step with rolled or entered dice, show it, and carry the results back to the
 * map. Every verb that changes anything is one logged, undoable action (undo FILE takes it back).
 */
class BattleCommands
{
public:
    static int run(const QStringList &words);
    static QString usage();
};

} // namespace Reeve
