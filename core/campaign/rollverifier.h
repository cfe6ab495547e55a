#pragma once

#include <QByteArray>
#include <QString>

namespace Reeve {

class Database;

/**
 * Re-derives every logged roll and draw from a revealed seed (DESIGN §5). Each
 * rolled action records the seed commitment, the counter and its draws (sides,
 * face); with the seed, anyone can recompute them and compare.
 */
class RollVerifier
{
public:
    struct Report
    {
        bool ok = true;
        qint64 checked = 0;      ///< rolled actions re-derived under this seed
        qint64 firstMismatch = 0;
        QString reason;
    };
    /// \a seed is the revealed seed; its SHA-256 must be a commitment found in the log.
    static Report verify(Database &db, const QByteArray &seed);
};

} // namespace Reeve
