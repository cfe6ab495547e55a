#include "chisquare.h"

#include <cmath>
#include <limits>

namespace Reeve {

namespace {

constexpr int kMaxIterations = 100000;
constexpr long double kEpsilon = 1e-17L;
constexpr long double kTiny = 1e-300L;

// Σ x^n / (a (a+1) ... (a+n)), times x^a e^-x / Γ(a): P(a, x), converging fast for x < a + 1.
long double seriesP(long double a, long double x)
{
    long double term = 1.0L / a;
    long double sum = term;
    for (int n = 1; n < kMaxIterations; ++n) {
        term *= x / (a + n);
        sum += term;
        if (std::fabs(term) < std::fabs(sum) * kEpsilon)
            break;
    }
    return sum * std::exp(-x + a * std::log(x) - std::lgamma(a));
}

// Continued fraction for Q(a, x) (modified Lentz), converging fast for x ≥ a + 1.
long double fractionQ(long double a, long double x)
{
    long double b = x + 1.0L - a;
    long double c = 1.0L / kTiny;
    long double d = 1.0L / b;
    long double h = d;
    for (int i = 1; i < kMaxIterations; ++i) {
        const long double an = -i * (i - a);
        b += 2.0L;
        d = an * d + b;
        if (std::fabs(d) < kTiny)
            d = kTiny;
        c = b + an / c;
        if (std::fabs(c) < kTiny)
            c = kTiny;
        d = 1.0L / d;
        const long double delta = d * c;
        h *= delta;
        if (std::fabs(delta - 1.0L) < kEpsilon)
            break;
    }
    return std::exp(-x + a * std::log(x) - std::lgamma(a)) * h;
}

} // namespace

double ChiSquare::lowerRegularizedGamma(double a, double x)
{
    if (!(a > 0) || !(x >= 0))
        return std::numeric_limits<double>::quiet_NaN();
    if (x == 0)
        return 0.0;
    if (x < a + 1.0)
        return double(seriesP(a, x));
    return double(1.0L - fractionQ(a, x));
}

double ChiSquare::upperRegularizedGamma(double a, double x)
{
    if (!(a > 0) || !(x >= 0))
        return std::numeric_limits<double>::quiet_NaN();
    if (x == 0)
        return 1.0;
    if (x < a + 1.0)
        return double(1.0L - seriesP(a, x));
    return double(fractionQ(a, x));
}

double ChiSquare::pValue(double statistic, int df)
{
    if (df <= 0)
        return std::numeric_limits<double>::quiet_NaN();
    if (statistic <= 0)
        return 1.0;
    return upperRegularizedGamma(df / 2.0, statistic / 2.0);
}

double ChiSquare::uniformStatistic(const QList<qint64> &counts)
{
    qint64 n = 0;
    long double sumSquares = 0; // exact for any realistic count (integers below 2^64)
    for (qint64 c : counts) {
        n += c;
        sumSquares += static_cast<long double>(c) * c;
    }
    if (n == 0 || counts.isEmpty())
        return 0.0;
    const long double faces = counts.size();
    const long double numerator = faces * sumSquares - static_cast<long double>(n) * n;
    return double(numerator / n);
}

} // namespace Reeve
