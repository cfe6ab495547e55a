#pragma once

#include <QHash>

#include "campaign/campaigntablemodel.h"
#include "campaign/placenames.h"
#include "campaign/placedmarker.h"
#include "campaign/side.h"

namespace Reeve {

/** Public markers lying on locations (castle, pillaged, siege...). */
class MarkerModel : public CampaignTableModel
{
    Q_OBJECT
public:
    enum Column { IdColumn, KindColumn, LocationColumn, SideColumn, FixedColumnCount };
    enum Roles { IdRole = Qt::UserRole + 1, KindRole, LocationIdRole, SideIdRole, AttributesRole };

    explicit MarkerModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    PlacedMarker marker(int row) const { return m_rows.value(row); }

protected:
    int fixedColumnCount() const override { return FixedColumnCount; }
    QVariant fixedHeader(int section) const override;
    void reload(Campaign &campaign) override;
    void clearRows() override;

private:
    QVariant display(const PlacedMarker &marker, int column) const;

    QList<PlacedMarker> m_rows;
    PlaceNames m_names;
};

} // namespace Reeve
