#pragma once

namespace Reeve {

class ProcedureRegistry;

/** Charlemagne treasure, stratagem draws and victory (§8, §10, §23, §24, §27, §29). */
void registerCharlemagneTreasury(ProcedureRegistry &registry);

} // namespace Reeve
