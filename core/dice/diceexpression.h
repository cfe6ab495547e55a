#pragma once

#include <QList>
#include <QString>

#include <gmpxx.h>

#include "dice/diceprogram.h"
#include "dice/dicetree.h"
#include "dice/distribution.h"
#include "dice/roll.h"

namespace Reeve {

class RandomStream;

/**
 * A dice expression such as "2d6 + 3", "d66", "floor((d3 + 1) / 2)" or "d%".
 *
 * Grammar (whitespace allowed between tokens, letters case-insensitive):
 * @code
 * sum     := product (("+" | "-") product)*
 * product := unary (("*" | "/") unary)*
 * unary   := "-" unary | primary
 * primary := integer | dice | "(" sum ")" | ("floor" | "ceil") "(" sum ")"
 * dice    := [N] "d" M | "d66" | "d%"        (no spaces inside)
 * @endcode
 * NdM is N (0..1000, default 1) dice of M (>= 2) sides, summed; d100 and d%
 * are one 100-sided die; d66 is two d6 read as tens and units (11..66), not a
 * 66-sided die, and cannot take a count. Division is exact (rational).
 * At most 1000 dice and 100 levels of nesting in one expression.
 *
 * The physical dice (diceSides()) are listed left to right as they appear in
 * the text; a d66 contributes its tens die, then its units die.
 */
class DiceExpression
{
public:
    /// The expression "0", which needs no dice.
    DiceExpression();

    /// Parses @p text; throws Failure::badInput "at position N: expected ..."
    /// with detail {"position" (1-based), "expected", "found"}.
    static DiceExpression parse(const QString &text);

    /// Normalised text: lower case, spaced binary operators, needed parentheses only.
    QString text() const { return m_text; }
    /// Sides of each physical die, left to right: 3d6 -> [6,6,6], d66 -> [6,6], d% -> [100].
    QList<int> diceSides() const { return m_sides; }
    int diceCount() const { return int(m_sides.size()); }

    /// The value for dice entered by hand, in diceSides() order. Throws
    /// Failure::badInput if the number of faces is wrong, a face is outside
    /// its die, or a divisor comes to 0.
    mpq_class evaluate(const QList<int> &faces) const;

    /// The exact distribution. Throws Failure::badInput when a divisor can be
    /// 0 ("division by zero is possible") or the distribution is too large.
    Distribution distribution() const;

    /// Rolls every die from @p rng (in diceSides() order). Throws
    /// Failure::badInput if a divisor comes to 0.
    Roll roll(RandomStream &rng) const;
    /// As roll(rng), but reuses the storage of @p into (no allocation when
    /// rolling the same expression repeatedly into the same Roll).
    void roll(RandomStream &rng, Roll &into) const { m_program.roll(rng, into); }

private:
    explicit DiceExpression(DiceTree tree);

    DiceTree m_tree;
    DiceProgram m_program;
    QString m_text;
    QList<int> m_sides;
};

} // namespace Reeve
