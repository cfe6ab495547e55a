#include "dbarelations.h"

#include <QJsonArray>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"

namespace Reeve {

using namespace Qt::StringLiterals;

DbaRelations::DbaRelations(Campaign &campaign)
    : m_campaign(campaign)
{
}

QString DbaRelations::overlordOf(const QString &side)
{
    for (const Side &s : CampaignReader(m_campaign.database()).sides())
        if (s.name == side)
            return s.attributes.value(u"overlord"_s).toString();
    return {};
}

QStringList DbaRelations::alliesOf(const QString &side)
{
    QStringList allies;
    for (const Side &s : CampaignReader(m_campaign.database()).sides())
        if (s.name == side)
            for (const QJsonValue &v : s.attributes.value(u"allies"_s).toArray())
                allies << v.toString();
    return allies;
}

bool DbaRelations::friendly(const QString &side, const QString &owner, bool overlordLeave)
{
    if (owner.isEmpty())
        return false;
    return owner == side || alliesOf(side).contains(owner) || overlordOf(owner) == side
           || (overlordLeave && overlordOf(side) == owner);
}

} // namespace Reeve
