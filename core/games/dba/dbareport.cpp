// The DBA campaign's sections of a season report (see dbareport.h): a nation's forces, provinces, bonds
// and orders with their fates; the public map of who holds what; everything for the umpire.
#include "dbareport.h"

#include <QCoreApplication>
#include <QMap>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "games/dba/dbaarmy.h"
#include "games/dba/dbarelations.h"
#include "log/actionsineffect.h"
#include "log/logquery.h"
#include "orders/orderbook.h"

#include <map>

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::DbaReport", text);
}

QString esc(const QString &text)
{
    return text.toHtmlEscaped();
}

QString row(const QStringList &cells, const char *tag = "td")
{
    QString html = u"<tr>"_s;
    for (const QString &c : cells)
        html += u"<%1>%2</%1>"_s.arg(QString::fromLatin1(tag), esc(c));
    return html + u"</tr>"_s;
}

/// Where a force stands: its province (in its town), or at sea on a voyage not yet landed.
QString whereText(const DbaArmy &a)
{
    const QJsonObject voyage = a.attributes.value(u"voyage"_s).toObject();
    if (!voyage.isEmpty())
        return tr("at sea from %1, landing in %2 at move %3")
                .arg(voyage.value(u"from"_s).toString(), voyage.value(u"to"_s).toString())
                .arg(voyage.value(u"lands_move"_s).toInt());
    return a.inTown ? tr("%1 (in its town)").arg(a.location) : a.location;
}

QString forcesHtml(Campaign &campaign, const Side &side)
{
    QString rows;
    for (const DbaArmy &a : DbaArmies(campaign).all()) {
        if (a.sideId != side.id)
            continue;
        const QString general = a.general.isEmpty() ? tr("none")
                                : a.ruler           ? tr("%1 (C-in-C)").arg(a.general)
                                                    : a.general;
        QStringList extra;
        if (const int baggage = a.attributes.value(u"baggage"_s).toInt(); baggage > 0)
            extra << tr("%1 baggage").arg(baggage);
        if (const qint64 money = a.attributes.value(u"treasure"_s).toInteger(); money > 0)
            extra << tr("£%1 carried").arg(money);
        if (a.attributes.value(u"beached"_s).toBool())
            extra << tr("beached");
        if (a.attributes.value(u"dispersed"_s).toBool())
            extra << tr("dispersed");
        rows += row({a.name, a.type == u"fleet"_s ? tr("fleet") : tr("army"), whereText(a), general,
                     a.elements.join(u", "_s), QString::number(a.supply), extra.join(u"; "_s)});
    }
    const QString heading = u"<h3>%1</h3>"_s.arg(esc(tr("Forces of %1").arg(side.name)));
    if (rows.isEmpty())
        return heading + u"<p>%1</p>"_s.arg(esc(tr("No army or fleet in the field.")));
    return heading + u"<table>"_s
           + row({tr("Name"), tr("Kind"), tr("Where"), tr("General"), tr("Elements"), tr("Supply units"),
                  tr("Also")},
                 "th")
           + rows + u"</table>"_s;
}

