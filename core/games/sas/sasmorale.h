#pragma once

namespace Reeve {

class ProcedureRegistry;

/**
 * Swords & Sails phase 6, steps 9–10: the rout check after a round of land
 * combat, in the reading of the morale box (default) or of the step 9 prose.
 */
class SasMorale
{
public:
    static void registerAll(ProcedureRegistry &registry);
};

} // namespace Reeve
