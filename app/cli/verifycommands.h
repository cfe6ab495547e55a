#pragma once

#include <QStringList>

namespace Reeve {

/** reeve-cli verify (the whole file, its anchors, the revealed secrets) and seed (commitments and reveals). */
class VerifyCommands
{
public:
    static int verify(const QStringList &words);
    static int seed(const QStringList &words);
};

} // namespace Reeve
