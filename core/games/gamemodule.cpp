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

QString GameModule::translatedRefereeTitle() const
{
    return QCoreApplication::translate("Reeve::Games", refereeTitle);
}

QString GameModule::actorLabel(const QString &actor) const
{
    using namespace Qt::StringLiterals;
    // One role, two ids in the files: the log's default actor and the DBA steps' own (issue 24).
    if (actor == u"referee"_s || actor == u"umpire"_s)
        return translatedRefereeTitle();
    return actor;
}

QList<Scenario> GameModule::scenarios() const
{
    return ScenarioCatalog::forGame(id);
}

} // namespace Reeve
