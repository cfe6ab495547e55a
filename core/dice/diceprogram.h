#pragma once

#include <QtGlobal>

#include <vector>

#include <gmpxx.h>

#include "dice/dicenode.h"

namespace Reeve {

class DiceTree;
class RandomStream;
struct Roll;

/**
 * A dice expression compiled to a flat stack program for fast rolling and
 * evaluation. When no division is involved and interval analysis proves that
 * every intermediate value fits comfortably in 64 bits, the program runs on
 * plain integers with a small stack on the machine stack (no allocation);
 * otherwise it runs on exact rationals.
 */
class DiceProgram
{
public:
    DiceProgram() = default;
    explicit DiceProgram(const DiceTree &tree);

    /// True when the fast 64-bit integer path is used.
    bool isInteger() const { return m_integer; }
    /// Physical dice drawn per run (d66 counts as two).
    int diceCount() const { return m_diceCount; }

    /// Rolls every die from @p rng into @p into.faces (resized to diceCount(),
    /// reusing its storage when not shared) and sets @p into.total.
    void roll(RandomStream &rng, Roll &into) const;
    /// Evaluates on @p faces: diceCount() faces, already checked against their dice.
    mpq_class evaluate(const int *faces) const;

private:
    struct Op
    {
        DiceNode::Kind kind;
        int count;    ///< Dice: dice to draw
        int sides;    ///< Dice: faces per die
        qint64 value; ///< Number on the integer path
        int constant; ///< Number on the rational path: index into m_constants
        int position; ///< 1-based source position, for error messages
    };

    void analyse(const DiceTree &tree);
    template <class Source> qint64 runInteger(Source &source) const;
    template <class Source> mpq_class runRational(Source &source) const;

    std::vector<Op> m_ops;
    std::vector<mpq_class> m_constants;
    int m_maxDepth = 1;
    int m_diceCount = 0;
    bool m_integer = true;
};

} // namespace Reeve
