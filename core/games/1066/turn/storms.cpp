// The 1066 Storms event (§8.13) as a step: every fleet rolls, read from the campaign; cargo shares its fleet's fate.
#include "storms.h"

#include "markermixexample.h"

#include <algorithm>

#include <QCoreApplication>
#include <QJsonArray>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "campaign/campaigntables.h"
#include "containers/containerreader.h"
#include "containers/handactions.h"
#include "games/1066/battle/battlesteps.h"
#include "games/1066/rules1066.h"
#include "games/1066/turn/aboard1066.h"
#include "games/1066/turn/control1066.h"
#include "games/1066/turn/eventkit.h"
#include "games/1066/turn/square1066.h"
#include "log/actionwriter.h"
#include "procedures/procedureresult.h"
#include "steps/stepregistry.h"
#include "tables/ruletable.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

#define N(text) QT_TRANSLATE_NOOP("Reeve::TurnSteps1066", text)

const QString Kind = u"Storms"_s;
/// The waters of the storms table's columns, in the order the procedure rolls them.
const QStringList Waters{u"all-sea"_s, u"coastal"_s, u"off-map"_s};

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::TurnSteps1066", text);
}

struct Fleet
{
    Unit unit;
    QString water; ///< "all-sea", "coastal" (coastal, port or river) or "off-map"
    QList<Unit> cargo;
};

/** What the storm reaches, read from the campaign and the fields. */
struct Plan
{
    QString season;
    bool seasonGiven = false;
    QMap<qint64, QList<Fleet>> fleets; ///< by controlling side, each in the order of the fleets' numbers
    QList<StepRefusal> refusals;
};

bool isFleet(const Unit &u)
{
    return u.type.compare(u"fleet"_s, Qt::CaseInsensitive) == 0;
}

/// The water of a fleet in \a square; a square whose water the map gives but the campaign lacks is asked for.
QString waterOf(const Location &square)
{
    if (Square1066::isOffMap(square))
        return u"off-map"_s;
    if (Square1066::isAllSea(square))
        return u"all-sea"_s;
    const QJsonObject &a = square.attributes;
    if (Square1066::isTown(square) || a.contains(u"all_sea"_s) || a.value(u"port"_s).toBool()
        || a.value(u"coastal"_s).toBool() || a.value(u"river"_s).toBool()
        || !a.value(u"terrain"_s).toString().isEmpty())
        return u"coastal"_s; // a fleet off the open sea lies on a coast, in a port or on a river (§17.4)
    throw Failure::missingFigure(
            u"locations"_s, square.id,
            tr("Storms treats a fleet at sea harder than one on a coast, and the map is not in the rules' "
               "text: enter whether %1 is an all-sea square (all_sea=true) or a coastal, port or river "
               "square (all_sea=false) (1066 §8.13).")
                    .arg(square.id));
}

Fleet *fleetWithId(QMap<qint64, QList<Fleet>> &fleets, qint64 id)
{
    for (QList<Fleet> &list : fleets)
        for (Fleet &f : list)
            if (f.unit.id == id)
                return &f;
    return nullptr;
}

/// The land units \a aboard names for each fleet (two at most, §17.5), same square and controller.
void namedCargo(Database &db, const QJsonObject &aboard, Plan &plan, QList<qint64> &loaded)
{
    CampaignReader reader(db);
    auto refuse = [&](const QString &text) { plan.refusals << StepRefusal{text, u"1066 §17.5"_s}; };
    for (auto it = aboard.begin(); it != aboard.end(); ++it) {
        const qint64 id = EventKit1066::unitIds(db, QJsonArray{it.key()}).value(0);
        Fleet *fleet = fleetWithId(plan.fleets, id);
        if (!fleet) {
            refuse(tr("%1 is not a fleet in play: aboard names each carrying fleet with the land units on "
                      "it.")
                           .arg(it.key()));
            continue;
        }
        const QJsonValue named = it.value().isArray() ? QJsonValue(it.value())
                                                      : QJsonValue(QJsonArray{it.value()});
        const QList<qint64> ids = EventKit1066::unitIds(db, named);
        for (qsizetype i = 0; i < ids.size(); ++i) {
            const qint64 unitId = ids[i];
            const Unit u = reader.unit(unitId);
            if (unitId == 0 || u.isEliminated() || isFleet(u) || u.locationId != fleet->unit.locationId
                || Control1066::controller(u) != Control1066::controller(fleet->unit)
                || loaded.contains(unitId))
                refuse(tr("%1 cannot be aboard %2: a fleet carries land units of its own power in its own "
                          "square, each on one fleet.")
                               .arg(unitId ? EventKit1066::unitLabel(u) : EventKit1066::givenUnit(named, i),
                                    EventKit1066::unitLabel(fleet->unit)));
            else {
                fleet->cargo << u;
                loaded << unitId;
            }
        }
        if (fleet->cargo.size() > 2)
            refuse(tr("%1 carries %2 land units: a fleet carries two at most.")
                           .arg(EventKit1066::unitLabel(fleet->unit))
                           .arg(fleet->cargo.size()));
    }
}

