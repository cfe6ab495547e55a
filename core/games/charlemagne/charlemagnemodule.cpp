#include "charlemagnemodule.h"

#include "charlemagnecombat.h"
#include "charlemagnelogistics.h"
#include "charlemagneoperations.h"
#include "charlemagnepolitics.h"
#include "charlemagnetreasury.h"
#include "procedures/procedureregistry.h"

namespace Reeve {

void CharlemagneModule::registerAll(ProcedureRegistry &registry)
{
    registerCharlemagneCombat(registry);
    registerCharlemagneOperations(registry);
    registerCharlemagneLogistics(registry);
    registerCharlemagnePolitics(registry);
    registerCharlemagneTreasury(registry);
}

} // namespace Reeve
