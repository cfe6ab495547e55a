#include "clicommands.h"

#include "battlecommands.h"
#include "boardcommands.h"
#include "clockcommands.h"
#include "optioncommands.h"
#include "containercommands.h"
#include "ordercommands.h"
#include "pincommands.h"
#include "dicecommands.h"
#include "procedurecommands.h"
#include "referencecommands.h"
#include "reportcommands.h"
#include "sascommands.h"
#include "britaincommands.h"
#include "charlemagnecommands.h"
#include "scenariocommands.h"
#include "stepcommands.h"
#include "tablecommands.h"
#include "verifycommands.h"

namespace Reeve {

using namespace Qt::StringLiterals;

void CliCommands::registerAll(QMap<QString, Command> &map)
{
    map.insert(u"location"_s, &BoardCommands::location);
    map.insert(u"unit"_s, &BoardCommands::unit);
    map.insert(u"clock"_s, &ClockCommands::run);
    map.insert(u"options"_s, &OptionCommands::run);
    map.insert(u"roll"_s, &DiceCommands::roll);
    map.insert(u"odds"_s, &DiceCommands::odds);
    map.insert(u"procedures"_s, &ProcedureCommands::list);
    map.insert(u"describe"_s, &ProcedureCommands::describe);
    map.insert(u"resolve"_s, &ProcedureCommands::resolve);
    map.insert(u"tables"_s, &TableCommands::list);
    map.insert(u"table"_s, &TableCommands::table);
    map.insert(u"battle"_s, &BattleCommands::run);
    map.insert(u"container"_s, &ContainerCommands::run);
    map.insert(u"report"_s, &ReportCommands::run);
    map.insert(u"ledger"_s, &ReportCommands::ledger);
    map.insert(u"reference"_s, &ReferenceCommands::reference);
    map.insert(u"ruling"_s, &ReferenceCommands::ruling);
    map.insert(u"rulings"_s, &ReferenceCommands::rulings);
    map.insert(u"scenarios"_s, &ScenarioCommands::list);
    map.insert(u"sas"_s, &SasCommands::run);
    map.insert(u"britain"_s, &BritainCommands::run);
    map.insert(u"charlemagne"_s, &CharlemagneCommands::run);
    map.insert(u"orders"_s, &OrderCommands::run);
    map.insert(u"verify"_s, &VerifyCommands::verify);
    map.insert(u"seed"_s, &VerifyCommands::seed);
    map.insert(u"referee"_s, &PinCommands::referee);
    map.insert(u"steps"_s, &StepCommands::list);
    map.insert(u"describe-step"_s, &StepCommands::describe);
    map.insert(u"step"_s, &StepCommands::step);
}

} // namespace Reeve
