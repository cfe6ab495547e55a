#include "stepresult.h"

namespace Reeve {

using namespace Qt::StringLiterals;

QJsonObject StepResult::toJson() const
{
    QJsonArray list;
    for (const StepRefusal &r : refusals)
        list.append(QJsonObject{{u"message"_s, r.message}, {u"rule"_s, r.rule}});
    QJsonArray written;
    for (qint64 e : entries)
        written.append(e);
    return {{u"step"_s, step},       {u"seq"_s, seq > 0 ? QJsonValue(seq) : QJsonValue()},
            {u"entries"_s, written}, {u"outcome"_s, outcome},
            {u"refusals"_s, list},   {u"working"_s, working}};
}

} // namespace Reeve
