#include "sasmodule.h"

#include "procedures/procedureregistry.h"

namespace Reeve {

void SasModule::registerAll(ProcedureRegistry &registry)
{
    Q_UNUSED(registry);
}

} // namespace Reeve
