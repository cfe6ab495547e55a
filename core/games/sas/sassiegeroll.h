#pragma once

#include <QJsonObject>
#include <QString>

namespace Reeve {

class Campaign;

namespace Sas {

/// The roll a siege is settled on: the logged action that holds it and its casualty points.
struct SiegeRoll
{
    qint64 seq = 0;
    int points = 0;
};

/**
 * Ties a siege's casualty points to a logged roll (Swords & Sails, phase 6, siege warfare): the
 * siege step rolls them itself, from the campaign's seed or the dice entered, or it names a roll
 * logged earlier this season (`roll=SEQ`, or `points=N` matched to the one unused roll that gave
 * N). A logged roll counts only if it is the sas.siege procedure, in effect (not undone), of this
 * season, worked on the territory's own cities and kind as the board records them, and not yet
 * used by another siege. Points with no such roll behind them are refused.
 */
class SasSiegeRoll
{
public:
    /// The sas.siege inputs the board gives \a territory (its minor and major cities, its kind).
    static QJsonObject inputs(Campaign &campaign, const QString &territory);
    /// Rolls the siege now (entered \a dice "siege" or Reeve's), logged inside the caller's action.
    static SiegeRoll roll(Campaign &campaign, const QString &territory, const QJsonObject &dice);
    /// The logged roll the siege step's \a fields name (roll, points), or bad input saying why none fits.
    static SiegeRoll logged(Campaign &campaign, const QString &territory, const QJsonObject &fields);
};

} // namespace Sas
} // namespace Reeve
