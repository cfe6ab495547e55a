// The strategic movement steps of Dark Age Britain (move, home, besiege), registered with the
// other Britain steps (BritainSteps::moveSteps). Their checks are BritainMovement's.
#include <QCoreApplication>
#include <QJsonArray>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "games/britain/britainarmy.h"
#include "games/britain/britainfates.h"
#include "games/britain/britainmovement.h"
#include "games/britain/britainstate.h"
#include "games/britain/britainstepchecks.h"
#include "games/britain/britainsteps.h"
#include "games/britain/britainwarleader.h"
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
const QString kHouseMovement
        = u"printf 'row,movement-points\\n1,3\\n' | reeve-cli table britain.house-settings "
          "--campaign FILE --import /dev/stdin"_s;
const QString kHengist
        = u"reeve-cli step FILE band side=Saxons name=Hengist chieftain=Hengist ability=3 foot=60"_s;

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::BritainSteps", text);
}

StepSpec make(const QString &id, const char *title, const char *summary)
{
    return StepSpec::make(u"britain"_s, "Reeve::BritainSteps", id, title, summary, {kStrategic});
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
    // The side each band fights for now, not its people: a chieftain who changed sides is the enemy's.
    const bool barbarian = BritainMovement::isBarbarian(movement.sideOf(leader));
    for (const QString &n : with) {
        const Unit f = state.band(n);
        if (f.id == leader.id)
            return {StepRefusal{tr("%1 leads the move: name only the bands that go with it.").arg(f.name),
                                kStrategic}};
        if (f.locationId != leader.locationId)
            return {StepRefusal{
                    tr("%1 stands in %2, not with %3 in %4: an army's bands start the move together.")
                            .arg(f.name, f.locationId.isEmpty() ? tr("no place") : f.locationId, leader.name,
                                 leader.locationId),
                    kStrategic}};
        if (BritainMovement::isBarbarian(movement.sideOf(f)) != barbarian)
            return {StepRefusal{tr("%1 and %2 fight on opposite sides.").arg(f.name, leader.name),
                                kStrategic}};
        const QString follows = f.attributes.value(u"follows"_s).toString();
        if (!follows.isEmpty() && follows != leader.name)
            return {StepRefusal{tr("%1 moves with %2's army this year.").arg(f.name, follows), kStrategic}};
        if (const QList<StepRefusal> home = BritainFates::moveCheck(f); !home.isEmpty())
            return home;
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
               "people may land in, overland only into a bordering district, never into the enemy's "
               "homelands "
               "for the Britons. The bands of its army move with it at its speed. A barbarian band whose "
               "movement is spent goes home at once."));
    StepField with = StepField::make(u"with"_s, T::List, false, BS("With"),
                                     BS("Bands of its army that move with it at its speed (they stay with it "
                                        "for the year)."));
    with.itemType = T::Unit;
    s.fields = {
            bandField(),
            StepField::make(u"to"_s, T::Location, true, BS("To"),
                            BS("The district it enters (or its own homeland, to go home).")),
            with,
            [] {
                StepField f = StepField::choice(
                        u"barred"_s, BritainMainArmy::readings(), false, BS("Kept from the main army"),
                        BS("Which bands may not enter a district where part of the main army stands: "
                           "on-their-own (the fragment's words: the chieftains who tied and rolled 5-6) or "
                           "with-scots-irish-and-picts (those peoples too)."));
                f.defaultValue = u"on-their-own"_s;
                return f;
            }(),
            BritainWarLeader::yearField()};
    s.examples = {kHouseMovement, kHengist,
                  u"reeve-cli step FILE band side=Saxons name=Horsa chieftain=Horsa ability=2 foot=40"_s,
                  u"reeve-cli step FILE move band=Hengist to=Londonium with='[\"Horsa\"]'"_s};
    s.check = [](Campaign &c, const QJsonObject &f) {
        const Unit b = BritainState(c).band(Checks::bandName(c, f.value(u"band"_s)));
        QList<StepRefusal> out = BritainFates::moveCheck(b);
        if (out.isEmpty())
            out = BritainMovement(c).move(b, f.value(u"to"_s).toString());
        if (out.isEmpty())
            out = BritainMainArmy(c).check(b, f.value(u"to"_s).toString(), f.value(u"barred"_s).toString(), f);
        if (out.isEmpty())
            out = armyRefusals(c, b, names(c, f.value(u"with"_s)));
        return out;
    };
    s.apply = [](Campaign &c, const QJsonObject &f, const QJsonObject &) {
        StepOutcome out = outcome(BritainState(c).moveBand(Checks::bandName(c, f.value(u"band"_s)),
                                                           f.value(u"to"_s).toString(),
                                                           names(c, f.value(u"with"_s))));
        out.outcome.insert(u"barred"_s, BritainMainArmy::readingText(f.value(u"barred"_s).toString()));
        return out;
    };
    return s;
}

