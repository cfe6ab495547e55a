// The strategic movement steps of Dark Age Britain (move, home, besiege), registered with the
// other Britain steps (BritainSteps::moveSteps). Their checks are BritainMovement's.
#include <QCoreApplication>
#include <QJsonArray>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "games/britain/britainmovement.h"
#include "games/britain/britainstate.h"
#include "games/britain/britainstepchecks.h"
#include "games/britain/britainsteps.h"
#include "util/failure.h"

#define BS(text) QT_TRANSLATE_NOOP("Reeve::BritainSteps", text)

namespace Reeve {

using namespace Qt::StringLiterals;
using namespace Reeve::Britain;

namespace {

using T = StepField::Type;
using Checks = BritainStepChecks;

const QString kStrategic = u"Dark Age Britain, STRATEGIC MOVEMENT"_s;
// The movement figure the fragment lacks, entered as the house setting the examples need.
const QString kHouseMovement = u"printf 'row,movement-points\\n1,3\\n' | reeve-cli table britain.house-settings "
                               "--campaign FILE --import /dev/stdin"_s;
const QString kHengist
        = u"reeve-cli step FILE band side=Saxons name=Hengist chieftain=Hengist ability=3 foot=60"_s;

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::BritainSteps", text);
}

StepSpec make(const QString &id, const char *title, const char *summary)
{
    StepSpec s;
    s.game = u"britain"_s;
    s.id = id;
    s.context = "Reeve::BritainSteps";
    s.title = title;
    s.summary = summary;
    s.rules = {kStrategic};
    return s;
}

StepField bandField()
{
    return StepField::make(u"band"_s, T::Unit, true, BS("Band"), BS("The band, by name."));
}

QStringList names(Campaign &c, const QJsonValue &list)
{
    QStringList out;
    for (const QJsonValue &v : list.toArray())
        out << Checks::bandName(c, v);
    return out;
}

StepOutcome outcome(qint64 seq)
{
    return StepOutcome{{{u"actions"_s, QJsonArray{seq}}}, {}, {}};
}

/// The bands of an army moving with \a leader: where he stands, of his cause, following nobody else.
QList<StepRefusal> armyRefusals(Campaign &c, const Unit &leader, const QStringList &with)
{
    BritainState state(c);
    BritainMovement movement(c);
    const bool barbarian = BritainMovement::isBarbarian(movement.peopleOf(leader));
    for (const QString &n : with) {
        const Unit f = state.band(n);
        if (f.id == leader.id)
            return {StepRefusal{tr("%1 leads the move: name only the bands that go with it.").arg(f.name), kStrategic}};
        if (f.locationId != leader.locationId)
            return {StepRefusal{tr("%1 stands in %2, not with %3 in %4: an army's bands start the move together.")
                                        .arg(f.name, f.locationId.isEmpty() ? tr("no place") : f.locationId,
                                             leader.name, leader.locationId),
                                kStrategic}};
        if (BritainMovement::isBarbarian(movement.peopleOf(f)) != barbarian)
            return {StepRefusal{tr("%1 and %2 fight on opposite sides.").arg(f.name, leader.name), kStrategic}};
        const QString follows = f.attributes.value(u"follows"_s).toString();
        if (!follows.isEmpty() && follows != leader.name)
            return {StepRefusal{tr("%1 moves with %2's army this year.").arg(f.name, follows), kStrategic}};
        if (follows.isEmpty() && BritainMovement::spent(f) >= movement.allowance(f))
            return {StepRefusal{tr("%1 has spent its movement for this year: it joins no army.").arg(f.name),
                                kStrategic}};
    }
    return {};
}

StepSpec moveStep()
{
    StepSpec s = make(
            u"move"_s, BS("Move"),
            BS("A band enters a district, paying its movement: from its homeland only into the districts its "
               "people may land in, overland only into a bordering district, never into the enemy's homelands "
               "for the Britons. The bands of its army move with it at its speed. A barbarian band whose "
               "movement is spent goes home at once."));
    StepField with = StepField::make(u"with"_s, T::List, false, BS("With"),
                                     BS("Bands of its army that move with it at its speed (they stay with it "
                                        "for the year)."));
    with.itemType = T::Unit;
    s.fields = {bandField(),
                StepField::make(u"to"_s, T::Location, true, BS("To"),
                                BS("The district it enters (or its own homeland, to go home).")),
                with};
    s.examples = {kHouseMovement, kHengist,
                  u"reeve-cli step FILE band side=Saxons name=Horsa chieftain=Horsa ability=2 foot=40"_s,
                  u"reeve-cli step FILE move band=Hengist to=Londonium with='[\"Horsa\"]'"_s};
    s.check = [](Campaign &c, const QJsonObject &f) {
        const Unit b = BritainState(c).band(Checks::bandName(c, f.value(u"band"_s)));
        QList<StepRefusal> out = BritainMovement(c).move(b, f.value(u"to"_s).toString());
        if (out.isEmpty())
            out = armyRefusals(c, b, names(c, f.value(u"with"_s)));
        return out;
    };
    s.apply = [](Campaign &c, const QJsonObject &f, const QJsonObject &) {
        return outcome(BritainState(c).moveBand(Checks::bandName(c, f.value(u"band"_s)), f.value(u"to"_s).toString(),
                                                names(c, f.value(u"with"_s))));
    };
    return s;
}

StepSpec homeStep()
{
    StepSpec s = make(u"home"_s, BS("Go home"),
                      BS("A band goes home before the year's end: a detachment that failed its leader's roll, a "
                         "band the referee sends back. A British band returns to its district; a barbarian band "
                         "to its homeland (or the district its people settled that it started in), its movement "
                         "spent for the year."));
    s.fields = {bandField(), StepField::make(u"reason"_s, T::Text, false, BS("Reason"), BS("Why, for the log."))};
    s.examples = {kHouseMovement, kHengist, u"reeve-cli step FILE move band=Hengist to=Londonium"_s,
                  u"reeve-cli step FILE home band=Hengist reason='detachment failed its roll'"_s};
    s.check = [](Campaign &c, const QJsonObject &f) -> QList<StepRefusal> {
        const Unit b = BritainState(c).band(Checks::bandName(c, f.value(u"band"_s)));
        BritainMovement movement(c);
        const QString home = movement.homeOf(b);
        if (home.isEmpty())
            return {StepRefusal{tr("%1 has no home on this map: enter its people's homeland (or, for a British "
                                   "band, its district).")
                                        .arg(b.name),
                                kStrategic}};
        if (home == b.locationId)
            return {StepRefusal{tr("%1 is already home in %2.").arg(b.name, home), kStrategic}};
        return {};
    };
    s.apply = [](Campaign &c, const QJsonObject &f, const QJsonObject &) {
        return outcome(BritainState(c).sendHome(Checks::bandName(c, f.value(u"band"_s)),
                                                f.value(u"reason"_s).toString()));
    };
    return s;
}

} // namespace

QList<StepSpec> BritainSteps::moveSteps()
{
    return {moveStep(), homeStep()};
}

} // namespace Reeve
