#include "containerstate.h"

#include <algorithm>

#include <QCryptographicHash>
#include <QJsonObject>

#include "dice/randomstream.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

bool byId(const ContainerMarker &a, const ContainerMarker &b)
{
    return a.id < b.id;
}

} // namespace

ContainerState::ContainerState(QList<ContainerMarker> markers)
    : m_markers(std::move(markers))
{
    std::sort(m_markers.begin(), m_markers.end(), byId);
}

QList<ContainerMarker> ContainerState::where(QStringView place, qint64 sideId) const
{
    QList<ContainerMarker> result;
    for (const ContainerMarker &m : m_markers) {
        if (m.place == place && (sideId < 0 || m.sideId == sideId))
            result.append(m);
    }
    return result;
}

QList<ContainerMarker> ContainerState::pool() const
{
    return where(ContainerMarker::Pool);
}

QList<ContainerMarker> ContainerState::hand(qint64 sideId) const
{
    return where(ContainerMarker::Hand, sideId);
}

QList<ContainerMarker> ContainerState::aside() const
{
    return where(ContainerMarker::Aside);
}

QList<ContainerMarker> ContainerState::inPlay() const
{
    return where(ContainerMarker::InPlay);
}

int ContainerState::total(const QString &kind) const
{
    return int(std::count_if(m_markers.begin(), m_markers.end(),
                             [&](const ContainerMarker &m) { return m.kind == kind; }));
}

QList<qint64> ContainerState::holders() const
{
    QList<qint64> sides;
    for (const ContainerMarker &m : m_markers) {
        if (m.place == ContainerMarker::Hand && !sides.contains(m.sideId))
            sides.append(m.sideId);
    }
    std::sort(sides.begin(), sides.end());
    return sides;
}

QString ContainerState::contentHash(const QList<ContainerMarker> &markers)
{
    QList<ContainerMarker> sorted = markers;
    std::sort(sorted.begin(), sorted.end(), byId);
    QCryptographicHash hash(QCryptographicHash::Sha256);
    for (const ContainerMarker &m : sorted)
        hash.addData(u"%1:%2\n"_s.arg(m.id).arg(m.kind).toUtf8());
    return QString::fromLatin1(hash.result().toHex());
}

QStringList ContainerState::kindNames(const QList<ContainerMarker> &markers)
{
    QStringList names;
    for (const ContainerMarker &m : markers)
        names << m.kind;
    return names;
}

QList<ContainerMarker> ContainerState::drawRandom(QList<ContainerMarker> &from, int count, RandomStream &stream,
                                                  QJsonArray &draws)
{
    std::sort(from.begin(), from.end(), byId);
    QList<ContainerMarker> drawn;
    for (int i = 0; i < count && !from.isEmpty(); ++i) {
        const int sides = int(from.size());
        const int face = stream.die(sides);
        draws.append(QJsonObject{{u"sides"_s, sides}, {u"face"_s, face}});
        drawn.append(from.takeAt(face - 1));
    }
    return drawn;
}

} // namespace Reeve