QString provincesHtml(Campaign &campaign, const Side &side)
{
    QString rows;
    double revenue = 0;
    for (const Location &l : CampaignReader(campaign.database()).locations()) {
        const QJsonObject p = l.attributes;
        if (p.value(u"owner"_s).toString() != side.name)
            continue;
        const QString town = p.value(u"town"_s).toString();
        const int towns = p.value(u"towns"_s).toInt(town.isEmpty() || town == u"none"_s ? 0 : 1);
        QStringList notes;
        if (p.value(u"capital"_s).toString() == side.name)
            notes << tr("capital");
        if (const QJsonObject siege = p.value(u"siege"_s).toObject(); !siege.isEmpty()) {
            QStringList by;
            for (const QJsonValue &v : siege.value(u"besiegers"_s).toArray())
                by << v.toString();
            notes << tr("besieged by %1")
                             .arg(by.isEmpty() ? siege.value(u"besieger"_s).toString() : by.join(u", "_s));
        }
        if (p.contains(u"home"_s) && p.value(u"home"_s).toString() != side.name)
            notes << tr("conquered from %1").arg(p.value(u"home"_s).toString());
        revenue += p.value(u"revenue"_s).toVariant().toDouble();
        rows += row({l.id,
                     town.isEmpty() || town == u"none"_s ? tr("none") : tr("%1 (%2)").arg(town).arg(towns),
                     p.value(u"revenue"_s).toVariant().toString(),
                     QString::number(p.value(u"hostile_moves"_s).toInt()), notes.join(u"; "_s)});
    }
    const QString heading = u"<h3>%1</h3>"_s.arg(esc(tr("Provinces of %1").arg(side.name)));
    if (rows.isEmpty())
        return heading + u"<p>%1</p>"_s.arg(esc(tr("No province held.")));
    return heading + u"<table>"_s
           + row({tr("Province"), tr("Town"), tr("Revenue (£)"), tr("Moves of hostile presence this year"),
                  tr("Notes")},
                 "th")
           + rows + u"</table><p>"_s
           + esc(tr("Revenue before the reductions for hostile presence: £%1 (DBA campaign, REVENUE).")
                         .arg(QString::number(revenue)))
           + u"</p>"_s;
}

QString bondsHtml(Campaign &campaign, const Side &side)
{
    DbaRelations relations(campaign);
    QStringList vassals;
    for (const Side &s : CampaignReader(campaign.database()).sides())
        if (relations.overlordOf(s.name) == side.name)
            vassals << s.name;
    const QString overlord = relations.overlordOf(side.name);
    const QStringList allies = relations.alliesOf(side.name);
    return u"<p>%1</p>"_s.arg(esc(tr("Overlord: %1. Vassals: %2. Allies: %3.")
                                          .arg(overlord.isEmpty() ? tr("none") : overlord,
                                               vassals.isEmpty() ? tr("none") : vassals.join(u", "_s),
                                               allies.isEmpty() ? tr("none") : allies.join(u", "_s))));
}

QString ordersHtml(Campaign &campaign, const Side &side, int fromTurn, int toTurn)
{
    QString rows;
    OrderBook book(campaign);
    for (int turn = fromTurn; turn <= toTurn; ++turn) {
        const std::optional<SealedOrders> orders = book.ordersOf(side.id, turn);
        if (!orders)
            continue;
        for (const OrderItem &item : orders->items)
            rows += row({campaign.game().describeTurn(turn), QString::number(item.number), item.toLine(),
                         item.fate.isEmpty() ? tr("not yet adjudicated") : item.fate});
    }
    const QString heading = u"<h3>%1</h3>"_s.arg(esc(tr("Orders of %1 and their fate").arg(side.name)));
    if (rows.isEmpty())
        return heading + u"<p>%1</p>"_s.arg(esc(tr("No orders in this period.")));
    return heading + u"<table>"_s + row({tr("Season"), tr("No."), tr("Order"), tr("Fate")}, "th") + rows
           + u"</table>"_s;
}

/// Who holds which province, by holder: public, for conquests and revolts are announced.
QString holdersHtml(Campaign &campaign)
{
    QMap<QString, QStringList> byHolder;
    for (const Location &l : CampaignReader(campaign.database()).locations())
        if (const QString owner = l.attributes.value(u"owner"_s).toString(); !owner.isEmpty())
            byHolder[owner] << l.id;
    QString rows;
    for (auto it = byHolder.begin(); it != byHolder.end(); ++it)
        rows += row({it.key(), QString::number(it.value().size()), it.value().join(u", "_s)});
    return u"<h3>%1</h3><table>"_s.arg(esc(tr("Who holds the provinces")))
           + row({tr("Holder"), tr("Provinces"), tr("Which")}, "th") + rows + u"</table>"_s;
}

