#pragma once

#include <QHash>

#include "campaign/campaigntablemodel.h"
#include "campaign/location.h"

namespace Reeve {

/** The campaign's registered locations (squares, provinces, boxes...). */
class LocationModel : public CampaignTableModel
{
    Q_OBJECT
public:
    enum Column { IdColumn, NameColumn, KindColumn, UnitsColumn, FixedColumnCount };
    enum Roles { IdRole = Qt::UserRole + 1, NameRole, KindRole, AttributesRole };

    explicit LocationModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    Location location(int row) const { return m_rows.value(row); }
    const QList<Location> &locations() const { return m_rows; }

protected:
    int fixedColumnCount() const override { return FixedColumnCount; }
    QVariant fixedHeader(int section) const override;
    void reload(Campaign &campaign) override;
    void clearRows() override;

private:
    QList<Location> m_rows;
    QHash<QString, int> m_unitCounts; ///< active units per location id
};

} // namespace Reeve
