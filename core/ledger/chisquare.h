#pragma once

#include <QList>

namespace Reeve {

/**
 * Pearson's chi-square goodness-of-fit test against a uniform die, with the
 * p-value from the regularized upper incomplete gamma function Q(k/2, x/2)
 * (series for x < a + 1, Lentz continued fraction otherwise, in long double).
 */
class ChiSquare
{
public:
    /// Regularized lower incomplete gamma P(a, x), for a > 0 and x ≥ 0.
    static double lowerRegularizedGamma(double a, double x);
    /// Regularized upper incomplete gamma Q(a, x) = 1 − P(a, x), computed without cancellation.
    static double upperRegularizedGamma(double a, double x);
    /// P(X ≥ x) for X chi-square distributed with \a df degrees of freedom.
    static double pValue(double statistic, int df);
    /// Σ (O − E)² / E for counts of a fair die (E = N / faces), computed exactly as (faces·ΣO² − N²) / N.
    static double uniformStatistic(const QList<qint64> &counts);
};

} // namespace Reeve
