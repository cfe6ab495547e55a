// The 1066 Troops Demand More Pay event (§8.13) as a step: forces of five read from the campaign, paid, bought
// or mutinied.
#include "troopspay.h"

#include "markermixexample.h"

#include <QCoreApplication>
#include <QJsonArray>

#include "campaign/campaign.h"
#include "campaign/campaignrandom.h"
#include "campaign/campaignreader.h"
#include "campaign/campaigntables.h"
#include "containers/handactions.h"
#include "games/1066/rules1066.h"
#include "games/1066/turn/control1066.h"
#include "games/1066/turn/eventkit.h"
#include "games/1066/turn/square1066.h"
#include "log/actionwriter.h"
#include "procedures/procedureresult.h"
#include "steps/stepregistry.h"
#include "tables/ruletable.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

#define N(text) QT_TRANSLATE_NOOP("Reeve::TurnSteps1066", text)

const QString Kind = u"Troops Demand More Pay"_s;
const QString GoldKind = u"Gold Point"_s;

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::TurnSteps1066", text);
}

QStringList texts(const QJsonValue &list)
{
    QStringList out;
    for (const QJsonValue &v : list.toArray())
        out << v.toString();
    return out;
}

/** A purchase: the force in \a square goes to \a buyer for \a price gold. */
struct Sale
{
    QString square;
    qint64 buyer = 0;
    int price = 1;
};

/** What the fields ask, read against the campaign. */
struct Plan
{
    Side side;
    QMap<QString, QList<Unit>> forces; ///< five or more, by square
    QStringList paid;
    QList<Sale> sales;
    QStringList mutiny; ///< the unpaid, unsold forces
    int dice = 0;       ///< one per unit but a king in them
};

int kingsIn(const QList<Unit> &units)
{
    int n = 0;
    for (const Unit &u : units)
        n += EventKit1066::isKing(u) ? 1 : 0;
    return n;
}

Plan planOf(Campaign &campaign, const QJsonObject &f)
{
    Database &db = campaign.database();
    CampaignReader reader(db);
    Plan plan;
    plan.side = reader.sideByName(f.value(u"side"_s).toString());
    plan.forces = EventKit1066::forcesOf(db, plan.side.id, 5);
    plan.paid = texts(f.value(u"pay"_s));
    const QStringList bought = texts(f.value(u"bought"_s));
    const QStringList buyers = texts(f.value(u"buyers"_s));
    const QJsonArray prices = f.value(u"prices"_s).toArray();
    for (qsizetype i = 0; i < bought.size(); ++i)
        plan.sales << Sale{bought.at(i), i < buyers.size() ? reader.sideByName(buyers.at(i)).id : 0,
                           i < prices.size() ? prices.at(i).toInt() : 1};
    for (auto it = plan.forces.cbegin(); it != plan.forces.cend(); ++it) {
        if (plan.paid.contains(it.key()) || bought.contains(it.key()))
            continue;
        plan.mutiny << it.key();
        plan.dice += int(it.value().size()) - kingsIn(it.value());
    }
    return plan;
}

QString saleRefusal(Database &db, const Plan &plan, const Sale &sale)
{
    CampaignReader reader(db);
    if (!plan.forces.contains(sale.square))
        return tr("%1 has no force of five or more units in %2 to sell.").arg(plan.side.name, sale.square);
    if (plan.paid.contains(sale.square))
        return tr("%1 pays for its force in %2: no one can buy it.").arg(plan.side.name, sale.square);
    if (Square1066::isOffMap(reader.location(sale.square)))
        return tr("The force in %1 is in an off-map box: enemies bid only for a force in a square on the "
                  "map.")
                .arg(sale.square);
    if (kingsIn(plan.forces.value(sale.square)) > 0)
        return tr("The force in %1 has a king with it: no enemy may buy it.").arg(sale.square);
    if (sale.buyer == 0)
        return tr("Name the buyer of the force in %1 (buyers=[...], one power for each square in bought).")
                .arg(sale.square);
    if (Control1066::playerOf(db, sale.buyer) == Control1066::playerOf(db, plan.side.id)
        || reader.side(sale.buyer).attributes.value(u"neutral"_s).toBool())
        return tr("%1 is not an enemy player of %2: only an enemy player may buy the force.")
                .arg(reader.side(sale.buyer).name, plan.side.name);
    return {};
}

