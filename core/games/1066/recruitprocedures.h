#pragma once

namespace Reeve {

class ProcedureRegistry;

namespace Supply1066 {
/// Registers recruiting cost and placement (§10.2, §10.5–10.7), castle placement (§20) and pillage (§19).
void registerRecruiting(ProcedureRegistry &registry);
} // namespace Supply1066

} // namespace Reeve
