#include "stepresult.h"

namespace Reeve {

using namespace Qt::StringLiterals;

QJsonObject StepResult::outcomeFor(Audience viewer, qint64 viewerSide) const
{
    return StepShare::visible(outcome, readers, viewer, viewerSide);
}

QJsonArray StepResult::workingFor(Audience viewer, qint64 viewerSide) const
{
    const auto reader = readers.constFind(u"working"_s);
    return reader == readers.cend() || reader->mayRead(viewer, viewerSide) ? working : QJsonArray();
}

QJsonObject StepResult::toJson(Audience viewer, qint64 viewerSide) const
{
    QJsonArray list;
    for (const StepRefusal &r : refusals)
        list.append(QJsonObject{{u"message"_s, r.message}, {u"rule"_s, r.rule}});
    QJsonArray written;
    for (qint64 e : entries)
        written.append(e);
    return {{u"step"_s, step},       {u"seq"_s, seq > 0 ? QJsonValue(seq) : QJsonValue()},
            {u"entries"_s, written}, {u"outcome"_s, outcomeFor(viewer, viewerSide)},
            {u"refusals"_s, list},   {u"working"_s, workingFor(viewer, viewerSide)}};
}

} // namespace Reeve
