#pragma once

#include <QString>

namespace Reeve {

/** Writes amounts in a game's currency: "£30", "30 gold", "30 treasure points", or "30" without one. */
class Money
{
public:
    enum class Sign { Plain, Always };
    static QString format(qint64 amount, const QString &currency, Sign sign = Sign::Plain);
};

} // namespace Reeve
