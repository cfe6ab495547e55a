#include "logpanel.h"

#include <QComboBox>
#include <QEvent>
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
#include "campaign/gametexts.h"
#include "common/campaigncombos.h"
#include "common/refereewords.h"
#include "common/viewerchoice.h"
#include "games/gamemodules.h"
#include "log/logkindlabel.h"
#include "log/logmodel.h"
#include "log/logquery.h"
#include "util/plural.h"

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
    , m_audience(new ViewerChoice(this))
    , m_turn(new QComboBox(this))
    , m_side(new QComboBox(this))
    , m_kind(new QComboBox(this))
    , m_search(new QLineEdit(this))
    , m_count(new QLabel(this))
    , m_searchDelay(new QTimer(this))
{
    m_search->setPlaceholderText(tr("Search the log…"));
    m_search->setClearButtonEnabled(true);
    m_searchDelay->setSingleShot(true);
    m_searchDelay->setInterval(250);
    for (QComboBox *combo : {m_turn, m_side, m_kind}) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
        combo->installEventFilter(this); // fills its choices when first focused or clicked
        connect(combo, &QComboBox::currentIndexChanged, this, &LogPanel::applyFilter);
    }
    connect(m_audience, &ViewerChoice::viewerChanged, this, &LogPanel::applyFilter);
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
    header->resizeSection(LogModel::SeqColumn, digit * 6);
    header->resizeSection(LogModel::TurnColumn, digit * 15);
    header->resizeSection(LogModel::PhaseColumn, digit * 15);
    header->resizeSection(LogModel::ActorColumn, digit * 8);
    // The text columns keep room: a restored or narrow dock never squeezes the Action column away.
    header->setMinimumSectionSize(digit * 5);
    header->setCascadingSectionResizes(true);
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
    m_filling = true;
    m_audience->setToolTip(RefereeWords::pick(
            campaign, tr("Whose view of the log: public, one side's, or the referee's (everything)"),
            tr("Whose view of the log: public, one side's, or the umpire's (everything)")));
    {
        const QSignalBlocker blocker(m_audience);
        m_audience->setCampaign(campaign); // the public view: a private one never carries over
    }
    m_filled.clear();
    for (QComboBox *combo : {m_turn, m_side, m_kind}) {
        const QSignalBlocker blocker(combo);
        combo->clear();
    }
    if (campaign) {
        // Only the choice every filter starts on; the rest are read when the combo is first used.
        m_turn->addItem(tr("All turns"), 0);
        m_side->addItem(tr("All sides"), qint64(0));
        m_kind->addItem(tr("All kinds"), QString());
    }
    m_search->clear();
    m_searchDelay->stop();
    m_filling = false;
    refillChoices();
    m_model->setCampaign(campaign);
    fitColumns();
    QTimer::singleShot(0, this, &LogPanel::fitColumns); // again once the window has laid the view out
    applyFilter();
    if (m_campaign)
        connect(m_campaign, &Campaign::changed, this, &LogPanel::refillChoices);
    setEnabled(campaign != nullptr);
}

int LogPanel::widestActor() const
{
    const QFontMetrics metrics = m_view->fontMetrics();
    // Who acted: nearly always the referee, by this game's title ("Spielleiter", "Schiedsrichter").
    int widest = metrics.horizontalAdvance(
            m_model->headerData(LogModel::ActorColumn, Qt::Horizontal).toString());
    for (const GameModule &module : GameModules::all()) {
        if (module.id == m_campaign->game().id)
            widest = qMax(widest, metrics.horizontalAdvance(module.actorLabel(u"referee"_s)));
    }
    // Other actors (rare: a name given to a ledger entry) are cut rather than take the Action's room.
    return qMin(widest, metrics.horizontalAdvance(u"0"_s) * 16);
}

