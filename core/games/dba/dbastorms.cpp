#include "dbastorms.h"

#include <algorithm>

#include <QJsonArray>
#include <QJsonObject>

#include "games/dba/dbacommon.h"
#include "procedures/procedurecontext.h"
#include "procedures/procedureregistry.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;
using namespace Dba;

namespace {

const QString StormRef = u"DBA campaign, Storms"_s;
const QString NavalRef = u"DBA campaign, Naval actions"_s;

Procedure stormChance()
{
    Procedure p = makeProcedure(u"dba.storm-chance"_s, tr("Storm chance"), {StormRef},
                                tr("The chance per sea move that a fleet is caught by a storm in the season."));
    p.parameters = {ParameterSpec::choice(u"season"_s, tr("Season"), seasons())};
    p.diceText = tr("none");
    p.body = [](ProcedureContext &c) {
        const QString season = c.text(u"season"_s);
        const qint64 pct = figure(c, u"storm_pct_"_s + season);
        c.step(tr("In %1 a fleet at sea is caught on %2% per sea move.").arg(season).arg(pct), StormRef);
        c.set(u"chance_pct"_s, pct);
    };
    return p;
}

/// Element counts of one kind and how many of them carry a general (those are rolled first).
struct Group
{
    QString key; ///< "naval", "foot" or "mounted", as the outcome's element_fates name the group
    QString name;
    qint64 count = 0;
    qint64 generals = 0;
};

/// Rolls a d6 (two when \a twice) for each element of \a g in turn; each element that rolled a 1 goes into
/// \a fates with its place in the group, so the desk loses the very elements that rolled them.
qint64 rollGroup(ProcedureContext &c, const Group &g, bool twice, qint64 &horsesLost, QList<bool> &generalLost,
                 QJsonArray &fates)
{
    qint64 lost = 0;
    for (qint64 i = 0; i < g.count; ++i) {
        const bool general = i < g.generals;
        const int first = c.roll(6, tr("%1 element %2").arg(g.name).arg(i + 1));
        const int second = twice ? c.roll(6, tr("%1 element %2, second die").arg(g.name).arg(i + 1)) : 6;
        const int ones = (first == 1) + (second == 1);
        if (ones == 0)
            continue;
        if (twice && ones == 1) {
            ++horsesLost;
            fates.append(QJsonObject{{u"group"_s, g.key}, {u"index"_s, i}, {u"fate"_s, u"horses"_s}});
            continue;
        }
        ++lost;
        fates.append(QJsonObject{{u"group"_s, g.key}, {u"index"_s, i}, {u"fate"_s, u"lost"_s}, {u"general"_s, general}});
        if (general)
            generalLost << true;
    }
    return lost;
}

/// Half spaces the survivors of the storm take (DBA campaign, Transporting Troops on Naval Elements). Each
/// group rolls its generals' elements first, then its other elements, the kinds given apart last: the foot
/// group's plain foot, then psiloi (half a space), supply (one, or none on the other reading), baggage (one
/// and a half); the mounted group's other mounted (two), then light horse (one and a half). An element that
/// lost its horses takes one space less.
qint64 survivorHalves(ProcedureContext &c, const QJsonArray &fates, qint64 foot, qint64 mounted)
{
    const qint64 psiloi = c.integer(u"psiloi"_s), baggage = c.integer(u"baggage"_s),
                 supply = c.integer(u"supply"_s), lh = c.integer(u"lh"_s);
    const qint64 supplyHalves = c.text(u"supply_space"_s) == u"none"_s ? 0 : 2;
    const auto footHalves = [&](qint64 i) {
        return i >= foot - baggage                     ? 3
               : i >= foot - baggage - supply          ? supplyHalves
               : i >= foot - baggage - supply - psiloi ? 1
                                                       : 2;
    };
    const auto mountedHalves = [&](qint64 i) { return i >= mounted - lh ? 3 : 4; };
    qint64 halves = 0;
    for (qint64 i = 0; i < foot; ++i)
        halves += footHalves(i);
    for (qint64 i = 0; i < mounted; ++i)
        halves += mountedHalves(i);
    for (const QJsonValue &v : fates) {
        const QJsonObject f = v.toObject();
        const qint64 i = f.value(u"index"_s).toInteger();
        const QString group = f.value(u"group"_s).toString();
        if (group == u"foot"_s)
            halves -= footHalves(i);
        else if (group == u"mounted"_s)
            halves -= f.value(u"fate"_s).toString() == u"horses"_s ? 2 : mountedHalves(i);
    }
    return halves;
}

/// The kinds told apart are counted among their group, checked before any die.
void checkKinds(ProcedureContext &c)
{
    const qint64 apart = c.integer(u"psiloi"_s) + c.integer(u"baggage"_s) + c.integer(u"supply"_s);
    if (apart > c.integer(u"foot"_s))
        throw Failure::badInput(tr("The psiloi, baggage and supply elements (%1) are counted among the foot (%2): "
                                   "give foot as all of them.")
                                        .arg(apart)
                                        .arg(c.integer(u"foot"_s)));
    if (c.integer(u"lh"_s) > c.integer(u"mounted"_s))
        throw Failure::badInput(tr("The light horse (%1) are counted among the mounted (%2): give mounted as all of "
                                   "them.")
                                        .arg(c.integer(u"lh"_s))
                                        .arg(c.integer(u"mounted"_s)));
}

void stormDamage(ProcedureContext &c)
{
    const Group naval{u"naval"_s, tr("naval"), c.integer(u"naval"_s), c.integer(u"generals_naval"_s)};
    const Group foot{u"foot"_s, tr("foot"), c.integer(u"foot"_s), c.integer(u"generals_foot"_s)};
    const Group mounted{u"mounted"_s, tr("mounted"), c.integer(u"mounted"_s), c.integer(u"generals_mounted"_s)};
    for (const Group &g : {naval, foot, mounted})
        if (g.generals > g.count)
            throw Failure::badInput(tr("More generals (%1) than %2 elements (%3).").arg(g.generals).arg(g.name).arg(g.count));

    qint64 horses = 0;
    QList<bool> generalsLost;
    QJsonArray fates;
    const qint64 navalLost = rollGroup(c, naval, false, horses, generalsLost, fates);
    const qint64 footLost = rollGroup(c, foot, false, horses, generalsLost, fates);
    const qint64 mountedLost = rollGroup(c, mounted, true, horses, generalsLost, fates);
    c.step(tr("A d6 per element, two per mounted element: %1 naval, %2 foot and %3 mounted element(s) lost on "
              "a 1; %4 mounted element(s) lost only their horses (a single 1).")
                   .arg(navalLost).arg(footLost).arg(mountedLost).arg(horses),
           StormRef);
    qint64 drowned = 0;
    const int drownFaces = int(figure(c, u"general_drowned_faces"_s));
    for (int i = 0, at = 0; i < generalsLost.size(); ++i) {
        const int roll = c.roll(6, tr("general %1 survival").arg(i + 1));
        const bool dies = roll <= drownFaces;
        drowned += dies ? 1 : 0;
        while (at < fates.size() && !fates.at(at).toObject().value(u"general"_s).toBool())
            ++at;
        if (at < fates.size()) { // the general of that element: drowned, or moved to another element
            QJsonObject fate = fates.at(at).toObject();
            fate.insert(u"drowned"_s, dies);
            fates.replace(at++, fate);
        }
        c.step(dies ? tr("A general's element went down; he rolls %1 and drowns.").arg(roll)
                    : tr("A general's element went down; he rolls %1 and transfers to another element.").arg(roll),
               StormRef);
    }
    const qint64 uncrewed = c.integer(u"uncrewed"_s);
    if (uncrewed > 0)
        c.step(tr("%1 uncrewed naval element(s) are destroyed by the storm.").arg(uncrewed), StormRef);
    const qint64 navalLeft = naval.count - navalLost;
    const qint64 spaceHalves = survivorHalves(c, fates, foot.count, mounted.count);
    const qint64 capacityHalves = 2 * figure(c, u"naval_element_capacity"_s) * navalLeft;
    const qint64 excess = std::max<qint64>(0, spaceHalves - capacityHalves);
    c.step(tr("The survivors take %1 element space(s) (psiloi half, baggage and light horse one and a half, other "
              "mounted two, one less for lost horses; supply %2) on %3 ship(s) with room for %4.")
                   .arg(numberText(spaceHalves / 2.0),
                        c.text(u"supply_space"_s) == u"none"_s ? tr("none, as the transport rule lists no space for it")
                                                              : tr("one, as land elements left"))
                   .arg(navalLeft)
                   .arg(numberText(capacityHalves / 2.0)),
           u"DBA campaign, Transporting Troops on Naval Elements"_s);
    if (excess > 0)
        c.step(tr("The surviving ships lack %1 element space(s): the excess is forced ashore on a friendly coast, "
                  "otherwise lost at sea.")
                       .arg(numberText(excess / 2.0)),
               StormRef);
    c.set(u"naval_lost"_s, navalLost);
    c.set(u"uncrewed_lost"_s, uncrewed);
    c.set(u"foot_lost"_s, footLost);
    c.set(u"mounted_lost"_s, mountedLost);
    c.set(u"horses_lost"_s, horses);
    c.set(u"generals_element_lost"_s, qint64(generalsLost.size()));
    c.set(u"generals_drowned"_s, drowned);
    c.set(u"excess_space"_s, numberValue(excess / 2.0));
    // Which element of each group (counted from 0 in rolling order: generals' elements first) rolled the 1s.
    c.set(u"element_fates"_s, fates);
}

Procedure storm()
{
    Procedure p = makeProcedure(u"dba.storm"_s, tr("Storm at sea"), {StormRef},
                                tr("Rolls whether a fleet at sea is caught by a storm on each of its sea moves; if "
                                   "caught, a d6 per element (two for mounted), then a survival roll for each "
                                   "general whose element sank, and the space left for the survivors."));
    p.parameters = {ParameterSpec::choice(u"season"_s, tr("Season"), seasons()),
                    ParameterSpec::integer(u"sea_moves"_s, tr("Sea moves"), 1, 100, 1,
                                           tr("Sea moves the fleet spends exposed (including embarking).")),
                    ParameterSpec::integer(u"naval"_s, tr("Crewed naval elements"), 0, 10000, QJsonValue::Null),
                    ParameterSpec::integer(u"uncrewed"_s, tr("Uncrewed naval elements"), 0, 10000, 0),
                    ParameterSpec::integer(u"foot"_s, tr("Foot, supply and baggage elements"), 0, 10000, 0,
                                           tr("Every element rolling one die: psiloi, baggage and supply "
                                              "included.")),
                    ParameterSpec::integer(u"psiloi"_s, tr("Of the foot: psiloi"), 0, 10000, 0,
                                           tr("Half a space each; rolled after the other foot.")),
                    ParameterSpec::integer(u"baggage"_s, tr("Of the foot: baggage"), 0, 10000, 0,
                                           tr("One and a half spaces each; rolled last of the foot.")),
                    ParameterSpec::integer(u"supply"_s, tr("Of the foot: supply elements"), 0, 10000, 0,
                                           tr("Rolled after the psiloi.")),
                    ParameterSpec::choice(u"supply_space"_s, tr("Space of a supply element"),
                                          {u"element"_s, u"none"_s}, u"element"_s,
                                          tr("element (as written: the storm counts the land elements left, "
                                             "supply among them, one space each); none (the transport rule "
                                             "lists no space for supply).")),
                    ParameterSpec::integer(u"mounted"_s, tr("Mounted elements"), 0, 10000, 0),
                    ParameterSpec::integer(u"lh"_s, tr("Of the mounted: light horse"), 0, 10000, 0,
                                           tr("One and a half spaces each (half once horseless); rolled after "
                                              "the other mounted.")),
                    ParameterSpec::integer(u"generals_naval"_s, tr("Generals in naval elements"), 0, 100, 0),
                    ParameterSpec::integer(u"generals_foot"_s, tr("Generals in foot elements"), 0, 100, 0),
                    ParameterSpec::integer(u"generals_mounted"_s, tr("Generals in mounted elements"), 0, 100, 0)};
    p.diceText = tr("a d100 per sea move until the fleet is caught; then a d6 per naval element, a d6 per foot "
                    "element and two d6 per mounted element (generals' elements first in each group, then the "
                    "others: plain foot, psiloi, supply, baggage; other mounted, light horse); then a d6 for each "
                    "general whose element was lost");
    p.oddsFields = {u"caught"_s};
    p.body = [](ProcedureContext &c) {
        checkKinds(c);
        const QString season = c.text(u"season"_s);
        const qint64 pct = figure(c, u"storm_pct_"_s + season);
        const qint64 moves = c.integer(u"sea_moves"_s);
        qint64 caughtOn = 0;
        for (qint64 move = 1; move <= moves && caughtOn == 0; ++move) {
            const int roll = c.roll(100, tr("storm, sea move %1").arg(move));
            c.step(tr("Sea move %1: d100 %2 against %3%.").arg(move).arg(roll).arg(pct), StormRef);
            if (roll <= pct)
                caughtOn = move;
        }
        c.set(u"caught"_s, caughtOn > 0);
        c.set(u"caught_on_move"_s, caughtOn > 0 ? QJsonValue(caughtOn) : QJsonValue(QJsonValue::Null));
        if (caughtOn == 0) {
            c.step(tr("No storm."), StormRef);
            return;
        }
        c.step(tr("Caught by a storm on sea move %1.").arg(caughtOn), StormRef);
        stormDamage(c);
    };
    return p;
}

Procedure navalContact()
{
    Procedure p = makeProcedure(u"dba.naval-contact"_s, tr("Naval contact"), {NavalRef},
                                tr("Whether two fleets in the same sea area or coastal province meet: a chance per "
                                   "naval element involved. No battles happen in deep sea areas."));
    p.parameters = {ParameterSpec::integer(u"naval_elements"_s, tr("Naval elements involved"), 1, 10000,
                                           QJsonValue::Null, tr("Both fleets together.")),
                    ParameterSpec::boolean(u"deep_sea"_s, tr("In a deep sea area"), false)};
    p.diceText = tr("one d100 (none in a deep sea area)");
    p.oddsFields = {u"contact"_s};
    p.body = [](ProcedureContext &c) {
        if (c.boolean(u"deep_sea"_s)) {
            c.step(tr("Fleets do not fight in deep sea areas."), NavalRef);
            c.set(u"chance_pct"_s, 0);
            c.set(u"contact"_s, false);
            return;
        }
        const qint64 n = c.integer(u"naval_elements"_s);
        const qint64 chance = std::min<qint64>(100, n * figure(c, u"naval_contact_pct_per_element"_s));
        const int roll = c.roll(100, tr("contact"));
        const bool contact = roll <= chance;
        c.step(tr("%1 naval element(s): %2% chance; d100 %3: %4.")
                       .arg(n)
                       .arg(chance)
                       .arg(roll)
                       .arg(contact ? tr("the fleets meet and fight an abstract battle") : tr("no contact")),
               NavalRef);
        c.set(u"chance_pct"_s, chance);
        c.set(u"contact"_s, contact);
    };
    return p;
}

} // namespace

void DbaStorms::registerAll(ProcedureRegistry &registry)
{
    registry.add(finish(stormChance()));
    registry.add(finish(storm()));
    registry.add(finish(navalContact()));
}

} // namespace Reeve
