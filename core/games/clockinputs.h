#pragma once

#include <QJsonObject>
#include <QList>

#include "procedures/parameterspec.h"

namespace Reeve {

class Campaign;
struct Procedure;

/**
 * Procedure inputs that the campaign's clock already settles (docs/ARCHITECTURE.md, "Steps": a step
 * reads what the campaign knows): the 1066 month and its season (1066 §9.9), the DBA and Swords &
 * Sails season, the Dark Age Britain year. Resolving a procedure "in" a campaign takes them from the
 * clock unless the user gives them; a value the procedure does not accept (a month outside the list)
 * settles nothing, so the input stays required.
 */
class ClockInputs
{
public:
    /// The inputs of \a procedure the clock of \a campaign settles, by parameter name.
    static QJsonObject known(Campaign &campaign, const Procedure &procedure);
    /// The procedure's parameters for \a campaign: the optional rules' choices (RuleOptions) and the
    /// clock's values as defaults.
    static QList<ParameterSpec> parametersFor(Campaign &campaign, const Procedure &procedure);
};

} // namespace Reeve
