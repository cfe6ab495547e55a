#include "ledgersummarymodel.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QSet>

#include "campaign/campaignreader.h"
#include "campaign/gamecatalog.h"
#include "ledger/ledgercategories.h"
#include "ledger/money.h"

namespace Reeve {

namespace {

constexpr int kSideColumn = 0;
constexpr int kBalanceColumn = 1;
constexpr int kFixedBefore = 2; // side, balance; then categories; then net

} // namespace

LedgerSummaryModel::LedgerSummaryModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void LedgerSummaryModel::setCampaign(Campaign *campaign)
{
    m_campaign = campaign;
    reload();
}

void LedgerSummaryModel::setTurn(int turn)
{
    m_turn = turn;
    reload();
}

void LedgerSummaryModel::setAudience(Audience audience, qint64 side)
{
    m_audience = audience;
    m_audienceSide = side;
    reload();
}

void LedgerSummaryModel::reload()
{
    beginResetModel();
    m_sides.clear();
    m_balances.clear();
    m_summaries.clear();
    m_categories.clear();
    if (m_campaign) {
        CampaignReader reader(m_campaign->database());
        const bool referee = m_audience == Audience::Referee;
        const bool ownOnly = !referee && GameCatalog::privateTreasuries(m_campaign->game().id);
        for (const Side &side : reader.sides()) {
            if (!ownOnly || (m_audience == Audience::Side && side.id == m_audienceSide))
                m_sides << side; // another side's private treasury is not this viewer's to see
        }
        m_shownTurn = m_turn > 0 ? m_turn : reader.clock().turn;
        QHash<qint64, LedgerReader::Summary> bySide;
        const QList<LedgerReader::Summary> summaries =
            LedgerReader(m_campaign->database()).summaries(m_shownTurn, m_shownTurn, m_audience, m_audienceSide);
        for (const LedgerReader::Summary &s : summaries)
            bySide.insert(s.sideId, s);
        QSet<QString> used;
        for (const Side &side : std::as_const(m_sides)) {
            // The referee sees the account; any other view the sum of the entries it may read.
            m_balances << (referee ? reader.account(side.id).balance : bySide.value(side.id).closing);
            const LedgerReader::Summary s = bySide.value(side.id);
            for (auto it = s.net.cbegin(); it != s.net.cend(); ++it) {
                if (it.value() != 0)
                    used.insert(it.key());
            }
            m_summaries << s;
        }
        for (const QString &id : LedgerCategories::ids()) {
            if (used.contains(id))
                m_categories << id;
        }
    }
    endResetModel();
}

QString LedgerSummaryModel::categoryAt(int column) const
{
    return m_categories.value(column - kFixedBefore);
}

int LedgerSummaryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_sides.size());
}

int LedgerSummaryModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : kFixedBefore + int(m_categories.size()) + 1;
}

qint64 LedgerSummaryModel::value(int row, int column) const
{
    const LedgerReader::Summary &s = m_summaries.at(row);
    if (column == kBalanceColumn)
        return m_balances.at(row);
    if (column == columnCount() - 1)
        return s.closing - s.opening;
    return s.net.value(categoryAt(column));
}

QVariant LedgerSummaryModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_sides.size())
        return {};
    const Side &side = m_sides.at(index.row());
    const int column = index.column();
    const QString currency = m_campaign ? m_campaign->game().currency : QString();
    switch (role) {
    case Qt::DisplayRole:
        if (column == kSideColumn)
            return side.name;
        if (column == kBalanceColumn)
            return Money::format(value(index.row(), column), currency);
        return value(index.row(), column) == 0
                   ? QStringLiteral("–")
                   : Money::format(value(index.row(), column), currency, Money::Sign::Always);
    case Qt::DecorationRole:
        return column == kSideColumn && !side.colour.isEmpty() ? QVariant(QColor(side.colour)) : QVariant();
    case Qt::TextAlignmentRole:
        return column == kSideColumn ? QVariant() : QVariant(int(Qt::AlignRight | Qt::AlignVCenter));
    case Qt::ForegroundRole:
        return column != kSideColumn && value(index.row(), column) < 0 ? QVariant(QBrush(QColor(0xa0, 0x10, 0x10)))
                                                                       : QVariant();
    case Qt::FontRole:
        if (column == kBalanceColumn) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case SideIdRole:
        return side.id;
    case BalanceRole:
        return m_balances.at(index.row());
    case NetRole:
        return m_summaries.at(index.row()).closing - m_summaries.at(index.row()).opening;
    case CategoryRole:
        return categoryAt(column);
    default:
        return {};
    }
}

QVariant LedgerSummaryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && section == kBalanceColumn && role == Qt::ToolTipRole)
        return LedgerReader::balanceLabel(m_audience);
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (section == kSideColumn)
        return tr("Side");
    if (section == kBalanceColumn) // whose sum it is: the public view adds up the public entries only
        return m_audience == Audience::Public ? tr("Public balance")
               : m_audience == Audience::Side ? tr("Known balance")
                                              : tr("Balance");
    if (section == columnCount() - 1)
        return tr("Net this turn");
    return LedgerCategories::label(categoryAt(section));
}

QHash<int, QByteArray> LedgerSummaryModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractTableModel::roleNames();
    names.insert(SideIdRole, "sideId");
    names.insert(BalanceRole, "balance");
    names.insert(NetRole, "net");
    names.insert(CategoryRole, "category");
    return names;
}

} // namespace Reeve
