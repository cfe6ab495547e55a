#pragma once

#include <functional>

#include <QElapsedTimer>

namespace Reeve {

/**
 * How long work (reports over long campaigns, statistics over 50,000 actions)
 * tells the caller how far it has got, and learns that the user cancelled. The
 * callback is called at most every 50 ms (and at the end); it returns false to
 * cancel. A default Progress does nothing and never cancels.
 */
class Progress
{
public:
    using Callback = std::function<bool(qint64 done, qint64 total)>;

    Progress() = default;
    explicit Progress(Callback callback);

    void setTotal(qint64 total) { m_total = total; }
    qint64 total() const { return m_total; }
    /// Reports \a done of total(); returns false once cancelled.
    bool advance(qint64 done);
    /// Reports completion (always calls the callback).
    void finish();
    bool isCancelled() const { return m_cancelled; }

private:
    Callback m_callback;
    QElapsedTimer m_timer;
    qint64 m_total = 0;
    bool m_cancelled = false;
};

} // namespace Reeve
