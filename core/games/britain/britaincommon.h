#pragma once

#include <QString>
#include <QStringList>

#include "procedures/procedure.h"

namespace Reeve {

class ProcedureContext;

/**
 * Helpers shared by the Dark Age Britain procedures: translated strings, a
 * blank procedure for the game, and figures read from the one-row label tables
 * of resources/rules/britain/tables.json (a missing figure stops with exit 3).
 */
namespace Britain {

QString tr(const char *text);
/// The procedure with every parameter that has no help text explained by its label (for `describe`).
Procedure withHelp(Procedure procedure);
/// A procedure with id "britain.<name>", the game, a title and the headings it implements.
Procedure make(const QString &name, const QString &title, const QStringList &refs);
/// The figure in column \a column of row 1 of a label table.
int figure(const ProcedureContext &c, const QString &tableId, const QString &column);
/// "+1", "-2", "+0": a modifier as shown in explanations.
QString signedText(qint64 value);

} // namespace Britain
} // namespace Reeve
