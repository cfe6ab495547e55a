#include "rulingsmodel.h"

#include "campaign/gameinfo.h"

namespace Reeve {

using namespace Qt::StringLiterals;

void RulingsModel::setRulings(const QList<Ruling> &rulings, const GameInfo *game)
{
    beginResetModel();
    m_rulings = rulings;
    m_when.clear();
    for (const Ruling &r : rulings) {
        if (game)
            m_when << r.when(*game);
        else
            m_when << (r.period.isEmpty() ? tr("turn %1").arg(r.turn) : r.period);
    }
    endResetModel();
}

const Ruling *RulingsModel::ruling(int row) const
{
    return row >= 0 && row < m_rulings.size() ? &m_rulings.at(row) : nullptr;
}

int RulingsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rulings.size());
}

int RulingsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RulingsModel::data(const QModelIndex &index, int role) const
{
    const Ruling *r = ruling(index.row());
    if (!r)
        return {};
    if (role == Qt::ToolTipRole && (index.column() == Question || index.column() == Decision))
        return index.column() == Question ? r->question : r->decision;
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case Number:
        return r->id;
    case Time:
        return m_when.value(index.row());
    case Question:
        return r->question.simplified();
    case Decision:
        return r->decision.simplified();
    case Rules:
        return r->ruleRefs.join(u", "_s);
    default:
        return {};
    }
}

QVariant RulingsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Number:
        return tr("#");
    case Time:
        return tr("When");
    case Question:
        return tr("Question");
    case Decision:
        return tr("Decision");
    case Rules:
        return tr("Rules");
    default:
        return {};
    }
}

} // namespace Reeve
