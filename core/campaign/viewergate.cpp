#include "viewergate.h"

#include <QCoreApplication>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "campaign/pinhash.h"
#include "log/actionlog.h"
#include "log/actionwriter.h"
#include "storage/database.h"

namespace Reeve {

using namespace Qt::StringLiterals;

ViewerGate::ViewerGate(Campaign &campaign)
    : m_campaign(campaign)
{
}

QString ViewerGate::storedHash(Audience audience, qint64 sideId)
{
    if (audience == Audience::Public)
        return {};
    if (audience == Audience::Referee)
        return CampaignReader(m_campaign.database()).meta(QString::fromLatin1(RefereePinKey));
    CampaignReader(m_campaign.database()).side(sideId); // throws for an unknown side
    return m_campaign.database().scalar(u"SELECT pin_hash FROM sides WHERE id = ?"_s, {sideId}).toString();
}

bool ViewerGate::needsPin(Audience audience, qint64 sideId)
{
    return !storedHash(audience, sideId).isEmpty();
}

bool ViewerGate::check(Audience audience, qint64 sideId, const QString &pin)
{
    return PinHash::check(storedHash(audience, sideId), pin);
}

qint64 ViewerGate::setRefereePin(const QString &pin)
{
    ActionWriter writer(m_campaign.log());
    const QString key = QString::fromLatin1(RefereePinKey);
    const QJsonObject id{{u"key"_s, key}};
    if (writer.row(u"meta"_s, id).isEmpty())
        writer.insert(u"meta"_s, {{u"key"_s, key}, {u"value"_s, PinHash::make(pin)}});
    else
        writer.update(u"meta"_s, id, {{u"value"_s, PinHash::make(pin)}});
    ActionDraft draft;
    draft.kind = u"referee.pin"_s;
    draft.publicText = pin.isEmpty() ? QCoreApplication::translate("Reeve::ViewerGate", "Referee PIN removed")
                                     : QCoreApplication::translate("Reeve::ViewerGate", "Referee PIN set");
    return writer.commit(draft);
}

} // namespace Reeve
