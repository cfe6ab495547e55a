// Paying for better forces: building naval elements in a coastal province, promoting an element, and
// captured ships taken, re-crewed or sold (DBA campaign, RAISING AN ARMY; DbaUmpire, continued).
#include "dbaumpire.h"

#include <QCoreApplication>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "games/dba/dbarelations.h"
#include "ledger/ledger.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::DbaUmpire", text);
}

const QString NavalRef = u"DBA campaign, RAISING AN ARMY (Naval Elements)"_s;

/// Naval elements a province has built in \a year (its "ships_built": {"year", "count"}).
int builtIn(const QJsonObject &province, int year)
{
    const QJsonObject built = province.value(u"ships_built"_s).toObject();
    return built.value(u"year"_s).toInt() == year ? built.value(u"count"_s).toInt() : 0;
}

/// Ships are built in a coastal province the fleet's nation holds; throws, saying what is wrong, elsewhere.
void requireShipyard(const DbaArmy &fleet, const QJsonObject &here)
{
    if (here.value(u"owner"_s).toString() != fleet.sideName)
        throw Failure::badInput(tr("Ships are built in a coastal province the nation holds; %1 is not %2's (%3).")
                                    .arg(fleet.location, fleet.sideName, NavalRef));
    if (!here.contains(u"coastal"_s))
        throw Failure::badInput(tr("Whether %1 is coastal is not recorded (the map is not in Reeve's sources): record it "
                                   "with a province step, \"coastal\": true.")
                                    .arg(fleet.location));
    if (!here.value(u"coastal"_s).toBool())
        throw Failure::badInput(tr("%1 is recorded as inland; ships are built in a coastal province (%2).").arg(fleet.location, NavalRef));
}

} // namespace

void DbaUmpire::paySecretly(qint64 sideId, qint64 cost, const QString &reason)
{
    LedgerOptions secret;
    secret.audience = Audience::Side;
    secret.audienceSide = sideId;
    secret.actor = u"umpire"_s;
    m_seqs.append(Ledger(m_campaign).debit(sideId, cost, LedgerCategory::Purchase, reason, secret));
}

QJsonObject DbaUmpire::buildShips(const QJsonObject &step)
{
    DbaArmy fleet = m_armies.byName(step.value(u"fleet"_s).toString());
    if (fleet.type != u"fleet"_s)
        throw Failure::badInput(tr("%1 is an army; naval elements join a fleet.").arg(fleet.name));
    m_workingSide = fleet.sideId;
    QJsonObject here = province(fleet.location);
    requireShipyard(fleet, here);
    const int number = step.value(u"number"_s).toInt(1);
    CampaignReader reader(m_campaign.database());
    const int year = m_campaign.game().yearOf(reader.clock().turn);
    int coastal = 0, builtThisYear = 0, naval = 0;
    for (const Location &l : reader.locations()) {
        if (l.attributes.value(u"owner"_s).toString() != fleet.sideName)
            continue;
        coastal += l.attributes.value(u"coastal"_s).toBool() ? 1 : 0;
        builtThisYear += builtIn(l.attributes, year);
    }
    for (const DbaArmy &a : m_armies.all())
        naval += a.sideId == fleet.sideId ? a.count(u"naval"_s) : 0;
    // One a year in each coastal province: this province's share is checked here, the nation's by the procedure.
    if (builtIn(here, year) + number > 1)
        throw Failure::badInput(tr("%1 has built %2 naval element(s) this year; a coastal province builds one a year (%3).")
                                    .arg(fleet.location)
                                    .arg(builtIn(here, year))
                                    .arg(NavalRef));
    m_workingFor = fleet.sideName;
    const ProcedureResult r = resolve(u"dba.naval-elements"_s,
                                      {{u"coastal_provinces"_s, coastal}, {u"naval_elements"_s, naval},
                                       {u"build"_s, number}, {u"built_this_year"_s, builtThisYear}},
                                      {});
    if (!r.outcome.value(u"allowed"_s).toBool())
        throw Failure::badInput(tr("Not allowed: %1 holds %2 coastal province(s), so at most %3 naval elements in all, and "
                                   "has %4 (%5).")
                                    .arg(fleet.sideName)
                                    .arg(coastal)
                                    .arg(r.outcome.value(u"max_naval_elements"_s).toInt())
                                    .arg(naval)
                                    .arg(NavalRef));
    const qint64 cost = r.outcome.value(u"cost"_s).toInteger();
    DbaArmies::Change change;
    const QString paid = payFrom(fleet.sideId, cost, step, {}, &fleet, change);
    paySecretly(fleet.sideId, cost, tr("%1 naval element(s) for %2 (%3)").arg(number).arg(fleet.name, NavalRef));
    for (int i = 0; i < number; ++i)
        fleet.elements << u"naval"_s;
    here = change.provinceOr(fleet.location, here);
    here.insert(u"ships_built"_s, QJsonObject{{u"year"_s, year}, {u"count"_s, builtIn(here, year) + number}});
    change.setProvince(fleet.location, here);
    change.armies.prepend(fleet);
    change.publicText = secretText();
    change.privateText = tr("%1 naval element(s) join %2 in %3 for £%4%5")
                             .arg(number)
                             .arg(fleet.name, fleet.location)
                             .arg(cost)
                             .arg(paid.isEmpty() ? QString() : u", "_s + paid);
    change.privateSide = fleet.sideId;
    commit(change);
    fate(step, tr("Carried out: %1 naval element(s) for £%2").arg(number).arg(cost));
    return {{u"cost"_s, cost}, {u"naval"_s, fleet.count(u"naval"_s)}};
}

