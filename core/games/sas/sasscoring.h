#pragma once

namespace Reeve {

class ProcedureRegistry;

/**
 * Swords & Sails victory points (goal of the game, phases 3 and 9): a faction's
 * points, an alliance team's points when it forms or grows, and the victory check.
 */
class SasScoring
{
public:
    static void registerAll(ProcedureRegistry &registry);
};

} // namespace Reeve
