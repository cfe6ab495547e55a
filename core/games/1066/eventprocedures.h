#pragma once

namespace Reeve {

class ProcedureRegistry;

/**
 * The 1066 campaign-marker events and dice-driven action markers (§8.13):
 * Storms, Attrition, Troops Demand More Pay, Rebellion, Assassin, Rally of a
 * king, Holy Roman Empire Intervenes and Comet.
 */
namespace Events1066 {
void registerAll(ProcedureRegistry &registry);
}

} // namespace Reeve
