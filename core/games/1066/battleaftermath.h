#pragma once

namespace Reeve {

class ProcedureRegistry;

namespace Battle1066 {
/// Registers retreat losses (§15.19), high-seas contact (§17.15) and the battle-marker allowance (§15.21).
void registerAftermath(ProcedureRegistry &registry);
} // namespace Battle1066

} // namespace Reeve
