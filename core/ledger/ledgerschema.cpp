#include "ledgerschema.h"

namespace Reeve {

using namespace Qt::StringLiterals;

QStringList LedgerSchema::migration()
{
    return {};
}

QList<QPair<QString, QStringList>> LedgerSchema::stateTables()
{
    return {};
}

} // namespace Reeve
