#include "britainmovement.h"

#include <QCoreApplication>
#include <QJsonArray>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "campaign/campaigntables.h"
#include "tables/ruletable.h"
#include "tables/tablelibrary.h"
#include "util/failure.h"

namespace Reeve::Britain {

using namespace Qt::StringLiterals;

namespace {

const QString kStrategic = u"Dark Age Britain, STRATEGIC MOVEMENT"_s;
const QString kHouse = u"britain.house-settings"_s;

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::BritainSteps", text);
}

/// The homeland the fragment names for a people, for a map whose homelands do not list their peoples.
QString homelandNamed(const QString &people)
{
    if (people == u"Scots-Irish"_s)
        return u"Ireland"_s;
    if (people == u"Picts"_s)
        return u"Scotland"_s;
    return u"Germany"_s;
}

QStringList texts(const QJsonValue &value)
{
    QStringList out;
    for (const QJsonValue &v : value.toArray())
        out << v.toString();
    return out;
}

} // namespace

BritainMovement::BritainMovement(Campaign &campaign)
    : m_campaign(campaign)
{ }

bool BritainMovement::isBarbarian(const QString &people)
{
    return people != u"Britons"_s;
}

QString BritainMovement::peopleOf(const Unit &band)
{
    // A chieftain who went over to the other side keeps his people on his record (Britain, STRATEGIC
    // MOVEMENT, a tie rolled 3-4): his band's side is the one it fights for now.
    const QString people = band.attributes.value(u"people"_s).toString();
    return people.isEmpty() ? sideOf(band) : people;
}

QString BritainMovement::sideOf(const Unit &band)
{
    return CampaignReader(m_campaign.database()).side(band.sideId).name;
}

bool BritainMovement::changedSides(const Unit &band)
{
    return !band.attributes.value(u"people"_s).toString().isEmpty();
}

std::optional<Location> BritainMovement::homelandOf(const QString &people)
{
    if (!isBarbarian(people))
        return std::nullopt;
    const QList<Location> all = CampaignReader(m_campaign.database()).locations();
    for (const Location &l : all) {
        if (l.kind == u"homeland"_s && texts(l.attributes.value(u"peoples"_s)).contains(people))
            return l;
    }
    for (const Location &l : all) { // a map entered before homelands listed their peoples
        if (l.kind == u"homeland"_s && l.id == homelandNamed(people) && !l.attributes.contains(u"peoples"_s))
            return l;
    }
    return std::nullopt;
}

QStringList BritainMovement::landings(const Location &homeland, const QString &people)
{
    Q_UNUSED(people)
    if (homeland.attributes.contains(u"lands_in"_s))
        return texts(homeland.attributes.value(u"lands_in"_s));
    QStringList out; // the older 440 map marked the landings from Germany on the districts
    if (homeland.id == u"Germany"_s) {
        for (const Location &l : CampaignReader(m_campaign.database()).locations()) {
            if (l.attributes.value(u"landing_from_germany"_s).toBool())
                out << l.id;
        }
    }
    return out;
}

QString BritainMovement::homeOf(const Unit &band)
{
    const QString people = peopleOf(band);
    if (!isBarbarian(people))
        return band.attributes.value(u"district"_s).toString();
    const std::optional<Location> homeland = homelandOf(people);
    // A chieftain who went over to the Britons has no British district, and a district his old people
    // hold is enemy ground to him now: he goes home as an unsettled band of his people does, to their
    // homeland (Britain, STRATEGIC MOVEMENT: barbarians who have not settled return home).
    if (changedSides(band))
        return homeland ? homeland->id : QString();
    CampaignReader reader(m_campaign.database());
    // A band standing in a district its people hold has settled there: that is its home now.
    if (!band.locationId.isEmpty() && reader.hasLocation(band.locationId)
        && reader.location(band.locationId).kind == u"district"_s
        && reader.location(band.locationId).attributes.value(u"held_by"_s).toString() == people)
        return band.locationId;
    const QString settled = band.attributes.value(u"home"_s).toString();
    if (!settled.isEmpty() && reader.hasLocation(settled)
        && reader.location(settled).attributes.value(u"held_by"_s).toString() == people)
        return settled;
    return homeland ? homeland->id : QString();
}

