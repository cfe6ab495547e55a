#pragma once

namespace Reeve {

class StepRegistry;

/**
 * The 1066 step "pillage" (§19, §20.6): in its own pillage phase a power tries, once per square, to pillage a
 * square only its units hold. The attack factors are read from its units' printed values there and the die
 * (entered or rolled) is private to it; a success places the public Pillaged marker for the rest of the game
 * (§19.7), may destroy the castle there, gives loot draws equal to a town's printed feudal value and one
 * reaction draw to every other player (after a success; the other reading on request). A failed attempt is
 * announced without its square.
 */
class Pillage1066
{
public:
    static void registerStep(StepRegistry &registry);
};

} // namespace Reeve
