#pragma once

#include <QStringList>

namespace Reeve {

/**
 * reeve-cli sas FILE VERB ...: the Swords & Sails banker's and spymaster's
 * commands on a campaign (territories, forces, income, counter-espionage, spy
 * attempts, timed rounds, alliances, building, sieges, losses, VP and the
 * season's advance). Each one is a logged, undoable action (undo with
 * reeve-cli undo FILE); spy results print only for the spying side.
 */
class SasCommands
{
public:
    static int run(const QStringList &words);
};

} // namespace Reeve
