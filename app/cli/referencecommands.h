#pragma once

#include <QStringList>

namespace Reeve {

/** reeve-cli reference (a game's rules reference), ruling and rulings (the referee's decisions). */
class ReferenceCommands
{
public:
    static int reference(const QStringList &words);
    static int ruling(const QStringList &words);
    static int rulings(const QStringList &words);
};

} // namespace Reeve
