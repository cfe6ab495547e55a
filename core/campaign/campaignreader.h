#pragma once

#include <QHash>
#include <QList>
#include <QPair>
#include <QString>

#include "campaign/account.h"
#include "campaign/clockstate.h"
#include "campaign/location.h"
#include "campaign/placedmarker.h"
#include "campaign/side.h"
#include "campaign/unit.h"

namespace Reeve {

class Database;

/** Read-only queries over a campaign's state tables; cheap to construct. */
class CampaignReader
{
public:
    explicit CampaignReader(Database &db);

    QList<Side> sides();
    /// Throws Failure::badInput naming the closest side names when none matches.
    Side sideByName(const QString &name);
    Side side(qint64 id);
    QList<Location> locations();
    /// Throws Failure::badInput when \a id is not registered.
    Location location(const QString &id);
    bool hasLocation(const QString &id);
    QList<Unit> units();
    /// How many units each side has, counted by the database: side id -> (active, eliminated).
    QHash<qint64, QPair<int, int>> unitCountsBySide();
    Unit unit(qint64 id);
    QList<PlacedMarker> markers();
    QList<Account> accounts();
    Account account(qint64 sideId);
    ClockState clock();
    QString meta(const QString &key);

    /// Names from \a candidates closest to \a wanted (edit distance), best first.
    static QStringList closest(const QString &wanted, const QStringList &candidates, int count = 3);

private:
    Database &m_db;
};

} // namespace Reeve
