#pragma once

#include <optional>

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>

#include "containers/containeroutcome.h"
#include "containers/containerstate.h"
#include "containers/markerkind.h"
#include "dice/randomstream.h"

namespace Reeve {

class ActionWriter;

/**
 * The container operations' shared toolkit inside one ActionWriter: reads the
 * current markers, moves markers (every move an undoable op), returns set-aside
 * markers that are due back, draws at random while recording each pick, and
 * commits the action with its dice record.
 *
 * A pick of hidden markers comes from the campaign's draw secret, a die whose
 * result is announced (how many to draw) from the dice seed; both use the one
 * counter the action takes (CampaignRandom), so revealing the dice seed in
 * mid-game proves the announced dice and discloses no pick.
 */
class ContainerStore
{
public:
    ContainerStore(ActionWriter &writer, qint64 containerId);

    ActionWriter &writer() { return m_writer; }
    qint64 containerId() const { return m_container; }
    ContainerState state();
    QString sideName(qint64 sideId);
    MarkerKind kind(const QString &name);
    /// Throws Failure::missingFigure, saying how to enter the counts, while any count is missing.
    void requireComposition();

    void toPool(const ContainerMarker &marker);
    void toHand(const ContainerMarker &marker, qint64 sideId);
    void toAside(const ContainerMarker &marker, const QString &releaseAt);
    void toUnit(const ContainerMarker &marker, qint64 sideId, qint64 unitId);
    /// Where a played marker of \a kind goes: "" (the pool) or a release_at text.
    QString afterPlay(const MarkerKind &kind);
    /// "player-turn:T:S" for the current player turn (1066 §8.9).
    QString untilNextPlayerTurn();
    /// Returns to the pool every set-aside marker whose time has come; returns them.
    QList<ContainerMarker> releaseDue();

    /// Picks \a count markers of \a from at random (the draw secret's stream).
    QList<ContainerMarker> drawRandom(QList<ContainerMarker> &from, int count);
    /// Rolls a die whose face is announced (the dice seed's stream).
    int rollDie(int sides);
    /// Takes \a count markers of \a kindName from \a from (lowest ids first); throws badInput if too few.
    static QList<ContainerMarker> takeKind(QList<ContainerMarker> &from, const QString &kindName, int count,
                                           const QString &where);

    /// Commits \a outcome as the action \a kind, with the dice record when anything was random.
    void commit(const QString &kind, ContainerOutcome &outcome, bool undoable = true);

    /// "Gold Point, Spy ×2" (kinds in first-seen order).
    static QString listText(const QList<ContainerMarker> &markers);
    /// The ids of \a markers, as stored in an action's data.
    static QJsonArray idsOf(const QList<ContainerMarker> &markers);
    /// The id of the container named \a name (throws Failure::badInput when there is none).
    static qint64 containerId(ActionWriter &writer, const QString &name);

private:
    void move(const ContainerMarker &marker, const QJsonObject &values);
    quint64 counter();
    RandomStream &diceStream();
    RandomStream &drawStream();

    ActionWriter &m_writer;
    qint64 m_container;
    std::optional<quint64> m_counter;
    std::optional<RandomStream> m_diceStream;
    std::optional<RandomStream> m_drawStream;
    QJsonObject m_record;
    QJsonArray m_draws;       ///< announced dice (dice seed)
    QJsonArray m_hiddenDraws; ///< hidden picks (draw secret)
    QHash<QString, MarkerKind> m_kinds;
};

} // namespace Reeve
