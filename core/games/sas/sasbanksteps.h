#pragma once

#include <QList>

#include "steps/stepspec.h"

namespace Reeve {

/**
 * The Swords & Sails steps of phases 1, 2 and 6 to 8: income, counter-espionage, spying, sieges, building and cities (docs/ARCHITECTURE.md, "Steps"),
 * registered by SasSteps::registerAll. Each spec's apply calls the game's own code once; the
 * runner makes everything it writes one action.
 */
class SasBankSteps
{
public:
    static QList<StepSpec> specs();
};

} // namespace Reeve
