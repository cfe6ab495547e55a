// Paying for better forces: building naval elements in a coastal province and promoting an element
// (DBA campaign, RAISING AN ARMY; DbaUmpire, continued).
#include "dbaumpire.h"

#include <QCoreApplication>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
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
    if (here.value(u"owner"_s).toString() != fleet.sideName)
        throw Failure::badInput(tr("Ships are built in a coastal province the nation holds; %1 is not %2's (%3).")
                                    .arg(fleet.location, fleet.sideName, NavalRef));
    if (!here.contains(u"coastal"_s))
        throw Failure::badInput(tr("Whether %1 is coastal is not recorded (the map is not in Reeve's sources): record it "
                                   "with a province step, \"coastal\": true.")
                                    .arg(fleet.location));
    if (!here.value(u"coastal"_s).toBool())
        throw Failure::badInput(tr("%1 is recorded as inland; ships are built in a coastal province (%2).").arg(fleet.location, NavalRef));
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
    for (const auto &[id, changed] : std::as_const(change.provinces))
        if (id == fleet.location)
            here = changed;
    here.insert(u"ships_built"_s, QJsonObject{{u"year"_s, year}, {u"count"_s, builtIn(here, year) + number}});
    change.provinces.removeIf([&](const auto &p) { return p.first == fleet.location; });
    change.provinces.append({fleet.location, here});
    change.armies.prepend(fleet);
    change.publicText = tr("%1 builds ships (%2)").arg(fleet.sideName, NavalRef);
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
    change.publicText = tr("%1 improves its troops, known to %1 and the umpire (DBA campaign, RAISING AN ARMY)").arg(army.sideName);
    change.privateText = tr("%1 of %2 becomes %3 for £%4%5")
                             .arg(from, army.name, to)
                             .arg(cost)
                             .arg(paid.isEmpty() ? QString() : u", "_s + paid);
    change.privateSide = army.sideId;
    commit(change);
    fate(step, tr("Carried out: %1 promoted to %2 for £%3").arg(from, to).arg(cost));
    return {{u"cost"_s, cost}, {u"elements"_s, QJsonArray::fromStringList(army.elements)}};
}

} // namespace Reeve
