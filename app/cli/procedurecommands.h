#pragma once

#include <QStringList>

namespace Reeve {

/** reeve-cli procedures, describe and resolve. */
class ProcedureCommands
{
public:
    static int list(const QStringList &words);
    static int describe(const QStringList &words);
    static int resolve(const QStringList &words);
};

} // namespace Reeve