/// The land units the campaign records aboard each fleet the aboard field does not name (the field overrides the
/// record for the fleets it names).
void recordedCargo(Database &db, const QJsonObject &aboard, Plan &plan, QList<qint64> &loaded)
{
    QList<qint64> named;
    for (auto it = aboard.begin(); it != aboard.end(); ++it)
        named << EventKit1066::unitIds(db, QJsonArray{it.key()}).value(0);
    for (QList<Fleet> &list : plan.fleets)
        for (Fleet &fleet : list) {
            if (named.contains(fleet.unit.id))
                continue;
            for (const Unit &u : Aboard1066::cargoOf(db, fleet.unit.id))
                if (!loaded.contains(u.id)) {
                    fleet.cargo << u;
                    loaded << u.id;
                }
        }
}

/// At sea a land unit can only be aboard (§17.11): with one fleet of its power there, it is on that one.
void cargoAtSea(Database &db, Plan &plan, const QList<qint64> &loaded)
{
    const QList<Unit> units = CampaignReader(db).units();
    for (auto it = plan.fleets.begin(); it != plan.fleets.end(); ++it) {
        QMap<QString, QList<Fleet *>> atSea;
        for (Fleet &f : it.value())
            if (f.water == u"all-sea"_s)
                atSea[f.unit.locationId] << &f;
        for (auto sea = atSea.cbegin(); sea != atSea.cend(); ++sea) {
            QList<Unit> loose;
            for (const Unit &u : units)
                if (u.locationId == sea.key() && !u.isEliminated() && !isFleet(u) && !loaded.contains(u.id)
                    && Control1066::controller(u) == it.key())
                    loose << u;
            if (loose.isEmpty())
                continue;
            Fleet *only = sea.value().size() == 1 ? sea.value().first() : nullptr;
            if (only && only->cargo.size() + loose.size() <= 2) {
                only->cargo << loose;
                continue;
            }
            plan.refusals << StepRefusal{
                    tr("In the all-sea square %1 the land units %2 can only be aboard a fleet: name the "
                       "fleet "
                       "carrying each with aboard={\"FLEET\": [UNITS]}, two at most a fleet.")
                            .arg(sea.key(), EventKit1066::unitLabels(loose).join(u", "_s)),
                    u"1066 §17.16"_s};
        }
    }
}

Plan planOf(Campaign &campaign, const QJsonObject &f)
{
    Database &db = campaign.database();
    CampaignReader reader(db);
    Plan plan;
    plan.season = f.value(u"season"_s).toString();
    plan.seasonGiven = !plan.season.isEmpty();
    if (!plan.seasonGiven)
        plan.season = BattleSteps::seasonOfClock(campaign);
    for (const Unit &u : reader.units())
        if (isFleet(u) && !u.isEliminated() && !u.locationId.isEmpty())
            plan.fleets[Control1066::controller(u)] << Fleet{u, waterOf(reader.location(u.locationId)), {}};
    QList<qint64> loaded;
    namedCargo(db, f.value(u"aboard"_s).toObject(), plan, loaded);
    recordedCargo(db, f.value(u"aboard"_s).toObject(), plan, loaded);
    cargoAtSea(db, plan, loaded);
    return plan;
}

