#include "action.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace Reeve {

using namespace Qt::StringLiterals;

QString audienceName(Audience audience)
{
    switch (audience) {
    case Audience::Public:
        return u"public"_s;
    case Audience::Side:
        return u"side"_s;
    case Audience::Referee:
        return u"referee"_s;
    }
    return u"referee"_s;
}

Audience audienceFromName(const QString &name)
{
    if (name == u"public"_s)
        return Audience::Public;
    if (name == u"side"_s)
        return Audience::Side;
    return Audience::Referee;
}

QJsonObject Action::payload() const
{
    return QJsonDocument::fromJson(payloadText.toUtf8()).object();
}

QJsonValue Action::dice() const
{
    if (diceText.isEmpty())
        return QJsonValue::Null;
    const QJsonDocument doc = QJsonDocument::fromJson(diceText.toUtf8());
    return doc.isArray() ? QJsonValue(doc.array()) : QJsonValue(doc.object());
}

QList<StateOp> Action::ops() const
{
    QList<StateOp> result;
    const QJsonArray array = payload().value(u"ops"_s).toArray();
    result.reserve(array.size());
    for (const QJsonValue &value : array)
        result.append(StateOp::fromJson(value.toObject()));
    return result;
}

bool Action::visibleTo(Audience reader, qint64 readerSide) const
{
    if (reader == Audience::Referee || audience == Audience::Public)
        return true;
    return audience == Audience::Side && reader == Audience::Side && readerSide == audienceSide;
}

} // namespace Reeve
