#include "orderbook.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "log/actionlog.h"
#include "log/actionwriter.h"
#include "storage/database.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::OrderBook", text);
}

QString compact(const QJsonArray &array)
{
    return QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Compact));
}

QJsonObject key(qint64 sideId, int turn)
{
    return {{u"side_id"_s, sideId}, {u"turn"_s, turn}};
}

} // namespace

OrderBook::OrderBook(Campaign &campaign)
    : m_campaign(campaign)
{
}

int OrderBook::currentTurn()
{
    return CampaignReader(m_campaign.database()).clock().turn;
}

QString OrderBook::turnLabel(int turn)
{
    return m_campaign.game().describeTurn(turn);
}

int OrderBook::resolveTurn(int turn)
{
    if (turn < 0)
        throw Failure::badInput(tr("Turn %1 does not exist; turns start at 1.").arg(turn));
    return turn == 0 ? currentTurn() : turn;
}

QString OrderBook::commitment(const QString &salt, const QList<OrderItem> &items)
{
    const QByteArray bytes = (salt + u'\n' + OrderItem::canonical(items)).toUtf8();
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

QString OrderBook::newSalt()
{
    QByteArray bytes(16, Qt::Uninitialized);
    QRandomGenerator::system()->fillRange(reinterpret_cast<quint32 *>(bytes.data()), 4);
    return QString::fromLatin1(bytes.toHex());
}

QList<SealedOrders> OrderBook::read(const QString &where, const QVariantList &binds)
{
    const QList<QVariantMap> rows = m_campaign.database().select(
        u"SELECT o.*, s.name AS side_name FROM orders o JOIN sides s ON s.id = o.side_id WHERE "_s + where
            + u" ORDER BY s.id"_s,
        binds);
    QList<SealedOrders> list;
    for (const QVariantMap &row : rows) {
        SealedOrders o;
        o.sideId = row.value(u"side_id"_s).toLongLong();
        o.sideName = row.value(u"side_name"_s).toString();
        o.turn = row.value(u"turn"_s).toInt();
        o.version = row.value(u"version"_s).toInt();
        o.items = OrderItem::listFromJson(QJsonDocument::fromJson(row.value(u"items"_s).toString().toUtf8()).array());
        o.salt = row.value(u"salt"_s).toString();
        o.commitment = row.value(u"commitment"_s).toString();
        o.revealed = row.value(u"status"_s).toString() == u"revealed"_s;
        o.opened = o.revealed || row.value(u"status"_s).toString() == u"opened"_s;
        list.append(o);
    }
    return list;
}

QList<SealedOrders> OrderBook::orders(int turn)
{
    return read(u"o.turn = ?"_s, {resolveTurn(turn)});
}

std::optional<SealedOrders> OrderBook::ordersOf(qint64 sideId, int turn)
{
    const QList<SealedOrders> list = read(u"o.turn = ? AND o.side_id = ?"_s, {resolveTurn(turn), sideId});
    if (list.isEmpty())
        return std::nullopt;
    return list.first();
}

OrderOutcome OrderBook::write(qint64 sideId, const QList<OrderItem> &items, int turn)
{
    turn = resolveTurn(turn);
    if (items.isEmpty())
        throw Failure::badInput(tr("The orders are empty; write at least one order."));
    const Side side = CampaignReader(m_campaign.database()).side(sideId);
    const std::optional<SealedOrders> previous = ordersOf(sideId, turn);
    if (previous && previous->opened)
        throw Failure::badInput(tr("%1's orders for %2 are already %3 and can no longer be amended "
                                   "(undo that first if it was a mistake).")
                                    .arg(side.name, turnLabel(turn),
                                         previous->revealed ? tr("revealed") : tr("opened by the referee")));
    QList<OrderItem> clean = items;
    for (OrderItem &item : clean) {
        item.fate.clear();
        item.fatePublic = false;
    }
    const QString salt = newSalt();
    const QString hash = commitment(salt, clean);
    const int version = previous ? previous->version + 1 : 1;
    const QJsonObject values{{u"version"_s, version}, {u"items"_s, compact(OrderItem::toJson(clean))},
                             {u"salt"_s, salt}, {u"commitment"_s, hash}, {u"status"_s, u"sealed"_s}};
    ActionWriter writer(m_campaign.log());
    if (previous) {
        writer.update(u"orders"_s, key(sideId, turn), values);
    } else {
        QJsonObject row = key(sideId, turn);
        for (auto it = values.begin(); it != values.end(); ++it)
            row.insert(it.key(), it.value());
        writer.insert(u"orders"_s, row);
    }
    OrderOutcome outcome;
    outcome.publicText = (previous ? tr("%1 amended its orders for %2 (commitment %3)")
                                   : tr("%1 wrote its orders for %2 (commitment %3)"))
                             .arg(side.name, turnLabel(turn), hash);
    outcome.privateText = tr("Orders of %1 for %2 (version %3):\n%4")
                              .arg(side.name, turnLabel(turn))
                              .arg(version)
                              .arg(OrderItem::canonical(clean));
    outcome.audience = Audience::Side;
    outcome.audienceSide = sideId;
    outcome.data = {{u"side"_s, side.name}, {u"turn"_s, turn}, {u"version"_s, version},
                    {u"items"_s, OrderItem::toJson(clean)}};
    ActionDraft draft{previous ? u"orders.amend"_s : u"orders.write"_s, outcome.publicText, outcome.privateText,
                      outcome.audience, sideId, outcome.data, QJsonValue(), side.name, true, 0};
    outcome.seq = writer.commit(draft);
    return outcome;
}

bool OrderBook::published(const QString &hash)
{
    if (hash.size() != 64)
        return false;
    return m_campaign.database()
               .scalar(u"SELECT count(*) FROM actions WHERE kind IN ('orders.write', 'orders.amend')"
                       " AND public_text LIKE ?"_s,
                       {u"%"_s + hash + u"%"_s})
               .toInt()
           > 0;
}

QStringList OrderBook::verify(int turn)
{
    QStringList problems;
    for (const SealedOrders &o : orders(turn)) {
        if (commitment(o.salt, o.items) != o.commitment)
            problems << tr("%1's orders for %2 do not match their commitment %3: the text was changed after it was "
                           "written.")
                            .arg(o.sideName, turnLabel(o.turn), o.commitment);
        else if (!published(o.commitment))
            problems << tr("%1's orders for %2 carry a commitment (%3) that the log never published.")
                            .arg(o.sideName, turnLabel(o.turn), o.commitment);
    }
    return problems;
}

QList<SealedOrders> OrderBook::checkedUntil(int turn, bool opening)
{
    QList<SealedOrders> waiting;
    for (const SealedOrders &o : orders(turn)) {
        if (opening ? !o.opened : !o.revealed)
            waiting << o;
    }
    if (waiting.isEmpty())
        throw Failure::badInput((opening ? tr("There are no sealed orders for %1 to open.")
                                         : tr("There are no sealed orders for %1 to reveal."))
                                    .arg(turnLabel(turn)));
    const QStringList problems = verify(turn);
    if (!problems.isEmpty())
        throw Failure::verification(problems.join(u'\n'));
    return waiting;
}

OrderOutcome OrderBook::open(int turn)
{
    turn = resolveTurn(turn);
    const QList<SealedOrders> sealed = checkedUntil(turn, true);
    ActionWriter writer(m_campaign.log());
    QStringList sides;
    QJsonArray opened;
    for (const SealedOrders &o : sealed) {
        writer.update(u"orders"_s, key(o.sideId, turn), {{u"status"_s, u"opened"_s}});
        sides << o.sideName;
        opened.append(QJsonObject{{u"side"_s, o.sideName}, {u"version"_s, o.version}, {u"commitment"_s, o.commitment}});
    }
    OrderOutcome outcome;
    outcome.publicText = tr("The referee opened the orders for %1 of %2 (commitments checked; each text stays "
                            "with its side until revealed)")
                             .arg(turnLabel(turn), sides.join(u", "_s));
    outcome.data = {{u"turn"_s, turn}, {u"orders"_s, opened}};
    ActionDraft draft{u"orders.open"_s, outcome.publicText, QString(), Audience::Public, 0, outcome.data,
                      QJsonValue(), QString(), true, 0};
    outcome.seq = writer.commit(draft);
    return outcome;
}

OrderOutcome OrderBook::reveal(int turn)
{
    turn = resolveTurn(turn);
    const QList<SealedOrders> sealed = checkedUntil(turn, false);
    ActionWriter writer(m_campaign.log());
    QStringList parts;
    QJsonArray revealed;
    for (const SealedOrders &o : sealed) {
        writer.update(u"orders"_s, key(o.sideId, turn), {{u"status"_s, u"revealed"_s}});
        parts << tr("%1:\n%2").arg(o.sideName, o.text());
        revealed.append(QJsonObject{{u"side"_s, o.sideName}, {u"version"_s, o.version}, {u"salt"_s, o.salt},
                                    {u"commitment"_s, o.commitment}, {u"items"_s, OrderItem::toJson(o.items)}});
    }
    OrderOutcome outcome;
    outcome.publicText = tr("Orders for %1 revealed (commitments checked)\n%2").arg(turnLabel(turn), parts.join(u'\n'));
    outcome.data = {{u"turn"_s, turn}, {u"orders"_s, revealed}};
    ActionDraft draft{u"orders.reveal"_s, outcome.publicText, QString(), Audience::Public, 0, outcome.data,
                      QJsonValue(), QString(), true, 0};
    outcome.seq = writer.commit(draft);
    return outcome;
}

OrderOutcome OrderBook::setFate(qint64 sideId, int number, const QString &fate, bool isPublic, int turn)
{
    turn = resolveTurn(turn);
    const Side side = CampaignReader(m_campaign.database()).side(sideId);
    std::optional<SealedOrders> o = ordersOf(sideId, turn);
    if (!o || !o->opened)
        throw Failure::badInput(tr("%1 has no opened or revealed orders for %2; open or reveal the orders first.")
                                    .arg(side.name, turnLabel(turn)));
    auto item = std::find_if(o->items.begin(), o->items.end(), [&](const OrderItem &i) { return i.number == number; });
    if (item == o->items.end())
        throw Failure::badInput(tr("%1's orders for %2 have no item %3.").arg(side.name, turnLabel(turn)).arg(number));
    item->fate = fate.trimmed();
    item->fatePublic = isPublic;
    ActionWriter writer(m_campaign.log());
    writer.update(u"orders"_s, key(sideId, turn), {{u"items"_s, compact(OrderItem::toJson(o->items))}});
    OrderOutcome outcome;
    const QString detail = tr("%1's order %2 for %3: %4").arg(side.name).arg(number).arg(turnLabel(turn), item->fate);
    outcome.publicText = isPublic ? detail : tr("Umpire recorded the outcome of one of %1's orders").arg(side.name);
    outcome.privateText = isPublic ? QString() : detail;
    outcome.audience = isPublic ? Audience::Public : Audience::Side;
    outcome.audienceSide = isPublic ? 0 : sideId;
    outcome.data = {{u"side"_s, side.name}, {u"turn"_s, turn}, {u"number"_s, number}, {u"fate"_s, item->fate}};
    ActionDraft draft{u"orders.fate"_s, outcome.publicText, outcome.privateText, outcome.audience,
                      outcome.audienceSide, outcome.data, QJsonValue(), QString(), true, 0};
    outcome.seq = writer.commit(draft);
    return outcome;
}

} // namespace Reeve
