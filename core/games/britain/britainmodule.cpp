#include "britainmodule.h"

#include "procedures/procedureregistry.h"

namespace Reeve {

void BritainModule::registerAll(ProcedureRegistry &registry)
{
    Q_UNUSED(registry);
}

} // namespace Reeve
