#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include "log/action.h"

namespace Reeve {

class Campaign;
class Database;

/**
 * A container as one audience may see it. Public: how many markers are left,
 * how many each side holds, what is set aside or in play. A side: the same plus
 * its own hand. The referee: everything, with the composition counts.
 */
class ContainerView
{
public:
    ContainerView(Database &db, Audience audience, qint64 side = 0);
    /// "public", "referee" or "side=NAME", as on the command line.
    static ContainerView forAudience(Campaign &campaign, const QString &spec);

    Audience audience() const { return m_audience; }
    qint64 side() const { return m_side; }
    QString audienceLabel();
    QJsonObject toJson(const QString &container = QString());
    QStringList toLines(const QString &container = QString());

private:
    bool mayRead(qint64 handSide) const;

    Database &m_db;
    Audience m_audience;
    qint64 m_side;
};

} // namespace Reeve