QJsonObject DbaUmpire::promote(const QJsonObject &step)
{
    DbaArmy army = m_armies.byName(step.value(u"army"_s).toString());
    m_workingSide = army.sideId;
    const QString from = step.value(u"element"_s).toString().trimmed().toLower();
    const QString to = step.value(u"to"_s).toString().trimmed().toLower();
    const auto [fromType, fromGrade] = DbaArmy::parseElement(from);
    const auto [toType, toGrade] = DbaArmy::parseElement(to);
    const qsizetype at = army.elements.indexOf(from);
    if (at < 0)
        throw Failure::badInput(tr("%1 has no %2 element to promote (it has %3).").arg(army.name, from, army.elements.join(u", "_s)));
    m_workingFor = tr("%1 in %2").arg(from, army.name);
    const ProcedureResult r = resolve(u"dba.promotion"_s,
                                      {{u"from_type"_s, fromType}, {u"from_grade"_s, fromGrade}, {u"to_type"_s, toType},
                                       {u"to_grade"_s, toGrade},
                                       {u"fought_battle"_s, step.value(u"fought_battle"_s).toBool(true)},
                                       {u"promoted_this_year"_s, step.value(u"promoted_this_year"_s).toBool()}},
                                      {});
    if (!r.outcome.value(u"allowed"_s).toBool())
        throw Failure::badInput(tr("Not this year: an element is promoted once a year at most, and only when its army "
                                   "fought a battle the year before (DBA campaign, RAISING AN ARMY, Promoting Troops)."));
    const qint64 cost = r.outcome.value(u"cost"_s).toInteger();
    DbaArmies::Change change;
    const QString paid = payFrom(army.sideId, cost, step, {}, &army, change);
    paySecretly(army.sideId, cost, tr("%1 of %2 promoted to %3 (Table 1)").arg(from, army.name, to));
    army.elements[at] = to;
    change.armies.prepend(army);
    change.publicText = secretText();
    change.privateText = tr("%1 of %2 becomes %3 for £%4%5")
                             .arg(from, army.name, to)
                             .arg(cost)
                             .arg(paid.isEmpty() ? QString() : u", "_s + paid);
    change.privateSide = army.sideId;
    commit(change);
    fate(step, tr("Carried out: %1 promoted to %2 for £%3").arg(from, to).arg(cost));
    return {{u"cost"_s, cost}, {u"elements"_s, QJsonArray::fromStringList(army.elements)}};
}

qint64 DbaUmpire::refitPrice(const DbaArmy &fleet, const QJsonObject &here, const QString &action, int number,
                             int &crewsUsed)
{
    const QString owner = here.value(u"owner"_s).toString();
    if (!DbaRelations(m_campaign).friendly(fleet.sideName, owner))
        throw Failure::badInput(tr("%1 lies in %2, held by %3: ships are re-crewed or sold in the nation's own or an "
                                   "ally's province (%4).")
                                    .arg(fleet.name, fleet.location, owner, NavalRef));
    if (action == u"sell"_s && here.value(u"town"_s).toString(u"none"_s) == u"none"_s)
        throw Failure::badInput(tr("Uncrewed ships are sold where there is a town; %1 has none recorded (%2).").arg(fleet.location, NavalRef));
    qint64 amount = 0;
    for (int i = 0; i < number; ++i) {
        m_workingFor = fleet.name;
        const ProcedureResult r = resolve(u"dba.captured-ship"_s, {{u"action"_s, action}, {u"crews_this_year"_s, crewsUsed}}, {});
        if (!r.outcome.value(u"allowed"_s).toBool())
            throw Failure::badInput(tr("%1 has supplied its crews for this year (%2).").arg(fleet.location, NavalRef));
        amount += r.outcome.value(u"amount"_s).toInteger();
        crewsUsed += action == u"recrew"_s ? 1 : 0;
    }
    return amount;
}

