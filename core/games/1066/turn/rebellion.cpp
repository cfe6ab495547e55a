// The 1066 Rebellion event (§8.13) as a step: the feudal points read from the campaign, the markers returned.
#include "rebellion.h"

#include "markermixexample.h"

#include <algorithm>

#include <QCoreApplication>
#include <QJsonArray>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "campaign/campaigntables.h"
#include "containers/containerdraws.h"
#include "containers/containerreader.h"
#include "containers/handactions.h"
#include "games/1066/rules1066.h"
#include "games/1066/turn/control1066.h"
#include "games/1066/turn/eventkit.h"
#include "games/1066/turn/square1066.h"
#include "games/1066/turn/turnorder.h"
#include "log/actionwriter.h"
#include "procedures/procedureresult.h"
#include "steps/stepregistry.h"
#include "tables/ruletable.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

#define N(text) QT_TRANSLATE_NOOP("Reeve::TurnSteps1066", text)

const QString Kind = u"Rebellion"_s;
const QStringList VassalageKinds{u"Vassalage 1"_s, u"Vassalage 2"_s};

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::TurnSteps1066", text);
}

/** One power's feudal points (§8.13): the towns it occupies and the box it always controls. */
struct Holding
{
    qint64 side = 0;
    int total = 0;
    QStringList counted; ///< "York 3", "Normandy 5 (§21.1)", "Bath 0 (pillaged)"
};

/** Every playing power's holding, in seating order, and the town values still to be entered. */
struct Survey
{
    QList<Holding> holdings;
    QStringList missing;
};

/// Whether a unit of another player stands in \a square (§8.4 counts such a town as 0 for markers).
bool shared(Database &db, const QString &square, qint64 side)
{
    for (const Unit &u : CampaignReader(db).units())
        if (u.locationId == square && !u.isEliminated()
            && EventKit1066::enemies(db, Control1066::controller(u), side))
            return true;
    return false;
}

Holding holdingOf(Campaign &campaign, qint64 side, bool sharedCounts, QStringList &missing)
{
    Database &db = campaign.database();
    CampaignReader reader(db);
    Holding h{side, 0, {}};
    QStringList seen;
    for (const Unit &u : reader.units()) {
        if (u.isEliminated() || u.locationId.isEmpty() || Control1066::controller(u) != side
            || seen.contains(u.locationId))
            continue;
        seen << u.locationId;
        const Location l = reader.location(u.locationId);
        if (Square1066::isOffMap(l) || !Square1066::isTown(l))
            continue; // only towns and large towns carry feudal points; the boxes are counted below
        const std::optional<int> value = Square1066::feudal(l);
        if (!value) {
            missing << l.id;
            continue;
        }
        if (Square1066::markerIn(db, l.id, u"Pillaged"_s))
            h.counted << tr("%1 0 (pillaged)").arg(l.id);
        else if (!sharedCounts && shared(db, l.id, side))
            h.counted << tr("%1 0 (shared)").arg(l.id);
        else {
            h.total += *value;
            h.counted << u"%1 %2"_s.arg(l.id).arg(*value);
        }
    }
    if (const QString box = Square1066::ownBox(reader.side(side).name); !box.isEmpty()) {
        const TableLibrary tables = CampaignTables::forCampaign(campaign);
        const int value = Rules1066::lookupInt(tables.table(u"1066.off-map-feudal"_s), 1, box);
        h.total += value;
        h.counted << tr("%1 %2 (always controlled, §21.1)")
                             .arg(box == u"normandy"_s ? u"Normandy"_s : u"Norway"_s)
                             .arg(value);
    }
    return h;
}

/// The survey of every playing power; a town occupied whose printed value is not entered is asked for.
Survey surveyOf(Campaign &campaign, const QJsonObject &f)
{
    Survey s;
    const bool sharedCounts = f.value(u"shared"_s).toString(u"count"_s) == u"count"_s;
    for (qint64 side : TurnOrder1066::seating(campaign.database()))
        s.holdings << holdingOf(campaign, side, sharedCounts, s.missing);
    if (!s.missing.isEmpty())
        throw Failure::missingFigure(
                u"locations"_s, s.missing.first(),
                tr("Rebellion strikes the power with the most feudal points in the towns "
                   "it occupies: enter the feudal value printed on the map for %1 as the "
                   "square's \"feudal\" (1066 §8.13).")
                        .arg(s.missing.join(u", "_s)));
    return s;
}

/// The power struck when no tie needs rolling off, else 0.
qint64 struckWithoutRoll(const Survey &s)
{
    int best = -1;
    QList<qint64> top;
    for (const Holding &h : s.holdings) {
        if (h.total > best) {
            best = h.total;
            top = {h.side};
        } else if (h.total == best) {
            top << h.side;
        }
    }
    return top.size() == 1 ? top.first() : 0;
}

