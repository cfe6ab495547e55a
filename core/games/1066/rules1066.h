#pragma once

#include <QJsonValue>
#include <QString>
#include <QStringList>

#include "procedures/procedure.h"

namespace Reeve {

class ProcedureContext;
class RuleTable;

/**
 * Small helpers shared by the 1066 procedures: translated strings, rule
 * references written the same way everywhere, and table lookups that name
 * the cell they read.
 */
namespace Rules1066 {

/// Translates in the "Reeve::Game1066" context.
QString tr(const char *text);
/// "1066 §15.8" for "15.8".
QString ref(const char *section);
/// A procedure skeleton with the game, id, title, rule references and summary filled in.
Procedure base(const char *id, const QString &title, const QStringList &refs, const QString &summary);
/// A boolean parameter with no default (the user must say true or false).
ParameterSpec requiredBoolean(const QString &name, const QString &label, const QString &help = {});
/// Rounds a / b up (b > 0, a >= 0).
int ceilDiv(int a, int b);
/// The cell at the row holding \a key and the column \a column; exit 3 when missing.
QJsonValue lookup(const RuleTable &table, int key, const QString &column);
/// The single-column cell of a die table for \a key; exit 3 when missing.
QJsonValue lookup(const RuleTable &table, int key);
/// A cell read as a whole number; a text cell that is not a number is a bad house figure (exit 2).
int lookupInt(const RuleTable &table, int key, const QString &column);
/// A cell read as a number (the recruiting table has halves).
double lookupNumber(const RuleTable &table, int key, const QString &column);
/// A cell's value as text ("E", "move", "3").
QString cellText(const QJsonValue &value);
/// "yes" / "no".
QString yesNo(bool value);
/// "4, 2, 6".
QString joinFaces(const QList<int> &faces);
/// Rolls one d6 per tied player (indices, zero-based) until one rolls highest; returns that index.
int rollOff(ProcedureContext &c, QList<int> tied, const QString &ruleRef);
/// The four powers in the order used by list parameters.
const QStringList &powers();
/// A readable name for a power id ("anglo-saxons" -> "Anglo-Saxons").
QString powerName(const QString &power);

} // namespace Rules1066
} // namespace Reeve
