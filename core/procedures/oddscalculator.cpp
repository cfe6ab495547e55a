#include "oddscalculator.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <vector>

#include <QJsonDocument>

#include "dice/randomstream.h"
#include "procedures/dicesource.h"
#include "procedures/procedure.h"
#include "procedures/procedurerunner.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

// Replays a fixed prefix of faces and extends it with 1s, recording each die's sides.
class PrefixDice : public DiceSource
{
public:
    PrefixDice(std::vector<int> &faces, std::vector<int> &sides) : m_faces(faces), m_sides(sides) {}
    size_t used() const { return m_used; }

protected:
    int nextFace(int sides, const QString &) override
    {
        if (m_used == m_faces.size()) {
            m_faces.push_back(1);
            m_sides.push_back(sides);
        }
        m_sides[m_used] = sides;
        return m_faces[m_used++];
    }

private:
    std::vector<int> &m_faces;
    std::vector<int> &m_sides;
    size_t m_used = 0;
};

QJsonObject grouped(const Procedure &procedure, const QJsonObject &outcome)
{
    if (procedure.oddsFields.isEmpty())
        return outcome;
    QJsonObject subset;
    for (const QString &field : procedure.oddsFields) {
        if (outcome.contains(field))
            subset.insert(field, outcome.value(field));
    }
    return subset;
}

QByteArray keyOf(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

} // namespace

OddsCalculator::OddsCalculator(const ProcedureRunner &runner)
    : m_runner(runner)
{
}

void OddsCalculator::setLimits(qint64 maxExactCases, qint64 samples)
{
    m_maxExact = maxExactCases;
    m_samples = samples;
}

bool OddsCalculator::enumerate(const Procedure &procedure, const QJsonObject &inputs, Result &result) const
{
    std::map<QByteArray, std::pair<QJsonObject, mpq_class>> totals;
    std::vector<int> faces, sides;
    for (;;) {
        PrefixDice dice(faces, sides);
        const ProcedureResult run = m_runner.run(procedure, inputs, dice);
        faces.resize(dice.used());
        sides.resize(dice.used());
        mpq_class weight(1);
        for (int s : sides)
            weight /= s;
        const QJsonObject outcome = grouped(procedure, run.outcome);
        auto &slot = totals[keyOf(outcome)];
        slot.first = outcome;
        slot.second += weight;
        if (++result.cases > m_maxExact)
            return false;
        size_t k = faces.size();
        while (k > 0 && faces[k - 1] == sides[k - 1])
            --k;
        if (k == 0)
            break;
        ++faces[k - 1];
        faces.resize(k);
        sides.resize(k);
    }
    for (auto &entry : totals) {
        entry.second.second.canonicalize();
        result.lines.append(Line{entry.second.first, entry.second.second, entry.second.second.get_d()});
    }
    return true;
}

void OddsCalculator::simulate(const Procedure &procedure, const QJsonObject &inputs, Result &result,
                              const Progress &progress, const std::atomic_bool *cancel) const
{
    std::map<QByteArray, std::pair<QJsonObject, qint64>> counts;
    const QByteArray seed = RandomStream::newSeed();
    for (qint64 i = 0; i < m_samples; ++i) {
        if (cancel && cancel->load()) {
            result.cancelled = true;
            break;
        }
        const ProcedureResult run = m_runner.runRolled(procedure, inputs, RandomStream(seed, quint64(i)));
        const QJsonObject outcome = grouped(procedure, run.outcome);
        auto &slot = counts[keyOf(outcome)];
        slot.first = outcome;
        ++slot.second;
        ++result.cases;
        if (progress && i % 500 == 0)
            progress(int(100 * i / m_samples));
    }
    for (const auto &entry : counts) {
        const double p = double(entry.second.second) / double(qMax<qint64>(result.cases, 1));
        result.lines.append(Line{entry.second.first, mpq_class(0), p});
    }
    result.standardError = 0.5 / std::sqrt(double(qMax<qint64>(result.cases, 1)));
}

OddsCalculator::Result OddsCalculator::compute(const Procedure &procedure, const QJsonObject &inputs,
                                               const Progress &progress, const std::atomic_bool *cancel) const
{
    Result result;
    if (procedure.exactOdds) {
        for (auto &[outcome, probability] : procedure.exactOdds(inputs))
            result.lines.append(Line{outcome, probability, probability.get_d()});
        result.cases = result.lines.size();
    } else if (!enumerate(procedure, inputs, result)) {
        result = Result{};
        result.exact = false;
        simulate(procedure, inputs, result, progress, cancel);
    }
    std::stable_sort(result.lines.begin(), result.lines.end(),
                     [](const Line &a, const Line &b) { return a.probability > b.probability; });
    if (progress)
        progress(100);
    return result;
}

} // namespace Reeve
