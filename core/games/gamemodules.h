#pragma once

namespace Reeve {

class ProcedureRegistry;

/** Registers the procedures of every game module (generic dice, then each rule set). */
class GameModules
{
public:
    static void registerAll(ProcedureRegistry &registry);
};

} // namespace Reeve
