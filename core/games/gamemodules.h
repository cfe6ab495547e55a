#pragma once

#include <QList>
#include <QStringList>

#include "games/gamemodule.h"

namespace Reeve {

class ProcedureRegistry;
class StepRegistry;

/**
 * The one list of games (docs/ARCHITECTURE.md, "Games"): the composition root of the rule sets.
 * The game catalog, the wizard, the command line's messages and both registries read it; adding a
 * game is one entry here plus its folder of code, figures and scenarios.
 */
class GameModules
{
public:
    /// Every game in menu order.
    static const QList<GameModule> &all();
    static QStringList ids();
    /// Throws Failure::badInput naming the games when \a id is none of them.
    static const GameModule &get(const QString &id);
    /// Registers the procedures of every game module (generic dice, then each rule set).
    static void registerAll(ProcedureRegistry &registry);
    /// Registers the steps of every game (StepRegistry::standard() calls it once).
    static void registerSteps(StepRegistry &registry);
};

} // namespace Reeve
