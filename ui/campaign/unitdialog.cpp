#include "unitdialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QSet>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "common/attributesedit.h"
#include "common/campaigncombos.h"

namespace Reeve {

using namespace Qt::StringLiterals;

UnitDialog::UnitDialog(Campaign &campaign, QWidget *parent)
    : QDialog(parent)
    , m_side(new QComboBox(this))
    , m_type(new QComboBox(this))
    , m_name(new QLineEdit(this))
    , m_location(new QComboBox(this))
    , m_attributes(new AttributesEdit(this))
{
    setWindowTitle(tr("Add Unit"));
    CampaignCombos::fillSides(m_side, campaign);
    CampaignCombos::fillLocations(m_location, campaign, CampaignCombos::Empty::Allowed, tr("(off the board)"));
    QSet<QString> types;
    for (const Unit &unit : CampaignReader(campaign.database()).units())
        types.insert(unit.type);
    QStringList sorted(types.begin(), types.end());
    sorted.sort(Qt::CaseInsensitive);
    m_type->setEditable(true);
    m_type->addItems(sorted);
    m_type->setCurrentText(QString());
    m_type->lineEdit()->setPlaceholderText(tr("e.g. knight, thegn, field army"));
    m_name->setPlaceholderText(tr("e.g. William (optional)"));
    m_attributes->setPlaceholderText(tr("Printed values, one per line, e.g.\nattack=3\ndefence=2\nmovement=4"));

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    buttons->button(QDialogButtonBox::Ok)->setDefault(true);

    auto *form = new QFormLayout(this);
    form->addRow(tr("&Side:"), m_side);
    form->addRow(tr("&Type:"), m_type);
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("&Location:"), m_location);
    form->addRow(tr("&Values:"), m_attributes);
    form->addRow(buttons);
    resize(420, sizeHint().height());
}

void UnitDialog::setUnit(const Unit &unit)
{
    setWindowTitle(tr("Edit Unit %1").arg(unit.name.isEmpty() ? unit.type : unit.name));
    CampaignCombos::select(m_side, unit.sideId);
    CampaignCombos::select(m_location, unit.locationId);
    m_side->setEnabled(false);
    m_location->setEnabled(false);
    m_type->setCurrentText(unit.type);
    m_name->setText(unit.name);
    m_attributes->setAttributes(unit.attributes);
}

qint64 UnitDialog::sideId() const
{
    return m_side->currentData().toLongLong();
}

QString UnitDialog::type() const
{
    return m_type->currentText().trimmed();
}

QString UnitDialog::name() const
{
    return m_name->text().trimmed();
}

QString UnitDialog::locationId() const
{
    return m_location->currentData().toString();
}

QJsonObject UnitDialog::attributes() const
{
    return m_attributes->attributes();
}

} // namespace Reeve
