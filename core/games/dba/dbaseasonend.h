#pragma once

namespace Reeve {

class ProcedureRegistry;

/** DBA campaign season's end and losses: supply, attrition, dispersal, loss summing, defection. */
namespace DbaSeasonEnd {
void registerAll(ProcedureRegistry &registry);
}

} // namespace Reeve
