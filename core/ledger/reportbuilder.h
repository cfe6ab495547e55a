#pragma once

#include <QHash>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include "campaign/side.h"
#include "ledger/ledgerentry.h"
#include "ledger/ledgerreader.h"
#include "ledger/progress.h"
#include "log/logentry.h"

namespace Reeve {

class Campaign;

/**
 * A turn or season report for one audience (public, one side, or the referee):
 * each side's treasury over the period with its income and spending by
 * category, the ledger changes, tracked quantities, the rulings made and the log
 * of the period. Everything comes through LogQuery for that audience, so a
 * public report cannot hold a private entry. Produces HTML (for QTextDocument,
 * browsers and PDF) and CSV as plain strings; rendering to PDF happens outside
 * core.
 */
class ReportBuilder
{
public:
    /// \a audience: "public", "referee" or "side=NAME" (throws Failure::badInput otherwise).
    ReportBuilder(Campaign &campaign, const QString &audience, int fromTurn, int toTurn);

    /// Reads the log; returns false when cancelled.
    bool build(Progress &progress);
    bool build();

    QString title() const;
    /// "Spring 1001" or "Spring 1001 to Winter 1002".
    QString span() const;
    /// The report as one HTML document; each of \a chartImages becomes an <img> in a Charts section.
    QString html(const QStringList &chartImages = {}) const;
    /// The ledger entries of the period as CSV, then the period's log lines (category "log", entry
    /// empty, the text this audience may read in the reason column, the line's number in the action
    /// column), then the chain head's row.
    QString csv() const;

    const QList<LedgerEntry> &periodEntries() const { return m_period; }
    const QList<LedgerReader::Summary> &summaries() const { return m_summaries; }
    const QList<LogEntry> &logEntries() const { return m_log; }

private:
    void summarise(const QList<LedgerEntry> &all);
    /// Leaves out of the period's log the actions undone and not redone, and the undo and redo lines.
    void dropUndone();
    QString treasuryHtml() const;
    QString entriesHtml() const;
    QString quantitiesHtml() const;
    QString logHtml(bool rulings) const;
    QString sideCell(qint64 sideId) const;
    QString money(qint64 amount, bool sign = false) const;
    /// The reader's audience: public, a side (m_ownSide) or the referee.
    Audience viewer() const;

    Campaign &m_campaign;
    QString m_audience;
    QString m_audienceLabel;
    bool m_referee = false;
    bool m_ownMoneyOnly = false; ///< private treasuries: only the reading side's own money is shown
    qint64 m_ownSide = 0;        ///< the reading side (0: public or referee)
    int m_from;
    int m_to;
    QList<Side> m_sides;
    QHash<qint64, QString> m_names;
    QList<LedgerEntry> m_period;
    QList<LedgerReader::Summary> m_summaries;
    QStringList m_categories;            ///< categories with movement in the period, in standard order
    QList<LedgerReader::Point> m_values; ///< visible tracked values up to the end of the period
    QList<LogEntry> m_log;
    int m_hidden = 0;
};

} // namespace Reeve
