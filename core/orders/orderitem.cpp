#include "orderitem.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSet>

#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::OrderItem", text);
}

/// Splits "if X then Y" (or "if X: Y", "if X, Y") into {X, Y}; {"", line} when unconditional.
QPair<QString, QString> splitCondition(const QString &line)
{
    static const QRegularExpression conditional(u"^if\\s+(.+)$"_s, QRegularExpression::CaseInsensitiveOption);
    const auto match = conditional.match(line);
    if (!match.hasMatch())
        return {QString(), line};
    const QString rest = match.captured(1);
    static const QRegularExpression thenWord(u"\\s+then\\s+"_s, QRegularExpression::CaseInsensitiveOption);
    const auto then = thenWord.match(rest);
    if (then.hasMatch())
        return {rest.left(then.capturedStart()).trimmed(), rest.mid(then.capturedEnd()).trimmed()};
    for (const QChar separator : {u':', u','}) {
        const qsizetype at = rest.indexOf(separator);
        if (at > 0)
            return {rest.left(at).trimmed(), rest.mid(at + 1).trimmed()};
    }
    return {QString(), line}; // "if" with no consequence: keep the line as written
}

} // namespace

QString OrderItem::toLine() const
{
    if (condition.isEmpty())
        return u"%1. %2"_s.arg(number).arg(text);
    return u"%1. If %2: %3"_s.arg(number).arg(condition, text);
}

QJsonObject OrderItem::toJson() const
{
    QJsonObject json{{u"number"_s, number}, {u"text"_s, text}};
    if (!condition.isEmpty())
        json.insert(u"condition"_s, condition);
    if (!fate.isEmpty()) {
        json.insert(u"fate"_s, fate);
        json.insert(u"fate_public"_s, fatePublic);
    }
    return json;
}

OrderItem OrderItem::fromJson(const QJsonObject &json)
{
    return OrderItem{json.value(u"number"_s).toInt(), json.value(u"condition"_s).toString(),
                     json.value(u"text"_s).toString(), json.value(u"fate"_s).toString(),
                     json.value(u"fate_public"_s).toBool()};
}

QList<OrderItem> OrderItem::parse(const QString &text)
{
    static const QRegularExpression numbered(u"^(\\d+)\\s*[.)]\\s*(.*)$"_s);
    QList<OrderItem> items;
    QSet<int> used;
    int last = 0;
    for (const QString &raw : text.split(u'\n')) {
        QString line = raw.trimmed();
        if (line.isEmpty())
            continue;
        int number = last + 1;
        const auto match = numbered.match(line);
        if (match.hasMatch()) {
            number = match.captured(1).toInt();
            line = match.captured(2).trimmed();
        }
        if (line.isEmpty())
            throw Failure::badInput(tr("Order %1 has no text.").arg(number));
        if (used.contains(number))
            throw Failure::badInput(tr("Order number %1 is used twice; number each order once.").arg(number));
        used.insert(number);
        last = number;
        const auto [condition, action] = splitCondition(line);
        items.append(OrderItem{number, condition, action, QString(), false});
    }
    if (items.isEmpty())
        throw Failure::badInput(tr("The orders are empty; write at least one order (one per line)."));
    return items;
}

QString OrderItem::canonical(const QList<OrderItem> &items)
{
    QStringList lines;
    for (const OrderItem &item : items)
        lines << item.toLine();
    return lines.join(u'\n');
}

QJsonArray OrderItem::toJson(const QList<OrderItem> &items)
{
    QJsonArray array;
    for (const OrderItem &item : items)
        array.append(item.toJson());
    return array;
}

QList<OrderItem> OrderItem::listFromJson(const QJsonArray &array)
{
    QList<OrderItem> items;
    for (const QJsonValue &value : array)
        items.append(fromJson(value.toObject()));
    return items;
}

} // namespace Reeve
