#pragma once

#include <QString>

namespace Reeve {

/**
 * How a PIN is kept in the campaign file: PBKDF2-HMAC-SHA256 with a random
 * 16-byte salt and a high iteration count, stored as
 * "pbkdf2-sha256$ITERATIONS$SALT$HASH" (hex), so the count can be raised
 * later and older hashes still check. Hashes of the first format (one salted
 * SHA-256, "SALT$HASH") still check; needsRehash() says when to store a PIN
 * again in the current form.
 *
 * A slow hash makes each guess cost a fraction of a second; it does not make a
 * 4-digit PIN strong against someone holding the file (10,000 guesses). The
 * PIN guards a shared screen, not the file.
 */
class PinHash
{
public:
    /// Iterations of a new hash: about 0.2 s per check on a 2-core machine (README, "PINs").
    static constexpr int DefaultIterations = 500000;
    /// Stored counts above this are refused rather than computed (a damaged or hostile file).
    static constexpr int MaxIterations = 20000000;
    /// Lowers the count of new hashes for the test suite only; never set it for play.
    static constexpr const char *TestIterationsVariable = "REEVE_TEST_PIN_ITERATIONS";

    /// The hash to store for \a pin (empty for an empty PIN: no PIN), at iterations().
    static QString make(const QString &pin);
    static QString make(const QString &pin, int iterations);
    /// Whether \a pin matches \a stored (true when nothing is stored).
    static bool check(const QString &stored, const QString &pin);
    /// Whether \a stored is of an older form or a lower count than new hashes get.
    static bool needsRehash(const QString &stored);
    /// The iteration count recorded in \a stored (1 for the old single SHA-256, 0 if unreadable).
    static int storedIterations(const QString &stored);
    /// DefaultIterations, or the test suite's lower count from TestIterationsVariable.
    static int iterations();
    /// The first format, kept only so that tests can make one.
    static QString makeLegacy(const QString &pin);
};

} // namespace Reeve
