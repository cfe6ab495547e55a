#pragma once

namespace Reeve {

class ProcedureRegistry;

/**
 * The 1066 campaign-marker procedures (§6, §8.4–8.7, §22.3): markers due,
 * holding limit, initiative bids with Papal Intervention, broken agreements.
 */
namespace Markers1066 {
void registerAll(ProcedureRegistry &registry);
}

} // namespace Reeve
