#include "operationdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QVBoxLayout>

namespace Reeve {

OperationDialog::OperationDialog(const QString &title, QWidget *parent)
    : QDialog(parent)
    , m_form(new QFormLayout)
{
    setWindowTitle(title);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(m_form);
    layout->addWidget(buttons);
}

QString OperationDialog::withMnemonic(const QString &label)
{
    // The dialog's own OK and Cancel keep their keys; each field takes the first letter of its label not
    // taken yet (a word's first letter before any other), as the other dialogs' hand-set mnemonics do.
    if (m_usedKeys.isEmpty())
        m_usedKeys = {u'o', u'c'};
    if (label.contains(u'&'))
        return label;
    QList<int> order;
    for (int i = 0; i < label.size(); ++i)
        if (label.at(i).isLetter() && (i == 0 || !label.at(i - 1).isLetter()))
            order << i;
    for (int i = 0; i < label.size(); ++i)
        if (label.at(i).isLetter() && !order.contains(i))
            order << i;
    for (int i : std::as_const(order)) {
        const QChar key = label.at(i).toLower();
        if (!m_usedKeys.contains(key)) {
            m_usedKeys.insert(key);
            return QString(label).insert(i, u'&');
        }
    }
    return label;
}

void OperationDialog::addLabelled(const QString &label, QWidget *field)
{
    auto *text = new QLabel(tr("%1:").arg(withMnemonic(label)));
    text->setBuddy(field);
    m_form->addRow(text, field);
}

void OperationDialog::addSide(const QString &key, const QString &label, const QList<Side> &sides,
                              const QString &noneLabel, qint64 current)
{
    auto *combo = new QComboBox;
    if (!noneLabel.isEmpty())
        combo->addItem(noneLabel, qint64(0));
    for (const Side &s : sides)
        combo->addItem(s.name, s.id);
    const int index = combo->findData(current);
    if (index >= 0)
        combo->setCurrentIndex(index);
    combo->setObjectName(key);
    m_fields.insert(key, combo);
    addLabelled(label, combo);
}

void OperationDialog::addNumber(const QString &key, const QString &label, int minimum, int maximum, int value,
                                const QString &specialText)
{
    auto *spin = new QSpinBox;
    spin->setRange(minimum, maximum);
    spin->setSpecialValueText(specialText);
    spin->setValue(value);
    m_fields.insert(key, spin);
    addLabelled(label, spin);
}

void OperationDialog::addKind(const QString &key, const QString &label, const QStringList &kinds)
{
    auto *combo = new QComboBox;
    combo->setEditable(true);
    combo->addItems(kinds);
    m_fields.insert(key, combo);
    addLabelled(label, combo);
}

void OperationDialog::addText(const QString &key, const QString &label, const QString &placeholder)
{
    auto *edit = new QLineEdit;
    edit->setPlaceholderText(placeholder);
    m_fields.insert(key, edit);
    addLabelled(label, edit);
}

void OperationDialog::addCheck(const QString &key, const QString &label)
{
    auto *check = new QCheckBox(withMnemonic(label));
    m_fields.insert(key, check);
    m_form->addRow(QString(), check);
}

void OperationDialog::addChoice(const QString &key, const QString &label, const QStringList &items,
                                const QStringList &values)
{
    auto *combo = new QComboBox;
    for (int i = 0; i < items.size(); ++i)
        combo->addItem(items.at(i), values.value(i));
    combo->setObjectName(key);
    m_fields.insert(key, combo);
    addLabelled(label, combo);
}

void OperationDialog::setChoices(const QString &key, const QStringList &items, const QStringList &values)
{
    auto *combo = qobject_cast<QComboBox *>(m_fields.value(key));
    if (!combo)
        return;
    combo->clear();
    for (int i = 0; i < items.size(); ++i)
        combo->addItem(items.at(i), values.value(i));
}

void OperationDialog::followSide(const QString &key, const std::function<void(qint64)> &changed)
{
    auto *combo = qobject_cast<QComboBox *>(m_fields.value(key));
    if (!combo)
        return;
    connect(combo, &QComboBox::currentIndexChanged, this,
            [combo, changed] { changed(combo->currentData().toLongLong()); });
    changed(combo->currentData().toLongLong());
}

void OperationDialog::addNote(const QString &text)
{
    auto *note = new QLabel(text);
    note->setWordWrap(true);
    m_form->addRow(note);
}

qint64 OperationDialog::side(const QString &key) const
{
    auto *combo = qobject_cast<QComboBox *>(m_fields.value(key));
    return combo ? combo->currentData().toLongLong() : 0;
}

int OperationDialog::number(const QString &key) const
{
    auto *spin = qobject_cast<QSpinBox *>(m_fields.value(key));
    return spin ? spin->value() : 0;
}

QString OperationDialog::text(const QString &key) const
{
    QWidget *field = m_fields.value(key);
    if (auto *edit = qobject_cast<QLineEdit *>(field))
        return edit->text().trimmed();
    if (auto *combo = qobject_cast<QComboBox *>(field))
        return combo->isEditable() ? combo->currentText().trimmed() : combo->currentData().toString();
    return QString();
}

bool OperationDialog::isChecked(const QString &key) const
{
    auto *check = qobject_cast<QCheckBox *>(m_fields.value(key));
    return check && check->isChecked();
}

} // namespace Reeve
