#pragma once

#include <optional>

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include "log/action.h"
#include "orders/orderitem.h"

namespace Reeve {

class ActionWriter;
class Campaign;

/** One side's orders for one game turn, as stored (the referee's view). */
struct SealedOrders
{
    qint64 sideId = 0;
    QString sideName;
    int turn = 0;
    int version = 1;     ///< 1 when written, +1 per amendment
    QList<OrderItem> items;
    QString salt;
    QString commitment;  ///< hex SHA-256 published when written
    bool opened = false;   ///< read by the referee (commitments checked); amendments refused
    bool revealed = false; ///< shown to everyone (implies opened)

    QString text() const { return OrderItem::canonical(items); }
};

/** What one orders action did, as logged. */
struct OrderOutcome
{
    qint64 seq = 0;
    QString publicText;
    QString privateText;
    Audience audience = Audience::Public;
    qint64 audienceSide = 0;
    QJsonObject data;
};

/**
 * Sealed written orders (generic: no game knowledge). Each side writes its
 * orders for the current game turn privately: the text goes to the log as a
 * private part for that side and the referee, while the public log shows only
 * that the side wrote (or amended) its orders, with a salted SHA-256 commitment
 * of the text. The referee reveals every side's orders of a turn at once; the
 * reveal first checks each text against the commitment published in the
 * hash-chained log, so orders changed behind the log's back are refused.
 * Each call is one undoable logged action.
 */
class OrderBook
{
public:
    explicit OrderBook(Campaign &campaign);

    /// The clock's turn (the turn orders are written for when none is given).
    int currentTurn();
    /// "Spring 1066", "Turn 3", ... for \a turn.
    QString turnLabel(int turn);

    /// Writes (or, when the side already has orders for the turn, amends) \a sideId's orders.
    OrderOutcome write(qint64 sideId, const QList<OrderItem> &items, int turn = 0);
    /// The referee opens every side's sealed orders of \a turn to adjudicate them: the
    /// commitments are checked and no side may amend any more, but each text stays readable by
    /// its side and the referee only (an umpired campaign publishes what happened, not the orders).
    OrderOutcome open(int turn = 0);
    /// Reveals every side's sealed (or opened) orders of \a turn at once, after checking the commitments.
    OrderOutcome reveal(int turn = 0);
    /// Records what became of an opened or revealed order item; a public fate is shown to all, else
    /// to the side only.
    OrderOutcome setFate(qint64 sideId, int number, const QString &fate, bool isPublic, int turn = 0);

    /// Every side's orders of \a turn (referee's view: hidden texts included).
    QList<SealedOrders> orders(int turn = 0);
    std::optional<SealedOrders> ordersOf(qint64 sideId, int turn = 0);
    /// Checks each order of \a turn against its commitment and the log; returns the problems (none: empty).
    QStringList verify(int turn = 0);

    /// Hex SHA-256 of salt, a newline and the canonical text of \a items.
    static QString commitment(const QString &salt, const QList<OrderItem> &items);
    /// 128 random bits as hex, from the system's generator (never the campaign's dice seed).
    static QString newSalt();

private:
    int resolveTurn(int turn);
    QList<SealedOrders> read(const QString &where, const QVariantList &binds);
    bool published(const QString &commitment);
    /// The orders of \a turn still to open (or to reveal), after checking every commitment.
    QList<SealedOrders> checkedUntil(int turn, bool opening);

    Campaign &m_campaign;
};

} // namespace Reeve