QList<StepRefusal> checkGold(Database &db, const Plan &plan)
{
    QList<StepRefusal> refusals;
    CampaignReader reader(db);
    if (EventKit1066::goldHeld(db, plan.side.id) < plan.paid.size())
        refusals << StepRefusal{tr("%1 pays for %2 force(s) but holds %3 Gold Point marker(s).")
                                        .arg(plan.side.name)
                                        .arg(plan.paid.size())
                                        .arg(EventKit1066::goldHeld(db, plan.side.id)),
                                u"1066 §8.13"_s};
    QMap<qint64, int> owed;
    for (const Sale &s : plan.sales)
        owed[s.buyer] += s.price;
    for (auto it = owed.cbegin(); it != owed.cend(); ++it)
        if (it.key() != 0 && EventKit1066::goldHeld(db, it.key()) < it.value())
            refusals << StepRefusal{
                    tr("%1 bids %2 gold in all but holds %3 Gold Point marker(s): a bid is paid "
                       "from the hand.")
                            .arg(reader.side(it.key()).name)
                            .arg(it.value())
                            .arg(EventKit1066::goldHeld(db, it.key())),
                    u"1066 §8.13"_s};
    return refusals;
}

QList<StepRefusal> check(Campaign &campaign, const QJsonObject &f)
{
    Database &db = campaign.database();
    const Plan plan = planOf(campaign, f);
    if (plan.side.attributes.value(u"neutral"_s).toBool())
        return {StepRefusal{tr("%1 is neutral: a neutral power draws no markers.").arg(plan.side.name),
                            u"1066 §4.3"_s}};
    if (const QString why = EventKit1066::pendingRefusal(db, Kind); !why.isEmpty())
        return {StepRefusal{why, u"1066 §8.9"_s}};
    QList<StepRefusal> refusals;
    for (const QString &square : plan.paid)
        if (!plan.forces.contains(square))
            refusals << StepRefusal{tr("%1 has no force of five or more units in %2: only those owe a gold "
                                       "point.")
                                            .arg(plan.side.name, square),
                                    u"1066 §8.13"_s};
    if (texts(f.value(u"buyers"_s)).size() != plan.sales.size()
        || (!f.value(u"prices"_s).toArray().isEmpty()
            && f.value(u"prices"_s).toArray().size() != plan.sales.size()))
        refusals << StepRefusal{
                tr("bought, buyers and prices go together: one buyer (and one price, when given) "
                   "for each square bought."),
                u"1066 §8.13"_s};
    for (const Sale &sale : plan.sales)
        if (const QString why = saleRefusal(db, plan, sale); !why.isEmpty())
            refusals << StepRefusal{why, u"1066 §8.13"_s};
    return refusals << checkGold(db, plan);
}

/// The mutiny of the force in \a square on \a faces (or rolled), logged for the owner; returns the units lost.
QList<Unit> mutiny(Campaign &campaign, const Plan &plan, const QString &square,
                   const std::optional<QList<int>> &faces)
{
    const QList<Unit> &units = plan.forces.value(square);
    const QJsonObject inputs{{u"units"_s, int(units.size())},
                             {u"kings"_s, kingsIn(units)},
                             {u"off_map"_s,
                              Square1066::isOffMap(CampaignReader(campaign.database()).location(square))},
                             {u"bids"_s, QJsonArray{0}},
                             {u"applied"_s, true}};
    const TableLibrary tables = CampaignTables::forCampaign(campaign);
    QList<Unit> lost;
    const EventKit1066::HiddenRoll hidden{u"1066.troops-demand-pay"_s,
                                          inputs,
                                          faces,
                                          u"1066.mutiny"_s,
                                          tr("An unpaid force of %1 mutinies (1066 §8.13)").arg(plan.side.name),
                                          plan.side.id};
    EventKit1066::hiddenRoll(
            campaign, hidden,
            [&](ActionWriter &writer, const ProcedureResult &result, const QString &working) {
                int i = 0;
                for (const Unit &u : units) {
                    if (EventKit1066::isKing(u))
                        continue; // kings never mutiny; the dice go to the others in the order of their numbers
                    const int face = result.dice.value(i++).face;
                    if (Rules1066::cellText(Rules1066::lookup(tables.table(u"1066.mutiny"_s), face))
                        == u"eliminated"_s) {
                        writer.update(u"units"_s, {{u"id"_s, u.id}}, {{u"status"_s, u"eliminated"_s}});
                        lost << u;
                    }
                }
                return tr("%1: %2 Lost: %3.")
                        .arg(square, working,
                             lost.isEmpty() ? tr("none") : EventKit1066::unitLabels(lost).join(u", "_s));
            });
    return lost;
}

