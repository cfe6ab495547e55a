#pragma once

namespace Reeve {

class ProcedureRegistry;
class StepRegistry;

/** Registers the procedures of every game module (generic dice, then each rule set). */
class GameModules
{
public:
    static void registerAll(ProcedureRegistry &registry);
    /// Registers the steps of every game (StepRegistry::standard() calls it once).
    static void registerSteps(StepRegistry &registry);
};

} // namespace Reeve
