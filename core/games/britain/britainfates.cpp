// The chieftains' fates after the war leader's choice (Dark Age Britain, STRATEGIC MOVEMENT).
#include "britainfates.h"

#include <QCoreApplication>
#include <QJsonArray>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "games/britain/britainmovement.h"
#include "games/britain/britainstate.h"
#include "games/britain/britainstepchecks.h"
#include "games/britain/britainwarleader.h"

#define BS(text) QT_TRANSLATE_NOOP("Reeve::BritainSteps", text)

namespace Reeve::Britain {

using namespace Qt::StringLiterals;

namespace {

using T = StepField::Type;

const QString kStrategic = u"Dark Age Britain, STRATEGIC MOVEMENT"_s;

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::BritainSteps", text);
}

/// The bands named, or every band of the led peoples but the leader's that has no fate this year.
QStringList chieftains(Campaign &c, const QJsonObject &f, const QString &leader, const QStringList &peoples)
{
    QStringList out;
    if (f.contains(u"bands"_s)) {
        for (const QJsonValue &v : f.value(u"bands"_s).toArray())
            out << BritainStepChecks::bandName(c, v);
        return out;
    }
    BritainState state(c);
    for (const QString &people : peoples)
        for (const Unit &b : state.bands(people))
            if (!b.name.isEmpty() && b.name != leader
                && !b.attributes.contains(u"fate"_s)) // unnamed: no chieftain entered
                out << b.name;
    return out;
}

QList<StepRefusal> check(Campaign &c, const QJsonObject &f)
{
    if (const QList<StepRefusal> undated = BritainWarLeader(c).yearCheck(f); !undated.isEmpty())
        return undated;
    QStringList peoples;
    const QString leader = BritainWarLeader(c).thisYear(&peoples, f.value(u"leader_year"_s).toInt());
    if (leader.isEmpty())
        return {StepRefusal{tr("No war leader is chosen this year: choose him first (war-leader)."),
                            kStrategic}};
    const QStringList names = chieftains(c, f, leader, peoples);
    if (names.isEmpty())
        return {StepRefusal{tr("No other chieftain of the %1 is left to roll against %2 this year.")
                                    .arg(peoples.join(u", "_s), leader),
                            kStrategic}};
    BritainState state(c);
    for (const QString &n : names) {
        const Unit b = state.band(n);
        const QString people = BritainMovement(c).peopleOf(b);
        if (b.name == leader)
            return {StepRefusal{tr("%1 is the war leader's band: name only the other chieftains.").arg(b.name),
                                kStrategic}};
        if (BritainMovement::changedSides(b) && !b.attributes.contains(u"fate"_s))
            return {StepRefusal{tr("%1 went over to the %2 for good: its chieftain no longer rolls against "
                                   "the %3's war leader.")
                                        .arg(b.name, BritainMovement(c).sideOf(b), people),
                                kStrategic}};
        if (!peoples.contains(people))
            return {StepRefusal{tr("%1 is of the %2: only the chieftains of the peoples %3 leads (%4) roll "
                                   "against him.")
                                        .arg(b.name, people, leader, peoples.join(u", "_s)),
                                kStrategic}};
        if (b.attributes.contains(u"fate"_s))
            return {StepRefusal{tr("%1 already rolled against the war leader this year (%2).")
                                        .arg(b.name, b.attributes.value(u"fate"_s).toString()),
                                kStrategic}};
        if (!b.attributes.value(u"follows"_s).toString().isEmpty())
            return {StepRefusal{tr("%1 moves with %2's army this year: roll its fate before it moves.")
                                        .arg(b.name, b.attributes.value(u"follows"_s).toString()),
                                kStrategic}};
    }
    return {};
}

} // namespace

