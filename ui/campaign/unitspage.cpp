#include "unitspage.h"

#include <QComboBox>
#include <QInputDialog>
#include <QKeySequence>
#include <QPushButton>

#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "campaign/unitdialog.h"
#include "campaign/unitmodel.h"
#include "common/campaigncombos.h"

namespace Reeve {

UnitsPage::UnitsPage(QWidget *parent)
    : EntityPage(new UnitModel, parent)
{
    m_units = static_cast<UnitModel *>(model());
    addButton(tr("&Add…"), QKeySequence(Qt::Key_Insert), Needs::Nothing, [this] { add(); });
    addButton(tr("&Edit…"), QKeySequence(Qt::Key_F2), Needs::Selection, [this] { edit(); });
    addButton(tr("&Move…"), QKeySequence(Qt::CTRL | Qt::Key_M), Needs::Selection, [this] { move(); });
    m_eliminate = addButton(tr("E&liminate"), QKeySequence(Qt::CTRL | Qt::Key_E), Needs::Selection,
                            [this] { eliminate(); });
    m_restore = addButton(tr("Re&store"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E), Needs::Selection,
                          [this] { restore(); });
    addButton(tr("&Remove"), QKeySequence::Delete, Needs::Selection, [this] { remove(); });
    setActivateAction([this] { edit(); });
}

bool UnitsPage::applies(QPushButton *button, int row) const
{
    const bool eliminated = m_units->unit(row).isEliminated();
    if (button == m_eliminate)
        return !eliminated;
    if (button == m_restore)
        return eliminated;
    return true;
}

void UnitsPage::add()
{
    UnitDialog dialog(*campaign(), this);
    qint64 newId = 0;
    runDialog(dialog, tr("Add Unit"), [&] {
        CampaignEditor(*campaign()).addUnit(dialog.sideId(), dialog.type(), dialog.name(), dialog.locationId(),
                                            dialog.attributes(), &newId);
    });
    if (newId)
        selectId(newId);
}

void UnitsPage::edit()
{
    const int row = currentRow();
    if (row < 0)
        return;
    const Unit unit = m_units->unit(row);
    UnitDialog dialog(*campaign(), this);
    dialog.setUnit(unit);
    runDialog(dialog, tr("Edit Unit"), [&] {
        CampaignEditor(*campaign()).editUnit(unit.id, dialog.type(), dialog.name(), dialog.attributes());
    });
}

void UnitsPage::move()
{
    const int row = currentRow();
    if (row < 0)
        return;
    const Unit unit = m_units->unit(row);
    QComboBox places;
    CampaignCombos::fillLocations(&places, *campaign(), CampaignCombos::Empty::Allowed, tr("(off the board)"));
    QStringList labels;
    for (int i = 0; i < places.count(); ++i)
        labels << places.itemText(i);
    const int current = qMax(0, places.findData(unit.locationId));
    bool ok = false;
    const QString chosen = QInputDialog::getItem(this, tr("Move Unit"),
                                                 tr("Move %1 to:").arg(UnitModel::label(unit)), labels, current,
                                                 false, &ok);
    if (!ok)
        return;
    const QString target = places.itemData(int(labels.indexOf(chosen))).toString();
    attempt(tr("Move Unit"), [&] { CampaignEditor(*campaign()).moveUnit(unit.id, target); });
}

void UnitsPage::eliminate()
{
    const int row = currentRow();
    if (row >= 0)
        attempt(tr("Eliminate Unit"), [&] { CampaignEditor(*campaign()).eliminateUnit(m_units->unit(row).id); });
}

void UnitsPage::restore()
{
    const int row = currentRow();
    if (row >= 0)
        attempt(tr("Restore Unit"), [&] { CampaignEditor(*campaign()).restoreUnit(m_units->unit(row).id); });
}

void UnitsPage::remove()
{
    const int row = currentRow();
    if (row >= 0)
        attempt(tr("Remove Unit"), [&] { CampaignEditor(*campaign()).removeUnit(m_units->unit(row).id); });
}

} // namespace Reeve
