#pragma once

#include <QStringList>

namespace Reeve {

/**
 * Setting, changing and removing PINs from the command line:
 * "side FILE pin NAME [--new-pin PIN | --clear] [--pin OLD]" and
 * "referee FILE pin [--new-pin PIN | --clear] [--pin OLD]". Without --new-pin
 * or --clear the new PIN is asked for on a terminal; an existing PIN must be
 * given (--pin OLD, or at the prompt) to change or remove it.
 */
class PinCommands
{
public:
    /// The words after "side": FILE pin NAME ...
    static int sidePin(const QStringList &words);
    /// The words after "referee": FILE pin ...
    static int referee(const QStringList &words);
};

} // namespace Reeve