/// The world's events of the period as \a audience (\a sideId) reads them: each contact, battle, siege,
/// assault, pursuit, retreat, rising and broken vassalage still in effect (an undone step is left out), by
/// its headline, in the order it happened.
QString seenHtml(Campaign &campaign, Audience audience, qint64 sideId, int fromTurn, int toTurn)
{
    static const QStringList seen{u"dba.contact"_s,        u"dba.battle"_s,  u"dba.table-battle"_s,
                                  u"dba.siege"_s,          u"dba.assault"_s, u"dba.harry"_s,
                                  u"dba.retreat"_s,        u"dba.rising"_s,  u"dba.naval-contact"_s,
                                  u"dba.break-vassalage"_s};
    // A step's closing entry names it and its first entry; the step is in effect while its entries are.
    LogQuery query(campaign.database(), audience, sideId);
    std::map<qint64, LogEntry> bySeq;
    for (const QString &kind : ActionsInEffect::followedKinds() + QStringList{u"dba."_s}) {
        query.setKindFilter(kind);
        for (LogEntry &e : query.entries(0, -1))
            if (e.kind == kind || kind == u"dba."_s)
                bySeq.emplace(e.seq, std::move(e));
    }
    QSet<qint64> stepEntries;
    for (const auto &[seq, e] : bySeq)
        if (e.kind == u"step"_s && e.refersTo > 0 && seen.contains(e.data.value(u"step"_s).toString()))
            for (auto it = bySeq.lower_bound(e.refersTo); it != bySeq.end() && it->first < seq; ++it)
                stepEntries.insert(it->first);
    const QSet<qint64> active = ActionsInEffect::follow(bySeq, [&](const LogEntry &e) {
        return stepEntries.contains(e.seq);
    });
    QString rows;
    for (const auto &[seq, e] : bySeq) {
        if (e.kind != u"step"_s || e.refersTo <= 0 || !seen.contains(e.data.value(u"step"_s).toString())
            || e.turn < fromTurn || e.turn > toTurn)
            continue;
        // Its headline: the public text of the first change it made (as the closing entry repeats it).
        QString headline;
        for (auto it = bySeq.lower_bound(e.refersTo); it != bySeq.end() && it->first < seq; ++it)
            if (active.contains(it->first) && headline.isEmpty())
                headline = it->second.publicText;
        if (!headline.isEmpty())
            rows += row({campaign.game().describeTurn(e.turn), headline});
    }
    const QString heading = u"<h3>%1</h3>"_s.arg(esc(tr("Contacts, battles and sieges")));
    if (rows.isEmpty())
        return heading + u"<p>%1</p>"_s.arg(esc(tr("None in this period.")));
    return heading + u"<table>"_s + row({tr("Season"), tr("What happened")}, "th") + rows + u"</table>"_s;
}

} // namespace

QString DbaReport::sections(Campaign &campaign, Audience audience, qint64 sideId, int fromTurn, int toTurn)
{
    CampaignReader reader(campaign.database());
    const QString now = campaign.game().describeTurn(reader.clock().turn);
    QString html = u"<h2>%1</h2><p class=\"sub\">%2</p>"_s
                           .arg(esc(tr("The campaign")),
                                esc(tr("As it stands in %1 (DBA campaign \"1066 and all that\").").arg(now)));
    if (audience == Audience::Side) {
        const Side side = reader.side(sideId);
        return html + forcesHtml(campaign, side) + provincesHtml(campaign, side) + bondsHtml(campaign, side)
               + seenHtml(campaign, audience, sideId, fromTurn, toTurn)
               + ordersHtml(campaign, side, fromTurn, toTurn);
    }
    html += holdersHtml(campaign) + seenHtml(campaign, audience, 0, fromTurn, toTurn);
    if (audience == Audience::Referee)
        for (const Side &side : reader.sides())
            html += forcesHtml(campaign, side) + provincesHtml(campaign, side) + bondsHtml(campaign, side)
                    + ordersHtml(campaign, side, fromTurn, toTurn);
    return html;
}

QString DbaReport::forReader(Campaign &campaign, const ReportReader &reader)
{
    return sections(campaign, reader.audience, reader.sideId, reader.fromTurn, reader.toTurn);
}

} // namespace Reeve
