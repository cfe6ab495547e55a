#pragma once

#include <QString>

namespace Reeve {

class Database;
struct Action;

/**
 * The hash chain over the action log: each action's hash is SHA-256 over its
 * previous hash and every stored field, so changing any byte of any row, or
 * removing or reordering rows, is detected from that row on.
 */
class HashChain
{
public:
    /// Hex SHA-256 of \a action given its prevHash field.
    static QString digest(const Action &action);

    struct Report
    {
        bool ok = true;
        qint64 checked = 0;      ///< actions checked
        qint64 firstBroken = 0;  ///< sequence number of the first bad action
        QString reason;
    };
    /// Walks the whole log of \a db and reports the first broken sequence number.
    static Report verify(Database &db);
};

} // namespace Reeve
