#include "locationdialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QPushButton>

#include "common/attributesedit.h"

namespace Reeve {

using namespace Qt::StringLiterals;

LocationDialog::LocationDialog(QWidget *parent)
    : QDialog(parent)
    , m_id(new QLineEdit(this))
    , m_name(new QLineEdit(this))
    , m_kind(new QComboBox(this))
    , m_attributes(new AttributesEdit(this))
{
    setWindowTitle(tr("Register Location"));
    m_id->setPlaceholderText(tr("e.g. C6, Wessex, Normandy box"));
    m_name->setPlaceholderText(tr("e.g. Hastings (optional)"));
    m_kind->setEditable(true);
    m_kind->addItems({u"square"_s, u"hex"_s, u"province"_s, u"territory"_s, u"region"_s, u"box"_s, u"city"_s});
    m_attributes->setPlaceholderText(tr("One per line, e.g.\nterrain=forest\nfeudal=2\nport=true"));

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    buttons->button(QDialogButtonBox::Ok)->setDefault(true);

    auto *form = new QFormLayout(this);
    form->addRow(tr("&Id:"), m_id);
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("&Kind:"), m_kind);
    form->addRow(tr("&Attributes:"), m_attributes);
    form->addRow(buttons);
    resize(420, sizeHint().height());
}

void LocationDialog::setLocation(const Location &location)
{
    setWindowTitle(tr("Edit Location %1").arg(location.id));
    m_id->setText(location.id);
    m_id->setReadOnly(true);
    m_id->setEnabled(false);
    m_name->setText(location.name);
    m_kind->setCurrentText(location.kind);
    m_attributes->setAttributes(location.attributes);
    m_name->setFocus();
}

QString LocationDialog::id() const
{
    return m_id->text().trimmed();
}

QString LocationDialog::name() const
{
    return m_name->text().trimmed();
}

QString LocationDialog::kind() const
{
    return m_kind->currentText().trimmed();
}

QJsonObject LocationDialog::attributes() const
{
    return m_attributes->attributes();
}

} // namespace Reeve
