#pragma once

#include <QList>
#include <QString>

#include "ledger/ledgercategories.h"
#include "ledger/ledgerentry.h"
#include "log/action.h"

namespace Reeve {

class ActionWriter;
class Campaign;

/// One line of a posting: a signed amount for one side.
struct LedgerPosting
{
    qint64 sideId = 0;
    qint64 amount = 0;
    LedgerCategory category = LedgerCategory::Other;
    QString reason;
    qint64 counterparty = 0;
};
/// When and for whom an action is recorded.
struct LedgerOptions
{
    int turn = 0;                           ///< 0: the clock's turn
    Audience audience = Audience::Public;
    qint64 audienceSide = 0;                ///< with Audience::Side; 0: the (first) side concerned
    QString actor;
};

/**
 * The campaign's bank: credits, debits and transfers between sides, each one
 * logged action with its reason and game time, and corrections as reversing
 * entries (never edits). Refuses a negative balance unless the campaign allows
 * it (meta "ledger.allow_negative"), saying the balance and the shortfall.
 */
class Ledger
{
public:
    using Posting = LedgerPosting;
    using Options = LedgerOptions;

    explicit Ledger(Campaign &campaign);

    qint64 credit(qint64 sideId, qint64 amount, LedgerCategory category, const QString &reason,
                  const Options &options = {});
    qint64 debit(qint64 sideId, qint64 amount, LedgerCategory category, const QString &reason,
                 const Options &options = {});
    /// Moves \a amount from one side to another (ransom, tribute, trade...): two linked entries.
    qint64 transfer(qint64 fromSide, qint64 toSide, qint64 amount, LedgerCategory category, const QString &reason,
                    const Options &options = {});
    /// Several postings as one action, e.g. a season's income and maintenance for every side.
    qint64 post(const QList<Posting> &postings, const QString &title, const Options &options = {});
    /// Reverses an entry (both legs of a transfer) with correcting entries; the original stays.
    qint64 reverse(qint64 entryId, const QString &reason, const QString &actor = QString());

    bool allowsNegative();
    qint64 setAllowNegative(bool allow);

private:
    LedgerEntry write(ActionWriter &writer, const Posting &posting, const Options &options, qint64 linkId,
                      qint64 reverses);
    void checkFunds(ActionWriter &writer, const QList<LedgerEntry> &written, bool allowed);
    QString describe(const LedgerEntry &entry);
    qint64 commit(ActionWriter &writer, const QList<LedgerEntry> &entries, const QString &text,
                  const Options &options);
    void requireAmount(qint64 amount);

    Campaign &m_campaign;
};

} // namespace Reeve
