#pragma once

#include <optional>

#include <QJsonObject>
#include <QList>
#include <QStringList>

#include "procedures/procedureresult.h"

namespace Reeve {

class ActionWriter;
class Campaign;
class DiceSource;
class RandomStream;
class TableLibrary;
struct ActionDraft;
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
    ProcedureResult runEntered(const Procedure &procedure, const QJsonObject &inputs,
                               const QList<int> &faces) const;
    ProcedureResult runRolled(const Procedure &procedure, const QJsonObject &inputs,
                              RandomStream stream) const;
    /**
     * Resolves inside \a writer without committing: rolls from the campaign's seed through the
     * writer (unless \a faces are given) and fills \a draft (kind, summary, outcome data and the
     * dice record). The caller adds the state changes the outcome implies to the same writer and
     * commits once, so the roll and its consequences are one action, undone in one step. One
     * roll per action.
     */
    /// Where rolled dice come from: the dice seed, or for a roll only one side may see the hidden-draw
    /// secret, so that a mid-game seed reveal does not disclose it (CampaignRandom).
    enum class Secrecy { Public, Hidden };
    ProcedureResult resolveInto(ActionWriter &writer, const Procedure &procedure, const QJsonObject &inputs,
                                const std::optional<QList<int>> &faces, ActionDraft &draft,
                                Secrecy secrecy = Secrecy::Public) const;
    /// Resolves and logs in \a campaign; rolls from the campaign's seed unless \a faces are given.
    /// With \a privateToSide (a side id), the result, its inputs and its dice are readable by
    /// that side and the referee only; everyone else sees that a roll of this procedure was made
    /// (an umpired campaign's moves stay secret until they meet somebody), and the dice come from
    /// the hidden-draw secret.
    ProcedureResult resolveInCampaign(Campaign &campaign, const Procedure &procedure,
                                      const QJsonObject &inputs, const std::optional<QList<int>> &faces,
                                      const QString &actor = QString(), qint64 privateToSide = 0) const;

private:
    const TableLibrary &m_tables;
};

} // namespace Reeve
