#pragma once

#include <QJsonObject>
#include <QString>
#include <QVariantMap>

#include "log/action.h"

namespace Reeve {

/**
 * One credit (amount > 0) or debit (amount < 0) of a side's account, as stored
 * in ledger_entries and as recorded in the data of the ledger action that wrote it.
 */
struct LedgerEntry
{
    qint64 id = 0;
    qint64 actionSeq = 0;     ///< the log action that wrote the entry
    qint64 sideId = 0;
    int turn = 0;
    QString phase;
    QString category;         ///< a LedgerCategories id
    qint64 amount = 0;
    qint64 balanceAfter = 0;  ///< the side's balance right after this entry
    QString reason;
    qint64 counterparty = 0;  ///< the other side of a transfer, 0 if none
    qint64 linkId = 0;        ///< id of a transfer's first leg (both legs share it), 0 if none
    qint64 reverses = 0;      ///< the entry a correction reverses, 0 if none
    Audience audience = Audience::Public;
    qint64 audienceSide = 0;

    bool isCredit() const { return amount > 0; }
    /// Same visibility rule as the log's actions.
    bool visibleTo(Audience reader, qint64 readerSide = 0) const;

    /// The row as written to ledger_entries.
    QJsonObject toJson() const;
    /// The entry as the data of the action that writes it: the row without balance_after, which would
    /// tell every reader of the action the side's whole balance, private entries included (LedgerLog and
    /// LedgerReader add up each audience's own balance instead).
    QJsonObject toLogJson() const;
    static LedgerEntry fromJson(const QJsonObject &json);
    static LedgerEntry fromRow(const QVariantMap &row);
};

} // namespace Reeve