/// The Vassalage marker \a side spends: the one named, else the lowest it holds; empty when it holds none.
QString vassalageSpent(Database &db, qint64 side, const QString &named)
{
    if (!named.isEmpty())
        return EventKit1066::held(db, side, named) > 0 ? named : QString();
    for (const QString &kind : VassalageKinds)
        if (EventKit1066::held(db, side, kind) > 0)
            return kind;
    return {};
}

QList<StepRefusal> check(Campaign &campaign, const QJsonObject &f)
{
    Database &db = campaign.database();
    if (const QString why = EventKit1066::pendingRefusal(db, Kind); !why.isEmpty())
        return {StepRefusal{why, u"1066 §8.9"_s}};
    const QString named = f.value(u"vassalage"_s).toString();
    QList<StepRefusal> refusals;
    if (!named.isEmpty() && !VassalageKinds.contains(named, Qt::CaseInsensitive))
        refusals << StepRefusal{tr("\"%1\" is not a Vassalage marker: name Vassalage 1 or Vassalage 2.")
                                        .arg(named),
                                u"1066 §8.13"_s};
    if (!named.isEmpty() && !f.value(u"negate"_s).toBool())
        refusals << StepRefusal{
                tr("A Vassalage marker is spent only to put the rebellion down: vassalage goes "
                   "with negate=true."),
                u"1066 §8.13"_s};
    if (TurnOrder1066::seating(db).isEmpty())
        refusals << StepRefusal{tr("No power is played: Rebellion strikes a player."), u"1066 §8.13"_s};
    if (!refusals.isEmpty())
        return refusals;
    const Survey s = surveyOf(campaign, f); // a town's value not entered stops here, before any die
    const qint64 struck = struckWithoutRoll(s);
    if (f.value(u"negate"_s).toBool() && struck && vassalageSpent(db, struck, named).isEmpty())
        refusals << StepRefusal{tr("Rebellion strikes %1, which holds no %2 to put it down.")
                                        .arg(CampaignReader(db).side(struck).name,
                                             named.isEmpty() ? tr("Vassalage marker") : named),
                                u"1066 §8.13"_s};
    return refusals;
}

QStringList kindsOf(Database &db, const QJsonArray &ids)
{
    ContainerReader reader(db);
    const ContainerState state = reader.state(reader.find().id);
    QStringList kinds;
    for (const ContainerMarker &m : state.markers())
        if (ids.contains(QJsonValue(m.id)))
            kinds << m.kind;
    return kinds;
}

/// The procedure's roll: the tie roll-off if any, then the die for the markers lost (public, as at the table).
ProcedureResult resolve(Campaign &campaign, const Survey &s, bool negated, const QJsonObject &dice)
{
    Database &db = campaign.database();
    ContainerReader containers(db);
    QJsonArray feudal, hands;
    for (const Holding &h : s.holdings) {
        feudal.append(h.total);
        hands.append(int(containers.state(containers.find().id).hand(h.side).size()));
    }
    const QJsonObject inputs{{u"feudal"_s, feudal}, {u"hands"_s, hands}, {u"negated"_s, negated}};
    return EventKit1066::publicRoll(campaign, u"1066.rebellion"_s, inputs, dice, u"rebellion"_s);
}

StepOutcome apply(Campaign &campaign, const QJsonObject &f, const QJsonObject &dice)
{
    Database &db = campaign.database();
    CampaignReader reader(db);
    const Survey s = surveyOf(campaign, f);
    const bool negate = f.value(u"negate"_s).toBool();
    QStringList totals;
    QJsonObject totalsJson, counted;
    for (const Holding &h : s.holdings) {
        totals << u"%1 %2"_s.arg(reader.side(h.side).name).arg(h.total);
        totalsJson.insert(reader.side(h.side).name, h.total);
        counted.insert(reader.side(h.side).name, QJsonArray::fromStringList(h.counted));
    }
    {
        ActionWriter announce(campaign.log());
        EventKit1066::markApplied(announce, EventKit1066::pendingEvent(db, Kind));
        announce.commit(u"1066.rebellion"_s,
                        tr("Rebellion (1066 §8.13): feudal points of towns occupied and boxes controlled: %1")
                                .arg(totals.join(u", "_s)));
    }
    const ProcedureResult result = resolve(campaign, s, negate, dice);
    const Side struck = reader.side(s.holdings.at(result.outcome.value(u"affected"_s).toInt() - 1).side);
    const QString spent = negate ? vassalageSpent(db, struck.id, f.value(u"vassalage"_s).toString())
                                 : QString();
    if (negate && spent.isEmpty()) // the roll-off struck a power without one: nothing is written
        throw Failure::badInput(tr("The tie roll-off strikes %1, which holds no Vassalage marker to put the "
                                   "rebellion down: give the step without negate (the dice stay the same).")
                                        .arg(struck.name));
    const int lost = result.outcome.value(u"markers_lost"_s).toInt();
    QJsonArray returnedIds;
    QString line;
    if (negate) {
        HandActions(campaign).play(struck.id, spent);
        line = tr("%1 is struck by the Rebellion and puts it down with a Vassalage marker (1066 §8.13)")
                       .arg(struck.name);
    } else {
        if (lost > 0)
            returnedIds = ContainerDraws(campaign).loseRandom(struck.id, lost).data.value(u"lost"_s).toArray();
        line = tr("%1 is struck by the Rebellion: %2 marker(s) back to the pool at random (1066 §8.13)")
                       .arg(struck.name)
                       .arg(lost);
    }
    {
        ActionWriter writer(campaign.log());
        writer.commit(u"1066.rebellion-struck"_s, line);
    }
    QJsonObject outcome{{u"totals"_s, totalsJson},
                        {u"struck"_s, struck.name},
                        {u"negated"_s, negate},
                        {u"vassalage_spent"_s, spent},
                        {u"markers_lost"_s, negate ? 0 : lost},
                        {u"shared"_s, f.value(u"shared"_s).toString(u"count"_s)},
                        {u"counted"_s, counted}};
    outcome.insert(struck.name,
                   QJsonObject{{u"returned"_s, QJsonArray::fromStringList(kindsOf(db, returnedIds))}});
    return StepOutcome{outcome, {}, line};
}

} // namespace

