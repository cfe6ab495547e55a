#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>

#include "steps/stepspec.h"

namespace Reeve {

/** What running one step gave (the `reeve-cli step --json` shape; docs/ARCHITECTURE.md, "Steps"). */
struct StepResult
{
    QString step;
    qint64 seq = 0;        ///< the action undo takes back; 0 when nothing was written
    QList<qint64> entries; ///< every log entry the step wrote, in order
    QJsonObject outcome;
    QList<StepRefusal> refusals;
    QJsonArray working;
    QString publicSummary;
    bool checkedOnly = false;
    QHash<QString, StepShare::Reader> readers; ///< who may read each outcome field not public

    /// The outcome, or "working", as \a viewer may read it.
    QJsonObject outcomeFor(Audience viewer, qint64 viewerSide = 0) const;
    QJsonArray workingFor(Audience viewer, qint64 viewerSide = 0) const;

    bool refused() const { return !refusals.isEmpty(); }
    /// The `--json` shape; what \a viewer may not read is left out (the referee reads all).
    QJsonObject toJson(Audience viewer = Audience::Referee, qint64 viewerSide = 0) const;
};

} // namespace Reeve
