#pragma once

#include <QHash>
#include <QList>
#include <QString>

#include "ledger/ledgerentry.h"

namespace Reeve {

class Campaign;
struct GameInfo;

/**
 * Writes ledger entries as CSV (RFC 4180: comma separated, quoted where needed, CRLF line ends).
 *
 * Safe to open in a spreadsheet: a text cell (a reason, a side's name) that starts with =, +, -, @,
 * a tab or a carriage return would be read as a formula, so it gets a leading apostrophe and shows
 * as the text it is. Number columns (entry, turn, amount, balance, action) are written as numbers and
 * stay numbers: an amount of -5 is -5, a reason "-5 for the ships" is '-5 for the ships.
 *
 * The chain head goes in a last row of its own, as wide as the others, whose first cell is
 * "chain head N:HEX at TIME" and whose other cells are empty: every CSV reader reads it as one more
 * record (a first line or a comment line would not be), and a program skips it as the one row whose
 * entry is not a number.
 */
class LedgerCsv
{
public:
    /// The header line; the balance column says whose sum it is: balance_after (the referee's, the
    /// account), public_balance_after (public entries only), side_balance_after (public and the side's own).
    static QString header(Audience audience = Audience::Referee);
    /// \a sideNames maps side ids to names (for the side and counterparty columns); \a audience names the
    /// balance column (the entries' balanceAfter must already be that audience's, as LedgerLog gives them).
    /// \a chainHead ("chain head N:HEX at TIME", HashChain::headLine) becomes the last row when given.
    static QString write(const QList<LedgerEntry> &entries, const QHash<qint64, QString> &sideNames,
                         const GameInfo &game, Audience audience = Audience::Referee,
                         const QString &chainHead = QString());
    /// A text cell: a formula's first character neutralised, quoted when it holds a comma, quote or line break.
    static QString field(const QString &text);
    /// The chain head's row: \a chainHead in the first of \a columns cells, the rest empty.
    static QString chainHeadRow(const QString &chainHead, int columns);

    /// The ledger CSV as the window and reeve-cli export it: the sides named as \a campaign names
    /// them, and the chain head of its log (HashChain::headLine) as the last row.
    static QString exportCsv(Campaign &campaign, const QList<LedgerEntry> &entries, Audience audience);
    /// Writes \a text to \a path as UTF-8, whole or not at all (QSaveFile); returns "" or why it could not.
    static QString save(const QString &path, const QString &text);
};

} // namespace Reeve
