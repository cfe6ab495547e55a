#pragma once

namespace Reeve {

class ProcedureRegistry;

namespace Events1066 {
/// Registers Rebellion, Assassin, Rally of a king, Holy Roman Empire Intervenes and Comet (§8.13).
void registerMarkerActions(ProcedureRegistry &registry);
} // namespace Events1066

} // namespace Reeve
