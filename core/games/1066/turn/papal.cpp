// The 1066 Papal Intervention (§8.13): exchanged for an action marker from the pool, or cancelling one in play.
#include "papal.h"

#include "markermixexample.h"

#include <QCoreApplication>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "containers/containerdraws.h"
#include "containers/containerreader.h"
#include "containers/handactions.h"
#include "games/1066/turn/eventkit.h"
#include "games/1066/turn/turnorder.h"
#include "log/actionwriter.h"
#include "steps/stepregistry.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

#define N(text) QT_TRANSLATE_NOOP("Reeve::TurnSteps1066", text)

using EventKit1066::PapalKind;

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::TurnSteps1066", text);
}

bool inPool(Database &db, const QString &kind)
{
    ContainerReader reader(db);
    for (const ContainerMarker &m : reader.state(reader.find().id).pool())
        if (m.kind.compare(kind, Qt::CaseInsensitive) == 0)
            return true;
    return false;
}

QList<StepRefusal> checkExchange(Database &db, const QJsonObject &f, const Side &side)
{
    QList<StepRefusal> refusals;
    const ClockState clock = CampaignReader(db).clock();
    const QString take = f.value(u"take"_s).toString();
    if (!TurnOrder1066::inOwnPhase(clock, side.id, u"Campaign markers"_s))
        refusals << StepRefusal{
                tr("Papal Intervention is exchanged in the power's own campaign-marker phase; the "
                   "clock is at %1.")
                        .arg(clock.phase),
                u"1066 §8.13"_s};
    if (take.isEmpty() || EventKit1066::categoryOf(db, take) != u"action"_s)
        refusals << StepRefusal{take.isEmpty()
                                        ? tr("Name the action marker taken from the pool: take=KIND.")
                                        : tr("%1 is not an action marker: the exchange takes an action "
                                             "marker only.")
                                                  .arg(take),
                                u"1066 §8.13"_s};
    else if (!inPool(db, take))
        refusals << StepRefusal{tr("The pool holds no %1 to take.").arg(take), u"1066 §8.13"_s};
    if (!f.value(u"against"_s).toString().isEmpty() || !f.value(u"marker"_s).toString().isEmpty())
        refusals << StepRefusal{
                tr("against and marker go with use=negate; the exchange takes take=KIND only."),
                u"1066 §8.13"_s};
    return refusals;
}

QList<StepRefusal> checkNegate(Database &db, const QJsonObject &f, const Side &side)
{
    CampaignReader reader(db);
    QList<StepRefusal> refusals;
    const QString marker = f.value(u"marker"_s).toString();
    const QString againstName = f.value(u"against"_s).toString();
    if (againstName.isEmpty() || marker.isEmpty())
        return {StepRefusal{tr("Name the marker cancelled and whose it is: against=POWER marker=KIND."),
                            u"1066 §8.13"_s}};
    const Side against = reader.sideByName(againstName);
    if (against.id == side.id || against.attributes.value(u"neutral"_s).toBool())
        refusals << StepRefusal{
                tr("%1 cannot be the one cancelled: Papal Intervention cancels a marker another "
                   "playing power plays.")
                        .arg(against.name),
                u"1066 §8.13"_s};
    if (EventKit1066::categoryOf(db, marker) != u"action"_s)
        refusals << StepRefusal{
                tr("%1 is not an action marker: Papal Intervention cancels an action marker only "
                   "(battle markers have their own answers, events are not played by choice).")
                        .arg(marker),
                u"1066 §8.13"_s};
    else if (EventKit1066::held(db, against.id, marker) == 0)
        refusals << StepRefusal{tr("%1 holds no %2 to play.").arg(against.name, marker), u"1066 §8.13"_s};
    if (!f.value(u"take"_s).toString().isEmpty())
        refusals << StepRefusal{tr("take goes with use=exchange."), u"1066 §8.13"_s};
    return refusals;
}

QList<StepRefusal> check(Campaign &campaign, const QJsonObject &f)
{
    Database &db = campaign.database();
    if (const std::optional<StepRefusal> why = EventKit1066::noPool(db))
        return {*why};
    const Side side = CampaignReader(db).sideByName(f.value(u"side"_s).toString());
    QList<StepRefusal> refusals;
    if (side.attributes.value(u"neutral"_s).toBool())
        refusals << StepRefusal{tr("%1 is neutral: a neutral power holds no markers.").arg(side.name),
                                u"1066 §4.3"_s};
    if (EventKit1066::held(db, side.id, PapalKind) == 0)
        refusals << StepRefusal{tr("%1 holds no Papal Intervention marker.").arg(side.name), u"1066 §8.13"_s};
    return refusals << (f.value(u"use"_s).toString() == u"exchange"_s ? checkExchange(db, f, side)
                                                                      : checkNegate(db, f, side));
}

