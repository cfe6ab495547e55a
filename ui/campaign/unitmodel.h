#pragma once

#include <functional>

#include <QHash>

#include "campaign/campaigntablemodel.h"
#include "campaign/placenames.h"
#include "campaign/side.h"
#include "campaign/unit.h"

namespace Reeve {

/** The campaign's units; eliminated ones stay listed, greyed out. */
class UnitModel : public CampaignTableModel
{
    Q_OBJECT
public:
    enum Column { IdColumn, SideColumn, TypeColumn, NameColumn, LocationColumn, StatusColumn, FixedColumnCount };
    enum Roles { IdRole = Qt::UserRole + 1, SideIdRole, LocationIdRole, EliminatedRole, AttributesRole };

    explicit UnitModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    Unit unit(int row) const { return m_rows.value(row); }
    /// "William (knight)" or "knight #3".
    static QString label(const Unit &unit);
    /// "C6 Hastings", or just "Normandy box" when the name already says the id.
    static QString placeLabel(const QString &id, const QString &name);

protected:
    int fixedColumnCount() const override { return FixedColumnCount; }
    QVariant fixedHeader(int section) const override;
    void reload(Campaign &campaign) override;
    void clearRows() override;

private:
    QVariant display(const Unit &unit, int column) const;

    QList<Unit> m_rows;
    PlaceNames m_names;
    std::function<QString(const Unit &)> m_shownName; ///< the game's (GameModule::shownName), if any
};

} // namespace Reeve