void Rebellion1066::registerStep(StepRegistry &registry)
{
    StepSpec s = StepSpec::make(
            u"1066"_s, "Reeve::TurnSteps1066", u"rebellion"_s, N("Rebellion"),
            N("Applies a Rebellion event just drawn: the playing power with the most feudal points in the "
              "towns "
              "its units occupy (pillaged towns count nothing) and in the off-map box it always controls is "
              "struck (a tie is rolled off); it rolls a die and returns that many markers from its hand at "
              "random, or puts the rebellion down by spending a Vassalage marker."),
            {u"1066 §8.13"_s, u"1066 §8.11"_s, u"1066 §21.1"_s, u"1066 §21.8"_s, u"1066 §8.9"_s});
    StepField shared = StepField::choice(
            u"shared"_s, {u"count"_s, u"zero"_s}, false, N("A town two players occupy"),
            N("count: each power occupying it counts its value, as Rebellion speaks of towns occupied (the "
              "literal reading, the default); zero: it counts nothing, as for the markers due (§8.4)."));
    shared.defaultValue = u"count"_s;
    s.fields = {StepField::make(u"negate"_s, StepField::Type::Boolean, false, N("Put down"),
                                N("The power struck spends a Vassalage marker from its hand to cancel the "
                                  "event; run the step with --check first to see who is struck.")),
                StepField::make(u"vassalage"_s, StepField::Type::Text, false, N("Vassalage marker spent"),
                                N("Vassalage 1 or Vassalage 2; the lower one held when not given.")),
                shared};
    s.dice = {StepDice{u"rebellion"_s, u"d6"_s,
                       N("on a tie, one d6 per tied power in seating order (again while tied); then one d6 "
                         "for the markers returned, unless put down")}};
    // The map's feudal values are not in the text: the example enters 1 for every town the scenario's units hold
    // (a house figure). Then the Normans have 8 + Normandy's 5 = 13, the Anglo-Saxons 18 and the Vikings
    // Norway's 10: the Anglo-Saxons, holding two Gold Points, are struck, roll 2 and return both.
    static const QStringList towns{u"Boulogne"_s,   u"St. Valery"_s, u"Rouen"_s,      u"Dives-sur-Mer"_s,
                                   u"Bayeux"_s,     u"Cherbourg"_s,  u"Avranches"_s,  u"Treguier"_s,
                                   u"London"_s,     u"York"_s,       u"Durham"_s,     u"Stamford"_s,
                                   u"Chester"_s,    u"Lincoln"_s,    u"Nottingham"_s, u"Norwich"_s,
                                   u"Hereford"_s,   u"Worcester"_s,  u"Oxford"_s,     u"Bath"_s,
                                   u"Winchester"_s, u"Canterbury"_s, u"Exeter"_s,     u"Southampton"_s,
                                   u"Hastings"_s,   u"Dover"_s};
    for (const QString &town : towns)
        s.examples << u"reeve-cli location FILE edit \"%1\" feudal=1"_s.arg(town);
    s.examples << markerMixExample1066({{u"Gold Point"_s, 2}, {u"Rebellion"_s, 1}})
               << u"reeve-cli container FILE pick Anglo-Saxons \"Gold Point\""_s
               << u"reeve-cli container FILE pick Anglo-Saxons \"Gold Point\""_s
               << u"reeve-cli container FILE draw Vikings 1"_s
               << u"reeve-cli step FILE rebellion --dice rebellion=2"_s;
    s.check = check;
    s.apply = apply;
    registry.add(s);
}

} // namespace Reeve
