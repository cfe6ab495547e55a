#pragma once

namespace Reeve {

class ProcedureRegistry;

/** DBA campaign treasury: troop costs, taxes, towns, revenue projects, supply units, neutral defence. */
namespace DbaEconomy {
void registerAll(ProcedureRegistry &registry);
}

} // namespace Reeve
