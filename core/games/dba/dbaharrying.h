#pragma once

namespace Reeve {

class ProcedureRegistry;

/** DBA campaign harrying: the pursuit after an on-table battle, fought on Table 3. */
namespace DbaHarrying {
void registerAll(ProcedureRegistry &registry);
}

} // namespace Reeve
