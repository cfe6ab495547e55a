#pragma once

#include <memory>

#include <QList>
#include <QWidget>

class QTabWidget;

namespace Reeve {

class Campaign;
class EntityPage;
class LocationsPage;
class MarkersPage;
class SidesPage;
class UnitsPage;
class UserPrompts;

/** The Campaign dock: Sides, Locations, Units and Markers as tabs. */
class CampaignPanel : public QWidget
{
    Q_OBJECT
public:
    enum class Page { Sides, Locations, Units, Markers };

    explicit CampaignPanel(QWidget *parent = nullptr);

    void setCampaign(Campaign *campaign);
    void setPrompts(const std::shared_ptr<UserPrompts> &prompts);
    void showPage(Page page);

    SidesPage *sidesPage() const { return m_sides; }
    LocationsPage *locationsPage() const { return m_locations; }
    UnitsPage *unitsPage() const { return m_units; }
    MarkersPage *markersPage() const { return m_markers; }

private:
    void activateCurrent();
    QList<EntityPage *> pages() const;

    QTabWidget *m_tabs;
    SidesPage *m_sides;
    LocationsPage *m_locations;
    UnitsPage *m_units;
    MarkersPage *m_markers;
};

} // namespace Reeve
