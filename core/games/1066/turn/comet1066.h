#pragma once

#include <QJsonObject>
#include <QString>

namespace Reeve {

class Campaign;
class Database;
class StepRegistry;

/**
 * The 1066 Comet (§8.13, §8.9, §27.3). Drawn, it is set aside for the rest of the game and a draw stops at it
 * (ContainerDraws: the rest of the batch is not drawn). Implementing it sends every hand back to the pool; each
 * playing power draws its §27.3 starting count anew, the current first player last; events drawn then count as
 * no event and go back. It happens once a game: the campaign's meta table records the turn ("1066.comet").
 * The step "comet" implements a Comet drawn elsewhere (a pillage reaction, a battle's spoils, a draw at the
 * Containers dock); the campaign-markers step implements one it draws itself in the same action.
 */
class Comet1066
{
public:
    /// Why no Comet can be implemented now (no pool, none drawn, already implemented), or empty.
    static QString refusal(Database &db);
    /// The redraw, each side's new hand logged for it alone; returns the outcome fields.
    static QJsonObject implement(Campaign &campaign, QString *publicText = nullptr);
    static void registerStep(StepRegistry &registry);
};

} // namespace Reeve
