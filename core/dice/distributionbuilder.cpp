#include "distributionbuilder.h"

#include <algorithm>
#include <map>
#include <utility>

#include <QCoreApplication>
#include <QJsonObject>

#include "dice/dicetree.h"
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
        case Kind::Number: stack.push_back({{mpq_class(node.number), mpz_class(1)}}); break;
        case Kind::Dice: stack.push_back(pool(node)); break;
        case Kind::D66: stack.push_back(d66()); break;
        case Kind::Negate: negate(stack.back()); break;
        case Kind::Floor:
        case Kind::Ceil: round(stack.back(), node.kind); break;
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
                                    "the distribution is too large to work out exactly (it would "
                                    "need more than %1 distinct results or %2 combinations); roll "
                                    "the dice instead")
            .arg(maxOutcomes).arg(maxPairs),
        QJsonObject{{u"maxOutcomes"_s, qint64(maxOutcomes)}, {u"maxPairs"_s, qint64(maxPairs)}});
}

/// count dice of sides faces: add one die at a time; each new count is the
/// sum of a window of sides old counts, kept as a running sum.
DistributionBuilder::Entries DistributionBuilder::pool(const DiceNode &node)
{
    const long n = node.count;
    const long m = node.sides;
    const double work = 0.5 * double(n) * double(n) * double(m - 1) + double(n) * double(m);
    if (double(n) * double(m - 1) + 1 > double(maxOutcomes) || work > maxPoolWork)
        tooLarge();
    std::vector<mpz_class> counts{mpz_class(1)}; // counts[k]: ways to make (dice so far) + k
    std::vector<mpz_class> next;
    mpz_class window;
    for (long die = 0; die < n; ++die) {
        const size_t size = counts.size() + size_t(m) - 1;
        next.assign(size, mpz_class());
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
        entries.push_back({mpq_class(mpz_class(n) + mpz_class(static_cast<unsigned long>(k))),
                           std::move(counts[k])});
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
    if (double(left.size()) * double(right.size()) > double(maxPairs))
        tooLarge();
    if (node.kind == Kind::Divide
        && std::any_of(right.begin(), right.end(), [](const auto &e) { return e.value == 0; }))
        throw Failure::badInput(
            QCoreApplication::translate("Reeve::Dice",
                                        "division by zero is possible: the divisor of the \"/\" at "
                                        "position %1 can be 0; expected a divisor that is never 0")
                .arg(node.position),
            QJsonObject{{u"position"_s, node.position}});
    std::map<mpq_class, mpz_class> results;
    mpq_class value;
    for (const Distribution::Entry &a : left) {
        for (const Distribution::Entry &b : right) {
            switch (node.kind) {
            case Kind::Add: mpq_add(value.get_mpq_t(), a.value.get_mpq_t(), b.value.get_mpq_t()); break;
            case Kind::Subtract: mpq_sub(value.get_mpq_t(), a.value.get_mpq_t(), b.value.get_mpq_t()); break;
            case Kind::Multiply: mpq_mul(value.get_mpq_t(), a.value.get_mpq_t(), b.value.get_mpq_t()); break;
            default: mpq_div(value.get_mpq_t(), a.value.get_mpq_t(), b.value.get_mpq_t()); break;
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