int BritainMovement::allowance(const Unit &band)
{
    if (band.attributes.contains(u"movement"_s))
        return band.attributes.value(u"movement"_s).toInt();
    const TableLibrary tables = CampaignTables::forCampaign(m_campaign);
    const RuleTable &table = tables.table(kHouse);
    const int col = table.columnIndex(u"movement-points"_s);
    if (col < 0 || table.cell(0, col).isMissing())
        throw Failure::missingFigure(
                kHouse, col < 0 ? u"movement-points"_s : table.cellName(0, col),
                tr("The fragment does not say how much movement a band has in a year (Dark Age Britain, "
                   "STRATEGIC MOVEMENT: it moves by card draw, which the fragment lacks). Enter it once: "
                   "table "
                   "britain.house-settings, row 1, column movement-points, in the Tables panel or with "
                   "`reeve-cli table britain.house-settings --import FILE.csv --campaign FILE` (a CSV "
                   "\"row,movement-points\" then \"1,N\"); or give a band its own with the band step's "
                   "movement=N."));
    bool ok = false;
    const int points = table.cell(0, col).value.toVariant().toInt(&ok);
    if (!ok || points < 1)
        throw Failure::badInput(
                tr("The house setting movement-points reads \"%1\"; enter a whole number of 1 or "
                   "more in table britain.house-settings.")
                        .arg(table.cell(0, col).value.toVariant().toString()));
    return points;
}

bool BritainMovement::spentGoHome()
{
    const TableLibrary tables = CampaignTables::forCampaign(m_campaign);
    const RuleTable &table = tables.table(kHouse);
    const int col = table.columnIndex(u"spent-bands"_s);
    if (col < 0 || table.cell(0, col).isMissing())
        return true;
    const QString reading = table.cell(0, col).value.toVariant().toString();
    if (reading != u"home"_s && reading != u"stay"_s)
        throw Failure::badInput(tr("The house setting spent-bands reads \"%1\"; enter home or stay in table "
                                   "britain.house-settings.")
                                        .arg(reading));
    return reading == u"home"_s;
}

int BritainMovement::spent(const Unit &band)
{
    return band.attributes.value(u"moved"_s).toInt();
}

int BritainMovement::cost(const QString &action)
{
    const TableLibrary tables = CampaignTables::forCampaign(m_campaign);
    const RuleTable &table = tables.table(u"britain.strategic-costs"_s);
    const int col = table.columnIndex(action);
    if (col < 0)
        throw Failure::internal(u"britain.strategic-costs has no column %1"_s.arg(action));
    const TableCell &cell = table.require(0, col);
    return cell.value.toVariant().toInt();
}

QList<StepRefusal> BritainMovement::placement(const QString &people, const QString &name,
                                              const std::optional<Unit> &band, const QString &at)
{
    if (at.isEmpty() || (band && band->locationId == at))
        return {};
    CampaignReader reader(m_campaign.database());
    const Location where = reader.location(at);
    if (!isBarbarian(people)) {
        const QString own = band ? band->attributes.value(u"district"_s).toString() : QString();
        if (where.kind != u"district"_s || where.attributes.value(u"held_by"_s).toString() != people)
            return {StepRefusal{tr("A British band stands in a district the Britons hold, not in %1.").arg(at),
                                kStrategic}};
        if (!own.isEmpty() && own != at)
            return {StepRefusal{
                    tr("%1 is raised in %2: it goes to %3 with the move step, which checks the way.")
                            .arg(name, own, at),
                    kStrategic}};
        return {};
    }
    const std::optional<Location> homeland = homelandOf(people);
    if (!homeland) // the referee's own map, without this people's homeland: nothing to check against
        return {};
    if (at == homeland->id
        || (where.kind == u"district"_s && where.attributes.value(u"held_by"_s).toString() == people))
        return {};
    return {StepRefusal{
            tr("The %1 start the year in %2 or in a district they settled, not in %3: send %4 there with "
               "the move step, which checks where they may land.")
                    .arg(people, homeland->id, at, name),
            kStrategic}};
}

