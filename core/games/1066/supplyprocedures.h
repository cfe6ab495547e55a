#pragma once

namespace Reeve {

class ProcedureRegistry;

/**
 * The 1066 supply and recruiting procedures (§9, §10, §19, §20): seasons,
 * provisioning, call to arms, recruiting costs and placement, castles and
 * pillage.
 */
namespace Supply1066 {
void registerAll(ProcedureRegistry &registry);
}

} // namespace Reeve
