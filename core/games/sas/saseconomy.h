#pragma once

namespace Reeve {

class ProcedureRegistry;

/**
 * Swords & Sails treasury procedures: seasonal income (phase 1), maintenance and
 * unit purchases with the faction specials, army and fleet creation, the peasant
 * limit (phase 7), city costs and the city limit (phase 8).
 */
class SasEconomy
{
public:
    static void registerAll(ProcedureRegistry &registry);
};

} // namespace Reeve
