#include "dbaumpire.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <utility>

#include <QCoreApplication>
#include <QMap>

#include "campaign/campaign.h"
#include "campaign/campaignrandom.h"
#include "campaign/campaignreader.h"
#include "campaign/campaigntables.h"
#include "dice/randomstream.h"
#include "games/dba/dbarelations.h"
#include "games/dba/dbastepkinds.h"
#include "games/dba/dbatreasury.h"
#include "log/actiongroup.h"
#include "log/actionlog.h"
#include "log/actionwriter.h"
#include "orders/orderbook.h"
#include "procedures/procedureregistry.h"
#include "procedures/procedurerunner.h"
#include "tables/tablelibrary.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::DbaUmpire", text);
}

std::optional<QList<int>> facesOf(const QJsonValue &dice)
{
    if (!dice.isArray())
        return std::nullopt;
    QList<int> faces;
    for (const QJsonValue &v : dice.toArray())
        faces << v.toInt();
    return faces;
}

} // namespace

DbaUmpire::DbaUmpire(Campaign &campaign)
    : m_campaign(campaign)
    , m_armies(campaign)
{ }

QString DbaUmpire::season()
{
    const QString period = CampaignReader(m_campaign.database()).clock().period.toLower();
    if (!QStringList{u"spring"_s, u"summer"_s, u"autumn"_s, u"winter"_s}.contains(period))
        throw Failure::badInput(
                tr("The campaign clock is not in a season (it reads \"%1\"); the DBA campaign "
                   "counts Spring, Summer, Autumn and Winter.")
                        .arg(period));
    return period;
}

QJsonObject DbaUmpire::apply(const QJsonObject &step)
{
    using Handler = std::function<QJsonObject(DbaUmpire *, const QJsonObject &)>;
    static const QMap<QString, Handler> handlers{
            {u"move"_s, &DbaUmpire::move},
            {u"sea-move"_s, &DbaUmpire::seaMove},
            {u"contact"_s, &DbaUmpire::contact},
            {u"battle"_s, &DbaUmpire::battle},
            {u"siege"_s, &DbaUmpire::siege},
            {u"skip"_s, &DbaUmpire::skip},
            {u"season-end"_s, &DbaUmpire::seasonEnd},
            {u"taxes"_s, &DbaUmpire::taxes},
            {u"army"_s, &DbaUmpire::army},
            {u"province"_s, &DbaUmpire::setProvince},
            {u"next-season"_s, &DbaUmpire::nextSeason},
            {u"move-order"_s, &DbaUmpire::moveOrder},
            {u"naval-contact"_s, &DbaUmpire::navalContact},
            {u"assault"_s, &DbaUmpire::assault},
            {u"table-battle"_s, &DbaUmpire::tableBattle},
            {u"raise"_s, &DbaUmpire::raise},
            {u"buy-supply"_s, &DbaUmpire::buySupply},
            {u"harry"_s, &DbaUmpire::harry},
            {u"retreat"_s, &DbaUmpire::retreat},
            {u"break-vassalage"_s, &DbaUmpire::breakVassalage},
            {u"incite"_s, &DbaUmpire::incite},
            {u"border"_s, &DbaUmpire::setBorder},
            {u"next-move"_s, &DbaUmpire::nextMove},
            {u"treasury"_s, &DbaUmpire::treasury},
            {u"town-project"_s, &DbaUmpire::townProject},
            {u"rising"_s, &DbaUmpire::rising},
            {u"build-ships"_s, &DbaUmpire::buildShips},
            {u"promote"_s, &DbaUmpire::promote},
            {u"relation"_s, &DbaUmpire::relation},
            {u"succession"_s, &DbaUmpire::succession},
            {u"sub-general"_s, &DbaUmpire::subGeneral},
            {u"neutral-army"_s, &DbaUmpire::neutralArmy},
            {u"reassemble"_s, &DbaUmpire::reassemble},
            {u"contingent"_s, &DbaUmpire::contingent},
            {u"captured-ships"_s, &DbaUmpire::capturedShips},
            {u"hold"_s, &DbaUmpire::hold},
            {u"fleet-stance"_s, &DbaUmpire::fleetStance},
            {u"storm"_s, &DbaUmpire::standingStorm},
            {u"wait-defend"_s, &DbaUmpire::waitDefend},
            {u"defend"_s, &DbaUmpire::defend},
            {u"tribute"_s, &DbaUmpire::tribute},
    };
    const QString what = step.value(u"do"_s).toString();
    if (!handlers.contains(what))
        throw Failure::badInput(
                tr("Unknown umpire step \"%1\"; use one of %2.").arg(what, handlers.keys().join(u", "_s)));
    m_seqs = {};
    m_working = {};
    m_stepWorking = {};
    m_workingSide = 0;
    m_workingFor.clear();
    m_seizures.clear();
    m_diceGiven = step.contains(u"dice"_s);
    m_fateWritten = false;
    // One step, one action (docs/ARCHITECTURE.md): a refusal or failure anywhere leaves nothing written.
    ActionGroup group(m_campaign.log());
    const QJsonObject outcome = handlers.value(what)(this, step);
    // The order a step names is carried out by it: its nation reads that, even where the step has no words
    // of its own for the order's fate.
    if (!m_fateWritten && !step.value(u"order"_s).toObject().isEmpty()) {
        const DbaStepKind *kind = dbaStepKind(what);
        fate(step, tr("Carried out: %1")
                           .arg(kind ? QCoreApplication::translate("Reeve::DbaStepForm", kind->title) : what));
    }
    flushWorking(what);
    const qint64 closing = group.commit(u"dba."_s + what);
    if (closing > 0 && !m_seqs.contains(closing))
        m_seqs.append(closing);
    return {{u"do"_s, what}, {u"outcome"_s, outcome}, {u"log"_s, m_seqs}, {u"working"_s, m_stepWorking}};
}

