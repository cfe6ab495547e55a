#pragma once

#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>

#include "games/charlemagne/charlemagneturn.h"
#include "steps/stepspec.h"

namespace Reeve {

class Campaign;

/**
 * The pieces the Charlemagne steps (CharlemagneSteps) are built from, shared by the files that hold
 * them by concern: the board and unit steps (charlemagnesteps.cpp), the treasury and market
 * (charlemagnetreasurysteps.cpp), the marker bids of vassalage and conversion (charlemagnebidsteps.cpp)
 * and the battle rolls (charlemagnebattlesteps.cpp). Labels and help are QT_TRANSLATE_NOOP text of
 * the "Reeve::CharlemagneSteps" context.
 */
namespace Charlemagne::StepKit {

StepField field(const QString &name, StepField::Type type, bool required, const char *label, const char *help);
/// A choice; required unless \a defaultValue is given.
StepField choice(const QString &name, const QStringList &choices, const char *label, const char *help,
                 const QJsonValue &defaultValue = QJsonValue(QJsonValue::Undefined));
StepField count(const QString &name, const char *label, const char *help, int minimum = 0,
                const QJsonValue &defaultValue = QJsonValue(QJsonValue::Undefined));
/// A Boolean field, false when left out.
StepField flag(const QString &name, const char *label, const char *help);
/// A list of units, empty when left out.
StepField units(const QString &name, const char *label, const char *help);
/// A list of texts, empty when left out.
StepField texts(const QString &name, const char *label, const char *help);
QStringList textsOf(const QJsonValue &list);

StepSpec make(const QString &id, const char *title, const char *summary, const QStringList &rules);
/// The outcome of a step that only logs one action.
StepOutcome seqOutcome(qint64 seq);
/// The faces given for the "roll" die, or nullopt (Reeve rolls).
Dice rollOf(const QJsonObject &dice);
QList<qint64> idsOf(Campaign &c, const QJsonValue &list);
/// The unit the "unit" field names.
qint64 unitOf(Campaign &c, const QJsonObject &f);
/// An example's set-up line: a TEST FIGURE for one cell of a table the rules text lacks, entered from stdin.
QString tableEntry(const QString &table, const QString &column, const QString &result);
/// The one d6 of a table roll.
StepDice rollDie();

StepField regionField();
StepField sideField();
/// The side of a step of the player's own phase: optional, the clock's player when left out (§3.1).
StepField playerField();
/// The side such a step is for: the one named, else the player the clock names; empty when neither does.
QString playerOf(Campaign &c, const QJsonObject &f);
/// The refusals of a step of the player's own phase (\a what is done in it, \a rule cites the phase): no
/// player named by the step or the clock, or a side named that is not the clock's player.
QList<StepRefusal> playerCheck(Campaign &c, const QJsonObject &f, const QString &what, const QString &rule);
StepField unitField();

/// `treasury` and `buy-stratagems` (§10.1, §10.2c).
QList<StepSpec> treasurySteps();
/// `vassalage` and `conversion`, the marker bids (§9, §18).
QList<StepSpec> bidSteps();
/// `survival`, `ratio` and `battle` (§21.4e, §16.6, §16.7).
QList<StepSpec> battleSteps();

} // namespace Charlemagne::StepKit
} // namespace Reeve
