#pragma once

#include <QStringList>

namespace Reeve {

class Campaign;

/**
 * reeve-cli options: the optional rules a campaign plays with (1066 §23.3/A,
 * §24–26; Charlemagne §28–30), listed or put in and out of play, each change one
 * logged, undoable action.
 */
class OptionCommands
{
public:
    static int run(const QStringList &words);
    /// Refuses (exit 2) an id in the comma-separated \a ids that \a gameId does not offer.
    static void check(const QString &gameId, const QString &ids);
    /// Puts every option of the comma-separated \a ids in play (reeve-cli new --options).
    static void choose(Campaign &campaign, const QString &ids);
};

} // namespace Reeve
