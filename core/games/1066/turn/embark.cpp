// The 1066 embark and disembark steps (§17.5–17.11): who is aboard which fleet, recorded on the units.
#include "embark.h"

#include <QCoreApplication>
#include <QJsonArray>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "games/1066/turn/aboard1066.h"
#include "games/1066/turn/control1066.h"
#include "games/1066/turn/eventkit.h"
#include "games/1066/turn/square1066.h"
#include "games/1066/turn/turnorder.h"
#include "log/actionwriter.h"
#include "steps/stepregistry.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

#define N(text) QT_TRANSLATE_NOOP("Reeve::TurnSteps1066", text)

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::TurnSteps1066", text);
}

QList<Unit> unitsOf(Database &db, const QJsonValue &list)
{
    QList<Unit> units;
    CampaignReader reader(db);
    const QList<qint64> ids = EventKit1066::unitIds(db, list);
    for (qsizetype i = 0; i < ids.size(); ++i) {
        units << (ids[i] ? reader.unit(ids[i]) : Unit{});
        if (ids[i] == 0) // matched nothing: the refusal names the words given
            units.last().name = EventKit1066::givenUnit(list, i);
    }
    return units;
}

/// The refusals every embark and disembark shares: the power's own movement phase (§17.5, §17.10).
QList<StepRefusal> phaseRefusals(Database &db, const Side &side)
{
    const ClockState clock = CampaignReader(db).clock();
    if (TurnOrder1066::inOwnPhase(clock, side.id, u"Movement"_s))
        return {};
    return {StepRefusal{
            tr("%1 embarks and lands units in its own movement phase; the clock is at %2 (1066 §17.5, "
               "§17.10).")
                    .arg(side.name, clock.phase),
            u"1066 §17.5"_s}};
}

QString landUnitRefusal(Database &db, const Side &side, const Unit &u, const QString &square)
{
    if (u.id == 0 || u.isEliminated() || Control1066::controller(u) != side.id)
        return tr("%1 is not a unit of %2 in play.").arg(u.id ? EventKit1066::unitLabel(u) : u.name, side.name);
    if (Aboard1066::isFleet(u))
        return tr("%1 is a fleet: a fleet carries land units, not fleets (1066 §17.5).")
                .arg(EventKit1066::unitLabel(u));
    if (u.locationId != square)
        return tr("%1 is not in %2: the fleet picks up land units in its own square (1066 §17.5).")
                .arg(EventKit1066::unitLabel(u), square);
    if (const qint64 on = Aboard1066::fleetOf(db, u))
        return tr("%1 is already aboard %2.")
                .arg(EventKit1066::unitLabel(u), EventKit1066::unitLabel(CampaignReader(db).unit(on)));
    const QJsonValue movement = u.attributes.value(u"movement"_s);
    if (movement.isDouble() && movement.toInt() < 1)
        return tr("%1 has a movement factor of %2: only a land unit that moves one or more is carried (1066 "
                  "§17.5).")
                .arg(EventKit1066::unitLabel(u))
                .arg(movement.toInt());
    return {};
}

QList<StepRefusal> checkEmbark(Campaign &campaign, const QJsonObject &f)
{
    Database &db = campaign.database();
    CampaignReader reader(db);
    const Side side = reader.sideByName(f.value(u"side"_s).toString());
    QList<StepRefusal> refusals = phaseRefusals(db, side);
    const Unit fleet = reader.unit(EventKit1066::unitIds(db, QJsonArray{f.value(u"fleet"_s)}).value(0));
    if (fleet.id == 0 || !Aboard1066::isFleet(fleet) || fleet.isEliminated() || fleet.locationId.isEmpty()
        || Control1066::controller(fleet) != side.id)
        return refusals << StepRefusal{tr("%1 is not a fleet of %2 in play.")
                                               .arg(fleet.id ? EventKit1066::unitLabel(fleet)
                                                             : f.value(u"fleet"_s).toVariant().toString(),
                                                    side.name),
                                       u"1066 §17.5"_s};
    if (Square1066::isAllSea(reader.location(fleet.locationId)))
        refusals << StepRefusal{
                tr("%1 is at sea: land units embark in a port or coastal square (1066 §17.5).")
                        .arg(EventKit1066::unitLabel(fleet)),
                u"1066 §17.5"_s};
    const QList<Unit> units = unitsOf(db, f.value(u"units"_s));
    for (const Unit &u : units)
        if (const QString why = landUnitRefusal(db, side, u, fleet.locationId); !why.isEmpty())
            refusals << StepRefusal{why, u"1066 §17.5"_s};
    const qsizetype aboard = Aboard1066::cargoOf(db, fleet.id).size();
    if (aboard + units.size() > 2)
        refusals << StepRefusal{
                tr("%1 carries %2 land unit(s) already and %3 more are named: a fleet carries two "
                   "at most (1066 §17.5).")
                        .arg(EventKit1066::unitLabel(fleet))
                        .arg(aboard)
                        .arg(units.size()),
                u"1066 §17.5"_s};
    return refusals;
}

