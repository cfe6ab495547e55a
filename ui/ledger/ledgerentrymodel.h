#pragma once

#include <QAbstractTableModel>
#include <QHash>
#include <QPointer>

#include "campaign/campaign.h"
#include "campaign/side.h"
#include "ledger/ledgerentry.h"
#include "ledger/ledgerreader.h"

namespace Reeve {

/**
 * The running history of the ledger: one row per entry (oldest first) with its
 * game time, side, category, amount, the balance it left and its reason; rows
 * reversed by a correction say so. Filtered by side, turns and category through
 * LedgerReader; the referee's view (every entry).
 */
class LedgerEntryModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { IdColumn, TimeColumn, SideColumn, CategoryColumn, AmountColumn, BalanceColumn, ReasonColumn,
                  ColumnCount };
    enum Roles { EntryIdRole = Qt::UserRole + 1, SideIdRole, AmountRole, CategoryRole, TurnRole, ReversedRole,
                 ActionSeqRole };

    explicit LedgerEntryModel(QObject *parent = nullptr);

    void setCampaign(Campaign *campaign);
    void setFilter(const LedgerFilter &filter);
    const LedgerFilter &filter() const { return m_filter; }
    /// Re-reads the entries (after a committed action).
    void reload();
    LedgerEntry entry(int row) const { return m_entries.value(row); }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

private:
    QVariant display(const LedgerEntry &entry, int column) const;
    QString reason(const LedgerEntry &entry) const;

    QPointer<Campaign> m_campaign;
    LedgerFilter m_filter;
    QList<LedgerEntry> m_entries;
    QHash<qint64, Side> m_sides;
    QHash<qint64, qint64> m_reversedBy;
};

} // namespace Reeve
