#include "charlemagneadvance.h"

#include <QCoreApplication>
#include <QJsonArray>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "containers/containerreader.h"
#include "games/charlemagne/charlemagnemarkers.h"
#include "games/charlemagne/charlemagnestepchecks.h"
#include "log/actionlog.h"
#include "log/actionwriter.h"

namespace Reeve::Charlemagne {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::CharlemagneSteps", text);
}

/// The side of the first unit \a list names, 0 when it names none.
qint64 sideOfUnits(Campaign &c, const QJsonValue &list)
{
    CampaignReader reader(c.database());
    for (const QJsonValue &v : list.toArray()) {
        const qint64 id = CharlemagneStepChecks::unitId(c, v);
        if (id > 0)
            return reader.unit(id).sideId;
    }
    return 0;
}

/// The attacker's and the defender's side ids (0 where Reeve cannot tell).
std::pair<qint64, qint64> sides(Campaign &c, const QJsonObject &f)
{
    CampaignReader reader(c.database());
    const qint64 empire = reader.sideByName(u"Empire"_s).id;
    const qint64 tribal = reader.sideByName(u"Tribal"_s).id;
    const auto other = [&](qint64 side) { return side == empire ? tribal : (side == tribal ? empire : 0); };
    qint64 attacker = sideOfUnits(c, f.value(u"attackers"_s));
    qint64 defender = sideOfUnits(c, f.value(u"defenders"_s));
    if (attacker == 0)
        attacker = defender ? other(defender) : reader.clock().activeSide;
    if (defender == 0)
        defender = other(attacker);
    return {attacker, defender};
}

/// The (side, role) pairs that play an advance in \a f.
QList<std::pair<qint64, QString>> players(Campaign &c, const QJsonObject &f)
{
    const auto [attacker, defender] = sides(c, f);
    QList<std::pair<qint64, QString>> out;
    if (f.value(u"attacker_advance"_s).toBool())
        out.append({attacker, tr("attacker")});
    if (f.value(u"defender_advance"_s).toBool())
        out.append({defender, tr("defender")});
    return out;
}

} // namespace

QString CharlemagneAdvance::kind()
{
    return u"Military Advance"_s;
}

QList<StepRefusal> CharlemagneAdvance::check(Campaign &campaign, const QJsonObject &fields)
{
    if (!ContainerReader(campaign.database()).hasContainer())
        return {};
    CampaignReader reader(campaign.database());
    QList<StepRefusal> out;
    for (const auto &[side, role] : players(campaign, fields)) {
        if (side == 0) {
            out << StepRefusal{tr("Whose military advance the %1 plays is not known: name the %1's units, or "
                                  "the player to play with reeve-cli clock FILE side NAME.")
                                       .arg(role),
                               u"Charlemagne §16.6d(3)"_s};
            continue;
        }
        if (!CharlemagneMarkers::lacking(campaign.database(), side, kind(), 1).isEmpty())
            out << StepRefusal{tr("%1 (the %2) holds no Military Advance: a player plays one from his own "
                                  "hand, at most one a battle.")
                                       .arg(reader.side(side).name, role),
                               u"Charlemagne §16.6d(3)"_s};
    }
    return out;
}

qint64 CharlemagneAdvance::spend(Campaign &campaign, const QJsonObject &fields)
{
    if (!ContainerReader(campaign.database()).hasContainer())
        return 0;
    const QList<std::pair<qint64, QString>> played = players(campaign, fields);
    if (played.isEmpty())
        return 0;
    CampaignReader reader(campaign.database());
    ActionWriter writer(campaign.log());
    QStringList who;
    for (const auto &[side, role] : played) {
        CharlemagneMarkers::spend(writer, side, kind(), 1);
        who << tr("%1 (%2)").arg(reader.side(side).name, role);
    }
    // Played in the open (§16.1a(2), §16.6d(3)): the marker's kind is no secret once played.
    return writer.commit(u"container.play"_s,
                         tr("Military Advance played in the battle by %1, back to the Container "
                            "(Charlemagne §16.6d(3), §8.4b)")
                                 .arg(who.join(u", "_s)));
}

} // namespace Reeve::Charlemagne
