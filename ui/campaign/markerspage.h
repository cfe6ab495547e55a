#pragma once

#include "campaign/entitypage.h"

namespace Reeve {

class MarkerModel;

/** The Markers tab: place and remove public markers. */
class MarkersPage : public EntityPage
{
    Q_OBJECT
public:
    explicit MarkersPage(QWidget *parent = nullptr);
    MarkerModel *markerModel() const { return m_markers; }

private:
    void place();
    void remove();

    MarkerModel *m_markers;
};

} // namespace Reeve
