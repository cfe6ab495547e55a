// Spring works in a province: building a town, fortifying one, investing (DBA campaign, REVENUE, Building
// Towns), paid in Spring and finished, or spoilt by an attack, at the end of Autumn (DbaUmpire, continued).
#include "dbaumpire.h"

#include <algorithm>

#include <QCoreApplication>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "campaign/campaigntables.h"
#include "games/dba/dbatreasury.h"
#include "ledger/ledger.h"
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

const QString TownsRef = u"DBA campaign, REVENUE (Building Towns)"_s;

/// The towns of a province: its "towns" count, else one when it has a town at all.
int townsOf(const QJsonObject &province)
{
    if (province.contains(u"towns"_s))
        return province.value(u"towns"_s).toInt();
    const QString town = province.value(u"town"_s).toString(u"none"_s);
    return town == u"none"_s ? 0 : 1;
}

} // namespace

qint64 DbaUmpire::priceOfWorks(const QJsonObject &inputs)
{
    const Procedure &p = ProcedureRegistry::standard().get(u"dba.town-project"_s);
    const TableLibrary tables = CampaignTables::forCampaign(m_campaign);
    const bool twoRolls = inputs.value(u"also_invest"_s).toBool()
                          && inputs.value(u"combine"_s).toString() == u"separate-rolls"_s;
    const QList<int> anyFaces = twoRolls ? QList<int>{100, 100} : QList<int>{100};
    const ProcedureResult dry = ProcedureRunner(tables).runEntered(p, ProcedureRunner::completeInputs(p, inputs), anyFaces);
    return dry.outcome.value(u"cost"_s).toInteger();
}

QJsonObject DbaUmpire::townProject(const QJsonObject &step)
{
    const QString id = step.value(u"province"_s).toString();
    QJsonObject attributes = province(id);
    const Side owner = CampaignReader(m_campaign.database()).sideByName(attributes.value(u"owner"_s).toString());
    if (owner.id == 0)
        throw Failure::badInput(tr("%1 is held by no nation of the campaign: only a province's holder builds in it.").arg(id));
    if (season() != u"spring"_s && !step.value(u"force"_s).toBool())
        throw Failure::badInput(tr("Works are paid for in Spring (%1); the clock is in %2. Give \"force\": true to "
                                   "record one anyway.")
                                    .arg(TownsRef, season()));
    const QString project = step.value(u"project"_s).toString(u"build-town"_s);
    const QString town = attributes.value(u"town"_s).toString(u"none"_s);
    if (project == u"fortify"_s && town != u"open"_s)
        throw Failure::badInput(tr("Fortifying needs an unfortified town in %1; its town is recorded as %2.").arg(id, town));
    m_workingSide = owner.id;
    const QJsonObject inputs{{u"project"_s, project},
                             {u"province_value"_s, attributes.value(u"revenue"_s).toVariant().toInt()},
                             {u"towns"_s, townsOf(attributes)},
                             {u"also_invest"_s, step.value(u"also_invest"_s).toBool()},
                             {u"combine"_s, step.value(u"combine"_s).toString(u"separate-rolls"_s)}};
    // The price does not hang on the dice: it is checked against the treasury before anything is rolled or logged.
    DbaArmies::Change change;
    const qint64 price = priceOfWorks(inputs);
    if (DbaTreasury(m_campaign).balance(owner.id) < price && !Ledger(m_campaign).allowsNegative())
        throw Failure::badInput(tr("%1's works in %2 cost £%3, more than its treasury holds (£%4; %5).")
                                    .arg(owner.name, id)
                                    .arg(price)
                                    .arg(DbaTreasury(m_campaign).balance(owner.id))
                                    .arg(TownsRef));
    const QString paid = payFrom(owner.id, price, step, {}, nullptr, change);
    const ProcedureResult r = resolve(u"dba.town-project"_s, inputs, step.value(u"dice"_s), owner.id);
    const qint64 cost = r.outcome.value(u"cost"_s).toInteger();
    paySecretly(owner.id, cost, tr("Works in %1: %2 (%3)").arg(id, project, TownsRef));
    // The province is re-read: paying may have taken money left in its own town.
    attributes = change.provinceOr(id, attributes);
    QJsonArray works = attributes.value(u"works"_s).toArray();
    works.append(QJsonObject{{u"project"_s, project}, {u"also_invest"_s, inputs.value(u"also_invest"_s)},
                             {u"side"_s, owner.name}, {u"cost"_s, cost},
                             {u"revenue_increase"_s, r.outcome.value(u"revenue_increase"_s)},
                             {u"refund_if_attacked"_s, r.outcome.value(u"refund_if_attacked"_s)},
                             {u"turn"_s, CampaignReader(m_campaign.database()).clock().turn},
                             {u"hostile_at_start"_s, attributes.value(u"hostile_moves"_s).toInt()}});
    attributes.insert(u"works"_s, works);
    change.setProvince(id, attributes);
    change.publicText = secretText();
    change.privateText = tr("Works begun in %1: %2 for £%3%4; they finish at the end of Autumn unless the province is "
                            "attacked first (%5)")
                             .arg(id, project)
                             .arg(cost)
                             .arg(paid.isEmpty() ? QString() : u", "_s + paid, TownsRef);
    change.privateSide = owner.id;
    commit(change);
    fate(step, tr("Carried out: %1 in %2 for £%3").arg(project, id).arg(cost));
    return {{u"cost"_s, cost}, {u"revenue_increase"_s, r.outcome.value(u"revenue_increase"_s)},
            {u"refund_if_attacked"_s, r.outcome.value(u"refund_if_attacked"_s)}, {u"works"_s, int(works.size())}};
}

