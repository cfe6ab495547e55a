#pragma once

#include <QString>
#include <QStringList>

#include "campaign/unit.h"

namespace Reeve {

class ActionWriter;
class CampaignReader;

namespace Charlemagne {

/// What a change of control did to the region's units, each named as the public may read it.
struct AllegianceChange
{
    QStringList joined;     ///< units that now serve the new controller (§4.4b, §4.6)
    QStringList stayed;     ///< units that went neutral in place (§4.5a(1), (3))
    QStringList removed;    ///< units outside their region removed from the game (§4.5a(2))
    QStringList eliminated; ///< units stacked with the other side's units, eliminated (§4.5a(4), §4.6)

    /// One public sentence per list that is not empty; empty when no unit was concerned.
    QString text() const;
};

/**
 * The units of a region follow its control (Charlemagne §4.2a, §4.4b, §4.5, §4.6): written into the
 * caller's ActionWriter, so a control change, a vassalage, a conversion or a revolt is one action with
 * its consequences. A unit's region is its "region" attribute (the scenario and the levy record it);
 * a unit without one belongs to the region it stands in, when it serves the region's old controller.
 * Leaders belong to no region and never change sides (§21.6). "Stacked" means the same hex: a unit
 * the referee left at the region itself is somewhere in the region, not in a stack.
 *
 * - A neutral region entering the war (§4.4b): all its units go to the new controller.
 * - A region returning to neutrality (§4.5a): its units inside the region, and those in a burg outside
 *   it, become neutral where they stand; the others are removed; a neutral unit sharing a hex with
 *   active units is eliminated.
 * - A defection (§4.6): all the region's units go to the new controller wherever they are; those
 *   stacked with units of the old controller are eliminated.
 *
 * The face follows the new owner: face up for the Empire, face down for the Tribal player; neutral
 * units keep theirs (§4.2a).
 */
class CharlemagneAllegiance
{
public:
    explicit CharlemagneAllegiance(ActionWriter &writer);

    /// The region \a unit belongs to (empty for a leader or a unit of no region).
    static QString nationality(CampaignReader &reader, const Unit &unit, const QString &oldControllerOf = {});
    /// The region \a locationId lies in: itself when it is a region, a hex's "region" attribute, else empty.
    static QString regionAt(CampaignReader &reader, const QString &locationId);

    /// Moves \a region's units from control \a from to \a to (Empire, Tribal or Neutral).
    AllegianceChange transfer(const QString &region, const QString &from, const QString &to);

private:
    QList<Unit> unitsOf(CampaignReader &reader, const QString &region, const QString &from);
    void setSide(const Unit &unit, qint64 sideId, const QString &face);
    void eliminate(const Unit &unit);
    QString publicName(CampaignReader &reader, qint64 unitId);
    void neutralize(CampaignReader &reader, const QList<Unit> &units, const QString &region, AllegianceChange &c);
    void join(CampaignReader &reader, const QList<Unit> &units, const QString &to, const QString &from,
              AllegianceChange &c);

    ActionWriter &m_writer;
};

} // namespace Charlemagne
} // namespace Reeve
