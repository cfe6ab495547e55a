#include "gamemodules.h"

#include "games/generic/diceprocedures.h"

namespace Reeve {

void GameModules::registerAll(ProcedureRegistry &registry)
{
    DiceProcedures::registerAll(registry);
}

} // namespace Reeve
