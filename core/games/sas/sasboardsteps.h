#pragma once

#include <QList>

#include "steps/stepspec.h"

namespace Reeve {

/**
 * The Swords & Sails steps of the board: territories, sea zones, control, forces placed and moved, cargo, losses and captures (docs/ARCHITECTURE.md, "Steps"),
 * registered by SasSteps::registerAll. Each spec's apply calls the game's own code once; the
 * runner makes everything it writes one action.
 */
class SasBoardSteps
{
public:
    static QList<StepSpec> specs();
};

} // namespace Reeve
