#include "setturndialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>

#include "campaign/gametexts.h"

namespace Reeve {

SetTurnDialog::SetTurnDialog(const GameInfo &game, int turn, const QString &phase, QWidget *parent)
    : QDialog(parent)
    , m_game(game)
    , m_turn(new QSpinBox(this))
    , m_date(new QLabel(this))
    , m_phase(new QComboBox(this))
{
    setWindowTitle(tr("Set Turn"));
    m_turn->setRange(1, game.turns > 0 ? game.turns : 9999);
    m_turn->setValue(turn);
    for (const QString &name : game.phases)
        m_phase->addItem(GameTexts::label(name), name); // shown translated, kept as the data names it
    m_phase->setCurrentIndex(qMax(0, int(game.phases.indexOf(phase))));
    connect(m_turn, &QSpinBox::valueChanged, this, &SetTurnDialog::updateDate);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    buttons->button(QDialogButtonBox::Ok)->setDefault(true);

    auto *form = new QFormLayout(this);
    form->addRow(tr("&Turn:"), m_turn);
    form->addRow(QString(), m_date);
    form->addRow(tr("&Phase:"), m_phase);
    form->addRow(buttons);
    updateDate();
    m_turn->selectAll();
}

int SetTurnDialog::turn() const
{
    return m_turn->value();
}

QString SetTurnDialog::phase() const
{
    return m_phase->currentData().toString();
}

void SetTurnDialog::updateDate()
{
    m_date->setText(m_game.describeTurn(m_turn->value()));
}

} // namespace Reeve
