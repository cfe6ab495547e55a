#pragma once

#include <QJsonObject>
#include <QMap>
#include <QString>
#include <QStringList>

#include "steps/stepspec.h"

namespace Reeve {

class Campaign;

/**
 * Strict input for a step (docs/ARCHITECTURE.md, "Strict input"): every problem found is a
 * Failure::badInput (exit 2) that names the field and what to change, thrown before anything is
 * rolled or written. An unknown field names the closest known one; a missing required field is
 * named with its help; a value of the wrong type or out of range says what it must be; a
 * reference to a side, unit or location names the closest that exist.
 */
class StepInput
{
public:
    /// Merges \a json (--input, or a steps-file line) with \a pairs (name=value words, typed by
    /// the field: numbers, booleans, JSON for lists and objects) into one object of raw values.
    static QJsonObject collect(const StepSpec &spec, const QJsonObject &json,
                               const QMap<QString, QString> &pairs);
    /// Checks and normalises \a raw against \a spec (defaults filled in, text turned into its type,
    /// references checked in \a campaign). Throws Failure::badInput listing every problem.
    static QJsonObject validate(const StepSpec &spec, Campaign &campaign, const QJsonObject &raw);
    /// The step's dice from `NAME=v,v,...` words and a JSON object of arrays; names and faces checked.
    static QJsonObject dice(const StepSpec &spec, const QStringList &words, const QJsonObject &json);

private:
    static QString problemWith(const StepField &field, Campaign &campaign, QJsonValue &value);
    static QString referenceProblem(const StepField &field, StepField::Type type, Campaign &campaign,
                                    QJsonValue &value);
};

} // namespace Reeve
