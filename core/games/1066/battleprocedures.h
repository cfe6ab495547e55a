#pragma once

namespace Reeve {

class ProcedureRegistry;

/**
 * The 1066 battle procedures (§15, §17.15, §18, §20.5): attack dice against the
 * Combat Results Table, saving rolls, panic level, battle length, spoils,
 * retreat losses, high-seas contact and the battle-marker allowance.
 */
namespace Battle1066 {
void registerAll(ProcedureRegistry &registry);
}

} // namespace Reeve
