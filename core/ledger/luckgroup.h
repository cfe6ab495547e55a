#pragma once

#include <QList>
#include <QString>

namespace Reeve {

/**
 * The dice of one procedure, one side and one die size, against a fair die:
 * counts per face, mean, and Pearson's chi-square with its p-value. Sums are
 * kept as integers, so the figures do not depend on the order of rolls.
 */
struct LuckGroup
{
    QString procedure;      ///< procedure id, or empty for "all procedures"
    QString side;           ///< side (or actor) name, or empty for "all sides"
    int sides = 6;          ///< faces of the die
    QList<qint64> counts;   ///< counts[face - 1]

    static LuckGroup make(const QString &procedure, const QString &side, int sides);
    void add(int face);
    void merge(const LuckGroup &other);

    qint64 rolls() const;
    qint64 total() const;   ///< sum of all faces rolled
    double mean() const;
    double expectedMean() const { return (sides + 1) / 2.0; }
    double expectedCount() const { return double(rolls()) / sides; }
    double chiSquare() const;
    int degreesOfFreedom() const { return sides - 1; }
    double pValue() const;
    /// The usual rule for the test: at least 5 expected per face.
    bool isReliable() const { return rolls() >= 5LL * sides; }
};

} // namespace Reeve
