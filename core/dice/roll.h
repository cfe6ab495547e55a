#pragma once

#include <QList>

#include <gmpxx.h>

namespace Reeve {

/**
 * The result of rolling a DiceExpression: every physical die as it fell, in
 * the order of DiceExpression::diceSides(), and the exact total.
 */
struct Roll
{
    QList<int> faces;
    mpq_class total;
};

} // namespace Reeve
