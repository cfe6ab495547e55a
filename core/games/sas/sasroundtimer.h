#pragma once

#include <QString>

namespace Reeve::Sas {

/**
 * The three-minute sand timer of Swords & Sails (diplomacy, orders, building
 * units and cities) as plain arithmetic over a millisecond clock the caller
 * passes in, so a widget drives it with a QTimer and a test with fixed times.
 * A unanimous vote adds another three minutes (extend()).
 */
class SasRoundTimer
{
public:
    static constexpr qint64 kRoundMs = 3 * 60 * 1000;

    explicit SasRoundTimer(qint64 lengthMs = kRoundMs);
    void start(qint64 nowMs);
    void pause(qint64 nowMs);
    void reset();
    /// Adds one more round length (all players voted for it).
    void extend();
    bool isRunning() const { return m_running; }
    bool hasStarted() const { return m_started; }
    qint64 remaining(qint64 nowMs) const;
    bool isFinished(qint64 nowMs) const { return m_started && remaining(nowMs) == 0; }
    qint64 length() const { return m_length; }
    /// "2:59" (minutes and seconds, rounded up so 0:00 means done).
    static QString format(qint64 ms);

private:
    qint64 m_base;
    qint64 m_length;
    qint64 m_used = 0;      ///< time run before the current start
    qint64 m_startedAt = 0;
    bool m_running = false;
    bool m_started = false;
};

} // namespace Reeve::Sas
