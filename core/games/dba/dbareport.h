#pragma once

#include <QString>

#include "games/gamemodule.h"
#include "log/action.h"

namespace Reeve {

class Campaign;

/**
 * The DBA campaign's own sections of a season report, as an umpire sends them (issue 20, "Reports an
 * umpire would send"); ReportBuilder places a game's sections after the treasury. What each reader gets
 * is what that reader may know:
 *
 * - a nation: its forces (armies and fleets, generals, elements, supply units, baggage, treasure carried)
 *   and where they stand, a voyage under way named as such; its provinces with their towns, revenue and
 *   the moves of hostile presence counted against their taxes this year; who its overlord, vassals and
 *   allies are; and each of its orders of the period, in order, with its fate;
 * - everyone: who holds which province (conquests and revolts are public) and the public bonds
 *   (alliances, vassalage); no army, fleet, sum or order of any nation;
 * - the umpire: every nation's forces, provinces and orders.
 *
 * Forces and provinces are the campaign as it stands now; the orders are those of turns \a fromTurn to
 * \a toTurn. Undone actions change nothing here, for the state tables never hold them.
 */
class DbaReport
{
public:
    static QString sections(Campaign &campaign, Audience audience, qint64 sideId, int fromTurn, int toTurn);
    /// The same, as GameModule::reportSections calls it.
    static QString forReader(Campaign &campaign, const ReportReader &reader);
};

} // namespace Reeve
