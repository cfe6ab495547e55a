#pragma once

#include <QJsonValue>
#include <QString>

namespace Reeve {

/** Writes amounts in a game's currency: "£30", "30 gold", "30 treasure points", or "30" without one. */
class Money
{
public:
    enum class Sign { Plain, Always };
    static QString format(qint64 amount, const QString &currency, Sign sign = Sign::Plain);

    /// The largest amount or balance Reeve keeps, 2^53 − 1: every whole number up to it reads back
    /// exactly from JSON in any language (a double holds them all), so no reader rounds a treasury.
    static constexpr qint64 kLargest = 9007199254740991;
    /// \a amount for JSON: a number within ±kLargest, past it (a sum of many large entries) the exact
    /// decimal digits as a string, never a rounded double.
    static QJsonValue json(qint64 amount);
    /// \a a + \b b, refused (Failure::badInput naming \a what) when the sum leaves ±kLargest.
    static qint64 add(qint64 a, qint64 b, const QString &what);
};

} // namespace Reeve
