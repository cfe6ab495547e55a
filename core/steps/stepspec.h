#pragma once

#include <functional>

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include "steps/stepfield.h"
#include "steps/stepshare.h"

namespace Reeve {

class Campaign;

/** One named roll a step makes, in the order the step makes them (docs/ARCHITECTURE.md, "Steps"). */
struct StepDice
{
    QString name;          ///< as `--dice NAME=v,v` and a steps file's "dice" object spell it
    QString dice;          ///< what is rolled: "d6", "2d6", "d100", "a d6 per nation"...
    const char *help = ""; ///< translated in context "Reeve::Steps"
    bool perUnit = false;  ///< the roll is named for each army or band the step reaches (NAME = its name)
};

/** A rule's refusal of a step, found before any die is rolled (or while applying it). */
struct StepRefusal
{
    QString message;
    QString rule;
};

/** What applying a step gave: its outcome, the working of the procedures it ran, its public line. */
struct StepOutcome
{
    QJsonObject outcome;
    QJsonArray working;
    QString publicSummary; ///< the one public line for the whole step (names no secret)
};

/**
 * A registered step: the one shape every change a turn makes has (docs/ARCHITECTURE.md, "Steps").
 * check() reads the campaign and returns the rule's refusals before anything is rolled; apply()
 * reads what the campaign records, resolves the procedures it needs and writes every change. The
 * runner (StepRunner) validates the fields, runs check, and runs apply inside one ActionGroup, so
 * the step is one action: committed whole, undone whole, or not written at all.
 */
struct StepSpec
{
    using Check = std::function<QList<StepRefusal>(Campaign &, const QJsonObject &fields)>;
    using Apply = std::function<StepOutcome(Campaign &, const QJsonObject &fields, const QJsonObject &dice)>;

    QString game;
    QString id;
    const char *context = "Reeve::Steps"; ///< the translation context of the texts below
    const char *title = "";               ///< translated in context "Reeve::Steps"
    const char *summary = "";             ///< what the step does, in Reeve's words
    QStringList rules; ///< the sections it applies, as printed ("DBA campaign, STRATEGIC MOVEMENT")
    QList<StepField> fields;
    QList<StepDice> dice;
    QStringList examples;    ///< command lines that run on the game's scenario campaign ("FILE" for its path)
    QList<StepShare> shares; ///< outcome fields not for everyone (undeclared fields are public)
    Check check;
    Apply apply;

    /// The head every game's step starts from: its game, translation context, id, texts and rules.
    static StepSpec make(const QString &game, const char *context, const QString &id, const char *title,
                         const char *summary, const QStringList &rules);

    const StepField *field(const QString &name) const;
    QString translatedTitle() const;
    QJsonObject describe() const; ///< the describe-step JSON
};

} // namespace Reeve