QJsonArray DbaUmpire::applyAll(const QJsonArray &steps)
{
    QJsonArray results;
    for (const QJsonValue &step : steps)
        results.append(apply(step.toObject()));
    return results;
}

ProcedureResult DbaUmpire::resolve(const QString &id, const QJsonObject &inputs, const QJsonValue &dice,
                                   qint64 privateSide)
{
    const Procedure &p = ProcedureRegistry::standard().get(id);
    const TableLibrary tables = CampaignTables::forCampaign(m_campaign);
    ProcedureRunner runner(tables);
    const QJsonObject complete = ProcedureRunner::completeInputs(p, inputs);
    // Procedures without dice are worked out unlogged: their figures go into the result's own action.
    static const QStringList noDice{u"dba.move-cost"_s,
                                    u"dba.scouting-points"_s,
                                    u"dba.losses"_s,
                                    u"dba.supply-needed"_s,
                                    u"dba.taxes"_s,
                                    u"dba.troop-cost"_s,
                                    u"dba.raise-troops"_s,
                                    u"dba.supply-units"_s,
                                    u"dba.retreat"_s,
                                    u"dba.incite-rebellion"_s,
                                    u"dba.moves-per-season"_s,
                                    u"dba.move-allowance"_s,
                                    u"dba.promotion"_s,
                                    u"dba.naval-elements"_s,
                                    u"dba.allied-supply"_s,
                                    u"dba.succession"_s,
                                    u"dba.captured-ship"_s,
                                    u"dba.sub-general"_s,
                                    u"dba.neutral-defence"_s,
                                    u"dba.vassal-contingent"_s,
                                    u"dba.transport-space"_s,
                                    u"dba.vassal-tribute"_s};
    if (noDice.contains(id)) {
        ProcedureResult result = runner.runEntered(p, complete, {});
        QJsonObject working = result.toJson();
        working.remove(u"dice"_s);
        working.remove(u"dice_detail"_s);
        working.insert(u"dice_source"_s, u"none"_s);
        if (!m_workingFor.isEmpty())
            working.insert(u"for"_s, std::exchange(m_workingFor, {}));
        m_working.append(working);
        m_stepWorking.append(working);
        return result;
    }
    const std::optional<QList<int>> faces = facesOf(dice);
    // Dice entered for a step are never topped up with Reeve's own rolls (docs/ARCHITECTURE.md, "Strict input").
    if (m_diceGiven && !faces)
        throw Failure::badInput(
                tr("Dice were entered for this step, but none for its roll of %1 (%2)%3. Enter that "
                   "roll's dice too, or enter no dice and let Reeve roll the whole step.")
                        .arg(p.title, p.diceText,
                             m_rollFor.isEmpty() ? QString() : tr(" for %1").arg(m_rollFor)));
    if (privateSide <= 0) {
        ProcedureResult result = runner.resolveInCampaign(m_campaign, p, complete, faces, u"umpire"_s);
        m_seqs.append(result.loggedAs);
        return result;
    }
    // A nation's private roll (its voyage, its storm): not even the roll's title is public, for "a storm was
    // rolled" tells the world somebody is at sea (hidden movement). As ProcedureRunner::resolveInCampaign
    // does for private rolls otherwise: hidden draws, the result for that nation and the umpire, a salt.
    if (!faces)
        CampaignRandom(m_campaign).ensureDrawSecret();
    ActionWriter writer(m_campaign.log());
    ActionDraft draft;
    ProcedureResult result = runner.resolveInto(writer, p, complete, faces, draft,
                                                ProcedureRunner::Secrecy::Hidden);
    draft.privateText = draft.publicText;
    draft.publicText = tr(
            "The umpire rolls in private for a nation (that nation and the umpire see the result)");
    draft.audience = Audience::Side;
    draft.audienceSide = privateSide;
    draft.data.insert(u"salt"_s, QString::fromLatin1(RandomStream::newSeed().toHex().left(32)));
    draft.actor = u"umpire"_s;
    result.loggedAs = writer.commit(draft);
    m_seqs.append(result.loggedAs);
    return result;
}

