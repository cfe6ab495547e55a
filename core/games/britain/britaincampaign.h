#pragma once

namespace Reeve {

class ProcedureRegistry;

/** Dark Age Britain campaign: troop limits, incursion years, strategic costs, pillage and the year's end. */
void registerBritainCampaign(ProcedureRegistry &registry);

} // namespace Reeve
