#pragma once

#include <atomic>
#include <functional>

#include <QJsonObject>
#include <QList>

#include <gmpxx.h>

namespace Reeve {

class ProcedureRunner;
struct Procedure;

/**
 * The odds of each outcome of a procedure before anything is rolled. Every
 * sequence of dice the procedure can ask for is enumerated, with exact rational
 * probabilities, when there are few enough of them; otherwise the procedure is
 * simulated and the standard error of each estimate is stated.
 */
class OddsCalculator
{
public:
    struct Line
    {
        QJsonObject outcome;      ///< the grouped outcome fields
        mpq_class exact;          ///< exact probability (when Result::exact)
        double probability = 0;   ///< as a double (exact or estimated)
    };
    struct Result
    {
        bool exact = true;
        qint64 cases = 0;          ///< dice sequences enumerated, or simulations run
        double standardError = 0;  ///< worst-case standard error of an estimate (simulated only)
        bool cancelled = false;
        QList<Line> lines;         ///< most likely first
    };
    using Progress = std::function<void(int percent)>;

    explicit OddsCalculator(const ProcedureRunner &runner);
    void setLimits(qint64 maxExactCases, qint64 samples);

    Result compute(const Procedure &procedure, const QJsonObject &inputs, const Progress &progress = {},
                   const std::atomic_bool *cancel = nullptr) const;

private:
    bool enumerate(const Procedure &procedure, const QJsonObject &inputs, Result &result) const;
    void simulate(const Procedure &procedure, const QJsonObject &inputs, Result &result, const Progress &progress,
                  const std::atomic_bool *cancel) const;

    const ProcedureRunner &m_runner;
    qint64 m_maxExact = 50000;
    qint64 m_samples = 20000;
};

} // namespace Reeve
