#include "game1066module.h"

#include "battleprocedures.h"
#include "eventprocedures.h"
#include "markerprocedures.h"
#include "politicsprocedures.h"
#include "procedures/procedureregistry.h"
#include "supplyprocedures.h"

namespace Reeve {

void Game1066Module::registerAll(ProcedureRegistry &registry)
{
    Markers1066::registerAll(registry);
    Supply1066::registerAll(registry);
    Events1066::registerAll(registry);
    Battle1066::registerAll(registry);
    Politics1066::registerAll(registry);
}

} // namespace Reeve
