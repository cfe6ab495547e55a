#include "luckgroup.h"

#include <limits>

#include "ledger/chisquare.h"

namespace Reeve {

LuckGroup LuckGroup::make(const QString &procedure, const QString &side, int sides)
{
    LuckGroup group;
    group.procedure = procedure;
    group.side = side;
    group.sides = sides;
    group.counts = QList<qint64>(sides, 0);
    return group;
}

void LuckGroup::add(int face)
{
    if (face >= 1 && face <= counts.size())
        ++counts[face - 1];
}

void LuckGroup::merge(const LuckGroup &other)
{
    for (qsizetype i = 0; i < counts.size() && i < other.counts.size(); ++i)
        counts[i] += other.counts.at(i);
}

qint64 LuckGroup::rolls() const
{
    qint64 n = 0;
    for (qint64 c : counts)
        n += c;
    return n;
}

qint64 LuckGroup::total() const
{
    qint64 sum = 0;
    for (qsizetype i = 0; i < counts.size(); ++i)
        sum += counts.at(i) * (i + 1);
    return sum;
}

double LuckGroup::mean() const
{
    const qint64 n = rolls();
    return n ? double(total()) / double(n) : std::numeric_limits<double>::quiet_NaN();
}

double LuckGroup::chiSquare() const
{
    return ChiSquare::uniformStatistic(counts);
}

double LuckGroup::pValue() const
{
    if (rolls() == 0 || sides < 2)
        return std::numeric_limits<double>::quiet_NaN();
    return ChiSquare::pValue(chiSquare(), degreesOfFreedom());
}

} // namespace Reeve
