#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include "procedures/dicesource.h"
#include "procedures/explanationstep.h"

namespace Reeve {

/** A resolved procedure: inputs, the dice used (and where they came from), outcome and working. */
struct ProcedureResult
{
    QString procedureId;
    QString title;
    QJsonObject inputs;
    QString diceSource; ///< "rolled" or "entered"
    QList<DieDraw> dice;
    QJsonObject outcome;
    QList<ExplanationStep> explanation;
    QStringList ruleRefs;
    qint64 loggedAs = 0; ///< the action's seq when logged in a campaign

    /// The command-line contract: procedure, inputs, dice, outcome, explanation, rule_refs.
    QJsonObject toJson() const;
    /// The result as toJson() wrote it (an action's data or its working), its title from the registry.
    static ProcedureResult fromJson(const QJsonObject &json);
    /// One line for logs in plain words: "Title — Label: value; ..." (public, so no hidden figures).
    QString summary() const;
    /// "rolled" or "entered" in the current language, for people (the JSON keeps diceSource).
    QString diceSourceText() const;
};

} // namespace Reeve
