#include "containerschema.h"

namespace Reeve {

using namespace Qt::StringLiterals;

QStringList ContainerSchema::migration()
{
    return {};
}

QList<QPair<QString, QStringList>> ContainerSchema::stateTables()
{
    return {};
}

} // namespace Reeve
