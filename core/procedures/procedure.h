#pragma once

#include <functional>

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <gmpxx.h>

#include "procedures/parameterspec.h"

namespace Reeve {

class ProcedureContext;

/**
 * A rule that turns inputs and dice into an outcome (DESIGN §3): an id such as
 * `1066.vassalage`, a title, the rules it implements, typed parameters, the dice
 * it needs in a documented order, and a pure body that reads parameters, asks
 * the context for dice one at a time, records explanation steps and sets
 * outcome fields. Procedures are plain values so each game declares its own in
 * a few lines; the registry, CLI, GUI, log and tests all share them.
 */
struct Procedure
{
    QString id;
    QString game;          ///< "generic", "1066", "dba", "sas", "charlemagne", "britain"
    QString title;
    QStringList ruleRefs;
    QString summary;       ///< what it settles, in our own words
    QList<ParameterSpec> parameters;
    QString diceText;      ///< the dice in documented order, e.g. "one d6 per attack point, then ..."
    /// Outcome fields used to group results when computing odds (empty: every field).
    QStringList oddsFields;
    std::function<void(ProcedureContext &)> body;
    /// Optional exact odds computed without enumerating dice (e.g. from a dice distribution):
    /// returns (grouped outcome, probability) pairs.
    std::function<QList<std::pair<QJsonObject, mpq_class>>(const QJsonObject &inputs)> exactOdds;

    const ParameterSpec *parameter(const QString &name) const;
    /// Gives each parameter that has no help text its label as help, so `describe` says something.
    void fillParameterHelp();

    /// A procedure of \a game: \a name is its id, given the "<game>." prefix when it lacks one.
    static Procedure make(const QString &game, const QString &name, const QString &title,
                          const QStringList &ruleRefs = {}, const QString &summary = {});
};

} // namespace Reeve
