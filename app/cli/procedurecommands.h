#pragma once

#include <QStringList>

namespace Reeve {

/** reeve-cli procedures, describe, resolve and the odds of a procedure. */
class ProcedureCommands
{
public:
    static int list(const QStringList &words);
    static int describe(const QStringList &words);
    static int resolve(const QStringList &words);
    /// The odds of each outcome of a procedure for the given inputs (exact when the dice allow).
    static int odds(const QStringList &words);
};

} // namespace Reeve
