#pragma once

namespace Reeve {

class ProcedureRegistry;

/** Charlemagne political procedures (§6, §7, §9, §18, §26, §30): events, revolt, vassalage, conversion. */
void registerCharlemagnePolitics(ProcedureRegistry &registry);

} // namespace Reeve
