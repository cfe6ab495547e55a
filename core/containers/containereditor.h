#pragma once

#include <QList>
#include <QPair>
#include <QString>

#include "containers/containeroutcome.h"
#include "containers/markerkind.h"

namespace Reeve {

class ActionWriter;
class Campaign;

/**
 * The referee's edits of a container: its composition by kind and count (the
 * counter mix the rules sources do not print), kinds of their own for games
 * without a catalog, and holding limits. Each call is one logged action whose
 * counts only the referee may read; the public learns the total.
 */
class ContainerEditor
{
public:
    explicit ContainerEditor(Campaign &campaign);

    /// The most markers one container holds. The printed mixes hold a few dozen; the bound refuses a
    /// typo such as a billion markers at once, before a row is written, instead of after gigabytes.
    static constexpr int kMaxMarkers = 10000;
    /// Throws badInput when \a count (of \a what) is past kMaxMarkers.
    static void requireBounded(qint64 count, const QString &what);

    /**
     * Sets the count of each kind in \a counts, creating the campaign's container
     * from its game's catalog when it has none (\a containerName names it).
     * \a definitions adds kinds the catalog lacks. Unknown kinds throw badInput
     * with the closest names; lowering a count below the markers out of the pool throws too, and so
     * does a composition of more than kMaxMarkers markers in all (before anything is written).
     */
    ContainerOutcome compose(const QList<QPair<QString, int>> &counts, const QString &containerName = QString(),
                             const QList<MarkerKind> &definitions = {});
    /// Sets the holding limit of \a sideId (0: of every side); -1 follows the rules, 0 means none.
    ContainerOutcome setHoldingLimit(qint64 sideId, int limit, const QString &containerName = QString());

    /// Puts the markers of the kinds that belong to optional rule \a optionId in the pool, or takes them out
    /// (refused while one is out of the pool), inside \a writer (RuleOptions::set).
    void followOption(ActionWriter &writer, const QString &optionId, bool inPlay);

    /// Parses "Name:category[:value]" as given on the command line.
    static MarkerKind parseDefinition(const QString &text);

private:
    qint64 containerFor(ActionWriter &writer, const QString &name, bool create);
    qint64 createContainer(ActionWriter &writer, const QString &name);
    void addKind(ActionWriter &writer, qint64 containerId, const MarkerKind &kind, int position);
    int setCount(ActionWriter &writer, qint64 containerId, const MarkerKind &kind, int count);

    Campaign &m_campaign;
};

} // namespace Reeve
