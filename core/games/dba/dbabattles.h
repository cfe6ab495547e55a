#pragma once

namespace Reeve {

class ProcedureRegistry;

/** DBA campaign contact and battle procedures: scouting, Table 2, Table 3, assaults, harrying, naval contact. */
namespace DbaBattles {
void registerAll(ProcedureRegistry &registry);
}

} // namespace Reeve
