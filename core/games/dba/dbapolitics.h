#pragma once

namespace Reeve {

class ProcedureRegistry;

/** DBA campaign vassals, rebellions and generals: revolts, contingents, takeover chances, succession. */
namespace DbaPolitics {
void registerAll(ProcedureRegistry &registry);
}

} // namespace Reeve
