#include "sasmodule.h"

#include "games/sas/sascities.h"
#include "games/sas/sascombat.h"
#include "games/sas/saseconomy.h"
#include "games/sas/sasespionage.h"
#include "games/sas/sasmorale.h"
#include "games/sas/sasquick.h"
#include "games/sas/sasscoring.h"
#include "games/sas/sassiege.h"
#include "procedures/procedureregistry.h"

namespace Reeve {

void SasModule::registerAll(ProcedureRegistry &registry)
{
    SasEconomy::registerAll(registry);
    SasCities::registerAll(registry);
    SasEspionage::registerAll(registry);
    SasCombat::registerAll(registry);
    SasMorale::registerAll(registry);
    SasQuick::registerAll(registry);
    SasSiege::registerAll(registry);
    SasScoring::registerAll(registry);
}

} // namespace Reeve
