#pragma once

#include <QJsonObject>
#include <QString>

#include "campaign/clockstate.h"

namespace Reeve {

class ActionWriter;
class Campaign;

/**
 * The referee's edits of the board as players report it: sides, locations,
 * units and markers, and the clock. Each method validates its input (throwing
 * Failure::badInput with a message that says how to fix it) and commits exactly
 * one undoable action; it returns that action's sequence number.
 */
class CampaignEditor
{
public:
    explicit CampaignEditor(Campaign &campaign);

    qint64 addSide(const QString &name, const QString &colour = QString(), const QString &player = QString(),
                   const QString &pin = QString());
    qint64 editSide(qint64 id, const QString &name, const QString &colour, const QString &player);
    qint64 setSidePin(qint64 id, const QString &pin);
    /// Puts a side in an alliance team ("A", "B"...; empty: none). Charts and reports sum a team's sides.
    qint64 setAlliance(qint64 id, const QString &team);
    /// Marks a side as a neutral power nobody plays (side attribute "neutral"): it
    /// does not count as a player where the rules scale with the players (1066 §8.6).
    qint64 setNeutral(qint64 id, bool neutral);
    qint64 removeSide(qint64 id);

    qint64 addLocation(const QString &id, const QString &name, const QString &kind,
                       const QJsonObject &attributes = {});
    qint64 editLocation(const QString &id, const QString &name, const QString &kind, const QJsonObject &attributes);
    qint64 removeLocation(const QString &id);

    /// Adds a unit; \a newId receives its id.
    qint64 addUnit(qint64 sideId, const QString &type, const QString &name, const QString &locationId,
                   const QJsonObject &attributes = {}, qint64 *newId = nullptr);
    qint64 editUnit(qint64 id, const QString &type, const QString &name, const QJsonObject &attributes);
    qint64 moveUnit(qint64 id, const QString &locationId);
    qint64 eliminateUnit(qint64 id);
    qint64 restoreUnit(qint64 id);
    qint64 removeUnit(qint64 id);

    qint64 placeMarker(const QString &locationId, const QString &kind, qint64 sideId = 0,
                       const QJsonObject &attributes = {});
    qint64 removeMarker(qint64 id);

    /// Moves to the next phase; after the last phase, to the first phase of the next turn, or, in a
    /// game whose players take turns in a set order (GameInfo::playerOrder), to the next player's turn.
    qint64 advancePhase();
    qint64 setTurn(int turn, const QString &phase = QString());
    qint64 setActiveSide(qint64 sideId);

private:
    qint64 nextPlayerTurn(const ClockState &clock);
    void requireSide(qint64 id);
    void requireLocation(const QString &id);
    QString sideName(qint64 id);
    QString unitLabel(qint64 id);
    /// Commits a unit's edit: in a game of face-down counters its text goes to the owner, the public reads \a faceDown.
    qint64 commitUnit(ActionWriter &writer, const QString &kind, qint64 unitId, const QString &text,
                      const QString &faceDown);

    Campaign &m_campaign;
};

} // namespace Reeve
