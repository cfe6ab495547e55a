#pragma once

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include "containers/markerkind.h"

namespace Reeve {

/**
 * A game's default container, read from resources/rules/<game>/markers.json
 * (1066) or stratagems.json (Charlemagne): the marker kinds with category and
 * value (counts missing until the referee enters them), the holding limits by
 * number of players and the opening draws. Games without such a file get an
 * empty catalog: the referee defines the kinds.
 */
class MarkerCatalog
{
public:
    static MarkerCatalog forGame(const QString &gameId);

    bool isEmpty() const { return m_kinds.isEmpty(); }
    QString gameId() const { return m_game; }
    QString containerName() const { return m_containerName; }
    QString markerWord() const { return m_markerWord; }
    const QList<MarkerKind> &kinds() const { return m_kinds; }
    QStringList kindNames() const;
    /// The kind named \a name (case-insensitive), or nullptr.
    const MarkerKind *kind(const QString &name) const;
    /// Holding limit for a game of \a players players; 0 when the rules set none.
    int holdingLimit(int players) const;
    QString holdingLimitRule() const { return m_limitRule; }
    /// Opening draws by side name, in the order the rules list them.
    const QList<QPair<QString, int>> &openingDraws() const { return m_opening; }
    /// Whether events drawn at the opening are returned and replaced (1066 §27.3).
    bool openingReplacesEvents() const { return m_openingReplace; }
    /// Where a played event goes by default ("pool", "next-player-turn", "forever").
    QString eventsAfterPlay() const { return m_eventsAfterPlay; }
    /// The rule by which a drawn leader goes where the drawer says, over units of his own (Charlemagne
    /// §21.1); empty where the rules say nothing (the leader then joins the side's largest force).
    QString leaderPlacementRule() const { return m_leaderPlacementRule; }

private:
    QString m_game;
    QString m_containerName;
    QString m_markerWord;
    QList<MarkerKind> m_kinds;
    QMap<int, int> m_limits;
    QString m_limitRule;
    QList<QPair<QString, int>> m_opening;
    bool m_openingReplace = false;
    QString m_eventsAfterPlay = QStringLiteral("pool");
    QString m_leaderPlacementRule;
};

} // namespace Reeve
