#include "sasstraits.h"

#include <QJsonArray>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "games/sas/sasbank.h"
#include "games/sas/sasboard.h"
#include "games/sas/sascommon.h"
#include "games/sas/sassteps.h"
#include "log/actionwriter.h"

namespace Reeve::Sas {

using namespace Qt::StringLiterals;

namespace {

const QString kShores = u"shores"_s;

QString rule()
{
    return SasSteps::ruleText("phase 5 (straits)");
}

QString teamOf(Campaign &campaign, const QString &sideName)
{
    if (sideName.isEmpty())
        return {};
    return CampaignReader(campaign.database()).sideByName(sideName).attributes.value(u"alliance"_s).toString();
}

bool friendly(Campaign &campaign, const Side &side, const QString &other)
{
    if (other == side.name)
        return true;
    const QString team = side.attributes.value(u"alliance"_s).toString();
    return !team.isEmpty() && teamOf(campaign, other) == team;
}

int unitsOf(const Unit &force)
{
    int n = 0;
    for (int c : SasBoard::counts(force))
        n += c;
    return n;
}

} // namespace

bool SasStraits::isStrait(const Location &place)
{
    return place.kind == QLatin1StringView(kSeaZone) && !shores(place).isEmpty();
}

QStringList SasStraits::shores(const Location &strait)
{
    QStringList list;
    for (const QJsonValue &v : strait.attributes.value(kShores).toArray())
        list << v.toString();
    return list;
}

QString SasStraits::controller(const Location &strait)
{
    return strait.attributes.value(u"control"_s).toString();
}

Location SasStraits::between(Campaign &campaign, const Location &a, const Location &b)
{
    for (const Location &l : CampaignReader(campaign.database()).locations()) {
        const QStringList s = shores(l);
        if (isStrait(l) && s.contains(a.id) && s.contains(b.id) && a.id != b.id)
            return l;
    }
    return {};
}

QList<StepRefusal> SasStraits::check(Campaign &campaign, const QString &name, const QStringList &list)
{
    CampaignReader reader(campaign.database());
    const Location at = reader.location(name);
    if (at.kind != QLatin1StringView(kSeaZone))
        return {{tr("%1 is not a sea zone: register the strait as a sea zone first, then mark it.").arg(at.id),
                 rule()}};
    QStringList named;
    for (const QString &s : list)
        if (!named.contains(s.trimmed()))
            named << s.trimmed();
    if (named.size() != 2)
        return {{tr("A strait joins two land territories, one on each shore: name two (got %1).")
                         .arg(named.size()),
                 rule()}};
    for (const QString &s : named)
        if (!reader.hasLocation(s) || reader.location(s).kind != QLatin1StringView(kTerritory))
            return {{tr("%1 is not a registered territory: register it first.").arg(s), rule()}};
    return {};
}

qint64 SasStraits::set(Campaign &campaign, const QString &name, const QStringList &list,
                       const QString &control)
{
    const Location at = CampaignReader(campaign.database()).location(name);
    QStringList named;
    for (const QString &s : list)
        if (!named.contains(s.trimmed()))
            named << s.trimmed();
    QJsonObject a = at.attributes;
    a.insert(kShores, QJsonArray::fromStringList(named));
    if (control.isEmpty())
        a.remove(u"control"_s);
    else
        a.insert(u"control"_s, control);
    ActionWriter writer(campaign.log());
    writer.update(u"locations"_s, {{u"id"_s, at.id}}, {{u"attributes"_s, SasBoard::jsonText(a)}});
    const QString text
            = control.isEmpty()
                      ? tr("%1 is a strait between %2 and %3, controlled by no faction (Swords & Sails, "
                           "phase 5)")
                                .arg(at.id, named.at(0), named.at(1))
                      : tr("%1 is a strait between %2 and %3, controlled by %4 (Swords & Sails, phase 5)")
                                .arg(at.id, named.at(0), named.at(1), control);
    return SasBoard::commit(writer, u"sas.strait"_s, text);
}

SasStraits::Load SasStraits::load(Campaign &campaign, const Side &side, const Unit &crossing,
                                  const Location &strait, const QString &raider, int turn)
{
    SasBoard board(campaign);
    Load l;
    QMap<QString, int> ships;
    QStringList cargo;
    for (const Unit &f : board.forces(side.id, QString::fromLatin1(kFleet))) {
        if (f.locationId != strait.id)
            continue;
        l.fleets << SasBoard::shownName(f); // for the texts: in the reader's language
        for (auto [label, count] : SasBoard::counts(f).asKeyValueRange())
            ships[label] += count;
        cargo += f.attributes.value(u"cargo"_s).toString().split(u", "_s, Qt::SkipEmptyParts);
    }
    for (const Unit &army : board.forces(side.id, QString::fromLatin1(kArmy))) {
        const bool crossed = army.attributes.value(u"strait"_s).toString() == strait.id
                             && army.attributes.value(u"crossed"_s).toInt() == turn;
        if (army.id != crossing.id && (crossed || cargo.contains(army.name))) // not counted twice
            l.used += unitsOf(army);
    }
    QJsonObject inputs{{u"army_units"_s, 0}, {u"raider_carry"_s, raider.isEmpty() ? u"table"_s : raider}};
    for (auto [label, count] : ships.asKeyValueRange())
        inputs.insert(label.toLower(), count);
    l.capacity = SasBank::run(campaign, u"sas.carry-check"_s, inputs).outcome.value(u"capacity"_s).toInt();
    return l;
}

bool SasStraits::controls(Campaign &campaign, const Side &side, const Location &strait, const QString &reading)
{
    if (reading != u"fleets"_s)
        return controller(strait) == side.name;
    SasBoard board(campaign);
    bool own = false;
    for (const Side &other : board.factions())
        for (const Unit &f : board.forces(other.id, QString::fromLatin1(kFleet))) {
            if (f.locationId != strait.id)
                continue;
            if (!friendly(campaign, side, other.name))
                return false;
            own = own || other.id == side.id;
        }
    return own;
}

QString SasStraits::controllerByFleets(Campaign &campaign, const Location &strait)
{
    SasBoard board(campaign);
    for (const Side &s : board.factions())
        if (isStrait(strait) && controls(campaign, s, strait, u"fleets"_s))
            return s.name;
    return {};
}

QList<StepRefusal> SasStraits::crossingRefusal(Campaign &campaign, const Side &side, const Unit &army,
                                               const Location &strait, const QString &raider, int turn,
                                               const QString &reading)
{
    // By the fleets reading, control is the faction's own fleets there with no rival fleet: the checks
    // below (a foreign fleet in it, the load limit of its fleets there) say what is missing.
    const QString holder = controller(strait);
    if (reading != u"fleets"_s && holder != side.name)
        return {{(holder.isEmpty()
                          ? tr("No faction controls %1: %2 crosses a strait without a fleet only where "
                               "%3 controls it. Carry it aboard a fleet (record the fleet's cargo), or "
                               "record %3's control of the strait first.")
                                    .arg(strait.id, SasBoard::shownName(army), side.name)
                          : tr("%1 controls %2: %3 crosses a strait without a fleet only where %4 "
                               "controls it. Carry it aboard a fleet (record the fleet's cargo), or "
                               "record %4's control of the strait first.")
                                    .arg(holder, strait.id, SasBoard::shownName(army), side.name)),
                 rule()}};
    SasBoard board(campaign);
    for (const Side &other : board.factions()) {
        if (friendly(campaign, side, other.name))
            continue;
        for (const Unit &f : board.forces(other.id, QString::fromLatin1(kFleet)))
            if (f.locationId == strait.id)
                return {{tr("%1's %2 stands in %3: a strait is not passed without a battle. Fight it first "
                            "(phase 6), then cross.")
                                 .arg(other.name, SasBoard::shownName(f), strait.id),
                         rule()}};
    }
    const Load l = load(campaign, side, army, strait, raider, turn);
    const int units = unitsOf(army);
    if (l.used + units > l.capacity)
        return {{l.fleets.isEmpty()
                         ? tr("No fleet of %1 stands in %2: an army crosses a strait only up to the load "
                              "limit "
                              "of the fleets there. Move a fleet of %1 into %2 first.")
                                   .arg(side.name, strait.id)
                         : tr("%1 has %2 army units, and %3 of the capacity of %4 in %5 (%6, raider reading "
                              "%7) is already carried or crossed this season, leaving room for %8. Cross "
                              "with a "
                              "smaller army, or bring more ships into %5.")
                                   .arg(SasBoard::shownName(army))
                                   .arg(units)
                                   .arg(l.used)
                                   .arg(l.fleets.join(tr(" and ")), strait.id)
                                   .arg(l.capacity)
                                   .arg(raider.isEmpty() ? u"table"_s : raider)
                                   .arg(qMax(0, l.capacity - l.used)),
                 rule()}};
    return {};
}

QString SasStraits::crossingText(Campaign &campaign, const Side &side, const Unit &army,
                                 const Location &strait, const QString &raider, int turn)
{
    const Load l = load(campaign, side, army, strait, raider, turn);
    return tr("%1 army units cross %2; with %3 already carried or crossed there this season, %4 of the %5 "
              "that "
              "%6 carry (phase 4, phase 5)")
            .arg(unitsOf(army))
            .arg(strait.id)
            .arg(l.used)
            .arg(l.used + unitsOf(army))
            .arg(l.capacity)
            .arg(l.fleets.join(tr(" and ")));
}

QString SasStraits::hostileController(Campaign &campaign, const Side &side, const Location &strait,
                                      const QString &reading)
{
    if (reading == u"fleets"_s) {
        if (!isStrait(strait))
            return {};
        SasBoard board(campaign);
        for (const Side &other : board.factions())
            for (const Unit &f : board.forces(other.id, QString::fromLatin1(kFleet)))
                if (f.locationId == strait.id && !friendly(campaign, side, other.name))
                    return other.name;
        return {};
    }
    const QString holder = controller(strait);
    if (!isStrait(strait) || holder.isEmpty() || friendly(campaign, side, holder))
        return {};
    return holder;
}

} // namespace Reeve::Sas
