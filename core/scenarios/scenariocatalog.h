#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

#include "scenarios/scenario.h"

namespace Reeve {

/** The scenarios each game ships (resources/rules/<game>/scenarios.json). */
class ScenarioCatalog
{
public:
    /// The built-in scenarios of \a game (none when it ships no file).
    static QList<Scenario> forGame(const QString &game);
    /// Throws Failure::badInput naming the game's scenarios when \a id is not one of them.
    static Scenario find(const QString &game, const QString &id);
    /// Parses a scenarios document; throws Failure::badInput naming \a source.
    static QList<Scenario> parse(const QByteArray &json, const QString &source);
};

} // namespace Reeve
