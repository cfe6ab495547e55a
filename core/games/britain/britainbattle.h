#pragma once

namespace Reeve {

class ProcedureRegistry;

/** Dark Age Britain battle procedures: melee drive-back, morale, flight, rally, horsemen, archery. */
void registerBritainBattle(ProcedureRegistry &registry);

} // namespace Reeve