void DbaUmpire::commit(DbaArmies::Change change)
{
    leaveTreasureBehind(change);
    change.working = m_working;
    m_working = {};
    m_seqs.append(m_armies.commit(change));
}

void DbaUmpire::flushWorking(const QString &what)
{
    if (m_working.isEmpty())
        return;
    QStringList titles;
    for (const QJsonValue &w : std::as_const(m_working)) {
        const QString id = w.toObject().value(u"procedure"_s).toString();
        titles << ProcedureRegistry::standard().get(id).title;
    }
    titles.removeDuplicates();
    DbaArmies::Change change;
    const QString text = tr("The umpire's working for the %1 step: %2").arg(what, titles.join(u", "_s));
    if (m_workingSide > 0) {
        const QString side = CampaignReader(m_campaign.database()).side(m_workingSide).name;
        change.publicText = secretText();
        change.privateText = text;
        change.privateSide = m_workingSide;
    } else {
        change.publicText = text;
    }
    commit(change);
}

void DbaUmpire::refuse(const QString &why)
{
    throw Failure::badInput(tr("Refused: %1").arg(why));
}

void DbaUmpire::fate(const QJsonObject &step, const QString &text, bool isPublic)
{
    const QJsonObject order = step.value(u"order"_s).toObject();
    if (order.isEmpty())
        return;
    const Side side = CampaignReader(m_campaign.database()).sideByName(order.value(u"side"_s).toString());
    m_seqs.append(
            OrderBook(m_campaign).setFate(side.id, order.value(u"number"_s).toInt(), text, isPublic).seq);
    m_fateWritten = true;
}

QJsonObject DbaUmpire::province(const QString &id)
{
    const Location location = CampaignReader(m_campaign.database()).location(id);
    return location.attributes;
}

bool DbaUmpire::generalAt(qint64 sideId, const QString &provinceId)
{
    for (const DbaArmy &a : m_armies.all()) {
        if (a.sideId == sideId && a.location == provinceId && a.hasGeneral())
            return true;
    }
    return false;
}

bool DbaUmpire::isHome(const DbaArmy &army)
{
    const QJsonObject p = province(army.location);
    const QString home = p.value(u"home"_s).toString(p.value(u"owner"_s).toString());
    return home == army.sideName;
}

