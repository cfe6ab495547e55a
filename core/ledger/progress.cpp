#include "progress.h"

namespace Reeve {

Progress::Progress(Callback callback)
    : m_callback(std::move(callback))
{
    m_timer.start();
}

bool Progress::advance(qint64 done)
{
    if (m_cancelled)
        return false;
    if (!m_callback || m_timer.elapsed() < 50)
        return true;
    m_timer.restart();
    if (!m_callback(done, m_total))
        m_cancelled = true;
    return !m_cancelled;
}

void Progress::finish()
{
    if (m_callback && !m_cancelled)
        m_callback(m_total, m_total);
}

} // namespace Reeve
