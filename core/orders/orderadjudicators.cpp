#include "orderadjudicators.h"

#include <QCoreApplication>
#include <QMap>

#include "campaign/campaign.h"
#include "procedures/procedureregistry.h"
#include "util/failure.h"

namespace Reeve {

namespace {

QMap<QString, OrderAdjudicators::Step> &registry()
{
    static QMap<QString, OrderAdjudicators::Step> map;
    return map;
}

} // namespace

void OrderAdjudicators::add(const QString &gameId, Step step)
{
    registry().insert(gameId, std::move(step));
}

bool OrderAdjudicators::has(const QString &gameId)
{
    ProcedureRegistry::standard(); // the games register their adjudicators with their procedures
    return registry().contains(gameId);
}

QJsonObject OrderAdjudicators::apply(Campaign &campaign, const QJsonObject &step)
{
    const QString game = campaign.game().id;
    if (!has(game))
        throw Failure::badInput(
                QCoreApplication::translate("Reeve::OrderAdjudicators",
                                            "%1 has no umpire's steps in Reeve yet (games with them: %2).")
                        .arg(campaign.game().shownTitle(), games().join(QStringLiteral(", "))));
    return registry().value(game)(campaign, step);
}

QStringList OrderAdjudicators::games()
{
    ProcedureRegistry::standard();
    return registry().keys();
}

} // namespace Reeve