int fleetCount(const Plan &plan)
{
    int n = 0;
    for (const QList<Fleet> &list : plan.fleets)
        n += int(list.size());
    return n;
}

QList<StepRefusal> check(Campaign &campaign, const QJsonObject &f)
{
    Database &db = campaign.database();
    if (const QString why = EventKit1066::pendingRefusal(db, Kind); !why.isEmpty())
        return {StepRefusal{why, u"1066 §8.9"_s}};
    const Plan plan = planOf(campaign, f); // a square's water not entered stops here, before any die
    if (plan.season.isEmpty())
        return {StepRefusal{tr("The clock's period \"%1\" is not a month of 1066: give season=winter or "
                               "season=summer.")
                                    .arg(CampaignReader(db).clock().period),
                            u"1066 §9.9"_s}};
    // Every figure the dice may meet is read now: a cell the text leaves open (a fleet in an off-map box in
    // summer) is asked for before anything is rolled.
    const TableLibrary tables = CampaignTables::forCampaign(campaign);
    const RuleTable &table = tables.table(u"1066.storms"_s);
    for (const QList<Fleet> &list : plan.fleets)
        for (const Fleet &fleet : list)
            for (int face = 1; face <= 6; ++face)
                Rules1066::lookup(table, face, plan.season + u'-' + fleet.water);
    return plan.refusals;
}

/// The fleets of one power in the procedure's order: all-sea, coastal, off-map, each by number.
QList<Fleet> rollingOrder(QList<Fleet> fleets)
{
    std::stable_sort(fleets.begin(), fleets.end(), [](const Fleet &a, const Fleet &b) {
        return Waters.indexOf(a.water) < Waters.indexOf(b.water);
    });
    return fleets;
}

int countIn(const QList<Fleet> &fleets, const QString &water)
{
    return int(
            std::count_if(fleets.cbegin(), fleets.cend(), [&](const Fleet &f) { return f.water == water; }));
}

QString sunkText(const QList<Fleet> &sunk)
{
    QStringList parts;
    for (const Fleet &f : sunk)
        parts << (f.cargo.isEmpty() ? EventKit1066::unitLabel(f.unit)
                                    : tr("%1 with %2")
                                              .arg(EventKit1066::unitLabel(f.unit),
                                                   EventKit1066::unitLabels(f.cargo).join(u", "_s)));
    return parts.isEmpty() ? tr("none") : parts.join(u"; "_s);
}

/// One power's fleets roll, hidden from the others; the fleets lost go with their cargo.
QList<Fleet> stormOver(Campaign &campaign, const Plan &plan, qint64 side, const QList<Fleet> &fleets,
                       const std::optional<QList<int>> &faces)
{
    const TableLibrary tables = CampaignTables::forCampaign(campaign);
    const QJsonObject inputs{{u"season"_s, plan.season},
                             {u"all_sea_fleets"_s, countIn(fleets, u"all-sea"_s)},
                             {u"coastal_fleets"_s, countIn(fleets, u"coastal"_s)},
                             {u"off_map_fleets"_s, countIn(fleets, u"off-map"_s)}};
    const QString name = CampaignReader(campaign.database()).side(side).name;
    const EventKit1066::HiddenRoll hidden{u"1066.storms"_s,
                                          inputs,
                                          faces,
                                          u"1066.storms-roll"_s,
                                          tr("The fleets of %1 roll against the storms (1066 §8.13)").arg(name),
                                          side};
    QList<Fleet> sunk;
    EventKit1066::hiddenRoll(campaign, hidden, [&](ActionWriter &writer, const ProcedureResult &result, const QString &working) {
        for (qsizetype i = 0; i < fleets.size(); ++i) {
            const QString column = plan.season + u'-' + fleets.at(i).water;
            const int face = result.dice.value(i).face;
            if (Rules1066::cellText(Rules1066::lookup(tables.table(u"1066.storms"_s), face, column))
                != u"eliminated"_s)
                continue;
            sunk << fleets.at(i);
            writer.update(u"units"_s, {{u"id"_s, fleets.at(i).unit.id}}, {{u"status"_s, u"eliminated"_s}});
            for (const Unit &u : fleets.at(i).cargo) // transported units share the fleet's fate (§8.13)
                writer.update(u"units"_s, {{u"id"_s, u.id}}, {{u"status"_s, u"eliminated"_s}});
        }
        return tr("Storms: %1 Lost: %2.").arg(working, sunkText(sunk));
    });
    return sunk;
}

