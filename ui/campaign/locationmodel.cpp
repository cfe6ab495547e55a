#include "locationmodel.h"

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"

namespace Reeve {

LocationModel::LocationModel(QObject *parent)
    : CampaignTableModel(parent)
{ }

int LocationModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant LocationModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Location &location = m_rows.at(index.row());
    switch (role) {
    case IdRole:
        return location.id;
    case NameRole:
        return location.name;
    case KindRole:
        return location.kind;
    case AttributesRole:
        return location.attributes.toVariantMap();
    case Qt::TextAlignmentRole:
        if (index.column() == UnitsColumn)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        return attributeData(location.attributes, index.column(), role);
    case Qt::DisplayRole:
        switch (index.column()) {
        case IdColumn:
            return location.id;
        case NameColumn:
            return location.name;
        case KindColumn:
            return word(location.kind);
        case UnitsColumn:
            return m_unitCounts.value(location.id);
        }
        return attributeData(location.attributes, index.column(), role);
    }
    return {};
}

QVariant LocationModel::fixedHeader(int section) const
{
    switch (section) {
    case IdColumn:
        return tr("Id");
    case NameColumn:
        return tr("Name");
    case KindColumn:
        return tr("Kind");
    case UnitsColumn:
        return tr("Units");
    }
    return {};
}

QHash<int, QByteArray> LocationModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractTableModel::roleNames();
    names.insert(IdRole, "locationId");
    names.insert(NameRole, "name");
    names.insert(KindRole, "kind");
    names.insert(AttributesRole, "attributes");
    return names;
}

void LocationModel::reload(Campaign &campaign)
{
    CampaignReader reader(campaign.database());
    m_unitCounts.clear();
    for (const Unit &unit : reader.units()) {
        if (!unit.isEliminated() && !unit.locationId.isEmpty())
            ++m_unitCounts[unit.locationId];
    }
    replaceRows(
            m_rows, reader.locations(), [](const Location &l) { return l.id; },
            [](const Location &l) { return l.attributes; });
}

void LocationModel::clearRows()
{
    m_rows.clear();
    m_unitCounts.clear();
}

} // namespace Reeve