StepSpec homeStep()
{
    StepSpec s
            = make(u"home"_s, BS("Go home"),
                   BS("A band goes home before the year's end: a detachment that failed its leader's roll, a "
                      "band the referee sends back. A British band returns to its district; a barbarian band "
                      "to its homeland (or the district its people settled that it started in), its movement "
                      "spent for the year."));
    s.fields = {bandField(),
                StepField::make(u"reason"_s, T::Text, false, BS("Reason"), BS("Why, for the log."))};
    s.examples = {kHouseMovement, kHengist, u"reeve-cli step FILE move band=Hengist to=Londonium"_s,
                  u"reeve-cli step FILE home band=Hengist reason='detachment failed its roll'"_s};
    s.check = [](Campaign &c, const QJsonObject &f) -> QList<StepRefusal> {
        const Unit b = BritainState(c).band(Checks::bandName(c, f.value(u"band"_s)));
        BritainMovement movement(c);
        const QString home = movement.homeOf(b);
        if (home.isEmpty())
            return {StepRefusal{
                    tr("%1 has no home on this map: enter its people's homeland (or, for a British "
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

StepSpec detachStep()
{
    StepSpec s
            = make(u"detach"_s, BS("Detachment"),
                   BS("A band leaves the army it moves with as a detachment: it rolls against its leader's "
                      "ability, and if it fails it goes home; else it moves on its own."));
    s.fields = {bandField(),
                StepField::choice(u"reading"_s, {u"below"_s, u"at-most"_s}, false, BS("Reading"),
                                  BS("below: the die must be lower than the ability, as the rally test "
                                     "(Reeve's default); at-most: the die may equal it.")),
                StepField::number(u"ability"_s, false, BS("Ability"),
                                  BS("The detachment leader's ability, if not the chieftain's."), 0, 100)};
    s.dice = {StepDice{u"roll"_s, u"d6"_s, BS("The die (left out, Reeve rolls it).")}};
    s.examples = {kHouseMovement, kHengist,
                  u"reeve-cli step FILE band side=Saxons name=Horsa chieftain=Horsa ability=2 foot=40"_s,
                  u"reeve-cli step FILE move band=Hengist to=Londonium with='[\"Horsa\"]'"_s,
                  u"reeve-cli step FILE detach band=Horsa --dice roll=1"_s};
    s.check = [](Campaign &c, const QJsonObject &f) -> QList<StepRefusal> {
        const Unit b = BritainState(c).band(Checks::bandName(c, f.value(u"band"_s)));
        if (b.attributes.value(u"follows"_s).toString().isEmpty())
            return {StepRefusal{tr("%1 moves with no army: only a band of an army is detached from it.")
                                        .arg(b.name),
                                kStrategic}};
        return {};
    };
    s.apply = [](Campaign &c, const QJsonObject &f, const QJsonObject &dice) {
        BritainState state(c);
        QJsonObject extra;
        for (const QString &k : {u"reading"_s, u"ability"_s})
            if (f.contains(k))
                extra.insert(k, f.value(k));
        std::optional<QList<int>> faces;
        if (dice.contains(u"roll"_s)) {
            faces = QList<int>{};
            for (const QJsonValue &v : dice.value(u"roll"_s).toArray())
                faces->append(v.toInt());
        }
        const QList<qint64> seqs = state.detach(Checks::bandName(c, f.value(u"band"_s)), extra, faces);
        const QJsonObject procedure = state.lastResult().toJson();
        return StepOutcome{{{u"actions"_s, QJsonArray{seqs.first()}}, {u"procedure"_s, procedure}},
                           QJsonArray{procedure},
                           {}};
    };
    return s;
}

StepSpec besiegeStep()
{
    StepSpec s = make(
            u"besiege"_s, BS("Besiege"),
            BS("A barbarian band standing in a district lays siege to its British stronghold(s), paying "
               "two of its movement; only once the Britons are driven from the field. The fragment gives "
               "no siege's outcome: when the strongholds fall, enter strongholds=0 on the district."));
    s.fields = {bandField(), StepField::make(u"district"_s, T::Location, true, BS("District"),
                                             BS("The district besieged."))};
    s.examples = {kHouseMovement,
                  kHengist,
                  u"reeve-cli step FILE move band=Hengist to=Londonium"_s,
                  u"reeve-cli step FILE district name=Londonium strongholds=1"_s,
                  u"reeve-cli step FILE state band='Band of Londonium' state=broken"_s,
                  u"reeve-cli step FILE besiege band=Hengist district=Londonium"_s};
    s.check = [](Campaign &c, const QJsonObject &f) -> QList<StepRefusal> {
        const Unit b = BritainState(c).band(Checks::bandName(c, f.value(u"band"_s)));
        const QString district = f.value(u"district"_s).toString();
        BritainMovement movement(c);
        if (!BritainMovement::isBarbarian(movement.sideOf(b)))
            return {StepRefusal{tr("%1 fights for the Britons: only barbarians besiege a British stronghold.")
                                        .arg(b.name),
                                kStrategic}};
        if (b.locationId != district)
            return {StepRefusal{tr("%1 stands in %2, not in %3: it enters %3 (move) first.")
                                        .arg(b.name, b.locationId.isEmpty() ? tr("no place") : b.locationId,
                                             district),
                                kStrategic}};
        const Location d = CampaignReader(c.database()).location(district);
        if (d.attributes.value(u"held_by"_s).toString() != u"Britons"_s
            || d.attributes.value(u"strongholds"_s).toInt() < 1)
            return {StepRefusal{tr("%1 has no British stronghold to besiege.").arg(district), kStrategic}};
        QList<StepRefusal> out = Checks::fieldHeld(c, district, tr("besiege"));
        if (out.isEmpty())
            out = movement.afford(b, u"besiege"_s);
        return out;
    };
    s.apply = [](Campaign &c, const QJsonObject &f, const QJsonObject &) {
        return outcome(BritainState(c).besiege(Checks::bandName(c, f.value(u"band"_s)),
                                               f.value(u"district"_s).toString()));
    };
    return s;
}

} // namespace

QList<StepSpec> BritainSteps::moveSteps()
{
    return {moveStep(),          homeStep(), detachStep(), besiegeStep(), BritainMainArmy::onOwnStep(),
            BritainFates::step()};
}

} // namespace Reeve
