#include "dbamodule.h"

#include "procedures/procedureregistry.h"

namespace Reeve {

void DbaModule::registerAll(ProcedureRegistry &registry)
{
    Q_UNUSED(registry);
}

} // namespace Reeve
