#pragma once

#include <QJsonObject>
#include <QString>

namespace Reeve {

/** A counter, element, band or army on the board, as players report it. */
struct Unit
{
    qint64 id = 0;
    qint64 sideId = 0;
    QString locationId;      ///< empty when off the board
    QString type;            ///< "knight", "thegn", "field army", "HC", ...
    QString name;
    QJsonObject attributes;  ///< printed values: attack, defence, movement, leader, strength...
    QString status;          ///< "active", "eliminated", ...

    bool isEliminated() const { return status == QStringLiteral("eliminated"); }
};

} // namespace Reeve