StepSpec BritainFates::step()
{
    StepSpec s = StepSpec::make(
            u"britain"_s, "Reeve::BritainSteps", u"fates"_s, BS("Chieftains' fates"),
            BS("Once the war leader is chosen, he and the other chieftains of his peoples each add a d6 to "
               "their "
               "ability. A chieftain below his total follows him, one above keeps his band at home this year "
               "(it fights only if its district is invaded), one level with him rolls on table britain.tie: "
               "sulks at home, goes over to the Britons, or campaigns alone away from the main army. Each "
               "band's fate is written on it for the year."),
            {kStrategic});
    StepField bands = StepField::make(u"bands"_s, T::List, false, BS("Bands"),
                                      BS("The other chieftains' bands, in the order of their dice (left out: "
                                         "every band of the war leader's peoples with no fate this year)."));
    bands.itemType = T::Unit;
    StepField sides = StepField::choice(u"sides"_s, {u"this-year"_s, u"for-good"_s}, false,
                                        BS("Changed sides"),
                                        BS("How long a chieftain who goes over to the other side stays "
                                           "there, which the fragment does not "
                                           "say: this-year (like the other fates) or for-good."));
    sides.defaultValue = u"this-year"_s;
    s.fields = {bands, sides, BritainWarLeader::yearField()};
    s.dice = {
            StepDice{u"rolls"_s, u"a d6 for the war leader, one per chieftain, then one per tie"_s,
                     BS("The war leader's die, one per band in order, then one more per band level with him "
                        "(left out, Reeve rolls them).")}};
    s.examples
            = {u"reeve-cli step FILE band side=Saxons name=Hengist chieftain=Hengist ability=3 foot=60"_s,
               u"reeve-cli step FILE band side=Saxons name=Horsa chieftain=Horsa ability=2 foot=40"_s,
               u"reeve-cli step FILE band side=Saxons name=Aelle chieftain=Aelle ability=2 foot=40"_s,
               u"reeve-cli step FILE war-leader bands='[\"Hengist\",\"Horsa\",\"Aelle\"]' --dice rolls=4,2,3"_s,
               u"reeve-cli step FILE fates bands='[\"Horsa\",\"Aelle\"]' --dice rolls=3,6,4,2"_s};
    s.check = &check;
    s.apply = [](Campaign &c, const QJsonObject &f, const QJsonObject &dice) {
        QStringList peoples;
        const int given = f.value(u"leader_year"_s).toInt();
        const QString leader = BritainWarLeader(c).thisYear(&peoples, given);
        BritainState state(c);
        std::optional<QList<int>> faces;
        if (dice.contains(u"rolls"_s)) {
            faces = QList<int>{};
            for (const QJsonValue &v : dice.value(u"rolls"_s).toArray())
                faces->append(v.toInt());
        }
        const QString reading = f.value(u"sides"_s).toString(u"this-year"_s);
        const QList<qint64> seqs = state.rollFates(state.band(leader), chieftains(c, f, leader, peoples),
                                                   reading, faces, given);
        QJsonArray actions;
        for (qint64 q : seqs)
            actions.append(q);
        const QJsonObject procedure = state.lastResult().toJson();
        QJsonObject out{{u"actions"_s, actions}, {u"procedure"_s, procedure}};
        out.insert(u"sides"_s,
                   reading == u"for-good"_s
                           ? tr("a chieftain who changes sides fights for the Britons for good (the "
                                "wider reading)")
                           : tr("a chieftain who changes sides fights for the Britons this year, "
                                "keeping his people (the literal reading)"));
        return StepOutcome{out, QJsonArray{procedure}, {}};
    };
    return s;
}

QList<StepRefusal> BritainFates::moveCheck(const Unit &band)
{
    const QString fate = band.attributes.value(u"fate"_s).toString();
    if (fate == u"home"_s)
        return {StepRefusal{tr("%1 stays home this year: its chieftain's total beat the war leader's, so it "
                               "fights only if an enemy enters its district.")
                                    .arg(band.name),
                            kStrategic}};
    if (fate == u"sulks"_s)
        return {StepRefusal{
                tr("%1 sulks at home this year (its chieftain tied the war leader and rolled 1-2).")
                        .arg(band.name),
                kStrategic}};
    return {};
}

} // namespace Reeve::Britain
