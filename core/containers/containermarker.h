#pragma once

#include <QString>

namespace Reeve {

/**
 * One physical marker of a container and where it is now: in the pool, in a
 * side's hand, set aside out of play (until a turn, the next player turn, or
 * for ever), or in play as a unit (a Charlemagne leader stratagem).
 */
struct ContainerMarker
{
    qint64 id = 0;
    QString kind;
    QString place;        ///< see the Place constants
    qint64 sideId = 0;    ///< holder (hand) or owner (unit)
    QString releaseAt;    ///< aside only: "forever", "turn:N" or "player-turn:T:S"
    qint64 unitId = 0;    ///< place "unit" only

    bool operator==(const ContainerMarker &) const = default;

    static constexpr QStringView Pool = u"pool";
    static constexpr QStringView Hand = u"hand";
    static constexpr QStringView Aside = u"aside";
    static constexpr QStringView InPlay = u"unit";
};

} // namespace Reeve
