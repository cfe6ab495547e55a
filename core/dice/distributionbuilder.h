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
 * their operands pair by pair (on machine integers when the values allow).
 * Refuses, with Failure::badInput, expressions
 * whose distribution is too large to work out and divisors that can be zero.
 */
class DistributionBuilder
{
public:
    static constexpr long maxOutcomes = 1000000;     ///< distinct values of any part
    static constexpr long maxPairs = 1000000;        ///< integer pairs combined by one operator
    static constexpr long maxRationalPairs = 100000; ///< rational pairs combined by one operator
    static constexpr double maxPoolWork = 1.2e8;     ///< limb additions to convolve one pool
    static constexpr long maxDenseSpan = 4000000;    ///< cells of a dense tally

    static Distribution build(const DiceTree &tree);

private:
    using Entries = std::vector<Distribution::Entry>;

    static Entries pool(const DiceNode &node);
    static Entries d66();
    static void negate(Entries &entries);
    static void round(Entries &entries, DiceNode::Kind kind);
    /// One pair of outcomes (indices into the two sides) and its integer result.
    struct Pair
    {
        qint64 value;
        quint32 left;
        quint32 right;
    };

    static Entries combine(const Entries &left, const Entries &right, const DiceNode &node);
    static bool integerPairs(const Entries &left, const Entries &right, DiceNode::Kind kind);
    static Entries combineIntegers(const Entries &left, const Entries &right, DiceNode::Kind kind);
    static Entries combineRationals(const Entries &left, const Entries &right, DiceNode::Kind kind);
    [[noreturn]] static void tooLarge();
};

} // namespace Reeve
