#include "markermodel.h"

#include <QColor>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "campaign/unitmodel.h"

namespace Reeve {

using namespace Qt::StringLiterals;

MarkerModel::MarkerModel(QObject *parent)
    : CampaignTableModel(parent)
{ }

int MarkerModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant MarkerModel::display(const PlacedMarker &marker, int column) const
{
    switch (column) {
    case IdColumn:
        return marker.id;
    case KindColumn:
        return word(marker.kind);
    case LocationColumn:
        return UnitModel::placeLabel(marker.locationId, m_names.locations.value(marker.locationId));
    case SideColumn:
        return marker.sideId ? m_names.sides.value(marker.sideId).name : tr("nobody");
    }
    return attributeData(marker.attributes, column, Qt::DisplayRole);
}

QVariant MarkerModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const PlacedMarker &marker = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return display(marker, index.column());
    case IdRole:
        return marker.id;
    case KindRole:
        return marker.kind;
    case LocationIdRole:
        return marker.locationId;
    case SideIdRole:
        return marker.sideId;
    case AttributesRole:
        return marker.attributes.toVariantMap();
    case Qt::DecorationRole: {
        const QString colour = m_names.sides.value(marker.sideId).colour;
        if (index.column() == SideColumn && QColor::isValidColorName(colour))
            return QColor::fromString(colour);
        return {};
    }
    case Qt::TextAlignmentRole:
        if (index.column() == IdColumn)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        return attributeData(marker.attributes, index.column(), role);
    }
    return {};
}

QVariant MarkerModel::fixedHeader(int section) const
{
    switch (section) {
    case IdColumn:
        return tr("#");
    case KindColumn:
        return tr("Marker");
    case LocationColumn:
        return tr("Location");
    case SideColumn:
        return tr("Side");
    }
    return {};
}

QHash<int, QByteArray> MarkerModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractTableModel::roleNames();
    names.insert(IdRole, "markerId");
    names.insert(KindRole, "kind");
    names.insert(LocationIdRole, "locationId");
    names.insert(SideIdRole, "sideId");
    names.insert(AttributesRole, "attributes");
    return names;
}

void MarkerModel::reload(Campaign &campaign)
{
    CampaignReader reader(campaign.database());
    m_names.load(reader);
    replaceRows(
            m_rows, reader.markers(), [](const PlacedMarker &m) { return m.id; },
            [](const PlacedMarker &m) { return m.attributes; });
}

void MarkerModel::clearRows()
{
    m_rows.clear();
    m_names.clear();
}

} // namespace Reeve
