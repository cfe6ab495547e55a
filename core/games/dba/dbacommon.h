#pragma once

#include <optional>

#include <QString>
#include <QStringList>

#include "procedures/parameterspec.h"
#include "procedures/procedure.h"

namespace Reeve {

class ProcedureContext;

/**
 * Shared pieces of the DBA campaign procedures ("1066 and all that"): the
 * figures table read by name, Table 1 values, Table 3 cells and the abstract
 * battle reading that battles, assaults, sieges and harrying all use.
 */
namespace Dba {

/// Translated user-visible text of the DBA procedures.
QString tr(const char *text);

/// A procedure of game "dba" with id, title, rule references and summary filled in.
Procedure makeProcedure(const QString &id, const QString &title, const QStringList &ruleRefs,
                        const QString &summary);
/// Fills each empty parameter help with its label, so describe and the GUI always say something.
Procedure finish(Procedure procedure);
/// A boolean parameter without a default, so it must be given.
ParameterSpec requiredBoolean(const QString &name, const QString &label, const QString &help);
/// The four seasons as choice spellings.
const QStringList &seasons();
/// A whole or decimal number as JSON (2 or 2.4).
QJsonValue numberValue(double value);
/// "2.4" / "3" for explanations.
QString numberText(double value);

/// A figure of dba.figures by name; throws Failure::missingFigure when the umpire has not entered it.
qint64 figure(const ProcedureContext &c, const QString &name);
/// The same, or std::nullopt when the figure is missing.
std::optional<qint64> figureIfKnown(const ProcedureContext &c, const QString &name);

/// One cell of Table 1 for a troop type (kn, cv, ..., naval) and grade (i, o, s, f).
struct TroopValue
{
    bool available = false; ///< false where Table 1 prints a dash
    int value = 0;
    bool bracketed = false; ///< printed in brackets, e.g. (8)
    QString printed;        ///< the cell as printed
    QString typeLabel;      ///< "Knights (Kn)"
};
TroopValue troopValue(const ProcedureContext &c, const QString &type, const QString &grade);
const QStringList &troopTypes();
const QStringList &grades();

/// A Table 3 cell "30k/20": casualty percentages and the general-killed marks.
struct BattleCell
{
    int attackerPct = 0;
    int defenderPct = 0;
    bool attackerK = false;
    bool defenderK = false;
};
/// Parses a Table 3 cell; throws Failure::badInput naming the cell when it is not of that form.
BattleCell parseBattleCell(const QString &text, const QString &where);

/// A reading of Table 3 for given strengths and a modified roll.
struct Table3Reading
{
    QString column;
    int row = 0;       ///< the row read (after clamping to -1..8)
    BattleCell cell;
};
/// Picks the column (larger number rounded down) and the row, explaining both.
Table3Reading readTable3(ProcedureContext &c, qint64 attacker, qint64 defender, int modifiedRoll);

/// Which side, if any, is annihilated without a roll at 10:1 or more.
enum class Annihilation { None, Attacker, Defender };
/// Checks the 10:1 rule; the smaller side escapes it when it is the defender in a fortified town.
Annihilation checkAnnihilation(ProcedureContext &c, qint64 attacker, qint64 defender, bool defenderFortified);

/// The Table 3 modifier for missing generals (−1 attacker without, +1 defender without), explained.
int generalModifier(ProcedureContext &c, bool attackerGeneral, bool defenderGeneral);

} // namespace Dba
} // namespace Reeve
