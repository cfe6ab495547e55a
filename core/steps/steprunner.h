#pragma once

#include <QJsonObject>

#include "steps/stepresult.h"
#include "steps/stepspec.h"

namespace Reeve {

class Campaign;

/**
 * Runs a registered step on a campaign (docs/ARCHITECTURE.md, "Steps"): validates its fields
 * (StepInput), runs its check, then its apply inside one ActionGroup. A refusal — from the check,
 * or thrown by apply as Failure::badInput — is returned with nothing written; any other failure
 * rolls the step back and is thrown on. In Check mode the step is worked out and always rolled
 * back: the log, the state and the dice counter are exactly as before, so the real run later
 * rolls the same dice.
 */
class StepRunner
{
public:
    enum class Mode { Apply, Check };

    explicit StepRunner(Campaign &campaign);

    /// \a fields as StepInput::collect gives them (unvalidated); \a dice as StepInput::dice gives them.
    StepResult run(const StepSpec &spec, const QJsonObject &fields, const QJsonObject &dice, Mode mode);
    /// Runs one step of the campaign's game given as one JSON object (a steps-file line, an umpire's
    /// step): its id under \a idKey ("step", or "do" for the umpire's desk), its fields, and "dice" (an
    /// object of named rolls, or a list of faces for a step with one roll). Bad input is thrown.
    StepResult runObject(const QJsonObject &object, const QString &idKey, Mode mode);

private:
    void checkUnitRolls(const StepSpec &spec, const QJsonObject &dice);

    Campaign &m_campaign;
};

} // namespace Reeve
