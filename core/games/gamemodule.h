#pragma once

#include <functional>

#include <QList>
#include <QString>

namespace Reeve {

class ProcedureRegistry;
class StepRegistry;
struct Scenario;

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

    QString translatedTitle() const;
    QString translatedShortTitle() const;
    QString translatedDescription() const;
    QList<Scenario> scenarios() const;
};

} // namespace Reeve
