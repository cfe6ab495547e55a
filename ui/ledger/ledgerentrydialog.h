#pragma once

#include <QDialog>

#include "ledger/ledger.h"

class QComboBox;
class QLineEdit;
class QSpinBox;

namespace Reeve {

class Campaign;

/** Asks for a credit, a debit or a transfer: side(s), amount, category, reason, game turn and who may see it. */
class LedgerEntryDialog : public QDialog
{
    Q_OBJECT
public:
    enum class Kind { Credit, Debit, Transfer };

    LedgerEntryDialog(Campaign &campaign, Kind kind, QWidget *parent = nullptr);

    Kind kind() const { return m_kind; }
    qint64 side() const;
    qint64 otherSide() const;
    qint64 amount() const;
    LedgerCategory category() const;
    QString reason() const;
    LedgerOptions options() const;
    /// Commits the entry through Ledger; throws Failure as Ledger does.
    qint64 apply(Campaign &campaign) const;

private:
    QComboBox *sideCombo(Campaign &campaign);

    Kind m_kind;
    QComboBox *m_side;
    QComboBox *m_other = nullptr;
    QSpinBox *m_amount;
    QComboBox *m_category;
    QLineEdit *m_reason;
    QSpinBox *m_turn;
    QComboBox *m_privacy;
};

} // namespace Reeve
