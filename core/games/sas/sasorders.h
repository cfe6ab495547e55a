#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include "orders/orderbook.h"
#include "orders/orderitem.h"

namespace Reeve {

class Campaign;

namespace Sas {

/**
 * Swords & Sails written orders (phase 4) on the generic sealed order book:
 * one line per army or fleet, "Army II: attack Flanders" or "Fleet I: load +
 * move North Sea with Army II", using the rules' commands (move, attack,
 * defend, support, load, unload, dock, merge, transfer), an attack optionally
 * "against FACTION". Reeve checks each line against the board — the force
 * exists, the destination is registered, a fleet's load fits its carrying
 * capacity, and all the load lines together fit the fleets they share — before
 * sealing the orders; they are revealed together by the order book.
 */
class SasOrders
{
public:
    explicit SasOrders(Campaign &campaign);
    /// The checked order items for \a sideId's \a lines; \a raiderReading "table" (3) or "prose" (2).
    QList<OrderItem> check(qint64 sideId, const QStringList &lines, const QString &raiderReading = QStringLiteral("table"));
    /// Checks and seals (or amends) the side's orders for the current season.
    OrderOutcome write(qint64 sideId, const QStringList &lines, const QString &raiderReading = QStringLiteral("table"));
    /// The commands a line may use.
    static const QStringList &commands();

private:
    OrderItem checkLine(qint64 sideId, const QString &line, int number, const QString &raiderReading,
                        QStringList &seen, QList<QStringList> &loads);
    /// The carry limit over every load line together (forces sharing a fleet or an army form one group).
    void checkLoads(qint64 sideId, const QList<QStringList> &loads, const QString &raiderReading);
    void checkLoad(qint64 sideId, const QString &type, int number, const QStringList &with, const QString &raiderReading);

    Campaign &m_campaign;
};

} // namespace Sas
} // namespace Reeve
