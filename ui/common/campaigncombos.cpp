#include "campaigncombos.h"

#include <QColor>
#include <QComboBox>
#include <QPixmap>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QIcon swatch(const QString &colour)
{
    QPixmap pixmap(14, 14);
    pixmap.fill(QColor::isValidColorName(colour) ? QColor::fromString(colour) : QColor(Qt::transparent));
    return QIcon(pixmap);
}

} // namespace

void CampaignCombos::fillSides(QComboBox *combo, Campaign &campaign, Empty empty, const QString &emptyText)
{
    combo->clear();
    if (empty == Empty::Allowed)
        combo->addItem(emptyText, qint64(0));
    for (const Side &side : CampaignReader(campaign.database()).sides())
        combo->addItem(swatch(side.colour), side.name, side.id);
}

void CampaignCombos::fillLocations(QComboBox *combo, Campaign &campaign, Empty empty, const QString &emptyText)
{
    combo->clear();
    if (empty == Empty::Allowed)
        combo->addItem(emptyText, QString());
    for (const Location &location : CampaignReader(campaign.database()).locations()) {
        const QString text = location.name.isEmpty() || location.name == location.id
            ? location.id
            : u"%1 — %2"_s.arg(location.id, location.name);
        combo->addItem(text, location.id);
    }
}

void CampaignCombos::select(QComboBox *combo, const QVariant &id)
{
    const int index = combo->findData(id);
    if (index >= 0)
        combo->setCurrentIndex(index);
}

} // namespace Reeve
