#pragma once

#include <memory>

#include <QPointer>
#include <QWidget>

#include "campaign/campaign.h"
#include "ledger/ledgerhistory.h"

class QCheckBox;
class QComboBox;
class QCPItemTracer;
class QCustomPlot;
class QLabel;
class QMouseEvent;

namespace Reeve {

class ViewerChoice;

/**
 * Charts of the ledger over game time (QCustomPlot): balance, income,
 * maintenance or any tracked quantity (victory points, army size, ...) of every
 * side in its colour, optionally the alliance totals, with a legend, hover
 * values (a tracer and a line of figures), zoom and drag, victory thresholds as
 * dashed lines, and export to PNG and PDF. A viewer choice draws only what the
 * public, one side or the referee may read (a PIN where one is set); where the
 * game keeps treasuries private, another side's money is not drawn at all.
 */
class LedgerChartView : public QWidget
{
    Q_OBJECT
public:
    explicit LedgerChartView(QWidget *parent = nullptr);
    ~LedgerChartView() override;

    void setCampaign(Campaign *campaign);
    /// Draws only what \a audience (and \a side for a side's view) may read, whatever the viewer
    /// choice shows (reports draw for their own audience, which the caller has checked).
    void setAudience(Audience audience, qint64 side = 0);
    ViewerChoice *viewer() const { return m_viewer; }
    /// Chooses what is drawn; \a quantity names the tracked quantity for Measure::Quantity.
    void setMeasure(LedgerHistory::Measure measure, const QString &quantity = QString());
    /// Draws alliance/team totals instead of single sides (when sides have an "alliance" attribute).
    void setTeams(bool teams);
    QCustomPlot *plot() const { return m_plot; }
    /// Number of side or team lines drawn.
    int lineCount() const;
    /// Whether a victory threshold line is drawn.
    bool hasThreshold() const { return m_thresholdDrawn; }

    bool exportPng(const QString &path, int width, int height);
    bool exportPdf(const QString &path, int width, int height);
    /// Renders the chart to an image of the given size (for reports).
    QPixmap render(int width, int height);
    /// The figures shown on hover at \a turn, e.g. "Summer 1001: Byzantium 120, Venice 80".
    QString valuesAt(int turn) const;

public slots:
    void refresh();

private:
    void fillMeasures();
    void redraw();
    void setupAxes(int lastTurn);
    void drawThreshold();
    void hover(QMouseEvent *event);
    void exportInteractively(bool pdf);

    QPointer<Campaign> m_campaign;
    std::unique_ptr<LedgerHistory> m_history;
    Audience m_audience = Audience::Referee;
    qint64 m_audienceSide = 0;
    QCustomPlot *m_plot;
    QCPItemTracer *m_tracer = nullptr;
    QComboBox *m_measure;
    ViewerChoice *m_viewer;
    QCheckBox *m_teams;
    QLabel *m_hover;
    QList<LedgerHistory::Series> m_series;
    bool m_thresholdDrawn = false;
    bool m_filling = false;
};

} // namespace Reeve
