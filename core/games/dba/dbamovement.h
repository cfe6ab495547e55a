#pragma once

namespace Reeve {

class ProcedureRegistry;

/** DBA campaign movement: moves per season, border costs, sea-move timing, transport space. */
namespace DbaMovement {
void registerAll(ProcedureRegistry &registry);
}

} // namespace Reeve
