// The chart views behind ChartViews (chartviews.h): linked into the tests, and built into the
// reeve_charts plugin that `reeve` loads when a chart is first shown.
#include <QPointer>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "charts/chartviews.h"
#include "ledger/ledgerchartview.h"
#include "ledger/luckview.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

ChartViews::Panel ledgerChart()
{
    QPointer<LedgerChartView> view = new LedgerChartView;
    return {view, [view](Campaign *campaign) {
                if (view)
                    view->setCampaign(campaign);
            }};
}

ChartViews::Panel luck()
{
    QPointer<LuckView> view = new LuckView;
    return {view, [view](Campaign *campaign) {
                if (view)
                    view->setCampaign(campaign);
            }};
}

QList<ChartViews::ReportChart> reportCharts(Campaign &campaign, const QString &audience)
{
    LedgerChartView view;
    view.resize(900, 520);
    view.setCampaign(&campaign);
    // The charts are drawn for the report's own audience: a side's report must not plot
    // another side's private entries (the audience was checked by ReportBuilder).
    if (audience == u"public"_s)
        view.setAudience(Audience::Public);
    else if (audience.startsWith(u"side="_s))
        view.setAudience(Audience::Side, CampaignReader(campaign.database()).sideByName(audience.mid(5)).id);
    QList<ChartViews::ReportChart> charts;
    view.setMeasure(LedgerHistory::Measure::Balance);
    charts << ChartViews::ReportChart{u"chart-balance.png"_s, view.render(900, 480).toImage()};
    view.setMeasure(LedgerHistory::Measure::Quantity, u"vp"_s);
    if (view.lineCount() > 0)
        charts << ChartViews::ReportChart{u"chart-vp.png"_s, view.render(900, 480).toImage()};
    return charts;
}

const ChartViews::Factory kFactory{&ledgerChart, &luck, &reportCharts};

} // namespace

} // namespace Reeve

extern "C" Q_DECL_EXPORT const Reeve::ChartViews::Factory *reeve_chart_factory()
{
    return &Reeve::kFactory;
}
