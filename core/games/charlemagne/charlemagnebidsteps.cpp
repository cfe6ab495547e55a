// The marker bids: vassalage (Charlemagne §9) and conversion (§18), checked by CharlemagneStepChecks.
#include "charlemagnestepkit.h"

#include "campaign/campaign.h"
#include "games/charlemagne/charlemagneboard.h"
#include "games/charlemagne/charlemagnestepchecks.h"
#include "games/charlemagne/charlemagnesteps.h"
#include "games/charlemagne/charlemagneturn.h"

#define CS(text) QT_TRANSLATE_NOOP("Reeve::CharlemagneSteps", text)

namespace Reeve::Charlemagne::StepKit {

using namespace Qt::StringLiterals;

namespace {

using T = StepField::Type;
using Checks = CharlemagneStepChecks;

QList<StepField> bidFields()
{
    return {count(u"markers"_s, CS("Markers"),
                  CS("The phasing player's single markers on the attempt (1 when left out, 0 when only "
                     "double "
                     "markers are given).")),
            count(u"double_markers"_s, CS("Double markers"),
                  CS("Markers that count twice (the Crown of Pavia and the like; vassalage only)."), 0, 0),
            count(u"defender_markers"_s, CS("Defender's markers"),
                  CS("The other player's markers against it."), 0, 0),
            count(u"defender_double_markers"_s, CS("Defender's double markers"),
                  CS("The other player's markers that count twice (vassalage only)."), 0, 0),
            [] {
                StepField f = field(u"modifier"_s, T::Integer, false, CS("Modifier"),
                                    CS("Any further column shift the table's notes give."));
                f.defaultValue = 0;
                return f;
            }(),
            choice(u"reading"_s, CharlemagneTurn::readings(), CS("Reading"),
                   CS("How the entered table result is applied: auto reads its words; success or failure "
                      "says it outright."),
                   u"auto"_s),
            flag(u"spend"_s, CS("Return the markers"),
                 CS("Put the markers bid by both players back in the Container in the same action."))};
}

MarkerBid bidOf(const QJsonObject &f)
{
    // Left out, one marker is bid, unless the bid is made of double markers alone (§9.5).
    const int single = f.contains(u"markers"_s) ? f.value(u"markers"_s).toInt()
                                                : (f.value(u"double_markers"_s).toInt() > 0 ? 0 : 1);
    return {single, f.value(u"double_markers"_s).toInt(), f.value(u"defender_markers"_s).toInt(),
            f.value(u"defender_double_markers"_s).toInt(), f.value(u"modifier"_s).toInt()};
}

StepSpec vassalageStep()
{
    StepSpec s = make(
            u"vassalage"_s, CS("Vassalage"),
            CS("Rolls a vassalage attempt on the Vassalage Table and, on success, hands the region over."),
            {u"Charlemagne §9"_s, u"Charlemagne §4"_s});
    s.fields = QList<StepField>{sideField(), regionField()} + bidFields()
               + QList<StepField>{
                       texts(u"double_stratagems"_s, CS("Double markers spent"),
                             CS("Which double-count stratagems are bid (the kinds worth 2 in the Container, "
                                "such as the "
                                "Ring of the Avars); left out, the hand's own when it holds as many as were "
                                "bid.")),
                       texts(u"defender_double_stratagems"_s, CS("Defender's double markers spent"),
                             CS("Which double-count stratagems the other player bids against it."))};
    s.dice = {rollDie()};
    s.examples = {tableEntry(u"vassalage"_s, u"1"_s, u"Empire"_s),
                  u"reeve-cli step FILE vassalage side=Empire region=Bavaria --dice roll=4"_s};
    s.check = &Checks::vassalage;
    s.apply = [](Campaign &c, const QJsonObject &f, const QJsonObject &dice) {
        VassalageAttempt attempt{f.value(u"side"_s).toString(),
                                 f.value(u"region"_s).toString(),
                                 bidOf(f),
                                 f.value(u"reading"_s).toString(),
                                 f.value(u"spend"_s).toBool(),
                                 textsOf(f.value(u"double_stratagems"_s)),
                                 textsOf(f.value(u"defender_double_stratagems"_s))};
        return CharlemagneSteps::turnOutcome(CharlemagneTurn(c).vassalage(attempt, rollOf(dice)));
    };
    return s;
}

StepSpec conversionStep()
{
    StepSpec s = make(
            u"conversion"_s, CS("Conversion"),
            CS("Rolls a conversion attempt on the Conversion Table and, on success, changes the region's "
               "religion; "
               "the side needs a unit in the region."),
            {u"Charlemagne §18"_s});
    s.fields = QList<StepField>{sideField(), regionField(),
                                choice(u"religion"_s, CharlemagneBoard::religions(), CS("Religion sought"),
                                       CS("The religion the region is to follow.")),
                                choice(u"force_religion"_s, CharlemagneBoard::religions(),
                                       CS("Force's religion"), CS("The religion of the converting force."),
                                       u"christian"_s),
                                flag(u"leader"_s, CS("Leader present"),
                                     CS("Whether a leader is with the force."))}
               + bidFields();
    s.dice = {rollDie()};
    s.examples = {
            tableEntry(u"conversion"_s, u"1"_s, u"christian"_s),
            u"reeve-cli step FILE conversion side=Empire region=Thuringia religion=christian --dice roll=4"_s};
    s.check = &Checks::conversion;
    s.apply = [](Campaign &c, const QJsonObject &f, const QJsonObject &dice) {
        return CharlemagneSteps::turnOutcome(
                CharlemagneTurn(c).conversion({f.value(u"side"_s).toString(), f.value(u"region"_s).toString(),
                                               f.value(u"religion"_s).toString(),
                                               f.value(u"force_religion"_s).toString(),
                                               f.value(u"leader"_s).toBool(), bidOf(f),
                                               f.value(u"reading"_s).toString(), f.value(u"spend"_s).toBool()},
                                              rollOf(dice)));
    };
    return s;
}

} // namespace

QList<StepSpec> bidSteps()
{
    return {vassalageStep(), conversionStep()};
}

} // namespace Reeve::Charlemagne::StepKit
