#pragma once

#include <QString>

namespace Reeve {

class Database;

/**
 * Re-runs every logged procedure on its logged inputs and dice (DESIGN §5) and
 * compares the outcome with the one the log recorded, so an outcome cannot be
 * changed while the die is kept. The rule tables are taken as they stood when
 * each action was made: the built-in figures with the house figures the log had
 * set by then.
 */
class OutcomeVerifier
{
public:
    struct Report
    {
        bool ok = true;
        qint64 checked = 0; ///< procedure outcomes re-derived
        qint64 firstMismatch = 0;
        QString reason;
    };
    static Report verify(Database &db);
};

} // namespace Reeve
