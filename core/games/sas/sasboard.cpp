#include "sasboard.h"

#include <algorithm>

#include <QHash>
#include <QSet>

#include <QJsonDocument>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "games/sas/sasbank.h"
#include "games/sas/sascommon.h"
#include "log/actionlog.h"
#include "log/actionwriter.h"
#include "util/failure.h"

namespace Reeve::Sas {

using namespace Qt::StringLiterals;

namespace {

const QMap<QString, QString> &sideNames()
{
    static const QMap<QString, QString> names{{u"byzantium"_s, u"Byzantium"_s},
                                              {u"fatimid"_s, u"Fatimid Caliphate"_s},
                                              {u"hre"_s, u"Holy Roman Empire"_s},
                                              {u"england"_s, u"England"_s},
                                              {u"france"_s, u"France"_s},
                                              {u"kievan"_s, u"Kievan Rus'"_s},
                                              {u"nse"_s, u"North Sea Empire"_s}};
    return names;
}

// A force's name in the reader's language ("Armee II"), for the texts that name it.
QString forceName(const QString &type, int number)
{
    return (type == QLatin1StringView(kFleet) ? tr("Fleet %1") : tr("Army %1")).arg(roman(number));
}

void checkType(const QString &type)
{
    if (type != QLatin1StringView(kArmy) && type != QLatin1StringView(kFleet))
        throw Failure::badInput(tr("A force is an army or a fleet (got \"%1\").").arg(type));
}

} // namespace

QString SasBoard::storedName(const QString &type, int number)
{
    // The English source of forceName's messages, whatever the language of the step (issue 25).
    return (type == QLatin1StringView(kFleet) ? u"Fleet "_s : u"Army "_s) + roman(number);
}

QString SasBoard::shownName(const Unit &force)
{
    const int number = force.attributes.value(u"number"_s).toInt();
    // A name stored otherwise (set up in German before names were stored in English: "Armee II",
    // or renamed) stays as stored; the log reads "Armee II" back as its message (DataWords).
    return force.name == storedName(force.type, number) ? forceName(force.type, number) : force.name;
}

QString factionOf(const Side &side)
{
    const QString given = side.attributes.value(u"faction"_s).toString();
    if (factions().contains(given))
        return given;
    for (auto it = sideNames().cbegin(); it != sideNames().cend(); ++it)
        if (side.name.compare(it.value(), Qt::CaseInsensitive) == 0
            || side.name.compare(it.key(), Qt::CaseInsensitive) == 0)
            return it.key();
    return {};
}

QString sideNameOf(const QString &faction)
{
    return sideNames().value(faction, faction);
}

QString roman(int number)
{
    static const QStringList numerals{u"I"_s, u"II"_s, u"III"_s, u"IV"_s, u"V"_s};
    return number >= 1 && number <= 5 ? numerals.at(number - 1) : QString::number(number);
}

QString seasonOf(int turn)
{
    static const QStringList seasons{u"spring"_s, u"summer"_s, u"autumn"_s, u"winter"_s};
    return seasons.at(((qMax(turn, 1) - 1) % 4));
}

SasBoard::SasBoard(Campaign &campaign)
    : m_campaign(campaign)
{ }

QString SasBoard::jsonText(const QJsonObject &object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

qint64 SasBoard::commit(ActionWriter &writer, const QString &kind, const QString &publicText,
                        const QString &privateText, qint64 side, const QJsonObject &data,
                        const QJsonValue &publicRecipe)
{
    ActionDraft draft;
    draft.kind = kind;
    draft.publicText = publicText;
    draft.publicRecipe = publicRecipe;
    draft.data = data;
    if (!privateText.isEmpty()) {
        draft.privateText = privateText;
        draft.audience = side ? Audience::Side : Audience::Referee;
        draft.audienceSide = side;
    }
    return writer.commit(draft);
}

qint64 SasBoard::addTerritory(const QString &id, const QString &control, int tradeCities, int ports,
                              int majorCities, const QString &capitalOf, bool closed, bool majorPort)
{
    CampaignReader reader(m_campaign.database());
    if (id.trimmed().isEmpty())
        throw Failure::badInput(tr("A territory needs a name."));
    if (reader.hasLocation(id.trimmed()))
        throw Failure::badInput(tr("%1 is already registered.").arg(id.trimmed()));
    if (tradeCities < 0 || ports < 0 || majorCities < 0)
        throw Failure::badInput(tr("City counts cannot be negative."));
    if (!capitalOf.isEmpty() && majorCities < 1)
        throw Failure::badInput(tr("A capital counts as a major city: give the territory at least one."));
    if (majorPort && majorCities < 1)
        throw Failure::badInput(
                tr("Only a major city (or capital) is marked as a major port: give the territory "
                   "one, or count the port among its port cities."));
    if (closed && !control.isEmpty()) // setup: the land of an absent faction is never held
        throw Failure::badInput(
                tr("%1 is closed, the land of a faction nobody plays: no faction in play holds it, so "
                   "leave out its holder (Swords & Sails, setup).")
                        .arg(id.trimmed()));
    QJsonObject attributes;
    if (!control.isEmpty())
        attributes.insert(u"control"_s, reader.sideByName(control).name);
    if (!capitalOf.isEmpty())
        attributes.insert(u"capital"_s, reader.sideByName(capitalOf).name);
    if (closed)
        attributes.insert(u"closed"_s, true);
    const QString key = id.trimmed();
    ActionWriter writer(m_campaign.log());
    writer.insert(u"locations"_s, {{u"id"_s, key},
                                   {u"name"_s, key},
                                   {u"kind"_s, QString::fromLatin1(kTerritory)},
                                   {u"attributes"_s, jsonText(attributes)}});
    auto city = [&](const char *kind, bool port, bool capital) {
        QJsonObject a{{u"built"_s, false}};
        if (port)
            a.insert(u"port"_s, true);
        if (capital)
            a.insert(u"capital"_s, attributes.value(u"capital"_s).toString());
        writer.insert(u"placed_markers"_s, {{u"id"_s, writer.nextId(u"placed_markers"_s)},
                                            {u"location_id"_s, key},
                                            {u"kind"_s, QString::fromLatin1(kind)},
                                            {u"side_id"_s, QJsonValue()},
                                            {u"attributes"_s, jsonText(a)}});
    };
    for (int i = 0; i < tradeCities; ++i)
        city(kMinorCity, false, false);
    for (int i = 0; i < ports; ++i)
        city(kMinorCity, true, false);
    // A major port builds ships, with no income or VP beyond its major city's.
    for (int i = 0; i < majorCities; ++i)
        city(kMajorCity, i == 0 && majorPort, i == 0 && !capitalOf.isEmpty());
    QString text = tr("Territory %1 registered (%2; cities: %3 trade, %4 port, %5 major)")
                           .arg(key,
                                control.isEmpty() ? tr("neutral") : attributes.value(u"control"_s).toString())
                           .arg(tradeCities)
                           .arg(ports)
                           .arg(majorCities);
    if (majorPort)
        text += tr(", its major city a port");
    if (closed)
        text += tr(", closed");
    return commit(writer, u"sas.territory"_s, text);
}

qint64 SasBoard::correctCities(const QString &territory, std::optional<int> trade, std::optional<int> ports,
                               std::optional<int> major, std::optional<bool> majorPort)
{
    const Location place = CampaignReader(m_campaign.database()).location(territory);
    if (place.kind != QLatin1StringView(kTerritory))
        throw Failure::badInput(tr("%1 is not a land territory: cities stand on land.").arg(territory));
    int had[3] = {0, 0, 0}; // printed trade, port and major cities
    bool hadMajorPort = false;
    QList<PlacedMarker> printed;
    for (const PlacedMarker &m : cities(territory)) {
        if (m.attributes.value(u"built"_s).toBool())
            continue; // a city a player built stays: it was paid for (phase 8)
        printed << m;
        const bool port = m.attributes.value(u"port"_s).toBool();
        ++had[m.kind == QLatin1StringView(kMajorCity) ? 2 : port ? 1 : 0];
        hadMajorPort = hadMajorPort || (port && m.kind == QLatin1StringView(kMajorCity));
    }
    const int want[3] = {trade.value_or(had[0]), ports.value_or(had[1]), major.value_or(had[2])};
    const bool wantMajorPort = majorPort.value_or(hadMajorPort) && want[2] > 0;
    if (want[0] < 0 || want[1] < 0 || want[2] < 0)
        throw Failure::badInput(tr("City counts cannot be negative."));
    const QString capital = place.attributes.value(u"capital"_s).toString();
    if (!capital.isEmpty() && want[2] < 1)
        throw Failure::badInput(
                tr("%1 is the capital of %2, which counts as a major city: keep at least one.")
                        .arg(territory, capital));
    if (majorPort.value_or(false) && want[2] < 1)
        throw Failure::badInput(
                tr("Only a major city (or capital) is marked as a major port: give the territory one."));
    if (want[0] == had[0] && want[1] == had[1] && want[2] == had[2] && wantMajorPort == hadMajorPort)
        throw Failure::badInput(
                tr("%1 already has %2 trade, %3 port and %4 major printed cities: nothing to correct.")
                        .arg(territory)
                        .arg(had[0])
                        .arg(had[1])
                        .arg(had[2]));
    ActionWriter writer(m_campaign.log());
    for (const PlacedMarker &m : printed)
        writer.remove(u"placed_markers"_s, {{u"id"_s, m.id}});
    const auto city = [&](const char *kind, bool port, bool isCapital) {
        QJsonObject a{{u"built"_s, false}};
        if (port)
            a.insert(u"port"_s, true);
        if (isCapital)
            a.insert(u"capital"_s, capital);
        writer.insert(u"placed_markers"_s, {{u"id"_s, writer.nextId(u"placed_markers"_s)},
                                            {u"location_id"_s, territory},
                                            {u"kind"_s, QString::fromLatin1(kind)},
                                            {u"side_id"_s, QJsonValue()},
                                            {u"attributes"_s, jsonText(a)}});
    };
    for (int i = 0; i < want[0]; ++i)
        city(kMinorCity, false, false);
    for (int i = 0; i < want[1]; ++i)
        city(kMinorCity, true, false);
    for (int i = 0; i < want[2]; ++i)
        city(kMajorCity, i == 0 && wantMajorPort, i == 0 && !capital.isEmpty());
    return commit(
            writer, u"sas.cities"_s,
            tr("Printed cities of %1 corrected to %2 trade, %3 port and %4 major (were %5, %6 and %7)%8")
                    .arg(territory)
                    .arg(want[0])
                    .arg(want[1])
                    .arg(want[2])
                    .arg(had[0])
                    .arg(had[1])
                    .arg(had[2])
                    .arg(wantMajorPort ? tr(", its major city a port") : QString()),
            {}, 0, {{u"territory"_s, territory}});
}

qint64 SasBoard::addSeaZone(const QString &id)
{
    if (id.trimmed().isEmpty() || CampaignReader(m_campaign.database()).hasLocation(id.trimmed()))
        throw Failure::badInput(tr("A sea zone needs a new name (got \"%1\").").arg(id));
    ActionWriter writer(m_campaign.log());
    writer.insert(u"locations"_s, {{u"id"_s, id.trimmed()},
                                   {u"name"_s, id.trimmed()},
                                   {u"kind"_s, QString::fromLatin1(kSeaZone)},
                                   {u"attributes"_s, u"{}"_s}});
    return commit(writer, u"sas.sea-zone"_s, tr("Sea zone %1 registered").arg(id.trimmed()));
}

qint64 SasBoard::setControl(const QString &territory, const QString &sideName, const QString &why)
{
    CampaignReader reader(m_campaign.database());
    Location place = reader.location(territory);
    if (place.kind != QLatin1StringView(kTerritory))
        throw Failure::badInput(tr("%1 is not a land territory.").arg(territory));
    if (place.attributes.value(u"closed"_s).toBool())
        throw Failure::badInput(
                tr("%1 belongs to a faction nobody plays: it cannot be entered (Swords & Sails, setup).")
                        .arg(territory));
    const QString name = sideName.isEmpty() ? QString() : reader.sideByName(sideName).name;
    if (name.isEmpty())
        place.attributes.remove(u"control"_s);
    else
        place.attributes.insert(u"control"_s, name);
    ActionWriter writer(m_campaign.log());
    writer.update(u"locations"_s, {{u"id"_s, place.id}}, {{u"attributes"_s, jsonText(place.attributes)}});
    QString text = name.isEmpty() ? tr("%1 is now neutral").arg(place.id)
                                  : tr("%1 now held by %2").arg(place.id, name);
    if (!why.isEmpty())
        text += u" ("_s + why + u")"_s;
    return commit(writer, u"sas.control"_s, text);
}

qint64 SasBoard::placeForce(qint64 sideId, const QString &type, int number, const QString &location,
                            const QMap<QString, int> &counts, qint64 *unitId)
{
    checkType(type);
    CampaignReader reader(m_campaign.database());
    const Side owner = reader.side(sideId);
    if (type == QLatin1StringView(kArmy) && reader.location(location).kind == QLatin1StringView(kSeaZone))
        throw Failure::badInput(
                tr("%1 is a sea zone: an army stands in a territory and goes to sea only aboard a "
                   "fleet (place it ashore, then load it with cargo; Swords & Sails, phase 4).")
                        .arg(location));
    if (number < 1 || number > 5)
        throw Failure::badInput(tr("Forces are numbered I to V (got %1).").arg(number));
    for (const Unit &u : forces(sideId, type))
        if (u.attributes.value(u"number"_s).toInt() == number)
            throw Failure::badInput(tr("%1 already has %2.").arg(owner.name, forceName(type, number)));
    const QStringList labels = type == QLatin1StringView(kArmy) ? armyUnits() : fleetUnits();
    QJsonObject attributes{{u"number"_s, number}};
    QStringList parts;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it) {
        if (!labels.contains(it.key()) || it.value() < 0)
            throw Failure::badInput(tr("%1 cannot hold %2 %3 (units: %4).")
                                            .arg(forceName(type, number))
                                            .arg(it.value())
                                            .arg(it.key(), labels.join(u", "_s)));
        if (it.value() > 0)
            attributes.insert(it.key(), it.value());
    }
    ActionWriter writer(m_campaign.log());
    const qint64 id = writer.nextId(u"units"_s);
    writer.insert(u"units"_s, {{u"id"_s, id},
                               {u"side_id"_s, sideId},
                               {u"location_id"_s, location},
                               {u"type"_s, type},
                               {u"name"_s, storedName(type, number)},
                               {u"attributes"_s, jsonText(attributes)},
                               {u"status"_s, u"active"_s}});
    if (unitId)
        *unitId = id;
    Unit made{id, sideId, location, type, storedName(type, number), attributes, u"active"_s};
    const QString name = shownName(made); // looked up before the line (moveForce)
    return commit(writer, u"sas.force"_s, tr("%1: %2 placed at %3").arg(owner.name, name, location),
                  card(made), sideId, {{u"unit"_s, id}, {u"counts"_s, attributes}});
}

qint64 SasBoard::moveForce(qint64 unitId, const QString &location)
{
    const Unit force = forceById(unitId);
    CampaignReader reader(m_campaign.database());
    const Location to = reader.location(location);
    ActionWriter writer(m_campaign.log());
    writer.update(u"units"_s, {{u"id"_s, force.id}}, {{u"location_id"_s, to.id}});
    // The name is looked up before the line, so the log reads the line back as the line's message
    // ("Armee I von England zieht …" reads alike as "Armee %1" around the rest: the later lookup wins).
    const QString name = shownName(force);
    return commit(writer, u"unit.move"_s,
                  tr("%1's %2 moves to %3 (Swords & Sails, phase 5)")
                          .arg(reader.side(force.sideId).name, name, to.id));
}

Side SasBoard::side(const QString &name)
{
    return CampaignReader(m_campaign.database()).sideByName(name);
}

QList<Side> SasBoard::factions()
{
    QList<Side> list;
    for (const Side &s : CampaignReader(m_campaign.database()).sides())
        if (!factionOf(s).isEmpty())
            list << s;
    return list;
}

QList<Location> SasBoard::territories()
{
    QList<Location> list;
    for (const Location &l : CampaignReader(m_campaign.database()).locations())
        if (l.kind == QLatin1StringView(kTerritory))
            list << l;
    return list;
}

QList<PlacedMarker> SasBoard::cities(const QString &territory)
{
    QList<PlacedMarker> list;
    for (const PlacedMarker &m : CampaignReader(m_campaign.database()).markers())
        if (m.locationId == territory
            && (m.kind == QLatin1StringView(kMinorCity) || m.kind == QLatin1StringView(kMajorCity)))
            list << m;
    return list;
}

QList<Unit> SasBoard::forces(qint64 sideId, const QString &type)
{
    QList<Unit> list;
    for (const Unit &u : CampaignReader(m_campaign.database()).units())
        if (u.sideId == sideId && !u.isEliminated()
            && (type.isEmpty() ? (u.type == QLatin1StringView(kArmy) || u.type == QLatin1StringView(kFleet))
                               : u.type == type))
            list << u;
    return list;
}

Unit SasBoard::force(qint64 sideId, const QString &type, int number)
{
    checkType(type);
    for (const Unit &u : forces(sideId, type))
        if (u.attributes.value(u"number"_s).toInt() == number)
            return u;
    throw Failure::badInput(
            tr("%1 has no %2.")
                    .arg(CampaignReader(m_campaign.database()).side(sideId).name, forceName(type, number)));
}

Unit SasBoard::forceById(qint64 unitId)
{
    const Unit u = CampaignReader(m_campaign.database()).unit(unitId);
    if ((u.type != QLatin1StringView(kArmy) && u.type != QLatin1StringView(kFleet)) || u.isEliminated())
        throw Failure::badInput(tr("Unit %1 is not an army or fleet in play.").arg(unitId));
    return u;
}

QMap<QString, int> SasBoard::counts(const Unit &force)
{
    QMap<QString, int> map;
    for (const QString &label : allUnits()) {
        const int n = force.attributes.value(label).toInt();
        if (n > 0)
            map.insert(label, n);
    }
    return map;
}

QString SasBoard::card(const Unit &force)
{
    const QString owner = CampaignReader(m_campaign.database()).side(force.sideId).name;
    const QMap<QString, int> map = counts(force);
    QString text = tr("%1 of %2 at %3: %4")
                           .arg(shownName(force), owner, force.locationId, countsText(map, allUnits()));
    const QString cargo = shownCargo(force);
    if (!cargo.isEmpty())
        text += tr(", carrying %1").arg(cargo);
    return text;
}

void SasBoard::writeCounts(ActionWriter &writer, const Unit &force, const QMap<QString, int> &counts)
{
    QJsonObject attributes = force.attributes;
    for (const QString &label : allUnits())
        attributes.remove(label);
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        if (it.value() > 0)
            attributes.insert(it.key(), it.value());
    writer.update(u"units"_s, {{u"id"_s, force.id}}, {{u"attributes"_s, jsonText(attributes)}});
}

QString SasBoard::siegeKind(const Location &place)
{
    const QString capital = place.attributes.value(u"capital"_s).toString();
    if (!capital.isEmpty())
        return capital == sideNameOf(u"byzantium"_s) ? u"byzantine-capital"_s : u"capital"_s;
    const QString holder = place.attributes.value(u"control"_s).toString();
    for (const QString &f : {u"kievan"_s, u"england"_s, u"nse"_s}) {
        if (holder == sideNameOf(f))
            return f;
    }
    return u"plain"_s;
}

std::pair<int, int> SasBoard::cityCounts(const QString &territory)
{
    int minor = 0;
    int major = 0;
    for (const PlacedMarker &m : cities(territory))
        ++(m.kind == QLatin1StringView(kMajorCity) ? major : minor);
    return {minor, major};
}

Holdings SasBoard::holdings(const Side &side)
{
    Holdings h;
    const QList<PlacedMarker> markers = CampaignReader(m_campaign.database()).markers();
    for (const Location &t : territories()) {
        if (t.attributes.value(u"control"_s).toString() != side.name)
            continue;
        ++h.territories;
        const QString capital = t.attributes.value(u"capital"_s).toString();
        if (!capital.isEmpty() && capital != side.name) {
            ++h.enemyCapitals;
            h.capitalsOf << capital;
        }
        for (const PlacedMarker &m : markers) {
            if (m.locationId != t.id)
                continue;
            if (m.kind == QLatin1StringView(kMinorCity))
                ++h.minorCities;
            else if (m.kind == QLatin1StringView(kMajorCity))
                ++h.majorCities;
            if (m.attributes.value(u"port"_s).toBool())
                ++h.ports;
        }
    }
    for (const Unit &u : forces(side.id)) {
        (u.type == QLatin1StringView(kArmy) ? h.armies : h.fleets) += 1;
        const QMap<QString, int> c = counts(u);
        for (auto it = c.cbegin(); it != c.cend(); ++it)
            h.units[it.key()] += it.value();
    }
    return h;
}

} // namespace Reeve::Sas
