// The 1066 Oath of Fealty (§8.13), alone or with a Spy turning the target's hand face up first.
#include "oathfealty.h"

#include "markermixexample.h"

#include <QCoreApplication>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "containers/containerdraws.h"
#include "containers/containerreader.h"
#include "containers/containerstore.h"
#include "containers/handactions.h"
#include "games/1066/turn/control1066.h"
#include "games/1066/turn/eventkit.h"
#include "games/1066/turn/turnorder.h"
#include "log/actionwriter.h"
#include "steps/stepregistry.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

#define N(text) QT_TRANSLATE_NOOP("Reeve::TurnSteps1066", text)

const QString OathKind = u"Oath of Fealty"_s;
using EventKit1066::PapalKind;
using EventKit1066::SpyKind;

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::TurnSteps1066", text);
}

using EventKit1066::enemies;
using EventKit1066::held;

QList<StepRefusal> checkSpy(Database &db, const QJsonObject &f, const Side &side, const Side &target)
{
    CampaignReader reader(db);
    QList<StepRefusal> refusals;
    const bool spy = f.value(u"spy"_s).toBool();
    const QString choose = f.value(u"choose"_s).toString();
    const QString negator = f.value(u"spy_negated_by"_s).toString();
    if (spy && held(db, side.id, SpyKind) == 0)
        refusals << StepRefusal{tr("%1 holds no Spy to play with the Oath.").arg(side.name), u"1066 §8.13"_s};
    if (!spy && (!choose.isEmpty() || !negator.isEmpty()))
        refusals << StepRefusal{
                tr("Without a Spy the Oath takes a marker at random: choose and spy_negated_by go "
                   "with spy=true only."),
                u"1066 §8.13"_s};
    if (!negator.isEmpty()) {
        const Side by = reader.sideByName(negator);
        if (!enemies(db, by.id, side.id) || held(db, by.id, SpyKind) == 0)
            refusals << StepRefusal{
                    tr("%1 cannot cancel the Spy: it takes a Spy of an enemy of %2, from his hand.")
                            .arg(by.name, side.name),
                    u"1066 §8.13"_s};
    } else if (spy && f.value(u"papal_negates"_s).toString().isEmpty()
               && (choose.isEmpty() || held(db, target.id, choose) == 0)) {
        refusals << StepRefusal{
                choose.isEmpty() ? tr("With a Spy the hand of %1 is turned face up and %2 chooses: name the "
                                      "kind taken (choose=KIND; reeve-cli container FILE show --audience "
                                      "referee lists it).")
                                           .arg(target.name, side.name)
                                 : tr("%1 holds no %2 to choose.").arg(target.name, choose),
                u"1066 §8.13"_s};
    }
    return refusals;
}

QList<StepRefusal> check(Campaign &campaign, const QJsonObject &f)
{
    Database &db = campaign.database();
    CampaignReader reader(db);
    if (const std::optional<StepRefusal> why = EventKit1066::noPool(db))
        return {*why};
    const Side side = reader.sideByName(f.value(u"side"_s).toString());
    const Side target = reader.sideByName(f.value(u"target"_s).toString());
    QList<StepRefusal> refusals;
    if (!TurnOrder1066::inOwnPhase(reader.clock(), side.id, u"Campaign markers"_s))
        refusals << StepRefusal{
                tr("Oath of Fealty is played in the power's own campaign-marker phase; the clock "
                   "is at %1.")
                        .arg(reader.clock().phase),
                u"1066 §8.13"_s};
    if (held(db, side.id, OathKind) == 0)
        refusals << StepRefusal{tr("%1 holds no Oath of Fealty marker.").arg(side.name), u"1066 §8.13"_s};
    if (!enemies(db, side.id, target.id) || target.attributes.value(u"neutral"_s).toBool())
        refusals << StepRefusal{
                tr("%1 is not another player's power with a hand: the Oath takes a marker from "
                   "another player.")
                        .arg(target.name),
                u"1066 §8.13"_s};
    else if (ContainerReader(db).state(ContainerReader(db).find().id).hand(target.id).isEmpty())
        refusals << StepRefusal{tr("%1 holds no markers to take.").arg(target.name), u"1066 §8.13"_s};
    if (const QString papal = f.value(u"papal_negates"_s).toString(); !papal.isEmpty()) {
        const Side by = reader.sideByName(papal);
        if (!enemies(db, by.id, side.id) || held(db, by.id, PapalKind) == 0)
            refusals << StepRefusal{
                    tr("%1 cannot cancel the Oath: it takes a Papal Intervention of an enemy of %2, "
                       "from his hand.")
                            .arg(by.name, side.name),
                    u"1066 §8.13"_s};
    }
    return refusals << checkSpy(db, f, side, target);
}

