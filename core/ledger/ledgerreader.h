#pragma once

#include <optional>

#include <QHash>
#include <QList>
#include <QMap>
#include <QString>

#include "ledger/ledgerentry.h"
#include "ledger/trackedvalues.h"

namespace Reeve {

class Database;

/// Which entries to read; 0 / empty means "any".
struct LedgerFilter
{
    qint64 sideId = 0;
    int fromTurn = 0;
    int toTurn = 0;
    QString category;
    Audience audience = Audience::Referee;
    qint64 audienceSide = 0;
};
/**
 * Read-only queries over the ledger's state tables, with the same visibility
 * rule as the log (public entries for everyone, a side's private entries for
 * that side, everything for the referee). Cheap to construct.
 */
class LedgerReader
{
public:
    using Filter = LedgerFilter;
    /// One side's money over a span of turns; net amounts by category.
    struct Summary
    {
        qint64 sideId = 0;
        qint64 opening = 0;
        qint64 closing = 0;
        /// Net amount per category; a correction counts under the category of the entry it reverses.
        QMap<QString, qint64> net;
    };
    /// One recorded value of a tracked quantity.
    struct Point
    {
        qint64 sideId = 0;
        QString quantity;
        int turn = 0;
        qint64 value = 0;
        QString note;
    };

    explicit LedgerReader(Database &db);

    QList<LedgerEntry> entries(const Filter &filter = Filter());
    std::optional<LedgerEntry> entry(qint64 id);
    qint64 entryCount();
    /// Sum of all entries of a side (equals its balance when the books reconcile).
    qint64 sumOfEntries(qint64 sideId);
    /**
     * Each side's balance as \a audience may know it: for the referee the account; for anyone else the
     * sum of the entries that audience may read (public: the public entries only), never the account.
     */
    QHash<qint64, qint64> balances(Audience audience = Audience::Referee, qint64 side = 0);
    /// What a balance of \a audience is, for headings: "Public balance", "Balance", "Balance known to the side".
    static QString balanceLabel(Audience audience);
    /**
     * Whether \a sideId's balance is kept from \a audience (reading as \a viewerSide): where the game's
     * treasuries are private (game.json "treasuries", Charlemagne §25, the DBA campaign), another side's
     * balance is shown only to that side and the referee; any other view gets no figure, not even 0.
     */
    static bool balanceSecret(const QString &gameId, Audience audience, qint64 viewerSide, qint64 sideId);
    /// A balance's text for \a audience: the amount in \a currency, or a dash where it is secret.
    static QString shownBalance(const QString &gameId, const QString &currency, qint64 amount,
                                Audience audience, qint64 viewerSide, qint64 sideId);
    /// Original entry id → id of the correction that reversed it.
    QHash<qint64, qint64> reversals();
    bool allowsNegative();
    /// Built-in quantities, those defined in the campaign, and any recorded ones.
    QList<TrackedQuantity> quantities();
    QList<Point> values(const QString &quantity = QString());
    /// Each side's opening/closing balance and net by category over [fromTurn, toTurn].
    QList<Summary> summaries(int fromTurn, int toTurn, Audience audience = Audience::Referee, qint64 side = 0);

    /// SQL condition (on alias \a alias) selecting the entries \a audience may read; appends its binds.
    static QString visibility(const QString &alias, Audience audience, qint64 side, QVariantList &binds);

private:
    Database &m_db;
};

} // namespace Reeve
