#pragma once

namespace Reeve {

class ProcedureRegistry;

/** Registers the procedures of the "charlemagne" rule set (see core/games/charlemagne/). */
class CharlemagneModule
{
public:
    static void registerAll(ProcedureRegistry &registry);
};

} // namespace Reeve
