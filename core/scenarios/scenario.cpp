#include "scenario.h"

namespace Reeve {

using namespace Qt::StringLiterals;

QStringList Scenario::sideNames() const
{
    QStringList names;
    for (const QJsonValue &side : sides)
        names << side.toObject().value(u"name"_s).toString();
    return names;
}

} // namespace Reeve
