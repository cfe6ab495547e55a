#include "britainstepchecks.h"

#include <QCoreApplication>
#include <QJsonArray>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "games/britain/britainmovement.h"
#include "games/britain/britainstate.h"
#include "util/failure.h"

namespace Reeve::Britain {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::BritainSteps", text);
}

const QString kStrategic = u"Dark Age Britain, STRATEGIC MOVEMENT"_s;

bool isReady(const Unit &band)
{
    return band.attributes.value(u"state"_s).toString(u"ready"_s) == u"ready"_s;
}

} // namespace

QString BritainStepChecks::bandName(Campaign &campaign, const QJsonValue &value)
{
    if (!value.isDouble())
        return value.toString();
    return CampaignReader(campaign.database()).unit(value.toInteger()).name;
}

QList<StepRefusal> BritainStepChecks::troopLimits(const QString &side, const QJsonObject &troops)
{
    int total = 0;
    for (const QString &key : troopKeys())
        total += troops.value(key).toInt();
    const int bowmen = troops.value(u"bowmen"_s).toInt();
    const int horsemen = troops.value(u"horsemen"_s).toInt();
    const bool archers = side == u"Britons"_s || side == u"Picts"_s;
    QList<StepRefusal> out;
    const QString missile = u"Dark Age Britain, MISSILE FIRE"_s;
    const QString horse = u"Dark Age Britain, SPECIAL HORSEMAN RULES"_s;
    if (bowmen > 0 && !archers)
        out << StepRefusal{
                tr("Only the Britons and the Picts have bowmen: enter the warriors of the %1 as foot.")
                        .arg(side),
                missile};
    else if (bowmen > 0 && bowmen * (side == u"Picts"_s ? 5 : 10) > total)
        out << StepRefusal{
                tr("%1 bowmen among %2 warriors is too many: at most one in %3 of the %4 may be bow armed.")
                        .arg(bowmen)
                        .arg(total)
                        .arg(side == u"Picts"_s ? 5 : 10)
                        .arg(side),
                missile};
    if (horsemen > 0 && !archers)
        out << StepRefusal{
                tr("Only the Britons and the Picts have horsemen: enter the warriors of the %1 as foot.")
                        .arg(side),
                horse};
    else if (horsemen > (total + 19) / 20)
        out << StepRefusal{
                tr("%1 horsemen among %2 warriors is too many: at most one man in twenty (rounded up, %3) "
                   "is mounted.")
                        .arg(horsemen)
                        .arg(total)
                        .arg((total + 19) / 20),
                horse};
    return out;
}

QList<StepRefusal> BritainStepChecks::band(Campaign &campaign, const QJsonObject &fields)
{
    const QString side = fields.value(u"side"_s).toString();
    const QString name = fields.value(u"name"_s).toString().trimmed();
    if (name.isEmpty())
        return {StepRefusal{tr("A band needs a name."), u"Dark Age Britain, LEADERS"_s}};
    const std::optional<Unit> existing = BritainState(campaign).entered(side, name);
    QJsonObject troops;
    for (const QString &key : troopKeys()) {
        if (fields.contains(key))
            troops.insert(key, fields.value(key));
        else if (existing)
            troops.insert(key, existing->attributes.value(key).toInt());
    }
    // The troop types and the places are the band's people's (kept by a chieftain who changed sides).
    const QString people = existing ? BritainMovement(campaign).peopleOf(*existing) : side;
    QList<StepRefusal> out = troopLimits(people, troops);
    out << BritainMovement(campaign).placement(people, name, existing, fields.value(u"at"_s).toString());
    return out;
}

QList<StepRefusal> BritainStepChecks::losses(Campaign &campaign, const QJsonObject &fields)
{
    const Unit b = BritainState(campaign).band(bandName(campaign, fields.value(u"band"_s)));
    const int original = b.attributes.value(u"original"_s).toInt();
    const int lost = b.attributes.value(u"casualties"_s).toInt();
    const int more = fields.value(u"lost"_s).toInt();
    if (original < 1)
        return {StepRefusal{tr("%1 has no warriors entered: enter them with the band step first.").arg(b.name),
                            u"Dark Age Britain, MORALE"_s}};
    if (lost + more > original)
        return {StepRefusal{tr("%1 cannot lose %2 more warriors (original %3, already lost %4).")
                                    .arg(b.name)
                                    .arg(more)
                                    .arg(original)
                                    .arg(lost),
                            u"Dark Age Britain, MORALE"_s}};
    return {};
}

