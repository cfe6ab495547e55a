// bench_dice: measures, in one run, how long exact odds take for large pools
// and how fast DiceExpression::roll() is compared with drawing the same dice
// straight from RandomStream in a bare loop. It reports; it never fails.

#include <algorithm>
#include <cstdio>
#include <functional>
#include <vector>

#include <QElapsedTimer>
#include <QString>

#include "dice/diceexpression.h"
#include "dice/randomstream.h"
#include "util/failure.h"

using namespace Qt::StringLiterals;
using namespace Reeve;

namespace {

/// Best of @p runs, in milliseconds.
double bestMs(int runs, const std::function<void()> &work)
{
    double best = 1e300;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer timer;
        timer.start();
        work();
        best = std::min(best, double(timer.nsecsElapsed()) / 1e6);
    }
    return best;
}

volatile long long sink = 0; // keeps the loops from being optimised away

void odds(const QString &text)
{
    size_t outcomes = 0;
    const double ms = bestMs(5, [&] {
        const Distribution d = DiceExpression::parse(text).distribution();
        outcomes = d.entries().size();
    });
    std::printf("odds %s: %.3f ms (%zu values, parse + distribution, best of 5)\n", qPrintable(text), ms,
                outcomes);
}

constexpr int rolls = 1000000;

double bareLoopMs(const QByteArray &seed)
{
    return bestMs(5, [&] {
        RandomStream rng(seed, 0);
        long long sum = 0;
        for (int i = 0; i < rolls; ++i)
            sum += rng.die(6) + rng.die(6);
        sink = sink + sum;
    });
}

double engineMs(const QByteArray &seed, const DiceExpression &expression)
{
    return bestMs(5, [&] {
        RandomStream rng(seed, 0);
        long long sum = 0;
        for (int i = 0; i < rolls; ++i) {
            const Roll roll = expression.roll(rng);
            sum += roll.isWhole() ? roll.whole() : roll.total().get_num().get_si();
        }
        sink = sink + sum;
    });
}

double engineReuseMs(const QByteArray &seed, const DiceExpression &expression)
{
    return bestMs(5, [&] {
        RandomStream rng(seed, 0);
        long long sum = 0;
        Roll roll;
        for (int i = 0; i < rolls; ++i) {
            expression.roll(rng, roll);
            sum += roll.isWhole() ? roll.whole() : roll.total().get_num().get_si();
        }
        sink = sink + sum;
    });
}

} // namespace

int main()
{
    try {
        odds(u"20d6"_s);
        odds(u"10d10+5"_s);
        odds(u"100d6"_s);
        odds(u"floor((d3+1)/2) * 3d6 + d66"_s);

        const QByteArray seed = QByteArrayLiteral("bench_dice");
        const DiceExpression twoD6 = DiceExpression::parse(u"2d6"_s);
        const double bare = bareLoopMs(seed);
        const double engine = engineMs(seed, twoD6);
        const double reuse = engineReuseMs(seed, twoD6);
        std::printf("1e6 2d6 bare loop: %.2f ms; via engine roll(rng): %.2f ms; via roll(rng, reused Roll): "
                    "%.2f ms\n",
                    bare, engine, reuse);
        std::printf("1e6 2d6 via engine / bare loop speed ratio: %.3f (goal >= 0.33)\n", bare / engine);
        std::printf("1e6 2d6 via engine, reused Roll / bare loop speed ratio: %.3f (goal >= 0.33)\n",
                    bare / reuse);

        const DiceExpression halves = DiceExpression::parse(u"(d3+1)/2"_s);
        std::printf("1e6 (d3+1)/2 (rational path) via roll(rng, reused Roll): %.2f ms\n",
                    engineReuseMs(seed, halves));
    } catch (const Failure &failure) {
        std::printf("bench_dice: %s\n", failure.what());
    }
    return 0;
}
