// The treasury steps: taxes collected into a side's secret treasure and stratagem draws bought (Charlemagne §10).
#include "charlemagnestepkit.h"

#include "campaign/campaign.h"
#include "games/charlemagne/charlemagnesteps.h"
#include "games/charlemagne/charlemagneturn.h"

#define CS(text) QT_TRANSLATE_NOOP("Reeve::CharlemagneSteps", text)

namespace Reeve::Charlemagne::StepKit {

using namespace Qt::StringLiterals;

namespace {

using T = StepField::Type;

StepSpec treasuryStep()
{
    StepSpec s
            = make(u"treasury"_s, CS("Treasury"),
                   CS("Collects a side's taxes from the occupied burgs (counted on the board unless given), "
                      "Byzantium and the Caliphate, and posts them to its treasure."),
                   {u"Charlemagne §10.1"_s});
    s.fields = {sideField(),
                count(u"burgs"_s, CS("Burgs"), CS("The occupied burgs, when not counted from the board."))};
    s.examples = {u"reeve-cli charlemagne FILE treasury Tribal"_s,
                  u"reeve-cli step FILE treasury side=Empire"_s};
    s.apply = [](Campaign &c, const QJsonObject &f, const QJsonObject &) {
        const std::optional<int> burgs = f.contains(u"burgs"_s)
                                                 ? std::optional<int>(f.value(u"burgs"_s).toInt())
                                                 : std::nullopt;
        return CharlemagneSteps::turnOutcome(
                CharlemagneTurn(c).treasury(f.value(u"side"_s).toString(), burgs));
    };
    return s;
}

StepSpec buyStratagemsStep()
{
    StepSpec s = make(u"buy-stratagems"_s, CS("Buy stratagems"),
                      CS("Pays for stratagem draws from the side's treasure; the draws themselves are the "
                         "Container's."),
                      {u"Charlemagne §10.2c"_s});
    s.fields = {sideField(), count(u"count"_s, CS("Draws"), CS("How many draws are bought."), 1)};
    s.fields.last().required = true;
    s.examples = {u"reeve-cli step FILE buy-stratagems side=Empire count=1"_s};
    s.apply = [](Campaign &c, const QJsonObject &f, const QJsonObject &) {
        return CharlemagneSteps::turnOutcome(
                CharlemagneTurn(c).buyStratagems(f.value(u"side"_s).toString(), f.value(u"count"_s).toInt()));
    };
    return s;
}

} // namespace

QList<StepSpec> treasurySteps()
{
    return {treasuryStep(), buyStratagemsStep()};
}

} // namespace Reeve::Charlemagne::StepKit
