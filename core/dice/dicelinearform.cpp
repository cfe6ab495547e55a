#include "dicelinearform.h"

#include <utility>

#include <gmpxx.h>

#include "dice/dicetree.h"
#include "dice/gmpint64.h"
#include "dice/randomstream.h"

namespace Reeve {

namespace {

using Kind = DiceNode::Kind;

/// A constant plus weighted groups, with exact weights while compiling.
struct Linear
{
    struct Term
    {
        int count;
        int sides;
        mpz_class weight;
    };
    mpz_class offset;
    std::vector<Term> terms;

    void scale(const mpz_class &factor)
    {
        offset *= factor;
        for (Term &term : terms)
            term.weight *= factor;
    }
};

/// Combines two linear forms for +, - and *; false when the result is not linear.
bool combine(Linear &left, Linear &right, Kind kind)
{
    if (kind == Kind::Multiply) {
        if (!left.terms.empty() && !right.terms.empty())
            return false;
        if (left.terms.empty())
            std::swap(left, right); // the constant factor is now on the right
        left.scale(right.offset);
        return true;
    }
    if (kind == Kind::Subtract)
        right.scale(-1);
    left.offset += right.offset;
    for (Linear::Term &term : right.terms)
        left.terms.push_back(std::move(term));
    return true;
}

std::optional<Linear> linearise(const DiceTree &tree)
{
    std::vector<Linear> stack;
    for (const DiceNode &node : tree.nodes()) {
        switch (node.kind) {
        case Kind::Number:
            stack.push_back({node.number, {}});
            break;
        case Kind::Dice:
            stack.push_back({0, {{node.count, node.sides, 1}}});
            break;
        case Kind::D66:
            stack.push_back({0, {{1, 6, 10}, {1, 6, 1}}});
            break;
        case Kind::Negate:
            stack.back().scale(-1);
            break;
        case Kind::Floor:
        case Kind::Ceil:
            break; // integers stay as they are
        case Kind::Divide:
            return std::nullopt;
        default: {
            Linear right = std::move(stack.back());
            stack.pop_back();
            if (!combine(stack.back(), right, node.kind))
                return std::nullopt;
            break;
        }
        }
    }
    if (stack.empty())
        return Linear{};
    return std::move(stack.back());
}

} // namespace

std::optional<DiceLinearForm> DiceLinearForm::compile(const DiceTree &tree)
{
    const std::optional<Linear> linear = linearise(tree);
    if (!linear)
        return std::nullopt;
    // Every partial total is bounded by |offset| + sum |weight| * count * sides.
    const mpz_class limit = mpz_class(1) << 62;
    mpz_class bound = abs(linear->offset);
    DiceLinearForm form;
    for (const Linear::Term &term : linear->terms) {
        bound += abs(term.weight) * term.count * term.sides;
        if (bound > limit)
            return std::nullopt;
        if (term.count > 0)
            form.m_groups.push_back({term.count, term.sides, gmpToInt64(term.weight)});
    }
    if (bound > limit)
        return std::nullopt;
    form.m_offset = gmpToInt64(linear->offset);
    return form;
}

} // namespace Reeve
