// The operations of a Dark Age Britain campaign year that rest on a rule: each
// runs the britain.* procedure and records what its outcome does to the districts,
// bands and sides in the same action, so one undo takes back the whole rule step.
#include <QJsonArray>
#include <QJsonDocument>

#include "britaincommon.h"
#include "britainmovement.h"
#include "britainstate.h"
#include "britainwarleader.h"
#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "log/actionlog.h"
#include "log/actionwriter.h"
#include "util/failure.h"

namespace Reeve::Britain {

using namespace Qt::StringLiterals;

namespace {

const QString Ready = u"ready"_s;
const QString CampaignKey = u"britain.campaign"_s;

QString jsonText(const QJsonObject &object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

QJsonObject merged(QJsonObject base, const QJsonObject &extra)
{
    for (auto it = extra.constBegin(); it != extra.constEnd(); ++it)
        base.insert(it.key(), it.value());
    return base;
}

/// Takes \a lost warriors off the band's troop types in proportion (whole warriors, rounded down; the
/// rest off the foot first). The fragment does not say which warriors fell; in proportion, a band within
/// the bow and horse limits stays within them.
void takeLosses(QJsonObject &a, int lost)
{
    int total = 0;
    for (const QString &key : troopKeys())
        total += a.value(key).toInt();
    lost = qMin(lost, total);
    if (lost <= 0)
        return;
    int taken = 0;
    QMap<QString, int> left;
    for (const QString &key : troopKeys()) {
        const int n = a.value(key).toInt();
        const int off = int(qint64(n) * lost / total);
        left.insert(key, n - off);
        taken += off;
    }
    for (const QString &key : troopKeys()) { // foot first, then the others in their order
        const int more = qMin(lost - taken, left.value(key));
        left[key] -= more;
        taken += more;
    }
    for (const QString &key : troopKeys()) {
        if (a.contains(key) || left.value(key) > 0)
            a.insert(key, left.value(key));
    }
}

void updateBand(ActionWriter &writer, const Unit &band, const QJsonObject &attributes)
{
    writer.update(u"units"_s, {{u"id"_s, band.id}}, {{u"attributes"_s, jsonText(attributes)}});
}

} // namespace

QString BritainState::incursionBar()
{
    if (const int open = openCampaign(); open > 0)
        return tr("The campaign of %1 is under way: close the year (close-year) before rolling the next "
                  "incursion.")
                .arg(open);
    return {};
}

QString BritainState::closeYearBar()
{
    if (const int closed = closedYear(); closed > 0)
        return tr("The year %1 is closed already: roll the next incursion before closing another.").arg(closed);
    return {};
}

QList<qint64> BritainState::rollIncursion(const std::optional<QList<int>> &dice)
{
    if (const QString why = incursionBar(); !why.isEmpty())
        throw Failure::badInput(why);
    ActionWriter writer(m_campaign.log());
    ActionDraft draft;
    // After a campaign the die counts from the year it was fought in, not from the year the year's
    // end moved the clock to (Britain, STRATEGIC MOVEMENT: "after each campaign, roll again").
    const int from = closedYear() > 0 ? closedYear() : year();
    const ProcedureResult r = resolveIn(writer, draft, u"britain.incursion-year"_s, {{u"year"_s, from}}, dice);
    if (r.outcome.value(u"after_end"_s).toBool())
        return {finish(writer, draft, r)};
    const int next = r.outcome.value(u"incursion_year"_s).toInt();
    setCampaignYear(writer, next, false);
    writer.update(u"clock"_s, {{u"id"_s, 1}}, clockAt(next));
    return {finish(writer, draft, r, tr("the year is now %1 (Britain, STRATEGIC MOVEMENT)").arg(next))};
}

QStringList BritainState::warLeaderPeoples(const QString &sideName)
{
    if (!sideName.isEmpty())
        return {CampaignReader(m_campaign.database()).sideByName(sideName).name};
    QStringList peoples; // the Anglo-Saxons together: Saxons, Angles and Jutes (Britain, STRATEGIC MOVEMENT)
    for (const Side &s : CampaignReader(m_campaign.database()).sides()) {
        if (BritainWarLeader::isAngloSaxon(s.name))
            peoples << s.name;
    }
    return peoples;
}

QList<qint64> BritainState::chooseWarLeader(const QString &sideName, const QStringList &names,
                                            const std::optional<QList<int>> &dice, const QString &tieWinner)
{
    CampaignReader reader(m_campaign.database());
    const QStringList peoples = warLeaderPeoples(sideName);
    QList<Unit> candidates;
    for (const QString &people : peoples)
        for (const Unit &b : bands(people))
            if (!b.name.isEmpty() && (names.isEmpty() || names.contains(b.name, Qt::CaseInsensitive)))
                candidates << b;
    if (candidates.isEmpty() || (!names.isEmpty() && candidates.size() != names.size()))
        throw Failure::badInput(
                tr("Name the chieftains' bands of the %1 (entered with: band).").arg(peoples.join(u", "_s)));
    QJsonArray abilities, victories, defeats, years;
    int present = 0, tie = 0;
    for (qsizetype i = 0; i < candidates.size(); ++i) {
        const QJsonObject &a = candidates[i].attributes;
        abilities.append(a.value(u"ability"_s).toInt());
        victories.append(a.value(u"victories"_s).toInt());
        defeats.append(a.value(u"defeats"_s).toInt());
        years.append(a.value(u"years_active"_s).toInt());
        if (reader.side(candidates[i].sideId).attributes.value(u"war_leader"_s).toString()
            == candidates[i].name)
            present = int(i) + 1;
        if (candidates[i].name.compare(tieWinner, Qt::CaseInsensitive) == 0)
            tie = int(i) + 1;
    }
    ActionWriter writer(m_campaign.log());
    ActionDraft draft;
    const ProcedureResult r = resolveIn(writer, draft, u"britain.war-leader"_s,
                                        {{u"abilities"_s, abilities},
                                         {u"present"_s, present},
                                         {u"victories"_s, victories},
                                         {u"defeats"_s, defeats},
                                         {u"years_active"_s, years},
                                         {u"tie_winner"_s, tie}},
                                        dice);
    const int chosen = r.outcome.value(u"war_leader"_s).toInt();
    if (chosen < 1)
        return {finish(writer, draft, r)};
    const Unit &winner = candidates.at(chosen - 1);
    for (const QString &people : peoples) { // every people led this year records him
        const Side side = reader.sideByName(people);
        QJsonObject attributes = side.attributes;
        attributes.insert(u"war_leader"_s, winner.name);
        attributes.insert(u"war_leader_year"_s, year());
        writer.update(u"sides"_s, {{u"id"_s, side.id}}, {{u"attributes"_s, jsonText(attributes)}});
    }
    return {finish(writer, draft, r,
                   tr("%1 of %2 is the war leader of the %3 this year (Britain, STRATEGIC MOVEMENT)")
                           .arg(winner.attributes.value(u"chieftain"_s).toString(tr("the chieftain")),
                                winner.name, peoples.join(u", "_s)))};
}

int BritainState::turnLosses(const Unit &b, std::optional<int> lost)
{
    const int original = b.attributes.value(u"original"_s).toInt();
    const int before = b.attributes.value(u"casualties"_s).toInt();
    const int counted = b.attributes.value(u"turn_losses"_s).toInt();
    if (original < 1)
        throw Failure::badInput(
                tr("%1 has no warriors entered: enter them with the band step first.").arg(b.name));
    const int turn = lost.value_or(counted);
    if (turn < counted)
        throw Failure::badInput(
                tr("%1 already lost %2 this turn (entered with losses): give lost=%2 or more, "
                   "or leave lost out (Britain, MORALE).")
                        .arg(b.name)
                        .arg(counted));
    if (turn < 0 || before + turn - counted > original)
        throw Failure::badInput(tr("%1 cannot lose %2 more warriors (original %3, already lost %4).")
                                        .arg(b.name)
                                        .arg(turn - counted)
                                        .arg(original)
                                        .arg(before));
    return turn;
}

QList<qint64> BritainState::moraleCheck(const QString &name, std::optional<int> lostGiven,
                                        const QJsonObject &extra, const std::optional<QList<int>> &dice)
{
    const Unit b = band(name);
    const int original = b.attributes.value(u"original"_s).toInt();
    const int lost = turnLosses(b, lostGiven);
    // The losses already counted this turn are in the casualties: only the rest is added.
    const int before = b.attributes.value(u"casualties"_s).toInt()
                       - b.attributes.value(u"turn_losses"_s).toInt();
    QJsonObject inputs = merged({{u"original"_s, original},
                                 {u"lost_this_turn"_s, lost},
                                 {u"lost_in_battle"_s, before + lost},
                                 {u"ability"_s, b.attributes.value(u"ability"_s).toInt()},
                                 {u"driven_back"_s,
                                  b.attributes.value(u"state"_s).toString() == u"driven back"_s},
                                 {u"omens"_s, CampaignReader(m_campaign.database())
                                                      .side(b.sideId)
                                                      .attributes.value(u"omens"_s)
                                                      .toString(u"none"_s)},
                                 {u"leader_killed_or_wounded"_s,
                                  !b.attributes.value(u"leader_status"_s).toString().isEmpty()}},
                                extra);
    ActionWriter writer(m_campaign.log());
    ActionDraft draft;
    const ProcedureResult r = resolveIn(writer, draft, u"britain.morale-check"_s, inputs, dice);
    QJsonObject a = b.attributes;
    a.insert(u"casualties"_s, before + lost);
    a.insert(u"turn_losses"_s, 0);
    const bool broken = r.outcome.value(u"broken"_s).toBool();
    if (broken)
        a.insert(u"state"_s, u"broken"_s);
    updateBand(writer, b, a);
    const QString text
            = broken ? tr("%1 loses %2 this turn, %3 of %4 in the battle, and breaks (Britain, MORALE)")
                     : tr("%1 loses %2 this turn, %3 of %4 in the battle, and holds (Britain, MORALE)");
    return {finish(writer, draft, r, text.arg(b.name).arg(lost).arg(before + lost).arg(original))};
}

QList<qint64> BritainState::rally(const QString &name, const QJsonObject &extra,
                                  const std::optional<QList<int>> &dice)
{
    const Unit b = band(name);
    if (b.attributes.value(u"state"_s).toString() != u"broken"_s)
        throw Failure::badInput(
                tr("%1 is not broken: only broken bands rally (Britain, MORALE).").arg(b.name));
    QJsonObject inputs = merged(
            {{u"ability"_s, b.attributes.value(u"ability"_s).toInt()},
             {u"standard_lost"_s, b.attributes.value(u"standard_lost"_s).toBool()},
             {u"bad_omens"_s,
              CampaignReader(m_campaign.database()).side(b.sideId).attributes.value(u"omens"_s).toString()
                      == u"bad"_s}},
            extra);
    ActionWriter writer(m_campaign.log());
    ActionDraft draft;
    const ProcedureResult r = resolveIn(writer, draft, u"britain.rally"_s, inputs, dice);
    if (!r.outcome.value(u"rallied"_s).toBool())
        return {finish(writer, draft, r)};
    QJsonObject a = b.attributes;
    a.insert(u"state"_s, Ready);
    updateBand(writer, b, a);
    return {finish(writer, draft, r, tr("%1 rallies and is ready again (Britain, MORALE)").arg(b.name))};
}

QList<qint64> BritainState::melee(const QString &nameA, const QString &nameB, const QJsonObject &figures)
{
    const Unit a = band(nameA);
    const Unit b = band(nameB);
    ActionWriter writer(m_campaign.log());
    ActionDraft draft;
    const ProcedureResult r = resolveIn(writer, draft, u"britain.driveback"_s, figures, std::nullopt);
    const QString who = r.outcome.value(u"driven_back"_s).toString();
    if (who != u"a"_s && who != u"b"_s)
        return {finish(writer, draft, r)};
    const Unit &loser = who == u"a"_s ? a : b;
    QJsonObject attributes = loser.attributes;
    attributes.insert(u"state"_s, u"driven back"_s);
    updateBand(writer, loser, attributes);
    return {finish(writer, draft, r,
                   tr("%1 is driven back by %2 (Britain, melee)")
                           .arg(loser.name, (who == u"a"_s ? b : a).name))};
}

qint64 BritainState::settleDistrict(const QString &name, const QString &people)
{
    const Location d = district(name);
    const Side side = CampaignReader(m_campaign.database()).sideByName(people);
    if (side.name == u"Scots-Irish"_s || side.name == u"Picts"_s)
        throw Failure::badInput(tr("Scots-Irish and Picts never settle (Britain, STRATEGIC MOVEMENT)."));
    if (d.attributes.value(u"held_by"_s).toString() == side.name)
        throw Failure::badInput(tr("%1 already holds %2.").arg(side.name, d.id));
    QJsonObject a = d.attributes;
    a.insert(u"held_by"_s, side.name);
    a.insert(u"settled"_s, side.name != u"Britons"_s);
    ActionWriter writer(m_campaign.log());
    writer.update(u"locations"_s, {{u"id"_s, d.id}}, {{u"attributes"_s, jsonText(a)}});
    return writer.commit(u"britain.settle"_s,
                         side.name == u"Britons"_s
                                 ? tr("The Britons take back %1 (Britain, STRATEGIC MOVEMENT)").arg(d.id)
                                 : tr("The %1 settle %2 (Britain, STRATEGIC MOVEMENT)").arg(side.name, d.id));
}

QList<qint64> BritainState::leaderStruck(const QString &name, const QJsonObject &extra,
                                         const std::optional<QList<int>> &dice)
{
    const Unit b = band(name);
    ActionWriter writer(m_campaign.log());
    ActionDraft draft;
    const ProcedureResult r = resolveIn(writer, draft, u"britain.leader-struck"_s,
                                        merged({{u"unit_broken"_s,
                                                 b.attributes.value(u"state"_s).toString() == u"broken"_s}},
                                               extra),
                                        dice);
    const QString status = r.outcome.value(u"captured"_s).toBool() ? u"captured"_s
                                                                   : r.outcome.value(u"result"_s).toString();
    QJsonObject a = b.attributes;
    a.insert(u"leader_status"_s, status);
    updateBand(writer, b, a);
    return {finish(writer, draft, r,
                   tr("%1 of %2 is %3 (Britain, A FINAL NOTE ON LEADERS)")
                           .arg(a.value(u"chieftain"_s).toString(tr("The chieftain")), b.name, status))};
}

qint64 BritainState::recordBattle(const QString &name, bool won)
{
    const Unit b = band(name);
    const QString key = won ? u"victories"_s : u"defeats"_s;
    QJsonObject a = b.attributes;
    a.insert(key, a.value(key).toInt() + 1);
    ActionWriter writer(m_campaign.log());
    updateBand(writer, b, a);
    return writer.commit(u"britain.battle-record"_s,
                         (won ? tr("%1 of %2 counts a victory (now %3; Britain, STRATEGIC MOVEMENT)")
                              : tr("%1 of %2 counts a defeat (now %3; Britain, STRATEGIC MOVEMENT)"))
                                 .arg(a.value(u"chieftain"_s).toString(tr("The chieftain")), b.name)
                                 .arg(a.value(key).toInt()));
}

QList<qint64> BritainState::divineFavour(const QString &sideName, int pct, const QStringList &names,
                                         int baptised, const std::optional<QList<int>> &dice)
{
    const Side side = CampaignReader(m_campaign.database()).sideByName(sideName);
    QList<Unit> offering;
    for (const QString &n : names) {
        offering << band(n);
        if (offering.last().sideId != side.id)
            throw Failure::badInput(tr("%1 is not a band of the %2.").arg(offering.last().name, side.name));
    }
    if (pct > 0 && offering.isEmpty())
        throw Failure::badInput(tr("Name the bands of the %1 that make the offering.").arg(side.name));
    ActionWriter writer(m_campaign.log());
    ActionDraft draft;
    const ProcedureResult r = resolveIn(writer, draft, u"britain.divine-favour"_s,
                                        {{u"reduction_pct"_s, pct}, {u"baptised"_s, baptised}}, dice);
    const QString result = r.outcome.value(u"result"_s).toString();
    const QString omens = result == u"favour"_s        ? u"good"_s
                          : result == u"displeasure"_s ? u"bad"_s
                                                       : u"none"_s;
    int given = 0;
    for (const Unit &b : offering) {
        QJsonObject a = b.attributes;
        for (const QString &key : troopKeys()) {
            const int n = a.value(key).toInt();
            const int off = (n * pct + 50) / 100; // the fragment does not round: nearest warrior
            given += off;
            if (a.contains(key))
                a.insert(key, n - off);
        }
        Unit after = b;
        after.attributes = a;
        a.insert(u"original"_s, warriors(after));
        updateBand(writer, b, a);
    }
    QJsonObject sa = side.attributes;
    sa.insert(u"omens"_s, omens);
    writer.update(u"sides"_s, {{u"id"_s, side.id}}, {{u"attributes"_s, jsonText(sa)}});
    return {finish(
            writer, draft, r,
            tr("The %1 give up %2 warriors (%3%): their omens are %4 for this battle (Britain, RELIGION)")
                    .arg(side.name)
                    .arg(given)
                    .arg(pct)
                    .arg(omens))};
}

QList<qint64> BritainState::pillage(const QString &districtName, const QStringList &names)
{
    const Location d = district(districtName);
    QList<Unit> pillagers;
    for (const QString &n : names)
        pillagers << band(n);
    if (pillagers.isEmpty())
        throw Failure::badInput(tr("Name the band(s) that pillage %1.").arg(d.id));
    ActionWriter writer(m_campaign.log());
    ActionDraft draft;
    const ProcedureResult r = resolveIn(writer, draft, u"britain.pillage"_s,
                                        {{u"year"_s, year()},
                                         {u"last_pillaged"_s, d.attributes.value(u"last_pillaged"_s).toInt()},
                                         {u"bands"_s, int(pillagers.size())}},
                                        std::nullopt);
    if (!r.outcome.value(u"allowed"_s).toBool())
        return {finish(writer, draft, r)};
    const int per = r.outcome.value(u"per_band"_s).toInt();
    const int remainder = r.outcome.value(u"remainder"_s).toInt();
    QJsonObject da = d.attributes;
    da.insert(u"last_pillaged"_s, year());
    writer.update(u"locations"_s, {{u"id"_s, d.id}}, {{u"attributes"_s, jsonText(da)}});
    QStringList parts;
    for (qsizetype i = 0; i < pillagers.size(); ++i) {
        // The fragment does not place an uneven remainder: Reeve gives it to the first band named.
        const int share = per + (i == 0 ? remainder : 0);
        QJsonObject a = pillagers[i].attributes;
        a.insert(u"next_wave"_s, a.value(u"next_wave"_s).toInt() + share);
        updateBand(writer, pillagers[i], a);
        parts << tr("%1 +%2").arg(pillagers[i].name).arg(share);
    }
    return {finish(writer, draft, r,
                   tr("%1 pillaged in %2; the next wave grows: %3 (Britain, STRATEGIC MOVEMENT)")
                           .arg(d.id)
                           .arg(year())
                           .arg(parts.join(u", "_s)))};
}

void BritainState::setCampaignYear(ActionWriter &writer, int campaignYear, bool closed)
{
    const QJsonObject key{{u"key"_s, CampaignKey}};
    const QString value = u"%1 %2"_s.arg(campaignYear).arg(closed ? u"closed"_s : u"open"_s);
    if (writer.row(u"meta"_s, key).isEmpty())
        writer.insert(u"meta"_s, {{u"key"_s, CampaignKey}, {u"value"_s, value}});
    else
        writer.update(u"meta"_s, key, {{u"value"_s, value}});
}

int BritainState::closedYear()
{
    const QStringList v = CampaignReader(m_campaign.database()).meta(CampaignKey).split(u' ');
    return v.value(1) == u"closed"_s ? v.value(0).toInt() : 0;
}

int BritainState::openCampaign()
{
    const QStringList v = CampaignReader(m_campaign.database()).meta(CampaignKey).split(u' ');
    return v.value(1) == u"open"_s ? v.value(0).toInt() : 0;
}

QString BritainState::yearEndOf(ActionWriter &writer, const Unit &b, int &joined)
{
    CampaignReader reader(m_campaign.database());
    BritainMovement movement(m_campaign);
    QJsonObject a = b.attributes;
    const int wave = a.value(u"next_wave"_s).toInt();
    // Casualties of the year's battles come off the band (each troop type in proportion), then the
    // new warriors join as foot.
    takeLosses(a, a.value(u"casualties"_s).toInt());
    a.insert(u"foot"_s, a.value(u"foot"_s).toInt() + wave);
    a.insert(u"next_wave"_s, 0);
    a.insert(u"casualties"_s, 0);
    a.insert(u"turn_losses"_s, 0);
    a.insert(u"moved"_s, 0);
    a.remove(u"follows"_s);
    a.remove(u"campaign"_s); // campaigning on its own lasts the year (STRATEGIC MOVEMENT)
    a.remove(u"fate"_s);     // so do the chieftains' fates after the war leader's roll
    a.remove(u"fate_year"_s);
    qint64 sideId = b.sideId;
    if (!a.value(u"fights_for_good"_s).toBool() && BritainMovement::changedSides(b)) {
        // A chieftain who went over for the year comes back to his people (the literal reading).
        sideId = reader.sideByName(a.value(u"people"_s).toString()).id;
        a.remove(u"people"_s);
    }
    if (!a.value(u"fights_for_good"_s).toBool())
        a.remove(u"fights_for"_s);
    a.insert(u"state"_s, Ready);
    Unit after = b;
    after.attributes = a;
    after.sideId = sideId;
    a.insert(u"original"_s, warriors(after));
    a.insert(u"years_active"_s, a.value(u"years_active"_s).toInt() + 1);
    joined += wave;
    const QString people = movement.peopleOf(after);
    // A barbarian band standing in a district its people settled stays there and starts the next
    // year from it; every other band goes home (Britain, STRATEGIC MOVEMENT).
    // A chieftain still fighting for the Britons (for good) never stays in a district his old people hold.
    const bool settled = BritainMovement::isBarbarian(people) && !BritainMovement::changedSides(after)
                         && !b.locationId.isEmpty() && reader.hasLocation(b.locationId)
                         && reader.location(b.locationId).attributes.value(u"held_by"_s).toString() == people;
    QString where = b.locationId;
    if (settled) {
        a.insert(u"home"_s, b.locationId);
    } else {
        const QString home = movement.homeOf(after);
        if (!home.isEmpty())
            where = home;
    }
    writer.update(u"units"_s, {{u"id"_s, b.id}},
                  {{u"attributes"_s, jsonText(a)},
                   {u"side_id"_s, sideId},
                   {u"location_id"_s, where.isEmpty() ? QJsonValue() : QJsonValue(where)}});
    return where != b.locationId ? tr("%1 to %2").arg(b.name, where) : QString();
}

QList<qint64> BritainState::closeYear()
{
    if (const QString why = closeYearBar(); !why.isEmpty())
        throw Failure::badInput(why);
    int held = 0;
    for (const Location &d : districts())
        if (d.attributes.value(u"held_by"_s).toString() == u"Britons"_s)
            ++held;
    ActionWriter writer(m_campaign.log());
    ActionDraft draft;
    const int ending = year();
    const ProcedureResult r = resolveIn(writer, draft, u"britain.year-end"_s,
                                        {{u"year"_s, ending}, {u"districts_held"_s, held}}, std::nullopt);
    CampaignReader reader(m_campaign.database());
    int joined = 0;
    const Side britons = reader.sideByName(u"Britons"_s);
    int disbanded = 0;
    QStringList homeward;
    for (const Unit &b : bands()) {
        const QString home = b.attributes.value(u"district"_s).toString();
        if (b.sideId == britons.id && !home.isEmpty() && reader.hasLocation(home)
            && reader.location(home).attributes.value(u"held_by"_s).toString() != britons.name) {
            // The Britons raise one band per district they hold: a lost district's band is gone.
            writer.update(u"units"_s, {{u"id"_s, b.id}}, {{u"status"_s, u"eliminated"_s}});
            ++disbanded;
            continue;
        }
        const QString moved = yearEndOf(writer, b, joined);
        if (!moved.isEmpty())
            homeward << moved;
    }
    for (const Location &d : districts()) { // a siege lasts the campaign year
        if (!d.attributes.contains(u"besieged_by"_s))
            continue;
        QJsonObject da = d.attributes;
        da.remove(u"besieged_by"_s);
        writer.update(u"locations"_s, {{u"id"_s, d.id}}, {{u"attributes"_s, jsonText(da)}});
    }
    for (const Side &s : reader.sides()) {
        if (!s.attributes.contains(u"omens"_s))
            continue;
        QJsonObject sa = s.attributes;
        sa.remove(u"omens"_s);
        writer.update(u"sides"_s, {{u"id"_s, s.id}}, {{u"attributes"_s, jsonText(sa)}});
    }
    const bool over = r.outcome.value(u"game_over"_s).toBool();
    if (!over)
        writer.update(u"clock"_s, {{u"id"_s, 1}}, clockAt(ending + 1));
    setCampaignYear(writer, ending, true);
    const QString text
            = tr("Year %1 closed: %2 warriors of pillage joined their bands, bands ready and home (%5), %6 "
                 "British band(s) of lost districts disbanded; the Britons hold %3 district(s)%4 "
                 "(Britain, STRATEGIC MOVEMENT)")
                      .arg(ending)
                      .arg(joined)
                      .arg(held)
                      .arg(over ? tr("; the game is over") : tr("; the year is now %1").arg(ending + 1))
                      .arg(homeward.isEmpty() ? tr("none had to move") : homeward.join(u", "_s))
                      .arg(disbanded);
    return {finish(writer, draft, r, text)};
}

} // namespace Reeve::Britain
