#include "money.h"

#include <QCoreApplication>
#include <QLocale>

#include "campaign/gametexts.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

QString Money::format(qint64 amount, const QString &currency, Sign sign)
{
    QString prefix;
    if (amount < 0)
        prefix = u"−"_s; // U+2212 minus sign
    else if (sign == Sign::Always && amount > 0)
        prefix = u"+"_s;
    // Digits in the language's way (1.250 in German), the currency's name translated (GameTexts);
    // the C locale of the command line and the tests writes plain digits.
    const QString digits = QLocale().toString(amount < 0 ? -amount : amount);
    if (currency.isEmpty())
        return prefix + digits;
    if (currency.size() == 1 && !currency.at(0).isLetterOrNumber())
        return prefix + currency + digits; // £30, $30
    return prefix + digits + u" "_s + GameTexts::label(currency);
}

QJsonValue Money::json(qint64 amount)
{
    if (amount >= -kLargest && amount <= kLargest)
        return QJsonValue(amount);
    return QJsonValue(QString::number(amount));
}

qint64 Money::add(qint64 a, qint64 b, const QString &what)
{
    qint64 sum = 0;
    if (__builtin_add_overflow(a, b, &sum) || sum > kLargest || sum < -kLargest)
        throw Failure::badInput(
                QCoreApplication::translate("Reeve::Money",
                                            "%1 would pass %2, the largest amount Reeve keeps "
                                            "exactly (%3 and %4 make more); nothing was written.")
                        .arg(what, QString::number(kLargest), QString::number(a), QString::number(b)),
                QJsonObject{{u"kind"_s, u"overflow"_s}});
    return sum;
}

} // namespace Reeve
