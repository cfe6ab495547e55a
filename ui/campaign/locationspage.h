#pragma once

#include "campaign/entitypage.h"

namespace Reeve {

class LocationModel;

/** The Locations tab: register, edit and remove squares, provinces and boxes. */
class LocationsPage : public EntityPage
{
    Q_OBJECT
public:
    explicit LocationsPage(QWidget *parent = nullptr);
    LocationModel *locationModel() const { return m_locations; }

private:
    void add();
    void edit();
    void remove();

    LocationModel *m_locations;
};

} // namespace Reeve
