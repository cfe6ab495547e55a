#pragma once

namespace Reeve {

class ProcedureRegistry;

/** DBA campaign army building: raising limits, promotions, naval elements and crews. */
namespace DbaForces {
void registerAll(ProcedureRegistry &registry);
}

} // namespace Reeve
