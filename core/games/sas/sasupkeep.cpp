#include "sasupkeep.h"

#include "campaign/side.h"
#include "games/sas/sasbank.h"
#include "games/sas/sasboard.h"

namespace Reeve::Sas {

using namespace Qt::StringLiterals;

QJsonObject SasUpkeep::inputs(Campaign &campaign, const Side &side)
{
    return inputs(side, SasBoard(campaign).holdings(side));
}

QJsonObject SasUpkeep::inputs(const Side &side, const Holdings &holdings)
{
    QJsonObject in{{u"faction"_s, factionOf(side)}};
    for (auto it = holdings.units.cbegin(); it != holdings.units.cend(); ++it)
        in.insert(it.key().toLower(), it.value());
    return in;
}

QStringList SasUpkeep::explain(Campaign &campaign, const Side &side)
{
    if (SasBoard(campaign).holdings(side).units.isEmpty())
        return {};
    QStringList lines;
    for (const ExplanationStep &step :
         SasBank::run(campaign, u"sas.maintenance"_s, inputs(campaign, side)).explanation)
        lines << step.text;
    return lines;
}

} // namespace Reeve::Sas
