#include "sidemodel.h"

#include <QColor>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"

namespace Reeve {

SideModel::SideModel(QObject *parent)
    : CampaignTableModel(parent)
{
}

int SideModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant SideModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Side &side = m_rows.at(index.row());
    switch (role) {
    case IdRole:
        return side.id;
    case NameRole:
        return side.name;
    case ColourRole:
        return side.colour;
    case Qt::DecorationRole:
        if (index.column() == NameColumn && QColor::isValidColorName(side.colour))
            return QColor::fromString(side.colour);
        return {};
    case Qt::DisplayRole:
        switch (index.column()) {
        case NameColumn:
            return side.name;
        case PlayerColumn:
            return side.player;
        case UnitsColumn:
            return m_active.value(side.id);
        case LostColumn:
            return m_eliminated.value(side.id);
        case PinColumn:
            return side.hasPin ? tr("set") : tr("none");
        }
        return attributeData(side.attributes, index.column(), role);
    case Qt::TextAlignmentRole:
        if (index.column() == UnitsColumn || index.column() == LostColumn)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        return attributeData(side.attributes, index.column(), role);
    case Qt::ToolTipRole:
        if (index.column() == NameColumn && !side.colour.isEmpty())
            return tr("%1, colour %2").arg(side.name, side.colour);
        return {};
    }
    return {};
}

QVariant SideModel::fixedHeader(int section) const
{
    switch (section) {
    case NameColumn:
        return tr("Side");
    case PlayerColumn:
        return tr("Player");
    case UnitsColumn:
        return tr("Units");
    case LostColumn:
        return tr("Lost");
    case PinColumn:
        return tr("PIN");
    }
    return {};
}

QHash<int, QByteArray> SideModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractTableModel::roleNames();
    names.insert(IdRole, "sideId");
    names.insert(NameRole, "name");
    names.insert(ColourRole, "colour");
    return names;
}

void SideModel::reload(Campaign &campaign)
{
    CampaignReader reader(campaign.database());
    m_active.clear();
    m_eliminated.clear();
    const QHash<qint64, QPair<int, int>> counts = reader.unitCountsBySide();
    for (auto it = counts.cbegin(); it != counts.cend(); ++it) {
        m_active.insert(it.key(), it.value().first);
        m_eliminated.insert(it.key(), it.value().second);
    }
    replaceRows(m_rows, reader.sides(), [](const Side &s) { return s.id; },
                [](const Side &s) { return s.attributes; });
}

void SideModel::clearRows()
{
    m_rows.clear();
    m_active.clear();
    m_eliminated.clear();
}

} // namespace Reeve
