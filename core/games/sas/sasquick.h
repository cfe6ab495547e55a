#pragma once

namespace Reeve {

class ProcedureRegistry;

/**
 * Swords & Sails alternative quick combat (phase 6): the armour pool, the ranged
 * barrage, a close-combat round and a quick fleet round in which pairs of ones
 * capture ships. The card values are table cells the referee enters.
 */
class SasQuick
{
public:
    static void registerAll(ProcedureRegistry &registry);
};

} // namespace Reeve
