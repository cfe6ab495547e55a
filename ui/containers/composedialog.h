#pragma once

#include <QDialog>
#include <QList>
#include <QPair>

#include "containers/markerkind.h"

class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace Reeve {

/**
 * The referee's counter-mix editor: one spin box per marker kind (its category
 * beside it), "missing" until a count is entered, and a row to add kinds of the
 * campaign's own (a game without a marker list, or a house marker). Only the
 * referee sees it.
 */
class ComposeDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ComposeDialog(const QList<MarkerKind> &kinds, QWidget *parent = nullptr);

    /// The kinds whose count was entered or changed, with their new count (added kinds included).
    QList<QPair<QString, int>> changedCounts() const;
    /// The kinds added here, for ContainerEditor::compose's definitions.
    QList<MarkerKind> definitions() const { return m_added; }
    /// Sets the count of \a kind (a spin box of the form); false when there is none.
    bool setCount(const QString &kind, int count);
    /// Adds a kind of the campaign's own, as the "Add kind" row does; false (and a message) when refused.
    bool addKind(const QString &name, const QString &category, int value, int count);

private:
    QWidget *buildAddRow();
    void addSpin(const MarkerKind &kind);

    QList<MarkerKind> m_kinds;
    QList<MarkerKind> m_added;
    QList<QSpinBox *> m_spins;
    QFormLayout *m_form = nullptr;
    QLineEdit *m_newName = nullptr;
    QComboBox *m_newCategory = nullptr;
    QSpinBox *m_newValue = nullptr;
    QSpinBox *m_newCount = nullptr;
    QLabel *m_message = nullptr;
};

} // namespace Reeve
