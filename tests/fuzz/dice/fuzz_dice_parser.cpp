// libFuzzer target for the dice engine. Beyond "no crash, no sanitizer
// report", it checks properties that must hold for every accepted input:
// the normalised text parses back to itself with the same dice, a roll
// evaluates to its own total, and a distribution's total is the product of
// the dice's sides and spans every rolled value.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>

#include <QByteArray>
#include <QString>

#include "dice/diceexpression.h"
#include "dice/randomstream.h"
#include "util/failure.h"

using namespace Reeve;

namespace {

void check(bool condition)
{
    if (!condition)
        std::abort();
}

void checkDistribution(const DiceExpression &expression, const Roll &roll, bool rolled)
{
    try {
        const Distribution d = expression.distribution();
        mpz_class product = 1;
        for (int sides : expression.diceSides())
            product *= sides;
        check(d.total() == product);
        check(!d.entries().empty());
        if (rolled)
            check(roll.total() >= d.entries().front().value && roll.total() <= d.entries().back().value);
    } catch (const Failure &) {
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > 2048)
        return 0;
    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    try {
        const DiceExpression expression = DiceExpression::parse(text);
        const DiceExpression again = DiceExpression::parse(expression.text());
        check(again.text() == expression.text());
        check(again.diceSides() == expression.diceSides());

        Roll roll;
        bool rolled = false;
        try {
            RandomStream rng(QByteArrayLiteral("fuzz"), size);
            roll = expression.roll(rng);
            rolled = true;
            check(expression.evaluate(roll.faces) == roll.total());
        } catch (const Failure &) {
        }
        // Exact odds of big dice are legitimately slow (up to about a second,
        // more under sanitizers); keep the fuzzer on inputs it can churn through.
        const QList<int> sides = expression.diceSides();
        if (size <= 48 && sides.size() <= 60
            && std::all_of(sides.begin(), sides.end(), [](int s) { return s <= 300; }))
            checkDistribution(expression, roll, rolled);
    } catch (const Failure &) {
    }
    return 0;
}