/// Moves the \a kind chosen from the face-up hand of \a target to \a side; returns the kind.
QString takeChosen(Campaign &campaign, const Side &side, const Side &target, const QString &kind)
{
    ActionWriter writer(campaign.log());
    ContainerStore store(writer, ContainerStore::containerId(writer, QString()));
    QList<ContainerMarker> hand = store.state().hand(target.id);
    const ContainerMarker m = ContainerStore::takeKind(hand, store.kind(kind).name, 1, tr("that hand")).first();
    store.toHand(m, side.id);
    ContainerOutcome outcome;
    outcome.publicText = tr("%1 took one marker of its choice from the face-up hand of %2")
                                 .arg(side.name, target.name);
    outcome.privateText = tr("%1 took %2 from %3").arg(side.name, m.kind, target.name);
    outcome.audience = Audience::Side;
    outcome.audienceSide = side.id;
    outcome.data = {{u"from"_s, target.id}, {u"to"_s, side.id}, {u"taken"_s, ContainerStore::idsOf({m})}};
    store.commit(u"1066.oath-choice"_s, outcome);
    return m.kind;
}

QString takeAtRandom(Campaign &campaign, const Side &side, const Side &target)
{
    const ContainerOutcome taken = ContainerDraws(campaign).takeRandom(target.id, side.id);
    const qint64 id = taken.data.value(u"taken"_s).toArray().first().toInteger();
    ContainerReader reader(campaign.database());
    const ContainerState state = reader.state(reader.find().id);
    for (const ContainerMarker &m : state.markers())
        if (m.id == id)
            return m.kind;
    return {};
}

/// A Papal Intervention cancels the Oath (§8.13, its second use): nothing is taken. A Spy played with it still
/// turns the hand face up, its own effect (Reeve's reading).
StepOutcome negated(Campaign &campaign, const Side &side, const Side &target, const Side &by, bool spy,
                    const QString &line)
{
    HandActions(campaign).play(by.id, PapalKind);
    if (spy) {
        HandActions(campaign).play(side.id, SpyKind);
        HandActions(campaign).reveal(target.id, side.id);
    }
    ActionWriter writer(campaign.log());
    writer.commit(
            u"1066.oath-negated"_s,
            tr("%1 cancelled the Oath of Fealty with a Papal Intervention: nothing is taken (1066 §8.13)")
                    .arg(by.name));
    return StepOutcome{{{u"side"_s, side.name},
                        {u"target"_s, target.name},
                        {u"spy"_s, spy},
                        {u"negated_by"_s, by.name},
                        {u"chosen"_s, false},
                        {u"taken"_s, QString()}},
                       {},
                       line};
}

