#include "logmodel.h"

#include <algorithm>

#include <QFont>

#include "campaign/campaign.h"
#include "campaign/gametexts.h"
#include "games/gamemodules.h"
#include "log/logquery.h"

namespace Reeve {

using namespace Qt::StringLiterals;

LogModel::LogModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

LogModel::~LogModel() = default;

void LogModel::setCampaign(Campaign *campaign)
{
    if (m_campaign)
        disconnect(m_campaign, nullptr, this, nullptr);
    m_campaign = campaign;
    m_game = campaign ? campaign->game() : GameInfo();
    m_module = nullptr;
    for (const GameModule &module : GameModules::all()) {
        if (module.id == m_game.id)
            m_module = &module;
    }
    m_filter = Filter();
    if (m_campaign)
        connect(m_campaign, &Campaign::changed, this, &LogModel::takeNewActions);
    reset();
}

void LogModel::setFilter(const Filter &filter)
{
    if (filter == m_filter)
        return; // e.g. a campaign just opened: its rows were read with this very filter
    m_filter = filter;
    reset();
}

LogQuery LogModel::query() const
{
    LogQuery q(m_campaign->database(), m_filter.audience, m_filter.audienceSide);
    q.setKindFilter(m_filter.kind);
    q.setTurnFilter(m_filter.turn);
    if (m_filter.side)
        q.setSideFilter(m_filter.side, m_filter.sideName);
    q.setSearch(m_filter.search);
    return q;
}

void LogModel::reset()
{
    m_busy = true;
    beginResetModel();
    m_rows.clear();
    m_total = m_campaign ? query().count() : 0;
    endResetModel();
    m_busy = false;
    emit totalCountChanged(m_total);
    if (canFetchMore({}))
        fetchMore({});
}

bool LogModel::canFetchMore(const QModelIndex &parent) const
{
    return !parent.isValid() && !m_busy && m_campaign && m_rows.size() < m_total;
}

void LogModel::fetchMore(const QModelIndex &parent)
{
    if (!canFetchMore(parent))
        return;
    const qint64 remaining = m_total - m_rows.size();
    const qint64 count = std::min<qint64>(kPageSize, remaining);
    // Rows are newest first: the next page is the one before the oldest shown.
    const qint64 before = m_rows.isEmpty() ? -1 : m_rows.constLast().seq;
    const QList<LogEntry> page = query().newestBefore(before, count);
    if (page.isEmpty()) {
        // The log shrank under us (cannot happen with an append-only log, but never loop).
        m_total = m_rows.size();
        return;
    }
    const int first = int(m_rows.size());
    m_busy = true;
    beginInsertRows({}, first, first + int(page.size()) - 1);
    m_rows.append(page);
    endInsertRows();
    m_busy = false;
}

void LogModel::takeNewActions()
{
    if (!m_campaign || m_busy)
        return;
    LogQuery q = query();
    const qint64 total = q.count();
    if (total < m_total) {
        reset();
        return;
    }
    if (total == m_total)
        return;
    QList<LogEntry> fresh = q.after(m_rows.isEmpty() ? 0 : m_rows.constFirst().seq);
    std::reverse(fresh.begin(), fresh.end());
    m_total = total;
    if (!fresh.isEmpty()) {
        m_busy = true;
        beginInsertRows({}, 0, int(fresh.size()) - 1);
        m_rows = fresh + m_rows;
        endInsertRows();
        m_busy = false;
    }
    emit totalCountChanged(m_total);
    emit newestInserted();
}

int LogModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int LogModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString LogModel::text(const LogEntry &entry) const
{
    QString result = entry.publicText;
    if (!entry.privateText.isEmpty())
        result += u" — "_s + entry.privateText;
    if (entry.hasHiddenPart)
        result += u"  "_s + tr("[hidden part]");
    return result;
}

QVariant LogModel::display(const LogEntry &entry, int column) const
{
    switch (column) {
    case SeqColumn:
        return entry.seq;
    case TurnColumn:
        return entry.turn > 0 ? m_game.describeTurn(entry.turn) : QString();
    case PhaseColumn:
        return GameTexts::label(entry.phase);
    case ActorColumn:
        // One word for the referee's own actions in each game: "Umpire" in DBA, "Referee" elsewhere.
        return m_module ? m_module->actorLabel(entry.actor) : entry.actor;
    case TextColumn:
        return text(entry);
    }
    return {};
}

QVariant LogModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const LogEntry &entry = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return display(entry, index.column());
    case SeqRole:
        return entry.seq;
    case KindRole:
        return entry.kind;
    case HiddenRole:
        return entry.hasHiddenPart;
    case PublicTextRole:
        return entry.publicText;
    case PrivateTextRole:
        return entry.privateText;
    case TurnRole:
        return entry.turn;
    case Qt::ToolTipRole:
        // Whole, for a column a narrow dock cuts; the action's time, never its internal kind.
        if (index.column() == TextColumn)
            return tr("%1\n(recorded %2)").arg(text(entry), entry.wallTime);
        if (index.column() == TurnColumn || index.column() == PhaseColumn)
            return display(entry, index.column());
        return {};
    case Qt::FontRole:
        if (entry.kind == u"undo"_s || entry.kind == u"redo"_s) {
            QFont font;
            font.setItalic(true);
            return font;
        }
        return {};
    case Qt::TextAlignmentRole:
        return index.column() == SeqColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    }
    return {};
}

QVariant LogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case SeqColumn:
        return tr("#");
    case TurnColumn:
        return tr("Turn");
    case PhaseColumn:
        return tr("Phase");
    case ActorColumn:
        return tr("By");
    case TextColumn:
        return tr("Action");
    }
    return {};
}

QHash<int, QByteArray> LogModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractTableModel::roleNames();
    names.insert(SeqRole, "seq");
    names.insert(KindRole, "kind");
    names.insert(HiddenRole, "hidden");
    names.insert(PublicTextRole, "publicText");
    names.insert(PrivateTextRole, "privateText");
    names.insert(TurnRole, "turn");
    return names;
}

} // namespace Reeve
