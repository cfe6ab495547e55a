#pragma once

#include <memory>

#include <QString>

namespace Reeve {

class Database;
class LoggedRow;

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

    /// The check verify() makes, fed one action at a time (FileVerifier reads the log once for every
    /// check). A procedure is pure, so a re-run on the same figures, inputs and dice as an earlier one
    /// is not made again: its outcome is the earlier one's, compared with what this action logged.
    class Pass
    {
    public:
        Pass();
        ~Pass();
        Pass(const Pass &) = delete;
        Pass &operator=(const Pass &) = delete;
        /// Checks the action \a row; false once an outcome did not follow (later actions are not looked at).
        bool action(const LoggedRow &row);
        const Report &report() const;

    private:
        struct Private;
        std::unique_ptr<Private> d;
    };
};

} // namespace Reeve
