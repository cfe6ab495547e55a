#pragma once

namespace Reeve {

class ProcedureRegistry;

/** Registers the procedures of the "dba" rule set (see core/games/dba/). */
class DbaModule
{
public:
    static void registerAll(ProcedureRegistry &registry);
};

} // namespace Reeve
