#pragma once

#include <QAbstractTableModel>
#include <QPointer>

#include "campaign/campaign.h"

#include "campaign/gameinfo.h"
#include "log/action.h"
#include "log/logentry.h"

namespace Reeve {

struct GameModule;
class LogQuery;

/**
 * The turn log as one audience may read it, newest action first, loaded lazily
 * a page at a time through LogQuery: the view asks for older pages with
 * canFetchMore()/fetchMore() as the user scrolls down, so a 50,000-action log
 * opens at once. Newest-first is what makes that work: the newest actions are
 * the first page, and new actions are inserted at the top as they are committed.
 * Privacy is LogQuery's: hidden parts never reach this model.
 */
class LogModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { SeqColumn, TurnColumn, PhaseColumn, ActorColumn, TextColumn, ColumnCount };
    enum Roles { SeqRole = Qt::UserRole + 1, KindRole, HiddenRole, PublicTextRole, PrivateTextRole, TurnRole };

    /// Which audience reads the log, and which actions to show.
    struct Filter
    {
        Audience audience = Audience::Public;
        qint64 audienceSide = 0; ///< the reading side when audience is Side
        int turn = 0;            ///< 0: every turn
        qint64 side = 0;         ///< 0: every side
        QString sideName;
        QString kind;            ///< kind prefix, e.g. "unit" or "unit.move"; empty: all
        QString search;
        bool operator==(const Filter &) const = default;
    };

    /// Rows read at a time, newest first: more than a tall window shows (the view asks for the next
    /// page while its viewport is not full, and as it scrolls to the end); 200 read 150 rows nobody
    /// sees at every start (issue 24).
    static constexpr int kPageSize = 50;

    explicit LogModel(QObject *parent = nullptr);
    ~LogModel() override;

    void setCampaign(Campaign *campaign);
    /// Shows what \a filter selects; the same filter again keeps the rows already read.
    void setFilter(const Filter &filter);
    const Filter &filter() const { return m_filter; }
    /// Number of actions matching the filter (loaded or not).
    qint64 totalCount() const { return m_total; }
    LogEntry entry(int row) const { return m_rows.value(row); }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;
    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;

signals:
    /// Newer actions were inserted at the top.
    void newestInserted();
    void totalCountChanged(qint64 count);

private:
    LogQuery query() const;
    void reset();
    void takeNewActions();
    QVariant display(const LogEntry &entry, int column) const;
    QString text(const LogEntry &entry) const;

    QPointer<Campaign> m_campaign;
    GameInfo m_game;
    const GameModule *m_module = nullptr; ///< the campaign's game, for its word for the referee
    Filter m_filter;
    QList<LogEntry> m_rows; ///< newest first
    qint64 m_total = 0;     ///< matching actions when last synchronised
    /// True while rows are being reset or inserted: a fetchMore() asked for from a
    /// handler of those very signals (views, QAbstractItemModelTester) must wait.
    bool m_busy = false;
};

} // namespace Reeve
