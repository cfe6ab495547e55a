#pragma once

#include <QString>
#include <QStringList>

namespace Reeve {

class Campaign;
class CliArgs;
struct Side;

/**
 * One run of a reeve-cli verb family (container, orders, battle...): the open
 * campaign, the parsed options and the positional words after FILE VERB, with
 * the word lookups every family needs. A family adds its own helpers by
 * deriving from it.
 */
struct CliCall
{
    Campaign &campaign;
    const CliArgs &args;
    QStringList words;   ///< positional words after FILE VERB
    QString command;     ///< "container", "orders", ... (for the help hint in errors)

    /// Word \a i; a missing one says what it should be and where the help is.
    QString word(int i, const QString &what) const;
    /// The side named by word \a i (closest names suggested when none matches).
    Side side(int i) const;
};

} // namespace Reeve
