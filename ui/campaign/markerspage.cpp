#include "markerspage.h"

#include <QKeySequence>

#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "campaign/markerdialog.h"
#include "campaign/markermodel.h"

namespace Reeve {

MarkersPage::MarkersPage(QWidget *parent)
    : EntityPage(new MarkerModel, parent)
{
    m_markers = static_cast<MarkerModel *>(model());
    addButton(tr("&Place…"), QKeySequence(Qt::Key_Insert), Needs::Nothing, [this] { place(); });
    addButton(tr("&Remove"), QKeySequence::Delete, Needs::Selection, [this] { remove(); });
}

void MarkersPage::place()
{
    MarkerDialog dialog(*campaign(), this);
    runDialog(dialog, tr("Place Marker"), [&] {
        CampaignEditor(*campaign()).placeMarker(dialog.locationId(), dialog.kind(), dialog.sideId(),
                                                dialog.attributes());
    });
}

void MarkersPage::remove()
{
    const int row = currentRow();
    if (row >= 0)
        attempt(tr("Remove Marker"), [&] { CampaignEditor(*campaign()).removeMarker(m_markers->marker(row).id); });
}

} // namespace Reeve