QList<DbaUmpire::Seizure> DbaUmpire::finishWorks(QMap<QString, DbaArmies::Change> &changes,
                                                  QMap<QString, QStringList> &detail)
{
    QList<Seizure> refunds; // from 0 (the works' own money) to the nation that paid
    CampaignReader reader(m_campaign.database());
    for (const Location &l : reader.locations()) {
        const QJsonArray works = l.attributes.value(u"works"_s).toArray();
        if (works.isEmpty())
            continue;
        // The province row changes in one action only: its holder's taxes, which may already reset it.
        const QString owner = l.attributes.value(u"owner"_s).toString();
        const QString holder = changes.contains(owner) ? owner : works.first().toObject().value(u"side"_s).toString();
        DbaArmies::Change &change = changes[holder];
        auto at = std::find_if(change.provinces.begin(), change.provinces.end(),
                               [&](const auto &p) { return p.first == l.id; });
        if (at == change.provinces.end()) {
            change.provinces.append({l.id, l.attributes});
            at = change.provinces.end() - 1;
        }
        QJsonObject &a = at->second;
        for (const QJsonValue &v : works) {
            const QJsonObject w = v.toObject();
            const QString side = w.value(u"side"_s).toString();
            changes[side]; // the nation that paid hears of its works even where it no longer holds anything
            // Attacked: hostile presence counted since the works began, or the province changed hands.
            const bool attacked = l.attributes.value(u"hostile_moves"_s).toInt() > w.value(u"hostile_at_start"_s).toInt()
                                  || owner != side;
            const QString project = w.value(u"project"_s).toString();
            if (attacked) {
                const qint64 back = w.value(u"refund_if_attacked"_s).toInteger();
                detail[side] << (back > 0 ? tr("the works in %1 were attacked and fail; £%2 of the town's cost comes "
                                               "back, as worked out when they began (%3)")
                                                .arg(l.id)
                                                .arg(back)
                                                .arg(TownsRef)
                                          : tr("the works in %1 were attacked and fail; the text returns money only "
                                               "for a town not built, so nothing comes back (%2)")
                                                .arg(l.id, TownsRef));
                if (back > 0)
                    refunds.append({0, reader.sideByName(side).id, back,
                                    tr("half the cost of the town not built in %1").arg(l.id)});
                continue;
            }
            if (project == u"build-town"_s) {
                a.insert(u"towns"_s, townsOf(a) + 1);
                if (a.value(u"town"_s).toString(u"none"_s) == u"none"_s)
                    a.insert(u"town"_s, u"open"_s);
            } else if (project == u"fortify"_s) {
                a.insert(u"town"_s, u"fortified"_s);
            }
            const int rise = w.value(u"revenue_increase"_s).toInt();
            a.insert(u"revenue"_s, a.value(u"revenue"_s).toVariant().toInt() + rise);
            detail[side] << tr("the works in %1 (%2) are finished; revenue +£%3 from next year (%4)")
                                .arg(l.id, project)
                                .arg(rise)
                                .arg(TownsRef);
        }
        a.remove(u"works"_s);
    }
    return refunds;
}

} // namespace Reeve
