#include "campaignpanel.h"

#include <QTabWidget>
#include <QVBoxLayout>

#include "campaign/campaign.h"
#include "campaign/campaigntablemodel.h"
#include "campaign/locationspage.h"
#include "campaign/markerspage.h"
#include "campaign/sidespage.h"
#include "campaign/unitspage.h"

namespace Reeve {

CampaignPanel::CampaignPanel(QWidget *parent)
    : QWidget(parent)
    , m_tabs(new QTabWidget(this))
{
    m_tabs->setDocumentMode(true);
    const QStringList titles{tr("&Sides"), tr("&Locations"), tr("&Units"), tr("Mar&kers")};
    for (int i = 0; i < kPages; ++i) {
        m_holders[i] = new QWidget(m_tabs);
        auto *holderLayout = new QVBoxLayout(m_holders[i]);
        holderLayout->setContentsMargins(0, 0, 0, 0);
        m_tabs->addTab(m_holders[i], titles.at(i));
    }
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tabs);
    setFocusProxy(m_tabs);
    // Only the tab in front is built and reads the campaign: the others are built, or catch up,
    // when chosen. With 2,000 units that keeps start-up and every action cheap.
    connect(m_tabs, &QTabWidget::currentChanged, this, &CampaignPanel::activateCurrent);
    activateCurrent();
}

EntityPage *CampaignPanel::ensure(Page page) const
{
    const int i = int(page);
    if (m_pages[i])
        return m_pages[i];
    EntityPage *built = nullptr;
    switch (page) {
    case Page::Sides:
        built = new SidesPage(m_holders[i]);
        break;
    case Page::Locations:
        built = new LocationsPage(m_holders[i]);
        break;
    case Page::Units:
        built = new UnitsPage(m_holders[i]);
        break;
    case Page::Markers:
        built = new MarkersPage(m_holders[i]);
        break;
    }
    m_pages[i] = built;
    // Inactive until in front: setting the campaign then only marks the table as to be read.
    built->model()->setActive(m_tabs->currentWidget() == m_holders[i]);
    if (m_prompts)
        built->setPrompts(m_prompts);
    built->setCampaign(m_campaign);
    m_holders[i]->layout()->addWidget(built);
    if (m_holders[i]->isVisible())
        built->show(); // at once, not on the layout's next turn: the tab shows it and it may take the focus
    m_holders[i]->setFocusProxy(built); // the Campaign key goes straight to the page's table
    return built;
}

void CampaignPanel::activateCurrent()
{
    const int current = m_tabs->currentIndex();
    if (current >= 0 && current < kPages)
        ensure(Page(current));
    for (int i = 0; i < kPages; ++i) {
        if (m_pages[i])
            m_pages[i]->model()->setActive(i == current);
    }
}

QList<EntityPage *> CampaignPanel::builtPages() const
{
    QList<EntityPage *> pages;
    for (EntityPage *page : m_pages) {
        if (page)
            pages << page;
    }
    return pages;
}

SidesPage *CampaignPanel::sidesPage() const
{
    return static_cast<SidesPage *>(ensure(Page::Sides));
}

LocationsPage *CampaignPanel::locationsPage() const
{
    return static_cast<LocationsPage *>(ensure(Page::Locations));
}

UnitsPage *CampaignPanel::unitsPage() const
{
    return static_cast<UnitsPage *>(ensure(Page::Units));
}

MarkersPage *CampaignPanel::markersPage() const
{
    return static_cast<MarkersPage *>(ensure(Page::Markers));
}

void CampaignPanel::setCampaign(Campaign *campaign)
{
    m_campaign = campaign;
    for (EntityPage *page : builtPages())
        page->setCampaign(campaign);
}

void CampaignPanel::setPrompts(const std::shared_ptr<UserPrompts> &prompts)
{
    m_prompts = prompts;
    for (EntityPage *page : builtPages())
        page->setPrompts(prompts);
}

void CampaignPanel::showPage(Page page)
{
    m_tabs->setCurrentWidget(m_holders[int(page)]);
}

} // namespace Reeve
