#pragma once

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include "steps/stepspec.h"

namespace Reeve {

/**
 * Every registered step, by game (docs/ARCHITECTURE.md, "Steps"). The command line (steps,
 * describe-step, step), the window's step forms, the rules reference and the tests all read it.
 * Each game module adds its steps once, when the game modules are registered.
 */
class StepRegistry
{
public:
    /// The registry with every game's steps (filled on first use).
    static StepRegistry &standard();

    void add(StepSpec spec);
    bool contains(const QString &game, const QString &id) const;
    /// Throws Failure::badInput naming the closest step ids when \a id is not a step of \a game.
    const StepSpec &get(const QString &game, const QString &id) const;
    /// The steps of \a game in registration order (the order a turn takes them).
    QList<const StepSpec *> steps(const QString &game) const;
    QStringList games() const;

private:
    /// Fills each step's shares from its game's resources/rules/GAME/step-audiences.json.
    void loadAudiences();

    QMap<QString, QList<StepSpec>> m_steps;
};

} // namespace Reeve
