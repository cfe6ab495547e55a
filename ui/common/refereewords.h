#pragma once

#include <cstring>

#include <QString>

#include "campaign/campaign.h"
#include "games/gamemodules.h"

namespace Reeve::RefereeWords {

/// Whether the players of \a campaign's game call the one who runs it the umpire (the DBA campaign
/// "1066 and all that"), as GameModule::refereeTitle says; false without a campaign.
inline bool umpire(const Campaign *campaign)
{
    if (!campaign)
        return false;
    for (const GameModule &game : GameModules::all())
        if (game.id == campaign->game().id)
            return std::strcmp(game.refereeTitle, "Umpire") == 0;
    return false;
}

/// The text for \a campaign in its game's word: \a umpireText where the game says "umpire",
/// \a refereeText elsewhere. Both are translated by the caller (tr()), so each is a whole sentence
/// in its own language instead of a word spliced into one.
inline QString pick(const Campaign *campaign, const QString &refereeText, const QString &umpireText)
{
    return umpire(campaign) ? umpireText : refereeText;
}

} // namespace Reeve::RefereeWords
