#pragma once

namespace Reeve {

class ProcedureRegistry;

/** DBA campaign dangers at sea: storm chance, storm damage, contact between fleets. */
namespace DbaStorms {
void registerAll(ProcedureRegistry &registry);
}

} // namespace Reeve
