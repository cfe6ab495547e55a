#pragma once

#include <QHash>
#include <QString>

#include "campaign/side.h"

namespace Reeve {

class CampaignReader;

/** The sides (by id) and location names (by id) that the unit and marker tables show beside each row. */
struct PlaceNames
{
    QHash<qint64, Side> sides;
    QHash<QString, QString> locations;

    void load(CampaignReader &reader);
    void clear();
};

} // namespace Reeve
