#include "unitmodel.h"

#include <QColor>
#include <QFont>
#include <QPalette>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "games/gamemodules.h"

namespace Reeve {

using namespace Qt::StringLiterals;

UnitModel::UnitModel(QObject *parent)
    : CampaignTableModel(parent)
{ }

QString UnitModel::label(const Unit &unit)
{
    if (unit.name.isEmpty())
        return u"%1 #%2"_s.arg(unit.type).arg(unit.id);
    return u"%1 (%2)"_s.arg(unit.name, unit.type);
}

QString UnitModel::placeLabel(const QString &id, const QString &name)
{
    if (name.isEmpty() || name == id)
        return id;
    if (name.startsWith(id, Qt::CaseInsensitive))
        return name;
    return u"%1 %2"_s.arg(id, name);
}

int UnitModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant UnitModel::display(const Unit &unit, int column) const
{
    switch (column) {
    case IdColumn:
        return unit.id;
    case SideColumn:
        return m_names.sides.value(unit.sideId).name;
    case TypeColumn:
        return word(unit.type);
    case NameColumn:
        return m_shownName ? m_shownName(unit) : unit.name; // "Armee II" for a stored "Army II"
    case LocationColumn:
        if (unit.locationId.isEmpty())
            return tr("off the board");
        return placeLabel(unit.locationId, m_names.locations.value(unit.locationId));
    case StatusColumn:
        return unit.isEliminated()          ? tr("eliminated")
               : unit.status == u"active"_s ? tr("active")
                                            : word(unit.status);
    }
    return attributeData(unit.attributes, column, Qt::DisplayRole);
}

QVariant UnitModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Unit &unit = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return display(unit, index.column());
    case IdRole:
        return unit.id;
    case SideIdRole:
        return unit.sideId;
    case LocationIdRole:
        return unit.locationId;
    case EliminatedRole:
        return unit.isEliminated();
    case AttributesRole:
        return unit.attributes.toVariantMap();
    case Qt::DecorationRole: {
        const QString colour = m_names.sides.value(unit.sideId).colour;
        if (index.column() == SideColumn && QColor::isValidColorName(colour))
            return QColor::fromString(colour);
        return {};
    }
    case Qt::ForegroundRole:
        if (unit.isEliminated())
            return QPalette().brush(QPalette::Disabled, QPalette::Text);
        return {};
    case Qt::FontRole:
        if (unit.isEliminated() && index.column() == NameColumn) {
            QFont font;
            font.setStrikeOut(true);
            return font;
        }
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == IdColumn)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        return attributeData(unit.attributes, index.column(), role);
    }
    return {};
}

QVariant UnitModel::fixedHeader(int section) const
{
    switch (section) {
    case IdColumn:
        return tr("#");
    case SideColumn:
        return tr("Side");
    case TypeColumn:
        return tr("Type");
    case NameColumn:
        return tr("Name");
    case LocationColumn:
        return tr("Location");
    case StatusColumn:
        return tr("Status");
    }
    return {};
}

QHash<int, QByteArray> UnitModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractTableModel::roleNames();
    names.insert(IdRole, "unitId");
    names.insert(SideIdRole, "sideId");
    names.insert(LocationIdRole, "locationId");
    names.insert(EliminatedRole, "eliminated");
    names.insert(AttributesRole, "attributes");
    return names;
}

void UnitModel::reload(Campaign &campaign)
{
    CampaignReader reader(campaign.database());
    m_names.load(reader);
    m_shownName = {};
    for (const GameModule &g : GameModules::all())
        if (g.id == campaign.game().id)
            m_shownName = g.shownName;
    replaceRows(
            m_rows, reader.units(), [](const Unit &u) { return u.id; },
            [](const Unit &u) { return u.attributes; });
}

void UnitModel::clearRows()
{
    m_rows.clear();
    m_names.clear();
    m_shownName = {};
}

} // namespace Reeve
