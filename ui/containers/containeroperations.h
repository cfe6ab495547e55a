#pragma once

#include <optional>

#include <QCoreApplication>
#include <QString>

#include "containers/containerdraws.h"
#include "containers/containeroutcome.h"

class QWidget;

namespace Reeve {

class Campaign;
class OperationDialog;

/**
 * The Containers panel's operations: each asks its arguments in a small
 * OperationDialog and calls the core (ContainerDraws, HandActions), returning
 * the logged outcome, or nothing when the user cancels. Core refusals throw
 * Failure for the panel to show.
 */
class ContainerOperations
{
    Q_DECLARE_TR_FUNCTIONS(Reeve::ContainerOperations)
public:
    enum class Operation {
        Draw,
        Opening,
        Pick,
        Return,
        LoseRandom,
        TakeRandom,
        Reveal,
        SetAside,
        Redraw,
        Play,
        Release,
        LeaderLost
    };

    ContainerOperations(Campaign &campaign, QWidget *parent);

    /// The button label of \a operation ("Draw…").
    static QString label(Operation operation);
    std::optional<ContainerOutcome> run(Operation operation, qint64 currentSide = 0);

private:
    std::optional<ContainerOutcome> draw(qint64 side);
    std::optional<ContainerOutcome> opening(qint64 side);
    std::optional<ContainerOutcome> pick(qint64 side);
    std::optional<ContainerOutcome> returnMarkers(qint64 side);
    std::optional<ContainerOutcome> loseRandom(qint64 side);
    std::optional<ContainerOutcome> takeRandom(qint64 side);
    std::optional<ContainerOutcome> reveal(qint64 side);
    std::optional<ContainerOutcome> setAside(qint64 side);
    std::optional<ContainerOutcome> redraw();
    std::optional<ContainerOutcome> play(qint64 side);
    std::optional<ContainerOutcome> release();
    std::optional<ContainerOutcome> leaderLost();
    QStringList kindNames() const;
    /// Where a drawn leader goes, when the game's rules want it named (Charlemagne §21.1).
    void addLeaderPlace(OperationDialog &dialog) const;
    static ContainerDraws::Options leaderOptions(const OperationDialog &dialog);

    Campaign &m_campaign;
    QWidget *m_parent;
};

} // namespace Reeve
