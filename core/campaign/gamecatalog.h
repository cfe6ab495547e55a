#pragma once

#include <QList>
#include <QStringList>

#include "campaign/gameinfo.h"

namespace Reeve {

/** The five rule sets Reeve serves, read from resources/rules/<game>/game.json. */
class GameCatalog
{
public:
    /// Game ids in menu order.
    static QStringList ids();
    static QList<GameInfo> games();
    /// Throws Failure::badInput naming the valid ids when \a id is unknown.
    static GameInfo game(const QString &id);
    /// Whether each side's treasury is known only to that side and the referee (game.json
    /// "treasuries": "private", e.g. the DBA campaign): reports leave other sides' money out.
    static bool privateTreasuries(const QString &id);
};

} // namespace Reeve
