#pragma once

#include <QString>
#include <QStringList>

namespace Reeve {

class Campaign;

/**
 * Who stands with whom in a DBA campaign (DBA campaign, PROVINCES; VASSALS & OVERLORDS): each nation's
 * overlord and allies, kept as side attributes "overlord" (a name) and "allies" (names) by the umpire's
 * relation step. A friendly province is one a nation holds or one held by its vassal or ally.
 */
class DbaRelations
{
public:
    explicit DbaRelations(Campaign &campaign);

    QString overlordOf(const QString &side);
    QStringList alliesOf(const QString &side);
    /// Whether \a owner's provinces are friendly to \a side: its own, a vassal's or an ally's (an overlord's
    /// only with \a overlordLeave).
    bool friendly(const QString &side, const QString &owner, bool overlordLeave = false);

private:
    Campaign &m_campaign;
};

} // namespace Reeve
