#pragma once

#include <QJsonValue>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include "procedures/parameterspec.h"

namespace Reeve {

class ProcedureContext;

/**
 * Shared pieces of the Swords & Sails procedures: the faction and unit names,
 * figure look-ups that say where each number comes from, unit-count parameters
 * and the rule citations. Rule tables key their rows by number (the engine has no
 * named row keys), so the faction and unit orders here fix those numbers.
 */
namespace Sas {

/// Translated user-visible text (context "Reeve::SwordsAndSails").
QString tr(const char *text);
/// The same with Qt's numerus form: "%n" is \a n, and a translation picks its plural by it.
QString tr(const char *text, const char *disambiguation, int n);
/// "Swords & Sails, <where>": how every explanation cites the rules.
QString ref(const char *where);

/// Faction choices in table-row order: byzantium=1 … nse=7.
const QStringList &factions();
int factionRow(const QString &faction);
QString factionName(const QString &faction);
ParameterSpec factionParameter(const QString &help = {});

/// Army units KN … PS and fleet units WS RD TR, as table column labels.
const QStringList &armyUnits();
const QStringList &fleetUnits();
QStringList allUnits();

/// One figure read from a rule table, with its provenance.
struct Figure
{
    int value = 0;
    QString provenance;
    QString note;
    /// "6 (printed)" or "5 (text: printed 6, France cavalry -1)".
    QString shown() const;
};

/// The whole-number figure at row \a row (a roll or index) and column \a column of \a tableId.
/// A missing cell stops with Failure::missingFigure; a non-whole figure is bad input.
Figure figure(const ProcedureContext &c, const QString &tableId, int row, const QString &column);
/// The figure of a one-column table.
Figure figure(const ProcedureContext &c, const QString &tableId, int row);
/// The cell as text (e.g. "7-2", "1/2", "x1.5"), with its provenance.
QString textFigure(const ProcedureContext &c, const QString &tableId, int row, const QString &column,
                   QString *provenance = nullptr);
/// Parses "a/b"; throws Failure::badInput naming the table when the cell is not a fraction.
std::pair<int, int> fraction(const QString &text, const QString &tableId);

/// Parameters "kn", "hc", … one per unit label (lowercase), each 0..max, default 0.
QList<ParameterSpec> unitCountParameters(const QStringList &units, const QString &prefix = {},
                                         const QString &helpPattern = {});
/// The counts entered for \a units (keys are the upper-case labels).
QMap<QString, int> unitCounts(const ProcedureContext &c, const QStringList &units, const QString &prefix = {});
/// "2 KN, 3 HC" (units with count 0 left out), or "none".
QString countsText(const QMap<QString, int> &counts, const QStringList &order);

} // namespace Sas
} // namespace Reeve
