#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>

namespace Reeve {

class ActionWriter;
class Campaign;
class Database;
class RandomStream;

/**
 * The campaign's checkable randomness (DESIGN §5). Two secrets, each kept in the
 * file's secrets table with only its SHA-256 commitment in the log:
 *
 * - the dice seed, behind every public roll; the referee may reveal it at any
 *   time to prove every roll so far, and a new seed is committed at once;
 * - the draw secret, behind every hidden choice (container draws, a marker lost
 *   or taken at random); revealed when the campaign ends, so proving the dice in
 *   mid-game exposes no hand.
 *
 * Each action that uses randomness takes the next value of one counter; its
 * streams are derived from the counter and the secret (RandomStream), so
 * counters are unique and consecutive across the whole log.
 */
class CampaignRandom
{
public:
    explicit CampaignRandom(Campaign &campaign);

    /// Makes a fresh secret seed and logs its commitment (at creation and after a reveal). A campaign
    /// without a draw secret (made before there was one) gets its draw secret committed too.
    qint64 commitNewSeed();
    /// Makes a fresh draw secret and logs its commitment.
    qint64 commitDrawSecret();
    /// Commits a draw secret if the campaign has none yet (files made by an older Reeve); returns
    /// the new action's seq, or 0.
    qint64 ensureDrawSecret();
    /// Hex commitment of the seed in use.
    QString commitment();
    /// Hex commitment of the draw secret in use (empty for a file that has none yet).
    QString drawCommitment();
    /// Reveals the seed in use (hex), logs the reveal and commits a new seed for later rolls.
    QString reveal();
    enum class DrawReveal { EndOfCampaign, MidGame };
    /// Reveals the draw secret in use (hex), logs it and commits a new one for later draws.
    QString revealDrawSecret(DrawReveal when);
    /// Logs that a session started with the current commitment (not undoable).
    qint64 logSessionStart(const QString &who);

    /**
     * Takes the next counter value inside \a writer's transaction (never undone)
     * and returns the dice-seed stream for it; \a record receives {"source","commitment","counter"}
     * to be completed with the draws and stored as the action's dice.
     */
    static RandomStream nextStream(ActionWriter &writer, QJsonObject &record);
    /// Takes the next counter value inside \a writer's transaction (never undone).
    static quint64 takeCounter(ActionWriter &writer);
    /// The dice-seed stream of \a counter; \a record gets "commitment" and "counter".
    static RandomStream diceStream(Database &db, quint64 counter, QJsonObject &record);
    /// The draw-secret stream of \a counter, for hidden choices; \a record gets "draw_commitment" and
    /// "counter". Throws if the campaign has no draw secret (ensureDrawSecret() first).
    static RandomStream drawStream(Database &db, quint64 counter, QJsonObject &record);

    /// The stream that \a secret gives for \a counter (the same derivation for both secrets).
    static RandomStream streamOf(const QByteArray &secret, quint64 counter);

private:
    Campaign &m_campaign;
};

} // namespace Reeve
