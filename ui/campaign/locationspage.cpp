#include "locationspage.h"

#include <QKeySequence>

#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "campaign/locationdialog.h"
#include "campaign/locationmodel.h"

namespace Reeve {

LocationsPage::LocationsPage(QWidget *parent)
    : EntityPage(new LocationModel, parent)
{
    m_locations = static_cast<LocationModel *>(model());
    addButton(tr("&Add…"), QKeySequence(Qt::Key_Insert), Needs::Nothing, [this] { add(); });
    addButton(tr("&Edit…"), QKeySequence(Qt::Key_F2), Needs::Selection, [this] { edit(); });
    addButton(tr("&Remove"), QKeySequence::Delete, Needs::Selection, [this] { remove(); });
    setActivateAction([this] { edit(); });
}

void LocationsPage::add()
{
    LocationDialog dialog(this);
    const bool added = runDialog(dialog, tr("Register Location"), [&] {
        CampaignEditor(*campaign()).addLocation(dialog.id(), dialog.name(), dialog.kind(), dialog.attributes());
    });
    if (added)
        selectId(dialog.id());
}

void LocationsPage::edit()
{
    const int row = currentRow();
    if (row < 0)
        return;
    const Location location = m_locations->location(row);
    LocationDialog dialog(this);
    dialog.setLocation(location);
    runDialog(dialog, tr("Edit Location"), [&] {
        CampaignEditor(*campaign()).editLocation(location.id, dialog.name(), dialog.kind(), dialog.attributes());
    });
}

void LocationsPage::remove()
{
    const int row = currentRow();
    if (row < 0)
        return;
    const QString id = m_locations->location(row).id;
    attempt(tr("Remove Location"), [&] { CampaignEditor(*campaign()).removeLocation(id); });
}

} // namespace Reeve
