#pragma once

namespace Reeve {

class ProcedureRegistry;

/** Charlemagne battle procedures (§14, §16, §21.4e, §28): ratio, retreat, battle table, ZOC, champions. */
void registerCharlemagneCombat(ProcedureRegistry &registry);

} // namespace Reeve