int DbaUmpire::applyLosses(DbaArmy &army, const QList<int> &percentages, QStringList &notes,
                           int shareHundredths, int partHundredths)
{
    QList<int> nonZero;
    for (int pct : percentages) {
        if (pct > 0)
            nonZero << pct;
    }
    if ((nonZero.isEmpty() && shareHundredths <= 0 && partHundredths <= 0) || army.elements.isEmpty())
        return 0;
    QJsonArray pcts;
    for (int pct : nonZero)
        pcts.append(pct);
    if (pcts.isEmpty())
        pcts.append(0); // only a share of a side's loss
    QJsonArray values;
    for (int v : m_armies.points(army))
        values.append(v);
    m_workingFor = army.name;
    QJsonObject inputs{{u"percentages"_s, pcts}, {u"elements"_s, values}};
    if (shareHundredths > 0)
        inputs.insert(u"share_hundredths"_s, shareHundredths);
    if (partHundredths > 0)
        inputs.insert(u"part_hundredths"_s, partHundredths);
    const ProcedureResult r = resolve(u"dba.losses"_s, inputs, {});
    const int lost = qMin(int(army.elements.size()), r.outcome.value(u"elements_lost"_s).toInt());
    const QStringList gone = army.elements.mid(0, lost);
    army.elements = army.elements.mid(lost);
    const QString given = gone.isEmpty() ? tr("none") : gone.join(u", "_s);
    if (partHundredths > 0)
        notes << tr("%1 loses %2% of its points, %3 point(s) more on its unsupplied elements and a share "
                    "of %4 point(s), %5 point(s) in all, rounded up once to %6 element(s) given up in its "
                    "listed order: %7 (DBA campaign, Calculating Troop Losses)")
                         .arg(army.name)
                         .arg(r.outcome.value(u"total_pct"_s).toInt())
                         .arg(QString::number(partHundredths / 100.0),
                              QString::number(qMax(0, shareHundredths) / 100.0),
                              QString::number(r.outcome.value(u"points_lost"_s).toDouble()))
                         .arg(lost)
                         .arg(given);
    else if (shareHundredths > 0)
        notes << tr("%1 loses %2% of its points and a share of %3 point(s), %4 point(s) in all, rounded up "
                    "to %5 "
                    "element(s) given up in its listed order: %6 (DBA campaign, Calculating Troop Losses)")
                         .arg(army.name)
                         .arg(r.outcome.value(u"total_pct"_s).toInt())
                         .arg(QString::number(shareHundredths / 100.0),
                              QString::number(r.outcome.value(u"points_lost"_s).toDouble()))
                         .arg(lost)
                         .arg(given);
    else
        notes << tr("%1 loses %2% in all, rounded up to %3 element(s) given up in its listed order: %4 "
                    "(DBA campaign, Calculating Troop Losses)")
                         .arg(army.name)
                         .arg(r.outcome.value(u"total_pct"_s).toInt())
                         .arg(lost)
                         .arg(given);
    return lost;
}

