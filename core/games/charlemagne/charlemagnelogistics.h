#pragma once

namespace Reeve {

class ProcedureRegistry;

/** Charlemagne logistics (§19, §20, §22): naval transport, supply and disbanding, peripheral entry. */
void registerCharlemagneLogistics(ProcedureRegistry &registry);

} // namespace Reeve
