#pragma once

namespace Reeve {

class ProcedureRegistry;

/**
 * The 1066 procedures about who controls what (§4, §11, §24–26): vassalage and
 * its targets, control of a violated neutral, command control, overrun and
 * sieges.
 */
namespace Politics1066 {
void registerAll(ProcedureRegistry &registry);
}

} // namespace Reeve
