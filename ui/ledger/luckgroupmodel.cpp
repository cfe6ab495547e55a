#include "luckgroupmodel.h"

#include <cmath>

#include <QBrush>
#include <QColor>

#include "games/gamemodules.h"
#include "procedures/procedureregistry.h"

namespace Reeve {

LuckGroupModel::LuckGroupModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

QString LuckGroupModel::procedureTitle(const QString &procedureId)
{
    if (procedureId.isEmpty())
        return tr("all procedures");
    const ProcedureRegistry &registry = ProcedureRegistry::standard();
    return registry.contains(procedureId) ? registry.get(procedureId).title : procedureId;
}

QString LuckGroupModel::rollerLabel(const QString &gameId, const QString &actor)
{
    for (const GameModule &game : GameModules::all())
        if (game.id == gameId)
            return game.actorLabel(actor);
    return GameModule().actorLabel(actor); // no campaign: "Referee"
}

void LuckGroupModel::setGroups(const QList<LuckGroup> &groups)
{
    beginResetModel();
    m_groups = groups;
    endResetModel();
}

int LuckGroupModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_groups.size());
}

int LuckGroupModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant LuckGroupModel::display(const LuckGroup &g, int column) const
{
    switch (column) {
    case ProcedureColumn:
        return procedureTitle(g.procedure);
    case SideColumn:
        return rollerLabel(m_game, g.side);
    case DieColumn:
        return QStringLiteral("d%1").arg(g.sides);
    case RollsColumn:
        return g.rolls();
    case MeanColumn:
        return QStringLiteral("%1 (%2)").arg(g.mean(), 0, 'f', 2).arg(g.expectedMean(), 0, 'f', 1);
    case ChiSquareColumn:
        return QString::number(g.chiSquare(), 'f', 2);
    case PValueColumn:
        return std::isnan(g.pValue()) ? QString() : QString::number(g.pValue(), 'f', 4);
    default:
        return {};
    }
}

QVariant LuckGroupModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_groups.size())
        return {};
    const LuckGroup &g = m_groups.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return display(g, index.column());
    case Qt::ToolTipRole:
        return g.isReliable() ? QVariant()
                              : tr("Too few rolls for the test (fewer than 5 expected per face)");
    case Qt::ForegroundRole:
        if (!g.isReliable())
            return QBrush(QColor(0x80, 0x80, 0x80));
        if (index.column() == PValueColumn && g.pValue() < 0.01)
            return QBrush(QColor(0xa0, 0x10, 0x10));
        return {};
    case Qt::TextAlignmentRole:
        return index.column() >= RollsColumn ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter)) : QVariant();
    case ProcedureRole:
        return g.procedure;
    case SideRole:
        return g.side;
    case DieRole:
        return g.sides;
    case PValueRole:
        return g.pValue();
    case ReliableRole:
        return g.isReliable();
    default:
        return {};
    }
}

QVariant LuckGroupModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case ProcedureColumn:
        return tr("Procedure");
    case SideColumn:
        return tr("Side");
    case DieColumn:
        return tr("Die");
    case RollsColumn:
        return tr("Rolls");
    case MeanColumn:
        return tr("Mean (fair)");
    case ChiSquareColumn:
        return tr("χ²");
    case PValueColumn:
        return tr("p-value");
    default:
        return {};
    }
}

QHash<int, QByteArray> LuckGroupModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractTableModel::roleNames();
    names.insert(ProcedureRole, "procedure");
    names.insert(SideRole, "side");
    names.insert(DieRole, "die");
    names.insert(PValueRole, "pValue");
    names.insert(ReliableRole, "reliable");
    return names;
}

} // namespace Reeve
