#pragma once

#include <QList>

#include "campaign/unit.h"
#include "steps/stepspec.h"

namespace Reeve::Britain {

/**
 * The chieftains' fates after the war leader is chosen (Dark Age Britain, STRATEGIC MOVEMENT): the war
 * leader and the other chieftains of the peoples he leads roll ability + d6; a lower total joins him, a
 * higher one stays home, an equal one rolls again on table britain.tie (1-2 sulks at home, 3-4 goes
 * over to the other side, 5-6 campaigns on its own). The `fates` step writes each band's fate for the
 * year; a band at home or sulking may not move (moveCheck).
 *
 * The fragment does not say how long a chieftain who joins the other side stays there: the `sides`
 * field reads it "this-year" (the default: like the other fates it lasts the campaign year) or
 * "for-good". Either way the band keeps its people on its record (its homeland, its landings) and
 * fights for the Britons (attribute fights_for).
 */
class BritainFates
{
public:
    static StepSpec step();
    /// The refusal of \a band moving when its fate keeps it home this year, if any.
    static QList<StepRefusal> moveCheck(const Unit &band);
};

} // namespace Reeve::Britain