QList<StepRefusal> BritainMovement::landing(const Unit &band, const Location &from, const Location &to)
{
    const QString people = peopleOf(band);
    const QStringList allowed = landings(from, people);
    if (allowed.isEmpty() || allowed.contains(to.id))
        return {};
    return {StepRefusal{tr("From %1 the %2 land only in %3, not in %4.")
                                .arg(from.id, people, allowed.join(u", "_s), to.id),
                        kStrategic}};
}

QList<StepRefusal> BritainMovement::border(const Location &from, const Location &to)
{
    const QStringList fromSide = texts(from.attributes.value(u"neighbours"_s));
    const QStringList toSide = texts(to.attributes.value(u"neighbours"_s));
    if (fromSide.contains(to.id) || toSide.contains(from.id))
        return {};
    if (fromSide.isEmpty() && toSide.isEmpty())
        throw Failure::missingFigure(
                u"district %1"_s.arg(from.id), u"neighbours"_s,
                tr("The fragment has no map: Reeve does not know whether %1 borders %2. Enter the districts "
                   "that "
                   "border %1 once, with `reeve-cli step FILE district name='%1' neighbours='[\"%2\", ...]'` "
                   "(each border is entered for both districts).")
                        .arg(from.id, to.id));
    return {StepRefusal{tr("%1 does not border %2 (its neighbours: %3); a band moves one district at a time.")
                                .arg(from.id, to.id, fromSide.join(u", "_s)),
                        kStrategic}};
}

QList<StepRefusal> BritainMovement::afford(const Unit &band, const QString &action)
{
    const QString people = peopleOf(band);
    if (!isBarbarian(people) && action == u"settle"_s)
        return {};
    const int points = allowance(band);
    const int left = points - spent(band);
    const int price = cost(action);
    if (left >= price)
        return {};
    return {StepRefusal{tr("%1 has %2 of its %3 movement left this year; to %4 costs %5.")
                                .arg(band.name)
                                .arg(qMax(0, left))
                                .arg(points)
                                .arg(action)
                                .arg(price),
                        kStrategic}};
}

QList<StepRefusal> BritainMovement::move(const Unit &band, const QString &to)
{
    CampaignReader reader(m_campaign.database());
    const Location dest = reader.location(to);
    const QString people = peopleOf(band);
    if (band.locationId == to)
        return {StepRefusal{tr("%1 already stands in %2.").arg(band.name, to), kStrategic}};
    if (band.locationId.isEmpty())
        return {StepRefusal{
                tr("%1 stands nowhere yet: enter where it starts the year with the band step's at=.")
                        .arg(band.name),
                kStrategic}};
    if (!band.attributes.value(u"follows"_s).toString().isEmpty())
        return {StepRefusal{tr("%1 moves with %2's army this year: move that band (with=) instead.")
                                    .arg(band.name, band.attributes.value(u"follows"_s).toString()),
                            kStrategic}};
    if (dest.kind == u"homeland"_s) {
        if (!isBarbarian(people))
            return {StepRefusal{tr("The Britons may not attack the enemy's homelands (%1).").arg(to),
                                kStrategic}};
        const std::optional<Location> own = homelandOf(people);
        if (!own || own->id != to)
            return {StepRefusal{tr("%1 is not the homeland of the %2.").arg(to, people), kStrategic}};
        return {}; // going home costs nothing: the band's year is over
    }
    if (dest.kind != u"district"_s)
        return {StepRefusal{tr("%1 is not a district of Britain.").arg(to), kStrategic}};
    const Location from = reader.location(band.locationId);
    const QList<StepRefusal> way = from.kind == u"homeland"_s ? landing(band, from, dest)
                                                              : border(from, dest);
    if (!way.isEmpty())
        return way;
    return afford(band, u"enter"_s);
}

} // namespace Reeve::Britain
