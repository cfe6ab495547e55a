#pragma once

namespace Reeve {

class ProcedureRegistry;

/**
 * Swords & Sails siege warfare (phase 6): the casualty roll, paying up to half of
 * it in gold, and checking which units a player removes for the rest (also used
 * for quick-combat damage).
 */
class SasSiege
{
public:
    static void registerAll(ProcedureRegistry &registry);
};

} // namespace Reeve
