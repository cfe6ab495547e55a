#include "placenames.h"

#include "campaign/campaignreader.h"

namespace Reeve {

void PlaceNames::load(CampaignReader &reader)
{
    clear();
    for (const Side &side : reader.sides())
        sides.insert(side.id, side);
    for (const Location &location : reader.locations())
        locations.insert(location.id, location.name);
}

void PlaceNames::clear()
{
    sides.clear();
    locations.clear();
}

} // namespace Reeve
