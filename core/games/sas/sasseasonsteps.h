#pragma once

#include <QList>

#include "steps/stepspec.h"

namespace Reeve {

/**
 * The Swords & Sails steps of the season: game length, timed rounds, alliances, orders, victory points and the advance (docs/ARCHITECTURE.md, "Steps"),
 * registered by SasSteps::registerAll. Each spec's apply calls the game's own code once; the
 * runner makes everything it writes one action.
 */
class SasSeasonSteps
{
public:
    static QList<StepSpec> specs();
};

} // namespace Reeve
