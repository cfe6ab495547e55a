#pragma once

#include <QByteArray>
#include <QtGlobal>

#include <array>

namespace Reeve {

/**
 * A checkable, platform-independent source of dice rolls.
 *
 * A stream is derived from a secret seed and a counter: the key is
 * SHA-256(seed || counter as 8 bytes little-endian), read as four
 * little-endian 64-bit words that seed a xoshiro256** generator
 * (Blackman & Vigna, public domain). Bounded draws use Lemire's
 * nearly-divisionless method on the upper 32 bits of each output.
 *
 * Nothing here depends on the standard library's distributions, the compiler
 * or the platform: for a given seed and counter, next(), below() and die()
 * return exactly the same sequence on every platform and in every build.
 * That is what lets anyone re-derive every roll once the seed is revealed
 * (commit-reveal, see DESIGN.md §5).
 */
class RandomStream
{
public:
    RandomStream(const QByteArray &seed, quint64 counter);

    /// A stream started from a raw xoshiro256** state (for verification and tests).
    /// An all-zero state, which would only ever produce zeros, is replaced by a fixed one.
    static RandomStream fromState(const std::array<quint64, 4> &state);

    /// The next 64-bit output of xoshiro256**.
    quint64 next()
    {
        const quint64 result = rotl(m_s[1] * 5, 7) * 9;
        const quint64 t = m_s[1] << 17;
        m_s[2] ^= m_s[0];
        m_s[3] ^= m_s[1];
        m_s[1] ^= m_s[2];
        m_s[0] ^= m_s[3];
        m_s[2] ^= t;
        m_s[3] = rotl(m_s[3], 45);
        return result;
    }

    /// An unbiased integer in 0..n-1 (n >= 1), by Lemire's nearly-divisionless method.
    quint32 below(quint32 n)
    {
        quint64 m = quint64(quint32(next() >> 32)) * n;
        quint32 low = quint32(m);
        if (low < n) {
            const quint32 threshold = quint32(0u - n) % n;
            while (low < threshold) {
                m = quint64(quint32(next() >> 32)) * n;
                low = quint32(m);
            }
        }
        return quint32(m >> 32);
    }

    /// One roll of a die with @p sides faces (sides >= 1): 1..sides.
    int die(int sides) { return 1 + int(below(quint32(sides))); }

    /// The current generator state (for verification and tests).
    std::array<quint64, 4> state() const { return m_s; }

    /// 32 fresh bytes from the operating system's secure generator.
    static QByteArray newSeed();
    /// SHA-256 of @p seed as 32 raw bytes: shown before play, checked after the reveal.
    static QByteArray commitment(const QByteArray &seed);

private:
    RandomStream() = default;
    void setState(const std::array<quint64, 4> &state);

    static quint64 rotl(quint64 x, int k) { return (x << k) | (x >> (64 - k)); }

    std::array<quint64, 4> m_s{};
};

} // namespace Reeve
