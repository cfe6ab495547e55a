#include "sasroundtimer.h"

#include <algorithm>

namespace Reeve::Sas {

SasRoundTimer::SasRoundTimer(qint64 lengthMs)
    : m_base(lengthMs)
    , m_length(lengthMs)
{
}

void SasRoundTimer::start(qint64 nowMs)
{
    if (m_running)
        return;
    m_startedAt = nowMs;
    m_running = true;
    m_started = true;
}

void SasRoundTimer::pause(qint64 nowMs)
{
    if (!m_running)
        return;
    m_used += std::max<qint64>(0, nowMs - m_startedAt);
    m_running = false;
}

void SasRoundTimer::reset()
{
    m_length = m_base;
    m_used = 0;
    m_startedAt = 0;
    m_running = false;
    m_started = false;
}

void SasRoundTimer::extend()
{
    m_length += kRoundMs;
}

qint64 SasRoundTimer::remaining(qint64 nowMs) const
{
    const qint64 used = m_used + (m_running ? std::max<qint64>(0, nowMs - m_startedAt) : 0);
    return std::max<qint64>(0, m_length - used);
}

QString SasRoundTimer::format(qint64 ms)
{
    const qint64 seconds = (std::max<qint64>(0, ms) + 999) / 1000;
    return QStringLiteral("%1:%2").arg(seconds / 60).arg(seconds % 60, 2, 10, QLatin1Char('0'));
}

} // namespace Reeve::Sas