/// §18.7 returns a hand for a king eliminated in combat; lost at sea, only on the referee's wider reading.
QStringList kingsAtSea(Campaign &campaign, const QList<Fleet> &sunk, qint64 side, bool anyReading)
{
    QStringList returned;
    for (const Fleet &f : sunk)
        for (const Unit &u : f.cargo)
            if (EventKit1066::isKing(u) && anyReading && !returned.contains(u.name)) {
                ContainerReader containers(campaign.database());
                if (!containers.state(containers.find().id).hand(side).isEmpty())
                    HandActions(campaign).returnMarkers(side, {});
                returned << CampaignReader(campaign.database()).side(side).name;
            }
    return returned;
}

std::optional<QList<int>> facesFor(const std::optional<QList<int>> &faces, const Plan &plan,
                                   const QList<Fleet> &ordered)
{
    if (!faces)
        return std::nullopt;
    QList<qint64> ids; // the dice entered go to the fleets in the order of their numbers
    for (const QList<Fleet> &list : plan.fleets)
        for (const Fleet &f : list)
            ids << f.unit.id;
    std::sort(ids.begin(), ids.end());
    QList<int> mine;
    for (const Fleet &f : ordered)
        mine << faces->value(ids.indexOf(f.unit.id));
    return mine;
}

StepOutcome apply(Campaign &campaign, const QJsonObject &f, const QJsonObject &dice)
{
    Database &db = campaign.database();
    CampaignReader reader(db);
    const Plan plan = planOf(campaign, f);
    const std::optional<QList<int>> faces = EventKit1066::facesOf(dice, u"storms"_s);
    if (faces && faces->size() != fleetCount(plan))
        throw Failure::badInput(tr("Storms rolls one d6 for each of the %1 fleet(s) on the map and in the "
                                   "off-map boxes, in the order of their numbers; %2 were entered.")
                                        .arg(fleetCount(plan))
                                        .arg(faces->size()));
    const QString season = plan.season == u"summer"_s ? tr("summer") : tr("winter");
    const QString headline
            = plan.seasonGiven ? tr("Storms (1066 §8.13): every fleet rolls; a %1 turn, as given "
                                    "(not read from the clock)")
                                         .arg(season)
                               : tr("Storms (1066 §8.13): every fleet rolls; a %1 turn (§9.9)").arg(season);
    {
        ActionWriter announce(campaign.log());
        EventKit1066::markApplied(announce, EventKit1066::pendingEvent(db, Kind));
        announce.commit(u"1066.storms"_s, headline);
    }
    const bool anyReading = f.value(u"king_reading"_s).toString() == u"any"_s;
    QJsonObject outcome, losses, aboardLost;
    QJsonArray handsReturned;
    QStringList lines;
    for (auto it = plan.fleets.cbegin(); it != plan.fleets.cend(); ++it) {
        const QList<Fleet> ordered = rollingOrder(it.value());
        const QList<Fleet> sunk = stormOver(campaign, plan, it.key(), ordered, facesFor(faces, plan, ordered));
        const QString name = reader.side(it.key()).name;
        QJsonArray rolled, lost, carried;
        for (const Fleet &fleet : ordered)
            rolled.append(EventKit1066::unitLabel(fleet.unit));
        int cargo = 0;
        for (const Fleet &fleet : sunk) {
            lost.append(EventKit1066::unitLabel(fleet.unit));
            for (const Unit &u : fleet.cargo)
                carried.append(EventKit1066::unitLabel(u));
            cargo += int(fleet.cargo.size());
        }
        for (const QString &power : kingsAtSea(campaign, sunk, it.key(), anyReading))
            handsReturned.append(power);
        outcome.insert(name,
                       QJsonObject{{u"fleets"_s, rolled}, {u"lost"_s, lost}, {u"aboard_lost"_s, carried}});
        losses.insert(name, int(sunk.size()));
        aboardLost.insert(name, cargo);
        if (!sunk.isEmpty())
            lines << (cargo ? tr("%1 lost %2 fleet(s) and %3 unit(s) aboard")
                                      .arg(name)
                                      .arg(sunk.size())
                                      .arg(cargo)
                            : tr("%1 lost %2 fleet(s)").arg(name).arg(sunk.size()));
    }
    const QString line = lines.isEmpty() ? tr("Storms (1066 §8.13): no fleet was lost")
                                         : tr("Storms (1066 §8.13): %1").arg(lines.join(u"; "_s));
    {
        ActionWriter writer(campaign.log());
        writer.commit(u"1066.storms-losses"_s, line);
    }
    outcome.insert(u"season"_s, plan.season);
    outcome.insert(u"season_from"_s, plan.seasonGiven ? u"given"_s : u"clock"_s);
    outcome.insert(u"losses"_s, losses);
    outcome.insert(u"aboard_lost"_s, aboardLost);
    outcome.insert(u"hands_returned"_s, handsReturned);
    // Who was aboard: the campaign's record (embark), overridden by the aboard field for the fleets it names.
    outcome.insert(u"aboard_from"_s, f.value(u"aboard"_s).toObject().isEmpty() ? u"record"_s : u"given"_s);
    outcome.insert(u"king_reading"_s, anyReading ? u"any"_s : u"combat"_s);
    return StepOutcome{outcome, {}, line};
}

} // namespace

