// Counters turned face up in 1066: the Spy marker on the enemy squares or a hand (§8.13), units shown (§7.2-7.3).
#include "spy1066.h"

#include "markermixexample.h"

#include <QCoreApplication>
#include <QJsonArray>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "containers/handactions.h"
#include "games/1066/turn/control1066.h"
#include "games/1066/turn/eventkit.h"
#include "games/1066/turn/reveal1066.h"
#include "games/1066/turn/square1066.h"
#include "games/1066/turn/turnorder.h"
#include "log/actionwriter.h"
#include "steps/stepregistry.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

#define N(text) QT_TRANSLATE_NOOP("Reeve::TurnSteps1066", text)

using EventKit1066::SpyKind;

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::TurnSteps1066", text);
}

bool isNeutral(const Side &side)
{
    return side.attributes.value(u"neutral"_s).toBool();
}

QList<StepRefusal> checkSpy(Campaign &campaign, const QJsonObject &f)
{
    Database &db = campaign.database();
    CampaignReader reader(db);
    if (const std::optional<StepRefusal> why = EventKit1066::noPool(db))
        return {*why};
    const Side side = reader.sideByName(f.value(u"side"_s).toString());
    QList<StepRefusal> refusals;
    if (EventKit1066::held(db, side.id, SpyKind) == 0)
        refusals << StepRefusal{tr("%1 holds no Spy marker.").arg(side.name), u"1066 §8.13"_s};
    const bool markers = f.value(u"use"_s).toString() == u"markers"_s;
    const Side target = f.contains(u"target"_s) ? reader.sideByName(f.value(u"target"_s).toString()) : Side{};
    if (markers && (target.id == 0 || !EventKit1066::enemies(db, side.id, target.id) || isNeutral(target)))
        refusals << StepRefusal{
                tr("A Spy on campaign markers examines the hand of one enemy player: name him "
                   "with target (1066 §8.13)."),
                u"1066 §8.13"_s};
    if (!markers && target.id != 0)
        refusals << StepRefusal{tr("A Spy on the units examines every enemy square at once: target goes with "
                                   "use=markers only."),
                                u"1066 §8.13"_s};
    if (const QString by = f.value(u"spy_negated_by"_s).toString(); !by.isEmpty()) {
        const Side negator = reader.sideByName(by);
        if (!EventKit1066::enemies(db, negator.id, side.id)
            || EventKit1066::held(db, negator.id, SpyKind) == 0)
            refusals << StepRefusal{
                    tr("%1 cannot cancel the Spy: it takes a Spy of an enemy of %2, from his hand.")
                            .arg(negator.name, side.name),
                    u"1066 §8.13"_s};
    }
    return refusals;
}

/// The enemy units on the map (§8.13: every enemy square; off-map boxes are not on the map), neutrals' aside.
QList<Unit> enemyUnitsOnMap(Database &db, const Side &side)
{
    CampaignReader reader(db);
    QList<Unit> seen;
    for (const Unit &u : reader.units()) {
        const Side owner = reader.side(Control1066::controller(u));
        if (u.isEliminated() || u.locationId.isEmpty() || isNeutral(owner)
            || !EventKit1066::enemies(db, side.id, owner.id)
            || Square1066::isOffMap(reader.location(u.locationId)))
            continue;
        seen << u;
    }
    return seen;
}

/// What the spying power reads in its own log: each enemy square with its counters.
QString listing(Database &db, const QList<Unit> &units)
{
    CampaignReader reader(db);
    QMap<QString, QStringList> bySquare;
    for (const Unit &u : units)
        bySquare[u.locationId] << tr("%1 of %2")
                                          .arg(EventKit1066::unitLabel(u),
                                               reader.side(Control1066::controller(u)).name);
    QStringList parts;
    for (auto it = bySquare.cbegin(); it != bySquare.cend(); ++it)
        parts << tr("%1: %2").arg(it.key(), it.value().join(u", "_s));
    return parts.isEmpty() ? tr("no enemy units on the map") : parts.join(u"; "_s);
}

