#pragma once

#include <memory>

#include <QPointer>
#include <QWidget>

#include "campaign/campaign.h"
#include "ledger/luckstatistics.h"

class QComboBox;
class QCustomPlot;
class QLabel;
class QTableView;
class QTimer;

namespace Reeve {

class LuckGroupModel;
class ViewerChoice;

/**
 * Luck statistics for the referee: for a chosen procedure, side and die size,
 * the faces rolled against a fair die (observed bars, expected line), the mean,
 * and Pearson's chi-square with its p-value in plain words; below, every group
 * in a table; CSV export. Reading the log shows a cancellable progress dialog
 * when it takes more than half a second. The view reads the log again by itself
 * when dice are logged, undone or redone (at once when shown, else when next shown).
 */
class LuckView : public QWidget
{
    Q_OBJECT
public:
    explicit LuckView(QWidget *parent = nullptr);
    ~LuckView() override;

    void setCampaign(Campaign *campaign);
    /// Reads the log again; returns false when the user cancelled.
    bool recompute();
    void select(const QString &procedure, const QString &side, int dieSides);
    LuckGroupModel *model() const { return m_model; }
    QCustomPlot *plot() const { return m_plot; }
    /// Whose rolls are counted: what the public, one side or the referee may read.
    ViewerChoice *viewer() const { return m_viewer; }
    /// The summary line under the chart ("60 rolls · mean 3.62 (fair 3.50) · χ² ... p = ...").
    QString summary() const;
    bool exportCsv(const QString &path);

protected:
    void showEvent(QShowEvent *event) override;

private:
    void campaignChanged(qint64 seq);
    void fillChoices();
    void redraw();
    void exportInteractively();

    QPointer<Campaign> m_campaign;
    std::unique_ptr<LuckStatistics> m_stats;
    LuckGroupModel *m_model;
    QCustomPlot *m_plot;
    QComboBox *m_procedure;
    QComboBox *m_side;
    QComboBox *m_die;
    QComboBox *m_source;
    ViewerChoice *m_viewer;
    QLabel *m_summary;
    QTableView *m_table;
    QTimer *m_again;
    bool m_filling = false;
    bool m_stale = false;
};

} // namespace Reeve
