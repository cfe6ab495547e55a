#pragma once

namespace Reeve {

class ProcedureRegistry;

/** Swords & Sails phase 8: the cost of a new or upgraded city and how many cities a faction may build. */
class SasCities
{
public:
    static void registerAll(ProcedureRegistry &registry);
};

} // namespace Reeve
