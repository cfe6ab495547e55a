#include "ledgerpanel.h"

#include <QComboBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QPushButton>
#include <QScrollBar>
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

#include "util/plural.h"
#include "campaign/campaignreader.h"
#include "common/rowselection.h"
#include "common/viewerchoice.h"
#include "ledger/ledger.h"
#include "ledger/ledgercategories.h"
#include "ledger/ledgercsv.h"
#include "ledger/ledgerreader.h"
#include "ledger/money.h"
#include "ledgerentrydialog.h"
#include "ledgerentrymodel.h"
#include "ledgersummarymodel.h"
#include "util/failure.h"

namespace Reeve {

namespace {

/// The sides the treasury keeps in view at least; more scroll.
constexpr int kSummaryRows = 8;

/// The treasury: a row per side, every one in view (up to kSummaryRows), with the history below taking
/// what is left. Laid out by its preferred height, it showed about two and a half of four sides at 1280x800.
class SummaryTable : public QTableView
{
public:
    using QTableView::QTableView;
    QSize sizeHint() const override { return {QTableView::sizeHint().width(), rowsHeight()}; }
    QSize minimumSizeHint() const override { return {QTableView::minimumSizeHint().width(), rowsHeight()}; }

protected:
    /// Rows added or removed, a column wider than the view (its scroll bar): the height asked changes.
    void updateGeometries() override
    {
        QTableView::updateGeometries();
        if (rowsHeight() != m_asked) {
            m_asked = rowsHeight();
            updateGeometry();
        }
    }

private:
    int rowsHeight() const
    {
        const int rows = model() ? qBound(1, model()->rowCount(), kSummaryRows) : 1;
        int height = horizontalHeader()->sizeHint().height() + rows * verticalHeader()->defaultSectionSize()
                     + 2 * frameWidth();
        if (horizontalScrollBar()->isVisible())
            height += horizontalScrollBar()->sizeHint().height();
        return height;
    }

    int m_asked = 0;
};

QTableView *makeTable(QTableView *view, QAbstractItemModel *model)
{
    view->setModel(model);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->verticalHeader()->hide();
    view->verticalHeader()->setDefaultSectionSize(view->fontMetrics().height() + 6);
    view->setAlternatingRowColors(true);
    view->horizontalHeader()->setStretchLastSection(true);
    return view;
}

} // namespace

LedgerPanel::LedgerPanel(QWidget *parent)
    : QWidget(parent)
    , m_summary(new LedgerSummaryModel(this))
    , m_entries(new LedgerEntryModel(this))
    , m_refreshTimer(new QTimer(this))
{
    m_refreshTimer->setSingleShot(true);
    m_refreshTimer->setInterval(0);
    connect(m_refreshTimer, &QTimer::timeout, this, &LedgerPanel::refresh);
    auto *layout = new QVBoxLayout(this);
    auto *head = new QHBoxLayout;
    m_summaryTitle = new QLabel(this);
    // The turn as the game names it ("September 1066"), as the Turn Log and the status bar show it.
    m_summaryTurn = new TurnSpinBox(this);
    m_summaryTurn->setToolTip(tr("The turn whose treasury is shown"));
    auto *turnLabel = new QLabel(tr("T&urn:"), this);
    turnLabel->setBuddy(m_summaryTurn);
    m_viewer = new ViewerChoice(this);
    auto *viewerLabel = new QLabel(tr("&View as:"), this);
    viewerLabel->setBuddy(m_viewer);
    head->addWidget(m_summaryTitle, 1);
    head->addWidget(viewerLabel);
    head->addWidget(m_viewer);
    head->addSpacing(fontMetrics().averageCharWidth() * 2);
    head->addWidget(turnLabel);
    head->addWidget(m_summaryTurn);
    layout->addLayout(head);
    auto *splitter = new QSplitter(Qt::Vertical, this);
    m_summaryView = makeTable(new SummaryTable(splitter), m_summary);
    // One row per side: every column as wide as its names and figures (and its header, in any language).
    m_summaryView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    auto *lower = new QWidget(splitter);
    auto *lowerLayout = new QVBoxLayout(lower);
    lowerLayout->setContentsMargins(0, 0, 0, 0);
    lowerLayout->addWidget(buildFilters());
    m_historyView = makeTable(new QTableView(lower), m_entries);
    m_historyView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_historyView->horizontalHeader()->setResizeContentsPrecision(100); // sample rows: fast on long ledgers
    m_historyView->horizontalHeader()->setStretchLastSection(true);
    lowerLayout->addWidget(m_historyView);
    // The treasury keeps its sides' rows; a taller dock gives the history more.
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);
    layout->addWidget(splitter, 1);
    m_totals = new QLabel(this);
    m_message = new QLabel(this);
    m_message->setWordWrap(true);
    m_message->hide(); // until there is something to say: the history has its line meanwhile
    layout->addWidget(m_totals);
    layout->addWidget(m_message);
    layout->addWidget(buildButtons());
    connect(m_viewer, &ViewerChoice::viewerChanged, this, [this] {
        m_summary->setAudience(m_viewer->audience(), m_viewer->side());
        applyFilter();
    });
    connect(m_summaryTurn, &QSpinBox::valueChanged, this, [this](int turn) {
        if (!m_filling)
            m_summary->setTurn(turn);
    });
    setEnabled(false);
}