StepOutcome applySpy(Campaign &campaign, const QJsonObject &f, const QJsonObject &)
{
    Database &db = campaign.database();
    CampaignReader reader(db);
    const Side side = reader.sideByName(f.value(u"side"_s).toString());
    const bool markers = f.value(u"use"_s).toString() == u"markers"_s;
    const Side target = f.contains(u"target"_s) ? reader.sideByName(f.value(u"target"_s).toString()) : Side{};
    QJsonObject outcome{{u"side"_s, side.name}, {u"use"_s, markers ? u"markers"_s : u"units"_s}};
    HandActions(campaign).play(side.id, SpyKind);
    if (const QString by = f.value(u"spy_negated_by"_s).toString(); !by.isEmpty()) {
        HandActions(campaign).play(reader.sideByName(by).id, SpyKind);
        const QString line
                = tr("%1 cancelled the Spy of %2 with a Spy of its own: nothing is seen (1066 §8.13)")
                          .arg(reader.sideByName(by).name, side.name);
        ActionWriter(campaign.log()).commit(u"1066.spy-negated"_s, line);
        outcome.insert(u"negated_by"_s, reader.sideByName(by).name);
        return StepOutcome{outcome, {}, line};
    }
    if (markers) {
        HandActions(campaign).reveal(target.id, side.id);
        outcome.insert(u"target"_s, target.name);
        return StepOutcome{outcome, {}, tr("%1 saw the hand of %2").arg(side.name, target.name)};
    }
    const QList<Unit> seen = enemyUnitsOnMap(db, side);
    ActionWriter writer(campaign.log());
    Reveal1066::reveal(writer, seen, side.id);
    ActionDraft draft;
    draft.kind = u"1066.spy"_s;
    draft.publicText
            = tr("%1 played a Spy: it examines the units in every enemy square on the map (1066 §8.13)")
                      .arg(side.name);
    draft.privateText = listing(db, seen);
    draft.audience = Audience::Side;
    draft.audienceSide = side.id;
    writer.commit(draft);
    outcome.insert(u"seen"_s, QJsonArray::fromStringList(EventKit1066::unitLabels(seen)));
    return StepOutcome{outcome, {}, draft.publicText};
}

QList<StepRefusal> checkReveal(Campaign &campaign, const QJsonObject &f)
{
    Database &db = campaign.database();
    CampaignReader reader(db);
    const Side side = reader.sideByName(f.value(u"side"_s).toString());
    QList<StepRefusal> refusals;
    const QList<qint64> ids = EventKit1066::unitIds(db, f.value(u"units"_s));
    for (qsizetype i = 0; i < ids.size(); ++i) {
        const qint64 id = ids[i];
        const Unit u = reader.unit(id);
        if (id == 0 || u.isEliminated() || Control1066::controller(u) != side.id)
            refusals << StepRefusal{
                    tr("%1 is not a unit of %2 in play: a power shows its own units (1066 §7.3).")
                            .arg(id ? EventKit1066::unitLabel(u)
                                    : EventKit1066::givenUnit(f.value(u"units"_s), i),
                                 side.name),
                    u"1066 §7.3"_s};
    }
    const Side to = f.contains(u"to"_s) ? reader.sideByName(f.value(u"to"_s).toString()) : Side{};
    if (to.id != 0 && Control1066::playerOf(db, to.id) == Control1066::playerOf(db, side.id))
        refusals << StepRefusal{tr("%1 sees its own units: show them to another player.").arg(to.name),
                                u"1066 §7.1"_s};
    return refusals;
}

/// The players the units are shown to: the one named, else every other player.
QList<qint64> viewersOf(Database &db, const Side &side, const Side &to)
{
    if (to.id != 0)
        return {to.id};
    QList<qint64> viewers;
    for (qint64 id : TurnOrder1066::seating(db))
        if (Control1066::playerOf(db, id) != Control1066::playerOf(db, side.id))
            viewers << id;
    return viewers;
}

