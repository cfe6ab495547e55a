#pragma once

#include <QJsonObject>

#include "steps/stepspec.h"

namespace Reeve {

class StepRegistry;

namespace Charlemagne {
struct TurnStep;
}

/**
 * Every change `reeve-cli charlemagne FILE ...` and the Charlemagne board dock make, as registered
 * steps of the game "charlemagne" (docs/ARCHITECTURE.md, "Steps"): the board changes
 * (CharlemagneBoard), the turn steps whose roll changes the board (CharlemagneTurn), the combat
 * ratio and the recorded victory-point count. Each step's check is in CharlemagneStepChecks; its
 * apply calls the board or turn service, so the verb family, `reeve-cli step` and the dock run the
 * same code, each step one action. The steps are kept by concern: the board and units here
 * (charlemagnesteps.cpp), the treasury, the marker bids and the battle rolls in their own files
 * (CharlemagneStepKit), the force steps in CharlemagneForceSteps.
 */
class CharlemagneSteps
{
public:
    static void registerAll(StepRegistry &registry);

    /// A turn step's outcome as the verb family prints it: seq, consequence and the procedure's result.
    static StepOutcome turnOutcome(const Charlemagne::TurnStep &step);
};

} // namespace Reeve
