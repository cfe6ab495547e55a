#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace Reeve {

/**
 * One numbered item of a side's written orders, with an optional condition
 * ("if invaded, advance into Kent" → condition "invaded", text "advance into
 * Kent"). The fate is what the umpire made of it after the reveal (carried out,
 * condition not met, ...); it is not part of the sealed text.
 */
struct OrderItem
{
    int number = 0;
    QString condition; ///< empty: unconditional
    QString text;
    QString fate;      ///< set by the umpire after the reveal
    bool fatePublic = false; ///< whether everyone may read the fate (else the side and the referee)

    bool isConditional() const { return !condition.isEmpty(); }
    /// "2. If invaded: advance into Kent" (the form the commitment is computed over).
    QString toLine() const;
    QJsonObject toJson() const;
    static OrderItem fromJson(const QJsonObject &json);

    /// Parses written orders, one item per non-empty line; "3." or "3)" numbers an item,
    /// "if X then Y", "if X: Y" or "if X, Y" gives it a condition. Unnumbered items
    /// are numbered after the previous one. Throws badInput on an empty text or a repeated number.
    static QList<OrderItem> parse(const QString &text);
    /// The canonical text of a list of items: their lines joined by newlines.
    static QString canonical(const QList<OrderItem> &items);
    static QJsonArray toJson(const QList<OrderItem> &items);
    static QList<OrderItem> listFromJson(const QJsonArray &array);
};

} // namespace Reeve