StepOutcome applyReveal(Campaign &campaign, const QJsonObject &f, const QJsonObject &)
{
    Database &db = campaign.database();
    CampaignReader reader(db);
    const Side side = reader.sideByName(f.value(u"side"_s).toString());
    QList<Unit> units;
    for (qint64 id : EventKit1066::unitIds(db, f.value(u"units"_s)))
        units << reader.unit(id);
    const bool spying = f.value(u"how"_s).toString() == u"vassalage-spy"_s;
    QStringList names;
    const Side to = f.contains(u"to"_s) ? reader.sideByName(f.value(u"to"_s).toString()) : Side{};
    for (qint64 viewer : viewersOf(db, side, to)) {
        ActionWriter writer(campaign.log());
        Reveal1066::reveal(writer, units, viewer);
        ActionDraft draft;
        draft.kind = u"1066.shown"_s;
        draft.publicText = spying ? tr("A vassalage spying shows units of %1 to %2 (1066 §7.2)")
                                            .arg(side.name, reader.side(viewer).name)
                                  : tr("%1 shows units to %2 (1066 §7.3)")
                                            .arg(side.name, reader.side(viewer).name);
        draft.privateText = listing(db, units);
        draft.audience = Audience::Side;
        draft.audienceSide = viewer;
        writer.commit(draft);
        names << reader.side(viewer).name;
    }
    const QJsonObject outcome{{u"side"_s, side.name},
                              {u"shown_to"_s, QJsonArray::fromStringList(names)},
                              {u"units"_s, QJsonArray::fromStringList(EventKit1066::unitLabels(units))}};
    return StepOutcome{outcome,
                       {},
                       tr("%1 shows units to %2 (1066 §7.3)").arg(side.name, names.join(u", "_s))};
}

/// The Normans hold a Spy and play it at once on every enemy square (a Spy is played at any time).
QStringList spyExamples()
{
    return {markerMixExample1066({{u"Spy"_s, 1}, {u"Gold Point"_s, 1}}),
            u"reeve-cli container FILE pick Normans Spy"_s};
}

} // namespace

void Spy1066::registerSteps(StepRegistry &registry)
{
    StepSpec s = StepSpec::make(
            u"1066"_s, "Reeve::TurnSteps1066", u"spy"_s, N("Spy"),
            N("A power plays a Spy from its hand: it examines the units in every enemy square on "
              "the map (neutral powers' and off-map boxes' aside), or the campaign markers of one "
              "enemy. The units seen count as revealed to it (the Assassin needs that) until they "
              "move. An enemy may cancel it with a Spy of his own. Only the spying power's log "
              "names what it saw."),
            {u"1066 §8.13"_s, u"1066 §7.2"_s});
    s.fields = {
            StepField::make(u"side"_s, StepField::Type::Side, true, N("Power"),
                            N("The power playing the Spy.")),
            StepField::choice(
                    u"use"_s, {u"units"_s, u"markers"_s}, true, N("Examine"),
                    N("units: the units in every enemy square on the map; markers: one enemy's hand.")),
            StepField::make(u"target"_s, StepField::Type::Side, false, N("Whose markers"),
                            N("With use=markers: the enemy whose hand is turned face up.")),
            StepField::make(u"spy_negated_by"_s, StepField::Type::Side, false, N("Cancelled by a Spy of"),
                            N("An enemy who plays his own Spy to cancel this one before it takes effect."))};
    s.examples = spyExamples() << u"reeve-cli step FILE spy side=Normans use=units"_s;
    s.check = checkSpy;
    s.apply = applySpy;
    registry.add(s);

    StepSpec r = StepSpec::make(
            u"1066"_s, "Reeve::TurnSteps1066", u"reveal"_s, N("Show units"),
            N("A power shows some of its units to one other player, or to every other (1066 "
              "§7.3); or the referee records the units a vassalage spying showed (§7.2). The units "
              "count as revealed to those players until they move; each viewer's own log names "
              "them, the public log does not."),
            {u"1066 §7.3"_s, u"1066 §7.2"_s});
    StepField units = StepField::make(u"units"_s, StepField::Type::List, true, N("Units"),
                                      N("The units shown."));
    units.itemType = StepField::Type::Unit;
    StepField how = StepField::choice(
            u"how"_s, {u"shown"_s, u"vassalage-spy"_s}, false, N("How"),
            N("shown: the owner shows them (§7.3, the default); vassalage-spy: a vassalage "
              "spying showed them (§7.2)."));
    how.defaultValue = u"shown"_s;
    r.fields = {StepField::make(u"side"_s, StepField::Type::Side, true, N("Power"),
                                N("The power whose units are shown.")),
                units,
                StepField::make(u"to"_s, StepField::Type::Side, false, N("Shown to"),
                                N("The player who sees them; left out: every other player.")),
                how};
    r.examples = {u"reeve-cli step FILE reveal side=Anglo-Saxons units='[\"Harold\"]' to=Normans"_s};
    r.check = checkReveal;
    r.apply = applyReveal;
    registry.add(r);
}

} // namespace Reeve