/// §17.6–17.7: in a port the fleet moves on normally; elsewhere the embarking takes the whole move.
QString portNote(const Location &square)
{
    if (square.attributes.value(u"port"_s).toBool())
        return tr("in a port the fleet may still move normally this phase (1066 §17.6)");
    if (square.attributes.contains(u"port"_s))
        return tr("away from a port the embarking takes the whole move: the fleet moves on only with a "
                  "Forced March "
                  "(1066 §17.7)");
    return tr("in a port the fleet moves on normally (§17.6), elsewhere the embarking takes the whole move "
              "(§17.7): the campaign does not record whether %1 has a port")
            .arg(square.id);
}

StepOutcome applyEmbark(Campaign &campaign, const QJsonObject &f, const QJsonObject &)
{
    Database &db = campaign.database();
    CampaignReader reader(db);
    const Side side = reader.sideByName(f.value(u"side"_s).toString());
    const Unit fleet = reader.unit(EventKit1066::unitIds(db, QJsonArray{f.value(u"fleet"_s)}).value(0));
    const QList<Unit> units = unitsOf(db, f.value(u"units"_s));
    const QString note = portNote(reader.location(fleet.locationId));
    ActionWriter writer(campaign.log());
    for (const Unit &u : units)
        Aboard1066::write(writer, u, fleet.id);
    ActionDraft draft;
    draft.kind = u"1066.embark"_s;
    draft.publicText = tr("%1 embarked land units on a fleet (its counters stay face down, 1066 §7.1, §17.5)")
                               .arg(side.name);
    draft.privateText = tr("%1 aboard %2 in %3; %4")
                                .arg(EventKit1066::unitLabels(units).join(u", "_s),
                                     EventKit1066::unitLabel(fleet), fleet.locationId, note);
    draft.audience = Audience::Side;
    draft.audienceSide = side.id;
    writer.commit(draft);
    const QJsonObject embarked{{u"fleet"_s, EventKit1066::unitLabel(fleet)},
                               {u"units"_s, QJsonArray::fromStringList(EventKit1066::unitLabels(units))},
                               {u"square"_s, fleet.locationId},
                               {u"note"_s, note}};
    return StepOutcome{{{u"side"_s, side.name}, {u"embarked"_s, embarked}}, {}, draft.publicText};
}

QList<StepRefusal> checkDisembark(Campaign &campaign, const QJsonObject &f)
{
    Database &db = campaign.database();
    CampaignReader reader(db);
    const Side side = reader.sideByName(f.value(u"side"_s).toString());
    QList<StepRefusal> refusals = phaseRefusals(db, side);
    for (const Unit &u : unitsOf(db, f.value(u"units"_s))) {
        const qint64 fleet = Aboard1066::fleetOf(db, u);
        if (u.id == 0 || fleet == 0 || Control1066::controller(u) != side.id)
            refusals << StepRefusal{tr("%1 is not aboard a fleet of %2.")
                                            .arg(u.id ? EventKit1066::unitLabel(u) : u.name, side.name),
                                    u"1066 §17.10"_s};
        else if (Square1066::isAllSea(reader.location(u.locationId)))
            refusals << StepRefusal{
                    tr("%1 is at sea in %2: units land only on a coastal, port or river square "
                       "(1066 §17.10).")
                            .arg(EventKit1066::unitLabel(u), u.locationId),
                    u"1066 §17.10"_s};
    }
    return refusals;
}

