#pragma once

#include <QAbstractTableModel>

#include "ledger/luckgroup.h"

namespace Reeve {

/** The luck statistics table: one row per procedure, side and die size with rolls, mean, chi-square and p-value. */
class LuckGroupModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        ProcedureColumn,
        SideColumn,
        DieColumn,
        RollsColumn,
        MeanColumn,
        ChiSquareColumn,
        PValueColumn,
        ColumnCount
    };
    enum Roles { ProcedureRole = Qt::UserRole + 1, SideRole, DieRole, PValueRole, ReliableRole };

    explicit LuckGroupModel(QObject *parent = nullptr);
    /// A procedure named by its title, as the Luck view's choices and table show it ("all
    /// procedures" for the empty id; the id itself only for one no longer registered).
    static QString procedureTitle(const QString &procedureId);
    /// Who rolled, in the words of game \a gameId: a side by its name, the referee's own rolls
    /// (logged as "referee", or "umpire" by the DBA steps) as the game calls him ("Umpire" in DBA).
    static QString rollerLabel(const QString &gameId, const QString &actor);
    /// The game whose words name the referee in the Side column.
    void setGame(const QString &gameId) { m_game = gameId; }

    void setGroups(const QList<LuckGroup> &groups);
    const LuckGroup &group(int row) const { return m_groups.at(row); }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

private:
    QVariant display(const LuckGroup &group, int column) const;

    QList<LuckGroup> m_groups;
    QString m_game;
};

} // namespace Reeve
