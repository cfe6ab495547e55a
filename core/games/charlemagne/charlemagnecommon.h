#pragma once

#include <QString>
#include <QStringList>

#include "procedures/procedure.h"

namespace Reeve {

class ProcedureContext;
class RuleTable;

/**
 * Helpers shared by the Charlemagne procedures: translated strings, a blank
 * procedure with the game filled in, figures read from the label tables of
 * resources/rules/charlemagne/tables.json (each lookup stops with exit 3 when
 * the figure is marked missing) and the battle multipliers of §16.6d.
 */
namespace Charlemagne {

QString tr(const char *text);
/// The procedure with every parameter that has no help text explained by its label (for `describe`).
Procedure withHelp(Procedure procedure);
/// A procedure with id "charlemagne.<name>", the game, a title and its rule references.
Procedure make(const QString &name, const QString &title, const QStringList &refs);

/// The leader choices of the contract: none, leader, charlemagne.
QStringList leaderChoices();

/// A figure of a label table: row key \a row, column \a column (missing → Failure::missingFigure).
int figure(const ProcedureContext &c, const QString &tableId, int row, const QString &column);
/// A text cell of a label table (missing → Failure::missingFigure).
QString textFigure(const ProcedureContext &c, const QString &tableId, int row, const QString &column);

/// The multiplier a force gets from its leader, defensive terrain and a military advance
/// (§16.6d): ×2 for one factor, ×3 for two, ×4 for three; Charlemagne alone triples and
/// any further factor with him gives ×4; never above ×4.
int strengthMultiplier(const QString &leader, bool terrain, bool advance);
/// Words for the factors counted by strengthMultiplier, for explanations.
QString multiplierReason(const QString &leader, bool terrain, bool advance);
/// Which part of §16.6d sets the multiplier ("two factors triple", "Charlemagne with more: ×4 at most").
QString multiplierRule(const QString &leader, bool terrain, bool advance);

/// Adds an explanation step citing \a ref, dropping a " (ref)" the text already ends with.
void stepCiting(ProcedureContext &c, QString text, const QString &ref);

} // namespace Charlemagne
} // namespace Reeve
