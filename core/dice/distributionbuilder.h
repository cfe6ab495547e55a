#pragma once

#include <vector>

#include "dice/dicenode.h"
#include "dice/distribution.h"

namespace Reeve {

class DiceTree;

/**
 * Works out the exact Distribution of a DiceTree. Pools of identical dice are
 * convolved one die at a time with a sliding window (linear in the pool's
 * range per die); other operators combine the independent distributions of
 * their operands pair by pair. Refuses, with Failure::badInput, expressions
 * whose distribution is too large to work out and divisors that can be zero.
 */
class DistributionBuilder
{
public:
    static constexpr long maxOutcomes = 1000000;   ///< distinct values of any part
    static constexpr long maxPairs = 4000000;      ///< pairs combined by one operator
    static constexpr double maxPoolWork = 2.5e7;   ///< additions to convolve one pool

    static Distribution build(const DiceTree &tree);

private:
    using Entries = std::vector<Distribution::Entry>;

    static Entries pool(const DiceNode &node);
    static Entries d66();
    static void negate(Entries &entries);
    static void round(Entries &entries, DiceNode::Kind kind);
    static Entries combine(const Entries &left, const Entries &right, const DiceNode &node);
    [[noreturn]] static void tooLarge();
};

} // namespace Reeve