QWidget *LedgerPanel::buildFilters()
{
    auto *box = new QWidget(this);
    auto *row = new QHBoxLayout(box);
    row->setContentsMargins(0, 0, 0, 0);
    m_side = new QComboBox(box);
    m_fromTurn = new QSpinBox(box);
    m_toTurn = new QSpinBox(box);
    m_category = new QComboBox(box);
    for (QComboBox *combo : {m_side, m_category}) // "all categories" whole, not "all categ"
        combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_fromTurn->setRange(0, 100000);
    m_toTurn->setRange(0, 100000);
    m_fromTurn->setSpecialValueText(tr("first"));
    m_toTurn->setSpecialValueText(tr("last"));
    row->addWidget(new QLabel(tr("History of"), box));
    row->addWidget(m_side);
    row->addWidget(new QLabel(tr("turns"), box));
    row->addWidget(m_fromTurn);
    row->addWidget(new QLabel(tr("to"), box));
    row->addWidget(m_toTurn);
    row->addWidget(m_category);
    row->addStretch(1);
    connect(m_side, &QComboBox::currentIndexChanged, this, &LedgerPanel::applyFilter);
    connect(m_category, &QComboBox::currentIndexChanged, this, &LedgerPanel::applyFilter);
    connect(m_fromTurn, &QSpinBox::valueChanged, this, &LedgerPanel::applyFilter);
    connect(m_toTurn, &QSpinBox::valueChanged, this, &LedgerPanel::applyFilter);
    return box;
}

QWidget *LedgerPanel::buildButtons()
{
    auto *box = new QWidget(this);
    auto *row = new QHBoxLayout(box);
    row->setContentsMargins(0, 0, 0, 0);
    auto add = [box, row](const QString &text, const QString &tip) {
        auto *button = new QPushButton(text, box);
        button->setToolTip(tip);
        row->addWidget(button);
        return button;
    };
    connect(add(tr("&Credit…"), tr("Add money to a side's account")), &QPushButton::clicked, this,
            [this] { openDialog(int(LedgerEntryDialog::Kind::Credit)); });
    connect(add(tr("&Debit…"), tr("Take money from a side's account")), &QPushButton::clicked, this,
            [this] { openDialog(int(LedgerEntryDialog::Kind::Debit)); });
    connect(add(tr("&Transfer…"), tr("Move money between sides (ransom, tribute, trade)")), &QPushButton::clicked,
            this, [this] { openDialog(int(LedgerEntryDialog::Kind::Transfer)); });
    m_correct = add(tr("C&orrect…"),
                    tr("Reverse the selected entry with a correcting entry (entries are never edited)"));
    connect(m_correct, &QPushButton::clicked, this, &LedgerPanel::correctSelected);
    RowSelection::follow(m_historyView, this, [this] { updateCorrect(); });
    updateCorrect();
    row->addStretch(1);
    connect(add(tr("&Export CSV…"), tr("Save the entries shown as CSV")), &QPushButton::clicked, this,
            &LedgerPanel::exportCsvInteractively);
    return box;
}

void LedgerPanel::setCampaign(Campaign *campaign)
{
    if (m_campaign)
        disconnect(m_campaign, nullptr, this, nullptr);
    m_campaign = campaign;
    setEnabled(campaign != nullptr);
    if (campaign)
        connect(campaign, &Campaign::changed, m_refreshTimer, qOverload<>(&QTimer::start));
    m_summary->setCampaign(campaign);
    m_entries->setCampaign(campaign);
    {
        const QSignalBlocker blocker(m_viewer);
        m_viewer->setCampaign(campaign);
    }
    m_summary->setAudience(m_viewer->audience(), m_viewer->side());
    refresh();
    updateCorrect();
}

void LedgerPanel::fillFilterChoices()
{
    m_filling = true;
    const qint64 side = m_side->currentData().toLongLong();
    const QString category = m_category->currentData().toString();
    m_side->clear();
    m_side->addItem(tr("all sides"), 0);
    m_category->clear();
    m_category->addItem(tr("all categories"), QString());
    for (LedgerCategory c : LedgerCategories::all())
        m_category->addItem(LedgerCategories::label(c), LedgerCategories::id(c));
    if (m_campaign) {
        for (const Side &s : CampaignReader(m_campaign->database()).sides())
            m_side->addItem(s.name, s.id);
        const int turn = CampaignReader(m_campaign->database()).clock().turn;
        m_summaryTurn->setGame(m_campaign->game(), turn);
        m_summaryTurn->setValue(turn);
        m_summaryTitle->setText(tr("<b>Treasury</b>"));
    }
    m_side->setCurrentIndex(std::max(0, m_side->findData(side)));
    m_category->setCurrentIndex(std::max(0, m_category->findData(category)));
    m_filling = false;
}

