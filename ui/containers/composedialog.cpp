#include "composedialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QVBoxLayout>

namespace Reeve {

using namespace Qt::StringLiterals;

ComposeDialog::ComposeDialog(const QList<MarkerKind> &kinds, QWidget *parent)
    : QDialog(parent)
    , m_message(new QLabel)
{
    setWindowTitle(tr("Compose the container"));
    auto *inner = new QWidget;
    m_form = new QFormLayout(inner);
    for (const MarkerKind &kind : kinds)
        addSpin(kind);
    auto *scroll = new QScrollArea;
    scroll->setWidget(inner);
    scroll->setWidgetResizable(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *intro = new QLabel(kinds.isEmpty()
                                     ? tr("This game's rules list no markers: add each kind the campaign uses "
                                          "below, with how many the counter sheet has.")
                                     : tr("Enter how many of each marker the counter sheet has (0 for a kind "
                                          "you do not use). The rules do not print the counter mix."));
    intro->setWordWrap(true);
    m_message->setWordWrap(true);
    m_message->setStyleSheet(u"color: #b00020;"_s);
    m_message->hide();
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(scroll, 1);
    layout->addWidget(buildAddRow());
    layout->addWidget(m_message);
    layout->addWidget(buttons);
    resize(460, 560);
}

void ComposeDialog::addSpin(const MarkerKind &kind)
{
    auto *spin = new QSpinBox;
    spin->setRange(-1, 999);
    spin->setSpecialValueText(tr("missing"));
    spin->setValue(kind.count);
    spin->setAccessibleName(kind.name);
    m_kinds.append(kind);
    m_spins.append(spin);
    const QString label = kind.value > 0 ? tr("%1 (%2, value %3)").arg(kind.name, kind.category).arg(kind.value)
                                         : tr("%1 (%2)").arg(kind.name, kind.category);
    m_form->addRow(label, spin);
}

QWidget *ComposeDialog::buildAddRow()
{
    auto *box = new QGroupBox(tr("Add a kind of marker"));
    m_newName = new QLineEdit;
    m_newName->setPlaceholderText(tr("name, as on the counter"));
    m_newCategory = new QComboBox;
    for (const char *category : {QT_TR_NOOP("event"), QT_TR_NOOP("action"), QT_TR_NOOP("battle"),
                                 QT_TR_NOOP("leader"), QT_TR_NOOP("other")})
        m_newCategory->addItem(tr(category), QString::fromLatin1(category));
    m_newCategory->setCurrentIndex(m_newCategory->count() - 1);
    m_newValue = new QSpinBox;
    m_newValue->setRange(0, 99);
    m_newValue->setSpecialValueText(tr("no value"));
    m_newCount = new QSpinBox;
    m_newCount->setRange(0, 999);
    m_newCount->setValue(1);
    auto *add = new QPushButton(tr("&Add"));
    connect(add, &QPushButton::clicked, this, [this] {
        if (addKind(m_newName->text(), m_newCategory->currentData().toString(), m_newValue->value(),
                    m_newCount->value()))
            m_newName->clear();
    });
    auto *form = new QFormLayout(box);
    form->addRow(tr("Name:"), m_newName);
    auto *row = new QHBoxLayout;
    row->addWidget(m_newCategory, 1);
    row->addWidget(new QLabel(tr("Value:")));
    row->addWidget(m_newValue);
    row->addWidget(new QLabel(tr("Count:")));
    row->addWidget(m_newCount);
    row->addWidget(add);
    form->addRow(tr("Category:"), row);
    return box;
}

bool ComposeDialog::addKind(const QString &name, const QString &category, int value, int count)
{
    const QString trimmed = name.trimmed();
    QString refusal;
    if (trimmed.isEmpty())
        refusal = tr("Give the new kind a name.");
    for (const MarkerKind &kind : std::as_const(m_kinds)) {
        if (kind.name.compare(trimmed, Qt::CaseInsensitive) == 0)
            refusal = tr("%1 is already in the list: enter its count above.").arg(kind.name);
    }
    m_message->setText(refusal);
    m_message->setVisible(!refusal.isEmpty());
    if (!refusal.isEmpty())
        return false;
    MarkerKind kind;
    kind.name = trimmed;
    kind.category = category;
    kind.value = value;
    kind.provenance = u"house"_s;
    m_added.append(kind);
    addSpin(kind); // "missing" as a figure not yet entered, so changedCounts() reports the count
    m_spins.last()->setValue(count);
    return true;
}

bool ComposeDialog::setCount(const QString &kind, int count)
{
    for (int i = 0; i < m_kinds.size(); ++i) {
        if (m_kinds.at(i).name == kind) {
            m_spins.at(i)->setValue(count);
            return true;
        }
    }
    return false;
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
