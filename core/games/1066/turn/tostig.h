#pragma once

namespace Reeve {

class StepRegistry;

/**
 * The 1066 step "tostig" (§8.13 Tostig, §18.10): in its own recruiting phase a power plays the Tostig
 * marker from its hand and puts Tostig on the map, under its control, in a square where one of its units
 * stands or in its own off-map box (§21.1). The marker leaves the game for good; Tostig is a leader of
 * the power that played him (his printed values recorded with the values step), counts as a king only
 * for victory (1066.victory, the victory step) and, once eliminated, never returns. The square stays the
 * power's own knowledge (face down, §7.1); that Tostig was played is public.
 */
class Tostig1066
{
public:
    static void registerStep(StepRegistry &registry);
};

} // namespace Reeve
