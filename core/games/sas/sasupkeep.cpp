#include "sasupkeep.h"

#include "campaign/side.h"
#include "games/sas/sasbank.h"
#include "games/sas/sasboard.h"

namespace Reeve::Sas {

using namespace Qt::StringLiterals;

QJsonObject SasUpkeep::inputs(Campaign &campaign, const Side &side)
{
    const Holdings h = SasBoard(campaign).holdings(side);
    QJsonObject in{{u"faction"_s, factionOf(side)}};
    for (auto it = h.units.cbegin(); it != h.units.cend(); ++it)
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