/// The force in \a sale's square goes to its buyer, who pays; the buyer reads which units it now controls.
void sell(Campaign &campaign, const Plan &plan, const Sale &sale)
{
    CampaignReader reader(campaign.database());
    HandActions(campaign).returnMarkers(sale.buyer, QStringList(sale.price, GoldKind));
    const QList<Unit> &units = plan.forces.value(sale.square);
    ActionWriter writer(campaign.log());
    Control1066::takeControl(writer, units, sale.buyer, reader.clock().turn);
    ActionDraft draft;
    draft.kind = u"1066.force-bought"_s;
    draft.publicText = tr("%1 paid %2 gold and took control of an unpaid force of %3 (1066 §8.13)")
                               .arg(reader.side(sale.buyer).name)
                               .arg(sale.price)
                               .arg(plan.side.name);
    draft.privateText = tr("Now under your control in %1: %2")
                                .arg(sale.square, EventKit1066::unitLabels(units).join(u", "_s));
    draft.audience = Audience::Side;
    draft.audienceSide = sale.buyer;
    writer.commit(draft);
}

/// What the owner reads of his forces: each square, its units, and what became of it.
QString ownerLine(Database &db, const Plan &plan)
{
    QStringList parts;
    for (auto it = plan.forces.cbegin(); it != plan.forces.cend(); ++it) {
        QString fate = plan.paid.contains(it.key()) ? tr("paid") : tr("mutinies");
        for (const Sale &s : plan.sales)
            if (s.square == it.key())
                fate = tr("bought by %1 for %2 gold").arg(CampaignReader(db).side(s.buyer).name).arg(s.price);
        parts << tr("%1 (%2): %3").arg(it.key(), EventKit1066::unitLabels(it.value()).join(u", "_s), fate);
    }
    return parts.isEmpty() ? tr("No square or box holds five or more of your units.") : parts.join(u"; "_s);
}

std::optional<QList<int>> slice(const std::optional<QList<int>> &faces, int &at, int count)
{
    if (!faces)
        return std::nullopt;
    const QList<int> part = faces->mid(at, count);
    at += count;
    return part;
}

StepOutcome apply(Campaign &campaign, const QJsonObject &f, const QJsonObject &dice)
{
    Database &db = campaign.database();
    const Plan plan = planOf(campaign, f);
    const std::optional<QList<int>> faces = EventKit1066::facesOf(dice, u"mutiny"_s);
    if (faces && faces->size() != plan.dice)
        throw Failure::badInput(
                tr("The mutiny rolls one d6 for each unit but a king in the unpaid forces: %1 here; "
                   "%2 were entered.")
                        .arg(plan.dice)
                        .arg(faces->size()));
    if (!faces && plan.dice > 0)
        CampaignRandom(campaign).ensureDrawSecret();
    const qint64 marker = EventKit1066::pendingEvent(db, Kind);
    {
        ActionWriter announce(campaign.log()); // the step's public line first: its headline
        EventKit1066::markApplied(announce, marker);
        ActionDraft draft;
        draft.kind = u"1066.troops-demand-pay"_s;
        draft.publicText
                = tr("%1 applied Troops Demand More Pay (1066 §8.13): %2 force(s) of five or more units; "
                     "%3 paid, %4 bought by an enemy, %5 mutinied")
                          .arg(plan.side.name)
                          .arg(plan.forces.size())
                          .arg(plan.paid.size())
                          .arg(plan.sales.size())
                          .arg(plan.mutiny.size());
        draft.privateText = ownerLine(campaign.database(), plan);
        draft.audience = Audience::Side;
        draft.audienceSide = plan.side.id;
        announce.commit(draft);
    }
    if (!plan.paid.isEmpty())
        HandActions(campaign).returnMarkers(plan.side.id, QStringList(plan.paid.size(), GoldKind));
    for (const Sale &sale : plan.sales)
        sell(campaign, plan, sale);
    QJsonArray lost;
    int at = 0;
    for (const QString &square : plan.mutiny) {
        const int count = int(plan.forces.value(square).size()) - kingsIn(plan.forces.value(square));
        for (const Unit &u : mutiny(campaign, plan, square, slice(faces, at, count)))
            lost.append(Control1066::unitName(u));
    }
    {
        ActionWriter writer(campaign.log());
        writer.commit(u"1066.troops-demand-pay-losses"_s,
                      tr("Troops Demand More Pay cost %1 %2 unit(s)").arg(plan.side.name).arg(lost.size()));
    }
    QJsonArray sold;
    for (const Sale &s : plan.sales)
        sold.append(QJsonObject{{u"square"_s, s.square},
                                {u"buyer"_s, CampaignReader(db).side(s.buyer).name},
                                {u"price"_s, s.price}});
    const QJsonObject outcome{{u"side"_s, plan.side.name},
                              {u"forces"_s, QJsonArray::fromStringList(plan.forces.keys())},
                              {u"paid"_s, QJsonArray::fromStringList(plan.paid)},
                              {u"bought"_s, sold},
                              {u"mutinied"_s, QJsonArray::fromStringList(plan.mutiny)},
                              {u"gold_spent"_s, int(plan.paid.size())},
                              {u"eliminated"_s, lost},
                              {u"losses"_s, int(lost.size())}};
    return StepOutcome{outcome, {}, tr("%1 applied Troops Demand More Pay (1066 §8.13)").arg(plan.side.name)};
}

} // namespace

