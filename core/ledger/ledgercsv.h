#pragma once

#include <QHash>
#include <QList>
#include <QString>

#include "ledger/ledgerentry.h"

namespace Reeve {

struct GameInfo;

/** Writes ledger entries as CSV (RFC 4180: comma separated, quoted where needed, CRLF line ends). */
class LedgerCsv
{
public:
    /// The header line; the balance column says whose sum it is: balance_after (the referee's, the
    /// account), public_balance_after (public entries only), side_balance_after (public and the side's own).
    static QString header(Audience audience = Audience::Referee);
    /// \a sideNames maps side ids to names (for the side and counterparty columns); \a audience names the
    /// balance column (the entries' balanceAfter must already be that audience's, as LedgerLog gives them).
    static QString write(const QList<LedgerEntry> &entries, const QHash<qint64, QString> &sideNames,
                         const GameInfo &game, Audience audience = Audience::Referee);
    /// Quotes a field when it holds a comma, quote or line break.
    static QString field(const QString &text);
};

} // namespace Reeve
