#include "ruletablemodel.h"

#include <QFont>

#include "campaign/campaigntables.h"
#include "tables/tablecsv.h"
#include "util/failure.h"

#include "tables/provenancelegend.h"
#include "tables/tablewords.h"

namespace Reeve {

using namespace Qt::StringLiterals;

RuleTableModel::RuleTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void RuleTableModel::setCampaign(Campaign *campaign)
{
    m_campaign = campaign;
    if (hasTable())
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

void RuleTableModel::setTable(const RuleTable &table)
{
    const bool sameShape = table.id() == m_table.id() && table.rowKeys() == m_table.rowKeys()
            && table.columns() == m_table.columns();
    if (!sameShape) {
        beginResetModel();
        m_table = table;
        endResetModel();
        return;
    }
    m_table = table;
    if (rowCount() > 0 && columnCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

void RuleTableModel::clear()
{
    beginResetModel();
    m_table = RuleTable();
    endResetModel();
}

bool RuleTableModel::isEditable() const
{
    return hasTable() && m_campaign && !m_campaign->isReadOnly();
}

QModelIndex RuleTableModel::cellIndex(const QString &rowKey, const QString &columnLabel) const
{
    const std::optional<RowKey> key = RowKey::parse(rowKey);
    const int row = key ? m_table.rowIndexOf(*key) : -1;
    const int column = m_table.columnIndex(columnLabel);
    return row >= 0 && column >= 0 ? index(row, column) : QModelIndex();
}

int RuleTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_table.rowCount();
}

int RuleTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_table.columnCount();
}

void RuleTableModel::setShowNames(bool show)
{
    if (show == m_showNames)
        return;
    m_showNames = show;
    if (hasTable()) {
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
        emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
    }
}

QString RuleTableModel::cellWords(int row, int column) const
{
    return tr("roll %1, %2").arg(m_table.rowKey(row).toString(), TableWords::word(m_table.columnLabel(column)));
}

QString RuleTableModel::toolTip(const TableCell &cell, int row, int column) const
{
    // The data's own names (as a CSV file and the command line spell them) only when asked for.
    const QString where = m_showNames ? tr("%1 (%2)").arg(cellWords(row, column), m_table.cellName(row, column))
                                      : cellWords(row, column);
    QString tip = u"%1\n%2: %3"_s.arg(where, ProvenanceLegend::displayName(cell.provenance),
                                      ProvenanceLegend::description(cell.provenance));
    if (!cell.note.isEmpty())
        tip += u'\n' + cell.note;
    if (isEditable())
        tip += u'\n' + tr("Double-click or press F2 to enter a house figure.");
    return tip;
}

QVariant RuleTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const TableCell &cell = m_table.cell(index.row(), index.column());
    const bool missing = cell.isMissing();
    const Provenance provenance = missing ? Provenance::Missing : cell.provenance;
    switch (role) {
    case Qt::DisplayRole:
        if (missing)
            return tr("missing");
        return cell.value.isString() && !m_showNames ? TableWords::word(cell.value.toString())
                                                     : TableCsv::formatValue(cell.value);
    case Qt::EditRole:
        return missing ? QString() : TableCsv::formatValue(cell.value);
    case Qt::ToolTipRole:
        return toolTip(cell, index.row(), index.column());
    case Qt::BackgroundRole:
        return ProvenanceLegend::background(provenance);
    case Qt::ForegroundRole:
        return ProvenanceLegend::foreground(provenance);
    case Qt::FontRole:
        if (missing || provenance == Provenance::House) {
            QFont font;
            font.setBold(missing);
            font.setItalic(provenance == Provenance::House);
            return font;
        }
        return {};
    case Qt::TextAlignmentRole:
        return int(Qt::AlignCenter);
    case ProvenanceRole:
        return int(provenance);
    case ProvenanceNameRole:
        return provenanceToString(provenance);
    case ValueRole:
        return QVariant::fromValue(cell.value);
    case NoteRole:
        return cell.note;
    case MissingRole:
        return missing;
    case RowKeyRole:
        return m_table.rowKey(index.row()).toString();
    case ColumnLabelRole:
        return m_table.columnLabel(index.column());
    default:
        return {};
    }
}

QVariant RuleTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (orientation == Qt::Horizontal) {
        if (section < 0 || section >= columnCount())
            return {};
        const QString label = m_table.columnLabel(section);
        if (m_showNames)
            return label;
        return role == Qt::ToolTipRole ? QVariant() : QVariant(TableWords::word(label));
    }
    if (section < 0 || section >= rowCount())
        return {};
    const QString key = m_table.rowKey(section).toString();
    return role == Qt::ToolTipRole ? tr("Roll %1 (%2)").arg(key, TableWords::text(m_table.dice())) : key;
}

Qt::ItemFlags RuleTableModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags flags = QAbstractTableModel::flags(index);
    if (index.isValid() && isEditable())
        flags |= Qt::ItemIsEditable;
    return flags;
}

bool RuleTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !checkIndex(index, CheckIndexOption::IndexIsValid) || !isEditable())
        return false;
    const QString text = value.toString().trimmed();
    const TableCell &cell = m_table.cell(index.row(), index.column());
    if (text.isEmpty()) {
        if (!cell.isMissing())
            emit editFailed(tr("A figure cannot be cleared; use Undo to restore the previous one."));
        return false;
    }
    QString error;
    const std::optional<QJsonValue> figure = TableCsv::parseValue(text, &error);
    if (!figure) {
        emit editFailed(error);
        return false;
    }
    if (!cell.isMissing() && cell.value == *figure)
        return false;
    const QString tableId = m_table.id();
    const QString rowKey = m_table.rowKey(index.row()).toString();
    const QString column = m_table.columnLabel(index.column());
    qint64 seq = 0;
    try {
        seq = CampaignTables::setCell(*m_campaign, tableId, rowKey, column, *figure);
    } catch (const Failure &failure) {
        emit editFailed(failure.message());
        return false;
    }
    if (m_table.id() == tableId && m_campaign) {
        const TableLibrary library = CampaignTables::forCampaign(*m_campaign);
        if (const RuleTable *fresh = library.find(tableId))
            setTable(*fresh);
    }
    emit cellEdited(seq);
    return true;
}

QHash<int, QByteArray> RuleTableModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractTableModel::roleNames();
    names.insert(ProvenanceRole, "provenance");
    names.insert(ProvenanceNameRole, "provenanceName");
    names.insert(ValueRole, "value");
    names.insert(NoteRole, "note");
    names.insert(MissingRole, "missing");
    names.insert(RowKeyRole, "rowKey");
    names.insert(ColumnLabelRole, "columnLabel");
    return names;
}

} // namespace Reeve
