// Who is aboard which 1066 fleet (§17.5–17.16), as the units' records hold it.
#include "aboard1066.h"

#include <QJsonDocument>

#include "campaign/campaignreader.h"
#include "games/1066/turn/control1066.h"
#include "log/actionwriter.h"

namespace Reeve::Aboard1066 {

using namespace Qt::StringLiterals;

bool isFleet(const Unit &unit)
{
    return unit.type.trimmed().compare(u"fleet"_s, Qt::CaseInsensitive) == 0;
}

qint64 fleetOf(Database &db, const Unit &unit)
{
    const qint64 id = unit.attributes.value(AboardKey).toInteger(0);
    if (id <= 0 || unit.isEliminated() || isFleet(unit))
        return 0;
    const Unit fleet = CampaignReader(db).unit(id);
    if (fleet.id == 0 || fleet.isEliminated() || !isFleet(fleet) || fleet.locationId != unit.locationId
        || Control1066::controller(fleet) != Control1066::controller(unit))
        return 0;
    return id;
}

QList<Unit> cargoOf(Database &db, qint64 fleetId)
{
    QList<Unit> cargo;
    if (fleetId <= 0)
        return cargo;
    for (const Unit &u : CampaignReader(db).units())
        if (u.attributes.value(AboardKey).toInteger(0) == fleetId && fleetOf(db, u) == fleetId)
            cargo << u;
    return cargo;
}

void write(ActionWriter &writer, const Unit &unit, qint64 fleetId, int landedTurn)
{
    // Read again: an earlier write of this action (a reveal, a move) may have changed the record.
    QJsonObject attributes = CampaignReader(writer.database()).unit(unit.id).attributes;
    attributes.remove(AboardKey);
    attributes.remove(LandedKey);
    if (fleetId > 0)
        attributes.insert(AboardKey, fleetId);
    else if (landedTurn > 0)
        attributes.insert(LandedKey, landedTurn);
    writer.update(u"units"_s, {{u"id"_s, unit.id}},
                  {{u"attributes"_s,
                    QString::fromUtf8(QJsonDocument(attributes).toJson(QJsonDocument::Compact))}});
}

} // namespace Reeve::Aboard1066
