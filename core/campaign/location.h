#pragma once

#include <QJsonObject>
#include <QString>

namespace Reeve {

/** A named place the rules talk about: a square (C6), hex, province, territory, region or box. */
struct Location
{
    QString id;
    QString name;
    QString kind;           ///< "square", "province", "territory", "region", "box", ...
    QJsonObject attributes; ///< what the game defines: terrain, feudal value, port, revenue, ...
};

} // namespace Reeve
