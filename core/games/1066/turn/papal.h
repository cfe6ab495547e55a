#pragma once

namespace Reeve {

class StepRegistry;

/**
 * The 1066 Papal Intervention marker (§8.13) as a campaign step, for the two uses outside the initiative (the
 * third, a bid that takes the initiative, is the initiative step's "papal"): in its own campaign-marker phase a
 * power exchanges it for any one action marker it picks from the pool; or, at any time, it cancels one action
 * marker another player is playing, which goes back to the pool unplayed. The Oath of Fealty and the Assassin
 * steps take the cancel in their own fields; for any other action marker this step records it instead of the
 * marker's own step.
 */
class PapalIntervention1066
{
public:
    static void registerStep(StepRegistry &registry);
};

} // namespace Reeve
