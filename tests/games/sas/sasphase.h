// The Swords & Sails tests' clock: a step is taken in its phase of the season (SasPhaseGate), so a test
// of what a step does first moves the clock where the step belongs, as a referee does with Next phase.
#pragma once

#include <QJsonObject>

#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "campaign/campaignreader.h"
#include "games/sas/sasphasegate.h"

namespace SasTest {

/// Moves the clock of \a c to phase \a phase (1 to 9) of the season it is in.
inline void toPhase(Reeve::Campaign &c, int phase)
{
    const Reeve::ClockState clock = Reeve::CampaignReader(c.database()).clock();
    if (c.game().phases.indexOf(clock.phase) + 1 != phase)
        Reeve::CampaignEditor(c).setTurn(clock.turn, c.game().phases.value(phase - 1));
}

/// Moves the clock to the last phase that takes \a step (its "step" id and fields), unless the clock is
/// on one already or the step is one of setup and the board is being set up.
inline void toPhaseOf(Reeve::Campaign &c, const QJsonObject &step)
{
    using Reeve::Sas::SasPhaseGate;
    const QString id = step.value(QStringLiteral("step")).toString();
    QJsonObject fields = step; // a form's raw values name a retreat as text
    if (fields.value(QStringLiteral("retreat")).toString() == QStringLiteral("true"))
        fields.insert(QStringLiteral("retreat"), true);
    const QList<int> phases = SasPhaseGate::phases(c, id, fields);
    if (phases.isEmpty() || phases.contains(SasPhaseGate::current(c))
        || (SasPhaseGate::setupStep(id) && SasPhaseGate::setup(c)))
        return;
    toPhase(c, phases.last());
}

} // namespace SasTest
