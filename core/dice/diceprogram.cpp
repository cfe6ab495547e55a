#include "diceprogram.h"

#include <algorithm>
#include <array>
#include <utility>

#include <QCoreApplication>
#include <QJsonObject>

#include "dice/dicetree.h"
#include "dice/gmpint64.h"
#include "dice/randomstream.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

using Kind = DiceNode::Kind;

/// Values the integer path may hold: far enough from overflow for + - *.
const mpz_class &integerLimit()
{
    static const mpz_class limit = mpz_class(1) << 62;
    return limit;
}

bool fitsInteger(const mpz_class &lo, const mpz_class &hi)
{
    return abs(lo) <= integerLimit() && abs(hi) <= integerLimit();
}

/// Draws each die from a random stream and records the faces.
struct RollSource
{
    RandomStream &rng;
    int *out;
    int draw(int sides)
    {
        const int face = rng.die(sides);
        *out++ = face;
        return face;
    }
};

/// Reads faces that were entered by hand (already checked).
struct FaceSource
{
    const int *in;
    int draw(int) { return *in++; }
};

[[noreturn]] void divisionByZero(int position)
{
    throw Failure::badInput(
            QCoreApplication::translate("Reeve::Dice",
                                        "division by zero: with these dice the divisor of the \"/\" at "
                                        "position %1 is 0")
                    .arg(position),
            QJsonObject{{u"position"_s, position}});
}

void roundToInteger(mpq_class &x, Kind kind)
{
    mpz_class whole;
    if (kind == Kind::Floor)
        mpz_fdiv_q(whole.get_mpz_t(), x.get_num_mpz_t(), x.get_den_mpz_t());
    else
        mpz_cdiv_q(whole.get_mpz_t(), x.get_num_mpz_t(), x.get_den_mpz_t());
    x = whole;
}

} // namespace

/// left = left (op) right, exactly; a zero divisor is the user's error.
void DiceProgram::applyBinary(mpq_class &left, const mpq_class &right, const Op &op)
{
    switch (op.kind) {
    case Kind::Add:
        left += right;
        break;
    case Kind::Subtract:
        left -= right;
        break;
    case Kind::Multiply:
        left *= right;
        break;
    default:
        if (right == 0)
            divisionByZero(op.position);
        left /= right;
        break;
    }
}

DiceProgram::DiceProgram(const DiceTree &tree)
    : m_linear(DiceLinearForm::compile(tree))
{
    analyse(tree);
    for (const DiceNode &node : tree.nodes()) {
        Op op{node.kind, node.count, node.sides, 0, -1, node.position};
        if (node.kind == Kind::Number) {
            if (m_integer) {
                op.value = gmpToInt64(node.number);
            } else {
                op.constant = int(m_constants.size());
                m_constants.emplace_back(node.number);
            }
        }
        if (node.kind == Kind::Dice || node.kind == Kind::D66)
            m_diceCount += node.count;
        if (m_integer && (node.kind == Kind::Floor || node.kind == Kind::Ceil))
            continue; // identity on integers
        m_ops.push_back(op);
    }
}

