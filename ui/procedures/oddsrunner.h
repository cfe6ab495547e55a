#pragma once

#include <atomic>
#include <memory>

#include <QJsonObject>
#include <QList>
#include <QObject>

#include "procedures/oddscalculator.h"

class QThread;

namespace Reeve {

class TableLibrary;
struct Procedure;

/**
 * Computes a procedure's odds in a worker thread, one job at a time: starting
 * a new job cancels the one running (its result is dropped), and cancel()
 * stops a long simulation. Results and progress arrive as signals in the
 * thread that owns the runner. The destructor cancels and waits.
 */
class OddsRunner : public QObject
{
    Q_OBJECT
public:
    explicit OddsRunner(QObject *parent = nullptr);
    ~OddsRunner() override;

    /// Exact enumeration limit and simulation size (OddsCalculator's defaults unless set).
    void setLimits(qint64 maxExactCases, qint64 samples);
    void start(const Procedure &procedure, const QJsonObject &inputs, const TableLibrary &tables);
    void cancel();
    bool isRunning() const { return bool(m_current); }
    /// Waits until no worker thread is left (for tests and shutdown).
    void waitForIdle();

signals:
    void progressed(int percent);
    void finished(const Reeve::OddsCalculator::Result &result);
    /// The odds could not be computed; \a detail is Failure::detail() (missing figure, ...).
    void failed(const QString &message, const QJsonObject &detail);
    void cancelled();

private:
    struct Job;
    void work(const std::shared_ptr<Job> &job);
    void deliver(const std::shared_ptr<Job> &job, const OddsCalculator::Result &result);
    void fail(const std::shared_ptr<Job> &job, const QString &message, const QJsonObject &detail);

    std::shared_ptr<Job> m_current;
    QList<QThread *> m_threads;
    qint64 m_maxExact = 0;
    qint64 m_samples = 0;
};

} // namespace Reeve
