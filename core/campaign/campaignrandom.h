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
 * The campaign's checkable randomness (DESIGN §5): a secret seed whose SHA-256
 * commitment is logged, and a counter that gives every random use its own
 * stream. The seed stays in the file's secrets table, outside the log; once
 * the referee reveals it, anyone can re-derive every logged roll and draw.
 */
class CampaignRandom
{
public:
    explicit CampaignRandom(Campaign &campaign);

    /// Makes a fresh secret seed and logs its commitment (at creation and after a reveal).
    qint64 commitNewSeed();
    /// Hex commitment of the seed in use.
    QString commitment();
    /// Reveals the seed in use (hex), logs the reveal and commits a new seed for later rolls.
    QString reveal();
    /// Logs that a session started with the current commitment (not undoable).
    qint64 logSessionStart(const QString &who);

    /**
     * Takes the next counter value inside \a writer's transaction (never undone)
     * and returns the stream for it; \a record receives {"source","commitment","counter"}
     * to be completed with the draws and stored as the action's dice.
     */
    static RandomStream nextStream(ActionWriter &writer, QJsonObject &record);

private:
    Campaign &m_campaign;
};

} // namespace Reeve
