#pragma once

#include <QDialog>
#include <QList>
#include <QPair>

#include "containers/markerkind.h"

class QSpinBox;

namespace Reeve {

/**
 * The referee's counter-mix editor: one spin box per marker kind (its category
 * beside it), "missing" until a count is entered. Only the referee sees it.
 */
class ComposeDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ComposeDialog(const QList<MarkerKind> &kinds, QWidget *parent = nullptr);

    /// The kinds whose count was entered or changed, with their new count.
    QList<QPair<QString, int>> changedCounts() const;

private:
    QList<MarkerKind> m_kinds;
    QList<QSpinBox *> m_spins;
};

} // namespace Reeve
