#include "sidespage.h"

#include <QKeySequence>

#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "campaign/campaignreader.h"
#include "campaign/sidedialog.h"
#include "campaign/sidemodel.h"

namespace Reeve {

using namespace Qt::StringLiterals;

SidesPage::SidesPage(QWidget *parent)
    : EntityPage(new SideModel, parent)
{
    m_sides = static_cast<SideModel *>(model());
    addButton(tr("&Add…"), QKeySequence(Qt::Key_Insert), Needs::Nothing, [this] { add(); });
    addButton(tr("&Edit…"), QKeySequence(Qt::Key_F2), Needs::Selection, [this] { edit(); });
    addButton(tr("&Remove"), QKeySequence::Delete, Needs::Selection, [this] { remove(); });
    setActivateAction([this] { edit(); });
}

void SidesPage::add()
{
    SideDialog dialog(this);
    qint64 seq = 0;
    runDialog(dialog, tr("Add Side"), [&] {
        CampaignEditor editor(*campaign());
        seq = editor.addSide(dialog.name(), dialog.colour(), dialog.player(), dialog.newPin());
        if (!dialog.alliance().isEmpty())
            editor.setAlliance(CampaignReader(campaign()->database()).sideByName(dialog.name()).id,
                               dialog.alliance());
    });
    for (const Side &side : m_sides->sides()) {
        if (seq && side.name == dialog.name())
            selectId(side.id);
    }
}

void SidesPage::edit()
{
    const int row = currentRow();
    if (row < 0)
        return;
    const Side side = m_sides->side(row);
    SideDialog dialog(this);
    dialog.setSide(side);
    runDialog(dialog, tr("Edit Side"), [&] {
        dialog.applyPin(*campaign(), side.id); // first: a wrong current PIN stops before anything is written
        CampaignEditor editor(*campaign());
        // Only what changed is logged: a new PIN alone is one action, not a PIN and an empty edit.
        if (dialog.name() != side.name || dialog.colour() != side.colour || dialog.player() != side.player)
            editor.editSide(side.id, dialog.name(), dialog.colour(), dialog.player());
        if (dialog.alliance() != side.attributes.value(u"alliance"_s).toString())
            editor.setAlliance(side.id, dialog.alliance());
    });
}

void SidesPage::remove()
{
    const int row = currentRow();
    if (row < 0)
        return;
    const qint64 id = m_sides->side(row).id;
    attempt(tr("Remove Side"), [&] { CampaignEditor(*campaign()).removeSide(id); });
}

} // namespace Reeve
