#include "ledgerchartview.h"

#include <cmath>

#include <QCheckBox>
#include <QComboBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>
#include <qcustomplot.h>

#include "campaign/campaignreader.h"
#include "campaign/gamecatalog.h"
#include "common/viewerchoice.h"
#include "ledger/ledgerreader.h"

namespace Reeve {

namespace {

QColor sideColour(const QString &colour, int index)
{
    static const QList<QColor> palette{QColor(0x1f, 0x77, 0xb4), QColor(0xd6, 0x27, 0x28), QColor(0x2c, 0xa0, 0x2c),
                                       QColor(0xff, 0x7f, 0x0e), QColor(0x94, 0x67, 0xbd), QColor(0x8c, 0x56, 0x4b),
                                       QColor(0xe3, 0x77, 0xc2), QColor(0x7f, 0x7f, 0x7f), QColor(0xbc, 0xbd, 0x22),
                                       QColor(0x17, 0xbe, 0xcf)};
    const QColor parsed(colour);
    return parsed.isValid() ? parsed : palette.at(index % palette.size());
}

QString measureKey(LedgerHistory::Measure measure, const QString &quantity)
{
    return QString::number(int(measure)) + u':' + quantity;
}

} // namespace

LedgerChartView::LedgerChartView(QWidget *parent)
    : QWidget(parent)
    , m_plot(new QCustomPlot(this))
{
    auto *layout = new QVBoxLayout(this);
    auto *bar = new QHBoxLayout;
    m_measure = new QComboBox(this);
    m_viewer = new ViewerChoice(this);
    m_teams = new QCheckBox(tr("&Alliances"), this);
    m_teams->setToolTip(tr("Sum the sides of each alliance (side attribute \"alliance\")"));
    auto *png = new QPushButton(tr("PN&G…"), this);
    auto *pdf = new QPushButton(tr("P&DF…"), this);
    auto *fit = new QPushButton(tr("&Fit"), this);
    fit->setToolTip(tr("Show the whole campaign again after zooming"));
    bar->addWidget(new QLabel(tr("Chart of"), this));
    bar->addWidget(m_measure);
    bar->addWidget(m_teams);
    auto *viewerLabel = new QLabel(tr("&View as:"), this);
    viewerLabel->setBuddy(m_viewer);
    bar->addWidget(viewerLabel);
    bar->addWidget(m_viewer);
    bar->addStretch(1);
    bar->addWidget(fit);
    bar->addWidget(png);
    bar->addWidget(pdf);
    layout->addLayout(bar);
    layout->addWidget(m_plot, 1);
    m_hover = new QLabel(this);
    m_hover->setTextFormat(Qt::RichText);
    layout->addWidget(m_hover);
    m_plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    m_plot->legend->setVisible(true);
    m_plot->legend->setFont(font());
    m_plot->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignLeft);
    m_plot->setMinimumSize(320, 200);
    m_tracer = new QCPItemTracer(m_plot);
    m_tracer->setStyle(QCPItemTracer::tsCircle);
    m_tracer->setSize(9);
    m_tracer->setVisible(false);
    connect(m_measure, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_filling)
            redraw();
    });
    connect(m_teams, &QCheckBox::toggled, this, &LedgerChartView::redraw);
    connect(m_viewer, &ViewerChoice::viewerChanged, this,
            [this] { setAudience(m_viewer->audience(), m_viewer->side()); });
    connect(fit, &QPushButton::clicked, this, [this] {
        m_plot->rescaleAxes();
        m_plot->yAxis->scaleRange(1.1, m_plot->yAxis->range().center());
        m_plot->replot();
    });
    connect(png, &QPushButton::clicked, this, [this] { exportInteractively(false); });
    connect(pdf, &QPushButton::clicked, this, [this] { exportInteractively(true); });
    connect(m_plot, &QCustomPlot::mouseMove, this, &LedgerChartView::hover);
    setEnabled(false);
}

LedgerChartView::~LedgerChartView() = default;

void LedgerChartView::setCampaign(Campaign *campaign)
{
    if (m_campaign)
        disconnect(m_campaign, nullptr, this, nullptr);
    m_campaign = campaign;
    m_history.reset(campaign ? new LedgerHistory(campaign->database()) : nullptr);
    {
        const QSignalBlocker blocker(m_viewer);
        m_viewer->setCampaign(campaign);
    }
    m_audience = m_viewer->audience();
    m_audienceSide = m_viewer->side();
    setEnabled(campaign != nullptr);
    if (campaign)
        connect(campaign, &Campaign::changed, this, &LedgerChartView::refresh);
    refresh();
}

