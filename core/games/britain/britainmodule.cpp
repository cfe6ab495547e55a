#include "britainmodule.h"

#include "britainbattle.h"
#include "britaincampaign.h"
#include "britainleaders.h"
#include "britainmorale.h"
#include "procedures/procedureregistry.h"

namespace Reeve {

void BritainModule::registerAll(ProcedureRegistry &registry)
{
    registerBritainBattle(registry);
    registerBritainMorale(registry);
    registerBritainLeaders(registry);
    registerBritainCampaign(registry);
}

} // namespace Reeve
