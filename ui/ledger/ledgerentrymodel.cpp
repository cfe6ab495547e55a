#include "ledgerentrymodel.h"

#include <QBrush>
#include <QColor>
#include <QFont>

#include "campaign/campaignreader.h"
#include "common/refereewords.h"
#include "ledger/ledgercategories.h"
#include "ledger/money.h"

namespace Reeve {

LedgerEntryModel::LedgerEntryModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void LedgerEntryModel::setCampaign(Campaign *campaign)
{
    m_campaign = campaign;
    reload();
}

void LedgerEntryModel::setFilter(const LedgerFilter &filter)
{
    m_filter = filter;
    reload();
}

void LedgerEntryModel::reload()
{
    beginResetModel();
    m_entries.clear();
    m_sides.clear();
    m_reversedBy.clear();
    if (m_campaign) {
        LedgerReader reader(m_campaign->database());
        m_entries = reader.entries(m_filter);
        m_reversedBy = reader.reversals();
        for (const Side &side : CampaignReader(m_campaign->database()).sides())
            m_sides.insert(side.id, side);
    }
    endResetModel();
}

int LedgerEntryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

int LedgerEntryModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString LedgerEntryModel::reason(const LedgerEntry &e) const
{
    QString text = e.reason;
    if (e.counterparty) {
        const QString other = m_sides.value(e.counterparty).name;
        text += (text.isEmpty() ? QString() : QStringLiteral(" · "))
                + (e.amount < 0 ? tr("to %1").arg(other) : tr("from %1").arg(other));
    }
    if (m_reversedBy.contains(e.id))
        text += QStringLiteral(" — ") + tr("reversed by #%1").arg(m_reversedBy.value(e.id));
    if (e.audience == Audience::Side)
        text += QStringLiteral(" — ") + tr("private to %1").arg(m_sides.value(e.audienceSide).name);
    else if (e.audience == Audience::Referee)
        text += QStringLiteral(" — ") + RefereeWords::pick(m_campaign, tr("referee only"), tr("umpire only"));
    return text;
}

QVariant LedgerEntryModel::display(const LedgerEntry &e, int column) const
{
    const QString currency = m_campaign ? m_campaign->game().currency : QString();
    switch (column) {
    case IdColumn:
        return e.id;
    case TimeColumn:
        return m_campaign ? m_campaign->game().describeTurn(e.turn) : QString::number(e.turn);
    case SideColumn:
        return m_sides.value(e.sideId).name;
    case CategoryColumn:
        return LedgerCategories::label(e.category);
    case AmountColumn:
        return Money::format(e.amount, currency, Money::Sign::Always);
    case BalanceColumn:
        return Money::format(e.balanceAfter, currency);
    case ReasonColumn:
        return reason(e);
    default:
        return {};
    }
}

QVariant LedgerEntryModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_entries.size())
        return {};
    const LedgerEntry &e = m_entries.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return display(e, index.column());
    case Qt::ToolTipRole:
        return tr("Entry %1, written by action #%2").arg(e.id).arg(e.actionSeq);
    case Qt::TextAlignmentRole:
        if (index.column() == AmountColumn || index.column() == BalanceColumn || index.column() == IdColumn)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::ForegroundRole:
        if (index.column() == AmountColumn && e.amount < 0)
            return QBrush(QColor(0xa0, 0x10, 0x10));
        if (m_reversedBy.contains(e.id) || e.reverses)
            return QBrush(QColor(0x80, 0x80, 0x80));
        return {};
    case Qt::DecorationRole:
        if (index.column() == SideColumn && !m_sides.value(e.sideId).colour.isEmpty())
            return QColor(m_sides.value(e.sideId).colour);
        return {};
    case EntryIdRole:
        return e.id;
    case SideIdRole:
        return e.sideId;
    case AmountRole:
        return e.amount;
    case CategoryRole:
        return e.category;
    case TurnRole:
        return e.turn;
    case ReversedRole:
        return m_reversedBy.contains(e.id);
    case ActionSeqRole:
        return e.actionSeq;
    default:
        return {};
    }
}

QVariant LedgerEntryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case IdColumn:
        return tr("#");
    case TimeColumn:
        return tr("When");
    case SideColumn:
        return tr("Side");
    case CategoryColumn:
        return tr("Category");
    case AmountColumn:
        return tr("Amount");
    case BalanceColumn: // the running sum of the entries this view reads (LedgerReader::entries)
        return m_filter.audience == Audience::Public ? tr("Public balance")
               : m_filter.audience == Audience::Side ? tr("Known balance")
                                                     : tr("Balance");
    case ReasonColumn:
        return tr("Reason");
    default:
        return {};
    }
}

QHash<int, QByteArray> LedgerEntryModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractTableModel::roleNames();
    names.insert(EntryIdRole, "entryId");
    names.insert(SideIdRole, "sideId");
    names.insert(AmountRole, "amount");
    names.insert(CategoryRole, "category");
    names.insert(TurnRole, "turn");
    names.insert(ReversedRole, "reversed");
    names.insert(ActionSeqRole, "actionSeq");
    return names;
}

} // namespace Reeve