void LedgerChartView::fillMeasures()
{
    m_filling = true;
    const QString current = m_measure->currentData().toString();
    m_measure->clear();
    using M = LedgerHistory::Measure;
    m_measure->addItem(tr("Balance"), measureKey(M::Balance, {}));
    m_measure->addItem(tr("Income"), measureKey(M::Income, {}));
    m_measure->addItem(tr("Maintenance"), measureKey(M::Maintenance, {}));
    if (m_campaign) {
        LedgerReader reader(m_campaign->database());
        QSet<QString> recorded;
        for (const LedgerReader::Point &p : reader.values())
            recorded.insert(p.quantity);
        for (const TrackedQuantity &q : reader.quantities()) {
            if (recorded.contains(q.id) || q.id == QStringLiteral("vp"))
                m_measure->addItem(q.label, measureKey(M::Quantity, q.id));
        }
    }
    m_measure->setCurrentIndex(std::max(0, m_measure->findData(current)));
    m_filling = false;
}

void LedgerChartView::setMeasure(LedgerHistory::Measure measure, const QString &quantity)
{
    const int index = m_measure->findData(measureKey(measure, quantity));
    if (index >= 0)
        m_measure->setCurrentIndex(index);
}

void LedgerChartView::setAudience(Audience audience, qint64 side)
{
    m_audience = audience;
    m_audienceSide = side;
    refresh();
}

void LedgerChartView::setTeams(bool teams)
{
    m_teams->setChecked(teams);
}

void LedgerChartView::refresh()
{
    m_viewer->refill();
    if (m_history)
        m_history->load(m_audience, m_audienceSide);
    fillMeasures();
    redraw();
}

int LedgerChartView::lineCount() const
{
    return int(m_series.size());
}

void LedgerChartView::redraw()
{
    m_plot->clearGraphs();
    m_plot->clearItems(); // also the tracer: recreate it
    m_tracer = new QCPItemTracer(m_plot);
    m_tracer->setStyle(QCPItemTracer::tsCircle);
    m_tracer->setSize(9);
    m_tracer->setVisible(false);
    m_series.clear();
    m_thresholdDrawn = false;
    if (!m_history) {
        m_plot->replot();
        return;
    }
    const QStringList key = m_measure->currentData().toString().split(u':');
    const auto measure = LedgerHistory::Measure(key.value(0).toInt());
    const QString quantity = key.value(1);
    m_series = m_teams->isChecked() ? m_history->teamSeries(measure, quantity) : m_history->series(measure, quantity);
    if (measure != LedgerHistory::Measure::Quantity && m_audience != Audience::Referee && m_campaign
        && GameCatalog::privateTreasuries(m_campaign->game().id)) {
        // Another side's private treasury is not drawn, nor a team total that would add it in.
        m_series.removeIf([this](const LedgerHistory::Series &s) {
            return s.isTeam || m_audience != Audience::Side || s.sideId != m_audienceSide;
        });
    }
    const int lastTurn = std::max(1, m_history->lastTurn());
    QList<double> turns;
    for (int t = 1; t <= lastTurn; ++t)
        turns << t;
    for (int i = 0; i < m_series.size(); ++i) {
        const LedgerHistory::Series &s = m_series.at(i);
        QCPGraph *graph = m_plot->addGraph();
        graph->setName(s.name);
        QPen pen(sideColour(s.colour, i), 2);
        graph->setPen(pen);
        graph->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, lastTurn > 60 ? 0 : 4));
        graph->setData(turns, s.values, true);
    }
    setupAxes(lastTurn);
    if (measure == LedgerHistory::Measure::Quantity)
        drawThreshold();
    // Money as this audience may add it up: a public chart counts the public entries only (LedgerHistory).
    QString label = m_measure->currentText();
    if (measure != LedgerHistory::Measure::Quantity && m_audience == Audience::Public)
        label = tr("%1 (public entries only)").arg(label);
    else if (measure != LedgerHistory::Measure::Quantity && m_audience == Audience::Side)
        label = tr("%1 (public entries and the side's own)").arg(label);
    m_plot->yAxis->setLabel(label);
    m_plot->rescaleAxes();
    QCPRange y = m_plot->yAxis->range();
    y.expand(0);
    m_plot->yAxis->setRange(y);
    m_plot->yAxis->scaleRange(1.1, y.center());
    m_plot->xAxis->setRange(0.5, lastTurn + 0.5);
    m_plot->replot();
}

void LedgerChartView::setupAxes(int lastTurn)
{
    QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
    const int step = std::max(1, int(std::ceil(lastTurn / 12.0)));
    for (int t = 1; t <= lastTurn; t += step)
        ticker->addTick(t, m_campaign ? m_campaign->game().describeTurn(t) : QString::number(t));
    m_plot->xAxis->setTicker(ticker);
    m_plot->xAxis->setTickLabelRotation(lastTurn > 8 ? -30 : 0); // labels end at their tick
    m_plot->xAxis->setLabel(m_campaign ? tr("Game time") : QString());
}

