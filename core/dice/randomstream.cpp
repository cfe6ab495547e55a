#include "randomstream.h"

#include <array>

#include <QRandomGenerator>
#include <QtEndian>

#include "util/sha256.h"

namespace Reeve {

RandomStream::RandomStream(const QByteArray &seed, quint64 counter)
{
    uchar counterBytes[8];
    qToLittleEndian(counter, counterBytes);
    Sha256 hash;
    hash.addData(seed);
    hash.addData(QByteArrayView(counterBytes, sizeof counterBytes));
    const QByteArray key = hash.result();
    std::array<quint64, 4> state{};
    for (int i = 0; i < 4; ++i)
        state[i] = qFromLittleEndian<quint64>(key.constData() + 8 * i);
    setState(state);
}

RandomStream RandomStream::fromState(const std::array<quint64, 4> &state)
{
    RandomStream stream;
    stream.setState(state);
    return stream;
}

void RandomStream::setState(const std::array<quint64, 4> &state)
{
    m_s = state;
    if (m_s[0] == 0 && m_s[1] == 0 && m_s[2] == 0 && m_s[3] == 0) {
        // xoshiro256** is stuck at zero from this state; use the SplitMix64
        // outputs for seed 0 instead (any fixed non-zero state would do).
        m_s = {0xe220a8397b1dcdafULL, 0x6e789e6aa1b965f4ULL, 0x06c45d188009454fULL, 0xf88bb8a8724c81ecULL};
    }
}

QByteArray RandomStream::newSeed()
{
    std::array<quint32, 8> words{};
    QRandomGenerator::system()->generate(words.begin(), words.end());
    QByteArray seed(32, Qt::Uninitialized);
    for (int i = 0; i < 8; ++i)
        qToLittleEndian(words[i], seed.data() + 4 * i);
    return seed;
}

QByteArray RandomStream::commitment(const QByteArray &seed)
{
    return Sha256::hash(seed);
}

} // namespace Reeve
