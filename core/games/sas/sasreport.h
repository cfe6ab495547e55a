#pragma once

#include <QString>

#include "games/gamemodule.h"

namespace Reeve {

class Campaign;

namespace Sas {

/**
 * The Swords & Sails sections of a season report (GameModule::reportSections, called by
 * ReportBuilder after the treasury). What each reader gets is what that reader may know:
 *
 * - a faction: its own armies and fleets with their units, where they stand and what the
 *   fleets carry; its territories and cities; its victory points and team; and what its spies
 *   saw in the period (the cards its successful attempts showed it);
 * - everyone: the victory points of every faction and team, and who is allied with whom;
 * - the referee: every faction's forces and holdings, and the score.
 *
 * Forces, holdings and points are the board as it stands now (the heading says which
 * season); the sightings come from the log through LogQuery for the reader, so a public or
 * another faction's report cannot hold them.
 */
class SasReport
{
public:
    static QString sections(Campaign &campaign, const ReportReader &reader);
};

} // namespace Sas
} // namespace Reeve
