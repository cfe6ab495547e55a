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
    static QString header();
    /// \a sideNames maps side ids to names (for the side and counterparty columns).
    static QString write(const QList<LedgerEntry> &entries, const QHash<qint64, QString> &sideNames,
                         const GameInfo &game);
    /// Quotes a field when it holds a comma, quote or line break.
    static QString field(const QString &text);
};

} // namespace Reeve
