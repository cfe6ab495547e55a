#pragma once

#include <QJsonObject>
#include <QString>

namespace Reeve {

/** A side (power, faction, nation, player) of a campaign. */
struct Side
{
    qint64 id = 0;
    QString name;
    QString colour;     ///< "#rrggbb"
    QString player;     ///< who plays it
    bool hasPin = false;
    QJsonObject attributes;
};

} // namespace Reeve
