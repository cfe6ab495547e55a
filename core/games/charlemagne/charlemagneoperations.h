#pragma once

namespace Reeve {

class ProcedureRegistry;

/** Charlemagne force procedures (§11–13, §17, §19, §20, §22): OP, stacking, levies, pillage, ships, supply. */
void registerCharlemagneOperations(ProcedureRegistry &registry);

} // namespace Reeve
