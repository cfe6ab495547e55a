#include "logpanel.h"

#include <QComboBox>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QTableView>
#include <QTimer>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "campaign/viewergate.h"
#include "common/campaigncombos.h"
#include "common/userprompts.h"
#include "log/logmodel.h"
#include "log/logquery.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

/// Refills \a combo with \a fill while keeping the chosen item (by data) if it still exists.
template<typename Fill>
void refill(QComboBox *combo, Fill fill)
{
    const QVariant kept = combo->currentData();
    const QSignalBlocker blocker(combo);
    combo->clear();
    fill();
    const int index = combo->findData(kept);
    combo->setCurrentIndex(index >= 0 ? index : 0);
}

} // namespace

LogPanel::LogPanel(QWidget *parent)
    : QWidget(parent)
    , m_model(new LogModel(this))
    , m_view(new QTableView(this))
    , m_audience(new QComboBox(this))
    , m_turn(new QComboBox(this))
    , m_side(new QComboBox(this))
    , m_kind(new QComboBox(this))
    , m_search(new QLineEdit(this))
    , m_count(new QLabel(this))
    , m_searchDelay(new QTimer(this))
    , m_prompts(std::make_shared<UserPrompts>())
{
    m_audience->setToolTip(tr("Whose view of the log: public, one side's, or the referee's (everything)"));
    m_search->setPlaceholderText(tr("Search the log…"));
    m_search->setClearButtonEnabled(true);
    m_searchDelay->setSingleShot(true);
    m_searchDelay->setInterval(250);
    for (QComboBox *combo : {m_audience, m_turn, m_side, m_kind}) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
        connect(combo, &QComboBox::currentIndexChanged, this, &LogPanel::applyFilter);
    }
    connect(m_search, &QLineEdit::textChanged, m_searchDelay, qOverload<>(&QTimer::start));
    connect(m_searchDelay, &QTimer::timeout, this, &LogPanel::applyFilter);

    setupView();
    buildLayout();
    setCampaign(nullptr);
}

void LogPanel::setupView()
{
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setAlternatingRowColors(true);
    m_view->setWordWrap(false);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 8);
    QHeaderView *header = m_view->horizontalHeader();
    header->setStretchLastSection(true);
    header->setHighlightSections(false);
    const int digit = m_view->fontMetrics().horizontalAdvance(u"0"_s);
    header->resizeSection(LogModel::SeqColumn, digit * 7);
    header->resizeSection(LogModel::TurnColumn, digit * 15);
    header->resizeSection(LogModel::PhaseColumn, digit * 15);
    header->resizeSection(LogModel::ActorColumn, digit * 8);
    connect(m_model, &LogModel::newestInserted, this, [this] {
        if (m_view->verticalScrollBar()->value() <= 1)
            m_view->scrollToTop();
    });
    connect(m_model, &LogModel::totalCountChanged, this, &LogPanel::updateCount);

}

void LogPanel::buildLayout()
{
    auto *filters = new QGridLayout;
    filters->addWidget(new QLabel(tr("&View as:"), this), 0, 0);
    filters->addWidget(m_audience, 0, 1);
    filters->addWidget(new QLabel(tr("T&urn:"), this), 0, 2);
    filters->addWidget(m_turn, 0, 3);
    filters->addWidget(new QLabel(tr("Si&de:"), this), 1, 0);
    filters->addWidget(m_side, 1, 1);
    filters->addWidget(new QLabel(tr("K&ind:"), this), 1, 2);
    filters->addWidget(m_kind, 1, 3);
    filters->setColumnStretch(4, 1);
    const QList<QWidget *> buddies{m_audience, m_turn, m_side, m_kind};
    for (int i = 0; i < filters->count(); ++i) {
        if (auto *label = qobject_cast<QLabel *>(filters->itemAt(i)->widget()))
            label->setBuddy(buddies.value(i / 2));
    }
    auto *searchRow = new QHBoxLayout;
    searchRow->addWidget(m_search, 1);
    searchRow->addWidget(m_count);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(filters);
    layout->addLayout(searchRow);
    layout->addWidget(m_view, 1);
    setTabOrder(m_audience, m_turn);
    setTabOrder(m_turn, m_side);
    setTabOrder(m_side, m_kind);
    setTabOrder(m_kind, m_search);
    setTabOrder(m_search, m_view);
    setFocusProxy(m_view);
}

void LogPanel::setCampaign(Campaign *campaign)
{
    if (m_campaign)
        disconnect(m_campaign, nullptr, this, nullptr);
    m_campaign = campaign;
    m_granted = u"public"_s; // a private view never carries over to another campaign
    m_filling = true;
    for (QComboBox *combo : {m_audience, m_turn, m_side, m_kind}) {
        const QSignalBlocker blocker(combo);
        combo->clear();
    }
    m_search->clear();
    m_searchDelay->stop();
    m_filling = false;
    refillChoices();
    m_model->setCampaign(campaign);
    applyFilter();
    if (m_campaign)
        connect(m_campaign, &Campaign::changed, this, &LogPanel::refillChoices);
    setEnabled(campaign != nullptr);
}

