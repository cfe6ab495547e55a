#pragma once

#include <QList>
#include <QtGlobal>

#include <optional>
#include <vector>

#include <gmpxx.h>

#include "dice/dicelinearform.h"
#include "dice/dicenode.h"
#include "dice/roll.h"

namespace Reeve {

class DiceTree;
class RandomStream;

/**
 * A dice expression compiled for fast rolling and evaluation, on the first
 * of three paths that applies: a flat weighted sum of dice (DiceLinearForm,
 * e.g. "2d6 + 1"); a postfix stack program on 64-bit integers when no
 * division is involved and interval analysis proves every intermediate value
 * stays far from overflow (no allocation); or the same program on exact
 * rationals.
 */
class DiceProgram
{
public:
    DiceProgram() = default;
    explicit DiceProgram(const DiceTree &tree);

    /// True when the 64-bit integer path is used.
    bool isInteger() const { return m_integer; }
    /// True when the expression is rolled as a flat weighted sum of dice.
    bool isLinear() const { return m_linear.has_value(); }
    /// Physical dice drawn per run (d66 counts as two).
    int diceCount() const { return m_diceCount; }

    /// Rolls every die from @p rng into @p into's faces (resized to
    /// diceCount(), reusing its storage when not shared) and sets its total.
    void roll(RandomStream &rng, Roll &into) const
    {
        // Inline: the flat NdM+k path is the hot loop of rolling and should cost no calls.
        if (into.faces.size() != m_diceCount) [[unlikely]]
            into.faces.resize(m_diceCount);
        int *out = into.faces.data();
        if (m_linear) [[likely]] {
            into.setWhole(m_linear->roll(rng, out));
            return;
        }
        rollProgram(rng, out, into);
    }
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
    /// The stack program's roll, out of line so the flat path stays small.
    Q_NEVER_INLINE void rollProgram(RandomStream &rng, int *out, Roll &into) const;
    static void applyBinary(mpq_class &left, const mpq_class &right, const Op &op);
    template<class Source>
    qint64 runInteger(Source &source) const;
    template<class Source>
    mpq_class runRational(Source &source) const;

    std::optional<DiceLinearForm> m_linear;
    std::vector<Op> m_ops;
    std::vector<mpq_class> m_constants;
    int m_maxDepth = 1;
    int m_diceCount = 0;
    bool m_integer = true;
};

} // namespace Reeve
