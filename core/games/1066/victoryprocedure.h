#pragma once

#include "procedures/procedure.h"

namespace Reeve::Politics1066 {

/// 1066.victory: the end-of-game check of §23 with coalitions, Tostig and the optional Briton victory.
Procedure victoryProcedure();

} // namespace Reeve::Politics1066
