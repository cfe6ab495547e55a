#include "orderview.h"

#include <QCoreApplication>
#include <QJsonArray>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "orders/orderbook.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::OrderView", text);
}

} // namespace

OrderView::OrderView(Campaign &campaign, Audience audience, qint64 side)
    : m_campaign(campaign)
    , m_audience(audience)
    , m_side(side)
{
}

bool OrderView::mayRead(qint64 sideId, bool revealed) const
{
    return revealed || m_audience == Audience::Referee || (m_audience == Audience::Side && sideId == m_side);
}

QJsonObject OrderView::toJson(int turn)
{
    OrderBook book(m_campaign);
    turn = turn == 0 ? book.currentTurn() : turn;
    const QList<SealedOrders> written = book.orders(turn);
    QJsonArray sides;
    for (const Side &side : CampaignReader(m_campaign.database()).sides()) {
        QJsonObject entry{{u"side"_s, side.name}, {u"written"_s, false}};
        for (const SealedOrders &o : written) {
            if (o.sideId != side.id)
                continue;
            entry.insert(u"written"_s, true);
            entry.insert(u"version"_s, o.version);
            entry.insert(u"commitment"_s, o.commitment);
            entry.insert(u"revealed"_s, o.revealed);
            entry.insert(u"opened"_s, o.opened);
            if (!mayRead(o.sideId, o.revealed))
                continue;
            QJsonArray items;
            for (OrderItem item : o.items) {
                const bool fateVisible = item.fatePublic || m_audience == Audience::Referee
                                         || (m_audience == Audience::Side && o.sideId == m_side);
                if (!fateVisible)
                    item.fate.clear();
                items.append(item.toJson());
            }
            entry.insert(u"items"_s, items);
            if (o.revealed || m_audience == Audience::Referee)
                entry.insert(u"salt"_s, o.salt);
        }
        sides.append(entry);
    }
    return {{u"turn"_s, turn}, {u"period"_s, book.turnLabel(turn)}, {u"sides"_s, sides}};
}

QStringList OrderView::toLines(int turn)
{
    const QJsonObject json = toJson(turn);
    QStringList lines{tr("Orders for %1").arg(json.value(u"period"_s).toString())};
    for (const QJsonValue &value : json.value(u"sides"_s).toArray()) {
        const QJsonObject s = value.toObject();
        const QString name = s.value(u"side"_s).toString();
        if (!s.value(u"written"_s).toBool()) {
            lines << tr("  %1: no orders yet").arg(name);
            continue;
        }
        const QString state = s.value(u"revealed"_s).toBool() ? tr("revealed")
                              : s.value(u"opened"_s).toBool() ? tr("opened by the referee")
                                                              : tr("sealed");
        lines << tr("  %1: %2, version %3, commitment %4")
                     .arg(name, state)
                     .arg(s.value(u"version"_s).toInt())
                     .arg(s.value(u"commitment"_s).toString());
        for (const QJsonValue &item : s.value(u"items"_s).toArray()) {
            const OrderItem i = OrderItem::fromJson(item.toObject());
            lines << u"    "_s + i.toLine();
            if (!i.fate.isEmpty())
                lines << tr("       → %1").arg(i.fate);
        }
    }
    return lines;
}

} // namespace Reeve
