#include "clockinputs.h"

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "campaign/ruleoptions.h"
#include "games/1066/battle/battlesteps.h"
#include "procedures/procedure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

/// What the clock says of each input name the games use, before it is checked against the procedure.
QJsonObject clockValues(Campaign &campaign, const QString &game)
{
    const ClockState clock = CampaignReader(campaign.database()).clock();
    const QString period = clock.period.toLower();
    if (game == u"1066"_s) // one month per turn; April to September is summer (§9.9)
        return {{u"month"_s, period}, {u"season"_s, BattleSteps::seasonOfMonth(period)}};
    if (game == u"dba"_s || game == u"sas"_s) // one season per turn
        return {{u"season"_s, period}};
    if (game == u"britain"_s && clock.year > 0) // one year per turn
        return {{u"year"_s, clock.year}};
    return {};
}

bool accepts(const ParameterSpec &spec, const QJsonValue &value)
{
    switch (spec.type) {
    case ParameterSpec::Type::Choice:
        return value.isString() && spec.choices.contains(value.toString());
    case ParameterSpec::Type::Integer:
        return value.isDouble() && value.toInt() >= spec.minimum && value.toInt() <= spec.maximum;
    default:
        return false;
    }
}

} // namespace

QJsonObject ClockInputs::known(Campaign &campaign, const Procedure &procedure)
{
    const QJsonObject values = clockValues(campaign, procedure.game);
    QJsonObject settled;
    for (const ParameterSpec &spec : procedure.parameters) {
        const QJsonValue value = values.value(spec.name);
        if (accepts(spec, value))
            settled.insert(spec.name, value);
    }
    return settled;
}

QList<ParameterSpec> ClockInputs::parametersFor(Campaign &campaign, const Procedure &procedure)
{
    QList<ParameterSpec> parameters = RuleOptions::parametersFor(campaign.database(), procedure);
    const QJsonObject settled = known(campaign, procedure);
    for (ParameterSpec &spec : parameters) {
        if (settled.contains(spec.name))
            spec.defaultValue = settled.value(spec.name);
    }
    return parameters;
}

} // namespace Reeve
