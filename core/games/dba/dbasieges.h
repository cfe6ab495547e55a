#pragma once

namespace Reeve {

class ProcedureRegistry;

/** DBA campaign sieges: the two-column siege battle and the surrender roll. */
namespace DbaSieges {
void registerAll(ProcedureRegistry &registry);
}

} // namespace Reeve
