#include "ledgerschema.h"

namespace Reeve {

using namespace Qt::StringLiterals;

// Step 4: the ledger.
//  - ledger_entries: one row per credit or debit of a side's account, with its game time,
//    category, reason, the balance it left, the other side of a transfer (counterparty,
//    link_id = id of the transfer's first leg), the entry it reverses (corrections), the
//    action that wrote it, and who may read it (public / side / referee).
//  - tracked_values: any other quantity a game follows (vp, army_size, ...) per side and turn.
//  - ledger_quantities: labels and victory thresholds of tracked quantities.
// Whether a balance may go negative is the meta key "ledger.allow_negative" ("1": yes).
QStringList LedgerSchema::migration()
{
    return {
        u"CREATE TABLE ledger_entries (id INTEGER PRIMARY KEY, action_seq INTEGER,"
        " side_id INTEGER NOT NULL, turn INTEGER NOT NULL, phase TEXT, category TEXT NOT NULL,"
        " amount INTEGER NOT NULL, balance_after INTEGER NOT NULL, reason TEXT, counterparty INTEGER,"
        " link_id INTEGER, reverses INTEGER, audience TEXT NOT NULL DEFAULT 'public', audience_side INTEGER)"_s,
        u"CREATE INDEX ledger_entries_side_turn ON ledger_entries (side_id, turn)"_s,
        u"CREATE TABLE tracked_values (side_id INTEGER NOT NULL, quantity TEXT NOT NULL, turn INTEGER NOT NULL,"
        " value INTEGER NOT NULL, note TEXT, PRIMARY KEY (side_id, quantity, turn))"_s,
        u"CREATE TABLE ledger_quantities (id TEXT PRIMARY KEY, label TEXT, threshold INTEGER,"
        " threshold_label TEXT)"_s,
    };
}

QList<QPair<QString, QStringList>> LedgerSchema::stateTables()
{
    return {
        {u"ledger_entries"_s, {u"id"_s}},
        {u"tracked_values"_s, {u"side_id"_s, u"quantity"_s, u"turn"_s}},
        {u"ledger_quantities"_s, {u"id"_s}},
    };
}

} // namespace Reeve
