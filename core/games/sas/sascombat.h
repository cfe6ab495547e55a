#pragma once

namespace Reeve {

class ProcedureRegistry;

/**
 * Swords & Sails phase 6 (normal combat) and phase 4 checks: one land-combat
 * attack roll, one fleet-combat attack roll (destroy or capture), the morale
 * check with its two readings, and a fleet's carrying capacity.
 */
class SasCombat
{
public:
    static void registerAll(ProcedureRegistry &registry);
};

} // namespace Reeve