QJsonObject DbaUmpire::capturedShips(const QJsonObject &step)
{
    DbaArmy fleet = m_armies.byName(step.value(u"fleet"_s).toString());
    if (fleet.type != u"fleet"_s)
        throw Failure::badInput(tr("%1 is an army; captured ships go with a fleet.").arg(fleet.name));
    m_workingSide = fleet.sideId;
    const QString action = step.value(u"action"_s).toString();
    const int number = step.value(u"number"_s).toInt(1);
    const int hulls = fleet.attributes.value(u"hulls"_s).toInt();
    if (number < 1)
        throw Failure::badInput(tr("\"number\" is how many ships, at least 1."));
    DbaArmies::Change change;
    change.privateSide = fleet.sideId;
    if (action == u"capture"_s) {
        // The umpire's ruling after a naval action: the ships come uncrewed, towed by the fleet.
        fleet.attributes.insert(u"hulls"_s, hulls + number);
        change.armies << fleet;
        change.publicText = tr("%1 takes %2 ship(s) (%3)").arg(fleet.sideName).arg(number).arg(NavalRef);
        commit(change);
        return {{u"hulls"_s, hulls + number}};
    }
    if (action != u"recrew"_s && action != u"pay-crew"_s && action != u"sell"_s)
        throw Failure::badInput(tr("\"action\" is capture, recrew, pay-crew or sell."));
    if (hulls < number)
        throw Failure::badInput(tr("%1 tows %2 uncrewed ship(s), not %3.").arg(fleet.name).arg(hulls).arg(number));
    QJsonObject here = province(fleet.location);
    const int year = m_campaign.game().yearOf(CampaignReader(m_campaign.database()).clock().turn);
    const QJsonObject crews = here.value(u"crews"_s).toObject();
    int crewsUsed = builtIn(here, year) + (crews.value(u"year"_s).toInt() == year ? crews.value(u"count"_s).toInt() : 0);
    const qint64 amount = refitPrice(fleet, here, action, number, crewsUsed);
    QString paid;
    if (action == u"sell"_s) {
        LedgerOptions secret;
        secret.audience = Audience::Side;
        secret.audienceSide = fleet.sideId;
        secret.actor = u"umpire"_s;
        m_seqs.append(Ledger(m_campaign).credit(fleet.sideId, amount, LedgerCategory::Trade,
                                               tr("%1 uncrewed ship(s) sold in %2 (%3)").arg(number).arg(fleet.location, NavalRef),
                                               secret));
    } else {
        paid = payFrom(fleet.sideId, amount, step, {}, &fleet, change);
        paySecretly(fleet.sideId, amount, tr("Crews for %1 captured ship(s) of %2 (%3)").arg(number).arg(fleet.name, NavalRef));
        for (int i = 0; i < number; ++i)
            fleet.elements << u"naval"_s;
    }
    if (hulls - number > 0)
        fleet.attributes.insert(u"hulls"_s, hulls - number);
    else
        fleet.attributes.remove(u"hulls"_s);
    if (action == u"recrew"_s) {
        here = change.provinceOr(fleet.location, here);
        here.insert(u"crews"_s, QJsonObject{{u"year"_s, year}, {u"count"_s, crewsUsed - builtIn(here, year)}});
        change.setProvince(fleet.location, here);
    }
    change.armies.prepend(fleet);
    change.publicText = secretText();
    change.privateText = tr("%1 captured ship(s) of %2: %3 for £%4%5")
                             .arg(number)
                             .arg(fleet.name, action)
                             .arg(amount)
                             .arg(paid.isEmpty() ? QString() : u", "_s + paid);
    commit(change);
    fate(step, tr("Carried out: %1 captured ship(s), %2, £%3").arg(number).arg(action).arg(amount));
    return {{u"amount"_s, amount}, {u"hulls"_s, fleet.attributes.value(u"hulls"_s).toInt()},
            {u"naval"_s, fleet.count(u"naval"_s)}};
}

} // namespace Reeve
