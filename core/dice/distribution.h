#pragma once

#include <QJsonObject>
#include <QString>

#include <vector>

#include <gmpxx.h>

namespace Reeve {

/**
 * An exact probability distribution over rational values: each distinct
 * value with the number of equally likely dice outcomes that give it.
 * Entries are sorted ascending by value, counts are positive.
 */
class Distribution
{
public:
    struct Entry
    {
        mpq_class value;
        mpz_class count;
    };

    /// The certain value 0.
    Distribution();
    /// Sorts @p entries, merges equal values and drops zero counts.
    /// Throws Failure::badInput if a count is negative or nothing is left.
    explicit Distribution(std::vector<Entry> entries);

    const std::vector<Entry> &entries() const { return m_entries; }
    /// Sum of all counts: the number of equally likely outcomes (6^20 for 20d6).
    const mpz_class &total() const { return m_total; }
    mpq_class probability(const Entry &entry) const;
    mpq_class mean() const;
    /// Probability of a value >= @p x.
    mpq_class atLeast(const mpq_class &x) const;
    /// Probability of a value <= @p x.
    mpq_class atMost(const mpq_class &x) const;

    /// @p q in decimal, rounded half away from zero to at most
    /// @p maxFractionDigits digits, without trailing zeros: "1.5", "2", "-0.5".
    static QString decimal(const mpq_class &q, int maxFractionDigits = 10);

    /// {"expression", "distribution": [{"value", "probability",
    /// "probability_exact"}...], "mean"}; numbers are JSON numbers (integers
    /// stay integral), probability_exact is a reduced fraction such as "1/3".
    QJsonObject toJson(const QString &expression) const;

private:
    mpq_class fraction(const mpz_class &count) const;

    std::vector<Entry> m_entries;
    mpz_class m_total;
};

} // namespace Reeve
