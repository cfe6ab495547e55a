#include "dbamodule.h"

#include "games/dba/dbabattles.h"
#include "games/dba/dbaeconomy.h"
#include "games/dba/dbaforces.h"
#include "games/dba/dbaharrying.h"
#include "games/dba/dbamovement.h"
#include "games/dba/dbapolitics.h"
#include "games/dba/dbaseasonend.h"
#include "games/dba/dbasieges.h"
#include "games/dba/dbastorms.h"
#include "games/dba/dbaumpire.h"
#include "orders/orderadjudicators.h"
#include "procedures/procedureregistry.h"

namespace Reeve {

void DbaModule::registerAll(ProcedureRegistry &registry)
{
    DbaBattles::registerAll(registry);
    DbaSieges::registerAll(registry);
    DbaHarrying::registerAll(registry);
    DbaMovement::registerAll(registry);
    DbaStorms::registerAll(registry);
    DbaEconomy::registerAll(registry);
    DbaForces::registerAll(registry);
    DbaSeasonEnd::registerAll(registry);
    DbaPolitics::registerAll(registry);
    OrderAdjudicators::add(QStringLiteral("dba"), [](Campaign &campaign, const QJsonObject &step) {
        return DbaUmpire(campaign).apply(step);
    });
}

} // namespace Reeve
