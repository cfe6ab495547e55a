#include "distributionbuilder.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <utility>

#include <QCoreApplication>
#include <QJsonObject>

#include "dice/dicetree.h"
#include "dice/gmpint64.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {
using Kind = DiceNode::Kind;
}

Distribution DistributionBuilder::build(const DiceTree &tree)
{
    std::vector<Entries> stack;
    for (const DiceNode &node : tree.nodes()) {
        switch (node.kind) {
        case Kind::Number:
            stack.push_back({{mpq_class(node.number), mpz_class(1)}});
            break;
        case Kind::Dice:
            stack.push_back(pool(node));
            break;
        case Kind::D66:
            stack.push_back(d66());
            break;
        case Kind::Negate:
            negate(stack.back());
            break;
        case Kind::Floor:
        case Kind::Ceil:
            round(stack.back(), node.kind);
            break;
        default: {
            Entries right = std::move(stack.back());
            stack.pop_back();
            stack.back() = combine(stack.back(), right, node);
            break;
        }
        }
    }
    if (stack.empty())
        return Distribution();
    return Distribution(std::move(stack.back()));
}

void DistributionBuilder::tooLarge()
{
    throw Failure::badInput(
            QCoreApplication::translate("Reeve::Dice",
                                        "the distribution is too large to work out exactly (more than "
                                        "%1 distinct results, or too many combinations of dice to go "
                                        "through); expected a smaller expression, or roll the dice "
                                        "instead")
                    .arg(maxOutcomes),
            QJsonObject{{u"maxOutcomes"_s, qint64(maxOutcomes)}, {u"maxPairs"_s, qint64(maxPairs)}});
}

/// count dice of sides faces: add one die at a time; each new count is the
/// sum of a window of sides old counts, kept as a running sum.
DistributionBuilder::Entries DistributionBuilder::pool(const DiceNode &node)
{
    const long n = node.count;
    const long m = node.sides;
    // Additions needed, weighted by the length of the numbers (in 64-bit limbs)
    // that the counts grow to: about n^2 (m - 1) / 2 * (1 + n log2(m) / 128).
    const double additions = 0.5 * double(n) * double(n) * double(m - 1) + double(n) * double(m);
    const double work = additions * (1 + double(n) * std::log2(double(m)) / 128);
    if (double(n) * double(m - 1) + 1 > double(maxOutcomes) || work > maxPoolWork)
        tooLarge();
    // counts[k]: ways to make (dice so far) + k. Both vectors keep their
    // numbers' storage from one die to the next.
    std::vector<mpz_class> counts{mpz_class(1)};
    std::vector<mpz_class> next;
    mpz_class window;
    for (long die = 0; die < n; ++die) {
        const size_t size = counts.size() + size_t(m) - 1;
        next.resize(size);
        window = 0;
        for (size_t k = 0; k < size; ++k) {
            if (k < counts.size())
                window += counts[k];
            if (k >= size_t(m))
                window -= counts[k - size_t(m)];
            next[k] = window;
        }
        counts.swap(next);
    }
    Entries entries;
    entries.reserve(counts.size());
    for (size_t k = 0; k < counts.size(); ++k)
        entries.push_back({mpq_class(n + long(k)), std::move(counts[k])});
    return entries;
}

DistributionBuilder::Entries DistributionBuilder::d66()
{
    Entries entries;
    for (int tens = 1; tens <= 6; ++tens) {
        for (int units = 1; units <= 6; ++units)
            entries.push_back({mpq_class(10 * tens + units), mpz_class(1)});
    }
    return entries;
}

void DistributionBuilder::negate(Entries &entries)
{
    std::reverse(entries.begin(), entries.end());
    for (Distribution::Entry &entry : entries)
        entry.value = -entry.value;
}

/// floor and ceil keep the order, so equal results are neighbours to merge.
void DistributionBuilder::round(Entries &entries, DiceNode::Kind kind)
{
    Entries merged;
    mpz_class whole;
    for (Distribution::Entry &entry : entries) {
        const mpq_class &v = entry.value;
        if (kind == Kind::Floor)
            mpz_fdiv_q(whole.get_mpz_t(), v.get_num_mpz_t(), v.get_den_mpz_t());
        else
            mpz_cdiv_q(whole.get_mpz_t(), v.get_num_mpz_t(), v.get_den_mpz_t());
        if (!merged.empty() && merged.back().value == whole)
            merged.back().count += entry.count;
        else
            merged.push_back({mpq_class(whole), std::move(entry.count)});
    }
    entries.swap(merged);
}

DistributionBuilder::Entries DistributionBuilder::combine(const Entries &left, const Entries &right,
                                                          const DiceNode &node)
{
    const double pairs = double(left.size()) * double(right.size());
    const bool integers = integerPairs(left, right, node.kind);
    if (pairs > double(integers ? maxPairs : maxRationalPairs))
        tooLarge();
    if (node.kind == Kind::Divide
        && std::any_of(right.begin(), right.end(), [](const auto &e) { return e.value == 0; }))
        throw Failure::badInput(
                QCoreApplication::translate("Reeve::Dice",
                                            "division by zero is possible: the divisor of the \"/\" at "
                                            "position %1 can be 0; expected a divisor that is never 0")
                        .arg(node.position),
                QJsonObject{{u"position"_s, node.position}});
    Entries entries = integers ? combineIntegers(left, right, node.kind)
                               : combineRationals(left, right, node.kind);
    if (long(entries.size()) > maxOutcomes)
        tooLarge();
    return entries;
}

