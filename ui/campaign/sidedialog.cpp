#include "sidedialog.h"

#include <QCheckBox>
#include <QColorDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

#include "campaign/viewergate.h"

namespace Reeve {

using namespace Qt::StringLiterals;

SideDialog::SideDialog(QWidget *parent)
    : QDialog(parent)
    , m_name(new QLineEdit(this))
    , m_colour(new QLineEdit(this))
    , m_swatch(new QLabel(this))
    , m_player(new QLineEdit(this))
    , m_alliance(new QLineEdit(this))
{
    setWindowTitle(tr("Add Side"));
    m_name->setPlaceholderText(tr("e.g. Normans"));
    m_colour->setPlaceholderText(tr("#rrggbb"));
    m_colour->setMaxLength(7);
    m_player->setPlaceholderText(tr("who plays this side (optional)"));
    m_alliance->setPlaceholderText(tr("team, e.g. A (optional; charts sum a team's sides)"));
    m_swatch->setFixedSize(22, 22);
    m_swatch->setFrameShape(QFrame::Box);
    auto *choose = new QPushButton(tr("C&hoose…"), this);
    choose->setAutoDefault(false);
    connect(choose, &QPushButton::clicked, this, &SideDialog::chooseColour);
    connect(m_colour, &QLineEdit::textChanged, this, &SideDialog::updateSwatch);

    auto *colourRow = new QHBoxLayout;
    colourRow->addWidget(m_swatch);
    colourRow->addWidget(m_colour, 1);
    colourRow->addWidget(choose);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    buttons->button(QDialogButtonBox::Ok)->setDefault(true);

    auto *form = new QFormLayout(this);
    form->addRow(tr("&Name:"), m_name);
    auto *colourLabel = new QLabel(tr("&Colour:"), this);
    colourLabel->setBuddy(m_colour);
    form->addRow(colourLabel, colourRow);
    form->addRow(tr("&Player:"), m_player);
    form->addRow(tr("A&lliance:"), m_alliance);
    addPinRows(form);
    form->addRow(buttons);
    setTabOrder(m_name, m_colour);
    setTabOrder(m_colour, choose);
    setTabOrder(choose, m_player);
    updateSwatch();
    resize(380, sizeHint().height());
}

void SideDialog::setSide(const Side &side)
{
    setWindowTitle(tr("Edit Side %1").arg(side.name));
    m_name->setText(side.name);
    m_colour->setText(side.colour);
    m_player->setText(side.player);
    m_alliance->setText(side.attributes.value(u"alliance"_s).toString());
    m_hasPin = side.hasPin;
    updatePinRows();
}

void SideDialog::addPinRows(QFormLayout *form)
{
    m_form = form;
    m_pinState = new QLabel(this);
    m_currentPin = new QLineEdit(this);
    m_newPin = new QLineEdit(this);
    m_repeatPin = new QLineEdit(this);
    m_clearPin = new QCheckBox(tr("Re&move the PIN (the side's private view opens without one)"), this);
    m_pinError = new QLabel(this);
    m_pinError->setStyleSheet(u"color: #a01010;"_s);
    m_pinError->setWordWrap(true);
    for (QLineEdit *edit : {m_currentPin, m_newPin, m_repeatPin})
        edit->setEchoMode(QLineEdit::Password);
    m_currentPin->setPlaceholderText(tr("needed to change or remove it (or the referee's PIN)"));
    m_newPin->setPlaceholderText(tr("empty: keep it as it is"));
    connect(m_clearPin, &QCheckBox::toggled, this, &SideDialog::updatePinRows);
    form->addRow(tr("PIN:"), m_pinState);
    form->addRow(tr("C&urrent PIN:"), m_currentPin);
    form->addRow(tr("Ne&w PIN:"), m_newPin);
    form->addRow(tr("&Repeat PIN:"), m_repeatPin);
    form->addRow(QString(), m_clearPin);
    form->addRow(QString(), m_pinError);
    updatePinRows();
}

void SideDialog::updatePinRows()
{
    m_pinState->setText(m_hasPin ? tr("set: the side's private view asks for it")
                                 : tr("none: anyone at the screen may open the side's private view"));
    m_form->setRowVisible(m_currentPin, m_hasPin);
    m_form->setRowVisible(m_clearPin, m_hasPin);
    m_newPin->setEnabled(!m_clearPin->isChecked());
    m_repeatPin->setEnabled(!m_clearPin->isChecked());
    m_form->setRowVisible(m_pinError, !m_pinError->text().isEmpty());
}

QString SideDialog::newPin() const
{
    return m_clearPin->isChecked() ? QString() : m_newPin->text();
}

bool SideDialog::changesPin() const
{
    return (m_hasPin && m_clearPin->isChecked()) || !newPin().isEmpty();
}

void SideDialog::accept()
{
    QString error;
    if (!m_clearPin->isChecked() && m_newPin->text() != m_repeatPin->text())
        error = tr("The new PIN and its repetition differ.");
    else if (m_hasPin && changesPin() && m_currentPin->text().isEmpty())
        error = tr("Give the current PIN (or the referee's) to change or remove it.");
    m_pinError->setText(error);
    updatePinRows();
    if (error.isEmpty())
        QDialog::accept();
}

qint64 SideDialog::applyPin(Campaign &campaign, qint64 sideId)
{
    if (!changesPin())
        return 0;
    const qint64 seq = ViewerGate(campaign).changePin(Audience::Side, sideId, m_currentPin->text(), newPin());
    // Done: a retry of the dialog after a later error must not change it again.
    m_hasPin = !newPin().isEmpty();
    for (QLineEdit *edit : {m_currentPin, m_newPin, m_repeatPin})
        edit->clear();
    m_clearPin->setChecked(false);
    updatePinRows();
    return seq;
}

QString SideDialog::name() const
{
    return m_name->text().trimmed();
}

QString SideDialog::colour() const
{
    return m_colour->text().trimmed();
}

QString SideDialog::player() const
{
    return m_player->text().trimmed();
}

QString SideDialog::alliance() const
{
    return m_alliance->text().trimmed();
}

void SideDialog::chooseColour()
{
    const QColor initial = QColor::isValidColorName(colour()) ? QColor::fromString(colour()) : QColor(Qt::gray);
    const QColor chosen = QColorDialog::getColor(initial, this, tr("Side Colour"));
    if (chosen.isValid())
        m_colour->setText(chosen.name());
}

void SideDialog::updateSwatch()
{
    const bool valid = colour().size() == 7 && QColor::isValidColorName(colour());
    m_swatch->setStyleSheet(valid ? u"background: %1;"_s.arg(colour()) : QString());
}

} // namespace Reeve
