#include "roll.h"

#include <utility>

#include "dice/gmpint64.h"

namespace Reeve {

mpq_class Roll::total() const
{
    if (m_rational)
        return *m_rational;
    mpq_class value;
    gmpSetInt64(value, m_whole);
    return value;
}

void Roll::setRational(mpq_class value)
{
    // A quotient that comes out whole, such as (d3+1)/2 on a 3, is stored as
    // a whole number, so isWhole() means exactly "the total is an integer".
    // (Where long is 32 bits, larger whole totals simply stay rational.)
    if (value.get_den() == 1 && mpz_fits_slong_p(value.get_num_mpz_t())) {
        setWhole(mpz_get_si(value.get_num_mpz_t()));
        return;
    }
    if (m_rational)
        *m_rational = std::move(value);
    else
        m_rational.emplace(std::move(value));
}

} // namespace Reeve
