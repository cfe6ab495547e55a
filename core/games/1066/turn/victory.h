#pragma once

namespace Reeve {

class StepRegistry;

/**
 * The 1066 step "victory" (§23): at the end of the game (or when the players agree to end it, §22.2)
 * each player's standing is read from the campaign and settled by 1066.victory. Every figure comes
 * from the records: the powers a player plays (its own and any neutral that went to it, §4.5), the
 * units each controls (vassals included, §11.8, §23.4), the feudal values of the town squares they
 * occupy (pillaged squares, off-map boxes and squares shared with another player's units count 0,
 * §23.2, §8.4), the kings they control (Tostig counting, §18.10) and whether one stands in a large
 * town in Britain of printed feudal value 2 or 3; the optional Briton victory when the campaign plays
 * it (§23.3/A). The result is one public entry; which squares were counted is the referee's.
 */
class Victory1066
{
public:
    static void registerStep(StepRegistry &registry);
};

} // namespace Reeve
