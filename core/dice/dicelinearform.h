#pragma once

#include <QtGlobal>

#include <optional>
#include <vector>

#include "dice/randomstream.h"

namespace Reeve {

class DiceTree;

/**
 * The fastest way to roll the common shapes: an expression built only from
 * dice, integers, +, -, unary minus, multiplication by a constant (and floor
 * or ceil, which do nothing to integers) is a constant plus a weighted sum of
 * dice, e.g. "3d6 + 2" or "2 * d6 - d4 + d66". Rolling it is one flat loop
 * over groups of identical dice, in diceSides() order, with no stack.
 */
class DiceLinearForm
{
public:
    /// A run of @p count dice of @p sides faces, each counted @p weight times.
    struct Group
    {
        int count;
        int sides;
        qint64 weight;
    };

    /// The linear form of @p tree, or nothing if it has another shape or if
    /// a total could come near the 64-bit limit.
    static std::optional<DiceLinearForm> compile(const DiceTree &tree);

    /// Rolls every die from @p rng, writing the faces to @p out (one per die,
    /// in diceSides() order), and returns the total: the hot path of rolling,
    /// inline so that it compiles into DiceProgram::roll.
    qint64 roll(RandomStream &rng, int *out) const
    {
        // Draw from a local copy so the generator state can stay in registers.
        RandomStream local = rng;
        qint64 total = m_offset;
        for (const Group &group : m_groups) {
            qint64 sum = 0;
            for (int i = 0; i < group.count; ++i) {
                const int face = local.die(group.sides);
                *out++ = face;
                sum += face;
            }
            total += sum * group.weight;
        }
        rng = local;
        return total;
    }

    /// Draws every die from @p source (an object with int draw(int sides))
    /// and returns the total.
    template<class Source>
    qint64 run(Source &source) const
    {
        qint64 total = m_offset;
        for (const Group &group : m_groups) {
            qint64 sum = 0;
            for (int i = 0; i < group.count; ++i)
                sum += source.draw(group.sides);
            total += sum * group.weight;
        }
        return total;
    }

private:
    std::vector<Group> m_groups;
    qint64 m_offset = 0;
};

} // namespace Reeve