/// Decides between the integer and the rational path by interval arithmetic,
/// and measures the stack depth the program needs.
void DiceProgram::analyse(const DiceTree &tree)
{
    std::vector<std::pair<mpz_class, mpz_class>> stack;
    for (const DiceNode &node : tree.nodes()) {
        switch (node.kind) {
        case Kind::Number:
            stack.emplace_back(node.number, node.number);
            break;
        case Kind::Dice:
            stack.emplace_back(mpz_class(node.count), mpz_class(node.count) * node.sides);
            break;
        case Kind::D66:
            stack.emplace_back(mpz_class(11), mpz_class(66));
            break;
        case Kind::Negate: {
            auto &[lo, hi] = stack.back();
            std::swap(lo, hi);
            lo = -lo;
            hi = -hi;
            break;
        }
        case Kind::Floor:
        case Kind::Ceil:
            break;
        case Kind::Divide:
            m_integer = false;
            [[fallthrough]];
        default: {
            const auto right = std::move(stack.back());
            stack.pop_back();
            auto &[lo, hi] = stack.back();
            if (node.kind == Kind::Add) {
                lo += right.first;
                hi += right.second;
            } else if (node.kind == Kind::Subtract) {
                lo -= right.second;
                hi -= right.first;
            } else { // a product (or a quotient, whose bounds no longer matter)
                const mpz_class p[4] = {lo * right.first, lo * right.second, hi * right.first,
                                        hi * right.second};
                lo = *std::min_element(p, p + 4);
                hi = *std::max_element(p, p + 4);
            }
            break;
        }
        }
        if (!stack.empty() && !fitsInteger(stack.back().first, stack.back().second))
            m_integer = false;
        m_maxDepth = std::max(m_maxDepth, int(stack.size()));
    }
}

template<class Source>
qint64 DiceProgram::runInteger(Source &source) const
{
    std::array<qint64, 32> local{};
    std::vector<qint64> heap;
    if (m_maxDepth > int(local.size()))
        heap.resize(size_t(m_maxDepth));
    qint64 *const bottom = heap.empty() ? local.data() : heap.data();
    qint64 *top = bottom; // one past the top element
    for (const Op &op : m_ops) {
        switch (op.kind) {
        case Kind::Number:
            *top++ = op.value;
            break;
        case Kind::Dice: {
            qint64 sum = 0;
            for (int i = 0; i < op.count; ++i)
                sum += source.draw(op.sides);
            *top++ = sum;
            break;
        }
        case Kind::D66: {
            const int tens = source.draw(6);
            *top++ = 10 * tens + source.draw(6);
            break;
        }
        case Kind::Negate:
            top[-1] = -top[-1];
            break;
        case Kind::Add:
            --top;
            top[-1] += top[0];
            break;
        case Kind::Subtract:
            --top;
            top[-1] -= top[0];
            break;
        case Kind::Multiply:
            --top;
            top[-1] *= top[0];
            break;
        default:
            break; // floor and ceil are not compiled; division is never integer
        }
    }
    // A well-formed program leaves exactly its result at the bottom.
    Q_ASSERT(top == bottom + 1);
    return *bottom;
}

template<class Source>
mpq_class DiceProgram::runRational(Source &source) const
{
    std::vector<mpq_class> stack;
    stack.reserve(size_t(m_maxDepth));
    for (const Op &op : m_ops) {
        switch (op.kind) {
        case Kind::Number:
            stack.push_back(m_constants[size_t(op.constant)]);
            break;
        case Kind::Dice: {
            qint64 sum = 0;
            for (int i = 0; i < op.count; ++i)
                sum += source.draw(op.sides);
            gmpSetInt64(stack.emplace_back(), sum);
            break;
        }
        case Kind::D66: {
            const int tens = source.draw(6);
            stack.emplace_back(10 * tens + source.draw(6));
            break;
        }
        case Kind::Negate:
            stack.back() = -stack.back();
            break;
        case Kind::Floor:
        case Kind::Ceil:
            roundToInteger(stack.back(), op.kind);
            break;
        default: {
            const mpq_class right = std::move(stack.back());
            stack.pop_back();
            applyBinary(stack.back(), right, op);
            break;
        }
        }
    }
    return stack.back();
}

void DiceProgram::rollProgram(RandomStream &rng, int *out, Roll &into) const
{
    RollSource source{rng, out};
    if (m_integer)
        into.setWhole(runInteger(source));
    else
        into.setRational(runRational(source));
}

mpq_class DiceProgram::evaluate(const int *faces) const
{
    FaceSource source{faces};
    if (!m_integer)
        return runRational(source);
    mpq_class total;
    gmpSetInt64(total, m_linear ? m_linear->run(source) : runInteger(source));
    return total;
}

} // namespace Reeve
