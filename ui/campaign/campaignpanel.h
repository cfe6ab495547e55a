#pragma once

#include <array>
#include <memory>

#include <QList>
#include <QPointer>
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

/**
 * The Campaign dock: Sides, Locations, Units and Markers as tabs. A page is built when its tab is
 * first chosen (or first asked for): the tabs behind the one in front cost nothing at start-up.
 */
class CampaignPanel : public QWidget
{
    Q_OBJECT
public:
    enum class Page { Sides, Locations, Units, Markers };

    explicit CampaignPanel(QWidget *parent = nullptr);

    void setCampaign(Campaign *campaign);
    void setPrompts(const std::shared_ptr<UserPrompts> &prompts);
    void showPage(Page page);

    SidesPage *sidesPage() const;
    LocationsPage *locationsPage() const;
    UnitsPage *unitsPage() const;
    MarkersPage *markersPage() const;

private:
    static constexpr int kPages = 4;

    /// The page of \a page, built (with the campaign and prompts) on first use.
    EntityPage *ensure(Page page) const;
    void activateCurrent();
    QList<EntityPage *> builtPages() const;

    QTabWidget *m_tabs;
    std::array<QWidget *, kPages> m_holders{}; ///< one per tab; a page goes in when built
    mutable std::array<EntityPage *, kPages> m_pages{};
    QPointer<Campaign> m_campaign;
    std::shared_ptr<UserPrompts> m_prompts;
};

} // namespace Reeve
