#pragma once

namespace Reeve {

class ProcedureRegistry;

/** Registers the procedures of the "sas" rule set (see core/games/sas/). */
class SasModule
{
public:
    static void registerAll(ProcedureRegistry &registry);
};

} // namespace Reeve