QJsonObject DbaUmpire::move(const QJsonObject &step)
{
    DbaArmy army = m_armies.byName(step.value(u"army"_s).toString());
    requireAshore(army);
    m_workingSide = army.sideId;
    followClock(army);
    const QString to = step.value(u"to"_s).toString();
    QJsonObject target = province(to);
    // A general travelling alone rides at mounted speed, through friendly provinces only (OF KINGS AND THINGS).
    const bool alone = army.elements.isEmpty() && army.hasGeneral();
    if (alone && !DbaRelations(m_campaign).friendly(army.sideName, target.value(u"owner"_s).toString())
        && target.value(u"owner"_s).toString() != army.sideName)
        refuse(tr("%1 travels alone: a general without elements goes only through friendly provinces "
                  "(DBA campaign, OF KINGS AND THINGS)")
                       .arg(army.general));
    const QString border = borderFor(step, army.location, to);
    if (border.isEmpty()) {
        refuse(tr("%1 does not border %2 (borders as the umpire entered them; DBA "
                  "campaign, STRATEGIC MOVEMENT)")
                       .arg(to, army.location));
    }
    m_workingFor = tr("%1 to %2").arg(army.name, to);
    const ProcedureResult cost = resolve(u"dba.move-cost"_s,
                                         {{u"border"_s, border},
                                          {u"season"_s, season()},
                                          {u"mounted"_s, alone ? u"all"_s : army.mountedState()},
                                          {u"baggage"_s,
                                           army.supply > 0 || DbaTreasury::carried(army) > 0
                                                   || army.attributes.value(u"baggage"_s).toInt() > 0
                                                   || step.value(u"baggage"_s).toBool()}},
                                         {});
    const double moves = cost.outcome.value(u"moves"_s).toDouble();
    if (!cost.outcome.value(u"allowed"_s).toBool()) {
        refuse(tr("the border to %1 cannot be crossed by this army now (DBA campaign, "
                  "STRATEGIC MOVEMENT)")
                       .arg(to));
    }
    DbaArmies::Change change;
    const QString owner = target.value(u"owner"_s).toString();
    // Entering an ally's or vassal's province (the relation step) is no invasion.
    const bool hostile = !owner.isEmpty() && !DbaRelations(m_campaign).friendly(army.sideName, owner)
                         && !step.value(u"friendly"_s).toBool();
    if (!army.hasGeneral() && owner != army.sideName && !generalAt(army.sideId, to)) {
        refuse(tr("an army without a general moves by land only through its own provinces, or "
                  "to join one of its generals (DBA campaign, STRATEGIC MOVEMENT)"));
    }
    // The season's moves are the army's allowance: the move is made only if its cost still fits.
    const int turn = CampaignReader(m_campaign.database()).clock().turn;
    const double used = army.movesUsed(turn);
    m_workingFor = tr("%1 to %2").arg(army.name, to);
    const ProcedureResult allowance = resolve(u"dba.move-allowance"_s,
                                              {{u"season"_s, season()},
                                               {u"used"_s, QString::number(used)},
                                               {u"cost"_s, QString::number(moves)},
                                               {u"kind"_s, u"land"_s}},
                                              {});
    const int seasonMoves = allowance.outcome.value(u"season_moves"_s).toInt();
    if (!allowance.outcome.value(u"allowed"_s).toBool()) {
        refuse(tr("%1 has used %2 of the season's %3 moves and the move to %4 needs %5 more "
                  "(DBA campaign, STRATEGIC MOVEMENT)")
                       .arg(army.name, QString::number(used))
                       .arg(seasonMoves)
                       .arg(to, QString::number(moves)));
    }
    army.spendMoves(turn, moves);
    if (hostile) // each move of hostile presence counts once (dbaumpirepresence.cpp)
        markPresence(change, to, arrivalMove(army.movesUsed(turn)), step.value(u"hostile_moves"_s).toInt(1));
    const QString from = army.location;
    if (QJsonObject left = change.provinceOr(from, province(from)); !left.isEmpty()) {
        // A besieger that marches off leaves the siege; it ends when none of its besiegers is left.
        if (left.contains(u"siege"_s)) {
            const QJsonObject kept = siegeWithout(left.value(u"siege"_s).toObject(), army.name);
            if (kept.isEmpty())
                left.remove(u"siege"_s);
            else
                left.insert(u"siege"_s, kept);
        }
        change.setProvince(from, left);
        // Who left in which move: an enemy still there as the move began opposed a conquest in it.
        recordDeparture(change, from, army, qMax(currentMove(), int(std::floor(used + 1e-9)) + 1));
    }
    army.location = to;
    army.inTown = false;
    army.attributes.remove(u"landed"_s); // it arrived by land
    change.armies << army;
    // Orders are secret until adjudicated, and so is where an army went: its nation reads the
    // move; the world learns of it only when it invades somebody's province.
    change.privateText = tr("%1 moves from %2 to %3 (%4 move(s), %5 of %6 used this season; %7DBA campaign, "
                            "STRATEGIC MOVEMENT)")
                                 .arg(army.name, from, to, QString::number(moves),
                                      QString::number(army.movesUsed(turn)), QString::number(seasonMoves),
                                      hostile ? tr("invading %1's province; ").arg(owner) : QString());
    change.privateSide = army.sideId;
    change.publicText = hostile ? tr("%1 invades %2's province %3 (DBA campaign, STRATEGIC MOVEMENT)")
                                          .arg(army.sideName, owner, to)
                                : secretText();
    commit(change);
    fate(step, tr("Carried out: %1 reached %2 in %3 move(s)").arg(army.name, to, QString::number(moves)));
    return {{u"moved"_s, true},
            {u"moves"_s, moves},
            {u"invaded"_s, hostile},
            {u"location"_s, to},
            {u"moves_used"_s, army.movesUsed(turn)},
            {u"season_moves"_s, seasonMoves}};
}

QJsonObject DbaUmpire::skip(const QJsonObject &step)
{
    const QString reason = step.value(u"reason"_s).toString();
    if (reason.isEmpty())
        throw Failure::badInput(tr("Say why the order is not carried out (\"reason\")."));
    if (step.value(u"order"_s).toObject().isEmpty())
        throw Failure::badInput(tr("Name the order that is not carried out (\"order\": side and number)."));
    fate(step, tr("Not carried out: %1").arg(reason));
    return {{u"skipped"_s, true}};
}

} // namespace Reeve
