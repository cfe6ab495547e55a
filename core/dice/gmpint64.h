#pragma once

#include <QtGlobal>

#include <climits>

#include <gmpxx.h>

// Exact conversions between GMP numbers and qint64 that do not depend on the
// width of long (32 bits on Windows, 64 elsewhere).

namespace Reeve {

/// @p z as qint64; @p z must lie within the qint64 range.
inline qint64 gmpToInt64(const mpz_class &z)
{
    const mpz_class high = z >> 32; // floor: z = high * 2^32 + low, 0 <= low < 2^32
    const mpz_class low = z - (high << 32);
    return qint64(quint64(qint64(high.get_si())) << 32) + qint64(low.get_ui());
}

/// Sets @p q to @p v without allocating when @p q already has room.
inline void gmpSetInt64(mpq_class &q, qint64 v)
{
    if (v >= LONG_MIN && v <= LONG_MAX) {
        mpq_set_si(q.get_mpq_t(), long(v), 1);
        return;
    }
    mpz_class z(long(v >> 32)); // arithmetic shift: v = high * 2^32 + low
    z <<= 32;
    z += static_cast<unsigned long>(quint64(v) & 0xffffffffULL);
    q = z;
}

} // namespace Reeve
