// Which 1066 counters another player has seen face up (§7.1–7.3), as the units' records hold it.
#include "reveal1066.h"

#include <QJsonArray>
#include <QJsonDocument>

#include "campaign/campaignreader.h"
#include "log/actionwriter.h"

namespace Reeve::Reveal1066 {

using namespace Qt::StringLiterals;

namespace {

void writeAttributes(ActionWriter &writer, qint64 unit, const QJsonObject &attributes)
{
    writer.update(u"units"_s, {{u"id"_s, unit}},
                  {{u"attributes"_s,
                    QString::fromUtf8(QJsonDocument(attributes).toJson(QJsonDocument::Compact))}});
}

} // namespace

bool isRevealedTo(const Unit &unit, qint64 side)
{
    for (const QJsonValue &v : unit.attributes.value(RevealedKey).toArray())
        if (v.toInteger() == side)
            return true;
    return false;
}

void reveal(ActionWriter &writer, const QList<Unit> &units, qint64 viewer)
{
    CampaignReader reader(writer.database());
    for (const Unit &u : units) {
        const Unit now = reader.unit(u.id); // as this action left it so far
        if (viewer <= 0 || isRevealedTo(now, viewer))
            continue;
        QJsonObject attributes = now.attributes;
        QJsonArray seen = attributes.value(RevealedKey).toArray();
        seen.append(viewer);
        attributes.insert(RevealedKey, seen);
        writeAttributes(writer, u.id, attributes);
    }
}

void hide(ActionWriter &writer, const Unit &unit)
{
    QJsonObject attributes = CampaignReader(writer.database()).unit(unit.id).attributes;
    if (!attributes.contains(RevealedKey))
        return;
    attributes.remove(RevealedKey);
    writeAttributes(writer, unit.id, attributes);
}

} // namespace Reeve::Reveal1066
