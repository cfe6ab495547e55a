#include "game1066module.h"

#include "procedures/procedureregistry.h"

namespace Reeve {

void Game1066Module::registerAll(ProcedureRegistry &registry)
{
    Q_UNUSED(registry);
}

} // namespace Reeve
