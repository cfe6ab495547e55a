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

    bool refused() const { return !refusals.isEmpty(); }
    QJsonObject toJson() const;
};

} // namespace Reeve