StepOutcome apply(Campaign &campaign, const QJsonObject &f, const QJsonObject &)
{
    Database &db = campaign.database();
    CampaignReader reader(db);
    const Side side = reader.sideByName(f.value(u"side"_s).toString());
    const Side target = reader.sideByName(f.value(u"target"_s).toString());
    const bool spy = f.value(u"spy"_s).toBool();
    const QString negator = f.value(u"spy_negated_by"_s).toString();
    const QString line = spy ? tr("%1 played Oath of Fealty with a Spy against %2 (1066 §8.13)")
                                         .arg(side.name, target.name)
                             : tr("%1 played Oath of Fealty against %2 (1066 §8.13)")
                                         .arg(side.name, target.name);
    {
        ActionWriter announce(campaign.log());
        announce.commit(u"1066.oath-of-fealty"_s, line);
    }
    // The Oath goes back to the pool (§8.9); played first here so that the hand never passes its limit.
    HandActions(campaign).play(side.id, OathKind);
    const QString papal = f.value(u"papal_negates"_s).toString();
    if (!papal.isEmpty())
        return negated(campaign, side, target, reader.sideByName(papal), spy, line);
    bool chosen = false;
    if (spy) {
        HandActions(campaign).play(side.id, SpyKind);
        if (!negator.isEmpty())
            HandActions(campaign).play(reader.sideByName(negator).id,
                                       SpyKind); // cancels it: the pick is random
        else {
            HandActions(campaign).reveal(target.id, side.id);
            chosen = true;
        }
    }
    const QString kind = chosen ? takeChosen(campaign, side, target, f.value(u"choose"_s).toString())
                                : takeAtRandom(campaign, side, target);
    ActionWriter writer(campaign.log());
    ActionDraft draft;
    draft.kind = u"1066.oath-lost"_s;
    draft.publicText = tr("%1 gives up one marker to the Oath").arg(target.name);
    draft.privateText = tr("%1 lost %2 to the Oath of Fealty of %3").arg(target.name, kind, side.name);
    draft.audience = Audience::Side;
    draft.audienceSide = target.id;
    writer.commit(draft);
    return StepOutcome{{{u"side"_s, side.name},
                        {u"target"_s, target.name},
                        {u"spy"_s, spy},
                        {u"spy_negated"_s, !negator.isEmpty()},
                        {u"chosen"_s, chosen},
                        {u"taken"_s, kind}},
                       {},
                       line};
}

} // namespace

void OathOfFealty1066::registerStep(StepRegistry &registry)
{
    StepSpec s = StepSpec::make(
            u"1066"_s, "Reeve::TurnSteps1066", u"oath-of-fealty"_s, N("Oath of Fealty"),
            N("In its own campaign-marker phase a power takes one marker from another player's hand at "
              "random and "
              "returns the Oath to the pool; with a Spy played too, that hand is turned face up to it first "
              "and it "
              "picks the marker it wants. An enemy Spy can cancel the Spy, leaving the pick at random."),
            {u"1066 §8.13"_s, u"1066 §8.9"_s});
    s.fields = {
            StepField::make(u"side"_s, StepField::Type::Side, true, N("Power"),
                            N("The phasing power, which plays the Oath.")),
            StepField::make(u"target"_s, StepField::Type::Side, true, N("Target"),
                            N("The other player's power whose hand gives up a marker.")),
            StepField::make(u"spy"_s, StepField::Type::Boolean, false, N("With a Spy"),
                            N("A Spy from the hand turns the target's markers face up first (§8.13).")),
            StepField::make(u"choose"_s, StepField::Type::Text, false, N("Marker chosen"),
                            N("With a Spy: the kind taken from the face-up hand.")),
            StepField::make(u"spy_negated_by"_s, StepField::Type::Side, false, N("Spy cancelled by"),
                            N("An enemy who plays his own Spy to cancel this one (§8.13 Spy); the Oath then "
                              "takes a marker at random.")),
            StepField::make(u"papal_negates"_s, StepField::Type::Side, false, N("Oath cancelled by"),
                            N("An enemy who plays Papal Intervention to cancel the Oath itself (§8.13): "
                              "nothing is taken."))};
    // The Normans hold the Oath and a Spy, the Vikings a Gold Point and a Rally; in the Normans' first
    // campaign-marker phase the Spy shows the Vikings' hand and the Normans take the Gold Point.
    s.examples = {
            markerMixExample1066(
                    {{u"Gold Point"_s, 1}, {u"Oath of Fealty"_s, 1}, {u"Rally"_s, 1}, {u"Spy"_s, 1}}),
            u"reeve-cli container FILE pick Normans \"Oath of Fealty\""_s,
            u"reeve-cli container FILE pick Normans Spy"_s,
            u"reeve-cli container FILE pick Vikings \"Gold Point\""_s,
            u"reeve-cli container FILE pick Vikings Rally"_s,
            u"reeve-cli step FILE next-phase"_s,
            u"reeve-cli step FILE next-phase"_s,
            u"reeve-cli step FILE oath-of-fealty side=Normans target=Vikings spy=true \"choose=Gold Point\""_s};
    s.check = check;
    s.apply = apply;
    registry.add(s);
}

} // namespace Reeve
