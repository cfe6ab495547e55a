#include "composedialog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QScrollArea>
#include <QSpinBox>
#include <QVBoxLayout>

namespace Reeve {

ComposeDialog::ComposeDialog(const QList<MarkerKind> &kinds, QWidget *parent)
    : QDialog(parent)
    , m_kinds(kinds)
{
    setWindowTitle(tr("Compose the container"));
    auto *inner = new QWidget;
    auto *form = new QFormLayout(inner);
    for (const MarkerKind &kind : m_kinds) {
        auto *spin = new QSpinBox;
        spin->setRange(-1, 999);
        spin->setSpecialValueText(tr("missing"));
        spin->setValue(kind.count);
        m_spins.append(spin);
        const QString label = kind.value > 0 ? tr("%1 (%2, value %3)").arg(kind.name, kind.category).arg(kind.value)
                                             : tr("%1 (%2)").arg(kind.name, kind.category);
        form->addRow(label, spin);
    }
    auto *scroll = new QScrollArea;
    scroll->setWidget(inner);
    scroll->setWidgetResizable(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("Enter how many of each marker the counter sheet has.")));
    layout->addWidget(scroll);
    layout->addWidget(buttons);
    resize(420, 520);
}

QList<QPair<QString, int>> ComposeDialog::changedCounts() const
{
    QList<QPair<QString, int>> counts;
    for (int i = 0; i < m_kinds.size(); ++i) {
        const int value = m_spins.at(i)->value();
        if (value >= 0 && value != m_kinds.at(i).count)
            counts.append({m_kinds.at(i).name, value});
    }
    return counts;
}

} // namespace Reeve
