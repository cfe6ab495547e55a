#pragma once

#include <QString>

namespace Reeve {

/** A side's treasury in the game's currency. */
struct Account
{
    qint64 sideId = 0;
    QString currency;
    qint64 balance = 0;
};

} // namespace Reeve
