#include "orderspanel.h"

#include <QComboBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "campaign/viewergate.h"
#include "common/userprompts.h"
#include "orders/orderbook.h"
#include "orders/orderview.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

OrdersPanel::OrdersPanel(QWidget *parent)
    : QWidget(parent)
    , m_prompts(std::make_shared<UserPrompts>())
    , m_viewer(new QComboBox(this))
    , m_shown(new QPlainTextEdit(this))
    , m_draft(new QPlainTextEdit(this))
    , m_write(new QPushButton(tr("&Write / amend orders"), this))
    , m_open(new QPushButton(tr("&Open for adjudication"), this))
    , m_reveal(new QPushButton(tr("&Reveal all orders"), this))
    , m_message(new QLabel(this))
{
    m_viewer->setToolTip(tr("Whose view: the public, one side (its PIN if it has one) or the referee"));
    m_shown->setReadOnly(true);
    m_shown->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_shown->setToolTip(tr("The season's orders as the chosen viewer may see them"));
    m_draft->setPlaceholderText(tr("One order per line; \"3.\" numbers it, \"if X then Y\" makes it conditional"));
    m_draft->setToolTip(tr("The side's orders for this season, sealed until the referee reveals them"));
    m_write->setToolTip(tr("Seal these orders for the chosen side (amends them before the reveal)"));
    m_open->setToolTip(tr("Check every side's commitment and end amendments, keeping each text private to its "
                          "side while you adjudicate"));
    m_reveal->setToolTip(tr("Reveal every side's sealed orders at once after checking their commitments"));
    m_message->setWordWrap(true);
    auto *form = new QFormLayout;
    form->addRow(tr("&Viewer:"), m_viewer);
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
    connect(m_viewer, &QComboBox::activated, this, [this](int index) {
        if (!openViewer(index))
            m_viewer->setCurrentIndex(m_granted);
    });
    connect(m_write, &QPushButton::clicked, this, &OrdersPanel::writeOrders);
    connect(m_open, &QPushButton::clicked, this, &OrdersPanel::openOrders);
    connect(m_reveal, &QPushButton::clicked, this, &OrdersPanel::revealOrders);
    setCampaign(nullptr);
}

void OrdersPanel::setPrompts(std::shared_ptr<UserPrompts> prompts)
{
    m_prompts = std::move(prompts);
}

void OrdersPanel::setCampaign(Campaign *campaign)
{
    if (m_campaign)
        disconnect(m_campaign, nullptr, this, nullptr);
    m_campaign = campaign;
    if (m_campaign)
        connect(m_campaign, &Campaign::changed, this, [this] {
            fillViewers();
            reload();
        });
    m_granted = 0;
    m_viewer->clear();
    m_draft->clear();
    fillViewers();
    reload();
}

void OrdersPanel::fillViewers()
{
    const QString granted = m_viewer->itemData(m_granted).toString();
    m_viewer->clear();
    m_viewer->addItem(tr("Public"), u"public"_s);
    if (m_campaign) {
        m_viewer->addItem(tr("Referee"), u"referee"_s);
        for (const Side &side : CampaignReader(m_campaign->database()).sides())
            m_viewer->addItem(side.name, QString::number(side.id));
    }
    // The viewer whose PIN was given stays open while the campaign changes; a side that is gone falls back to public.
    m_granted = qMax(0, int(m_viewer->findData(granted)));
    m_viewer->setCurrentIndex(m_granted);
}

bool OrdersPanel::openViewer(int index)
{
    if (!m_campaign || index <= 0 || index >= m_viewer->count()) {
        m_granted = 0;
        m_viewer->setCurrentIndex(0);
        reload();
        return index <= 0;
    }
    const QString key = m_viewer->itemData(index).toString();
    const bool referee = key == u"referee"_s;
    const Audience audience = referee ? Audience::Referee : Audience::Side;
    const qint64 side = referee ? 0 : key.toLongLong();
    ViewerGate gate(*m_campaign);
    bool open = !gate.needsPin(audience, side);
    if (!open) {
        const std::optional<QString> pin = m_prompts->askPin(this, referee ? tr("the referee") : m_viewer->itemText(index));
        open = pin && gate.check(audience, side, *pin);
        if (pin && !open)
            m_prompts->error(this, tr("Orders"), tr("Wrong PIN: the orders stay in the view they had."));
    }
    if (open) {
        m_granted = index;
        m_viewer->setCurrentIndex(index);
        m_draft->clear();
        reload();
    }
    return open;
}

void OrdersPanel::reload()
{
    m_shown->clear();
    if (!m_campaign) {
        showMessage(tr("Open a campaign to write, open or reveal orders."));
        updateButtons();
        return;
    }
    const QString key = m_viewer->itemData(m_granted).toString();
    const Audience audience = key == u"referee"_s ? Audience::Referee
                              : key == u"public"_s ? Audience::Public
                                                   : Audience::Side;
    const qint64 side = audience == Audience::Side ? key.toLongLong() : 0;
    if (audience == Audience::Public)
        showMessage(tr("Choose a side to write its orders, or the referee to open or reveal them."));
    try {
        m_shown->setPlainText(OrderView(*m_campaign, audience, side).toLines().join(u'\n'));
    } catch (const Failure &f) {
        showMessage(f.message(), true);
    }
    updateButtons();
}

void OrdersPanel::updateButtons()
{
    const QString key = m_granted > 0 ? m_viewer->itemData(m_granted).toString() : QString();
    const bool writable = m_campaign && !m_campaign->isReadOnly();
    m_write->setEnabled(writable && !key.isEmpty() && key != u"referee"_s);
    m_draft->setEnabled(m_write->isEnabled());
    m_reveal->setEnabled(writable && key == u"referee"_s);
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
    const qint64 side = m_viewer->itemData(m_granted).toString().toLongLong();
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
    if (!m_prompts->confirm(this, tr("Reveal orders"), tr("Reveal every side's sealed orders for this season now?")))
        return false;
    return attempt([&] {
        OrderBook(*m_campaign).reveal();
        return tr("Orders revealed; the commitments were checked.");
    });
}

} // namespace Reeve
