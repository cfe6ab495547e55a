#pragma once

#include <memory>

#include <QByteArray>
#include <QHash>
#include <QMap>
#include <QString>

namespace Reeve {

class Database;
class LoggedRow;

/**
 * Checks every random choice in the log (DESIGN §5):
 *
 * - each action that took a counter (the sticky rng_counter op) logged its dice
 *   under that counter, and the counters run 1, 2, 3... across the whole log,
 *   none missing and none used twice, so a roll cannot be dropped, copied onto
 *   another action or relabelled as entered;
 * - each rolled die re-derives from the dice seed of its commitment and each
 *   hidden pick from the draw secret of its commitment, wherever that secret has
 *   been revealed (in the log, or given by the caller);
 * - entered dice are counted, per side concerned, so players see how often the
 *   referee typed dice instead of rolling.
 */
class RollVerifier
{
public:
    /// Revealed secrets by their hex commitment.
    struct Secrets
    {
        QHash<QString, QByteArray> seeds;
        QHash<QString, QByteArray> drawSecrets;
    };

    struct Report
    {
        bool ok = true;
        qint64 checked = 0;         ///< actions whose dice re-derived from a revealed seed
        qint64 drawsChecked = 0;    ///< actions whose hidden picks re-derived from a revealed draw secret
        qint64 rollsUnrevealed = 0; ///< rolled actions whose seed is still secret
        qint64 drawsUnrevealed = 0; ///< actions with hidden picks whose draw secret is still secret
        qint64 counters = 0;        ///< counters taken, 1..counters
        qint64 entered = 0;         ///< actions on entered dice
        QMap<QString, qint64> enteredBySide; ///< the side concerned ("" when none) → actions on entered dice
        qint64 firstMismatch = 0;
        QString reason;
    };

    /// Checks the whole log; secrets revealed in the log are used along with \a given. A given
    /// secret whose SHA-256 matches no commitment of the log fails the check.
    static Report verify(Database &db, const Secrets &given = {});
    /// The former interface: one revealed dice seed.
    static Report verify(Database &db, const QByteArray &seed);
    /// Adds \a secret (raw bytes) to \a into under its commitment; \a draw picks the draw secrets.
    static void add(Secrets &into, const QByteArray &secret, bool draw);

    /// The check verify() makes, fed one action at a time (FileVerifier reads the log once for every
    /// check). The commitments and reveals are read first, by their index.
    class Pass
    {
    public:
        Pass(Database &db, const Secrets &given);
        ~Pass();
        Pass(const Pass &) = delete;
        Pass &operator=(const Pass &) = delete;
        /// Checks the action \a row; false once a check has failed (later actions are not looked at).
        bool action(const LoggedRow &row);
        /// The report, with the stored counter compared to the counters the log took.
        Report finish();

    private:
        struct Private;
        std::unique_ptr<Private> d;
    };
};

} // namespace Reeve
