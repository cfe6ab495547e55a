#pragma once

#include <functional>

#include <QList>
#include <QString>

#include "log/action.h"

namespace Reeve {

class Campaign;
struct Unit;
class ProcedureRegistry;
class StepRegistry;
struct Scenario;

/// Who a season report is for (ReportBuilder): the audience, the reading side (0 unless one side) and the turns.
struct ReportReader
{
    Audience audience = Audience::Public;
    qint64 sideId = 0;
    int fromTurn = 1;
    int toTurn = 1;
};

/**
 * One rule set as Reeve serves it (docs/ARCHITECTURE.md, "Games"): its id, its names and what it is
 * in Reeve's words, the procedures and steps it registers. Its figures and game.json live in
 * resources/rules/ID/, its scenarios in resources/scenarios/ID.json. GameModules::all() is the one
 * list of games; the catalog, the wizard, the command line and the registries read it.
 */
struct GameModule
{
    QString id;                   ///< "1066", "dba", "sas", "charlemagne", "britain"
    const char *title = "";       ///< translated in context "Reeve::Games"
    const char *shortTitle = "";  ///< for menus and dock titles
    const char *description = ""; ///< the wizard's paragraph, in Reeve's words
    std::function<void(ProcedureRegistry &)> registerProcedures;
    std::function<void(StepRegistry &)> registerSteps;
    /// Optional: the game's own sections of a season report for \a reader, as HTML (what that reader
    /// may know of the board: a side's forces and cities, the public score), placed after the treasury.
    std::function<QString(Campaign &, const ReportReader &)> reportSections = {};
    /// False where even the number of private ledger actions is a secret (a report does not count them).
    bool reportCountsPrivate = true;
    /// Optional: whether a unit stands face down, its type hidden from all but its side and the referee.
    std::function<bool(Campaign &, const Unit &)> faceDown = {};

    QString translatedTitle() const;
    QString translatedShortTitle() const;
    QString translatedDescription() const;
    QList<Scenario> scenarios() const;
};

} // namespace Reeve
