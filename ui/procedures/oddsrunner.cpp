#include "oddsrunner.h"

#include <QCoreApplication>
#include <QThread>

#include "procedures/procedure.h"
#include "procedures/procedurerunner.h"
#include "tables/tablelibrary.h"
#include "util/failure.h"

namespace Reeve {

/// Everything a worker needs, owned by the job so the panel may change meanwhile.
struct OddsRunner::Job
{
    Procedure procedure;
    QJsonObject inputs;
    TableLibrary tables;
    qint64 maxExact = 0;
    qint64 samples = 0;
    std::atomic_bool cancel{false};
};

OddsRunner::OddsRunner(QObject *parent)
    : QObject(parent)
{
}

OddsRunner::~OddsRunner()
{
    cancel();
    for (QThread *thread : std::as_const(m_threads)) {
        thread->wait();
        delete thread;
    }
}

void OddsRunner::setLimits(qint64 maxExactCases, qint64 samples)
{
    m_maxExact = maxExactCases;
    m_samples = samples;
}

void OddsRunner::start(const Procedure &procedure, const QJsonObject &inputs, const TableLibrary &tables)
{
    if (m_current)
        m_current->cancel = true;
    auto job = std::make_shared<Job>();
    job->procedure = procedure;
    job->inputs = inputs;
    job->tables = tables;
    job->maxExact = m_maxExact;
    job->samples = m_samples;
    m_current = job;
    QThread *thread = QThread::create([this, job] { work(job); });
    m_threads << thread;
    connect(thread, &QThread::finished, this, [this, thread] {
        if (m_threads.removeOne(thread))
            thread->deleteLater();
    });
    thread->start(QThread::LowPriority);
}

void OddsRunner::cancel()
{
    if (!m_current)
        return;
    m_current->cancel = true;
    m_current.reset();
    emit cancelled();
}

void OddsRunner::waitForIdle()
{
    while (!m_threads.isEmpty()) {
        m_threads.first()->wait();
        QCoreApplication::sendPostedEvents(this);
        QCoreApplication::processEvents();
    }
}

// Runs in the worker thread: only the job and queued calls back to this object.
void OddsRunner::work(const std::shared_ptr<Job> &job)
{
    try {
        ProcedureRunner runner(job->tables);
        OddsCalculator calculator(runner);
        if (job->maxExact > 0 && job->samples > 0)
            calculator.setLimits(job->maxExact, job->samples);
        const auto progress = [this, job](int percent) {
            QMetaObject::invokeMethod(
                    this, [this, job, percent] {
                        if (job == m_current)
                            emit progressed(percent);
                    },
                    Qt::QueuedConnection);
        };
        const OddsCalculator::Result result = calculator.compute(job->procedure, job->inputs, progress, &job->cancel);
        QMetaObject::invokeMethod(this, [this, job, result] { deliver(job, result); }, Qt::QueuedConnection);
    } catch (const Failure &failure) {
        const QString message = failure.message();
        const QJsonObject detail = failure.detail();
        QMetaObject::invokeMethod(this, [this, job, message, detail] { fail(job, message, detail); },
                                  Qt::QueuedConnection);
    } catch (const std::exception &e) {
        const QString message = QString::fromLocal8Bit(e.what());
        QMetaObject::invokeMethod(this, [this, job, message] { fail(job, message, {}); }, Qt::QueuedConnection);
    }
}

void OddsRunner::deliver(const std::shared_ptr<Job> &job, const OddsCalculator::Result &result)
{
    if (job != m_current)
        return;
    m_current.reset();
    if (result.cancelled)
        emit cancelled();
    else
        emit finished(result);
}

void OddsRunner::fail(const std::shared_ptr<Job> &job, const QString &message, const QJsonObject &detail)
{
    if (job != m_current)
        return;
    m_current.reset();
    emit failed(message, detail);
}

} // namespace Reeve