QList<StepRefusal> BritainStepChecks::morale(Campaign &campaign, const QJsonObject &fields)
{
    const Unit b = BritainState(campaign).band(bandName(campaign, fields.value(u"band"_s)));
    try {
        BritainState::turnLosses(b, fields.contains(u"lost"_s)
                                            ? std::optional<int>(fields.value(u"lost"_s).toInt())
                                            : std::nullopt);
    } catch (const Failure &f) {
        return {StepRefusal{f.message(), u"Dark Age Britain, MORALE"_s}};
    }
    return {};
}

QList<StepRefusal> BritainStepChecks::rally(Campaign &campaign, const QJsonObject &fields)
{
    const Unit b = BritainState(campaign).band(bandName(campaign, fields.value(u"band"_s)));
    if (b.attributes.value(u"state"_s).toString() != u"broken"_s)
        return {StepRefusal{tr("%1 is not broken: only a broken band rallies.").arg(b.name),
                            u"Dark Age Britain, MORALE"_s}};
    return {};
}

QList<StepRefusal> BritainStepChecks::melee(Campaign &campaign, const QJsonObject &fields)
{
    if (bandName(campaign, fields.value(u"band_a"_s))
                .compare(bandName(campaign, fields.value(u"band_b"_s)), Qt::CaseInsensitive)
        == 0)
        return {StepRefusal{tr("A band does not fight itself: name two different bands."),
                            u"Dark Age Britain, MELEE"_s}};
    {
        // The side each fights for now: a band whose chieftain changed sides fights its old allies.
        BritainState state(campaign);
        BritainMovement movement(campaign);
        const Unit a = state.band(bandName(campaign, fields.value(u"band_a"_s)));
        const Unit b = state.band(bandName(campaign, fields.value(u"band_b"_s)));
        if (BritainMovement::isBarbarian(movement.sideOf(a))
            == BritainMovement::isBarbarian(movement.sideOf(b)))
            return {StepRefusal{tr("%1 and %2 fight on the same side (%1 for the %3, %2 for the %4): a "
                                   "melee is between enemies.")
                                        .arg(a.name, b.name, movement.sideOf(a), movement.sideOf(b)),
                                u"Dark Age Britain, MELEE"_s}};
    }
    // Survivors are counted from the warriors the band has now: never more than those.
    QList<StepRefusal> out;
    for (const auto &[bandKey, survivorsKey] :
         {std::pair{u"band_a"_s, u"a_survivors"_s}, std::pair{u"band_b"_s, u"b_survivors"_s}}) {
        const Unit b = BritainState(campaign).band(bandName(campaign, fields.value(bandKey)));
        const int original = b.attributes.value(u"original"_s).toInt();
        const int present = original - b.attributes.value(u"casualties"_s).toInt();
        const int survivors = fields.value(survivorsKey).toInt();
        if (original > 0 && survivors > present)
            out << StepRefusal{tr("%1 has %2 warriors, so %3 cannot survive the melee (%4).")
                                       .arg(b.name)
                                       .arg(present)
                                       .arg(survivors)
                                       .arg(survivorsKey),
                               u"Dark Age Britain, MELEE"_s};
    }
    return out;
}

QList<StepRefusal> BritainStepChecks::warLeader(Campaign &campaign, const QJsonObject &fields)
{
    const QString side = fields.value(u"side"_s).toString();
    if (side == u"Scots-Irish"_s || side == u"Picts"_s || side == u"Britons"_s)
        return {StepRefusal{tr("The %1 choose no war leader: only the Anglo-Saxon peoples do.").arg(side),
                            kStrategic}};
    BritainState state(campaign);
    const QStringList peoples = state.warLeaderPeoples(side);
    CampaignReader reader(campaign.database());
    QJsonArray named = fields.value(u"bands"_s).toArray();
    if (fields.contains(u"tie_winner"_s))
        named.append(fields.value(u"tie_winner"_s));
    for (const QJsonValue &v : named) {
        const Unit b = state.band(bandName(campaign, v));
        if (!peoples.contains(reader.side(b.sideId).name))
            return {StepRefusal{tr("%1 is not a band of the %2.").arg(b.name, peoples.join(u", "_s)),
                                kStrategic}};
    }
    return {};
}

QList<StepRefusal> BritainStepChecks::britonsDriven(Campaign &campaign, const QString &district,
                                                    const QString &doing)
{
    CampaignReader reader(campaign.database());
    if (reader.location(district).kind != u"district"_s)
        return {StepRefusal{tr("%1 is not a British district.").arg(district), kStrategic}};
    const qint64 britons = reader.sideByName(u"Britons"_s).id;
    for (const Unit &u : reader.units()) {
        if (u.sideId == britons && !u.isEliminated() && u.locationId == district && isReady(u))
            return {StepRefusal{
                    tr("%1 stands ready in %2: the barbarians %3 only once the Britons are driven from "
                       "the field (mark the band broken or driven back first).")
                            .arg(u.name.isEmpty() ? tr("A British band") : u.name, district, doing),
                    kStrategic}};
    }
    return {};
}

