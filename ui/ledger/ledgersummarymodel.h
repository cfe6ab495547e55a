#pragma once

#include <QAbstractTableModel>
#include <QPointer>
#include <QStringList>

#include "campaign/campaign.h"
#include "campaign/side.h"
#include "ledger/ledgerreader.h"

namespace Reeve {

/**
 * One row per side: its balance, then this turn's income and spending by
 * category (only the categories that moved this turn get a column; a
 * correction counts under the category it corrects) and the turn's net change.
 */
class LedgerSummaryModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Roles { SideIdRole = Qt::UserRole + 1, BalanceRole, NetRole, CategoryRole };

    explicit LedgerSummaryModel(QObject *parent = nullptr);

    void setCampaign(Campaign *campaign);
    /// The turn summarised (0: the clock's turn).
    void setTurn(int turn);
    int turn() const { return m_turn; }
    /// Sums only what \a audience (and \a side for a side's view) may read; the referee by default.
    /// Where the game keeps treasuries private, a side's view lists that side alone and the public none.
    void setAudience(Audience audience, qint64 side = 0);
    void reload();
    /// Category id shown in \a column, or empty for the fixed columns.
    QString categoryAt(int column) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

private:
    qint64 value(int row, int column) const;

    QPointer<Campaign> m_campaign;
    int m_turn = 0;
    Audience m_audience = Audience::Referee;
    qint64 m_audienceSide = 0;
    int m_shownTurn = 0;
    QList<Side> m_sides;
    QList<qint64> m_balances;
    QList<LedgerReader::Summary> m_summaries; ///< parallel to m_sides
    QStringList m_categories;
};

} // namespace Reeve
