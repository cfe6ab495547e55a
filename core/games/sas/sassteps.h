#pragma once

#include <optional>

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include "steps/stepresult.h"
#include "steps/stepspec.h"

namespace Reeve {

class Campaign;
class StepRegistry;

/**
 * Swords & Sails as registered steps (docs/ARCHITECTURE.md, "Steps"): every verb of
 * `reeve-cli sas FILE ...` that changes the campaign, with typed fields, its named rolls, the
 * rule's refusals checked from the board before any die, and an apply that calls the game's
 * bank, board, spying and season code inside one ActionGroup, so each verb is one action.
 * The step ids are the verbs (`spy`, `alliance`, `income`...); the specs are built by
 * SasBoardSteps, SasBankSteps and SasSeasonSteps, the refusals by SasStepChecks.
 */
class SasSteps
{
public:
    static constexpr const char *kContext = "Reeve::SasSteps";

    static void registerAll(StepRegistry &registry);

    /// Runs the sas step \a id through StepRunner with raw \a fields (validated strictly) and \a dice.
    /// A refusal is thrown as Failure::badInput (exit 2) with every refusal and its rule; nothing is
    /// written then. The command line and the Swords and Sails dock both run their verbs through it.
    static StepResult run(Campaign &campaign, const QString &id, const QJsonObject &fields,
                          const QJsonObject &dice = {});

    // Helpers the step builders share.
    static StepSpec spec(const QString &id, const char *title, const char *summary, const QStringList &rules);
    static StepField field(const QString &name, StepField::Type type, bool required, const char *label,
                           const char *help);
    static StepField number(const QString &name, bool required, const char *label, const char *help,
                            double minimum, std::optional<double> maximum = std::nullopt);
    static StepField choice(const QString &name, const QStringList &choices, bool required, const char *label,
                            const char *help);
    /// A faction field (a side of the campaign) named \a name.
    static StepField sideField(const QString &name, const char *help);
    /// "type": army or fleet.
    static StepField typeField();
    /// A force's number, 1 to 5, named \a name.
    static StepField forceNumber(const QString &name = QStringLiteral("number"));
    /// One integer field (0 and up) per unit label, named by the label in lower case after \a prefix.
    static QList<StepField> unitFields(const QStringList &labels, const QString &prefix = {});
    /// The counts given for \a labels ("KN" → 2); zero counts are left out.
    static QMap<QString, int> counts(const QJsonObject &fields, const QStringList &labels,
                                     const QString &prefix = {});
    /// The outcome of a step whose core call returned the action \a seq (or the list \a seqs).
    static StepOutcome logged(qint64 seq);
    static StepOutcome logged(const QList<qint64> &seqs);
    /// "Swords & Sails, phase N" as the rules are cited.
    static QString phase(int number);
    static QString ruleText(const char *where);
    /// An example's line moving the clock to \a phase ("5 Movement") of the first season, where the
    /// example's step belongs (turn sequence, SasPhaseGate).
    static QString clockAt(const char *phase);
};

} // namespace Reeve
