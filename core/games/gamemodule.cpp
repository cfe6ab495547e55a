#include "gamemodule.h"

#include <QCoreApplication>

#include "scenarios/scenariocatalog.h"

namespace Reeve {

QString GameModule::translatedTitle() const
{
    return QCoreApplication::translate("Reeve::Games", title);
}

QString GameModule::translatedShortTitle() const
{
    return QCoreApplication::translate("Reeve::Games", shortTitle);
}

QString GameModule::translatedDescription() const
{
    return QCoreApplication::translate("Reeve::Games", description);
}

QList<Scenario> GameModule::scenarios() const
{
    return ScenarioCatalog::forGame(id);
}

} // namespace Reeve