void TroopsPay1066::registerStep(StepRegistry &registry)
{
    StepSpec s = StepSpec::make(u"1066"_s, "Reeve::TurnSteps1066", u"troops-demand-pay"_s,
                                N("Troops Demand More Pay"),
                                N("Applies a Troops Demand More Pay event just drawn: every square or box "
                                  "where the drawer controls five "
                                  "or more units (kings counted) costs it a gold point; a force left unpaid "
                                  "can be bought by the enemy "
                                  "who bids most (on the map and without a king only), or else each of its "
                                  "units but a king rolls and "
                                  "goes on 1-3."),
                                {u"1066 §8.13"_s, u"1066 §8.9"_s, u"1066 §11.8"_s});
    StepField pay
            = StepField::make(u"pay"_s, StepField::Type::List, false, N("Forces paid"),
                              N("The squares or boxes whose gold point the power pays, one Gold Point from "
                                "its hand each."));
    pay.itemType = StepField::Type::Location;
    StepField bought = StepField::make(u"bought"_s, StepField::Type::List, false, N("Forces bought"),
                                       N("Unpaid squares an enemy buys after the open bidding."));
    bought.itemType = StepField::Type::Location;
    StepField buyers = StepField::make(u"buyers"_s, StepField::Type::List, false, N("Buyers"),
                                       N("The winning bidder of each square bought, in the same order."));
    buyers.itemType = StepField::Type::Side;
    StepField prices
            = StepField::make(u"prices"_s, StepField::Type::List, false, N("Winning bids"),
                              N("The gold each buyer pays from his hand, in the same order (1 when not "
                                "given); the losing bidders pay nothing."));
    prices.itemType = StepField::Type::Integer;
    s.fields = {StepField::make(u"side"_s, StepField::Type::Side, true, N("Power"),
                                N("The power that drew the marker.")),
                pay, bought, buyers, prices};
    s.dice = {StepDice{u"mutiny"_s, u"d6"_s,
                       N("one d6 per unit but a king in each force that mutinies, forces in the order of the "
                         "squares' names, units in the order of their numbers")}};
    // The Vikings, Harald and six more units in Norway, draw the event and do not pay: no one may buy a force in
    // an off-map box or with a king, so the six others roll: 1, 2 and 3 desert, 4, 5 and 6 stay.
    s.examples = {markerMixExample1066({{u"Troops Demand More Pay"_s, 1}}),
                  u"reeve-cli container FILE draw Vikings 1"_s,
                  u"reeve-cli step FILE troops-demand-pay side=Vikings --dice mutiny=1,4,2,5,3,6"_s};
    s.check = check;
    s.apply = apply;
    registry.add(s);
}

} // namespace Reeve
