#pragma once

#include <QHash>

#include "campaign/campaigntablemodel.h"
#include "campaign/side.h"

namespace Reeve {

/** The campaign's sides, with their colour as a swatch. */
class SideModel : public CampaignTableModel
{
    Q_OBJECT
public:
    enum Column { NameColumn, PlayerColumn, UnitsColumn, LostColumn, PinColumn, FixedColumnCount };
    enum Roles { IdRole = Qt::UserRole + 1, NameRole, ColourRole };

    explicit SideModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    Side side(int row) const { return m_rows.value(row); }
    const QList<Side> &sides() const { return m_rows; }

protected:
    int fixedColumnCount() const override { return FixedColumnCount; }
    QVariant fixedHeader(int section) const override;
    void reload(Campaign &campaign) override;
    void clearRows() override;

private:
    QList<Side> m_rows;
    QHash<qint64, int> m_active;     ///< active units per side
    QHash<qint64, int> m_eliminated; ///< eliminated units per side
};

} // namespace Reeve