StepOutcome applyDisembark(Campaign &campaign, const QJsonObject &f, const QJsonObject &)
{
    Database &db = campaign.database();
    CampaignReader reader(db);
    const Side side = reader.sideByName(f.value(u"side"_s).toString());
    const QList<Unit> units = unitsOf(db, f.value(u"units"_s));
    const int turn = reader.clock().turn;
    QStringList lines;
    ActionWriter writer(campaign.log());
    for (const Unit &u : units) {
        lines << tr("%1 from %2")
                         .arg(EventKit1066::unitLabel(u),
                              EventKit1066::unitLabel(reader.unit(Aboard1066::fleetOf(db, u))));
        Aboard1066::write(writer, u, 0, turn);
    }
    const QString square = units.value(0).locationId;
    ActionDraft draft;
    draft.kind = u"1066.disembark"_s;
    draft.publicText = tr("%1 landed units from a fleet (its counters stay face down, 1066 §7.1, §17.10)")
                               .arg(side.name);
    draft.privateText = tr("Ashore in %1: %2; they move no further this movement phase (1066 §17.10)")
                                .arg(square, lines.join(u", "_s));
    draft.audience = Audience::Side;
    draft.audienceSide = side.id;
    writer.commit(draft);
    const QJsonObject landed{{u"units"_s, QJsonArray::fromStringList(EventKit1066::unitLabels(units))},
                             {u"square"_s, square}};
    return StepOutcome{{{u"side"_s, side.name}, {u"landed"_s, landed}}, {}, draft.publicText};
}

StepField unitList(const char *help)
{
    StepField units = StepField::make(u"units"_s, StepField::Type::List, true, N("Land units"), help);
    units.itemType = StepField::Type::Unit;
    return units;
}

/// The Vikings' movement phase of the first game turn: Harald and a thegn board a fleet in Norway (a port).
QStringList vikingsAtSea()
{
    return QStringList(20, u"reeve-cli step FILE next-phase"_s);
}

} // namespace

void Embark1066::registerSteps(StepRegistry &registry)
{
    const QList<QString> rules{u"1066 §17.5"_s, u"1066 §17.6"_s, u"1066 §17.7"_s, u"1066 §7.1"_s};
    StepSpec s = StepSpec::make(
            u"1066"_s, "Reeve::TurnSteps1066", u"embark"_s, N("Embark land units on a fleet"),
            N("In its movement phase a power puts up to two of its land units aboard one of its "
              "fleets in the same port or coastal square. The fleet's moves take them along; the "
              "battle and Storms read who is aboard. The public log says only that units "
              "embarked."),
            rules);
    s.fields = {StepField::make(u"side"_s, StepField::Type::Side, true, N("Power"), N("The phasing power.")),
                StepField::make(u"fleet"_s, StepField::Type::Unit, true, N("Fleet"),
                                N("The fleet that takes them aboard, by name or number.")),
                unitList(N("The land units going aboard, in the fleet's square: two at most a fleet."))};
    s.examples
            = vikingsAtSea() << u"reeve-cli step FILE embark side=Vikings fleet=42 units='[\"Harald\", 39]'"_s;
    s.check = checkEmbark;
    s.apply = applyEmbark;
    registry.add(s);

    StepSpec d = StepSpec::make(
            u"1066"_s, "Reeve::TurnSteps1066", u"disembark"_s, N("Disembark units"),
            N("In its movement phase a power lands the units its fleets carry on a coastal, port or "
              "river square (never at sea). Units just landed move no further "
              "that phase; the fleet may sail on."),
            {u"1066 §17.10"_s, u"1066 §17.11"_s, u"1066 §7.1"_s});
    d.fields = {StepField::make(u"side"_s, StepField::Type::Side, true, N("Power"), N("The phasing power.")),
                unitList(N("The land units coming ashore, each aboard a fleet of the power."))};
    d.examples = vikingsAtSea() << u"reeve-cli step FILE embark side=Vikings fleet=42 units='[\"Harald\"]'"_s
                                << u"reeve-cli step FILE disembark side=Vikings units='[\"Harald\"]'"_s;
    d.check = checkDisembark;
    d.apply = applyDisembark;
    registry.add(d);
}

} // namespace Reeve
