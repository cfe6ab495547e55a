#pragma once

#include <QAbstractTableModel>
#include <QPointer>

#include "campaign/campaign.h"
#include "tables/ruletable.h"

namespace Reeve {

/**
 * One rule table as a grid: rows are its row keys, columns its column labels,
 * each cell its figure coloured by provenance. With a writable campaign set,
 * editing a cell stores a house figure through CampaignTables::setCell (one
 * logged, undoable action) and the cell then shows as house.
 */
class RuleTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Roles {
        ProvenanceRole = Qt::UserRole + 1, ///< Reeve::Provenance as int
        ProvenanceNameRole,                ///< "printed", "text", "example", "house", "missing"
        ValueRole,                         ///< the figure as a QJsonValue (null when missing)
        NoteRole,
        MissingRole,                       ///< bool
        RowKeyRole,                        ///< the row key as written in the table
        ColumnLabelRole,
    };

    explicit RuleTableModel(QObject *parent = nullptr);

    /// Edits are stored in \a campaign; without one (or read-only) the table is read-only.
    void setCampaign(Campaign *campaign);
    /// Shows \a table; the same table again (same rows and columns) only refreshes the cells.
    void setTable(const RuleTable &table);
    void clear();
    bool hasTable() const { return !m_table.id().isEmpty(); }
    const RuleTable &table() const { return m_table; }
    bool isEditable() const;
    /// Shows the data's own names (column labels and values as the CSV and the command line spell
    /// them) instead of their words; off by default.
    void setShowNames(bool show);
    bool showsNames() const { return m_showNames; }
    /// Where a cell is, in words: "roll 4-5, winter, coastal square".
    QString cellWords(int row, int column) const;
    /// The index of a cell named by row key and column label, or an invalid index.
    QModelIndex cellIndex(const QString &rowKey, const QString &columnLabel) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    QHash<int, QByteArray> roleNames() const override;

signals:
    /// An edit was refused or failed; \a message says why.
    void editFailed(const QString &message);
    /// A cell was stored as a house figure in action \a seq.
    void cellEdited(qint64 seq);

private:
    QString toolTip(const TableCell &cell, int row, int column) const;

    QPointer<Campaign> m_campaign;
    RuleTable m_table;
    bool m_showNames = false;
};

} // namespace Reeve
