#pragma once

#include <functional>

#include <QList>
#include <QString>
#include <QStringList>

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
    /// What the game's players call the one who runs it (the DBA campaign's "Umpire"); translated in
    /// context "Reeve::Games". The log's By column shows it for the referee's own actions.
    const char *refereeTitle = QT_TRANSLATE_NOOP("Reeve::Games", "Referee");
    /// Optional: a unit's name as the reader is shown it, where the game stores it otherwise (a Swords &
    /// Sails force stored "Army II" reads "Armee II" in German); the stored name where absent.
    std::function<QString(const Unit &)> shownName = {};
    /// Optional: what the referee must still enter once a scenario is set up (figures the rules text lacks),
    /// one translated line each; ScenarioSetup adds them to its follow-ups.
    std::function<QStringList(Campaign &)> setupFollowUps = {};

    QString translatedTitle() const;
    QString translatedShortTitle() const;
    QString translatedDescription() const;
    QString translatedRefereeTitle() const;
    /// Who did an action, in the game's words: the referee's title for the referee's own actions
    /// (recorded as "referee", or as "umpire" by the DBA steps), any other actor as recorded.
    QString actorLabel(const QString &actor) const;
    QList<Scenario> scenarios() const;
};

} // namespace Reeve
