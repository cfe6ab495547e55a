#pragma once

#include <QJsonArray>
#include <QList>
#include <QString>

#include "containers/containermarker.h"

namespace Reeve {

class RandomStream;

/**
 * The markers of one container in memory, with the pure logic of drawing: no
 * database, no log. Canonical order is ascending marker id; a random pick from n
 * markers is the die roll die(n) whose face is the 1-based index in that order,
 * so a revealed seed re-derives every draw (RollVerifier).
 */
class ContainerState
{
public:
    ContainerState() = default;
    explicit ContainerState(QList<ContainerMarker> markers);

    const QList<ContainerMarker> &markers() const { return m_markers; }
    QList<ContainerMarker> pool() const;
    QList<ContainerMarker> hand(qint64 sideId) const;
    QList<ContainerMarker> aside() const;
    QList<ContainerMarker> inPlay() const;
    /// How many markers of \a kind exist, wherever they are.
    int total(const QString &kind) const;
    /// The sides holding at least one marker, ascending.
    QList<qint64> holders() const;

    /// SHA-256 (hex) of the canonical contents "id:kind\n..." of \a markers, sorted by id.
    static QString contentHash(const QList<ContainerMarker> &markers);
    /// Kind names of \a markers, in the given order.
    static QStringList kindNames(const QList<ContainerMarker> &markers);
    /**
     * Takes \a count markers at random from \a from (kept sorted by id), without
     * replacement, and returns them in the order drawn. Each pick appends
     * {"sides": n, "face": index + 1} to \a draws.
     */
    static QList<ContainerMarker> drawRandom(QList<ContainerMarker> &from, int count, RandomStream &stream,
                                             QJsonArray &draws);

private:
    QList<ContainerMarker> where(QStringView place, qint64 sideId = -1) const;

    QList<ContainerMarker> m_markers;
};

} // namespace Reeve