/// True when both sides are integers and every result of @p kind stays far
/// from the 64-bit limit, so the pairs can be combined on machine integers.
bool DistributionBuilder::integerPairs(const Entries &left, const Entries &right, DiceNode::Kind kind)
{
    if (kind == Kind::Divide)
        return false;
    const auto integral = [](const Distribution::Entry &e) { return e.value.get_den() == 1; };
    if (!std::all_of(left.begin(), left.end(), integral) || !std::all_of(right.begin(), right.end(), integral))
        return false;
    const mpz_class limit = mpz_class(1) << 62;
    // Entries are sorted, so the largest magnitude is at one end.
    const auto largest = [](const Entries &e) {
        const mpz_class low = abs(e.front().value.get_num());
        const mpz_class high = abs(e.back().value.get_num());
        return low < high ? high : low;
    };
    const mpz_class a = largest(left);
    const mpz_class b = largest(right);
    if (a > limit || b > limit)
        return false;
    const mpz_class bound = kind == Kind::Multiply ? mpz_class(a * b) : mpz_class(a + b);
    return bound <= limit;
}

/// Integer results: tallied in a dense array when they are packed closely
/// enough, otherwise sorted and merged.
DistributionBuilder::Entries DistributionBuilder::combineIntegers(const Entries &left, const Entries &right,
                                                                  DiceNode::Kind kind)
{
    std::vector<qint64> a;
    std::vector<qint64> b;
    for (const Distribution::Entry &e : left)
        a.push_back(gmpToInt64(e.value.get_num()));
    for (const Distribution::Entry &e : right)
        b.push_back(gmpToInt64(e.value.get_num()));
    const auto apply = [kind](qint64 x, qint64 y) {
        return kind == Kind::Add ? x + y : kind == Kind::Subtract ? x - y : x * y;
    };
    std::vector<Pair> pairs;
    pairs.reserve(a.size() * b.size());
    for (size_t i = 0; i < a.size(); ++i) {
        for (size_t j = 0; j < b.size(); ++j)
            pairs.push_back({apply(a[i], b[j]), quint32(i), quint32(j)});
    }
    const auto byValue = [](const Pair &x, const Pair &y) { return x.value < y.value; };
    const auto [low, high] = std::minmax_element(pairs.begin(), pairs.end(), byValue);
    const qint64 lowest = low->value;
    const double span = double(high->value) - double(lowest) + 1;
    if (span <= 4.0 * double(pairs.size()) + 64 && span <= double(maxDenseSpan)) {
        std::vector<mpz_class> counts(static_cast<size_t>(span));
        for (const Pair &p : pairs)
            mpz_addmul(counts[size_t(p.value - lowest)].get_mpz_t(), left[p.left].count.get_mpz_t(),
                       right[p.right].count.get_mpz_t());
        Entries entries;
        for (size_t k = 0; k < counts.size(); ++k) {
            if (counts[k] == 0)
                continue;
            entries.push_back({mpq_class(), std::move(counts[k])});
            gmpSetInt64(entries.back().value, lowest + qint64(k));
        }
        return entries;
    }
    std::sort(pairs.begin(), pairs.end(), byValue);
    Entries entries;
    qint64 previous = 0;
    for (const Pair &p : pairs) {
        if (entries.empty() || p.value != previous) {
            entries.push_back({mpq_class(), mpz_class()});
            gmpSetInt64(entries.back().value, p.value);
            previous = p.value;
        }
        mpz_addmul(entries.back().count.get_mpz_t(), left[p.left].count.get_mpz_t(),
                   right[p.right].count.get_mpz_t());
    }
    return entries;
}

/// General case (rational values): every pair into an ordered map.
DistributionBuilder::Entries DistributionBuilder::combineRationals(const Entries &left, const Entries &right,
                                                                   DiceNode::Kind kind)
{
    std::map<mpq_class, mpz_class> results;
    mpq_class value;
    for (const Distribution::Entry &a : left) {
        for (const Distribution::Entry &b : right) {
            switch (kind) {
            case Kind::Add:
                mpq_add(value.get_mpq_t(), a.value.get_mpq_t(), b.value.get_mpq_t());
                break;
            case Kind::Subtract:
                mpq_sub(value.get_mpq_t(), a.value.get_mpq_t(), b.value.get_mpq_t());
                break;
            case Kind::Multiply:
                mpq_mul(value.get_mpq_t(), a.value.get_mpq_t(), b.value.get_mpq_t());
                break;
            default:
                mpq_div(value.get_mpq_t(), a.value.get_mpq_t(), b.value.get_mpq_t());
                break;
            }
            mpz_class &count = results.try_emplace(value).first->second;
            mpz_addmul(count.get_mpz_t(), a.count.get_mpz_t(), b.count.get_mpz_t());
        }
        if (long(results.size()) > maxOutcomes)
            tooLarge();
    }
    Entries entries;
    entries.reserve(results.size());
    for (auto &[v, count] : results)
        entries.push_back({v, std::move(count)});
    return entries;
}

} // namespace Reeve
