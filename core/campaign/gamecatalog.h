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
    /// Attribute keys of units and locations that only the referee's own tools show (game.json
    /// "secret_attributes"): e.g. where a DBA nation's treasury lies, or who incited a rising.
    static QStringList secretAttributes(const QString &id);
};

} // namespace Reeve
