#include "orderschema.h"

namespace Reeve {

using namespace Qt::StringLiterals;

QStringList OrderSchema::migration()
{
    return {
        // One side's orders for one game turn. items: JSON list of {number, condition, text, fate};
        // salt and commitment: the SHA-256 published when the orders were written; status sealed|opened|revealed
        // (opened: read by the referee, commitments checked, still private to each side).
        u"CREATE TABLE orders (side_id INTEGER NOT NULL REFERENCES sides(id), turn INTEGER NOT NULL,"
        " version INTEGER NOT NULL DEFAULT 1, items TEXT, salt TEXT, commitment TEXT, status TEXT,"
        " PRIMARY KEY (side_id, turn))"_s,
    };
}

QList<QPair<QString, QStringList>> OrderSchema::stateTables()
{
    return {
        {u"orders"_s, {u"side_id"_s, u"turn"_s}},
    };
}

} // namespace Reeve
