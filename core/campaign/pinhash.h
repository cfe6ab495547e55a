#pragma once

#include <QString>

namespace Reeve {

/** Salted SHA-256 of a side's PIN for hot-seat private views (a lock, not a vault). */
class PinHash
{
public:
    static QString make(const QString &pin);
    static bool check(const QString &stored, const QString &pin);
};

} // namespace Reeve
