#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include "steps/stepresult.h"
#include "steps/steprunner.h"

namespace Reeve {

class Campaign;

/**
 * The one command line of every game's steps (docs/ARCHITECTURE.md, "Steps"): `steps GAME`,
 * `describe-step GAME STEP` and `step FILE STEP ...` / `step FILE --file STEPS.jsonl`. The verb
 * families (orders adjudicate, sas, charlemagne, britain, battle) run the same registered steps.
 */
class StepCommands
{
public:
    static int list(const QStringList &words);
    static int describe(const QStringList &words);
    static int step(const QStringList &words);

    /// Runs one step given as a JSON object: its id under \a idKey ("step", or "do" for the umpire's
    /// desk), its fields, and "dice" (an object of named rolls, or an array for a step with one roll).
    static StepResult runObject(Campaign &campaign, const QJsonObject &object, const QString &idKey,
                                StepRunner::Mode mode);
    /// Prints an applied step as \a viewer reads it (the referee by default): its action, each entry
    /// with its private part and the working under it.
    static void printApplied(Campaign &campaign, const StepResult &result, Audience viewer = Audience::Referee,
                             qint64 side = 0);
    /// The refusals as one message (each with its rule), for stderr and Failure.
    static QString refusalText(const StepResult &result);
};

} // namespace Reeve
