// The treasury steps: taxes collected into a side's secret treasure and stratagem draws bought (Charlemagne §10).
#include "charlemagnestepkit.h"

#include <QCoreApplication>

#include "campaign/campaign.h"
#include "games/charlemagne/charlemagnesteps.h"
#include "games/charlemagne/charlemagneturn.h"

#define CS(text) QT_TRANSLATE_NOOP("Reeve::CharlemagneSteps", text)

namespace Reeve::Charlemagne::StepKit {

using namespace Qt::StringLiterals;

namespace {

using T = StepField::Type;

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::CharlemagneSteps", text);
}

StepSpec treasuryStep()
{
    StepSpec s
            = make(u"treasury"_s, CS("Treasury"),
                   CS("Collects a side's taxes from the occupied burgs (counted on the board unless given), "
                      "Byzantium and the Caliphate, and posts them to its treasure."),
                   {u"Charlemagne §10.1"_s});
    s.fields = {playerField(),
                count(u"burgs"_s, CS("Burgs"), CS("The occupied burgs, when not counted from the board."))};
    s.examples = {u"reeve-cli charlemagne FILE treasury Tribal"_s,
                  u"reeve-cli step FILE treasury side=Empire"_s};
    // Taxes come in the friendly Treasury Phase (§10.1c): the clock's player, never the other one.
    s.check = [](Campaign &c, const QJsonObject &f) {
        return playerCheck(c, f, tr("taxes are collected"), u"Charlemagne §10.1"_s);
    };
    s.apply = [](Campaign &c, const QJsonObject &f, const QJsonObject &) {
        const std::optional<int> burgs = f.contains(u"burgs"_s)
                                                 ? std::optional<int>(f.value(u"burgs"_s).toInt())
                                                 : std::nullopt;
        return CharlemagneSteps::turnOutcome(CharlemagneTurn(c).treasury(playerOf(c, f), burgs));
    };
    return s;
}

StepSpec buyStratagemsStep()
{
    StepSpec s = make(u"buy-stratagems"_s, CS("Buy stratagems"),
                      CS("Pays for stratagem draws from the side's treasure; the draws themselves are the "
                         "Container's."),
                      {u"Charlemagne §10.2c"_s});
    s.fields = {playerField(), count(u"count"_s, CS("Draws"), CS("How many draws are bought."), 1)};
    s.fields.last().required = true;
    s.examples = {u"reeve-cli step FILE buy-stratagems side=Empire count=1"_s};
    // Treasure is spent only in the friendly Treasury Phase (§10.2): the clock's player, never the other one.
    s.check = [](Campaign &c, const QJsonObject &f) {
        return playerCheck(c, f, tr("stratagems are bought"), u"Charlemagne §10.2"_s);
    };
    s.apply = [](Campaign &c, const QJsonObject &f, const QJsonObject &) {
        return CharlemagneSteps::turnOutcome(
                CharlemagneTurn(c).buyStratagems(playerOf(c, f), f.value(u"count"_s).toInt()));
    };
    return s;
}

} // namespace

QList<StepSpec> treasurySteps()
{
    return {treasuryStep(), buyStratagemsStep()};
}

} // namespace Reeve::Charlemagne::StepKit
