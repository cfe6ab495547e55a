#pragma once

#include <memory>

#include <QString>

namespace Reeve {

class Campaign;

/**
 * Builds the demo campaign shown on first start: a 1066 game in September 1066
 * with the four powers, a dozen squares and boxes, some thirty units with their
 * printed values, a few markers and a short history (moves, a mistaken move
 * undone, a combat loss, pillage), all made through CampaignEditor, so it is an
 * ordinary, verifiable campaign file. The unit values are illustrative, not
 * figures from the rulebook.
 */
class DemoCampaign
{
public:
    /// Creates the demo at \a path (which must not exist) and returns it open.
    static std::unique_ptr<Campaign> create(const QString &path);
};

} // namespace Reeve
