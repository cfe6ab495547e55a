#pragma once

#include <optional>

#include <QJsonObject>
#include <QList>
#include <QStringList>

#include "procedures/procedureresult.h"

namespace Reeve {

class Campaign;
class DiceSource;
class RandomStream;
class TableLibrary;
struct Procedure;

/**
 * Runs procedures: turns name=value words into checked inputs, runs the body on
 * rolled or entered dice, and, inside a campaign, logs the inputs, dice and
 * outcome as one action (dice first recorded, then the result shown).
 */
class ProcedureRunner
{
public:
    explicit ProcedureRunner(const TableLibrary &tables);

    /// Parses "name=value" words; unknown names get the closest parameter names.
    static QJsonObject parseInputs(const Procedure &procedure, const QStringList &words);
    /// Checks given values, fills defaults, and refuses missing required ones.
    static QJsonObject completeInputs(const Procedure &procedure, const QJsonObject &given);
    /// Parses "4,2,6" into faces.
    static QList<int> parseDice(const QString &text);

    ProcedureResult run(const Procedure &procedure, const QJsonObject &inputs, DiceSource &dice) const;
    ProcedureResult runEntered(const Procedure &procedure, const QJsonObject &inputs, const QList<int> &faces) const;
    ProcedureResult runRolled(const Procedure &procedure, const QJsonObject &inputs, RandomStream stream) const;
    /// Resolves and logs in \a campaign; rolls from the campaign's seed unless \a faces are given.
    ProcedureResult resolveInCampaign(Campaign &campaign, const Procedure &procedure, const QJsonObject &inputs,
                                      const std::optional<QList<int>> &faces, const QString &actor = QString()) const;

private:
    const TableLibrary &m_tables;
};

} // namespace Reeve
