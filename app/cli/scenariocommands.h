#pragma once

#include <QJsonObject>
#include <QStringList>

namespace Reeve {

class Campaign;

/** reeve-cli scenarios (the starting positions a game ships) and the --scenario of reeve-cli new. */
class ScenarioCommands
{
public:
    static int list(const QStringList &words);
    /// Sets \a campaign up from scenario \a id for \a sides (comma-separated; empty: all), prints what
    /// it did unless \a json, and returns the same as JSON.
    static QJsonObject apply(Campaign &campaign, const QString &id, const QString &sides, bool json);
};

} // namespace Reeve
