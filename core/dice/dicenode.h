#pragma once

#include <QtGlobal>

#include <gmpxx.h>

namespace Reeve {

/**
 * One node of a parsed dice expression. Nodes are kept in a flat list in
 * postfix order (operands before their operator), so every consumer walks the
 * list with a stack and nothing recurses, however long the expression.
 */
struct DiceNode
{
    enum class Kind : quint8 {
        Number, ///< an integer literal (number)
        Dice,   ///< count dice of sides faces, summed
        D66,    ///< two d6 read as tens and units (11..66)
        Negate, ///< unary minus: one operand
        Add,    ///< binary operators: two operands
        Subtract,
        Multiply,
        Divide, ///< exact (rational) division
        Floor,  ///< floor(x): one operand
        Ceil,   ///< ceil(x): one operand
    };

    Kind kind = Kind::Number;
    int count = 0;        ///< Dice: how many dice (may be 0)
    int sides = 0;        ///< Dice: faces per die (>= 2)
    bool percent = false; ///< Dice: written as d%
    mpz_class number;     ///< Number: the value
    int position = 0;     ///< 1-based position in the source text

    /// How many operands a node of @p kind takes from the stack (0, 1 or 2).
    static int arity(Kind kind)
    {
        switch (kind) {
        case Kind::Number:
        case Kind::Dice:
        case Kind::D66:
            return 0;
        case Kind::Negate:
        case Kind::Floor:
        case Kind::Ceil:
            return 1;
        default:
            return 2;
        }
    }
};

} // namespace Reeve
