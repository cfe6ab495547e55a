#include "sidedialog.h"

#include <QColorDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

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
