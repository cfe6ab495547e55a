#pragma once

#include <QString>
#include <QStringList>

namespace Reeve {

class ActionWriter;
class Database;

namespace Charlemagne {

/**
 * The stratagem markers a vassalage or conversion bid spends, back to the Container (Charlemagne §9.2,
 * §18.2): single markers of one kind (Vassalage, Missionary) and the stratagems that count as two vassalage
 * markers (§9.5: the kinds of value 2 in the container, such as the Ring of the Avars or the
 * Crown of Pavia). Which double-count markers are bid is named, or read from the hand when
 * it holds exactly as many as were bid. Each check returns the refusal's words (empty when the hand holds
 * them), so a step can refuse before any die is rolled.
 */
class CharlemagneMarkers
{
public:
    /// Why \a sideId's hand cannot give \a count markers of \a kind; empty when it can (or \a count is 0).
    static QString lacking(Database &db, qint64 sideId, const QString &kind, int count);
    /// The double-count kinds \a sideId spends for a bid of \a count: \a named (checked against the hand),
    /// else the hand's own when it holds exactly \a count; \a problem says why not (the list is then empty).
    static QStringList doubles(Database &db, qint64 sideId, int count, const QStringList &named,
                               QString *problem);
    /// Why \a sideId's hand cannot back a bid of \a count double-count markers that stay in hand: fewer held, or
    /// one of \a named not held; empty when it can. Which ones need not be said (nothing leaves the hand).
    static QString doublesLacking(Database &db, qint64 sideId, int count, const QStringList &named);

    /// Returns \a count markers of \a kind from \a sideId's hand to the pool.
    static void spend(ActionWriter &writer, qint64 sideId, const QString &kind, int count);
    /// Returns one marker of each of \a kinds from \a sideId's hand to the pool.
    static void spendEach(ActionWriter &writer, qint64 sideId, const QStringList &kinds);
};

} // namespace Charlemagne
} // namespace Reeve
