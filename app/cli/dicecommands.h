#pragma once

#include <QStringList>

namespace Reeve {

/** reeve-cli roll and odds. */
class DiceCommands
{
public:
    static int roll(const QStringList &words);
    static int odds(const QStringList &words);
    /// The stream for --seed S (S as UTF-8 bytes, counter 0), or a fresh random one.
    static QByteArray seedBytes(const QString &seedOption);
};

} // namespace Reeve
