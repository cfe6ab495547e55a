#include "gamemodules.h"

#include "games/1066/battle/battlesteps.h"
#include "games/1066/game1066module.h"
#include "games/britain/britainmodule.h"
#include "games/britain/britainsteps.h"
#include "games/charlemagne/charlemagnemodule.h"
#include "games/charlemagne/charlemagnesteps.h"
#include "games/dba/dbamodule.h"
#include "games/dba/dbasteps.h"
#include "games/generic/diceprocedures.h"
#include "games/sas/sasmodule.h"
#include "games/sas/sassteps.h"

namespace Reeve {

void GameModules::registerAll(ProcedureRegistry &registry)
{
    DiceProcedures::registerAll(registry);
    Game1066Module::registerAll(registry);
    DbaModule::registerAll(registry);
    SasModule::registerAll(registry);
    CharlemagneModule::registerAll(registry);
    BritainModule::registerAll(registry);
}

void GameModules::registerSteps(StepRegistry &registry)
{
    BattleSteps::registerAll(registry);
    DbaSteps::registerAll(registry);
    CharlemagneSteps::registerAll(registry);
    BritainSteps::registerAll(registry);
    SasSteps::registerAll(registry);
}

} // namespace Reeve
