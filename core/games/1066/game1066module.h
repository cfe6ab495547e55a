#pragma once

namespace Reeve {

class ProcedureRegistry;

/** Registers the procedures of the "1066" rule set (see core/games/1066/). */
class Game1066Module
{
public:
    static void registerAll(ProcedureRegistry &registry);
};

} // namespace Reeve
