#pragma once

namespace Reeve {

class ProcedureRegistry;

/** Registers the procedures of the "britain" rule set (see core/games/britain/). */
class BritainModule
{
public:
    static void registerAll(ProcedureRegistry &registry);
};

} // namespace Reeve
