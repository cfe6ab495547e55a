#pragma once

#include <QList>
#include <QString>

#include "log/action.h"
#include "log/logentry.h"

namespace Reeve {

class Campaign;
class Database;

/**
 * Reads the log for one audience (public, one side, or the referee) with
 * optional filters, a page at a time, so a 50,000-action log opens at once.
 * Privacy is enforced here: hidden parts never leave this class for an
 * audience that may not read them.
 */
class LogQuery
{
public:
    LogQuery(Database &db, Audience audience, qint64 side = 0);
    /// "public", "referee" or "side=NAME" (as on the command line).
    static LogQuery forAudience(Campaign &campaign, const QString &spec);

    void setKindFilter(const QString &kindPrefix) { m_kind = kindPrefix; }
    void setTurnFilter(int turn) { m_turn = turn; }
    /// Actions that concern a side: by it, for it, or naming it.
    void setSideFilter(qint64 sideId, const QString &sideName);
    void setSearch(const QString &text) { m_search = text; }

    QString audienceLabel() const;
    qint64 count();
    /// Entries in sequence order from \a offset; \a limit < 0 for all.
    QList<LogEntry> entries(qint64 offset, qint64 limit);
    /// Up to \a limit entries after sequence number \a afterSeq, oldest first
    /// (\a limit < 0 for all). Reads by the key, never skipping rows, so
    /// paging through a long log stays linear.
    QList<LogEntry> after(qint64 afterSeq, qint64 limit = -1);
    /// Up to \a limit entries before sequence number \a beforeSeq (the newest
    /// when \a beforeSeq < 0), newest first: the pages of a newest-first view.
    QList<LogEntry> newestBefore(qint64 beforeSeq, qint64 limit);
    /// Turn each action of the page would show in its own order (for filters).
    QList<int> turns();
    /// The action kinds present in the log.
    QStringList kinds();

private:
    QString where(QVariantList &binds) const;
    LogEntry toEntry(const Action &action) const;
    QList<LogEntry> run(const QString &sql, const QVariantList &binds);

    Database &m_db;
    Audience m_audience;
    qint64 m_side;
    QString m_kind;
    int m_turn = 0;
    qint64 m_filterSide = 0;
    QString m_filterSideName;
    QString m_search;
};

} // namespace Reeve
