#include "orderspanel.h"

#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "common/refereewords.h"
#include "common/userprompts.h"
#include "common/viewerchoice.h"
#include "orders/orderbook.h"
#include "orders/orderview.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

OrdersPanel::OrdersPanel(QWidget *parent)
    : QWidget(parent)
    , m_prompts(std::make_shared<UserPrompts>())
    , m_viewer(new ViewerChoice(this))
    , m_shown(new QPlainTextEdit(this))
    , m_draft(new QPlainTextEdit(this))
    , m_write(new QPushButton(tr("&Write / amend orders"), this))
    , m_open(new QPushButton(tr("&Open for adjudication"), this))
    , m_reveal(new QPushButton(tr("&Reveal all orders"), this))
    , m_message(new QLabel(this))
{
    m_shown->setReadOnly(true);
    m_shown->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_shown->setToolTip(tr("The season's orders as the chosen viewer may see them"));
    m_draft->setPlaceholderText(
            tr("One order per line; \"3.\" numbers it, \"if X then Y\" makes it conditional"));
    m_write->setToolTip(tr("Seal these orders for the chosen side (amends them before the reveal)"));
    m_open->setToolTip(
            tr("Check every side's commitment and end amendments, keeping each text private to its "
               "side while you adjudicate"));
    m_reveal->setToolTip(tr("Reveal every side's sealed orders at once after checking their commitments"));
    m_message->setWordWrap(true);
    // The two texts share what the dock has, down to three lines each: the buttons below them stay in
    // view in a low dock (they were cut off at the dock's foot, behind a scroll bar, at 1600x1000).
    for (QPlainTextEdit *edit : {m_shown, m_draft}) {
        edit->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Ignored);
        edit->setMinimumHeight(edit->fontMetrics().height() * 3 + 2 * edit->frameWidth() + 8);
    }
    auto *form = new QFormLayout;
    form->addRow(tr("&View as:"), m_viewer);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_write);
    buttons->addStretch();
    buttons->addWidget(m_open);
    buttons->addWidget(m_reveal);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_shown, 2);
    layout->addWidget(new QLabel(tr("Orders to write:"), this));
    layout->addWidget(m_draft, 1);
    layout->addLayout(buttons);
    layout->addWidget(m_message);
    connect(m_viewer, &ViewerChoice::viewerChanged, this, [this] {
        m_draft->clear();
        reload();
    });
    connect(m_write, &QPushButton::clicked, this, &OrdersPanel::writeOrders);
    connect(m_open, &QPushButton::clicked, this, &OrdersPanel::openOrders);
    connect(m_reveal, &QPushButton::clicked, this, &OrdersPanel::revealOrders);
    setCampaign(nullptr);
}

void OrdersPanel::setPrompts(std::shared_ptr<UserPrompts> prompts)
{
    m_prompts = std::move(prompts);
    m_viewer->setPrompts(m_prompts);
}

void OrdersPanel::setCampaign(Campaign *campaign)
{
    if (m_campaign)
        disconnect(m_campaign, nullptr, this, nullptr);
    m_campaign = campaign;
    if (m_campaign)
        connect(m_campaign, &Campaign::changed, this, [this] {
            m_viewer->refill(); // a side that is gone falls back to the public view
            reload();
        });
    // The DBA campaign's players call the referee the umpire (GameModule::refereeTitle).
    m_viewer->setToolTip(
            RefereeWords::pick(campaign,
                               tr("Whose view: the public, one side (its PIN if it has one) or the referee"),
                               tr("Whose view: the public, one side (its PIN if it has one) or the umpire")));
    m_draft->setToolTip(RefereeWords::pick(
            campaign, tr("The side's orders for this season, sealed until the referee reveals them"),
            tr("The side's orders for this season, sealed until the umpire reveals them")));
    {
        const QSignalBlocker blocker(m_viewer);
        m_viewer->setCampaign(campaign);
    }
    m_draft->clear();
    reload();
}

bool OrdersPanel::openViewer(int index)
{
    return m_viewer->choose(index > 0 ? m_viewer->itemData(index).toString() : u"public"_s);
}

void OrdersPanel::reload()
{
    m_shown->clear();
    if (!m_campaign) {
        showMessage(tr("Open a campaign to write, open or reveal orders."));
        updateButtons();
        return;
    }
    const Audience audience = m_viewer->audience();
    const qint64 side = m_viewer->side();
    if (audience == Audience::Public)
        showMessage(RefereeWords::pick(
                m_campaign, tr("Choose a side to write its orders, or the referee to open or reveal them."),
                tr("Choose a side to write its orders, or the umpire to open or reveal them.")));
    try {
        m_shown->setPlainText(OrderView(*m_campaign, audience, side).toLines().join(u'\n'));
    } catch (const Failure &f) {
        showMessage(f.message(), true);
    }
    updateButtons();
}

void OrdersPanel::updateButtons()
{
    const bool writable = m_campaign && !m_campaign->isReadOnly();
    m_write->setEnabled(writable && m_viewer->audience() == Audience::Side);
    m_draft->setEnabled(m_write->isEnabled());
    m_reveal->setEnabled(writable && m_viewer->audience() == Audience::Referee);
    m_open->setEnabled(m_reveal->isEnabled());
}

QString OrdersPanel::message() const
{
    return m_message->text();
}

void OrdersPanel::showMessage(const QString &text, bool error)
{
    m_message->setText(text);
    m_message->setStyleSheet(error ? u"color: #b00020;"_s : QString());
}

bool OrdersPanel::attempt(const std::function<QString()> &edit)
{
    try {
        const QString text = edit();
        showMessage(text);
        return true;
    } catch (const Failure &f) {
        showMessage(f.message(), true);
        return false;
    }
}

bool OrdersPanel::writeOrders()
{
    if (!m_write->isEnabled())
        return false;
    const qint64 side = m_viewer->side();
    const bool ok = attempt([&] {
        // The confirmation names no order: a shared screen shows only what the public log says.
        return OrderBook(*m_campaign).write(side, OrderItem::parse(m_draft->toPlainText())).publicText;
    });
    if (ok)
        m_draft->clear();
    return ok;
}

bool OrdersPanel::openOrders()
{
    if (!m_open->isEnabled())
        return false;
    return attempt([&] {
        OrderBook(*m_campaign).open();
        return tr("Orders opened: the commitments were checked; each text stays with its side.");
    });
}

bool OrdersPanel::revealOrders()
{
    if (!m_reveal->isEnabled())
        return false;
    if (!m_prompts->confirm(this, tr("Reveal orders"),
                            tr("Reveal every side's sealed orders for this season now?")))
        return false;
    return attempt([&] {
        OrderBook(*m_campaign).reveal();
        return tr("Orders revealed; the commitments were checked.");
    });
}

} // namespace Reeve
