#include "markerdialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QJsonObject>
#include <QLineEdit>
#include <QPushButton>
#include <QSet>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "common/attributesedit.h"
#include "common/campaigncombos.h"

namespace Reeve {

using namespace Qt::StringLiterals;

MarkerDialog::MarkerDialog(Campaign &campaign, QWidget *parent)
    : QDialog(parent)
    , m_location(new QComboBox(this))
    , m_kind(new QComboBox(this))
    , m_side(new QComboBox(this))
    , m_attributes(new AttributesEdit(this))
{
    setWindowTitle(tr("Place Marker"));
    CampaignCombos::fillLocations(m_location, campaign);
    CampaignCombos::fillSides(m_side, campaign, CampaignCombos::Empty::Allowed, tr("(nobody)"));
    QSet<QString> kinds{u"castle"_s, u"pillaged"_s, u"siege"_s};
    for (const PlacedMarker &marker : CampaignReader(campaign.database()).markers())
        kinds.insert(marker.kind);
    QStringList sorted(kinds.begin(), kinds.end());
    sorted.sort(Qt::CaseInsensitive);
    m_kind->setEditable(true);
    m_kind->addItems(sorted);
    m_kind->setCurrentText(QString());
    m_kind->lineEdit()->setPlaceholderText(tr("e.g. castle, pillaged, siege"));

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    buttons->button(QDialogButtonBox::Ok)->setDefault(true);

    auto *form = new QFormLayout(this);
    form->addRow(tr("&Location:"), m_location);
    form->addRow(tr("&Marker:"), m_kind);
    form->addRow(tr("&Owner:"), m_side);
    form->addRow(tr("&Attributes:"), m_attributes);
    form->addRow(buttons);
    resize(400, sizeHint().height());
}

QString MarkerDialog::locationId() const
{
    return m_location->currentData().toString();
}

QString MarkerDialog::kind() const
{
    return m_kind->currentText().trimmed();
}

qint64 MarkerDialog::sideId() const
{
    return m_side->currentData().toLongLong();
}

QJsonObject MarkerDialog::attributes() const
{
    return m_attributes->attributes();
}

} // namespace Reeve
