#include "charlemagneturn.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSet>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "campaign/campaigntables.h"
#include "containers/containerreader.h"
#include "containers/containerstore.h"
#include "games/charlemagne/charlemagneallegiance.h"
#include "games/charlemagne/charlemagnecommon.h"
#include "games/charlemagne/charlemagnemarkers.h"
#include "ledger/ledger.h"
#include "ledger/ledgercategories.h"
#include "log/actiongroup.h"
#include "log/actionlog.h"
#include "log/actionwriter.h"
#include "procedures/procedureregistry.h"
#include "procedures/procedurerunner.h"
#include "tables/ruletable.h"
#include "tables/tablelibrary.h"
#include "util/failure.h"

namespace Reeve::Charlemagne {

using namespace Qt::StringLiterals;

namespace {

QString pickWord(const QString &word, const QStringList &allowed, const QString &what)
{
    for (const QString &a : allowed)
        if (a.compare(word.trimmed(), Qt::CaseInsensitive) == 0)
            return a;
    throw Failure::badInput(tr("%1 must be one of %2 (got \"%3\").").arg(what, allowed.join(u", "_s), word));
}

bool says(const QString &text, const QString &word)
{
    return QRegularExpression(u"\\b%1\\b"_s.arg(QRegularExpression::escape(word)),
                              QRegularExpression::CaseInsensitiveOption)
        .match(text)
        .hasMatch();
}

/// How a free-text vassalage or conversion result is read: "success", "failure", or a named \a target.
/// \a names are the words that name an outcome directly (sides or religions).
QString readResult(const QString &result, const QString &reading, const QStringList &names, QString &named)
{
    if (reading != u"auto"_s)
        return reading;
    for (const QString &w : {u"no effect"_s, u"fail"_s, u"fails"_s, u"failure"_s, u"no change"_s})
        if (says(result, w))
            return u"failure"_s;
    for (const QString &n : names)
        if (says(result, n)) {
            named = n;
            return u"success"_s;
        }
    for (const QString &w : {u"success"_s, u"succeeds"_s, u"converted"_s, u"controlled"_s})
        if (says(result, w))
            return u"success"_s;
    return u"failure"_s;
}

QString otherSide(const QString &side)
{
    return side == u"Empire"_s ? u"Tribal"_s : u"Empire"_s;
}

} // namespace

bool isFaceDown(Campaign &campaign, const Unit &unit)
{
    const QString face = unit.attributes.value(u"face"_s).toString();
    if (!face.isEmpty())
        return face == u"down"_s;
    return CampaignReader(campaign.database()).side(unit.sideId).name != u"Empire"_s;
}

CharlemagneTurn::CharlemagneTurn(Campaign &campaign)
    : m_campaign(campaign)
{
}

QStringList CharlemagneTurn::readings()
{
    return {u"auto"_s, u"success"_s, u"failure"_s};
}

QStringList CharlemagneTurn::battleReadings()
{
    return {u"auto"_s, u"attacker-eliminated"_s, u"defender-eliminated"_s, u"both-eliminated"_s, u"none"_s};
}

int CharlemagneTurn::burgsHeld(const QString &side)
{
    CampaignReader reader(m_campaign.database());
    const qint64 sideId = reader.sideByName(side).id;
    QSet<QString> occupied;
    for (const Unit &u : reader.units())
        if (u.sideId == sideId && !u.isEliminated())
            occupied.insert(u.locationId);
    QSet<QString> burgs;
    QSet<QString> pillaged;
    for (const PlacedMarker &m : reader.markers()) {
        if (m.kind == u"burg"_s)
            burgs.insert(m.locationId);
        else if (m.kind == u"pillage"_s)
            pillaged.insert(m.locationId);
    }
    int n = 0;
    for (const QString &hex : burgs)
        n += occupied.contains(hex) && !pillaged.contains(hex);
    return n;
}

bool CharlemagneTurn::controls(const QString &side, const QString &region)
{
    CampaignReader reader(m_campaign.database());
    return reader.hasLocation(region) && reader.location(region).attributes.value(u"control"_s).toString() == side;
}

qint64 CharlemagneTurn::charlemagneId()
{
    CampaignReader reader(m_campaign.database());
    for (const Unit &u : reader.units())
        if (u.name == u"Charlemagne"_s && reader.side(u.sideId).name == u"Empire"_s)
            return u.id;
    return 0;
}

ProcedureResult CharlemagneTurn::resolveIn(ActionWriter &writer, ActionDraft &draft, const QString &id,
                                           const QJsonObject &inputs, const Dice &dice)
{
    const Procedure &p = ProcedureRegistry::standard().get(id);
    const TableLibrary tables = CampaignTables::forCampaign(m_campaign);
    return ProcedureRunner(tables).resolveInto(writer, p, ProcedureRunner::completeInputs(p, inputs), dice, draft);
}

TurnStep CharlemagneTurn::finish(ActionWriter &writer, ActionDraft &draft, const ProcedureResult &result,
                                 const QString &consequence)
{
    TurnStep step;
    step.result = result;
    step.consequence = consequence;
    if (!consequence.isEmpty())
        draft.publicText = tr("%1 — %2").arg(draft.publicText, consequence);
    draft.data.insert(u"consequence"_s, consequence);
    step.seq = writer.commit(draft);
    step.result.loggedAs = step.seq;
    return step;
}

QString CharlemagneTurn::spendBid(ActionWriter &writer, qint64 sideId, qint64 defenderId, const VassalageAttempt &a)
{
    // Every marker bid goes back, the double-count ones too, the attacker's and the defender's (§9.2, §9.5).
    QString problem;
    const QStringList mine = CharlemagneMarkers::doubles(writer.database(), sideId, a.bid.doubleMarkers, a.doubleKinds,
                                                         &problem);
    const QStringList theirs = problem.isEmpty()
                                   ? CharlemagneMarkers::doubles(writer.database(), defenderId,
                                                                 a.bid.defenderDoubleMarkers, a.defenderDoubleKinds,
                                                                 &problem)
                                   : QStringList();
    if (!problem.isEmpty())
        throw Failure::badInput(problem);
    CharlemagneMarkers::spend(writer, sideId, u"Vassalage"_s, a.bid.markers);
    CharlemagneMarkers::spendEach(writer, sideId, mine);
    CharlemagneMarkers::spend(writer, defenderId, u"Vassalage"_s, a.bid.defenderMarkers);
    CharlemagneMarkers::spendEach(writer, defenderId, theirs);
    const QStringList doubles = mine + theirs;
    return tr("%1 marker(s) back to the Container%2 (§9.2)")
        .arg(a.bid.markers + a.bid.defenderMarkers + doubles.size())
        .arg(doubles.isEmpty() ? QString() : tr(", %1 among them").arg(doubles.join(u", "_s)));
}

QString CharlemagneTurn::publicName(const Unit &unit)
{
    const QString side = CampaignReader(m_campaign.database()).side(unit.sideId).name;
    if (isFaceDown(m_campaign, unit))
        return tr("%1 unit #%2").arg(side).arg(unit.id);
    return unit.name.isEmpty() ? tr("%1 %2 #%3").arg(side, unit.type).arg(unit.id) : unit.name;
}

QString CharlemagneTurn::eliminate(ActionWriter &writer, const Unit &unit)
{
    writer.update(u"units"_s, {{u"id"_s, unit.id}}, {{u"status"_s, u"eliminated"_s}});
    QString text = publicName(unit);
    if (unit.type != u"leader"_s)
        return text;
    try {
        ContainerStore store(writer, ContainerStore::containerId(writer, QString()));
        for (const ContainerMarker &m : store.state().inPlay())
            if (m.unitId == unit.id) {
                store.toPool(m);
                text += tr(" (its stratagem back to the Container, §21.3)");
            }
    } catch (const Failure &) {
        // No container in this campaign: nothing to return.
    }
    return text;
}

TurnStep CharlemagneTurn::treasury(const QString &sideName, std::optional<int> burgs)
{
    const QString side = pickWord(sideName, {u"Empire"_s, u"Tribal"_s}, tr("The side"));
    const int held = burgs ? *burgs : burgsHeld(side);
    const bool byzantium = controls(side, u"Byzantium"_s);
    const bool caliphate = controls(side, u"Caliphate"_s);
    const qint64 sideId = CampaignReader(m_campaign.database()).sideByName(side).id;
    const QString headline = tr("%1 collects its taxes (Charlemagne §10.1)").arg(side);
    // Treasure is collected once in each friendly Treasury Phase, one a game turn: the turn of the last
    // collection is kept per side in the campaign meta, written with the headline so one undo takes it back.
    const QString collectedKey = u"charlemagne.treasury-turn."_s + QString::number(sideId);
    const QString turn = QString::number(CampaignReader(m_campaign.database()).clock().turn);
    if (CampaignReader(m_campaign.database()).meta(collectedKey) == turn)
        throw Failure::badInput(tr("%1 has collected its treasure this game turn already: the player collects once, "
                                   "in his Treasury Phase; undo that collection to make it again (Charlemagne §10.1).")
                                        .arg(side));
    ActionGroup group(m_campaign.log());
    {
        ActionWriter marked(m_campaign.log());
        if (marked.row(u"meta"_s, {{u"key"_s, collectedKey}}).isEmpty())
            marked.insert(u"meta"_s, {{u"key"_s, collectedKey}, {u"value"_s, turn}});
        else
            marked.update(u"meta"_s, {{u"key"_s, collectedKey}}, {{u"value"_s, turn}});
        marked.commit(u"charlemagne.treasury"_s, headline); // what the table may know
    }
    ActionWriter writer(m_campaign.log());
    ActionDraft draft;
    const ProcedureResult r = resolveIn(writer, draft, u"charlemagne.treasury"_s,
                                        {{u"burgs"_s, held}, {u"byzantium"_s, byzantium}, {u"caliphate"_s, caliphate}},
                                        QList<int>{});
    const qint64 tp = r.outcome.value(u"treasure_points"_s).toInteger();
    const qint64 balance = writer.row(u"accounts"_s, {{u"side_id"_s, sideId}}).value(u"balance"_s).toInteger() + tp;
    TurnStep step = finishPrivate(writer, draft, r,
                                  tr("%1 collects %2 TP (%3 occupied burg(s)%4), treasure now %5 (Charlemagne §10.1)")
                                      .arg(side)
                                      .arg(tp)
                                      .arg(held)
                                      .arg(burgs ? tr(", as entered") : tr(", counted on the board"))
                                      .arg(balance),
                                  sideId, headline);
    if (tp > 0)
        Ledger(m_campaign).credit(sideId, tp, LedgerCategory::Income, tr("taxes, Charlemagne §10.1"), secretTo(sideId));
    return closeGroup(group, u"charlemagne.treasury"_s, headline, step);
}

TurnStep CharlemagneTurn::buyStratagems(const QString &sideName, int count)
{
    const QString side = pickWord(sideName, {u"Empire"_s, u"Tribal"_s}, tr("The side"));
    CampaignReader reader(m_campaign.database());
    const qint64 sideId = reader.sideByName(side).id;
    // How many draws a side buys tells its treasure's lower bound: the count is the side's too (§25).
    const QString headline = tr("%1 buys stratagem draws in its Treasury Phase (Charlemagne §10.2c)").arg(side);
    ActionGroup group(m_campaign.log());
    ActionWriter(m_campaign.log()).commit(u"charlemagne.buy-stratagems"_s, headline);
    ActionWriter writer(m_campaign.log());
    const qint64 treasure = writer.row(u"accounts"_s, {{u"side_id"_s, sideId}}).value(u"balance"_s).toInteger();
    ActionDraft draft;
    const ProcedureResult r = resolveIn(writer, draft, u"charlemagne.stratagem-purchase"_s,
                                        {{u"treasure"_s, qMax<qint64>(0, treasure)}, {u"draws"_s, count}}, QList<int>{});
    const qint64 cost = r.outcome.value(u"cost"_s).toInteger();
    TurnStep step = finishPrivate(writer, draft, r,
                                  tr("%1 pays %2 TP for %3 stratagem draw(s), treasure now %4; draw them from the "
                                     "Container (Charlemagne §8.2c)")
                                      .arg(side)
                                      .arg(cost)
                                      .arg(count)
                                      .arg(treasure - cost),
                                  sideId, headline);
    Ledger(m_campaign).debit(sideId, cost, LedgerCategory::Purchase, tr("%1 stratagem(s), Charlemagne §10.2c").arg(count),
                             secretTo(sideId));
    return closeGroup(group, u"charlemagne.buy-stratagems"_s, headline, step);
}

LedgerOptions CharlemagneTurn::secretTo(qint64 sideId)
{
    LedgerOptions options;
    options.audience = Audience::Side; // treasure is seen by its side and the referee only (§25)
    options.audienceSide = sideId;
    return options;
}

TurnStep CharlemagneTurn::finishPrivate(ActionWriter &writer, ActionDraft &draft, const ProcedureResult &result,
                                        const QString &consequence, qint64 sideId, const QString &publicText)
{
    TurnStep step;
    step.result = result;
    step.consequence = consequence;
    draft.privateText = tr("%1 — %2").arg(draft.publicText, consequence);
    draft.publicText = publicText;
    draft.audience = Audience::Side;
    draft.audienceSide = sideId;
    draft.data.insert(u"consequence"_s, consequence);
    step.seq = writer.commit(draft);
    step.result.loggedAs = step.seq;
    return step;
}

TurnStep CharlemagneTurn::closeGroup(ActionGroup &group, const QString &kind, const QString &headline, TurnStep step)
{
    const qint64 seq = group.commit(kind, headline);
    if (seq != 0) // 0 inside an outer group (a step), which commits the whole
        step.seq = seq;
    return step;
}

TurnStep CharlemagneTurn::vassalage(const VassalageAttempt &a, const Dice &dice)
{
    const QString side = pickWord(a.side, {u"Empire"_s, u"Tribal"_s}, tr("The side"));
    const QString reading = pickWord(a.reading, readings(), tr("The reading"));
    CampaignReader reader(m_campaign.database());
    const Location region = reader.location(a.region.trimmed());
    if (region.kind != u"region"_s)
        throw Failure::badInput(tr("%1 is a %2, not a region.").arg(region.id, region.kind));
    const QString before = region.attributes.value(u"control"_s).toString();
    if (before == side)
        throw Failure::badInput(tr("%1 already controls %2 (Charlemagne §9).").arg(side, region.id));
    ActionWriter writer(m_campaign.log());
    ActionDraft draft;
    const ProcedureResult r = resolveIn(writer, draft, u"charlemagne.vassalage"_s,
                                        {{u"side"_s, side.toLower()}, {u"region"_s, region.id},
                                         {u"markers"_s, a.bid.markers}, {u"double_markers"_s, a.bid.doubleMarkers},
                                         {u"defender_markers"_s, a.bid.defenderMarkers},
                                         {u"defender_double_markers"_s, a.bid.defenderDoubleMarkers},
                                         {u"modifier"_s, a.bid.modifier}},
                                        dice);
    QString named;
    const QString result = r.outcome.value(u"result"_s).toVariant().toString();
    const QString read = readResult(result, reading, {u"Empire"_s, u"Tribal"_s, u"Neutral"_s}, named);
    const QString target = named.isEmpty() ? side : named;
    QStringList parts;
    if (a.spend)
        parts << spendBid(writer, reader.sideByName(side).id, reader.sideByName(otherSide(side)).id, a);
    const QString how = reading == u"auto"_s ? tr("result read as %1").arg(read) : tr("applied as %1 by the referee").arg(read);
    if (read == u"success"_s && target != before) {
        Location l = region;
        l.attributes.insert(u"control"_s, target);
        writer.update(u"locations"_s, {{u"id"_s, l.id}}, {{u"attributes"_s, QString::fromUtf8(QJsonDocument(l.attributes).toJson(QJsonDocument::Compact))}});
        const QString units = CharlemagneAllegiance(writer).transfer(region.id, before, target).text();
        if (!units.isEmpty())
            parts.prepend(units);
        parts.prepend(tr("%1 passes from %2 to %3 (%4; Charlemagne §4, §9.1)").arg(region.id, before, target, how));
    } else {
        parts.prepend(tr("%1 stays %2 (%3)").arg(region.id, before, how));
    }
    return finish(writer, draft, r, parts.join(u"; "_s));
}

TurnStep CharlemagneTurn::conversion(const ConversionAttempt &a, const Dice &dice)
{
    const QString side = pickWord(a.side, {u"Empire"_s, u"Tribal"_s}, tr("The side"));
    const QString reading = pickWord(a.reading, readings(), tr("The reading"));
    const QStringList religions{u"christian"_s, u"pagan"_s, u"muslim"_s};
    const QString religion = pickWord(a.religion, religions, tr("The religion sought"));
    CampaignReader reader(m_campaign.database());
    const Location region = reader.location(a.region.trimmed());
    if (region.kind != u"region"_s)
        throw Failure::badInput(tr("%1 is a %2, not a region.").arg(region.id, region.kind));
    ActionWriter writer(m_campaign.log());
    ActionDraft draft;
    const ProcedureResult r = resolveIn(
        writer, draft, u"charlemagne.conversion"_s,
        {{u"side"_s, side.toLower()}, {u"religion"_s, religion}, {u"force_religion"_s, pickWord(a.forceReligion, religions, tr("The force's religion"))},
         {u"leader"_s, a.leader}, {u"markers"_s, a.bid.markers}, {u"double_markers"_s, a.bid.doubleMarkers},
         {u"defender_markers"_s, a.bid.defenderMarkers}, {u"defender_double_markers"_s, a.bid.defenderDoubleMarkers},
         {u"modifier"_s, a.bid.modifier}},
        dice);
    QString named;
    const QString result = r.outcome.value(u"result"_s).toVariant().toString();
    const QString read = readResult(result, reading, religions, named);
    const QString now = named.isEmpty() ? religion : named;
    const QString before = region.attributes.value(u"religion"_s).toString();
    QStringList parts;
    if (a.spend) {
        CharlemagneMarkers::spend(writer, reader.sideByName(side).id, u"Missionary"_s, a.bid.markers);
        CharlemagneMarkers::spend(writer, reader.sideByName(otherSide(side)).id, u"Missionary"_s, a.bid.defenderMarkers);
        parts << tr("%1 missionary marker(s) back to the Container (§18.2)").arg(a.bid.markers + a.bid.defenderMarkers);
    }
    const QString how = reading == u"auto"_s ? tr("result read as %1").arg(read) : tr("applied as %1 by the referee").arg(read);
    if (read == u"success"_s) {
        Location l = region;
        l.attributes.insert(u"religion"_s, now);
        writer.update(u"locations"_s, {{u"id"_s, l.id}}, {{u"attributes"_s, QString::fromUtf8(QJsonDocument(l.attributes).toJson(QJsonDocument::Compact))}});
        parts.prepend(tr("%1 is now %2 (%3; Charlemagne §18)").arg(region.id, now, how));
    } else {
        parts.prepend(tr("%1 keeps its religion%2 (%3)")
                          .arg(region.id, before.isEmpty() ? QString() : u" ("_s + before + u")"_s, how));
    }
    if (region.attributes.value(u"control"_s).toString() == u"Neutral"_s)
        parts << belligerence(writer, region.id, otherSide(side));
    return finish(writer, draft, r, parts.join(u"; "_s));
}

QString CharlemagneTurn::belligerence(ActionWriter &writer, const QString &regionId, const QString &gainer)
{
    // A conversion in a neutral region brings it into the war on the other player's side (§4.4a(4), §4.4b).
    Location l = CampaignReader(writer.database()).location(regionId);
    l.attributes.insert(u"control"_s, gainer);
    writer.update(u"locations"_s, {{u"id"_s, l.id}},
                  {{u"attributes"_s, QString::fromUtf8(QJsonDocument(l.attributes).toJson(QJsonDocument::Compact))}});
    const QString units = CharlemagneAllegiance(writer).transfer(regionId, u"Neutral"_s, gainer).text();
    return tr("%1 enters the war: %2 gains its control (Charlemagne §4.4a(4))%3")
        .arg(regionId, gainer, units.isEmpty() ? QString() : u"; "_s + units);
}

TurnStep CharlemagneTurn::survival(const Dice &dice, const QString &rejoin)
{
    const qint64 id = charlemagneId();
    if (id == 0)
        throw Failure::badInput(tr("There is no Charlemagne unit in this campaign."));
    CampaignReader reader(m_campaign.database());
    const Unit charles = reader.unit(id);
    if (charles.isEliminated())
        throw Failure::badInput(tr("Charlemagne is already dead (Charlemagne §21.4e)."));
    const Location where = rejoin.trimmed().isEmpty() ? Location{} : reader.location(rejoin.trimmed());
    ActionWriter writer(m_campaign.log());
    ActionDraft draft;
    const ProcedureResult r = resolveIn(writer, draft, u"charlemagne.charlemagne-survival"_s, {}, dice);
    if (r.outcome.value(u"survives"_s).toBool()) {
        if (where.id.isEmpty() || where.id == charles.locationId)
            return finish(writer, draft, r, tr("Charlemagne lives and stays at %1 (Charlemagne §21.4e)").arg(charles.locationId));
        writer.update(u"units"_s, {{u"id"_s, id}}, {{u"location_id"_s, where.id}});
        return finish(writer, draft, r, tr("Charlemagne lives and joins the force at %1 (Charlemagne §21.4e)").arg(where.id));
    }
    writer.update(u"units"_s, {{u"id"_s, id}}, {{u"status"_s, u"eliminated"_s}});
    int returned = 0;
    try {
        ContainerStore store(writer, ContainerStore::containerId(writer, QString()));
        for (const ContainerMarker &m : store.state().hand(charles.sideId))
            if (!store.kind(m.kind).isLeader()) {
                store.toPool(m);
                ++returned;
            }
    } catch (const Failure &) {
        // No container: no hand to return.
    }
    return finish(writer, draft, r,
                  tr("Charlemagne dies: eliminated, the Empire's %1 stratagem(s) in hand (leaders excepted) go back "
                     "to the Container, and the count loses 3 VP (Charlemagne §21.4e(1), §27.1)")
                      .arg(returned));
}

TurnStep CharlemagneTurn::battle(const BattleRoll &b, const Dice &dice)
{
    const QString reading = pickWord(b.reading, battleReadings(), tr("The reading"));
    CampaignReader reader(m_campaign.database());
    QList<Unit> attackers;
    QList<Unit> defenders;
    for (qint64 id : b.attackers)
        attackers << reader.unit(id);
    for (qint64 id : b.defenders)
        defenders << reader.unit(id);
    ActionWriter writer(m_campaign.log());
    ActionDraft draft;
    const ProcedureResult r = resolveIn(writer, draft, u"charlemagne.battle"_s,
                                        {{u"column"_s, b.column}, {u"in_burg"_s, b.inBurg}}, dice);
    QString read = reading;
    const QString result = r.outcome.value(u"result"_s).toVariant().toString();
    if (reading == u"auto"_s) {
        const bool a = says(result, u"attacker eliminated"_s) || says(result, u"both eliminated"_s);
        const bool d = says(result, u"defender eliminated"_s) || says(result, u"both eliminated"_s);
        read = a && d ? u"both-eliminated"_s : a ? u"attacker-eliminated"_s : d ? u"defender-eliminated"_s : u"none"_s;
    }
    QList<Unit> lost;
    if (read == u"attacker-eliminated"_s || read == u"both-eliminated"_s)
        lost += attackers;
    if (read == u"defender-eliminated"_s || read == u"both-eliminated"_s)
        lost += defenders;
    QStringList gone;
    bool charlesHit = false;
    for (const Unit &u : lost) {
        if (u.isEliminated())
            continue;
        if (u.id == charlemagneId()) {
            charlesHit = true; // §21.4e: his fate is the survival roll's
            continue;
        }
        gone << eliminate(writer, u);
    }
    QString text = gone.isEmpty() ? tr("no unit eliminated (%1)").arg(read)
                                  : tr("eliminated (%1): %2").arg(read, gone.join(u", "_s));
    if (charlesHit)
        text += tr("; Charlemagne is hit: roll for his survival next (Charlemagne §21.4e)");
    text += tr("; retreats and other parts of the result are moved by hand (Charlemagne §16.7)");
    return finish(writer, draft, r, text);
}

ForceSummary CharlemagneTurn::force(const QList<qint64> &units)
{
    CampaignReader reader(m_campaign.database());
    const TableLibrary tables = CampaignTables::forCampaign(m_campaign);
    const RuleTable &printed = tables.table(u"charlemagne.units"_s);
    ForceSummary f;
    for (qint64 id : units) {
        const Unit u = reader.unit(id);
        if (u.isEliminated())
            continue;
        int strength = u.attributes.value(u"strength"_s).toInt(-1);
        if (strength < 0) {
            const int col = printed.columnIndex(QString(u.type).replace(u' ', u'-'));
            if (col < 0)
                throw Failure::badInput(tr("Unit #%1 is a %2: no printed strength; set it with the strength form.")
                                            .arg(u.id)
                                            .arg(u.type));
            strength = printed.require(printed.rowIndexFor(1), col).value.toInt();
        }
        f.strength += strength;
        ++f.units;
        if (u.name == u"Charlemagne"_s && reader.side(u.sideId).name == u"Empire"_s)
            f.leader = u"charlemagne"_s;
        else if (u.type == u"leader"_s && f.leader == u"none"_s)
            f.leader = u"leader"_s;
    }
    return f;
}

bool CharlemagneTurn::defendsInBurg(const QList<qint64> &defenders)
{
    // A force defending in a burg (printed or a marker) doubles its strength (§16.6d(2), §23.3).
    CampaignReader reader(m_campaign.database());
    QSet<QString> where;
    for (qint64 id : defenders)
        where.insert(reader.unit(id).locationId);
    if (where.size() != 1)
        return false;
    for (const PlacedMarker &m : reader.markers()) {
        if (m.kind == u"burg"_s && where.contains(m.locationId))
            return true;
    }
    return false;
}

ProcedureResult CharlemagneTurn::combatRatio(const QList<qint64> &attackers, const QList<qint64> &defenders,
                                             bool attackerAdvance, bool defenderTerrain, bool defenderAdvance)
{
    defenderTerrain = defenderTerrain || defendsInBurg(defenders);
    const ForceSummary a = force(attackers);
    const ForceSummary d = force(defenders);
    if (a.units == 0 || d.units == 0)
        throw Failure::badInput(tr("Give at least one unit of each force (Charlemagne §16.6)."));
    const Procedure &p = ProcedureRegistry::standard().get(u"charlemagne.combat-ratio"_s);
    const TableLibrary tables = CampaignTables::forCampaign(m_campaign);
    const QJsonObject inputs{{u"attacker"_s, a.strength},         {u"defender"_s, d.strength},
                             {u"attacker_leader"_s, a.leader},    {u"attacker_advance"_s, attackerAdvance},
                             {u"defender_leader"_s, d.leader},    {u"defender_terrain"_s, defenderTerrain},
                             {u"defender_advance"_s, defenderAdvance}};
    return ProcedureRunner(tables).resolveInCampaign(m_campaign, p, ProcedureRunner::completeInputs(p, inputs),
                                                     QList<int>{});
}

} // namespace Reeve::Charlemagne
