#pragma once

#include <QJsonObject>
#include <QString>

namespace Reeve {

/** A public marker lying on a location (castle, pillaged, civilization, siege...). */
struct PlacedMarker
{
    qint64 id = 0;
    QString locationId;
    QString kind;
    qint64 sideId = 0;       ///< 0 when it belongs to nobody
    QJsonObject attributes;
};

} // namespace Reeve
