#pragma once

#include <functional>

#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace Reeve {

class Campaign;

/**
 * The games' order adjudicators, by game id, so generic code (reeve-cli orders
 * FILE adjudicate) can hand an umpire's step to the game that knows what it
 * means without knowing any game itself. A game registers its adjudicator when
 * its procedures are registered.
 */
class OrderAdjudicators
{
public:
    /// Carries out one step in a campaign; returns what it did (game-defined JSON).
    using Step = std::function<QJsonObject(Campaign &, const QJsonObject &)>;

    static void add(const QString &gameId, Step step);
    static bool has(const QString &gameId);
    /// Throws Failure::badInput when the game has no adjudicator.
    static QJsonObject apply(Campaign &campaign, const QJsonObject &step);
    static QStringList games();
};

} // namespace Reeve
