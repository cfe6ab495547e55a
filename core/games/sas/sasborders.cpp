#include "sasborders.h"

#include <QJsonArray>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "games/sas/sasboard.h"
#include "games/sas/sascommon.h"
#include "games/sas/sassteps.h"
#include "log/actionwriter.h"

namespace Reeve::Sas {

using namespace Qt::StringLiterals;

namespace {

const QString kBorders = u"borders"_s;

bool onMap(const Location &place)
{
    return place.kind == QLatin1StringView(kTerritory) || place.kind == QLatin1StringView(kSeaZone);
}

} // namespace

QStringList SasBorders::of(const Location &place)
{
    QStringList list;
    for (const QJsonValue &v : place.attributes.value(kBorders).toArray())
        list << v.toString();
    return list;
}

std::optional<bool> SasBorders::border(const Location &a, const Location &b)
{
    const QStringList fromA = of(a);
    const QStringList fromB = of(b);
    if (fromA.isEmpty() && fromB.isEmpty())
        return std::nullopt;
    // Written both ways, so either list answers; a list that leaves the other out says no.
    return (fromA.isEmpty() || fromA.contains(b.id)) && (fromB.isEmpty() || fromB.contains(a.id));
}

QList<StepRefusal> SasBorders::moveRefusal(const Location &from, const Location &to, const QString &what)
{
    if (border(from, to).value_or(true))
        return {};
    const bool fromListed = !of(from).isEmpty();
    const Location &listed = fromListed ? from : to;
    return {{tr("%1 does not border %2 (the borders recorded for %2: %3): %4 moves to a neighbouring "
                "territory or sea zone.")
                     .arg((fromListed ? to : from).id, listed.id, of(listed).join(u", "_s), what),
             SasSteps::phase(5)}};
}

QString SasBorders::unchecked(const Location &from, const Location &to)
{
    if (border(from, to).has_value())
        return {};
    return tr("No borders are recorded for %1 or %2, so Reeve cannot tell whether they are neighbours: "
              "the referee checks it on the map (Swords & Sails, phase 5).")
            .arg(from.id, to.id);
}

QList<StepRefusal> SasBorders::check(Campaign &campaign, const QString &place, const QStringList &neighbours)
{
    CampaignReader reader(campaign.database());
    const Location at = reader.location(place);
    if (!onMap(at))
        return {{tr("%1 is neither a territory nor a sea zone of the map.").arg(at.id), SasSteps::phase(5)}};
    for (const QString &name : neighbours) {
        if (!reader.hasLocation(name.trimmed()) || !onMap(reader.location(name.trimmed())))
            return {{tr("%1 is not a registered territory or sea zone: register it first.").arg(name.trimmed()),
                     SasSteps::phase(5)}};
        if (name.trimmed() == at.id)
            return {{tr("%1 does not border itself.").arg(at.id), SasSteps::phase(5)}};
    }
    return {};
}

QStringList SasBorders::edited(Campaign &campaign, const QString &place, const QStringList &added,
                               const QStringList &removed)
{
    QStringList list = of(CampaignReader(campaign.database()).location(place));
    for (const QString &name : added)
        if (!list.contains(name.trimmed()))
            list << name.trimmed();
    for (const QString &name : removed)
        list.removeAll(name.trimmed());
    return list;
}

QList<StepRefusal> SasBorders::checkEdit(Campaign &campaign, const QString &place,
                                         const QStringList &neighbours, const QStringList &added,
                                         const QStringList &removed)
{
    if (!neighbours.isEmpty())
        return {{tr("Give either the whole list of borders or the borders to add and remove, not both."),
                 SasSteps::phase(5)}};
    if (QList<StepRefusal> refusals = check(campaign, place, added + removed); !refusals.isEmpty())
        return refusals;
    const Location at = CampaignReader(campaign.database()).location(place);
    const QStringList before = of(at);
    for (const QString &name : removed) {
        if (added.contains(name.trimmed()))
            return {{tr("%1 is both added and removed: name it once.").arg(name.trimmed()),
                     SasSteps::phase(5)}};
        if (!before.contains(name.trimmed()))
            return {{tr("%1 has no border with %2 recorded, so there is none to remove (recorded: %3).")
                             .arg(at.id, name.trimmed(), before.isEmpty() ? tr("none") : before.join(u", "_s)),
                     SasSteps::phase(5)}};
    }
    if (edited(campaign, place, added, removed) == before)
        return {{tr("%1 already borders %2: nothing changes.").arg(at.id, added.join(u", "_s)),
                 SasSteps::phase(5)}};
    return {};
}

qint64 SasBorders::set(Campaign &campaign, const QString &place, const QStringList &neighbours)
{
    CampaignReader reader(campaign.database());
    const Location at = reader.location(place);
    QStringList wanted;
    for (const QString &name : neighbours)
        if (!wanted.contains(name.trimmed()))
            wanted << name.trimmed();
    ActionWriter writer(campaign.log());
    const auto write = [&](const Location &l, const QStringList &list) {
        QJsonObject a = l.attributes;
        if (list.isEmpty())
            a.remove(kBorders);
        else
            a.insert(kBorders, QJsonArray::fromStringList(list));
        writer.update(u"locations"_s, {{u"id"_s, l.id}}, {{u"attributes"_s, SasBoard::jsonText(a)}});
    };
    write(at, wanted);
    QStringList dropped; // borders recorded before and left out now: said, so a slip is seen
    for (const Location &l : reader.locations()) { // the other side of every border, added or dropped
        if (l.id == at.id || !onMap(l))
            continue;
        QStringList list = of(l);
        const bool has = list.contains(at.id);
        if (wanted.contains(l.id) && !has)
            write(l, list << at.id);
        else if (!wanted.contains(l.id) && has) {
            list.removeAll(at.id);
            write(l, list);
            dropped << l.id;
        }
    }
    for (const QString &was : of(at))
        if (!wanted.contains(was) && !dropped.contains(was))
            dropped << was;
    QString text = tr("%1 borders %2 (Swords & Sails, phase 5)")
                           .arg(at.id, wanted.isEmpty() ? tr("nothing recorded") : wanted.join(u", "_s));
    if (!dropped.isEmpty())
        text += tr("; no longer %1").arg(dropped.join(u", "_s));
    return SasBoard::commit(writer, u"sas.borders"_s, text);
}

} // namespace Reeve::Sas
