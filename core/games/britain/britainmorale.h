#pragma once

namespace Reeve {

class ProcedureRegistry;

/** Dark Age Britain morale, rally and divine favour (headings MORALE and RELIGION). */
void registerBritainMorale(ProcedureRegistry &registry);

} // namespace Reeve
