#pragma once

namespace Reeve {

class ProcedureRegistry;

/**
 * Swords & Sails phase 2: spy rolls, counter-espionage bought and consumed, the
 * cost of a faction's attempts (with the HRE's free one) and the order in which
 * factions spy.
 */
class SasEspionage
{
public:
    static void registerAll(ProcedureRegistry &registry);
};

} // namespace Reeve