void LedgerPanel::refresh()
{
    m_viewer->refill(); // sides added or renamed; a side that is gone falls back to the public view
    fillFilterChoices();
    m_summary->setTurn(m_summaryTurn->value());
    applyFilter();
}

void LedgerPanel::applyFilter()
{
    if (m_filling)
        return;
    LedgerFilter filter;
    filter.sideId = m_side->currentData().toLongLong();
    filter.fromTurn = m_fromTurn->value();
    filter.toTurn = m_toTurn->value();
    filter.category = m_category->currentData().toString();
    filter.audience = m_viewer->audience();
    filter.audienceSide = m_viewer->side();
    m_entries->setFilter(filter);
    m_historyView->scrollToBottom();
    if (!m_campaign) {
        m_totals->clear();
        return;
    }
    qint64 sum = 0;
    for (int row = 0; row < m_entries->rowCount(); ++row)
        sum += m_entries->entry(row).amount;
    m_totals->setText(Plural::text(tr("%n entry(ies) shown, net %1", nullptr, m_entries->rowCount()),
                                   m_entries->rowCount())
                          .arg(Money::format(sum, m_campaign->game().currency, Money::Sign::Always)));
}

void LedgerPanel::showMessage(const QString &text, bool error)
{
    m_message->setStyleSheet(error ? QStringLiteral("color: #a01010;") : QString());
    m_message->setText(text);
    m_message->setVisible(!text.isEmpty());
}

QString LedgerPanel::message() const
{
    return m_message->text();
}

void LedgerPanel::openDialog(int kind)
{
    if (!m_campaign)
        return;
    LedgerEntryDialog dialog(*m_campaign, LedgerEntryDialog::Kind(kind), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    try {
        const qint64 seq = dialog.apply(*m_campaign);
        showMessage(tr("Recorded as action #%1.").arg(seq));
    } catch (const Failure &failure) {
        showMessage(failure.message(), true);
    }
}

bool LedgerPanel::correctEntry(qint64 entryId, const QString &reason)
{
    if (!m_campaign)
        return false;
    try {
        const qint64 seq = Ledger(*m_campaign).reverse(entryId, reason);
        showMessage(tr("Entry %1 reversed by action #%2.").arg(entryId).arg(seq));
        return true;
    } catch (const Failure &failure) {
        showMessage(failure.message(), true);
        return false;
    }
}

void LedgerPanel::correctSelected()
{
    const QModelIndex index = RowSelection::selectedIndex(m_historyView);
    if (!index.isValid()) {
        showMessage(tr("Select the entry to correct first."), true);
        return;
    }
    const qint64 id = index.data(LedgerEntryModel::EntryIdRole).toLongLong();
    bool ok = false;
    const QString reason = QInputDialog::getText(this, tr("Correct entry %1").arg(id),
                                                 tr("Why is entry %1 wrong? It stays in the books and a reversing "
                                                    "entry is added.")
                                                     .arg(id),
                                                 QLineEdit::Normal, QString(), &ok);
    if (ok)
        correctEntry(id, reason);
}

void LedgerPanel::updateCorrect()
{
    // An entry to correct is picked in the history, by a click as well as by the keys.
    const bool writable = m_campaign && !m_campaign->isReadOnly();
    m_correct->setEnabled(writable && RowSelection::selectedRow(m_historyView) >= 0);
}

bool LedgerPanel::exportCsv(const QString &path)
{
    if (!m_campaign)
        return false;
    QList<LedgerEntry> shown;
    for (int row = 0; row < m_entries->rowCount(); ++row)
        shown << m_entries->entry(row);
    // The same CSV as reeve-cli ledger list --csv: formulas neutralised, the chain head as the last row.
    const QString error
            = LedgerCsv::save(path, LedgerCsv::exportCsv(*m_campaign, shown, m_entries->filter().audience));
    if (!error.isEmpty()) {
        showMessage(tr("Cannot write %1: %2").arg(path, error), true);
        return false;
    }
    showMessage(tr("Saved %1.").arg(path));
    return true;
}

void LedgerPanel::exportCsvInteractively()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export ledger"), tr("ledger.csv"),
                                                      tr("CSV files (*.csv)"));
    if (!path.isEmpty())
        exportCsv(path);
}

} // namespace Reeve
