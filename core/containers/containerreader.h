#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include "containers/containerstate.h"
#include "containers/markerkind.h"

namespace Reeve {

class Database;

/** A container's identity and settings. */
struct ContainerInfo
{
    qint64 id = 0;
    QString name;
    QString catalog;      ///< game id whose markers.json / stratagems.json it follows
    QString markerWord;   ///< "marker", "stratagem"
    int holdLimit = -1;   ///< -1: as the rules set it; 0: no limit
};

/** Read-only queries over containers, their composition, markers and limits; cheap to construct. */
class ContainerReader
{
public:
    explicit ContainerReader(Database &db);

    QList<ContainerInfo> containers();
    /// A marker kind of this campaign's game, for examples in messages ("Vassalage", "Gold Point").
    QString exampleKind();
    bool hasContainer();
    /// The container named \a name, or the campaign's first one when \a name is empty.
    /// Throws Failure::badInput saying how to create one when there is none.
    ContainerInfo find(const QString &name = QString());
    ContainerInfo container(qint64 id);
    /// The composition, in the order the rules list the kinds.
    QList<MarkerKind> kinds(qint64 containerId);
    /// The kind named \a name (case-insensitive); throws badInput with the closest names.
    MarkerKind kind(qint64 containerId, const QString &name);
    /// Kinds whose count is still missing.
    QStringList missingKinds(qint64 containerId);
    ContainerState state(qint64 containerId);
    /// The holding limit of \a sideId (0: none): the side's own, else the container's, else the rules'.
    int holdingLimit(qint64 containerId, qint64 sideId);
    /// Whether \a pin opens \a sideId's private view (true when the side has no PIN).
    bool checkPin(qint64 sideId, const QString &pin);

private:
    Database &m_db;
};

} // namespace Reeve
