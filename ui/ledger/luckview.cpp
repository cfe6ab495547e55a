#include "luckview.h"

#include <cmath>

#include <QApplication>
#include <QComboBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressDialog>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>
#include <qcustomplot.h>

#include "campaign/campaignreader.h"
#include "common/viewerchoice.h"
#include "ledger/ledgercsv.h"
#include "log/actionlog.h"
#include "log/logquery.h"
#include "luckgroupmodel.h"
#include "util/plural.h"

namespace Reeve {

using namespace Qt::StringLiterals;

LuckView::LuckView(QWidget *parent)
    : QWidget(parent)
    , m_model(new LuckGroupModel(this))
    , m_plot(new QCustomPlot(this))
    , m_again(new QTimer(this))
{
    m_again->setSingleShot(true);
    m_again->setInterval(150); // a step logs several rolls: read the log once after the last
    connect(m_again, &QTimer::timeout, this, [this] { recompute(); });
    auto *layout = new QVBoxLayout(this);
    auto *bar = new QHBoxLayout;
    m_procedure = new QComboBox(this);
    m_side = new QComboBox(this);
    m_die = new QComboBox(this);
    m_source = new QComboBox(this);
    m_viewer = new ViewerChoice(this);
    for (QComboBox *combo : {m_procedure, m_side, m_die, m_source}) // "all procedures" whole
        combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    // The bar's combos have no labels of their own: each says what it chooses.
    m_procedure->setToolTip(tr("Which procedure's dice"));
    m_side->setToolTip(tr("Whose dice"));
    m_die->setToolTip(tr("Which die: the chart and the test take one die size at a time"));
    m_die->setPlaceholderText(tr("no dice yet"));
    m_source->setToolTip(tr("Dice rolled by Reeve, entered from the table, or both"));
    m_source->addItem(tr("all dice"), int(LuckStatistics::Source::All));
    m_source->addItem(tr("rolled by Reeve"), int(LuckStatistics::Source::Rolled));
    m_source->addItem(tr("entered from the table"), int(LuckStatistics::Source::Entered));
    auto *again = new QPushButton(tr("&Recompute"), this);
    auto *csv = new QPushButton(tr("Export &CSV…"), this);
    for (QWidget *w :
         {static_cast<QWidget *>(m_procedure), static_cast<QWidget *>(m_side), static_cast<QWidget *>(m_die),
          static_cast<QWidget *>(m_source), static_cast<QWidget *>(m_viewer)})
        bar->addWidget(w);
    bar->addStretch(1);
    bar->addWidget(again);
    bar->addWidget(csv);
    layout->addLayout(bar);
    auto *splitter = new QSplitter(Qt::Vertical, this);
    auto *top = new QWidget(splitter);
    auto *topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    m_plot->setMinimumSize(320, 180);
    topLayout->addWidget(m_plot, 1);
    m_summary = new QLabel(top);
    m_summary->setWordWrap(true);
    topLayout->addWidget(m_summary);
    m_table = new QTableView(splitter);
    m_table->setModel(m_model);
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    layout->addWidget(splitter, 1);
    m_plot->legend->setVisible(true);
    m_plot->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    m_plot->legend->setWrap(2);
    // The legend gets a row of its own above the axes, so it never covers a bar.
    m_plot->plotLayout()->insertRow(0);
    m_plot->plotLayout()->addElement(0, 0, m_plot->legend);
    m_plot->plotLayout()->setRowStretchFactor(0, 0.001);
    m_plot->legend->setMargins(QMargins(6, 2, 6, 2));
    m_plot->yAxis->setLabel(tr("Rolls"));
    for (QComboBox *combo : {m_procedure, m_side, m_die})
        connect(combo, &QComboBox::currentIndexChanged, this, [this] {
            if (!m_filling)
                redraw();
        });
    connect(m_source, &QComboBox::currentIndexChanged, this, &LuckView::recompute);
    connect(m_viewer, &ViewerChoice::viewerChanged, this, &LuckView::recompute);
    connect(again, &QPushButton::clicked, this, &LuckView::recompute);
    connect(csv, &QPushButton::clicked, this, &LuckView::exportInteractively);
    connect(m_table, &QTableView::activated, this, [this](const QModelIndex &index) {
        const LuckGroup &g = m_model->group(index.row());
        select(g.procedure, g.side, g.sides);
    });
    setEnabled(false);
}

LuckView::~LuckView() = default;

void LuckView::setCampaign(Campaign *campaign)
{
    if (m_campaign)
        disconnect(m_campaign, nullptr, this, nullptr);
    m_campaign = campaign;
    if (campaign)
        connect(campaign, &Campaign::changed, this, &LuckView::campaignChanged);
    setEnabled(campaign != nullptr);
    {
        const QSignalBlocker blocker(m_viewer);
        m_viewer->setCampaign(campaign);
    }
    recompute();
}

void LuckView::campaignChanged(qint64 seq)
{
    // Only procedure resolutions carry dice (a step's rolls are resolutions in its group).
    const QString kind = m_campaign ? m_campaign->log().action(seq).kind : QString();
    if (kind != u"procedure.resolve"_s && kind != u"step"_s && kind != u"undo"_s && kind != u"redo"_s)
        return;
    if (isVisible())
        m_again->start();
    else
        m_stale = true;
}

void LuckView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_stale)
        m_again->start();
}