void LedgerChartView::drawThreshold()
{
    const QString quantity = m_measure->currentData().toString().section(u':', 1);
    for (const TrackedQuantity &q : LedgerReader(m_campaign->database()).quantities()) {
        if (q.id != quantity || !q.threshold)
            continue;
        auto *line = new QCPItemStraightLine(m_plot);
        line->point1->setCoords(0, double(*q.threshold));
        line->point2->setCoords(1, double(*q.threshold));
        line->setPen(QPen(QColor(0x5a, 0x2d, 0x0c), 1.5, Qt::DashLine));
        auto *label = new QCPItemText(m_plot);
        label->position->setTypeX(QCPItemPosition::ptAxisRectRatio);
        label->position->setCoords(0.99, double(*q.threshold));
        label->setPositionAlignment(Qt::AlignRight | Qt::AlignBottom);
        label->setText(q.thresholdLabel.isEmpty() ? tr("Victory: %1").arg(*q.threshold) : q.thresholdLabel);
        label->setColor(QColor(0x5a, 0x2d, 0x0c));
        m_thresholdDrawn = true;
        // Keep the line in view: add an invisible point at the threshold.
        QCPGraph *anchor = m_plot->addGraph();
        anchor->setPen(Qt::NoPen);
        anchor->removeFromLegend();
        anchor->setData({1.0}, {double(*q.threshold)});
    }
}

QString LedgerChartView::valuesAt(int turn) const
{
    if (!m_campaign || turn < 1)
        return {};
    QStringList parts;
    for (int i = 0; i < m_series.size(); ++i) {
        const double v = m_series.at(i).values.value(turn - 1, std::nan(""));
        if (!std::isnan(v))
            parts << QStringLiteral("<span style=\"color:%1\">■</span> %2 %3")
                         .arg(sideColour(m_series.at(i).colour, i).name(), m_series.at(i).name.toHtmlEscaped())
                         .arg(v, 0, 'f', 0);
    }
    return QStringLiteral("<b>%1</b>: %2").arg(m_campaign->game().describeTurn(turn).toHtmlEscaped(),
                                               parts.join(QStringLiteral(", ")));
}

void LedgerChartView::hover(QMouseEvent *event)
{
    if (m_series.isEmpty())
        return;
    const int turn = int(std::lround(m_plot->xAxis->pixelToCoord(event->position().x())));
    const double y = m_plot->yAxis->pixelToCoord(event->position().y());
    // The tracer sits on the line nearest the pointer at that turn.
    int best = -1;
    double bestDistance = 0;
    for (int i = 0; i < m_series.size() && i < m_plot->graphCount(); ++i) {
        const double v = m_series.at(i).values.value(turn - 1, std::nan(""));
        if (!std::isnan(v) && (best < 0 || std::fabs(v - y) < bestDistance)) {
            best = i;
            bestDistance = std::fabs(v - y);
        }
    }
    m_tracer->setVisible(best >= 0);
    if (best >= 0) {
        m_tracer->setGraph(m_plot->graph(best));
        m_tracer->setGraphKey(turn);
        m_tracer->setPen(QPen(m_plot->graph(best)->pen().color(), 2));
    }
    m_hover->setText(valuesAt(turn));
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

bool LedgerChartView::exportPng(const QString &path, int width, int height)
{
    return m_plot->savePng(path, width, height);
}

bool LedgerChartView::exportPdf(const QString &path, int width, int height)
{
    return m_plot->savePdf(path, width, height, QCP::epNoCosmetic, QStringLiteral("Reeve"),
                           m_measure->currentText());
}

QPixmap LedgerChartView::render(int width, int height)
{
    return m_plot->toPixmap(width, height);
}

void LedgerChartView::exportInteractively(bool pdf)
{
    const QString filter = pdf ? tr("PDF files (*.pdf)") : tr("PNG images (*.png)");
    const QString path = QFileDialog::getSaveFileName(this, tr("Export chart"),
                                                      pdf ? tr("chart.pdf") : tr("chart.png"), filter);
    if (path.isEmpty())
        return;
    const bool ok = pdf ? exportPdf(path, 1200, 750) : exportPng(path, 1600, 1000);
    m_hover->setText(ok ? tr("Saved %1.").arg(path) : tr("Could not write %1.").arg(path));
}

} // namespace Reeve

// Its meta-object here, not in the library's one moc object: that object is in every program
// linking reeve_ui, and would link the chart (and QCustomPlot) into reeve, which loads it as a plugin.
#include "moc_ledgerchartview.cpp"
