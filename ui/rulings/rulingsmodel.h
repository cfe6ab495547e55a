#pragma once

#include <QAbstractTableModel>
#include <QList>
#include <QStringList>

#include "rulings/ruling.h"

namespace Reeve {

/** The rulings shown in the Rulings panel: number, game time, question, decision, rules. */
class RulingsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Number, Time, Question, Decision, Rules, ColumnCount };

    using QAbstractTableModel::QAbstractTableModel;

    /// \a game names each ruling's game time in the reader's language (Ruling::when).
    void setRulings(const QList<Ruling> &rulings, const GameInfo *game = nullptr);
    const Ruling *ruling(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<Ruling> m_rulings;
    QStringList m_when; ///< per ruling, the game time shown
};

} // namespace Reeve