StepOutcome apply(Campaign &campaign, const QJsonObject &f, const QJsonObject &)
{
    CampaignReader reader(campaign.database());
    const Side side = reader.sideByName(f.value(u"side"_s).toString());
    if (f.value(u"use"_s).toString() == u"exchange"_s) {
        const QString line
                = tr("%1 played Papal Intervention to take an action marker of its choice from the pool "
                     "(1066 §8.13)")
                          .arg(side.name);
        {
            ActionWriter announce(campaign.log());
            announce.commit(u"1066.papal-exchange"_s, line);
        }
        ContainerDraws(campaign).pick(side.id, f.value(u"take"_s).toString(), PapalKind);
        return StepOutcome{{{u"side"_s, side.name},
                            {u"use"_s, u"exchange"_s},
                            {u"taken"_s, f.value(u"take"_s)}},
                           {},
                           line};
    }
    const Side against = reader.sideByName(f.value(u"against"_s).toString());
    const QString marker = f.value(u"marker"_s).toString();
    const QString line = tr("%1 played Papal Intervention to cancel the %2 of %3: it goes back to the pool "
                            "unplayed (1066 §8.13)")
                                 .arg(side.name, marker, against.name);
    {
        ActionWriter announce(campaign.log());
        announce.commit(u"1066.papal-negate"_s, line);
    }
    HandActions(campaign).play(side.id, PapalKind);
    HandActions(campaign).returnMarkers(against.id, {marker}); // to the pool, not where a played one goes
    return StepOutcome{{{u"side"_s, side.name},
                        {u"use"_s, u"negate"_s},
                        {u"against"_s, against.name},
                        {u"cancelled"_s, marker}},
                       {},
                       line};
}

} // namespace

void PapalIntervention1066::registerStep(StepRegistry &registry)
{
    StepSpec s = StepSpec::make(u"1066"_s, "Reeve::TurnSteps1066", u"papal-intervention"_s,
                                N("Papal Intervention"),
                                N("Plays Papal Intervention outside the initiative: exchanged in one's own "
                                  "campaign-marker phase for "
                                  "any action marker picked from the pool, or played at any time to cancel "
                                  "an action marker another "
                                  "power is playing, which goes back to the pool unplayed (the Oath of "
                                  "Fealty and Assassin steps take "
                                  "this cancel in their own fields; the initiative step takes the bid)."),
                                {u"1066 §8.13"_s, u"1066 §6.3"_s, u"1066 §8.9"_s});
    StepField use
            = StepField::choice(u"use"_s, {u"exchange"_s, u"negate"_s}, true, N("Use"),
                                N("exchange: for an action marker from the pool; negate: cancel one being "
                                  "played."));
    s.fields = {StepField::make(u"side"_s, StepField::Type::Side, true, N("Power"),
                                N("The power that plays Papal Intervention.")),
                use,
                StepField::make(u"take"_s, StepField::Type::Text, false, N("Marker taken"),
                                N("With use=exchange: the action marker picked from the pool.")),
                StepField::make(u"against"_s, StepField::Type::Side, false, N("Whose marker"),
                                N("With use=negate: the power playing the marker cancelled.")),
                StepField::make(u"marker"_s, StepField::Type::Text, false, N("Marker cancelled"),
                                N("With use=negate: the action marker cancelled, back to the pool from that "
                                  "hand."))};
    // The Normans hold Papal Intervention; in their first campaign-marker phase they exchange it for the Spy in
    // the pool.
    s.examples = {markerMixExample1066({{u"Papal Intervention"_s, 1}, {u"Spy"_s, 1}}),
                  u"reeve-cli container FILE pick Normans \"Papal Intervention\""_s,
                  u"reeve-cli step FILE next-phase"_s, u"reeve-cli step FILE next-phase"_s,
                  u"reeve-cli step FILE papal-intervention side=Normans use=exchange take=Spy"_s};
    s.check = check;
    s.apply = apply;
    registry.add(s);
}

} // namespace Reeve
