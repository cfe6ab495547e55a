#include "ruling.h"

#include <QJsonArray>

#include "campaign/gameinfo.h"

namespace Reeve {

using namespace Qt::StringLiterals;

QJsonObject Ruling::toJson() const
{
    return {{u"id"_s, id},
            {u"question"_s, question},
            {u"decision"_s, decision},
            {u"rule_refs"_s, QJsonArray::fromStringList(ruleRefs)},
            {u"turn"_s, turn},
            {u"period"_s, period},
            {u"created"_s, created}};
}

QString Ruling::when(const GameInfo &game) const
{
    return turn > 0 ? game.describeTurn(turn) : period;
}

} // namespace Reeve
