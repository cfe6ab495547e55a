#pragma once

#include <QString>
#include <QStringList>

#include "campaign/location.h"
#include "campaign/unit.h"

namespace Reeve {

class ActionWriter;
class Campaign;

namespace Charlemagne {

/**
 * The referee's changes to the Charlemagne board during a turn, each one logged
 * and undoable through CampaignEditor (reeve-cli undo FILE): region control and
 * religion, hexes (region, terrain, port), burg / civilization / pillage markers,
 * units levied, moved, eliminated or given a new strength, and the Region Control
 * Table figures the referee enters from the printed chart (house figures).
 */
class CharlemagneBoard
{
public:
    explicit CharlemagneBoard(Campaign &campaign);

    /// Empire, Tribal or Neutral (§3).
    static QStringList controls();
    /// christian, pagan, muslim (§18).
    static QStringList religions();
    /// Marker kinds on hexes: burg, civilization, pillage (§10, §17).
    static QStringList markerKinds();
    /// leader, field army, warrior host, nomad horde, militia, fleet (§2c).
    static QStringList unitTypes();

    qint64 setControl(const QString &region, const QString &control);
    qint64 setReligion(const QString &region, const QString &religion);
    /// Registers \a hex (or updates it): its region, terrain and port (empty: unchanged).
    qint64 setHex(const QString &hex, const QString &region, const QString &terrain, const QString &port);
    /// One burg and one civilization marker per hex (§10.2b); one pillage marker.
    qint64 addMarker(const QString &hex, const QString &kind);
    qint64 removeMarker(const QString &hex, const QString &kind);
    /// A unit raised (levy, mercenary, Scara) for \a side at \a location; \a newId gets its id. A \a levy
    /// unit carries the turn it was levied in ("levied_turn"), which the levy step counts (§11.1a, §11.1c).
    qint64 addUnit(const QString &side, const QString &type, const QString &location,
                   const QString &name = {}, qint64 *newId = nullptr, bool levy = false);
    qint64 setStrength(qint64 unitId, int strength);
    /// Moves or eliminates a unit; a face-down unit's type stays out of the public text.
    qint64 moveUnit(qint64 unitId, const QString &location);
    qint64 eliminateUnit(qint64 unitId);
    /// A Region Control Table figure entered by the referee: \a what "levy" (a number) or "religion".
    qint64 setRegionFigure(const QString &region, const QString &what, const QString &value);
    /// What a set-up leaves for the referee to enter (GameModule::setupFollowUps): one line for the regions
    /// whose Region Control Table levy is missing, one for those whose religion is, naming them.
    static QStringList missingRegionFigures(Campaign &campaign);

private:
    QString region(const QString &name);
    /// Stores \a region's attributes as one undoable action with \a text.
    qint64 commitRegion(const Location &region, const QString &kind, const QString &text);
    /// Commits \a writer with a public text naming the unit only by side and number, and the full text
    /// for the owning side (face-down units, Charlemagne §2).
    qint64 commitHidden(ActionWriter &writer, const QString &kind, const Unit &unit,
                        const QString &publicText, const QString &privateText);
    Campaign &m_campaign;
};

} // namespace Charlemagne
} // namespace Reeve
