#pragma once

// A game procedure run on entered dice, as its tests call it: words such as
// "attacker=5" parsed the way reeve-cli parses them, the outcome or the exit code.

#include <QJsonObject>
#include <QList>
#include <QStringList>

#include "campaign/campaigntables.h"
#include "procedures/procedureregistry.h"
#include "procedures/procedurerunner.h"
#include "util/failure.h"

namespace ReeveTest {

/// The outcome of procedure @p id (the full id, e.g. "britain.morale") on @p dice.
inline QJsonObject runProcedure(const QString &id, const QStringList &words, const QList<int> &dice = {},
                                const Reeve::TableLibrary &tables = Reeve::CampaignTables::builtIn())
{
    const Reeve::Procedure &p = Reeve::ProcedureRegistry::standard().get(id);
    const Reeve::ProcedureRunner runner(tables);
    return runner.runEntered(p, Reeve::ProcedureRunner::parseInputs(p, words), dice).outcome;
}

/// The exit code the same call ends with: 0 when it succeeds, else the Failure's code.
inline int procedureExitCode(const QString &id, const QStringList &words, const QList<int> &dice = {},
                             const Reeve::TableLibrary &tables = Reeve::CampaignTables::builtIn())
{
    try {
        runProcedure(id, words, dice, tables);
        return 0;
    } catch (const Reeve::Failure &failure) {
        return failure.exitCode();
    }
}

} // namespace ReeveTest
