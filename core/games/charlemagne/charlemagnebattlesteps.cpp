// The battle rolls: Charlemagne's survival (§21.4e), the combat ratio (§16.6) and the Battle Table (§16.7).
#include "charlemagnestepkit.h"

#include "campaign/campaign.h"
#include "games/charlemagne/charlemagnesteps.h"
#include <QJsonArray>

#include "games/charlemagne/charlemagneadvance.h"
#include "games/charlemagne/charlemagneforcesteps.h"
#include "games/charlemagne/charlemagnestepchecks.h"
#include "games/charlemagne/charlemagneturn.h"

#define CS(text) QT_TRANSLATE_NOOP("Reeve::CharlemagneSteps", text)

namespace Reeve::Charlemagne::StepKit {

using namespace Qt::StringLiterals;

namespace {

using T = StepField::Type;
using Checks = CharlemagneStepChecks;

StepSpec survivalStep()
{
    StepSpec s = make(
            u"survival"_s, CS("Charlemagne's survival"),
            CS("Rolls for Charlemagne's fate: on his death he is eliminated and the Empire's stratagems in "
               "hand, leaders excepted, go back to the Container; alive, he may rejoin a force."),
            {u"Charlemagne §21.4e"_s});
    s.fields = {field(u"rejoin"_s, T::Location, false, CS("Rejoins at"),
                      CS("Where he joins a force if he lives."))};
    s.dice = {rollDie()};
    s.examples = {u"reeve-cli step FILE survival --dice roll=2"_s};
    s.check = &Checks::survival;
    s.apply = [](Campaign &c, const QJsonObject &f, const QJsonObject &dice) {
        return CharlemagneSteps::turnOutcome(
                CharlemagneTurn(c).survival(rollOf(dice), f.value(u"rejoin"_s).toString()));
    };
    return s;
}

StepSpec ratioStep()
{
    StepSpec s = make(
            u"ratio"_s, CS("Combat ratio"),
            CS("Works out the Battle Table column from the two forces' strengths, leaders, terrain and "
               "advances, "
               "and logs it."),
            {u"Charlemagne §16.6"_s});
    s.fields = {units(u"attackers"_s, CS("Attackers"),
                      CS("The attacking force's units, as a JSON list of numbers.")),
                units(u"defenders"_s, CS("Defenders"), CS("The defending force's units.")),
                flag(u"attacker_advance"_s, CS("Attacker's military advance"),
                     CS("The attacker has a military advance.")),
                flag(u"defender_terrain"_s, CS("Defensive terrain"),
                     CS("The defender stands in defensive terrain.")),
                flag(u"defender_advance"_s, CS("Defender's military advance"),
                     CS("The defender has a military advance."))};
    s.examples = {u"reeve-cli charlemagne FILE ratio attackers=1,2 defenders=38,39"_s,
                  u"reeve-cli step FILE ratio attackers='[1,2]' defenders='[38,39]'"_s};
    s.check = [](Campaign &c, const QJsonObject &f) {
        QList<StepRefusal> out = Checks::forces(c, f);
        return out.isEmpty() ? CharlemagneAdvance::check(c, f) : out; // the advance is played in the battle
    };
    s.apply = [](Campaign &c, const QJsonObject &f, const QJsonObject &) {
        const ProcedureResult r = CharlemagneTurn(c).combatRatio(idsOf(c, f.value(u"attackers"_s)),
                                                                 idsOf(c, f.value(u"defenders"_s)),
                                                                 f.value(u"attacker_advance"_s).toBool(),
                                                                 f.value(u"defender_terrain"_s).toBool(),
                                                                 f.value(u"defender_advance"_s).toBool());
        TurnStep step;
        step.seq = r.loggedAs;
        step.result = r;
        return CharlemagneSteps::turnOutcome(step);
    };
    return s;
}

StepSpec battleStep()
{
    StepSpec s = make(
            u"battle"_s, CS("Battle"),
            CS("Rolls on the Battle Table's column and eliminates the units its result names; retreats are "
               "moved "
               "by hand, and a hit on Charlemagne calls for his survival roll; a military advance played "
               "comes from its player's hand and goes back to the Container."),
            {u"Charlemagne §16.7"_s, u"Charlemagne §16.1a(5)"_s});
    s.fields = {
            choice(u"column"_s, {u"1/3"_s, u"1/2"_s, u"1/1"_s, u"1.5/1"_s, u"2/1"_s, u"3/1"_s, u"4/1"_s},
                   CS("Column"), CS("The ratio column (the ratio step gives it).")),
            flag(u"in_burg"_s, CS("In a burg"), CS("The defender is in a burg.")),
            units(u"attackers"_s, CS("Attackers"), CS("The attacking force's units.")),
            units(u"defenders"_s, CS("Defenders"), CS("The defending force's units.")),
            choice(u"reading"_s, CharlemagneTurn::battleReadings(), CS("Reading"),
                   CS("How the entered result is applied: auto reads its words, or name who is eliminated."),
                   u"auto"_s)};
    s.fields += CharlemagneForceSteps::battleFields();
    s.check = [](Campaign &c, const QJsonObject &f) {
        QList<StepRefusal> out = CharlemagneAdvance::check(c, f);
        return out.isEmpty() ? CharlemagneForceSteps::battleCheck(c, f) : out;
    };
    s.dice = {rollDie()};
    s.examples = {tableEntry(u"battle"_s, u"1/1"_s, u"defender eliminated"_s),
                  u"reeve-cli step FILE battle column=1/1 attackers='[1]' defenders='[38]' --dice roll=4"_s};
    s.apply = [](Campaign &c, const QJsonObject &f, const QJsonObject &dice) {
        const QString note = CharlemagneForceSteps::columnNote(c, f); // read before any unit is eliminated
        StepOutcome out = CharlemagneSteps::turnOutcome(
                CharlemagneTurn(c).battle({f.value(u"column"_s).toString(), f.value(u"in_burg"_s).toBool(),
                                           idsOf(c, f.value(u"attackers"_s)),
                                           idsOf(c, f.value(u"defenders"_s)),
                                           f.value(u"reading"_s).toString()},
                                          rollOf(dice)));
        out.outcome.insert(u"column_check"_s, note);
        const qint64 played = CharlemagneAdvance::spend(c, f); // §8.4b: back to the Container once played
        if (played > 0)
            out.outcome.insert(u"advances_returned"_s, played);
        out.outcome.insert(u"override"_s, f.value(u"override"_s).toBool());
        return out;
    };
    return s;
}

} // namespace

QList<StepSpec> battleSteps()
{
    return {survivalStep(), ratioStep(), battleStep()};
}

} // namespace Reeve::Charlemagne::StepKit