bool LuckView::recompute()
{
    m_again->stop();
    m_stale = false;
    m_stats.reset();
    if (!m_campaign) {
        m_model->setGroups({});
        fillChoices();
        redraw();
        return true;
    }
    QStringList names;
    for (const Side &side : CampaignReader(m_campaign->database()).sides())
        names << side.name;
    m_viewer->refill();
    m_model->setGame(m_campaign->game().id);
    m_stats = std::make_unique<LuckStatistics>(LogQuery(m_campaign->database(), m_viewer->audience(),
                                                        m_viewer->side()),
                                               names);
    m_stats->setSource(LuckStatistics::Source(m_source->currentData().toInt()));
    QProgressDialog dialog(tr("Reading the dice of every logged procedure…"), tr("Cancel"), 0, 100, this);
    dialog.setWindowModality(Qt::WindowModal);
    dialog.setMinimumDuration(500);
    Progress progress([&dialog](qint64 done, qint64 total) {
        dialog.setValue(total > 0 ? int(done * 100 / total) : 0);
        QApplication::processEvents();
        return !dialog.wasCanceled();
    });
    const bool complete = m_stats->compute(progress);
    dialog.reset();
    m_model->setGroups(complete ? m_stats->groups() : QList<LuckGroup>());
    fillChoices();
    redraw();
    if (!complete)
        m_summary->setText(tr("Cancelled."));
    return complete;
}

void LuckView::fillChoices()
{
    m_filling = true;
    const QString procedure = m_procedure->currentData().toString();
    const QString side = m_side->currentData().toString();
    const int die = m_die->currentData().toInt();
    m_procedure->clear();
    m_side->clear();
    m_die->clear();
    m_procedure->addItem(tr("all procedures"), QString());
    m_side->addItem(tr("all sides"), QString());
    if (m_stats) {
        for (const QString &p : m_stats->procedures())
            m_procedure->addItem(LuckGroupModel::procedureTitle(p), p);
        const QString game = m_campaign ? m_campaign->game().id : QString();
        for (const QString &s : m_stats->sides())
            m_side->addItem(LuckGroupModel::rollerLabel(game, s), s); // "Umpire", not "umpire"
        for (int d : m_stats->dieSizes())
            m_die->addItem(QStringLiteral("d%1").arg(d), d);
    }
    m_procedure->setCurrentIndex(std::max(0, m_procedure->findData(procedure)));
    m_side->setCurrentIndex(std::max(0, m_side->findData(side)));
    m_die->setCurrentIndex(std::max(0, m_die->findData(die)));
    m_filling = false;
}

void LuckView::select(const QString &procedure, const QString &side, int dieSides)
{
    m_filling = true;
    m_procedure->setCurrentIndex(std::max(0, m_procedure->findData(procedure)));
    m_side->setCurrentIndex(std::max(0, m_side->findData(side)));
    m_die->setCurrentIndex(std::max(0, m_die->findData(dieSides)));
    m_filling = false;
    redraw();
}

QString LuckView::summary() const
{
    return m_summary->text();
}

