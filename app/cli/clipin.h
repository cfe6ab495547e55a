#pragma once

#include <optional>

#include <QString>

#include "log/action.h"

namespace Reeve {

class Campaign;
class CliArgs;

/**
 * The one gate of reeve-cli in front of every view of a side's or the
 * referee's secrets: a view whose audience has a PIN opens only with --pin PIN
 * (or, on a terminal, a PIN typed at the prompt); without it the command stops
 * with exit 2 before it reads or writes anything. A side's view also opens
 * with the referee's PIN. A command that takes it needs "pin" among its value
 * options.
 */
class CliPin
{
public:
    /// An audience as the command line names it.
    struct Viewer
    {
        Audience audience = Audience::Public;
        qint64 side = 0;
    };

    /// "public", "referee" or "side=NAME" (and a bare NAME when \a bareName); exit 2 otherwise.
    static Viewer parse(Campaign &campaign, const QString &spec, bool bareName = false);
    /// Refuses unless the PIN given opens \a audience's view (no-op for the public or where no PIN is set).
    static void require(Campaign &campaign, const CliArgs &args, Audience audience, qint64 side = 0);
    /// As require(), for undoing or redoing an action that set, changed or removed the PIN of
    /// \a audience: the messages say that taking the PIN change back needs the PIN in force.
    static void requireForPinChange(Campaign &campaign, const CliArgs &args, Audience audience,
                                    qint64 side = 0);
    /// parse() then require(); returns the viewer.
    static Viewer require(Campaign &campaign, const CliArgs &args, const QString &spec, bool bareName = false);
    /// Asks \a question on the terminal without echo; nothing when standard input is not a terminal.
    static std::optional<QString> prompt(const QString &question);
};

} // namespace Reeve
