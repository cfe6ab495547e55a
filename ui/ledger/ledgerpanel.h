#pragma once

#include <QPointer>
#include <QWidget>

#include "campaign/campaign.h"
#include "ledger/turnspinbox.h"

class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTableView;
class QTimer;

namespace Reeve {

class LedgerEntryModel;
class LedgerSummaryModel;
class ViewerChoice;

/**
 * The Ledger dock: each side's balance with this turn's income and spending by
 * category, the running history of entries filtered by side, turns and
 * category, and the banker's commands (credit, debit, transfer, correct by a
 * reversing entry, export CSV). Refreshes itself after every committed action.
 * A viewer choice limits it to what the public, one side or the referee may
 * read (a PIN where one is set), as the Turn log does.
 * Errors (such as a refused deficit) show in the panel, not in a modal box.
 */
class LedgerPanel : public QWidget
{
    Q_OBJECT
public:
    explicit LedgerPanel(QWidget *parent = nullptr);

    void setCampaign(Campaign *campaign);
    LedgerSummaryModel *summaryModel() const { return m_summary; }
    LedgerEntryModel *entryModel() const { return m_entries; }
    QTableView *historyView() const { return m_historyView; }
    QTableView *summaryView() const { return m_summaryView; }
    ViewerChoice *viewer() const { return m_viewer; }

    /// Reverses \a entryId with a correcting entry; returns false (and shows why) when refused.
    bool correctEntry(qint64 entryId, const QString &reason);
    /// Writes the entries shown (filters applied) as CSV.
    bool exportCsv(const QString &path);
    /// Shows a message under the tables (red for errors); empty clears it.
    void showMessage(const QString &text, bool error = false);
    QString message() const;

public slots:
    void refresh();

private:
    QWidget *buildFilters();
    QWidget *buildButtons();
    void fillFilterChoices();
    void applyFilter();
    void openDialog(int kind);
    void correctSelected();
    void updateCorrect();
    void exportCsvInteractively();

    QPointer<Campaign> m_campaign;
    LedgerSummaryModel *m_summary;
    LedgerEntryModel *m_entries;
    QTableView *m_summaryView;
    QTableView *m_historyView;
    QLabel *m_summaryTitle;
    ViewerChoice *m_viewer;
    TurnSpinBox *m_summaryTurn;
    QComboBox *m_side;
    QSpinBox *m_fromTurn;
    QSpinBox *m_toTurn;
    QComboBox *m_category;
    QLabel *m_message;
    QLabel *m_totals;
    QPushButton *m_correct = nullptr;
    QTimer *m_refreshTimer;
    bool m_filling = false;
};

} // namespace Reeve
