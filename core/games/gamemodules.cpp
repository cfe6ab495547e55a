#include "gamemodules.h"

#include <QCoreApplication>

#include "games/1066/battle/battlesteps.h"
#include "games/1066/game1066module.h"
#include "games/britain/britainmodule.h"
#include "games/britain/britainsteps.h"
#include "games/charlemagne/charlemagneboard.h"
#include "games/charlemagne/charlemagnemodule.h"
#include "games/charlemagne/charlemagnesteps.h"
#include "games/charlemagne/charlemagneturn.h"
#include "games/dba/dbamodule.h"
#include "games/dba/dbareport.h"
#include "games/dba/dbasteps.h"
#include "games/generic/diceprocedures.h"
#include "games/sas/sasboard.h"
#include "games/sas/sasmodule.h"
#include "games/sas/sasreport.h"
#include "games/sas/sassteps.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

const QList<GameModule> &GameModules::all()
{
    static const QList<GameModule> games{
            {u"1066"_s, QT_TRANSLATE_NOOP("Reeve::Games", "1066: End of the Dark Ages"),
             QT_TRANSLATE_NOOP("Reeve::Games", "1066"),
             QT_TRANSLATE_NOOP("Reeve::Games",
                               "England in the year of three kings, one month per turn. Anglo-Saxons, Normans, "
                               "Vikings and Britons raise levies, bind vassals, provision their armies and fight "
                               "for the crown, while the referee keeps the hidden campaign markers and the "
                               "treasuries."),
             &Game1066Module::registerAll, &BattleSteps::registerAll},
            {u"dba"_s, QT_TRANSLATE_NOOP("Reeve::Games", "The DBA campaign “1066 and all that”"),
             QT_TRANSLATE_NOOP("Reeve::Games", "DBA"),
             QT_TRANSLATE_NOOP("Reeve::Games",
                               "A long map campaign for DBA armies, usually played by e-mail. Each season every "
                               "nation sends written orders; the umpire works through moves, abstract battles, "
                               "sieges, supply and taxes, then publishes a season report. You add the nations "
                               "yourself."),
             &DbaModule::registerAll, &DbaSteps::registerAll, &DbaReport::forReader, true, {},
             QT_TRANSLATE_NOOP("Reeve::Games", "Umpire")},
            {u"sas"_s, QT_TRANSLATE_NOOP("Reeve::Games", "Swords & Sails"),
             QT_TRANSLATE_NOOP("Reeve::Games", "Swords & Sails"),
             QT_TRANSLATE_NOOP("Reeve::Games",
                               "Seven powers of the year 1000 trade, raid and scheme by sea and land, season by "
                               "season. Reeve acts as banker: income and upkeep, purchases, cities, spy reports "
                               "shown only to the spy, alliance scores and the three-minute order timer."),
             &SasModule::registerAll, &SasSteps::registerAll, &Sas::SasReport::sections, false, {},
             QT_TRANSLATE_NOOP("Reeve::Games", "Referee"), &Sas::SasBoard::shownName},
            {u"charlemagne"_s, QT_TRANSLATE_NOOP("Reeve::Games", "Charlemagne: Dark Ages in Europe"),
             QT_TRANSLATE_NOOP("Reeve::Games", "Charlemagne"),
             QT_TRANSLATE_NOOP("Reeve::Games",
                               "The Frankish empire against the tribes of Europe in five-year turns from 771. "
                               "Hidden stratagems, vassalage, treasury and levies, and battles settled on combat "
                               "ratio tables that Reeve works through step by step."),
             &CharlemagneModule::registerAll, &CharlemagneSteps::registerAll, {}, true, &Charlemagne::isFaceDown,
             QT_TRANSLATE_NOOP("Reeve::Games", "Referee"), {}, &Charlemagne::CharlemagneBoard::missingRegionFigures},
            {u"britain"_s, QT_TRANSLATE_NOOP("Reeve::Games", "Dark Age Britain 440–600"),
             QT_TRANSLATE_NOOP("Reeve::Games", "Dark Age Britain"),
             QT_TRANSLATE_NOOP("Reeve::Games",
                               "A century and a half of struggle for Britain after Rome, one year per turn: "
                               "Britons against Saxons, Angles and Jutes, with Scots-Irish and Picts pressing "
                               "from the north and west."),
             &BritainModule::registerAll, &BritainSteps::registerAll},
    };
    return games;
}

QStringList GameModules::ids()
{
    QStringList list;
    for (const GameModule &g : all())
        list << g.id;
    return list;
}

const GameModule &GameModules::get(const QString &id)
{
    for (const GameModule &g : all()) {
        if (g.id == id)
            return g;
    }
    throw Failure::badInput(QCoreApplication::translate("Reeve::Games", "Unknown game \"%1\"; use one of: %2.")
                                    .arg(id, ids().join(u", "_s)));
}

void GameModules::registerAll(ProcedureRegistry &registry)
{
    DiceProcedures::registerAll(registry); // the generic dice every game uses
    for (const GameModule &g : all())
        g.registerProcedures(registry);
}

void GameModules::registerSteps(StepRegistry &registry)
{
    for (const GameModule &g : all())
        g.registerSteps(registry);
}

} // namespace Reeve
