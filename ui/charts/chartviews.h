#pragma once

#include <functional>

#include <QImage>
#include <QList>
#include <QString>

class QWidget;

namespace Reeve {

class Campaign;

/**
 * The window's charts (the ledger's chart and the Luck view, both drawn with QCustomPlot) reached
 * without linking them: `reeve` loads them from the reeve_charts plugin the first time one is
 * shown, so that QCustomPlot and Qt Print Support are not loaded at every start (issue 24). A
 * program that links the chart views itself (the tests, the benchmarks) is served by them directly.
 */
namespace ChartViews {

/// A chart panel for a dock, and how to hand it the open campaign.
struct Panel
{
    QWidget *widget = nullptr;
    std::function<void(Campaign *)> setCampaign;
};

/// A chart drawn for a season report: its file name in the report and its picture.
struct ReportChart
{
    QString name;
    QImage image;
};

/// What the chart views offer (the plugin's entry point, reeve_chart_factory, returns one).
struct Factory
{
    Panel (*ledgerChart)();
    Panel (*luck)();
    QList<ReportChart> (*reportCharts)(Campaign &campaign, const QString &audience);
};

/// The ledger's chart; where the plugin cannot be loaded, a note saying so (and why).
Panel ledgerChart();
/// The Luck view; where the plugin cannot be loaded, a note saying so.
Panel luck();
/// The balance and victory-point charts of a report for \a audience ("public", "side=NAME",
/// "referee"); none where the plugin cannot be loaded.
QList<ReportChart> reportCharts(Campaign &campaign, const QString &audience);
/// The chart views, loading the plugin on the first call; null (and \a error set) when it cannot be.
const Factory *factory(QString *error = nullptr);

} // namespace ChartViews

} // namespace Reeve

/// The chart views' entry point: defined by chartfactory.cpp (in the plugin, or linked).
extern "C" const Reeve::ChartViews::Factory *reeve_chart_factory();
