#include "charlemagnemodule.h"

#include "procedures/procedureregistry.h"

namespace Reeve {

void CharlemagneModule::registerAll(ProcedureRegistry &registry)
{
    Q_UNUSED(registry);
}

} // namespace Reeve
