#pragma once

#include <QString>
#include <QStringList>

namespace Reeve {

/**
 * Which procedures each phase of a game's turn uses, read once from
 * resources/rules/generic/phase-procedures.json (Reeve's arrangement along each
 * game's own sequence of play, e.g. 1066 §3.2). The Procedures panel lists
 * them first, so the referee finds what the current phase needs without
 * searching.
 */
class PhaseGuide
{
public:
    /// The procedure ids used in \a phase of \a gameId, in the order a referee needs them;
    /// empty for a phase that needs none or a game or phase the guide does not know.
    static QStringList procedures(const QString &gameId, const QString &phase);
    /// The phases the guide lists for \a gameId (sorted by name).
    static QStringList phases(const QString &gameId);
    /// The rule that gives \a gameId's sequence of play ("1066 §3.2"), empty if unknown.
    static QString rule(const QString &gameId);
};

} // namespace Reeve