bool LogPanel::setAudience(const QString &key, const QString &pin)
{
    const int index = m_audience->findData(key);
    if (index < 0)
        return false;
    m_offeredPin = pin;
    m_audience->setCurrentIndex(index);
    m_offeredPin.clear();
    return m_granted == key;
}

void LogPanel::setPrompts(std::shared_ptr<UserPrompts> prompts)
{
    m_prompts = std::move(prompts);
}

bool LogPanel::grant(const QString &key)
{
    if (key == m_granted || key == u"public"_s || key.isEmpty() || !m_campaign) {
        m_granted = key.isEmpty() ? u"public"_s : key;
        return true;
    }
    const bool referee = key == u"referee"_s;
    const Audience audience = referee ? Audience::Referee : Audience::Side;
    const qint64 side = referee ? 0 : key.toLongLong();
    ViewerGate gate(*m_campaign);
    bool open = !gate.needsPin(audience, side) || (!m_offeredPin.isEmpty() && gate.check(audience, side, m_offeredPin));
    if (!open && m_offeredPin.isEmpty()) {
        const QString whose = referee ? tr("the referee") : m_audience->currentText();
        const std::optional<QString> pin = m_prompts->askPin(this, whose);
        open = pin && gate.check(audience, side, *pin);
        if (pin && !open)
            m_prompts->error(this, tr("Private view"), tr("Wrong PIN: the log stays in the view it had."));
    }
    if (open)
        m_granted = key;
    return open;
}

void LogPanel::refillChoices()
{
    if (!m_campaign)
        return;
    m_filling = true;
    fillAudiences();
    fillTurns();
    fillSides();
    fillKinds();
    m_filling = false;
}

void LogPanel::fillAudiences()
{
    refill(m_audience, [this] {
        m_audience->addItem(tr("Public"), u"public"_s);
        for (const Side &side : CampaignReader(m_campaign->database()).sides())
            m_audience->addItem(tr("%1 (side)").arg(side.name), QString::number(side.id));
        m_audience->addItem(tr("Referee (everything)"), u"referee"_s);
    });
}

void LogPanel::fillTurns()
{
    refill(m_turn, [this] {
        m_turn->addItem(tr("All turns"), 0);
        const QList<int> turns = LogQuery(m_campaign->database(), Audience::Public).turns();
        for (int turn : turns) {
            if (turn > 0)
                m_turn->addItem(m_campaign->game().describeTurn(turn), turn);
        }
    });
}

void LogPanel::fillSides()
{
    refill(m_side, [this] {
        CampaignCombos::fillSides(m_side, *m_campaign, CampaignCombos::Empty::Allowed, tr("All sides"));
    });
}

void LogPanel::fillKinds()
{
    refill(m_kind, [this] {
        m_kind->addItem(tr("All kinds"), QString());
        const QStringList kinds = LogQuery(m_campaign->database(), Audience::Public).kinds();
        QStringList groups;
        for (const QString &kind : kinds) {
            const QString group = kind.section(u'.', 0, 0);
            if (kind.contains(u'.') && !groups.contains(group))
                groups << group;
        }
        for (const QString &group : std::as_const(groups))
            m_kind->addItem(tr("%1 (all)").arg(group), group + u'.');
        for (const QString &kind : kinds)
            m_kind->addItem(kind, kind);
    });
}

void LogPanel::applyFilter()
{
    if (m_filling || !m_campaign)
        return;
    LogModel::Filter filter;
    if (!grant(m_audience->currentData().toString())) {
        const QSignalBlocker blocker(m_audience);
        m_audience->setCurrentIndex(std::max(0, m_audience->findData(m_granted)));
        return;
    }
    const QString audience = m_granted;
    if (audience == u"referee"_s) {
        filter.audience = Audience::Referee;
    } else if (audience != u"public"_s && !audience.isEmpty()) {
        filter.audience = Audience::Side;
        filter.audienceSide = audience.toLongLong();
    }
    filter.turn = m_turn->currentData().toInt();
    filter.side = m_side->currentData().toLongLong();
    filter.sideName = filter.side ? m_side->currentText() : QString();
    filter.kind = m_kind->currentData().toString();
    filter.search = m_search->text().trimmed();
    m_model->setFilter(filter);
    m_view->scrollToTop();
}

void LogPanel::updateCount()
{
    m_count->setText(tr("%n action(s)", nullptr, int(m_model->totalCount())));
}

} // namespace Reeve