void LuckView::redraw()
{
    m_plot->clearPlottables();
    m_plot->clearItems();
    const int sides = m_die->currentData().toInt();
    if (!m_stats || sides < 2) {
        m_summary->setText(m_campaign ? tr("No dice have been logged yet.") : QString());
        m_plot->hide(); // not an empty frame of axes and legend: the sentence says it
        return;
    }
    const LuckGroup g = m_stats->aggregate(m_procedure->currentData().toString(),
                                           m_side->currentData().toString(), sides);
    QList<double> faces, observed, expected;
    for (int face = 1; face <= sides; ++face) {
        faces << face;
        observed << double(g.counts.at(face - 1));
        expected << g.expectedCount();
    }
    m_plot->show();
    auto *bars = new QCPBars(m_plot->xAxis, m_plot->yAxis);
    bars->setName(tr("Observed"));
    bars->setData(faces, observed, true);
    bars->setWidth(0.7);
    bars->setPen(QPen(QColor(0x5a, 0x2d, 0x0c)));
    bars->setBrush(QColor(0xc8, 0xa0, 0x60));
    QCPGraph *fair = m_plot->addGraph();
    fair->setName(tr("Expected for a fair die"));
    fair->setData(faces, expected, true);
    fair->setPen(QPen(QColor(0x1f, 0x4e, 0x9c), 2, Qt::DashLine));
    fair->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDiamond, 7));
    QSharedPointer<QCPAxisTickerFixed> ticker(new QCPAxisTickerFixed);
    ticker->setTickStep(sides > 12 ? 5 : 1);
    m_plot->xAxis->setTicker(ticker);
    m_plot->xAxis->setLabel(tr("Face"));
    m_plot->xAxis->setRange(0.3, sides + 0.7);
    double top = 1;
    for (int i = 0; i < sides; ++i)
        top = std::max({top, observed.at(i), expected.at(i)});
    m_plot->yAxis->setRange(0, top * 1.3); // room for the legend above the bars
    if (top * 1.3 <= 12) {                 // a few rolls are counted in whole rolls, not "0.25"
        QSharedPointer<QCPAxisTickerFixed> whole(new QCPAxisTickerFixed);
        whole->setTickStep(1);
        m_plot->yAxis->setTicker(whole);
    } else {
        m_plot->yAxis->setTicker(QSharedPointer<QCPAxisTicker>(new QCPAxisTicker));
    }
    m_plot->replot();
    QString verdict;
    const double p = g.pValue();
    if (g.rolls() == 0)
        verdict = tr("no rolls");
    else if (!g.isReliable())
        verdict = tr("too few rolls for a fair test (need %1)").arg(5 * sides);
    else if (p >= 0.05)
        verdict = tr("consistent with fair dice");
    else if (p >= 0.01)
        verdict = tr("somewhat unusual: about 1 set of fair dice in %1 does this").arg(std::lround(1 / p));
    else
        verdict = tr("unusual: fewer than 1 set of fair dice in 100 does this");
    m_summary->setText(
            Plural::text(tr("%n roll(s) · mean %1 (fair %2) · χ² = %3, %4 degrees of freedom, p = %5 — %6",
                            nullptr, int(g.rolls())),
                         g.rolls())
                    .arg(g.mean(), 0, 'f', 2)
                    .arg(g.expectedMean(), 0, 'f', 1)
                    .arg(g.chiSquare(), 0, 'f', 2)
                    .arg(g.degreesOfFreedom())
                    .arg(std::isnan(p) ? u"–"_s : QString::number(p, 'f', 4), verdict));
}

bool LuckView::exportCsv(const QString &path)
{
    if (!m_stats || !m_campaign)
        return false;
    // The same CSV as reeve-cli luck --csv: formulas neutralised, the chain head as the last row.
    return LedgerCsv::save(path, m_stats->exportCsv(m_campaign->database())).isEmpty();
}

void LuckView::exportInteractively()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export luck statistics"), tr("luck.csv"),
                                                      tr("CSV files (*.csv)"));
    if (!path.isEmpty() && !exportCsv(path))
        m_summary->setText(tr("Could not write %1.").arg(path));
}

} // namespace Reeve

// Its meta-object here, not in the library's one moc object: that object is in every program
// linking reeve_ui, and would link the chart (and QCustomPlot) into reeve, which loads it as a plugin.
#include "moc_luckview.cpp"
