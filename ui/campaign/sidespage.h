#pragma once

#include "campaign/entitypage.h"

namespace Reeve {

class SideModel;

/** The Sides tab: add, edit and remove the campaign's sides. */
class SidesPage : public EntityPage
{
    Q_OBJECT
public:
    explicit SidesPage(QWidget *parent = nullptr);
    SideModel *sideModel() const { return m_sides; }

private:
    void add();
    void edit();
    void remove();

    SideModel *m_sides;
};

} // namespace Reeve
