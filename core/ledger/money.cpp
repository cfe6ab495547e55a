#include "money.h"

namespace Reeve {

using namespace Qt::StringLiterals;

QString Money::format(qint64 amount, const QString &currency, Sign sign)
{
    QString prefix;
    if (amount < 0)
        prefix = u"−"_s; // U+2212 minus sign
    else if (sign == Sign::Always && amount > 0)
        prefix = u"+"_s;
    const QString digits = QString::number(amount < 0 ? -amount : amount);
    if (currency.isEmpty())
        return prefix + digits;
    if (currency.size() == 1 && !currency.at(0).isLetterOrNumber())
        return prefix + currency + digits; // £30, $30
    return prefix + digits + u" "_s + currency;
}

} // namespace Reeve