QList<StepRefusal> BritainStepChecks::settle(Campaign &campaign, const QJsonObject &fields)
{
    const QString district = fields.value(u"district"_s).toString();
    const QString people = fields.value(u"people"_s).toString();
    CampaignReader reader(campaign.database());
    const Location d = reader.location(district);
    if (people == u"Scots-Irish"_s || people == u"Picts"_s)
        return {StepRefusal{tr("The %1 never settle: they go home at the end of each year.").arg(people),
                            kStrategic}};
    if (d.attributes.value(u"held_by"_s).toString() == people)
        return {StepRefusal{tr("%1 already holds %2.").arg(people, d.id), kStrategic}};
    if (people == u"Britons"_s)
        return {};
    const std::optional<Unit> band = settler(campaign, fields);
    if (!band)
        return {StepRefusal{
                fields.contains(u"band"_s)
                        ? tr("%1 is not a band of the %2 standing in %3.")
                                  .arg(bandName(campaign, fields.value(u"band"_s)), people, d.id)
                        : tr("No band of the %1 stands in %2: one enters it (move) before settling it.")
                                  .arg(people, d.id),
                kStrategic}};
    QList<StepRefusal> out = britonsDriven(campaign, district, tr("settle"));
    if (out.isEmpty() && d.attributes.value(u"held_by"_s).toString() == u"Britons"_s
        && d.attributes.value(u"strongholds"_s).toInt() > 0)
        out << StepRefusal{
                tr("%1 still has %2 British stronghold(s): settling waits until the Britons lose them too "
                   "(enter strongholds=0 on the district when they fall).")
                        .arg(d.id)
                        .arg(d.attributes.value(u"strongholds"_s).toInt()),
                kStrategic};
    if (out.isEmpty())
        out << BritainMovement(campaign).afford(*band, u"settle"_s);
    return out;
}

QList<StepRefusal> BritainStepChecks::pillage(Campaign &campaign, const QJsonObject &fields)
{
    const QString district = fields.value(u"district"_s).toString();
    const QJsonArray bands = fields.value(u"bands"_s).toArray();
    if (bands.isEmpty())
        return {StepRefusal{tr("Name the band(s) that pillage %1.").arg(district), kStrategic}};
    CampaignReader reader(campaign.database());
    const qint64 britons = reader.sideByName(u"Britons"_s).id;
    for (const QJsonValue &v : bands) {
        const Unit b = BritainState(campaign).band(bandName(campaign, v));
        if (b.sideId == britons && BritainMovement::changedSides(b))
            return {StepRefusal{tr("%1 fights for the Britons now (its chieftain changed sides): only "
                                   "barbarians pillage a district.")
                                        .arg(b.name),
                                kStrategic}};
        if (b.sideId == britons)
            return {StepRefusal{tr("%1 is a British band: only barbarians pillage a district.").arg(b.name),
                                kStrategic}};
        if (b.locationId != district)
            return {StepRefusal{tr("%1 stands in %2, not in %3: it enters %3 (move) before pillaging it.")
                                        .arg(b.name, b.locationId.isEmpty() ? tr("no place") : b.locationId,
                                             district),
                                kStrategic}};
    }
    QList<StepRefusal> out = britonsDriven(campaign, district, tr("pillage"));
    for (const QJsonValue &v : bands) {
        if (!out.isEmpty())
            break;
        out << BritainMovement(campaign).afford(BritainState(campaign).band(bandName(campaign, v)),
                                                u"pillage"_s);
    }
    return out;
}

std::optional<Unit> BritainStepChecks::settler(Campaign &campaign, const QJsonObject &fields)
{
    const QString district = fields.value(u"district"_s).toString();
    const QString named = fields.contains(u"band"_s) ? bandName(campaign, fields.value(u"band"_s))
                                                     : QString();
    BritainState state(campaign);
    const qint64 people
            = CampaignReader(campaign.database()).sideByName(fields.value(u"people"_s).toString()).id;
    for (const Unit &b : state.bands()) {
        if (b.sideId == people && b.locationId == district
            && (named.isEmpty() || b.name.compare(named, Qt::CaseInsensitive) == 0))
            return b;
    }
    return std::nullopt;
}

} // namespace Reeve::Britain
