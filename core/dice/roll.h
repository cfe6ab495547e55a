#pragma once

#include <QList>
#include <QtGlobal>

#include <optional>

#include <gmpxx.h>

namespace Reeve {

/**
 * The result of rolling a DiceExpression: every physical die as it fell, in
 * the order of DiceExpression::diceSides(), and the exact total.
 *
 * A whole-number total (every expression without division) is kept as a
 * 64-bit integer, so rolling "2d6" never touches GMP; only a quotient such as
 * "(d3+1)/2" keeps an exact rational. total() gives the exact value either way.
 */
class Roll
{
public:
    QList<int> faces;

    /// True when the total is a whole number held in whole().
    bool isWhole() const { return !m_rational.has_value(); }
    /// The total when isWhole().
    qint64 whole() const { return m_whole; }
    /// The exact total.
    mpq_class total() const;

    void setWhole(qint64 value)
    {
        m_whole = value;
        m_rational.reset();
    }
    void setRational(mpq_class value);

private:
    qint64 m_whole = 0;
    std::optional<mpq_class> m_rational;
};

} // namespace Reeve