void Storms1066::registerStep(StepRegistry &registry)
{
    StepSpec s = StepSpec::make(
            u"1066"_s, "Reeve::TurnSteps1066", u"storms"_s, N("Storms"),
            N("Applies a Storms event just drawn: all fleets roll a die, a neutral's as well as a player's, "
              "at sea, on a coast or in a box off the map. In winter a fleet at sea goes on 4-6, any other "
              "on a 6; in "
              "summer a fleet at sea goes on a 6 and a fleet on a coast, in a port or on a river is safe. "
              "The land units a fleet carries go with it. Each power reads its own dice and losses; the "
              "public reads how many each lost."),
            {u"1066 §8.13"_s, u"1066 §9.9"_s, u"1066 §17.5"_s, u"1066 §17.16"_s, u"1066 §18.7"_s,
             u"1066 §8.9"_s});
    StepField season = StepField::choice(u"season"_s, {u"winter"_s, u"summer"_s}, false, N("Season"),
                                         N("Only to override the clock's month (§9.9); the outcome says the "
                                           "season was given."));
    StepField aboard = StepField::make(
            u"aboard"_s, StepField::Type::Object, false, N("Units aboard"),
            N("Only to override the campaign's record (the embark step) for the fleets named: the land units each "
              "carries, fleet by name or number: {\"14\": [2, 3]}, two at most (§17.5). At sea the one fleet of a "
              "power there carries its other land units without being told."));
    StepField reading = StepField::choice(
            u"king_reading"_s, {u"combat"_s, u"any"_s}, false, N("A king lost at sea"),
            N("combat: §18.7 returns the hand only for a king eliminated in combat, so a king drowned with "
              "his fleet leaves it (the literal reading, the default); any: the hand goes back however the "
              "king falls."));
    reading.defaultValue = u"combat"_s;
    s.fields = {season, aboard, reading};
    s.dice = {StepDice{u"storms"_s, u"d6"_s,
                       N("one d6 per fleet on the map and in the off-map boxes, in the order of the fleets' "
                         "numbers")}};
    // The Vikings draw Storms in January (winter): their three fleets in Norway, an off-map box, roll 6, 2
    // and 3; the first goes down.
    s.examples = {markerMixExample1066({{u"Storms"_s, 1}}), u"reeve-cli container FILE draw Vikings 1"_s,
                  u"reeve-cli step FILE storms --dice storms=6,2,3"_s};
    s.check = check;
    s.apply = apply;
    registry.add(s);
}

} // namespace Reeve
