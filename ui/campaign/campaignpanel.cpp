#include "campaignpanel.h"

#include <QTabWidget>
#include <QVBoxLayout>

#include "campaign/campaigntablemodel.h"
#include "campaign/locationspage.h"
#include "campaign/markerspage.h"
#include "campaign/sidespage.h"
#include "campaign/unitspage.h"

namespace Reeve {

CampaignPanel::CampaignPanel(QWidget *parent)
    : QWidget(parent)
    , m_tabs(new QTabWidget(this))
    , m_sides(new SidesPage(this))
    , m_locations(new LocationsPage(this))
    , m_units(new UnitsPage(this))
    , m_markers(new MarkersPage(this))
{
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(m_sides, tr("&Sides"));
    m_tabs->addTab(m_locations, tr("&Locations"));
    m_tabs->addTab(m_units, tr("&Units"));
    m_tabs->addTab(m_markers, tr("Mar&kers"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tabs);
    setFocusProxy(m_tabs);
    // Only the tab in front reads the campaign: the others catch up when
    // chosen. With 2,000 units that keeps start-up and every action cheap.
    connect(m_tabs, &QTabWidget::currentChanged, this, &CampaignPanel::activateCurrent);
    activateCurrent();
}

void CampaignPanel::activateCurrent()
{
    for (EntityPage *page : pages())
        page->model()->setActive(page == m_tabs->currentWidget());
}

QList<EntityPage *> CampaignPanel::pages() const
{
    return {m_sides, m_locations, m_units, m_markers};
}

void CampaignPanel::setCampaign(Campaign *campaign)
{
    for (EntityPage *page : pages())
        page->setCampaign(campaign);
}

void CampaignPanel::setPrompts(const std::shared_ptr<UserPrompts> &prompts)
{
    for (EntityPage *page : pages())
        page->setPrompts(prompts);
}

void CampaignPanel::showPage(Page page)
{
    switch (page) {
    case Page::Sides:
        m_tabs->setCurrentWidget(m_sides);
        break;
    case Page::Locations:
        m_tabs->setCurrentWidget(m_locations);
        break;
    case Page::Units:
        m_tabs->setCurrentWidget(m_units);
        break;
    case Page::Markers:
        m_tabs->setCurrentWidget(m_markers);
        break;
    }
}

} // namespace Reeve