void LogPanel::fitColumns()
{
    if (!m_campaign)
        return;
    const GameInfo &game = m_campaign->game();
    const QFontMetrics metrics = m_view->fontMetrics();
    const int pad = metrics.horizontalAdvance(u"0"_s) + 12; // the header's margins and sort arrow room
    const auto headerWidth = [&](int column) {
        return metrics.horizontalAdvance(m_model->headerData(column, Qt::Horizontal).toString());
    };
    // The newest action has the longest number.
    const QString newest = QString::number(
            qMax<qint64>(999, m_model->index(0, LogModel::SeqColumn).data().toLongLong()));
    const int seq = qMax(headerWidth(LogModel::SeqColumn), metrics.horizontalAdvance(newest)) + pad;
    const int actor = widestActor() + pad;
    int turn = headerWidth(LogModel::TurnColumn);
    // The longest turn label: the first two years cover every month's or season's word ("septembre
    // 1066"), the current and the last turn a longer year.
    QList<int> turns{CampaignReader(m_campaign->database()).clock().turn, qMax(1, game.turns)};
    for (int t = 1; t <= qMin(24, qMax(1, game.turns)); ++t)
        turns << t;
    for (int t : std::as_const(turns))
        turn = qMax(turn, metrics.horizontalAdvance(game.describeTurn(t)));
    int phase = headerWidth(LogModel::PhaseColumn);
    for (const QString &p : game.phases)
        phase = qMax(phase, metrics.horizontalAdvance(GameTexts::label(p)));
    turn += pad;
    phase += pad;
    // In a narrow dock the phase gives way (its text is cut, the tooltip has it whole) so that the
    // Action column keeps a third of the width; the number, the turn and who acted stay whole.
    QHeaderView *header = m_view->horizontalHeader();
    // The view's own width once it is laid out; before that (a panel just opened) the panel's.
    const int available = qMax(m_view->viewport()->width(), QWidget::width() - 2 * m_view->frameWidth() - 24);
    const int room = available - available / 3 - seq - turn - actor;
    phase = qBound(metrics.horizontalAdvance(u"0"_s) * 6, room, phase);
    header->resizeSection(LogModel::SeqColumn, seq);
    header->resizeSection(LogModel::TurnColumn, turn);
    header->resizeSection(LogModel::PhaseColumn, phase);
    header->resizeSection(LogModel::ActorColumn, actor);
}

void LogPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitColumns();
}

bool LogPanel::setAudience(const QString &key, const QString &pin)
{
    return m_audience->choose(key, pin);
}

QString LogPanel::audience() const
{
    return m_audience->key();
}

void LogPanel::setPrompts(std::shared_ptr<UserPrompts> prompts)
{
    m_audience->setPrompts(std::move(prompts));
}

void LogPanel::refillChoices()
{
    if (!m_campaign)
        return;
    m_filling = true;
    m_audience->refill();
    for (QComboBox *combo : std::as_const(m_filled)) {
        if (combo == m_turn)
            fillTurns();
        else if (combo == m_side)
            fillSides();
        else
            fillKinds();
    }
    m_filling = false;
}

void LogPanel::fillChoices(QComboBox *combo)
{
    if (!m_campaign || m_filled.contains(combo))
        return;
    m_filled << combo;
    const bool filling = m_filling;
    m_filling = true; // the kept choice is "All …": nothing to filter anew
    if (combo == m_turn)
        fillTurns();
    else if (combo == m_side)
        fillSides();
    else
        fillKinds();
    m_filling = filling;
}

bool LogPanel::eventFilter(QObject *watched, QEvent *event)
{
    // Focus comes before a click's popup and before any key or wheel turn can change the choice.
    const QEvent::Type type = event->type();
    if (type == QEvent::FocusIn || type == QEvent::MouseButtonPress || type == QEvent::Wheel
        || type == QEvent::KeyPress) {
        if (auto *combo = qobject_cast<QComboBox *>(watched);
            combo && (combo == m_turn || combo == m_side || combo == m_kind))
            fillChoices(combo);
    }
    return QWidget::eventFilter(watched, event);
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
        // Shown in words ("Ledger (all)", "Treasury"), filtered by the kind as the log stores it.
        const QString game = m_campaign->game().id;
        for (const QString &group : std::as_const(groups))
            m_kind->addItem(tr("%1 (all)").arg(LogKindLabel::group(game, group)), group + u'.');
        for (const QString &kind : kinds) {
            m_kind->addItem(LogKindLabel::label(game, kind), kind);
            m_kind->setItemData(m_kind->count() - 1, kind,
                                Qt::ToolTipRole); // what `reeve-cli log --kind` takes
        }
    });
}

void LogPanel::applyFilter()
{
    if (m_filling || !m_campaign)
        return;
    LogModel::Filter filter;
    filter.audience = m_audience->audience();
    filter.audienceSide = m_audience->side();
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
    const int count = int(m_model->totalCount());
    m_count->setText(Plural::text(tr("%n action(s)", nullptr, count), count));
}

} // namespace Reeve
